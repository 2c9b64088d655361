package crossfield_test

import (
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/toolvet/toolvet/analyzer/crossfield"
	"github.com/toolvet/toolvet/passes/tools"
)

// The tests of this file: tools the project registers through its own
// code (builders, its own loop over a model's calls, a tool runner), where
// the description a fix edits is not at the handler.

// TestBuilders: a built tool's description is the argument at the call
// that builds it.
func TestBuilders(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, testdata, crossfield.Analyzer, "gosdkbuildcross")
}

// TestBuildersComposed: builders that call another builder, in the
// package and, for go-sdk builders that export a fact in turn, across
// packages.
func TestBuildersComposed(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, testdata, crossfield.Analyzer, "buildercomposecross")
	dir := filepath.Join(shared, "mod")
	analysistest.Run(t, dir, tools.Analyzer, "./sdkbuild")
	analysistest.RunWithSuggestedFixes(t, dir, crossfield.Analyzer, "./sdkbuildapp")
}

// TestOwnToolTypes: a tool of the server's own type, its description in
// the value's Description field (module mode).
func TestOwnToolTypes(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, filepath.Join(shared, "mod"), crossfield.Analyzer, "./owntypecross")
}

// TestBuildersNestedGoSDK: a go-sdk builder calling another edits only
// the description written at the outermost call.
func TestBuildersNestedGoSDK(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, testdata, crossfield.Analyzer, "gosdkbuildnest")
}

// TestFailureAsOutput: genkit and eino tools that return a failure as
// their string output.
func TestFailureAsOutput(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, testdata, crossfield.Analyzer, "functoolcross")
}

// TestDispatchRules: the rules of tools a program answers itself, in the
// branch on the call's name.
func TestDispatchRules(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, testdata, crossfield.Analyzer, "dispatchcross")
}

// TestToolRunner: anthropic-sdk-go's tool runner sends the function's
// error back marked is_error: its checks are rules.
func TestToolRunner(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, testdata, crossfield.Analyzer, "toolrunner")
}

// TestGoOpenAI: a rule over two arguments of a go-openai tool answered in
// the program's loop; the fix writes it into the definition's
// Description.
func TestGoOpenAI(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, testdata, crossfield.Analyzer, "goopenaicross")
}

// TestToolTypes: a tool of the project's own type reading an optional
// argument through a helper whose second result says it was sent; a rule
// on that flag and another argument is over both.
func TestToolTypes(t *testing.T) {
	t.Parallel()
	analysistest.Run(t, testdata, crossfield.Analyzer, "tooltypecross")
}

// TestToolTypeFix: a tool of the project's own type whose schema a generic
// helper reflects with invopop: the fix appends the rule to the
// description field of the tool's literal.
func TestToolTypeFix(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, testdata, crossfield.Analyzer, "tooltypefix")
}

// TestOptionSlice: a tool whose options are a slice gets its description
// written into the slice.
func TestOptionSlice(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, testdata, crossfield.Analyzer, "optionslicecross")
}
