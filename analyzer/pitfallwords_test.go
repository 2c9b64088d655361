package analyzer_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/toolvet/toolvet/analyzer"
)

// TestSchemaPitfallWords: keyword tags rewritten as the description go-sdk
// and mcp-go read.
func TestSchemaPitfallWords(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), analyzer.SchemaPitfall, "pitfallwords")
}
