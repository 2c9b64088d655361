// Package goopenaitool defines tools for OpenAI's chat completions with
// github.com/sashabaranov/go-openai: one schema written as a
// jsonschema.Definition, one reflected from a struct by
// jsonschema.GenerateSchemaForType; and answers the model's calls of them.
package goopenaitool

import (
	"encoding/json"
	"fmt"

	openai "github.com/sashabaranov/go-openai"
	"github.com/sashabaranov/go-openai/jsonschema"
)

// Invoice looks an invoice up.
var Invoice = openai.Tool{
	Type: openai.ToolTypeFunction,
	Function: &openai.FunctionDefinition{
		Name:        "lookup_invoice",
		Description: "Look an invoice up.",
		Parameters: jsonschema.Definition{
			Type: jsonschema.Object,
			Properties: map[string]jsonschema.Definition{
				"invoice_id": {Type: jsonschema.String, Description: "The invoice, inv_ then digits."},
				"status":     {Type: jsonschema.String, Enum: []string{"open", "paid"}},
				"lines":      {Type: jsonschema.Array, Items: &jsonschema.Definition{Type: jsonschema.String}},
			},
			Required: []string{"invoice_id"},
		},
	},
}

// RefundArgs are the refund tool's arguments.
type RefundArgs struct {
	OrderID string   `json:"order_id" description:"The order to refund."`
	Cents   int      `json:"cents" description:"Must be at least 1."`
	Reason  string   `json:"reason,omitempty" enum:"damaged,late"`
	Express bool     `json:"express" required:"false"`
	Tags    []string `json:"tags,omitempty"`
}

// Tools returns the tools, the refund schema reflected from RefundArgs.
func Tools() ([]openai.Tool, error) {
	refund, err := jsonschema.GenerateSchemaForType(RefundArgs{})
	if err != nil {
		return nil, err
	}
	return []openai.Tool{
		Invoice,
		{Type: openai.ToolTypeFunction, Function: &openai.FunctionDefinition{
			Name:        "refund_order",
			Description: "Refund an order.",
			Parameters:  refund,
		}},
	}, nil
}

// Answer runs the model's calls of the tools: each answer is a tool
// message the model reads.
func Answer(calls []openai.ToolCall) []openai.ChatCompletionMessage {
	var out []openai.ChatCompletionMessage
	for _, call := range calls {
		switch call.Function.Name {
		case "refund_order":
			var args RefundArgs
			if err := json.Unmarshal([]byte(call.Function.Arguments), &args); err != nil {
				out = append(out, reply(call, err.Error()))
				continue
			}
			if args.Cents < 1 || args.Cents > 50000 {
				out = append(out, reply(call, "cents must be between 1 and 50000"))
				continue
			}
			out = append(out, reply(call, fmt.Sprint("refunded ", args.OrderID)))
		}
	}
	return out
}

func reply(call openai.ToolCall, content string) openai.ChatCompletionMessage {
	return openai.ChatCompletionMessage{Role: openai.ChatMessageRoleTool, Content: content, ToolCallID: call.ID}
}
