// Package openaitool defines tools sent to OpenAI in strict mode with the
// real openai-go: one schema reflected from a struct by the README's
// GenerateSchema helper (invopop/jsonschema), one written as a map.
package openaitool

import (
	"encoding/json"

	"github.com/go-playground/validator/v10"
	"github.com/invopop/jsonschema"
	"github.com/openai/openai-go/v3"
)

type RefundArgs struct {
	TransferID string `json:"transferId" jsonschema_description:"The transfer to refund." validate:"startswith=tr_,max=40"`
	Reason     string `json:"reason" jsonschema:"minLength=3" jsonschema_description:"Why the refund is due."`
	Memo       string `json:"memo,omitempty" jsonschema_description:"A note for the ledger."`
}

// GenerateSchema is the openai-go README's helper, returning the schema
// as FunctionParameters.
func GenerateSchema[T any]() openai.FunctionParameters {
	reflector := jsonschema.Reflector{AllowAdditionalProperties: false, DoNotReference: true}
	var v T
	b, err := json.Marshal(reflector.Reflect(v))
	if err != nil {
		panic(err)
	}
	var params openai.FunctionParameters
	if err := json.Unmarshal(b, &params); err != nil {
		panic(err)
	}
	return params
}

// Tools are the tools of a chat completion request.
func Tools() []openai.ChatCompletionToolUnionParam {
	return []openai.ChatCompletionToolUnionParam{
		openai.ChatCompletionFunctionTool(openai.FunctionDefinitionParam{
			Name:        "refund",
			Description: openai.String("Refund a transfer."),
			Strict:      openai.Bool(true),
			Parameters:  GenerateSchema[RefundArgs](),
		}),
		openai.ChatCompletionFunctionTool(openai.FunctionDefinitionParam{
			Name:        "lookup",
			Description: openai.String("Look a transfer up."),
			Strict:      openai.Bool(true),
			Parameters: openai.FunctionParameters{
				"type": "object",
				"properties": map[string]any{
					"transferId": map[string]any{"type": "string", "pattern": "^tr_"},
					"receipt":    map[string]any{"type": "string", "format": "uri", "description": "Where to send the receipt."},
					"note":       map[string]any{"type": "string"},
				},
				"required":             []string{"transferId", "receipt"},
				"additionalProperties": false,
			},
		}),
	}
}

// CheckRefund runs RefundArgs' validate tags on the arguments of a call
// the model makes, before the refund is made.
func CheckRefund(args RefundArgs) error {
	return validator.New().Struct(args)
}
