// Package dispatchreflect: a definition whose schema is reflected from a
// struct (the openai-go README's helper), answered by the program's own
// loop that decodes the call into that struct: the branch is the handler
// of the struct's tool, named by the definition.
package dispatchreflect

import (
	"encoding/json"
	"fmt"

	"github.com/invopop/jsonschema"
	"github.com/openai/openai-go/v3"
)

type TrackArgs struct {
	Carrier string `json:"carrier" jsonschema_description:"The carrier."`
	Number  string `json:"number"`
}

func GenerateSchema[T any]() openai.FunctionParameters {
	r := jsonschema.Reflector{AllowAdditionalProperties: false, DoNotReference: true}
	var v T
	b, _ := json.Marshal(r.Reflect(v))
	var m openai.FunctionParameters
	json.Unmarshal(b, &m)
	return m
}

var track = openai.FunctionDefinitionParam{
	Name:        "track",
	Description: openai.String("Track a parcel."),
	Parameters:  GenerateSchema[TrackArgs](),
}

func answer(calls []openai.ChatCompletionMessageToolCallUnion) []openai.ChatCompletionMessageParamUnion {
	var out []openai.ChatCompletionMessageParamUnion
	for _, call := range calls {
		switch call.Function.Name {
		case "track":
			var args TrackArgs
			if err := json.Unmarshal([]byte(call.Function.Arguments), &args); err != nil {
				out = append(out, openai.ToolMessage(err.Error(), call.ID))
				continue
			}
			if args.Carrier != "dhl" && args.Carrier != "ups" { // want `carrier must be one of "dhl", "ups", but the schema does not say so: declare enum \["dhl", "ups"\]`
				out = append(out, openai.ToolMessage(fmt.Errorf("unknown carrier %q", args.Carrier).Error(), call.ID))
				continue
			}
			if args.Number == "" { // want `number must not be empty, but the schema does not say so: declare minLength 1`
				out = append(out, openai.ToolMessage("number is required", call.ID))
				continue
			}
			if args.Number == "0" {
				fmt.Println("a test number: not a failure")
			}
			out = append(out, openai.ToolMessage("in transit", call.ID))
		}
	}
	return out
}
