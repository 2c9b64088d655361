// Package sdkgenai: functions declared to Gemini through genai; each
// declaration is checked against the profile of the parameter path it
// fills (the -provider flag stays mcp).
package sdkgenai

import (
	"github.com/invopop/jsonschema"
	"google.golang.org/genai"
)

// Parameters: an OpenAPI Schema; formats other than enum and date-time
// fail the request on the Gemini Developer API.
var lookup = &genai.FunctionDeclaration{
	Name:        "lookup",
	Description: "Look an order up.",
	Parameters: &genai.Schema{
		Type: genai.TypeObject,
		Properties: map[string]*genai.Schema{
			"orderId": {Type: genai.TypeString, Pattern: "^ord_", MinLength: genai.Ptr[int64](5)},
			"email": { // a format: the sources disagree on what the API takes, so none is reported
				Type:   genai.TypeString,
				Format: "email",
			},
			"status": {Type: genai.TypeString, Format: "enum", Enum: []string{"open", "closed"}},
			"since":  &genai.Schema{Type: genai.TypeString, Format: "date-time", Description: "Earliest order."},
			"limit":  {Type: genai.TypeInteger, Minimum: genai.Ptr(1.0), Maximum: genai.Ptr[float64](50)},
		},
		Required: []string{"orderId"},
	},
}

// ParametersJsonSchema: JSON Schema; the model ignores what it does not
// support.
var search = genai.Tool{FunctionDeclarations: []*genai.FunctionDeclaration{{
	Name: "search",
	ParametersJsonSchema: map[string]any{
		"type": "object",
		"properties": map[string]any{
			"query": map[string]any{"type": "string", "minLength": 1, "description": "What to look for."}, // want `query declares minLength 1, which Gemini function calling \(parametersJsonSchema\) ignores \(minLength is not among the JSON Schema keywords parametersJsonSchema supports\): move it into the description \("Must not be empty\."\)`
			"day":   map[string]any{"type": "string", "format": "date"},
			"page":  map[string]any{"type": "integer", "minimum": 1},
		},
		"required": []string{"query"},
	},
}}}

type ShipArgs struct {
	Carrier string  `json:"carrier" jsonschema:"pattern=^[a-z]+$"` // want `carrier declares pattern "\^\[a-z\]\+\$", which Gemini function calling \(parametersJsonSchema\) ignores \(pattern is not among the JSON Schema keywords parametersJsonSchema supports\): move it into the description \("Must match '\^\[a-z\]\+\$'\."\)`
	Weight  float64 `json:"weight" jsonschema:"minimum=0.1"`
}

// A struct reflected by invopop, as is.
var ship = &genai.FunctionDeclaration{
	Name:                 "ship",
	ParametersJsonSchema: jsonschema.Reflect(&ShipArgs{}),
}

type NoteArgs struct {
	Text string `json:"text" jsonschema:"maxLength=200"` // want `text declares maxLength 200, which Gemini function calling \(parametersJsonSchema\) ignores \(maxLength is not among the JSON Schema keywords parametersJsonSchema supports\): move it into the description \("Must be at most 200 characters long\."\)`
}

func GenerateSchema[T any]() *jsonschema.Schema {
	r := jsonschema.Reflector{DoNotReference: true}
	var v T
	return r.Reflect(v)
}

// Through a generic helper.
var note = &genai.FunctionDeclaration{
	Name:                 "note",
	ParametersJsonSchema: GenerateSchema[NoteArgs](),
}

// A schema toolvet cannot read reports nothing.
func dynamic(s *genai.Schema) *genai.FunctionDeclaration {
	return &genai.FunctionDeclaration{Name: "dynamic", Parameters: s}
}
