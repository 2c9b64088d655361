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
	TransferID string `json:"transferId" validate:"startswith=tr_,max=40"`                                // want `transferId must start with "tr_" and must be at most 40 characters long, but the schema does not say so: declare pattern "\^tr_", maxLength 40`
	Receipt    string `json:"receipt" jsonschema_description:"Where to send the receipt." validate:"url"` // want `receipt must be a URI, but the schema does not say so: state it in its description \(OpenAI strict function calling: format "uri" is not one of the accepted formats \(date-time, time, date, duration, email, hostname, ipv4, ipv6, uuid\)\)`
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
	Site string `json:"site" validate:"url"` // want `site must be a URI, but the schema does not say so: declare format "uri"`
}

var note = openai.FunctionDefinitionParam{
	Name:       "note",
	Parameters: GenerateSchema[NoteArgs](),
}
