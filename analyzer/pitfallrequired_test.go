package analyzer_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/toolvet/toolvet/analyzer"
)

// TestSchemaPitfallRequired: required properties the handler reads with a
// default.
func TestSchemaPitfallRequired(t *testing.T) {
	t.Parallel()
	analysistest.Run(t, analysistest.TestData(), analyzer.SchemaPitfall, "pitfallrequired")
}
