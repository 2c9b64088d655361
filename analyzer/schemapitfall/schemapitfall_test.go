package schemapitfall_test

import (
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/toolvet/toolvet/analyzer/schemapitfall"
)

func TestSchemaPitfall(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, testdata, schemapitfall.Analyzer, "pitfalls", "invopopcomma", "pitfallshared")
}

// TestPredicates: reads in the package's predicates are the handler's;
// a lookup a predicate makes to refuse the argument is a refusal.
func TestPredicates(t *testing.T) {
	t.Parallel()
	analysistest.Run(t, testdata, schemapitfall.Analyzer, "pitfallpredicates")
}

// TestNestedRefusals: what makes jsonschema-go's For fail below the top
// level of a go-sdk tool's input (a nested WORD= tag, an embedded
// time.Time), so that AddTool panics.
func TestNestedRefusals(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, testdata, schemapitfall.Analyzer, "pitfallnested")
}

// TestKeywordTagsInWords: keyword tags rewritten as the description go-sdk
// and mcp-go read.
func TestKeywordTagsInWords(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, testdata, schemapitfall.Analyzer, "pitfallwords")
}

// TestRequiredWithDefault: required properties the handler reads with a
// default.
func TestRequiredWithDefault(t *testing.T) {
	t.Parallel()
	analysistest.Run(t, testdata, schemapitfall.Analyzer, "pitfallrequired")
}

// TestInvopopProse: descriptions invopop/jsonschema drops.
func TestInvopopProse(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, testdata, schemapitfall.Analyzer, "invopopprose")
}

// TestGoOpenAI: a jsonschema tag on a struct go-openai's
// GenerateSchemaForType reflects never reaches the model.
func TestGoOpenAI(t *testing.T) {
	t.Parallel()
	analysistest.Run(t, testdata, schemapitfall.Analyzer, "goopenaipitfall")
}

// TestHelpersAcrossPackages: an argument read through another package's
// reader is a read; one read only to be refused through another package's
// guard helper is none.
func TestHelpersAcrossPackages(t *testing.T) {
	t.Parallel()
	analysistest.Run(t, filepath.Join(shared, "mod"), schemapitfall.Analyzer, "./crossrefuse")
}
