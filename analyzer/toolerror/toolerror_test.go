package toolerror_test

import (
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/toolvet/toolvet/analyzer/internal/config"
	"github.com/toolvet/toolvet/analyzer/toolerror"
)

func TestToolError(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, testdata, toolerror.Analyzer, "toolerror", "toolerrorimport", "gosdkerr", "reflerr", "wrapperserr", "heldresultserr", "validateerr")
}

// TestConverter: a program's own tools converted into go-sdk's tool and
// low-level handler, the pairs registered through generic helpers: the
// converter's failure to decode the arguments is a JSON-RPC error for every
// tool. Negatives: the same converter behind a middleware that turns errors
// into results, and a converter in a package that registers nothing.
func TestConverter(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, testdata, toolerror.Analyzer, "sdkconverter", "sdkconverterwrapped", "sdkconverteronly")
}

// TestDecodersAcrossPackages: the arguments decoded by another package of
// the module (read through its facts): a Go error on the decoding is the
// arguments' failure; negative: the same decoder given a stored value.
func TestDecodersAcrossPackages(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, filepath.Join(shared, "mod"), toolerror.Analyzer, "./decodeapperr")
}

// TestDeferred: problems with the arguments collected in a list, failed
// on at once as a Go error (fixed where the error is known not nil);
// negative: a list of failures that read no argument.
func TestDeferred(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, testdata, toolerror.Analyzer, "deferrederr")
}

// TestAll: -toolerror.all reports Go errors returned outside argument
// checks too.
func TestAll(t *testing.T) {
	t.Parallel()
	all := config.With(toolerror.Analyzer, config.Config{ToolErrorAll: true})
	analysistest.Run(t, testdata, all, "toolerrorall")
}

// TestAllCancel: -toolerror.all reports infrastructure failures on every
// library's error path, except the call's own cancellation.
func TestAllCancel(t *testing.T) {
	t.Parallel()
	all := config.With(toolerror.Analyzer, config.Config{ToolErrorAll: true})
	analysistest.Run(t, testdata, all, "toolerrorcancel")
}

// TestWire: go-sdk typed handlers returning a *jsonrpc.Error.
func TestWire(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, testdata, toolerror.Analyzer, "gosdkwire")
}

// TestLangchaingo: a langchaingo tools.Tool's Call error ends the agent
// run.
func TestLangchaingo(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, testdata, toolerror.Analyzer, "langchaintool")
}

// TestDispatch: tools a program answers itself, in a loop over the
// model's tool calls: failures that end the program or the loop.
func TestDispatch(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, testdata, toolerror.Analyzer, "dispatchloop")
}

// TestToolRunner: anthropic-sdk-go's tool runner sends the function's
// error back marked is_error: its errors are read.
func TestToolRunner(t *testing.T) {
	t.Parallel()
	analysistest.Run(t, testdata, toolerror.Analyzer, "toolrunnererr")
}

// TestIgnoreDirective: //toolvet:ignore silences toolerror's findings
// like any analyzer's.
func TestIgnoreDirective(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, testdata, toolerror.Analyzer, "ignoreerr")
}

// TestGoOpenAI: go-openai's calls answered in a loop, its own decoder
// (VerifySchemaAndUnmarshal) among the readers of the arguments.
func TestGoOpenAI(t *testing.T) {
	t.Parallel()
	analysistest.Run(t, testdata, toolerror.Analyzer, "goopenaierr")
}
