package analyzer_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/toolvet/toolvet/analyzer"
)

// TestSDKSchema: go-sdk tools with an explicit *jsonschema.Schema, a
// literal or what jsonschema.For infers plus assignments.
func TestSDKSchema(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), analyzer.Representable, "sdkschema", "sdkschemafor")
}

func TestSDKSchemaCrossField(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), analyzer.CrossField, "sdkschemacross")
}

// TestSDKSchemaProfile: a profile that takes some keywords only in words
// (the rule goes into the property's Description).
func TestSDKSchemaProfile(t *testing.T) {
	t.Parallel()
	anthropic := analyzer.WithConfig(analyzer.Representable, analyzer.Config{Provider: "anthropic-strict"})
	analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), anthropic, "sdkschemaprofile")
}
