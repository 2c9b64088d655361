package analyzer_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/toolvet/toolvet/analyzer"
)

// TestGenai: a genai FunctionDeclaration names the profile of the
// parameter path it fills: a genai.Schema literal (gemini-parameters),
// a JSON Schema map or a reflected struct (gemini-jsonschema).
func TestGenai(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), analyzer.StrictSchema, "sdkgenai")
}

// TestAnthropicLimits: a request (one slice literal of definitions) whose
// strict tools exceed Anthropic's per-request caps.
func TestAnthropicLimits(t *testing.T) {
	t.Parallel()
	analysistest.Run(t, analysistest.TestData(), analyzer.StrictSchema, "sdklimits")
}

// TestGenkitGoogleAI: genkit initialised with the googlegenai plugin's
// GoogleAI alone sends its tools to Gemini through the plugin; with any
// other plugin the profile stays the flag's.
func TestGenkitGoogleAI(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), analyzer.Representable, "genkitgemini")
	analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), analyzer.StrictSchema, "genkitgeministrict")
	analysistest.Run(t, analysistest.TestData(), analyzer.Representable, "genkitvertex")
}
