// Package owntypecross defines a tool of the server's own type whose
// handler checks a rule over two arguments: the model reads it only in
// the tool's description.
package owntypecross

import (
	"errors"

	"github.com/google/jsonschema-go/jsonschema"

	"example.com/factsmod/owntypeapi"
)

// Move is the tool.
var Move = owntypeapi.ServerTool{
	Tool: owntypeapi.Tool{
		Name:        "volume_move",
		Description: "Move a volume to another zone.",
		InputSchema: &jsonschema.Schema{
			Type: "object",
			Properties: map[string]*jsonschema.Schema{
				"from": {Type: "string"},
				"to":   {Type: "string"},
			},
			Required: []string{"from", "to"},
		},
	},
	Handler: move,
}

func move(params owntypeapi.Params) (*owntypeapi.Result, error) {
	from, err := owntypeapi.RequiredString(params, "from")
	if err != nil {
		return owntypeapi.NewResult("", err), nil
	}
	to, err := owntypeapi.RequiredString(params, "to")
	if err != nil {
		return owntypeapi.NewResult("", err), nil
	}
	if from == to { // want `the rule over from and to \(from == to\) is in no description the model reads: add "from must differ from to." to the description of tool "volume_move"`
		return owntypeapi.NewResult("", errors.New("the zones must differ")), nil
	}
	return owntypeapi.NewResult("moved", nil), nil
}
