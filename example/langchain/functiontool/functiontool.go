// Package functiontool is the seed's refund tool as a langchaingo function
// definition (llms.FunctionDefinition), which langchaingo's provider
// clients send with its JSON Schema: unlike an agent's tools.Tool, the
// model reads a schema.
package functiontool

import "github.com/tmc/langchaingo/llms"

// Refund is the refund tool as the model is offered it.
var Refund = llms.Tool{
	Type: "function",
	Function: &llms.FunctionDefinition{
		Name:        "refund",
		Description: "Refund a transfer, in full or in part.",
		Parameters: map[string]any{
			"type": "object",
			"properties": map[string]any{
				"transfer_id": map[string]any{
					"type":        "string",
					"description": "The transfer to refund.",
					"pattern":     "^tr_",
				},
				"amount": map[string]any{
					"type":        "number",
					"description": "The amount to refund; the whole transfer when absent.",
					"minimum":     1,
					"maximum":     5000,
				},
			},
			"required": []string{"transfer_id"},
		},
	},
}
