// Package strictmcp: declared keywords checked against the profile
// the test names (the same struct is in strictopenai, strictgemini and
// strictmcp).
package strictmcp

import "github.com/invopop/jsonschema"

type SearchArgs struct {
	Query    string   `json:"query" jsonschema:"minLength=1,maxLength=200" jsonschema_description:"What to look for."`
	Limit    int      `json:"limit" jsonschema:"minimum=1,maximum=100"`
	Ratio    float64  `json:"ratio" jsonschema:"exclusiveMinimum=0,multipleOf=0.5" jsonschema_description:"Must be greater than 0."`
	Tags     []string `json:"tags" jsonschema:"minItems=2,maxItems=5"`
	Some     []string `json:"some" jsonschema:"minItems=1"`
	Site     string   `json:"site" jsonschema:"format=uri"`
	Email    string   `json:"email" jsonschema:"format=email"`
	Word     string   `json:"word" jsonschema:"pattern=^(?!tmp)[a-z]+$"`
	Account  string   `json:"account" jsonschema:"pattern=^acct_"`
	Currency string   `json:"currency" jsonschema:"enum=usd,enum=eur"`
	Note     string   `json:"note,omitempty"`
	Plain    string   `json:"plain"`
}

func GenerateSchema[T any]() *jsonschema.Schema {
	r := jsonschema.Reflector{AllowAdditionalProperties: false, DoNotReference: true}
	var v T
	return r.Reflect(v)
}

var SearchSchema = GenerateSchema[SearchArgs]()
