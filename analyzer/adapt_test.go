package analyzer_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/toolvet/toolvet/analyzer"
)

// TestNotMiddleware: a function that adapts another shape of function
// into a handler is not middleware (its wrapped function's returns are
// never rewritten as a handler's), and a middleware converts only the
// wrapped handler's own error.
func TestNotMiddleware(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), analyzer.ToolError, "gosdkadapt")
}
