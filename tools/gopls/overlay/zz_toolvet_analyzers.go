// This file is not part of gopls. build.sh injects it into package
// golang.org/x/tools/gopls/internal/settings of the vendored, unmodified
// gopls with go build -overlay, so that gopls runs toolvet's analyzers.

package settings

import (
	"golang.org/x/tools/gopls/internal/protocol"

	toolvet "github.com/toolvet/toolvet/analyzer"
)

func init() {
	// AllAnalyzers is initialized (by initAnalyzers) before any init func
	// of this package runs, and read only later, when gopls analyzes a
	// package (cache.Snapshot.Analyze) or validates the "analyses" setting.
	seen := make(map[string]bool)
	for _, a := range AllAnalyzers {
		seen[a.analyzer.Name] = true
	}
	for _, a := range toolvet.All {
		if seen[a.Name] {
			continue // never shadow one of gopls's own analyzers
		}
		// gopls shows a package's findings only in that package's files:
		// a finding on a handler another package declares is reported at
		// the tool that registers it (Config.OtherPackages off), the
		// other settings being the flags' defaults.
		a = toolvet.WithConfig(a, toolvet.Config{})
		AllAnalyzers = append(AllAnalyzers, &Analyzer{
			analyzer: a,
			// Enabled by default (nonDefault is false); users turn one off
			// with "analyses": {"crossfield": false}.
			severity: protocol.SeverityWarning,
			// Each diagnostic's single fix is offered as a quick fix, not
			// applied by source.fixAll (say, on save).
			actionKinds: []protocol.CodeActionKind{protocol.QuickFix},
		})
	}
}
