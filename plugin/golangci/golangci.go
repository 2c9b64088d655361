// Package golangci registers toolvet's analyzers as a golangci-lint v2
// module plugin named "toolvet".
//
// A custom golangci-lint binary blank-imports this package (see
// .custom-gcl.yml, or scripts/build-golangci.sh for an offline build) and
// enables the linter in .golangci.yml:
//
//	version: "2"
//	linters:
//	  enable: [toolvet]
//	  settings:
//	    custom:
//	      toolvet:
//	        type: module
//	        description: tool argument rules the schema does not state
//	        settings:
//	          disable: [crossfield]   # analyzers to leave out
//	          toolerror-all: true     # the toolerror analyzer's -all flag
//	          provider: anthropic-strict  # the -provider flag (default mcp)
package golangci

import (
	"fmt"
	"slices"
	"strconv"

	"github.com/golangci/plugin-module-register/register"
	"golang.org/x/tools/go/analysis"

	"github.com/toolvet/toolvet/analyzer"
	"github.com/toolvet/toolvet/internal/profile"
)

func init() {
	register.Plugin("toolvet", New)
}

// Settings is the linters.settings.custom.toolvet.settings block of
// .golangci.yml. Unknown fields are rejected.
type Settings struct {
	// Disable names analyzers of analyzer.All to leave out.
	Disable []string `json:"disable"`
	// ToolErrorAll sets the toolerror analyzer's "all" flag: also report
	// Go errors returned outside argument checks.
	ToolErrorAll bool `json:"toolerror-all"`
	// Provider sets the -provider flag of representable (and of every
	// analyzer sharing it): the profile of tools whose target the code
	// does not name. Empty means mcp.
	Provider string `json:"provider"`
}

type plugin struct{ settings Settings }

// New is the register.NewPlugin constructor: it decodes and checks the
// settings.
func New(conf any) (register.LinterPlugin, error) {
	s, err := register.DecodeSettings[Settings](conf)
	if err != nil {
		return nil, fmt.Errorf("toolvet: %w", err)
	}
	for _, name := range s.Disable {
		if !slices.ContainsFunc(analyzer.All, func(a *analysis.Analyzer) bool { return a.Name == name }) {
			return nil, fmt.Errorf("toolvet: disable: unknown analyzer %q (have %s)", name, names())
		}
	}
	if s.Provider == "" {
		s.Provider = profile.Default
	}
	if _, ok := profile.Lookup(s.Provider); !ok {
		return nil, fmt.Errorf("toolvet: provider: unknown profile %q (have %s)", s.Provider, profile.Names())
	}
	return &plugin{settings: s}, nil
}

func names() []string {
	var ns []string
	for _, a := range analyzer.All {
		ns = append(ns, a.Name)
	}
	return ns
}

// BuildAnalyzers applies the settings to the analyzers' flags and returns
// the analyzers of analyzer.All that are not disabled.
func (p *plugin) BuildAnalyzers() ([]*analysis.Analyzer, error) {
	// Flags are package-level state: set the flag every time, so that the
	// settings alone decide its value.
	if err := analyzer.ToolError.Flags.Set("all", strconv.FormatBool(p.settings.ToolErrorAll)); err != nil {
		return nil, fmt.Errorf("toolvet: toolerror-all: %w", err)
	}
	// golangci-lint applies only the edits in a finding's own file.
	if err := analyzer.Representable.Flags.Set("samefile", "true"); err != nil {
		return nil, err
	}
	if err := analyzer.Representable.Flags.Set("provider", p.settings.Provider); err != nil {
		return nil, fmt.Errorf("toolvet: provider: %w", err)
	}
	var enabled []*analysis.Analyzer
	for _, a := range analyzer.All {
		if !slices.Contains(p.settings.Disable, a.Name) {
			enabled = append(enabled, withoutRelated(a))
		}
	}
	return enabled, nil
}

// withoutRelated returns a copy of a whose diagnostics carry no related
// information: golangci-lint reports each related location as an issue of
// its own ("representable(related information)"), with no fix, so a run
// with --fix would still exit 1 after fixing every finding.
func withoutRelated(a *analysis.Analyzer) *analysis.Analyzer {
	c := *a
	run := a.Run
	c.Run = func(pass *analysis.Pass) (any, error) {
		p := *pass
		report := pass.Report
		p.Report = func(d analysis.Diagnostic) {
			d.Related = nil
			report(d)
		}
		return run(&p)
	}
	return &c
}

// GetLoadMode reports that the analyzers need type information.
func (p *plugin) GetLoadMode() string { return register.LoadModeTypesInfo }
