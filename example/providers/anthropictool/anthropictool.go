// Package anthropictool defines a tool sent to Anthropic with strict tool
// use, with the real anthropic-sdk-go.
package anthropictool

import "github.com/anthropics/anthropic-sdk-go"

// Transfer is the seed's transfer tool as an Anthropic strict tool.
var Transfer = anthropic.ToolParam{
	Name:        "transfer",
	Description: anthropic.String("Send money to an account."),
	Strict:      anthropic.Bool(true),
	InputSchema: anthropic.ToolInputSchemaParam{
		Properties: map[string]any{
			"accountId": map[string]any{"type": "string", "pattern": "^acct_"},
			"amount": map[string]any{
				"type":        "number",
				"minimum":     1,
				"maximum":     5000,
				"description": "Amount in euros.",
			},
			"currency": map[string]any{"type": "string", "enum": []string{"usd", "eur"}},
		},
		Required: []string{"accountId", "amount", "currency"},
		ExtraFields: map[string]any{
			"additionalProperties": false,
		},
	},
}
