// Package sdkanthropic: tools sent to Anthropic through anthropic-sdk-go;
// a tool marked strict is checked against anthropic-strict.
package sdkanthropic

import "github.com/anthropics/anthropic-sdk-go"

var transfer = anthropic.ToolParam{
	Name:        "transfer",
	Description: anthropic.String("Send money."),
	Strict:      anthropic.Bool(true),
	InputSchema: anthropic.ToolInputSchemaParam{
		Properties: map[string]any{
			"amount":    map[string]any{"type": "number", "minimum": 1, "maximum": 5000, "description": "Amount in euros."}, // want `amount declares minimum 1, which Anthropic strict tool use rejects \(numerical constraints \(minimum, maximum, multipleOf\) are not supported\): move it into the description \("Must be at least 1\."\)` `amount declares maximum 5000, which Anthropic strict tool use rejects \(numerical constraints \(minimum, maximum, multipleOf\) are not supported\): move it into the description \("Must be at most 5000\."\)`
			"accountId": map[string]any{"type": "string", "pattern": "^acct_"},
			"memo":      map[string]any{"type": "string", "maxLength": 140, "description": "At most 140 characters."}, // want `memo declares maxLength 140, which Anthropic strict tool use rejects \(string constraints \(minLength, maxLength\) are not supported\): move it into the description \("Must be at most 140 characters long\."\)`
			"tags": map[string]any{
				"type":     "array",
				"items":    map[string]any{"type": "string"},
				"minItems": 1,
			},
		},
		Required: []string{"amount", "accountId"},
	},
}

// Not strict: nothing is rejected.
var loose = anthropic.ToolParam{
	Name: "loose",
	InputSchema: anthropic.ToolInputSchemaParam{
		Properties: map[string]any{
			"amount": map[string]any{"type": "number", "maximum": 5000},
		},
	},
}
