package analyzer_test

import (
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/toolvet/toolvet/analyzer"
)

// TestBranches: checks nested in branches (an optional argument checked
// when set, a mode, a switch over an operation), and branches under a
// setting the model cannot see.
func TestBranches(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), analyzer.Representable, "branches")
	analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), analyzer.CrossField, "branchescross")
}

// TestListItems: checks in loops over a list argument are rules on its
// items, reported without a fix.
func TestListItems(t *testing.T) {
	t.Parallel()
	analysistest.Run(t, analysistest.TestData(), analyzer.Representable, "listitems")
}

// TestProjectHelpers: failures built by the project's result helpers,
// defaults before checks, ozzo-validation rules in the handler.
func TestProjectHelpers(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), analyzer.Representable, "projecthelpers")
}

// TestSameFile: under -samefile (golangci-lint), a finding whose fix edits
// another file is reported at the edit.
func TestSameFile(t *testing.T) {
	t.Parallel()
	sameFile := analyzer.WithConfig(analyzer.Representable, analyzer.Config{SameFile: true})
	analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), sameFile, "crossfilesame")
}

// TestMapHandler: arguments read from the raw map with defaults, checked by
// helpers (a bool switch, patterns tried in turn) and a map lookup.
func TestMapHandler(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), analyzer.Representable, "maphandler")
}

// TestInertTags: validate tags in a module whose build has no validator
// are no rules.
func TestInertTags(t *testing.T) {
	t.Parallel()
	dir := filepath.Join(analysistest.TestData(), "convmod")
	analysistest.RunWithSuggestedFixes(t, dir, analyzer.Representable, "./inerttags")
}

// TestStructHelpers: checks in helpers given the decoded arguments (an
// embedded part of them), and in methods a validate method returns into.
func TestStructHelpers(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), analyzer.Representable, "structhelpers")
}
