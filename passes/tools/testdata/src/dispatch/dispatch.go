// Package dispatch: definitions sent to a provider whose calls the program
// answers itself, linked to the branch on the call's name that answers
// them; beside a definition no branch answers, and a switch on a string
// that is no call's name. And tools for anthropic-sdk-go's tool runner.
package dispatch

import (
	"context"
	"encoding/json"

	"github.com/anthropics/anthropic-sdk-go"
	"github.com/anthropics/anthropic-sdk-go/toolrunner"
	"github.com/openai/openai-go/v3"
	"github.com/tmc/langchaingo/llms"
)

var lookup = anthropic.ToolParam{ // want `tool "lookup" \(anthropic-sdk-go\): handler linked; properties orderId$`
	Name:        "lookup",
	InputSchema: anthropic.ToolInputSchemaParam{Properties: map[string]any{"orderId": map[string]any{"type": "string"}}},
}

var archive = anthropic.ToolParam{ // want `tool "archive" \(anthropic-sdk-go\): no handler; properties orderId$`
	Name:        "archive",
	InputSchema: anthropic.ToolInputSchemaParam{Properties: map[string]any{"orderId": map[string]any{"type": "string"}}},
}

var refund = openai.FunctionDefinitionParam{ // want `tool "refund" \(openai-go\): 2 handlers linked; properties cents$`
	Name:       "refund",
	Parameters: openai.FunctionParameters{"type": "object", "properties": map[string]any{"cents": map[string]any{"type": "integer"}}},
}

var forecast = llms.Tool{Function: &llms.FunctionDefinition{ // want `tool "forecast" \(langchaingo\): handler linked; properties city$`
	Name:       "forecast",
	Parameters: map[string]any{"type": "object", "properties": map[string]any{"city": map[string]any{"type": "string"}}},
}}

func answer(msg anthropic.Message) {
	for _, block := range msg.Content {
		switch block.Name {
		case "lookup":
			var in struct {
				OrderID string `json:"orderId"`
			}
			_ = json.Unmarshal(block.Input, &in)
		}
	}
}

func answerRefunds(calls []openai.ChatCompletionMessageToolCallUnion) {
	for _, call := range calls {
		if call.Function.Name == "refund" {
			_ = call.Function.Arguments
		}
	}
	for _, call := range calls {
		name := call.Function.Name
		if name != "refund" {
			continue
		}
		_ = call.ID
	}
}

func answerForecasts(calls []llms.ToolCall) {
	for _, call := range calls {
		switch call.FunctionCall.Name {
		case "forecast":
		}
	}
}

// A switch on a string that holds no call's name answers nothing.
func route(op string) {
	switch op {
	case "archive":
	}
}

type convertInput struct {
	Amount float64 `json:"amount"`
}

func convert(ctx context.Context, in convertInput) (anthropic.BetaToolResultBlockParamContentUnion, error) {
	return anthropic.BetaToolResultBlockParamContentUnion{}, nil
}

var converter, _ = toolrunner.NewBetaToolFromJSONSchema("convert", "Convert an amount.", convert) // want `tool "convert" \(anthropic-sdk-go\): handler linked; properties amount$`

var given = toolrunner.NewBetaTool("given", "A schema given as an argument.", anthropic.BetaToolInputSchemaParam{}, convert) // want `tool "given" \(anthropic-sdk-go\): handler linked; opaque$`

var stock = openai.FunctionDefinitionParam{ // want `tool "stock" \(openai-go\): handler linked; properties sku$`
	Name:       "stock",
	Parameters: openai.FunctionParameters{"type": "object", "properties": map[string]any{"sku": map[string]any{"type": "string"}}},
}

// A table of handlers by name, looked a call's name up in.
var handlers = map[string]func(string) error{
	"stock": func(arguments string) error { return nil },
}

func answerTable(calls []openai.ChatCompletionMessageToolCallUnion) {
	for _, call := range calls {
		if h, ok := handlers[call.Function.Name]; ok {
			_ = h(call.Function.Arguments)
		}
	}
}

var probe = openai.FunctionDefinitionParam{ // want `tool "probe" \(openai-go\): no handler; opaque$`
	Name: "probe",
}

// A test of a call's name that does not skip to the next call answers
// nothing.
func expectProbe(calls []openai.ChatCompletionMessageToolCallUnion) bool {
	for _, call := range calls {
		if call.Function.Name != "probe" {
			return false
		}
	}
	return true
}
