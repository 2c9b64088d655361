package crossfield_test

import (
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/toolvet/toolvet/analyzer"
	"github.com/toolvet/toolvet/analyzer/crossfield"
	"github.com/toolvet/toolvet/analyzer/internal/analyzertest"
)

func TestCrossField(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, testdata, crossfield.Analyzer, "crossfield", "gosdkcross", "validatecross", "regresscross", "guardcross", "requiredwhen")
}

// TestBranches: rules over several arguments nested in branches.
func TestBranches(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, testdata, crossfield.Analyzer, "branchescross")
}

// TestSDKSchema: go-sdk tools with an explicit *jsonschema.Schema.
func TestSDKSchema(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, testdata, crossfield.Analyzer, "sdkschemacross")
}

// TestValidators: struct-level validations registered with validator, and
// ozzo-validation rules under a condition on other fields.
func TestValidators(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, testdata, crossfield.Analyzer, "structcross", "ozzocross")
}

// TestReflectingWrapper: a rule over two arguments of a tool another
// package's wrapper defines from an example value, read in the function it
// hands the decoded struct (asserted to its type); the fix describes it in
// the description the call passes.
func TestReflectingWrapper(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, filepath.Join(shared, "mod"), crossfield.Analyzer, "./reflcross")
}

// TestValidateAcrossPackages: Validate methods declared in another
// package of the module, read through their facts.
func TestValidateAcrossPackages(t *testing.T) {
	t.Parallel()
	dir := filepath.Join(shared, "mod")
	analysistest.RunWithSuggestedFixes(t, dir, crossfield.Analyzer, "./vappcross")
}

// TestHandlersAcrossPackages: handlers one package declares and another
// registers with their schemas, read through their facts: reported at
// the check, in the declaring package, or at the tool for a driver that
// shows a package's findings only in its own files.
func TestHandlersAcrossPackages(t *testing.T) {
	t.Parallel()
	dir := filepath.Join(shared, "mod")
	analyzertest.RunAcrossPackages(t, dir, crossfield.Analyzer, "./splitserver")
	atTool := analyzer.WithConfig(crossfield.Analyzer, analyzer.Config{})
	analysistest.RunWithSuggestedFixes(t, dir, atTool, "./splitserver")
}

// TestFailureHelperAcrossPackages: the message another package's failure
// helper makes the whole message is the rule's sentence.
func TestFailureHelperAcrossPackages(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, filepath.Join(shared, "mod"), crossfield.Analyzer, "./crosscap")
}

// TestWorkAcrossPackages: a rule over two values a handler hands to
// another package's work function (WorkFact), reported at its check
// there.
func TestWorkAcrossPackages(t *testing.T) {
	t.Parallel()
	analyzertest.RunAcrossPackages(t, filepath.Join(shared, "mod"), crossfield.Analyzer, "./workapp")
}
