// Package strictcodefixed is strictcode after strictschema's fix under
// anthropic-strict: the descriptions state each bound, so representable
// has nothing to ask.
package strictcodefixed

import "github.com/invopop/jsonschema"

type Args struct {
	Limit int `json:"limit" validate:"lte=50" jsonschema_description:"Must be at most 50."`
	Floor int `json:"floor" validate:"gte=5" jsonschema_description:"Must be at least 10."`
	Page  int `json:"page" validate:"lt=10" jsonschema_description:"Must be at most 9."`
}

func GenerateSchema[T any]() *jsonschema.Schema {
	r := jsonschema.Reflector{AllowAdditionalProperties: false, DoNotReference: true}
	var v T
	return r.Reflect(v)
}

var ArgsSchema = GenerateSchema[Args]()
