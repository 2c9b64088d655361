// Package profopenai: an invopop-reflected tool input checked under the
// profile the test names (the same struct is in profopenai,
// profanthropic and profgemini): each rule's fix channel, keyword or
// description, follows what the profile accepts.
package profopenai

import (
	"errors"
	"regexp"

	"github.com/invopop/jsonschema"
)

type TransferArgs struct {
	AccountID string   `json:"accountId" jsonschema_description:"Destination account." validate:"required,startswith=acct_"` // want `accountId must start with "acct_", but the schema does not say so: declare pattern "\^acct_"`
	Amount    float64  `json:"amount" validate:"gte=1,lte=5000"`                                                             // want `amount must be at least 1 and at most 5000, but the schema does not say so: declare minimum 1, maximum 5000`
	Code      string   `json:"code" validate:"len=6"`                                                                        // want `code must be exactly 6 characters long, but the schema does not say so: declare minLength 6, maxLength 6`
	Email     string   `json:"email" validate:"email"`                                                                       // want `email must be an email address, but the schema does not say so: declare format "email"`
	Site      string   `json:"site" validate:"url"`                                                                          // want `site must be a URI, but the schema does not say so: state it in its description \(OpenAI strict function calling: format "uri" is not one of the accepted formats \(date-time, time, date, duration, email, hostname, ipv4, ipv6, uuid\)\)`
	Tags      []string `json:"tags" validate:"min=2,max=5"`                                                                  // want `tags must have at least 2 items and at most 5 items, but the schema does not say so: declare minItems 2, maxItems 5`
	Ref       string   `json:"ref"`
	Note      string   `json:"note" jsonschema_description:"Free text, at most 200 characters." validate:"max=200"` // want `note must be at most 200 characters long, but only the description says so, in prose: declare maxLength 200`
	Limit     int      `json:"limit" jsonschema:"maximum=100" validate:"lte=50"`                                    // want `limit must be at most 50, but the schema declares maximum 100: declare maximum 50`
}

var refRE = regexp.MustCompile(`^\bref[0-9]+$`)

func (a TransferArgs) Validate() error {
	if !refRE.MatchString(a.Ref) { // want `ref must match "\^\\\\bref\[0-9\]\+\$", but the schema does not say so: declare pattern "\^\\\\bref\[0-9\]\+\$"`
		return errors.New("bad ref")
	}
	return nil
}

func GenerateSchema[T any]() *jsonschema.Schema {
	r := jsonschema.Reflector{AllowAdditionalProperties: false, DoNotReference: true}
	var v T
	return r.Reflect(v)
}

var TransferSchema = GenerateSchema[TransferArgs]()
