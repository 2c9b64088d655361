// Package sdkrefund: a struct reflected by the openai-go README's helper
// and sent strict: representable checks its rules against openai-strict
// (the -provider flag stays mcp).
package sdkrefund

import (
	"encoding/json"

	"github.com/invopop/jsonschema"
	"github.com/openai/openai-go/v3"
)

// A struct reflected by the README's helper, sent strict: its rules are
// checked against openai-strict.
type RefundArgs struct {
	TransferID string `json:"transferId" validate:"startswith=tr_,max=40"`             // want `transferId must start with "tr_", but the schema does not say so: declare pattern "\^tr_"` `transferId must be at most 40 characters long, but the schema does not say so: state it in its description \(OpenAI strict function calling: maxLength is not a supported string keyword \(pattern and format are\)\)`
	Reason     string `json:"reason" jsonschema_description:"Why." validate:"max=200"` // want `reason must be at most 200 characters long, but the schema does not say so: state it in its description \(OpenAI strict function calling: maxLength is not a supported string keyword \(pattern and format are\)\)`
}

func GenerateSchema[T any]() openai.FunctionParameters {
	r := jsonschema.Reflector{AllowAdditionalProperties: false, DoNotReference: true}
	var v T
	b, _ := json.Marshal(r.Reflect(v))
	var m openai.FunctionParameters
	json.Unmarshal(b, &m)
	return m
}

var refund = openai.FunctionDefinitionParam{
	Name:       "refund",
	Strict:     openai.Bool(true),
	Parameters: GenerateSchema[RefundArgs](),
}

// Sent without strict: checked against the -provider profile.
type NoteArgs struct {
	Text string `json:"text" validate:"max=200"` // want `text must be at most 200 characters long, but the schema does not say so: declare maxLength 200`
}

var note = openai.FunctionDefinitionParam{
	Name:       "note",
	Parameters: GenerateSchema[NoteArgs](),
}
