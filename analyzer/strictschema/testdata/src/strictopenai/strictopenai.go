// Package strictopenai: declared keywords checked against the profile
// the test names (the same struct is in strictopenai, strictgemini and
// strictmcp).
package strictopenai

import "github.com/invopop/jsonschema"

type SearchArgs struct {
	Query    string   `json:"query" jsonschema:"minLength=1,maxLength=200" jsonschema_description:"What to look for."`
	Limit    int      `json:"limit" jsonschema:"minimum=1,maximum=100"`
	Ratio    float64  `json:"ratio" jsonschema:"exclusiveMinimum=0,multipleOf=0.5" jsonschema_description:"Must be greater than 0."`
	Tags     []string `json:"tags" jsonschema:"minItems=2,maxItems=5"`
	Some     []string `json:"some" jsonschema:"minItems=1"`
	Site     string   `json:"site" jsonschema:"format=uri"` // want `site declares format "uri", which OpenAI strict function calling rejects \(format "uri" is not one of the accepted formats \(date-time, time, date, duration, email, hostname, ipv4, ipv6, uuid\)\): move it into the description \("Must be a URI\."\)`
	Email    string   `json:"email" jsonschema:"format=email"`
	Word     string   `json:"word" jsonschema:"pattern=^(?!tmp)[a-z]+$"`
	Account  string   `json:"account" jsonschema:"pattern=^acct_"`
	Currency string   `json:"currency" jsonschema:"enum=usd,enum=eur"`
	Note     string   `json:"note,omitempty"` // want `note is optional, but OpenAI strict function calling rejects a schema whose properties are not all required: make it required and nullable \(type \["string", "null"\]\)`
	Plain    string   `json:"plain"`
}

func GenerateSchema[T any]() *jsonschema.Schema {
	r := jsonschema.Reflector{AllowAdditionalProperties: false, DoNotReference: true}
	var v T
	return r.Reflect(v)
}

var SearchSchema = GenerateSchema[SearchArgs]()

// anyof_type would drop the pattern and the items: no fix.
type TagArgs struct {
	Code   string   `json:"code,omitempty" jsonschema:"pattern=^[A-Z]+$"` // want `code is optional, but OpenAI strict function calling rejects a schema whose properties are not all required: make it required and nullable \(type \["string", "null"\]\) \(no fix: the library writes no nullable type toolvet can declare exactly\)`
	Labels []string `json:"labels,omitempty"`                             // want `labels is optional, but OpenAI strict function calling rejects a schema whose properties are not all required: make it required and nullable \(type \["array", "null"\]\) \(no fix: the library writes no nullable type toolvet can declare exactly\)`
}

var TagSchema = GenerateSchema[TagArgs]()
