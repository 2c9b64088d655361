// Package dispatchloop: tools a program answers itself, in a loop over the
// model's tool calls. The definition and the code that runs it share only
// the tool's name; the branch on the call's name is the tool's handler,
// and a failure there that ends the program or the loop never reaches the
// model.
package dispatchloop

import (
	"encoding/json"
	"errors"
	"fmt"
	"log"
	"os"

	"github.com/anthropics/anthropic-sdk-go"
	"github.com/openai/openai-go/v3"
	"github.com/tmc/langchaingo/llms"
)

var orderTools = []anthropic.ToolUnionParam{
	{OfTool: &anthropic.ToolParam{
		Name:        "lookup_order",
		Description: anthropic.String("Look an order up."),
		InputSchema: anthropic.ToolInputSchemaParam{
			Properties: map[string]any{"orderId": map[string]any{"type": "string"}},
		},
	}},
	{OfTool: &anthropic.ToolParam{
		Name:        "cancel_order",
		Description: anthropic.String("Cancel an order."),
		InputSchema: anthropic.ToolInputSchemaParam{
			Properties: map[string]any{
				"orderId": map[string]any{"type": "string"},
				"reason":  map[string]any{"type": "string"},
			},
		},
	}},
	// No branch answers it: it has no handler.
	{OfTool: &anthropic.ToolParam{
		Name:        "archive_order",
		Description: anthropic.String("Archive an order."),
		InputSchema: anthropic.ToolInputSchemaParam{
			Properties: map[string]any{"orderId": map[string]any{"type": "string"}},
		},
	}},
}

func answer(msg anthropic.Message) []anthropic.ContentBlockParamUnion {
	var results []anthropic.ContentBlockParamUnion
	for _, block := range msg.Content {
		switch block.Name {
		case "lookup_order":
			var in struct {
				OrderID string `json:"orderId"`
			}
			raw := block.Input
			if err := json.Unmarshal(raw, &in); err != nil {
				panic(err) // want `the model cannot read this failure: the program answers this tool call itself, and this failure ends the program or the loop over the model's calls; send it back as the call's tool result, marked as an error`
			}
			if in.OrderID == "" {
				log.Fatalf("orderId is required") // want `the model cannot read this failure`
			}
			out, err := json.Marshal(in)
			if err != nil {
				panic(err) // no argument check: a failure of the program's own
			}
			results = append(results, anthropic.NewToolResultBlock(block.ID, string(out), false))
		case "cancel_order":
			// Failures sent back marked as errors: the model reads them.
			var in struct {
				OrderID string `json:"orderId"`
				Reason  string `json:"reason"`
			}
			if err := json.Unmarshal(block.Input, &in); err != nil {
				results = append(results, anthropic.NewToolResultBlock(block.ID, err.Error(), true))
				continue
			}
			if in.Reason == "" {
				results = append(results, anthropic.NewToolResultBlock(block.ID, "reason is required", true))
				continue
			}
			results = append(results, anthropic.NewToolResultBlock(block.ID, "cancelled", false))
		}
	}
	return results
}

var refund = openai.FunctionDefinitionParam{
	Name: "refund",
	Parameters: openai.FunctionParameters{
		"type": "object",
		"properties": map[string]any{
			"orderId": map[string]any{"type": "string"},
			"cents":   map[string]any{"type": "integer"},
		},
	},
}

type refundArgs struct {
	OrderID string `json:"orderId"`
	Cents   int    `json:"cents"`
}

// run answers refund calls; a failure it returns leaves the loop, and the
// model gets no result for the call.
func run(calls []openai.ChatCompletionMessageToolCallUnion) ([]openai.ChatCompletionMessageParamUnion, error) {
	var out []openai.ChatCompletionMessageParamUnion
	for _, call := range calls {
		if call.Function.Name == "refund" {
			var args refundArgs
			if err := json.Unmarshal([]byte(call.Function.Arguments), &args); err != nil {
				return nil, err // want `the model cannot read this failure`
			}
			if args.Cents <= 0 {
				os.Exit(1) // want `the model cannot read this failure`
			}
			out = append(out, openai.ToolMessage("refunded", call.ID))
		}
	}
	return out, nil
}

var forecastTool = llms.Tool{
	Type: "function",
	Function: &llms.FunctionDefinition{
		Name:        "forecast",
		Description: "Forecast the weather.",
		Parameters: map[string]any{
			"type": "object",
			"properties": map[string]any{
				"city": map[string]any{"type": "string"},
				"days": map[string]any{"type": "integer"},
			},
		},
	},
}

type forecastArgs struct {
	City string `json:"city"`
	Days int    `json:"days"`
}

// execute answers one call for its caller, which decides what becomes of
// the error: no finding.
func execute(call llms.ToolCall) (string, error) {
	switch call.FunctionCall.Name {
	case "forecast":
		var args forecastArgs
		if err := json.Unmarshal([]byte(call.FunctionCall.Arguments), &args); err != nil {
			return "", err
		}
		return forecast(args.City, args.Days)
	}
	return "", fmt.Errorf("unknown tool %q", call.FunctionCall.Name)
}

// answerAll ends the program when the forecast rejects its arguments.
func answerAll(calls []llms.ToolCall) []llms.ToolCallResponse {
	var out []llms.ToolCallResponse
	for _, call := range calls {
		switch call.FunctionCall.Name {
		case "forecast":
			var args forecastArgs
			if err := json.Unmarshal([]byte(call.FunctionCall.Arguments), &args); err != nil {
				log.Fatal(err) // want `the model cannot read this failure`
			}
			text, err := forecast(args.City, args.Days)
			if err != nil {
				log.Fatal(err) // want `the model cannot read this failure`
			}
			out = append(out, llms.ToolCallResponse{ToolCallID: call.ID, Content: text})
		}
	}
	return out
}

func forecast(city string, days int) (string, error) {
	if days > 10 {
		return "", fmt.Errorf("at most 10 days")
	}
	return city, nil
}

var weather = openai.FunctionDefinitionParam{
	Name: "weather",
	Parameters: openai.FunctionParameters{
		"type":       "object",
		"properties": map[string]any{"city": map[string]any{"type": "string"}},
	},
}

// callTool answers one call for the loop below, which sends its error back
// as the call's result: a returned error goes to that caller, no finding;
// a panic ends the program.
func callTool(name, arguments string) (string, error) {
	switch name {
	case "weather":
		var args struct {
			City string `json:"city"`
		}
		if err := json.Unmarshal([]byte(arguments), &args); err != nil {
			return "", err
		}
		if args.City == "" {
			panic("city is required") // want `the model cannot read this failure`
		}
		return args.City, nil
	}
	return "", fmt.Errorf("unknown tool %q", name)
}

func loop(calls []openai.ChatCompletionMessageToolCallUnion) []openai.ChatCompletionMessageParamUnion {
	var msgs []openai.ChatCompletionMessageParamUnion
	for _, call := range calls {
		out, err := callTool(call.Function.Name, call.Function.Arguments)
		if err != nil {
			out = err.Error()
		}
		msgs = append(msgs, openai.ToolMessage(out, call.ID))
	}
	return msgs
}

var convert = openai.FunctionDefinitionParam{
	Name: "convert",
	Parameters: openai.FunctionParameters{
		"type":       "object",
		"properties": map[string]any{"amount": map[string]any{"type": "number"}},
	},
}

// runTool answers one call for runAll, which ends the program on its
// error: a failure it returns is lost to the model.
func runTool(name, arguments string) (string, error) {
	switch name {
	case "convert":
		var args struct {
			Amount float64 `json:"amount"`
		}
		if err := json.Unmarshal([]byte(arguments), &args); err != nil {
			return "", err // want `the model cannot read this failure`
		}
		if args.Amount <= 0 {
			return "", fmt.Errorf("amount must be positive") // want `the model cannot read this failure`
		}
		return fmt.Sprint(args.Amount * 2), nil
	}
	return "", fmt.Errorf("unknown tool %q", name)
}

func runAll(calls []openai.ChatCompletionMessageToolCallUnion) []openai.ChatCompletionMessageParamUnion {
	var msgs []openai.ChatCompletionMessageParamUnion
	for _, call := range calls {
		out, err := runTool(call.Function.Name, call.Function.Arguments)
		if err != nil {
			log.Fatal(err)
		}
		msgs = append(msgs, openai.ToolMessage(out, call.ID))
	}
	return msgs
}

var audit = openai.FunctionDefinitionParam{Name: "audit"}

// auditTool's one caller does not check its error right after the call:
// what becomes of it is unknown, no finding.
func auditTool(name string) error {
	switch name {
	case "audit":
		return errors.New("audit is off")
	}
	return nil
}

func auditAll(calls []openai.ChatCompletionMessageToolCallUnion) error {
	var err error
	for _, call := range calls {
		err = auditTool(call.Function.Name)
	}
	return err
}
