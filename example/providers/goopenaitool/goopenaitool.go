// Package goopenaitool defines tools for OpenAI's chat completions with
// github.com/sashabaranov/go-openai: one schema written as a
// jsonschema.Definition, one reflected from a struct by
// jsonschema.GenerateSchemaForType.
package goopenaitool

import (
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
