package analyzer

import (
	"slices"
	"testing"

	"github.com/toolvet/toolvet/analyzer/internal/ignore"
)

// TestIgnoreNames: the names a //toolvet:ignore directive may give are
// All's, in its order (the first answers for a directive naming none), and
// every analyzer reads the directives the ignore pass parsed, once per
// package, instead of parsing them itself.
func TestIgnoreNames(t *testing.T) {
	var names []string
	for _, a := range All {
		names = append(names, a.Name)
		if !slices.Contains(a.Requires, ignore.Analyzer) {
			t.Errorf("%s does not require ignore.Analyzer", a.Name)
		}
	}
	if !slices.Equal(names, ignore.AnalyzerNames) {
		t.Errorf("ignore.AnalyzerNames = %q, want All's names %q", ignore.AnalyzerNames, names)
	}
}
