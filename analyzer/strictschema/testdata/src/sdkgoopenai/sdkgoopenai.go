// Package sdkgoopenai: function tools sent to OpenAI through
// github.com/sashabaranov/go-openai; a definition marked Strict is checked
// against openai-strict whatever -provider says.
package sdkgoopenai

import (
	openai "github.com/sashabaranov/go-openai"
	"github.com/sashabaranov/go-openai/jsonschema"
)

var lookup = openai.Tool{
	Type: openai.ToolTypeFunction,
	Function: &openai.FunctionDefinition{
		Name:   "lookup",
		Strict: true,
		Parameters: jsonschema.Definition{
			Type: jsonschema.Object,
			Properties: map[string]jsonschema.Definition{
				"order_id": {Type: jsonschema.String},
				"note":     {Type: jsonschema.String}, // want `note is optional, but OpenAI strict function calling rejects a schema whose properties are not all required: make it required and nullable \(type \["string", "null"\]\) \(no fix: the library writes no nullable type toolvet can declare exactly\)`
			},
			Required: []string{"order_id"},
		},
	},
}

var site = openai.Tool{
	Type: openai.ToolTypeFunction,
	Function: &openai.FunctionDefinition{
		Name:   "site",
		Strict: true,
		Parameters: map[string]any{
			"type": "object",
			"properties": map[string]any{
				"url": map[string]any{"type": "string", "format": "uri", "description": "Shop URL."}, // want `url declares format "uri", which OpenAI strict function calling rejects \(format "uri" is not one of the accepted formats \(date-time, time, date, duration, email, hostname, ipv4, ipv6, uuid\)\): move it into the description \("Must be a URI\."\)`
			},
			"required":             []string{"url"},
			"additionalProperties": false,
		},
	},
}

// Not strict: the schema is guidance, nothing is rejected.
var loose = openai.Tool{
	Type: openai.ToolTypeFunction,
	Function: &openai.FunctionDefinition{
		Name: "loose",
		Parameters: jsonschema.Definition{
			Type:       jsonschema.Object,
			Properties: map[string]jsonschema.Definition{"note": {Type: jsonschema.String}},
		},
	},
}
