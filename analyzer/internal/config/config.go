// Package config holds the settings of toolvet's analyzers: the one Config
// their flags set, and the Config of an analyzer made by analyzer.WithConfig.
package config

import (
	"flag"
	"fmt"
	"sync"

	"golang.org/x/tools/go/analysis"

	"github.com/toolvet/toolvet/internal/profile"
)

// Config is what the analyzers' flags set. The analyzers (representable,
// crossfield, ..., analyzer.All) read it from their flags, one Config for
// the process, as go vet and standalone toolvet set it from the command
// line. analyzer.WithConfig makes an analyzer that reads a Config of its
// own instead, so that tests, and drivers that set options in code, need
// not change package state: analyzers with different settings can then
// run at the same time.
type Config struct {
	// Provider is the profile of tools whose target the code does not
	// name (-representable.provider, -strictschema.provider: one
	// setting); "" is profile.Default.
	Provider string
	// SameFile reports a finding whose fix edits another file at that
	// edit, not at the rule (-representable.samefile,
	// -crossfield.samefile: one setting).
	SameFile bool
	// OtherPackages reports a finding whose check is in another package
	// of the module (a handler one package declares and another
	// registers) at that check, as a check in this package is reported;
	// false reports it at the tool, in this package, where the fix edits
	// (-representable.otherpackages, -crossfield.otherpackages: one
	// setting, true by default). gopls shows a package's findings only in
	// that package's files, so its build turns it off.
	OtherPackages bool
	// ToolErrorAll also reports Go errors returned outside argument
	// checks (-toolerror.all).
	ToolErrorAll bool
	// IgnoreReason reports a //toolvet:ignore directive that gives no
	// reason (-ignorereason under every analyzer's name: one setting).
	IgnoreReason bool
}

// FromFlags is the Config the analyzers' flags set. Each analyzer's
// package binds its flags to it at init: a setting several analyzers
// have is one variable under each name.
var FromFlags = Config{Provider: profile.Default, OtherPackages: true}

// AddProviderFlag adds -provider (Config.Provider) to an analyzer's flags.
func AddProviderFlag(fs *flag.FlagSet) {
	fs.Var(providerFlag{&FromFlags.Provider}, "provider", providerUsage)
}

// AddSameFileFlag adds -samefile (Config.SameFile) to an analyzer's flags.
func AddSameFileFlag(fs *flag.FlagSet) {
	fs.BoolVar(&FromFlags.SameFile, "samefile", false, sameFileUsage)
}

// AddOtherPackagesFlag adds -otherpackages (Config.OtherPackages) to an
// analyzer's flags.
func AddOtherPackagesFlag(fs *flag.FlagSet) {
	fs.BoolVar(&FromFlags.OtherPackages, "otherpackages", true, otherPackagesUsage)
}

const otherPackagesUsage = "report a finding whose check is in another package of the module (a handler it declares) at that check; false: at the tool, where the fix edits"

// AddIgnoreReasonFlag adds -ignorereason (Config.IgnoreReason) to an
// analyzer's flags: every analyzer has it.
func AddIgnoreReasonFlag(fs *flag.FlagSet) {
	fs.BoolVar(&FromFlags.IgnoreReason, "ignorereason", false, ignoreReasonUsage)
}

// ignoreReasonUsage is the -ignorereason flag's (Config.IgnoreReason),
// shared by every analyzer (one setting under each analyzer's name).
const ignoreReasonUsage = "report a //toolvet:ignore directive that gives no reason after the analyzers it names"

// configured maps each analyzer made by With to its Config.
var configured sync.Map // *analysis.Analyzer → *Config

// With is analyzer.WithConfig: it returns a copy of a, one of toolvet's
// analyzers, that reads cfg instead of the flags (and has no flags). It
// panics on a provider that names no profile, as a flag would refuse it.
func With(a *analysis.Analyzer, cfg Config) *analysis.Analyzer {
	if cfg.Provider == "" {
		cfg.Provider = profile.Default
	}
	if err := (providerFlag{new(string)}).Set(cfg.Provider); err != nil {
		panic(fmt.Sprintf("analyzer.WithConfig(%s): %v", a.Name, err))
	}
	c := *a
	c.Flags = *flag.NewFlagSet(a.Name, flag.ContinueOnError)
	// The run finds its Config by the pass's Analyzer; a driver may copy
	// the analyzer to wrap its Run (as the golangci-lint plugin does), so
	// the run names this one itself.
	run := a.Run
	c.Run = func(pass *analysis.Pass) (any, error) {
		p := *pass
		p.Analyzer = &c
		return run(&p)
	}
	configured.Store(&c, &cfg)
	return &c
}

// Of returns the settings of the analyzer pass runs: its own, when With
// made it, else the flags'.
func Of(pass *analysis.Pass) *Config {
	if cfg, ok := configured.Load(pass.Analyzer); ok {
		return cfg.(*Config)
	}
	return &FromFlags
}
