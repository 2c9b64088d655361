package representable_test

import (
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/toolvet/toolvet/analyzer/representable"
	"github.com/toolvet/toolvet/passes/rules"
)

// TestProjectHelpers: failures built by the project's result helpers (and
// returned from helpers answering with one or nil),
// defaults before checks, ozzo-validation rules in the handler.
func TestProjectHelpers(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, testdata, representable.Analyzer, "projecthelpers", "verdicthelpers")
}

// TestStructHelpers: checks in helpers given the decoded arguments (an
// embedded part of them), and in methods a validate method returns into.
func TestStructHelpers(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, testdata, representable.Analyzer, "structhelpers", "converted")
}

// TestFactsAcrossPackages: helpers in other packages of the module, read
// through facts (module mode: facts are exported only for module code).
func TestFactsAcrossPackages(t *testing.T) {
	t.Parallel()
	dir := filepath.Join(shared, "mod")
	analysistest.Run(t, dir, rules.Analyzer, "./params", "./validate", "./decode")
	analysistest.RunWithSuggestedFixes(t, dir, representable.Analyzer, "./app")
	// The arguments decoded into a struct by another package (its
	// fields are the arguments); negatives: the same decoder given a
	// stored value, and a function of the same shape that decodes nothing.
	analysistest.RunWithSuggestedFixes(t, dir, representable.Analyzer, "./decodeapp")
	// Readers of a constant name or of a package of no tool library, a
	// predicate and guard helpers over several values, of other packages.
	analysistest.RunWithSuggestedFixes(t, dir, representable.Analyzer, "./crossapp")
}

// TestParseHelperAcrossPackages: a parse helper of another package, read
// through its fact.
func TestParseHelperAcrossPackages(t *testing.T) {
	t.Parallel()
	dir := filepath.Join(shared, "mod")
	analysistest.Run(t, dir, rules.Analyzer, "./parse")
	analysistest.RunWithSuggestedFixes(t, dir, representable.Analyzer, "./parseapp")
}
