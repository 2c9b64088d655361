// Package goopenaicross: a rule over two arguments of a go-openai tool,
// answered in the program's loop, goes into the tool's description.
package goopenaicross

import (
	"encoding/json"

	openai "github.com/sashabaranov/go-openai"
	"github.com/sashabaranov/go-openai/jsonschema"
)

type refundArgs struct {
	Reason string `json:"reason" enum:"damaged,late"`
	Cents  int    `json:"cents"`
}

type transferArgs struct {
	From string `json:"from"`
	To   string `json:"to"`
}

func definitions() ([]openai.Tool, error) {
	refund, err := jsonschema.GenerateSchemaForType(refundArgs{})
	if err != nil {
		return nil, err
	}
	transfer, err := jsonschema.GenerateSchemaForType(transferArgs{})
	if err != nil {
		return nil, err
	}
	return []openai.Tool{
		{Type: openai.ToolTypeFunction, Function: &openai.FunctionDefinition{
			Name:        "refund",
			Description: "Refund an order.",
			Parameters:  refund,
		}},
		{Type: openai.ToolTypeFunction, Function: &openai.FunctionDefinition{
			Name:        "transfer",
			Description: "Move stock between two warehouses; from and to must differ.",
			Parameters:  transfer,
		}},
	}, nil
}

func answer(calls []openai.ToolCall) []openai.ChatCompletionMessage {
	var out []openai.ChatCompletionMessage
	for _, call := range calls {
		switch call.Function.Name {
		case "refund":
			var args refundArgs
			if err := json.Unmarshal([]byte(call.Function.Arguments), &args); err != nil {
				out = append(out, reply(call, err.Error()))
				continue
			}
			if args.Reason == "late" && args.Cents > 1000 { // want `the rule over reason and cents \(args.Reason == "late" && args.Cents > 1000\) is in no description the model reads: add "late refunds are capped at 1000 cents." to the description of tool "refund"`
				out = append(out, reply(call, "late refunds are capped at 1000 cents"))
				continue
			}
			out = append(out, reply(call, "refunded"))
		case "transfer":
			var args transferArgs
			if err := json.Unmarshal([]byte(call.Function.Arguments), &args); err != nil {
				out = append(out, reply(call, err.Error()))
				continue
			}
			if args.From == args.To { // stated: the tool's description says from and to must differ
				out = append(out, reply(call, "from and to must differ"))
				continue
			}
			out = append(out, reply(call, "moved"))
		}
	}
	return out
}

// reply is the call's tool message.
func reply(call openai.ToolCall, content string) openai.ChatCompletionMessage {
	return openai.ChatCompletionMessage{Role: openai.ChatMessageRoleTool, Content: content, ToolCallID: call.ID}
}
