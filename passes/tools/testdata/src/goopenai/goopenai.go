// Package goopenai: function tools sent to OpenAI through
// github.com/sashabaranov/go-openai, their parameters a
// jsonschema.Definition, a map, or a struct reflected by
// GenerateSchemaForType; beside values of the SDK that define no tool.
package goopenai

import (
	"context"
	"encoding/json"

	openai "github.com/sashabaranov/go-openai"
	"github.com/sashabaranov/go-openai/jsonschema"
)

var invoice = openai.Tool{
	Type: openai.ToolTypeFunction,
	Function: &openai.FunctionDefinition{ // want `tool "lookup_invoice" \(go-openai\): handler linked; properties invoice_id, status$`
		Name:        "lookup_invoice",
		Description: "Look an invoice up.",
		Parameters: jsonschema.Definition{
			Type: jsonschema.Object,
			Properties: map[string]jsonschema.Definition{
				"invoice_id": {Type: jsonschema.String},
				"status":     {Type: jsonschema.String, Enum: []string{"open", "paid"}},
			},
			Required: []string{"invoice_id"},
		},
	},
}

var ship = openai.Tool{
	Type: openai.ToolTypeFunction,
	Function: &openai.FunctionDefinition{ // want `tool "ship" \(go-openai\): no handler; properties mode; target openai-strict$`
		Name:   "ship",
		Strict: true,
		Parameters: map[string]any{
			"type":                 "object",
			"properties":           map[string]any{"mode": map[string]any{"type": "string"}},
			"required":             []string{"mode"},
			"additionalProperties": false,
		},
	},
}

type refundArgs struct {
	OrderID string `json:"order_id"`
}

func refundTool() (openai.Tool, error) {
	schema, err := jsonschema.GenerateSchemaForType(refundArgs{})
	if err != nil {
		return openai.Tool{}, err
	}
	return openai.Tool{Type: openai.ToolTypeFunction, Function: &openai.FunctionDefinition{ // want `tool "refund" \(go-openai\): no handler; properties order_id$`
		Name:       "refund",
		Parameters: schema,
	}}, nil
}

// answer runs the model's calls: lookup_invoice's case is its handler.
func answer(ctx context.Context, call openai.ToolCall) (string, error) {
	switch call.Function.Name {
	case "lookup_invoice":
		var args struct {
			InvoiceID string `json:"invoice_id"`
		}
		if err := json.Unmarshal([]byte(call.Function.Arguments), &args); err != nil {
			return "", err
		}
		return "found " + args.InvoiceID, nil
	}
	return "", nil
}

// Not tools: a message and a request with no tools of their own.
var (
	message = openai.ChatCompletionMessage{Role: openai.ChatMessageRoleUser, Content: "hi"}
	request = openai.ChatCompletionRequest{Model: "gpt-4o", Messages: []openai.ChatCompletionMessage{message}}
)
