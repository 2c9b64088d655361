// Package strictanthropic: declared keywords checked against the profile
// the test names (the same struct is in strictopenai, strictgemini and
// strictmcp).
package strictanthropic

import "github.com/invopop/jsonschema"

type SearchArgs struct {
	Query    string   `json:"query" jsonschema:"minLength=1,maxLength=200" jsonschema_description:"What to look for."`               // want `query declares minLength 1, which Anthropic strict tool use rejects \(string constraints \(minLength, maxLength\) are not supported\): move it into the description \("Must not be empty\."\)` `query declares maxLength 200, which Anthropic strict tool use rejects \(string constraints \(minLength, maxLength\) are not supported\): move it into the description \("Must be at most 200 characters long\."\)`
	Limit    int      `json:"limit" jsonschema:"minimum=1,maximum=100"`                                                              // want `limit declares minimum 1, which Anthropic strict tool use rejects \(numerical constraints \(minimum, maximum, multipleOf\) are not supported\): move it into the description \("Must be at least 1\."\)` `limit declares maximum 100, which Anthropic strict tool use rejects \(numerical constraints \(minimum, maximum, multipleOf\) are not supported\): move it into the description \("Must be at most 100\."\)`
	Ratio    float64  `json:"ratio" jsonschema:"exclusiveMinimum=0,multipleOf=0.5" jsonschema_description:"Must be greater than 0."` // want `ratio declares exclusiveMinimum 0, which Anthropic strict tool use rejects \(numerical constraints \(minimum, maximum, multipleOf\) are not supported\): move it into the description \("Must be greater than 0\."\)` `ratio declares multipleOf 0\.5, which Anthropic strict tool use rejects \(numerical constraints \(minimum, maximum, multipleOf\) are not supported\): move it into the description \("Must be a multiple of 0\.5\."\)`
	Tags     []string `json:"tags" jsonschema:"minItems=2,maxItems=5"`                                                               // want `tags declares minItems 2, which Anthropic strict tool use rejects \(minItems above 1 is not supported\): move it into the description \("Must have at least 2 items\."\)` `tags declares maxItems 5, which Anthropic strict tool use rejects \(array constraints beyond minItems 0 or 1 are not supported\): move it into the description \("Must have at most 5 items\."\)`
	Some     []string `json:"some" jsonschema:"minItems=1"`
	Site     string   `json:"site" jsonschema:"format=uri"`
	Email    string   `json:"email" jsonschema:"format=email"`
	Word     string   `json:"word" jsonschema:"pattern=^(?!tmp)[a-z]+$"` // want `word declares pattern "\^\(\?!tmp\)\[a-z\]\+\$", which Anthropic strict tool use rejects \(the pattern uses a lookahead, which strict patterns do not support\): move it into the description \("Must match '\^\(\?!tmp\)\[a-z\]\+\$'\."\)`
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
