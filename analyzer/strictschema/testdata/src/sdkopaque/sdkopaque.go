// Package sdkopaque: strict definitions whose schema toolvet cannot read
// whole; nothing is reported that the unread part may settle.
package sdkopaque

import (
	"github.com/anthropics/anthropic-sdk-go"
	"github.com/openai/openai-go/v3"
)

var required = []string{"orderId"}

var amountSchema = map[string]any{"type": "number"}

// The required list is a variable, not a literal: which properties are
// required is not read, so none is reported optional.
var viaVar = openai.FunctionDefinitionParam{
	Name:   "viaVar",
	Strict: openai.Bool(true),
	Parameters: openai.FunctionParameters{
		"type": "object",
		"properties": map[string]any{
			"orderId": map[string]any{"type": "string"},
			"note":    map[string]any{"type": "string"},
		},
		"required": required,
	},
}

func requiredOf(names ...string) []string { return names }

// The required list is built by a call: which properties are required is
// unknown, so none is reported optional.
var built = openai.FunctionDefinitionParam{
	Name:   "built",
	Strict: openai.Bool(true),
	Parameters: openai.FunctionParameters{
		"type":       "object",
		"properties": map[string]any{"orderId": map[string]any{"type": "string"}},
		"required":   requiredOf("orderId"),
	},
}

// A property schema in a variable: out of sight.
var shared = anthropic.ToolParam{
	Name:   "shared",
	Strict: anthropic.Bool(true),
	InputSchema: anthropic.ToolInputSchemaParam{
		Properties: map[string]any{"amount": amountSchema},
	},
}

// Strict only at run time: the -provider profile (mcp) applies.
func define(strict bool) openai.FunctionDefinitionParam {
	return openai.FunctionDefinitionParam{
		Name:   "maybe",
		Strict: openai.Bool(strict),
		Parameters: openai.FunctionParameters{
			"type":       "object",
			"properties": map[string]any{"q": map[string]any{"type": "string", "minLength": 3}},
		},
	}
}

// A schema built at run time.
func dynamic(props map[string]any) openai.FunctionDefinitionParam {
	return openai.FunctionDefinitionParam{
		Name:       "dynamic",
		Strict:     openai.Bool(true),
		Parameters: openai.FunctionParameters{"type": "object", "properties": props},
	}
}
