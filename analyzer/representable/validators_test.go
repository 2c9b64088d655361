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

// TestValidators: rules registered with validator (custom tags, aliases,
// struct-level validations) and written with ozzo-validation.
func TestValidators(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, testdata, representable.Analyzer, "customvalidator", "structvalidator", "ozzorules")
}

// TestValidateReached: validate methods reached through embedding and
// conversion.
func TestValidateReached(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, testdata, representable.Analyzer, "validateconv")
}

// TestValidateAcrossPackages: Validate methods declared in another
// package of the module, read through their facts.
func TestValidateAcrossPackages(t *testing.T) {
	t.Parallel()
	dir := filepath.Join(shared, "mod")
	analysistest.Run(t, dir, rules.Analyzer, "./vtypes")
	analysistest.RunWithSuggestedFixes(t, dir, representable.Analyzer, "./vapp")
	analysistest.RunWithSuggestedFixes(t, dir, representable.Analyzer, "./vappmcp")
}

// TestHandlersAcrossPackages: handlers one package declares and another
// registers with their schemas, read through their facts: reported at
// each check, in the declaring package (go vet, standalone toolvet), or,
// for a driver that shows a package's findings only in its own files
// (gopls), at the tool, and fixed in its schema either way.
func TestHandlersAcrossPackages(t *testing.T) {
	t.Parallel()
	dir := filepath.Join(shared, "mod")
	analysistest.Run(t, dir, rules.Analyzer, "./splithandlers", "./splitsdk")
	analyzertest.RunAcrossPackages(t, dir, representable.Analyzer, "./splitserverrep", "./splitsdkserver")
	atTool := analyzer.WithConfig(representable.Analyzer, analyzer.Config{})
	analysistest.RunWithSuggestedFixes(t, dir, atTool, "./splitserverrep", "./splitsdkserver")
	// A directive at a check silences the finding reported there by the
	// registering package; the declaring package, whose findings others
	// report, does not call it unused.
	analyzertest.RunAcrossPackages(t, dir, representable.Analyzer, "./splitignoreapp")
	analysistest.Run(t, dir, analyzer.WithConfig(representable.Analyzer, analyzer.Config{IgnoreReason: true}), "./splitignore")
}

// TestInertTags: validate tags in a module whose build has no validator
// are no rules.
func TestInertTags(t *testing.T) {
	t.Parallel()
	dir := filepath.Join(shared, "convmod")
	analysistest.RunWithSuggestedFixes(t, dir, representable.Analyzer, "./inerttags")
}

// TestOzzoAcrossPackages: a validation.By function another package
// declares, read through its ValueFact; negative: one whose answer is
// known at run time only.
func TestOzzoAcrossPackages(t *testing.T) {
	t.Parallel()
	dir := filepath.Join(shared, "mod")
	analysistest.Run(t, dir, rules.Analyzer, "./ozzolib")
	analysistest.RunWithSuggestedFixes(t, dir, representable.Analyzer, "./ozzoapp")
}

// TestCustomValidationsAcrossPackages: validations another package
// declares, registered here for validate tags, read through their
// SummaryFact by the kind of field each tag is on; negatives: one whose
// answer is known at run time only, one reading a kind the field is not.
func TestCustomValidationsAcrossPackages(t *testing.T) {
	t.Parallel()
	dir := filepath.Join(shared, "mod")
	analysistest.Run(t, dir, rules.Analyzer, "./fieldlib")
	analysistest.RunWithSuggestedFixes(t, dir, representable.Analyzer, "./fieldapp")
}
