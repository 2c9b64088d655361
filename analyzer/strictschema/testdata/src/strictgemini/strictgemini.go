// Package strictgemini: declared keywords checked against the profile
// the test names (the same struct is in strictopenai, strictgemini and
// strictmcp).
package strictgemini

import "github.com/invopop/jsonschema"

type SearchArgs struct {
	Query    string   `json:"query" jsonschema:"minLength=1,maxLength=200" jsonschema_description:"What to look for."` // want `query declares minLength 1, which Gemini function calling ignores \(minLength is not among the JSON Schema keywords parametersJsonSchema supports\): move it into the description \("Must not be empty\."\)` `query declares maxLength 200, which Gemini function calling ignores \(maxLength is not among the JSON Schema keywords parametersJsonSchema supports\): move it into the description \("Must be at most 200 characters long\."\)`
	Limit    int      `json:"limit" jsonschema:"minimum=1,maximum=100"`
	Ratio    float64  `json:"ratio" jsonschema:"exclusiveMinimum=0,multipleOf=0.5" jsonschema_description:"Must be greater than 0."` // want `ratio declares exclusiveMinimum 0, which Gemini function calling ignores \(exclusiveMinimum has no field in the OpenAPI Schema of parameters\): move it into the description \("Must be greater than 0\."\)` `ratio declares multipleOf 0\.5, which Gemini function calling ignores \(multipleOf has no field in the OpenAPI Schema of parameters\): move it into the description \("Must be a multiple of 0\.5\."\)`
	Tags     []string `json:"tags" jsonschema:"minItems=2,maxItems=5"`
	Some     []string `json:"some" jsonschema:"minItems=1"`
	Site     string   `json:"site" jsonschema:"format=uri"`              // want `site declares format "uri", which Gemini function calling ignores \(format "uri" is not one of the accepted formats \(date-time, date, time\)\): move it into the description \("Must be a URI\."\)`
	Email    string   `json:"email" jsonschema:"format=email"`           // want `email declares format "email", which Gemini function calling ignores \(format "email" is not one of the accepted formats \(date-time, date, time\)\): move it into the description \("Must be an email address\."\)`
	Word     string   `json:"word" jsonschema:"pattern=^(?!tmp)[a-z]+$"` // want `word declares pattern "\^\(\?!tmp\)\[a-z\]\+\$", which Gemini function calling ignores \(pattern is not among the JSON Schema keywords parametersJsonSchema supports\): move it into the description \("Must match '\^\(\?!tmp\)\[a-z\]\+\$'\."\)`
	Account  string   `json:"account" jsonschema:"pattern=^acct_"`       // want `account declares pattern "\^acct_", which Gemini function calling ignores \(pattern is not among the JSON Schema keywords parametersJsonSchema supports\): move it into the description \("Must match '\^acct_'\."\)`
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
