// Package strictcode: under anthropic-strict a declared bound must leave
// the schema; where the code enforces a stricter one, the description
// states the code's (the fixed file is strictcodefixed, on which
// representable then finds nothing: one run of fixes is enough).
package strictcode

import "github.com/invopop/jsonschema"

type Args struct {
	Limit int `json:"limit" jsonschema:"maximum=100" validate:"lte=50"` // want `limit declares maximum 100, which Anthropic strict tool use rejects \(numerical constraints \(minimum, maximum, multipleOf\) are not supported\): move it into the description as the code enforces it \("Must be at most 50\."\)`
	Floor int `json:"floor" jsonschema:"minimum=10" validate:"gte=5"`   // want `floor declares minimum 10, which Anthropic strict tool use rejects \(numerical constraints \(minimum, maximum, multipleOf\) are not supported\): move it into the description \("Must be at least 10\."\)`
	Page  int `json:"page" jsonschema:"maximum=9" validate:"lt=10"`     // want `page declares maximum 9, which Anthropic strict tool use rejects \(numerical constraints \(minimum, maximum, multipleOf\) are not supported\): move it into the description \("Must be at most 9\."\)`
}

func GenerateSchema[T any]() *jsonschema.Schema {
	r := jsonschema.Reflector{AllowAdditionalProperties: false, DoNotReference: true}
	var v T
	return r.Reflect(v)
}

var ArgsSchema = GenerateSchema[Args]()
