// Package goopenaierr: failures of go-openai tools the program answers
// itself. One that ends the program or leaves the loop over the model's
// calls never reaches the model; one sent back as the call's tool message
// does (go-openai has no error mark: the content is what the model reads).
package goopenaierr

import (
	"encoding/json"
	"errors"
	"log"

	openai "github.com/sashabaranov/go-openai"
	"github.com/sashabaranov/go-openai/jsonschema"
)

var lookupTool = openai.Tool{
	Type: openai.ToolTypeFunction,
	Function: &openai.FunctionDefinition{
		Name: "lookup",
		Parameters: &jsonschema.Definition{
			Type:       jsonschema.Object,
			Properties: map[string]jsonschema.Definition{"sku": {Type: jsonschema.String}},
			Required:   []string{"sku"},
		},
	},
}

var lookupSchema = jsonschema.Definition{
	Type:       jsonschema.Object,
	Properties: map[string]jsonschema.Definition{"sku": {Type: jsonschema.String}},
	Required:   []string{"sku"},
}

func run(calls []openai.ToolCall) ([]openai.ChatCompletionMessage, error) {
	var out []openai.ChatCompletionMessage
	for _, call := range calls {
		if call.Function.Name != "lookup" {
			continue
		}
		var args struct {
			SKU string `json:"sku"`
		}
		// go-openai's own decoder checks the schema first: its failure is
		// one of the arguments.
		if err := jsonschema.VerifySchemaAndUnmarshal(lookupSchema, []byte(call.Function.Arguments), &args); err != nil {
			return nil, err // want `the model cannot read this failure: the program answers this tool call itself`
		}
		if len(args.SKU) != 8 {
			log.Fatalf("sku must have 8 characters") // want `the model cannot read this failure`
		}
		out = append(out, openai.ChatCompletionMessage{Role: openai.ChatMessageRoleTool, Content: "in stock", ToolCallID: call.ID})
	}
	return out, nil
}

var stockTool = openai.FunctionDefinition{
	Name:       "stock",
	Parameters: map[string]any{"type": "object", "properties": map[string]any{"sku": map[string]any{"type": "string"}}},
}

// runStock sends every failure back as the call's tool message: the model
// reads them.
func runStock(calls []openai.ToolCall) []openai.ChatCompletionMessage {
	var out []openai.ChatCompletionMessage
	for _, call := range calls {
		switch call.Function.Name {
		case "stock":
			var args struct {
				SKU string `json:"sku"`
			}
			content := "in stock"
			if err := json.Unmarshal([]byte(call.Function.Arguments), &args); err != nil {
				content = err.Error()
			} else if args.SKU == "" {
				content = errors.New("sku is required").Error()
			}
			out = append(out, openai.ChatCompletionMessage{Role: openai.ChatMessageRoleTool, Content: content, ToolCallID: call.ID})
		}
	}
	return out
}
