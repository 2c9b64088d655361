package analyzer_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/toolvet/toolvet/analyzer"
)

// TestIgnoreDirective: //toolvet:ignore silences the line it trails or the
// line below it alone, for the analyzers it names (all when it names
// none); an analyzer reports a directive naming it that silenced nothing.
func TestIgnoreDirective(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), analyzer.Representable, "ignore", "ignorenotool", "ignorevariant")
	analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), analyzer.ToolError, "ignoreerr")
}

// TestIgnoreReason: under -ignorereason a directive that gives no reason
// is reported once, by the analyzer that answers for it; without the flag
// it is not.
func TestIgnoreReason(t *testing.T) {
	t.Parallel()
	analysistest.Run(t, analysistest.TestData(), analyzer.Representable, "ignorereasonoff")
	reasons := analyzer.WithConfig(analyzer.Representable, analyzer.Config{IgnoreReason: true})
	analysistest.Run(t, analysistest.TestData(), reasons, "ignorereason")
}
