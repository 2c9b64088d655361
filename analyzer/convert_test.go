package analyzer_test

import (
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/toolvet/toolvet/analyzer"
	"github.com/toolvet/toolvet/passes/tools"
)

// TestConverters: tools defined through the module's own generic
// constructor, which reflects each tool's schema from its handler's input
// type with invopop/jsonschema at run time and adapts the handler
// (mcp-grafana's MustTool and ConvertTool), used from another package
// through facts.
func TestConverters(t *testing.T) {
	t.Parallel()
	dir := filepath.Join(analysistest.TestData(), "convmod")
	analysistest.Run(t, dir, tools.Analyzer, "./mcpconv")
	analysistest.RunWithSuggestedFixes(t, dir, analyzer.Representable, "./convtools")
	analysistest.RunWithSuggestedFixes(t, dir, analyzer.ToolError, "./converr", "./convloose")
}
