package representable_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/toolvet/toolvet/analyzer/internal/config"
	"github.com/toolvet/toolvet/analyzer/representable"
)

// TestIgnoreDirective: //toolvet:ignore silences the line it trails or the
// line below it alone, for the analyzers it names (all when it names
// none); an analyzer reports a directive naming it that silenced nothing.
func TestIgnoreDirective(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, testdata, representable.Analyzer, "ignore", "ignorenotool", "ignorevariant")
}

// TestIgnoreReason: under -ignorereason a directive that gives no reason
// is reported once, by the analyzer that answers for it; without the flag
// it is not.
func TestIgnoreReason(t *testing.T) {
	t.Parallel()
	analysistest.Run(t, testdata, representable.Analyzer, "ignorereasonoff")
	reasons := config.With(representable.Analyzer, config.Config{IgnoreReason: true})
	analysistest.Run(t, testdata, reasons, "ignorereason")
}
