package analyzer_test

import (
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/toolvet/toolvet/analyzer"
	"github.com/toolvet/toolvet/passes/tools"
)

// TestBuildersComposed: builders that call another builder, in the
// package and across packages.
func TestBuildersComposed(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), analyzer.Representable, "buildercompose")
	analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), analyzer.CrossField, "buildercomposecross")
	dir := filepath.Join(analysistest.TestData(), "mod")
	analysistest.Run(t, dir, tools.Analyzer, "./buildreg")
	analysistest.RunWithSuggestedFixes(t, dir, analyzer.Representable, "./buildapp")
}

// TestBuildersNestedGoSDK: a go-sdk builder calling another edits only
// the description written at the outermost call.
func TestBuildersNestedGoSDK(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), analyzer.CrossField, "gosdkbuildnest")
}

// TestBuildersComposedGoSDK: go-sdk builders that call another package's
// builder, and export a fact in turn.
func TestBuildersComposedGoSDK(t *testing.T) {
	t.Parallel()
	dir := filepath.Join(analysistest.TestData(), "mod")
	analysistest.Run(t, dir, tools.Analyzer, "./sdkbuild")
	analysistest.RunWithSuggestedFixes(t, dir, analyzer.CrossField, "./sdkbuildapp")
}
