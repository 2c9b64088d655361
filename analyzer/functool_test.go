package analyzer_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/toolvet/toolvet/analyzer"
)

// TestFailureAsOutput: genkit and eino tools that return a failure as
// their string output.
func TestFailureAsOutput(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), analyzer.Representable, "functoolout")
	analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), analyzer.CrossField, "functoolcross")
}
