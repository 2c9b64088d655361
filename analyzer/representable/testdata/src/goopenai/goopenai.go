// Package goopenai: tools sent to OpenAI through
// github.com/sashabaranov/go-openai and answered by the program in its
// loop over the model's tool calls. A jsonschema.Definition declares no
// keyword but Enum, so a rule goes into a description; a struct reflected
// by GenerateSchemaForType takes its description tag.
package goopenai

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"

	openai "github.com/sashabaranov/go-openai"
	"github.com/sashabaranov/go-openai/jsonschema"
)

var invoiceTool = openai.Tool{
	Type: openai.ToolTypeFunction,
	Function: &openai.FunctionDefinition{
		Name:        "lookup_invoice",
		Description: "Look an invoice up.",
		Parameters: jsonschema.Definition{
			Type: jsonschema.Object,
			Properties: map[string]jsonschema.Definition{
				"invoice_id": {Type: jsonschema.String, Description: "The invoice."},
				"status":     {Type: jsonschema.String, Enum: []string{"open", "paid"}},
			},
			Required: []string{"invoice_id"},
		},
	},
}

type refundArgs struct {
	OrderID string `json:"order_id" description:"The order to refund."`
	Cents   int    `json:"cents"`
	Reason  string `json:"reason,omitempty" enum:"damaged,late"`
	Days    int    `json:"days,omitempty" description:"Days since delivery; must be at most 30."`
}

func tools() ([]openai.Tool, error) {
	refundSchema, err := jsonschema.GenerateSchemaForType(refundArgs{})
	if err != nil {
		return nil, err
	}
	return []openai.Tool{
		invoiceTool,
		{Type: openai.ToolTypeFunction, Function: &openai.FunctionDefinition{
			Name:        "refund",
			Description: "Refund an order.",
			Parameters:  refundSchema,
		}},
	}, nil
}

// answer runs the model's calls; what it sends back is each call's tool
// message (go-openai has no error mark: the model reads the content).
func answer(ctx context.Context, calls []openai.ToolCall) ([]openai.ChatCompletionMessage, error) {
	var out []openai.ChatCompletionMessage
	for _, call := range calls {
		switch call.Function.Name {
		case "lookup_invoice":
			var args struct {
				InvoiceID string `json:"invoice_id"`
				Status    string `json:"status"`
			}
			if err := json.Unmarshal([]byte(call.Function.Arguments), &args); err != nil {
				return nil, err
			}
			if !strings.HasPrefix(args.InvoiceID, "inv_") { // want `invoice_id must start with "inv_", but the schema does not say so: state it in its Description`
				out = append(out, toolMessage(call, "invoice_id must start with inv_"))
				continue
			}
			if args.Status != "" && args.Status != "open" && args.Status != "paid" { // declared: the enum says it
				out = append(out, toolMessage(call, "unknown status"))
				continue
			}
			out = append(out, toolMessage(call, "found"))
		case "refund":
			var args refundArgs
			schema, err := jsonschema.GenerateSchemaForType(refundArgs{})
			if err != nil {
				return nil, err
			}
			if err := schema.Unmarshal(call.Function.Arguments, &args); err != nil {
				out = append(out, toolMessage(call, err.Error()))
				continue
			}
			if args.Cents < 1 || args.Cents > 50000 { // want `cents must be at least 1 and at most 50000, but the schema does not say so: state it in the field's description tag`
				out = append(out, toolMessage(call, "cents must be between 1 and 50000"))
				continue
			}
			if args.Days > 30 { // stated in the description tag
				out = append(out, toolMessage(call, "days must be at most 30"))
				continue
			}
			switch args.Reason {
			case "", "damaged", "late": // declared by the enum tag
			default:
				out = append(out, toolMessage(call, "unknown reason"))
				continue
			}
			out = append(out, toolMessage(call, fmt.Sprint("refunded ", args.OrderID)))
		}
	}
	return out, nil
}

func toolMessage(call openai.ToolCall, content string) openai.ChatCompletionMessage {
	return openai.ChatCompletionMessage{Role: openai.ChatMessageRoleTool, Content: content, ToolCallID: call.ID}
}

// Never answered by the program: no handler, so no rule is read.
var archiveTool = openai.FunctionDefinition{
	Name:       "archive",
	Parameters: jsonschema.Definition{Type: jsonschema.Object, Properties: map[string]jsonschema.Definition{"id": {Type: jsonschema.String}}},
}

type withMap struct {
	Labels map[string]string `json:"labels"`
}

// GenerateSchemaForType fails on a map field: no schema toolvet can read.
func opaque() openai.FunctionDefinition {
	s, _ := jsonschema.GenerateSchemaForType(withMap{})
	return openai.FunctionDefinition{Name: "label", Parameters: s}
}
