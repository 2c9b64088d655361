package analyzer_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/toolvet/toolvet/analyzer"
)

// TestInvopopProse: descriptions invopop/jsonschema drops.
func TestInvopopProse(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), analyzer.SchemaPitfall, "invopopprose")
}
