package analyzer

import (
	"golang.org/x/tools/go/analysis"

	"github.com/toolvet/toolvet/analyzer/internal/config"
)

// Config is what the analyzers' flags set. The package's analyzers
// (Representable, CrossField, ..., All) read it from their flags, one
// Config for the process, as go vet and standalone toolvet set it from
// the command line. WithConfig makes an analyzer that reads a Config of
// its own instead, so that tests, and drivers that set options in code,
// need not change package state: analyzers with different settings can
// then run at the same time.
type Config = config.Config

// WithConfig returns a copy of a, one of the package's analyzers, that
// reads cfg instead of the package's flags (and has no flags). It panics
// on a provider that names no profile, as a flag would refuse it.
func WithConfig(a *analysis.Analyzer, cfg Config) *analysis.Analyzer {
	return config.With(a, cfg)
}
