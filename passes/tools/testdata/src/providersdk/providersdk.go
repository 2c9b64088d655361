// Package providersdk: tool definitions sent straight to a provider with
// openai-go, anthropic-sdk-go and genai, beside values of those SDKs that
// define no tool.
package providersdk

import (
	"encoding/json"

	"github.com/anthropics/anthropic-sdk-go"
	"github.com/invopop/jsonschema"
	"github.com/openai/openai-go/v3"
	"github.com/openai/openai-go/v3/responses"
	"google.golang.org/genai"
)

var chat = openai.ChatCompletionFunctionTool(openai.FunctionDefinitionParam{ // want `tool "lookup" \(openai-go\): no handler; properties orderId$`
	Name: "lookup",
	Parameters: openai.FunctionParameters{
		"type":       "object",
		"properties": map[string]any{"orderId": map[string]any{"type": "string"}},
	},
})

var response = responses.FunctionToolParam{ // want `tool "ship" \(openai-go\): no handler; properties mode$`
	Name:       "ship",
	Parameters: map[string]any{"type": "object", "properties": map[string]any{"mode": map[string]any{"type": "string"}}},
}

var claude = anthropic.ToolParam{ // want `tool "transfer" \(anthropic-sdk-go\): no handler; properties amount$`
	Name: "transfer",
	InputSchema: anthropic.ToolInputSchemaParam{
		Properties: map[string]any{"amount": map[string]any{"type": "number"}},
	},
}

var gemini = &genai.FunctionDeclaration{ // want `tool "note" \(genai\): no handler; properties text; target gemini-parameters$`
	Name:       "note",
	Parameters: &genai.Schema{Type: genai.TypeObject, Properties: map[string]*genai.Schema{"text": {Type: genai.TypeString}}},
}

type RefundArgs struct { // want `tool "refund" \(invopop/jsonschema\): no handler; properties transferId; target openai-strict$`
	TransferID string `json:"transferId"`
}

func GenerateSchema[T any]() openai.FunctionParameters {
	r := jsonschema.Reflector{DoNotReference: true}
	var v T
	b, _ := json.Marshal(r.Reflect(v))
	var m openai.FunctionParameters
	json.Unmarshal(b, &m)
	return m
}

// A struct schema: the invopop adapter's tool, which this definition
// names and targets.
var refund = openai.FunctionDefinitionParam{
	Name:       "refund",
	Strict:     openai.Bool(true),
	Parameters: GenerateSchema[RefundArgs](),
}

// Not tool definitions: SDK helpers and a bare schema map.
var (
	_ = openai.String("lookup")
	_ = anthropic.Bool(true)
	_ = genai.Ptr[int64](3)
	_ = map[string]any{"type": "object", "properties": map[string]any{"x": map[string]any{"type": "string"}}}
)
