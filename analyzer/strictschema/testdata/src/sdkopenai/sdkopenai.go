// Package sdkopenai: tools sent to OpenAI through openai-go; a definition
// marked strict is checked against openai-strict whatever -provider says.
package sdkopenai

import (
	"github.com/openai/openai-go/v3"
	"github.com/openai/openai-go/v3/responses"
)

var lookup = openai.ChatCompletionFunctionTool(openai.FunctionDefinitionParam{
	Name:        "lookup",
	Description: openai.String("Look an order up."),
	Strict:      openai.Bool(true),
	Parameters: openai.FunctionParameters{
		"type": "object",
		"properties": map[string]any{
			"orderId": map[string]any{ // minLength is accepted
				"type":      "string",
				"minLength": 3,
			},
			"site": map[string]any{"type": "string", "format": "uri", "description": "Shop URL."}, // want `site declares format "uri", which OpenAI strict function calling rejects \(format "uri" is not one of the accepted formats \(date-time, time, date, duration, email, hostname, ipv4, ipv6, uuid\)\): move it into the description \("Must be a URI\."\)`
			"note": map[string]any{"type": "string"},                                              // want `note is optional, but OpenAI strict function calling rejects a schema whose properties are not all required: make it required and nullable \(type \["string", "null"\]\)`
			"page": map[string]any{"type": "integer", "minimum": 1},                               // want `page is optional, but OpenAI strict function calling rejects a schema whose properties are not all required: make it required and nullable \(type \["integer", "null"\]\)`
		},
		"required":             []string{"orderId", "site"},
		"additionalProperties": false,
	},
})

// Not strict: the schema is guidance, nothing is rejected.
var loose = openai.ChatCompletionFunctionTool(openai.FunctionDefinitionParam{
	Name: "loose",
	Parameters: openai.FunctionParameters{
		"type": "object",
		"properties": map[string]any{
			"orderId": map[string]any{"type": "string", "minLength": 3},
		},
	},
})

var conditional = responses.FunctionToolParam{ // want `the schema of tool "ship" states rules across properties \(if/then, dependentRequired, allOf, \.\.\.\), which OpenAI strict function calling rejects \(if/then/else, dependentRequired, dependentSchemas and allOf are not supported\): state them in the tool description`
	Name:   "ship",
	Strict: openai.Bool(true),
	Parameters: map[string]any{
		"type": "object",
		"properties": map[string]any{
			"mode": map[string]any{"type": "string", "enum": []string{"air", "sea"}},
		},
		"required": []string{"mode"},
		"if":       map[string]any{"properties": map[string]any{"mode": map[string]any{"const": "air"}}},
	},
}
