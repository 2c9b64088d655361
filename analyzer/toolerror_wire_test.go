package analyzer_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/toolvet/toolvet/analyzer"
)

// TestToolErrorWire: go-sdk typed handlers returning a *jsonrpc.Error.
func TestToolErrorWire(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), analyzer.ToolError, "gosdkwire")
}
