package analyzer_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/toolvet/toolvet/analyzer"
)

// TestInvopopCustomSchema: a field whose type has its own JSONSchema
// method gets no keyword and no rewrite; the fields next to it do.
func TestInvopopCustomSchema(t *testing.T) {
	t.Parallel()
	anthropic := analyzer.WithConfig(analyzer.StrictSchema, analyzer.Config{Provider: "anthropic-strict"})
	analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), anthropic, "invopopcustom")
}
