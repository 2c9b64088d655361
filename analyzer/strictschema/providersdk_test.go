package strictschema_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/toolvet/toolvet/analyzer/strictschema"
)

// The tests of this file: tool definitions sent straight to a model
// provider's SDK, whose code names their profile.

// TestProviderSDKs: definitions marked strict name their profile (the flag
// stays mcp): map-literal schemas and structs reflected by a helper.
func TestProviderSDKs(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, testdata, strictschema.Analyzer, "sdkopenai", "sdkgoopenai", "sdkanthropic")
}

// TestProviderSDKsOpaque: schemas toolvet cannot read whole report nothing.
func TestProviderSDKsOpaque(t *testing.T) {
	t.Parallel()
	analysistest.Run(t, testdata, strictschema.Analyzer, "sdkopaque")
}

// TestGenai: a genai FunctionDeclaration names the profile of the
// parameter path it fills: a genai.Schema literal (gemini-parameters),
// a JSON Schema map or a reflected struct (gemini-jsonschema).
func TestGenai(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, testdata, strictschema.Analyzer, "sdkgenai")
}

// TestAnthropicLimits: a request (one slice literal of definitions) whose
// strict tools exceed Anthropic's per-request caps.
func TestAnthropicLimits(t *testing.T) {
	t.Parallel()
	analysistest.Run(t, testdata, strictschema.Analyzer, "sdklimits")
}

// TestGenkitGoogleAI: genkit initialised with the googlegenai plugin's
// GoogleAI alone sends its tools to Gemini through the plugin.
func TestGenkitGoogleAI(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, testdata, strictschema.Analyzer, "genkitgeministrict")
}
