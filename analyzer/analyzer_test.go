package analyzer_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/toolvet/toolvet/analyzer"
)

func TestRepresentable(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), analyzer.Representable,
		"transfer", "shapes", "linking", "negative", "crossfile", "fixes", "raw",
	)
}

func TestCrossField(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), analyzer.CrossField, "crossfield")
}
