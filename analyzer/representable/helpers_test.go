package representable_test

import (
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/toolvet/toolvet/analyzer"
	"github.com/toolvet/toolvet/analyzer/internal/analyzertest"
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
	// At each check in package parse, as a parse function of the
	// package's own is reported; for gopls, at the guard.
	analyzertest.RunAcrossPackages(t, dir, representable.Analyzer, "./parseapp")
	atGuard := analyzer.WithConfig(representable.Analyzer, analyzer.Config{})
	analysistest.RunWithSuggestedFixes(t, dir, atGuard, "./parseapp")
}

// TestWorkAcrossPackages: handlers handing their work to functions of
// another package (WorkFact) and testing a list of problems with its
// predicate, which calls another of its package. The checks are
// reported where they are written, as a work function of the package
// is read inline; for gopls, at the call.
func TestWorkAcrossPackages(t *testing.T) {
	t.Parallel()
	dir := filepath.Join(shared, "mod")
	analysistest.Run(t, dir, rules.Analyzer, "./work")
	analyzertest.RunAcrossPackages(t, dir, representable.Analyzer, "./workapp")
	atCall := analyzer.WithConfig(representable.Analyzer, analyzer.Config{})
	analysistest.RunWithSuggestedFixes(t, dir, atCall, "./workapp")
}

// TestDispatchAcrossPackages: tools a program answers itself by handing
// the model's calls to another package: a function branching on the
// call's name (its branches' rules, CasesFact), and a function a table of
// handlers by name links (HandlesFact with the arguments' parameter).
// Reported at the check there, or at the tool for a driver that shows a
// package's findings only in its own files, where the fix edits.
func TestDispatchAcrossPackages(t *testing.T) {
	t.Parallel()
	dir := filepath.Join(shared, "mod")
	analysistest.Run(t, dir, rules.Analyzer, "./dispatchlib")
	analyzertest.RunAcrossPackages(t, dir, representable.Analyzer, "./dispatchapp")
	atTool := analyzer.WithConfig(representable.Analyzer, analyzer.Config{})
	analysistest.RunWithSuggestedFixes(t, dir, atTool, "./dispatchapp")
}

// TestPredicatesAcrossPackages: another package's predicates read in
// place through their facts, one calling a reader of its package, one
// testing a rune; one calling a function the caller cannot name is no
// rule.
func TestPredicatesAcrossPackages(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, filepath.Join(shared, "mod"), representable.Analyzer, "./predapp")
}
