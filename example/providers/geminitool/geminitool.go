// Package geminitool declares functions to Gemini with the real
// google.golang.org/genai: one with parameters (a genai.Schema), one with
// parametersJsonSchema (a struct reflected by invopop/jsonschema).
package geminitool

import (
	"github.com/invopop/jsonschema"
	"google.golang.org/genai"
)

type TrackArgs struct {
	Carrier string `json:"carrier" jsonschema:"pattern=^[a-z]+$" jsonschema_description:"Carrier code."`
	Parcel  string `json:"parcel"`
}

// Tools are the tools of a generateContent request.
func Tools() []*genai.Tool {
	return []*genai.Tool{{FunctionDeclarations: []*genai.FunctionDeclaration{
		{
			Name:        "notify",
			Description: "Send a shipping notice.",
			Parameters: &genai.Schema{
				Type: genai.TypeObject,
				Properties: map[string]*genai.Schema{
					"orderId": {Type: genai.TypeString, Pattern: "^ord_"},
					"email":   {Type: genai.TypeString, Format: "email", Description: "Who to notify."},
				},
				Required: []string{"orderId", "email"},
			},
		},
		{
			Name:                 "track",
			Description:          "Track a parcel.",
			ParametersJsonSchema: (&jsonschema.Reflector{DoNotReference: true}).Reflect(&TrackArgs{}),
		},
	}}}
}
