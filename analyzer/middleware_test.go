package analyzer_test

import (
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/toolvet/toolvet/analyzer"
	"github.com/toolvet/toolvet/passes/rules"
	"github.com/toolvet/toolvet/passes/tools"
)

// TestMiddlewareGoSDK: go-sdk handlers wrapped in middleware, typed and
// low-level, in the package and through another package's facts.
func TestMiddlewareGoSDK(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), analyzer.ToolError, "gosdkmw")
	analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), analyzer.Representable, "gosdkmwrep")
	dir := filepath.Join(analysistest.TestData(), "mod")
	analysistest.Run(t, dir, tools.Analyzer, "./sdkmw")
	analysistest.RunWithSuggestedFixes(t, dir, analyzer.ToolError, "./sdkmwapp")
}

// TestValidateAcrossPackages: Validate methods declared in another
// package of the module, read through their facts.
func TestValidateAcrossPackages(t *testing.T) {
	t.Parallel()
	dir := filepath.Join(analysistest.TestData(), "mod")
	analysistest.Run(t, dir, rules.Analyzer, "./vtypes")
	analysistest.RunWithSuggestedFixes(t, dir, analyzer.Representable, "./vapp")
	analysistest.RunWithSuggestedFixes(t, dir, analyzer.CrossField, "./vappcross")
	analysistest.RunWithSuggestedFixes(t, dir, analyzer.Representable, "./vappmcp")
}
