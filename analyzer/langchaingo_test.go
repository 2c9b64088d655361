package analyzer_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/toolvet/toolvet/analyzer"
)

// TestToolErrorLangchaingo: a langchaingo tools.Tool's Call error ends the
// agent run.
func TestToolErrorLangchaingo(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), analyzer.ToolError, "langchaintool")
}

// TestToolErrorAllCancel: -toolerror.all reports infrastructure failures on
// every library's error path, except the call's own cancellation.
func TestToolErrorAllCancel(t *testing.T) {
	t.Parallel()
	all := analyzer.WithConfig(analyzer.ToolError, analyzer.Config{ToolErrorAll: true})
	analysistest.Run(t, analysistest.TestData(), all, "toolerrorcancel")
}

// TestToolErrorDispatch: tools a program answers itself, in a loop over
// the model's tool calls: failures that end the program or the loop.
func TestToolErrorDispatch(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), analyzer.ToolError, "dispatchloop")
}

// TestDispatchRules: the rules of tools a program answers itself, in the
// branch on the call's name and in the function it hands the arguments to.
func TestDispatchRules(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), analyzer.Representable, "dispatchrules", "dispatchreflect", "dispatchvalidate")
	analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), analyzer.CrossField, "dispatchcross")
}

// TestToolRunner: anthropic-sdk-go's tool runner sends the function's
// error back marked is_error: its checks are rules, its errors are read.
func TestToolRunner(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), analyzer.CrossField, "toolrunner")
	analysistest.Run(t, analysistest.TestData(), analyzer.ToolError, "toolrunnererr")
}
