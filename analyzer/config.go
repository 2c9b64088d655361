package analyzer

import (
	"flag"
	"fmt"
	"sync"

	"golang.org/x/tools/go/analysis"

	"github.com/toolvet/toolvet/internal/profile"
)

// Config is what the analyzers' flags set. The package's analyzers
// (Representable, CrossField, ..., All) read it from their flags, one
// Config for the process, as go vet and standalone toolvet set it from
// the command line. WithConfig makes an analyzer that reads a Config of
// its own instead, so that tests, and drivers that set options in code,
// need not change package state: analyzers with different settings can
// then run at the same time.
type Config struct {
	// Provider is the profile of tools whose target the code does not
	// name (-representable.provider, -strictschema.provider: one
	// setting); "" is profile.Default.
	Provider string
	// SameFile reports a finding whose fix edits another file at that
	// edit, not at the rule (-representable.samefile,
	// -crossfield.samefile: one setting).
	SameFile bool
	// ToolErrorAll also reports Go errors returned outside argument
	// checks (-toolerror.all).
	ToolErrorAll bool
	// IgnoreReason reports a //toolvet:ignore directive that gives no
	// reason (-ignorereason under every analyzer's name: one setting).
	IgnoreReason bool
}

// flagConfig is the Config the package's analyzers' flags set.
var flagConfig = Config{Provider: profile.Default}

func init() {
	provider := providerFlag{&flagConfig.Provider}
	Representable.Flags.Var(provider, "provider", providerUsage)
	StrictSchema.Flags.Var(provider, "provider", providerUsage)
	Representable.Flags.BoolVar(&flagConfig.SameFile, "samefile", false, sameFileUsage)
	CrossField.Flags.BoolVar(&flagConfig.SameFile, "samefile", false, sameFileUsage)
	ToolError.Flags.BoolVar(&flagConfig.ToolErrorAll, "all", false, toolErrorAllUsage)
}

// configured maps each analyzer made by WithConfig to its Config.
var configured sync.Map // *analysis.Analyzer → *Config

// WithConfig returns a copy of a, one of the package's analyzers, that
// reads cfg instead of the package's flags (and has no flags). It panics
// on a provider that names no profile, as a flag would refuse it.
func WithConfig(a *analysis.Analyzer, cfg Config) *analysis.Analyzer {
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

// configOf returns the settings of the analyzer pass runs: its own, when
// WithConfig made it, else the flags'.
func configOf(pass *analysis.Pass) *Config {
	if cfg, ok := configured.Load(pass.Analyzer); ok {
		return cfg.(*Config)
	}
	return &flagConfig
}
