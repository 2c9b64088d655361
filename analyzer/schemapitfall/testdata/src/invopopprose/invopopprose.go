// Package invopopprose: descriptions written where invopop/jsonschema does
// not read them.
package invopopprose

import (
	"github.com/firebase/genkit/go/ai"
	"github.com/firebase/genkit/go/genkit"
	"github.com/invopop/jsonschema"
)

type Args struct {
	Account string `json:"account" jsonschema:"Destination account"`                            // want `jsonschema:"Destination account" is a description, but invopop/jsonschema reads only key=value options there and drops it: the model never sees it; write it in jsonschema_description`
	Cents   int    `json:"cents" jsonschema:"Amount in cents, at most 100000" validate:"gte=0"` // want `jsonschema:"Amount in cents, at most 100000" is a description`
	Note    string `json:"note" jsonschema:"A note" jsonschema_description:"The note"`          // want `jsonschema:"A note" is a description`
	Text    string `json:"text" description:"Text to encode"`                                   // want `description:"Text to encode" is read by no invopop/jsonschema reflector`
	Kept    string `json:"kept" description:"Other reader" jsonschema_description:"Kept"`       // read: fine
	Skipped string `json:"-" jsonschema:"-"`                                                    // a flag: fine
	Req     string `json:"req" jsonschema:"required"`                                           // a flag: fine
	Opts    string `json:"opts" jsonschema:"description=Options,minLength=1"`                   // options: fine
}

var schema = jsonschema.Reflect(&Args{})

type EncodeIn struct {
	Text   string `json:"text" description:"Text to encode/decode"`                  // want `description:"Text to encode/decode" is read by no invopop/jsonschema reflector`
	Method string `json:"method" description:"Method: base64_encode, base64_decode"` // want `description:"Method: base64_encode, base64_decode" is read by no invopop/jsonschema reflector`
}

func Register(g *genkit.Genkit) {
	genkit.DefineTool(g, "text_encode", "Encode or decode text.", func(ctx *ai.ToolContext, in EncodeIn) (string, error) {
		return in.Text, nil
	})
}

// Plain is no tool input: its tags are not read.
type Plain struct {
	Name string `json:"name" jsonschema:"The name"`
}
