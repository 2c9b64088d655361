package analyzer_test

import (
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/toolvet/toolvet/analyzer"
	"github.com/toolvet/toolvet/passes/rules"
)

// TestRealWorld: readers that normalise, parse helpers, clamps, and checks
// against configuration, a database or the clock.
func TestRealWorld(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), analyzer.Representable, "realworld", "parsehelper", "realworldsdk")
}

// TestParseHelperAcrossPackages: a parse helper of another package, read
// through its fact.
func TestParseHelperAcrossPackages(t *testing.T) {
	t.Parallel()
	dir := filepath.Join(analysistest.TestData(), "mod")
	analysistest.Run(t, dir, rules.Analyzer, "./parse")
	analysistest.RunWithSuggestedFixes(t, dir, analyzer.Representable, "./parseapp")
}

// TestToolLiterals: tools written as mcp.Tool struct literals, in a table
// registered in a loop and passed straight to AddTool; a tool returned
// with its handler for the caller to register, described through a
// translation helper's defaults.
func TestToolLiterals(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), analyzer.Representable, "toollit")
}
