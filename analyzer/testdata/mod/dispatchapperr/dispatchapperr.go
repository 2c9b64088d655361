// Package dispatchapperr hands the model's calls to package dispatchlib
// and ends the program on its error: the failures of the branch answering
// the call never reach the model. Reported at each failure there (for
// gopls, at the call), with no fix: the failure is that package's.
package dispatchapperr

import (
	"log"

	"example.com/factsmod/dispatchlib"

	"github.com/openai/openai-go/v3"
)

var scaleTool = openai.FunctionDefinitionParam{
	Name: "scale",
	Parameters: openai.FunctionParameters{
		"type": "object",
		"properties": map[string]any{
			"factor": map[string]any{"type": "number"},
			"unit":   map[string]any{"type": "string"},
		},
	},
}

// forecast's branch fails with Go errors only: sent back here, no finding.
var forecastTool = openai.FunctionDefinitionParam{
	Name: "forecast",
	Parameters: openai.FunctionParameters{
		"type":       "object",
		"properties": map[string]any{"days": map[string]any{"type": "integer"}},
	},
}

func runAll(calls []openai.ChatCompletionMessageToolCallUnion) []openai.ChatCompletionMessageParamUnion {
	var msgs []openai.ChatCompletionMessageParamUnion
	for _, call := range calls {
		out, err := dispatchlib.Run(call.Function.Name, call.Function.Arguments) // want `the model cannot read this failure: the program answers this tool call itself`
		if err != nil {
			log.Fatal(err)
		}
		msgs = append(msgs, openai.ToolMessage(out, call.ID))
	}
	return msgs
}

func answer(calls []openai.ChatCompletionMessageToolCallUnion) []openai.ChatCompletionMessageParamUnion {
	var msgs []openai.ChatCompletionMessageParamUnion
	for _, call := range calls {
		out, err := dispatchlib.Call(call.Function.Name, call.Function.Arguments)
		if err != nil {
			out = err.Error()
		}
		msgs = append(msgs, openai.ToolMessage(out, call.ID))
	}
	return msgs
}
