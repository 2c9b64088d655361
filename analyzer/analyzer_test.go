package analyzer_test

import (
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/toolvet/toolvet/analyzer"
	"github.com/toolvet/toolvet/passes/rules"
)

func TestRepresentable(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), analyzer.Representable,
		"transfer", "shapes", "linking", "negative", "crossfile", "fixes", "raw", "gosdk", "validatetags", "mcpgostruct", "validatemethod", "invopoptags", "genkitrep", "helpers", "wrappers", "normalise", "regress", "mend", "pairhelper",
	)
}

func TestCrossField(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), analyzer.CrossField, "crossfield", "gosdkcross", "validatecross", "regresscross")
}

func TestToolError(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), analyzer.ToolError, "toolerror", "toolerrorimport", "gosdkerr", "reflerr", "wrapperserr")
}

func TestToolErrorAll(t *testing.T) {
	t.Parallel()
	all := analyzer.WithConfig(analyzer.ToolError, analyzer.Config{ToolErrorAll: true})
	analysistest.Run(t, analysistest.TestData(), all, "toolerrorall")
}

func TestSchemaPitfall(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), analyzer.SchemaPitfall, "pitfalls", "invopopcomma")
}

// TestFactsAcrossPackages: helpers in other packages of the module, read
// through facts (module mode: facts are exported only for module code).
func TestFactsAcrossPackages(t *testing.T) {
	t.Parallel()
	dir := filepath.Join(analysistest.TestData(), "mod")
	analysistest.Run(t, dir, rules.Analyzer, "./params", "./validate")
	analysistest.RunWithSuggestedFixes(t, dir, analyzer.Representable, "./app")
}
