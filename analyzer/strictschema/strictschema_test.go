package strictschema_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/toolvet/toolvet/analyzer/internal/config"
	"github.com/toolvet/toolvet/analyzer/representable"
	"github.com/toolvet/toolvet/analyzer/strictschema"
)

// TestProfiles: declared content each profile rejects or drops; the mcp
// profile accepts everything.
func TestProfiles(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ provider, pkg string }{
		{"mcp", "strictmcp"},
		{"openai-strict", "strictopenai"},
		{"anthropic-strict", "strictanthropic"},
		{"gemini", "strictgemini"},
	} {
		t.Run(tc.provider, func(t *testing.T) {
			t.Parallel()
			a := config.With(strictschema.Analyzer, config.Config{Provider: tc.provider})
			analysistest.RunWithSuggestedFixes(t, testdata, a, tc.pkg)
		})
	}
}

// TestStatesTheCode: a declared bound the profile rejects moves into the
// description as the code enforces it where the code is stricter, so
// representable finds nothing on the fixed file.
func TestStatesTheCode(t *testing.T) {
	t.Parallel()
	anthropic := config.Config{Provider: "anthropic-strict"} // one setting for both
	analysistest.RunWithSuggestedFixes(t, testdata, config.With(strictschema.Analyzer, anthropic), "strictcode")
	analysistest.Run(t, testdata, config.With(representable.Analyzer, anthropic), "strictcodefixed")
}

// TestInvopopCustomSchema: a field whose type has its own JSONSchema
// method gets no keyword and no rewrite; the fields next to it do.
func TestInvopopCustomSchema(t *testing.T) {
	t.Parallel()
	anthropic := config.With(strictschema.Analyzer, config.Config{Provider: "anthropic-strict"})
	analysistest.RunWithSuggestedFixes(t, testdata, anthropic, "invopopcustom")
}
