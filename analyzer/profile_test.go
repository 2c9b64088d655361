package analyzer_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/toolvet/toolvet/analyzer"
)

// TestRepresentableProfiles: one tool input under each profile; the
// goldens show each rule's fix switching between keyword and description.
func TestRepresentableProfiles(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ provider, pkg string }{
		{"mcp", "profmcp"},
		{"openai-strict", "profopenai"},
		{"anthropic-strict", "profanthropic"},
		{"gemini", "profgemini"},
	} {
		t.Run(tc.provider, func(t *testing.T) {
			t.Parallel()
			a := analyzer.WithConfig(analyzer.Representable, analyzer.Config{Provider: tc.provider})
			analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), a, tc.pkg)
		})
	}
}

// TestStrictSchema: declared content each profile rejects or drops; the
// mcp profile accepts everything.
func TestStrictSchema(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ provider, pkg string }{
		{"mcp", "strictmcp"},
		{"openai-strict", "strictopenai"},
		{"anthropic-strict", "strictanthropic"},
		{"gemini", "strictgemini"},
	} {
		t.Run(tc.provider, func(t *testing.T) {
			t.Parallel()
			a := analyzer.WithConfig(analyzer.StrictSchema, analyzer.Config{Provider: tc.provider})
			analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), a, tc.pkg)
		})
	}
}

// TestProviderSDKs: definitions marked strict name their profile (the flag
// stays mcp): map-literal schemas and structs reflected by a helper.
func TestProviderSDKs(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), analyzer.StrictSchema, "sdkopenai", "sdkanthropic")
}

// TestProviderSDKTargets: a struct whose schema is sent strict is checked
// against the strict profile by representable too.
func TestProviderSDKTargets(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), analyzer.Representable, "sdkrefund")
}

// TestProviderSDKsOpaque: schemas toolvet cannot read whole report nothing.
func TestProviderSDKsOpaque(t *testing.T) {
	t.Parallel()
	analysistest.Run(t, analysistest.TestData(), analyzer.StrictSchema, "sdkopaque")
}

// TestRepresentableProfileMCPGo: under a profile that does not accept a
// keyword, an mcp-go property's rule goes into its mcp.Description.
func TestRepresentableProfileMCPGo(t *testing.T) {
	t.Parallel()
	anthropic := analyzer.WithConfig(analyzer.Representable, analyzer.Config{Provider: "anthropic-strict"})
	analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), anthropic, "profmcpgo")
}

// TestStrictSchemaStatesTheCode: a declared bound the profile rejects moves
// into the description as the code enforces it where the code is stricter,
// so representable finds nothing on the fixed file.
func TestStrictSchemaStatesTheCode(t *testing.T) {
	t.Parallel()
	anthropic := analyzer.Config{Provider: "anthropic-strict"} // one setting for both
	analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), analyzer.WithConfig(analyzer.StrictSchema, anthropic), "strictcode")
	analysistest.Run(t, analysistest.TestData(), analyzer.WithConfig(analyzer.Representable, anthropic), "strictcodefixed")
}
