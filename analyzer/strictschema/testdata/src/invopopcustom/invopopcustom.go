// Package invopopcustom: a field whose type writes its own invopop schema
// (a JSONSchema method) is out of sight: neither its tag nor its Go type
// says what the reflector writes, so no keyword is declared there and no
// optional field is rewritten; the plain field next to it is checked.
package invopopcustom

import (
	"errors"
	"strings"

	"github.com/invopop/jsonschema"
)

// Level writes its schema itself: a string.
type Level int

func (Level) JSONSchema() *jsonschema.Schema {
	return &jsonschema.Schema{Type: "string", Description: "low or high"}
}

type Args struct {
	Lvl  Level  `json:"lvl,omitempty" jsonschema:"maximum=5"`
	Code string `json:"code" jsonschema:"maxLength=4"` // want `code declares maxLength 4, which Anthropic strict tool use rejects \(string constraints \(minLength, maxLength\) are not supported\): move it into the description \("Must be at most 4 characters long\."\)`
	Ref  string `json:"ref"`
}

func (a Args) Validate() error {
	if a.Lvl > 5 {
		return errors.New("lvl out of range")
	}
	if !strings.HasPrefix(a.Ref, "r_") {
		return errors.New("bad ref")
	}
	return nil
}

func GenerateSchema[T any]() *jsonschema.Schema {
	r := jsonschema.Reflector{AllowAdditionalProperties: false, DoNotReference: true}
	var v T
	return r.Reflect(v)
}

var ArgsSchema = GenerateSchema[Args]()
