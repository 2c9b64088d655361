// Package dispatchcross: a rule over two arguments of a tool a program
// answers itself, in the function its branch hands the decoded arguments
// to.
package dispatchcross

import (
	"encoding/json"
	"fmt"

	"github.com/tmc/langchaingo/llms"
)

var quoteTool = llms.Tool{
	Type: "function",
	Function: &llms.FunctionDefinition{
		Name:        "quote",
		Description: "Quote a delivery.",
		Parameters: map[string]any{
			"type": "object",
			"properties": map[string]any{
				"express": map[string]any{"type": "boolean"},
				"kg":      map[string]any{"type": "number"},
			},
		},
	},
}

type quoteArgs struct {
	Express bool    `json:"express"`
	Kg      float64 `json:"kg"`
}

// answer sends each failure back as the call's result: the model reads it.
func answer(calls []llms.ToolCall) []llms.ToolCallResponse {
	var out []llms.ToolCallResponse
	for _, call := range calls {
		if call.FunctionCall.Name != "quote" {
			continue
		}
		var args quoteArgs
		if err := json.Unmarshal([]byte(call.FunctionCall.Arguments), &args); err != nil {
			out = append(out, llms.ToolCallResponse{ToolCallID: call.ID, Content: err.Error()})
			continue
		}
		price, err := quote(args.Express, args.Kg)
		if err != nil {
			out = append(out, llms.ToolCallResponse{ToolCallID: call.ID, Content: err.Error()})
			continue
		}
		out = append(out, llms.ToolCallResponse{ToolCallID: call.ID, Content: price})
	}
	return out
}

func quote(express bool, kg float64) (string, error) {
	if express && kg > 20 { // want `the rule over express and kg \(express && kg > 20\) is in no description the model reads: add "express parcels weigh at most 20 kg\." to the description of tool "quote"`
		return "", fmt.Errorf("express parcels weigh at most 20 kg")
	}
	return fmt.Sprint(kg * 2), nil
}
