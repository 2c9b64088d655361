// Package dispatchrules: the rules of tools a program answers itself. The
// branch on the call's name is the handler: its guards, and the checks of
// the function it hands the decoded arguments to, are the tool's rules,
// whether the failure goes back to the model or not.
package dispatchrules

import (
	"encoding/json"
	"fmt"
	"log"

	"github.com/anthropics/anthropic-sdk-go"
	"github.com/openai/openai-go/v3"
	"github.com/tmc/langchaingo/llms"
	"google.golang.org/genai"
)

var shipTool = anthropic.ToolParam{
	Name:        "ship",
	Description: anthropic.String("Ship a parcel."),
	InputSchema: anthropic.ToolInputSchemaParam{
		Properties: map[string]any{
			"parcelId": map[string]any{"type": "string"},
			"carrier":  map[string]any{"type": "string"},
		},
	},
}

func answer(msg anthropic.Message) []anthropic.ContentBlockParamUnion {
	var results []anthropic.ContentBlockParamUnion
	for _, block := range msg.Content {
		if block.Name != "ship" {
			continue
		}
		var in struct {
			ParcelID string `json:"parcelId"`
			Carrier  string `json:"carrier"`
		}
		if err := json.Unmarshal(block.Input, &in); err != nil {
			results = append(results, anthropic.NewToolResultBlock(block.ID, err.Error(), true))
			continue
		}
		results = append(results, anthropic.NewToolResultBlock(block.ID, "shipped", false))
	}
	return results
}

var shipAnswerTool = anthropic.ToolParam{
	Name:        "ship_parcel",
	Description: anthropic.String("Ship a parcel."),
	InputSchema: anthropic.ToolInputSchemaParam{
		Properties: map[string]any{
			"parcelId": map[string]any{"type": "string"},
			"carrier":  map[string]any{"type": "string"},
		},
	},
}

func answerShip(msg anthropic.Message) []anthropic.ContentBlockParamUnion {
	var results []anthropic.ContentBlockParamUnion
	for _, block := range msg.Content {
		switch block.Name {
		case "ship_parcel":
			var in struct {
				ParcelID string `json:"parcelId"`
				Carrier  string `json:"carrier"`
			}
			if err := json.Unmarshal(block.Input, &in); err != nil {
				results = append(results, anthropic.NewToolResultBlock(block.ID, err.Error(), true))
				continue
			}
			if in.ParcelID == "" { // want `parcelId must not be empty, but the schema does not say so: declare required, minLength 1`
				results = append(results, anthropic.NewToolResultBlock(block.ID, "parcelId is required", true))
				continue
			}
			switch in.Carrier {
			case "dhl", "ups":
			default: // want `carrier must be one of "dhl", "ups", but the schema does not say so: declare enum \["dhl", "ups"\]`
				results = append(results, anthropic.NewToolResultBlock(block.ID, "unknown carrier", true))
				continue
			}
			results = append(results, anthropic.NewToolResultBlock(block.ID, "shipped", false))
		}
	}
	return results
}

var quoteTool = llms.Tool{
	Type: "function",
	Function: &llms.FunctionDefinition{
		Name:        "quote",
		Description: "Quote a delivery.",
		Parameters: map[string]any{
			"type": "object",
			"properties": map[string]any{
				"city":    map[string]any{"type": "string"},
				"express": map[string]any{"type": "boolean"},
				"kg":      map[string]any{"type": "number"},
			},
		},
	},
}

func answerQuotes(calls []llms.ToolCall) []llms.ToolCallResponse {
	var out []llms.ToolCallResponse
	for _, call := range calls {
		switch call.FunctionCall.Name {
		case "quote":
			var args struct {
				City    string  `json:"city"`
				Express bool    `json:"express"`
				Kg      float64 `json:"kg"`
			}
			if err := json.Unmarshal([]byte(call.FunctionCall.Arguments), &args); err != nil {
				log.Fatal(err)
			}
			price, err := quote(args.City, args.Express, args.Kg)
			if err != nil {
				log.Fatal(err)
			}
			out = append(out, llms.ToolCallResponse{ToolCallID: call.ID, Content: price})
		}
	}
	return out
}

// quote is the tool's work, handed the decoded arguments one by one: its
// checks are the tool's rules, reported where they are written.
func quote(city string, express bool, kg float64) (string, error) {
	rates := map[string]float64{"lyon": 4, "nantes": 5}
	rate, ok := rates[city]
	if !ok { // want `city must be one of "lyon", "nantes", but the schema does not say so: declare enum \["lyon", "nantes"\]`
		return "", fmt.Errorf("no delivery to %s", city)
	}
	return fmt.Sprint(rate * kg), nil
}

var forecastTool = openai.FunctionDefinitionParam{
	Name: "forecast",
	Parameters: openai.FunctionParameters{
		"type": "object",
		"properties": map[string]any{
			"city": map[string]any{"type": "string"},
			"days": map[string]any{"type": "integer"},
		},
	},
}

// callTool is a dispatch function: the loop hands it each call's name and
// arguments.
func callTool(name, arguments string) (string, error) {
	switch name {
	case "forecast":
		var args struct {
			City string `json:"city"`
			Days int    `json:"days"`
		}
		if err := json.Unmarshal([]byte(arguments), &args); err != nil {
			return "", err
		}
		if args.Days > 14 { // want `days must be at most 14, but the schema does not say so: declare maximum 14`
			return "", fmt.Errorf("at most 14 days")
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

var bookDecl = &genai.FunctionDeclaration{
	Name:        "book",
	Description: "Book a table.",
	Parameters: &genai.Schema{
		Type: genai.TypeObject,
		Properties: map[string]*genai.Schema{
			"guests": {Type: genai.TypeInteger},
		},
	},
}

// answerCalls reads genai's calls, whose arguments are a map.
func answerCalls(calls []*genai.FunctionCall) []*genai.FunctionResponse {
	var out []*genai.FunctionResponse
	for _, fc := range calls {
		switch fc.Name {
		case "book":
			guests, _ := fc.Args["guests"].(float64)
			if guests > 8 { // want `guests must be at most 8, but the schema does not say so: declare maximum 8`
				log.Fatalf("at most 8 guests")
			}
			out = append(out, &genai.FunctionResponse{ID: fc.ID, Name: fc.Name, Response: map[string]any{"ok": true}})
		}
	}
	return out
}

var stockTool = openai.FunctionDefinitionParam{
	Name: "stock",
	Parameters: openai.FunctionParameters{
		"type":       "object",
		"properties": map[string]any{"sku": map[string]any{"type": "string"}},
	},
}

// handlers is a table of handlers by name: each function is the handler
// of the tool its key names, its string parameter the call's arguments.
var handlers = map[string]func(arguments string) (string, error){
	"stock": stock,
}

func stock(arguments string) (string, error) {
	var args struct {
		SKU string `json:"sku"`
	}
	if err := json.Unmarshal([]byte(arguments), &args); err != nil {
		return "", err
	}
	if len(args.SKU) > 8 { // want `sku must be at most 8 bytes long, but the schema does not say so: declare maxLength 8`
		return "", fmt.Errorf("sku has at most 8 characters")
	}
	return args.SKU, nil
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
