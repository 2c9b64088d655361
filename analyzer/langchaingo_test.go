package analyzer_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/toolvet/toolvet/analyzer"
)

// TestToolErrorLangchaingo: a langchaingo tools.Tool's Call error ends the
// agent run.
func TestToolErrorLangchaingo(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), analyzer.ToolError, "langchaintool")
}

// TestToolErrorAllCancel: -toolerror.all reports infrastructure failures on
// every library's error path, except the call's own cancellation.
func TestToolErrorAllCancel(t *testing.T) {
	setFlag(t, analyzer.ToolError, "all", "true")
	analysistest.Run(t, analysistest.TestData(), analyzer.ToolError, "toolerrorcancel")
}
