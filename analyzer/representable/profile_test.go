package representable_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/toolvet/toolvet/analyzer/internal/config"
	"github.com/toolvet/toolvet/analyzer/representable"
)

// TestProfiles: one tool input under each profile; the goldens show each
// rule's fix switching between keyword and description.
func TestProfiles(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ provider, pkg string }{
		{"mcp", "profmcp"},
		{"openai-strict", "profopenai"},
		{"anthropic-strict", "profanthropic"},
		{"gemini", "profgemini"},
	} {
		t.Run(tc.provider, func(t *testing.T) {
			t.Parallel()
			a := config.With(representable.Analyzer, config.Config{Provider: tc.provider})
			analysistest.RunWithSuggestedFixes(t, testdata, a, tc.pkg)
		})
	}
}

// TestProfileMCPGo: under a profile that does not accept a keyword, an
// mcp-go property's rule goes into its mcp.Description.
func TestProfileMCPGo(t *testing.T) {
	t.Parallel()
	anthropic := config.With(representable.Analyzer, config.Config{Provider: "anthropic-strict"})
	analysistest.RunWithSuggestedFixes(t, testdata, anthropic, "profmcpgo")
}

// TestSDKSchemaProfile: a go-sdk schema under a profile that takes some
// keywords only in words (the rule goes into the property's Description).
func TestSDKSchemaProfile(t *testing.T) {
	t.Parallel()
	anthropic := config.With(representable.Analyzer, config.Config{Provider: "anthropic-strict"})
	analysistest.RunWithSuggestedFixes(t, testdata, anthropic, "sdkschemaprofile")
}

// TestProviderSDKTargets: a struct whose schema is sent strict is checked
// against the strict profile.
func TestProviderSDKTargets(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, testdata, representable.Analyzer, "sdkrefund")
}

// TestGenkitGoogleAI: genkit initialised with the googlegenai plugin's
// GoogleAI alone sends its tools to Gemini through the plugin; with any
// other plugin the profile stays the flag's.
func TestGenkitGoogleAI(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, testdata, representable.Analyzer, "genkitgemini")
	analysistest.Run(t, testdata, representable.Analyzer, "genkitvertex")
}
