package analyzer_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/toolvet/toolvet/analyzer"
)

// TestRepresentableProfiles: one tool input under each profile; the
// goldens show each rule's fix switching between keyword and description.
func TestRepresentableProfiles(t *testing.T) {
	for _, tc := range []struct{ provider, pkg string }{
		{"mcp", "profmcp"},
		{"openai-strict", "profopenai"},
		{"anthropic-strict", "profanthropic"},
		{"gemini", "profgemini"},
	} {
		t.Run(tc.provider, func(t *testing.T) {
			setFlag(t, analyzer.Representable, "provider", tc.provider)
			analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), analyzer.Representable, tc.pkg)
		})
	}
}
