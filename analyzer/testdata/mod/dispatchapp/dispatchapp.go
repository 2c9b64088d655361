// Package dispatchapp defines tools for openai's chat completions and
// hands the model's calls to package dispatchlib, which answers them: the
// rules are its checks, reported there (for gopls, at the tool), and the
// fix declares them in the schemas here.
package dispatchapp

import (
	"example.com/factsmod/dispatchlib"

	"github.com/openai/openai-go/v3"
)

var forecastTool = openai.FunctionDefinitionParam{ // want `days must be at most 14 \(checked by Call at dispatchlib.go:25\), but the schema does not say so: declare maximum 14`
	Name: "forecast",
	Parameters: openai.FunctionParameters{
		"type": "object",
		"properties": map[string]any{
			"city": map[string]any{"type": "string"},
			"days": map[string]any{"type": "integer"},
		},
	},
}

// Its branch checks nothing: no finding.
var lookupTool = openai.FunctionDefinitionParam{
	Name: "lookup",
	Parameters: openai.FunctionParameters{
		"type":       "object",
		"properties": map[string]any{"id": map[string]any{"type": "string"}},
	},
}

var scaleTool = openai.FunctionDefinitionParam{ // want `factor must be greater than 0 \(checked by Run at dispatchlib.go:46\), but the schema does not say so: declare exclusiveMinimum 0` `unit must not be empty \(checked by Run at dispatchlib.go:49\), but the schema does not say so: declare required, minLength 1`
	Name: "scale",
	Parameters: openai.FunctionParameters{
		"type": "object",
		"properties": map[string]any{
			"factor": map[string]any{"type": "number"},
			"unit":   map[string]any{"type": "string"},
		},
	},
}

var stockTool = openai.FunctionDefinitionParam{ // want `sku must be at most 8 bytes long \(checked by Stock at dispatchlib.go:65\), but the schema does not say so: declare maxLength 8`
	Name: "stock",
	Parameters: openai.FunctionParameters{
		"type":       "object",
		"properties": map[string]any{"sku": map[string]any{"type": "string"}},
	},
}

// loop sends each failure back as the call's result: the model reads it.
func loop(calls []openai.ChatCompletionMessageToolCallUnion) []openai.ChatCompletionMessageParamUnion {
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

// runAll sends Run's failures back too.
func runAll(calls []openai.ChatCompletionMessageToolCallUnion) []openai.ChatCompletionMessageParamUnion {
	var msgs []openai.ChatCompletionMessageParamUnion
	for _, call := range calls {
		out, err := dispatchlib.Run(call.Function.Name, call.Function.Arguments)
		if err != nil {
			out = err.Error()
		}
		msgs = append(msgs, openai.ToolMessage(out, call.ID))
	}
	return msgs
}

// handlers is a table of handlers by name.
var handlers = map[string]func(arguments string) (string, error){
	"stock": dispatchlib.Stock,
}

func answerTable(calls []openai.ChatCompletionMessageToolCallUnion) []openai.ChatCompletionMessageParamUnion {
	var msgs []openai.ChatCompletionMessageParamUnion
	for _, call := range calls {
		h, ok := handlers[call.Function.Name]
		if !ok {
			continue
		}
		out, err := h(call.Function.Arguments)
		if err != nil {
			out = err.Error()
		}
		msgs = append(msgs, openai.ToolMessage(out, call.ID))
	}
	return msgs
}

// describe hands Format a call's name, and no arguments: no handler.
func describe(calls []openai.ChatCompletionMessageToolCallUnion) []string {
	var out []string
	for _, call := range calls {
		out = append(out, dispatchlib.Format(call.Function.Name, len(call.ID)))
	}
	return out
}
