package analyzer_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/toolvet/toolvet/analyzer"
)

// TestValidators: rules registered with validator (custom tags, aliases,
// struct-level validations) and written with ozzo-validation.
func TestValidators(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), analyzer.Representable, "customvalidator", "structvalidator", "ozzorules")
	analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), analyzer.CrossField, "structcross", "ozzocross")
}
