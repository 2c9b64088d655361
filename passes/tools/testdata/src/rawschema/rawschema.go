// Package rawschema: schemas written as literals, read by rawschema through
// the provider SDK adapter: nested maps, a genai.Schema, a schema held by
// a variable, and ones toolvet cannot read.
package rawschema

import (
	"github.com/openai/openai-go/v3"
	"google.golang.org/genai"
)

var props = map[string]any{
	"a": map[string]any{"type": "string", "pattern": "^a_"},
	"b": map[string]any{"type": "integer", "minimum": 1},
}

// A properties map held by a variable is not followed: opaque.
var viaVar = openai.FunctionDefinitionParam{ // want `tool "viavar" \(openai-go\): no handler; opaque$`
	Name:       "viavar",
	Parameters: openai.FunctionParameters{"type": "object", "properties": props, "required": []string{"a"}},
}

var genaiSchema = &genai.FunctionDeclaration{ // want `tool "nested" \(genai\): no handler; properties when, limit; target gemini-parameters$`
	Name: "nested",
	Parameters: &genai.Schema{
		Type: genai.TypeObject,
		Properties: map[string]*genai.Schema{
			"when":  {Type: genai.TypeString, Format: "date-time"},
			"limit": {Type: genai.TypeInteger, Maximum: genai.Ptr(50.0)},
		},
	},
}

var jsonSchema = &genai.FunctionDeclaration{ // want `tool "jsonschema" \(genai\): no handler; properties q; target gemini-jsonschema$`
	Name:                 "jsonschema",
	ParametersJsonSchema: map[string]any{"type": "object", "properties": map[string]any{"q": map[string]any{"type": "string"}}},
}

// Built at run time: opaque.
func dynamic(p map[string]any) openai.FunctionDefinitionParam {
	return openai.FunctionDefinitionParam{Name: "dynamic", Parameters: p} // want `tool "dynamic" \(openai-go\): no handler; opaque$`
}
