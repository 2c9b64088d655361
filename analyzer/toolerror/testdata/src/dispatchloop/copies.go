package dispatchloop

import (
	"encoding/json"
	"fmt"
	"log"

	"github.com/openai/openai-go/v3"
)

var scale = openai.FunctionDefinitionParam{
	Name: "scale",
	Parameters: openai.FunctionParameters{
		"type":       "object",
		"properties": map[string]any{"factor": map[string]any{"type": "number"}},
	},
}

// runScale answers one call for runScales, which ends the program on a
// copy of its error: a failure it returns is lost to the model.
func runScale(name, arguments string) (string, error) {
	switch name {
	case "scale":
		var args struct {
			Factor float64 `json:"factor"`
		}
		if err := json.Unmarshal([]byte(arguments), &args); err != nil {
			return "", err // want `the model cannot read this failure`
		}
		if args.Factor <= 0 {
			return "", fmt.Errorf("factor must be positive") // want `the model cannot read this failure`
		}
		return fmt.Sprint(args.Factor * 2), nil
	}
	return "", fmt.Errorf("unknown tool %q", name)
}

func runScales(calls []openai.ChatCompletionMessageToolCallUnion) []openai.ChatCompletionMessageParamUnion {
	var msgs []openai.ChatCompletionMessageParamUnion
	for _, call := range calls {
		out, err := runScale(call.Function.Name, call.Function.Arguments)
		failed := err
		if failed != nil {
			log.Fatal(failed)
		}
		msgs = append(msgs, openai.ToolMessage(out, call.ID))
	}
	return msgs
}
