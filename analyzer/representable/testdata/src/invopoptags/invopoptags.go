// Package invopoptags: the openai-go README idiom, a struct reflected by a
// GenerateSchema[T]() helper; invopop tags take keywords.
package invopoptags

import "github.com/invopop/jsonschema"

type TransferArgs struct {
	AccountID string  `json:"accountId" jsonschema:"description=Destination account" validate:"required,startswith=acct_"` // want `accountId must start with "acct_", but the schema does not say so: declare pattern "\^acct_"`
	Amount    float64 `json:"amount" jsonschema:"minimum=1,maximum=10000" validate:"gte=1,lte=5000"`                       // want `amount must be at most 5000, but the schema declares maximum 10000: declare maximum 5000`
	Currency  string  `json:"currency" validate:"oneof=usd eur"`                                                           // want `currency must be one of "usd", "eur", but the schema does not say so: declare enum \["usd", "eur"\]`
	Code      string  `json:"code" validate:"len=6"`                                                                       // want `code must be exactly 6 characters long, but the schema does not say so: declare minLength 6, maxLength 6`
	Ref       string  `json:"ref,omitempty" jsonschema:"pattern=^[0-9]{3\\,4}$" validate:"omitempty,max=4"`                // want `ref must be at most 4 characters long, but the schema does not say so: declare maxLength 4`
	// A description written where the reflector drops it (schemapitfall
	// moves it to jsonschema_description): the keyword's fix moves it the
	// same way, so that applying both fixes leaves one key.
	Memo string `json:"memo" jsonschema:"A note for the payee." validate:"max=140"` // want `memo must be at most 140 characters long, but the schema does not say so: declare maxLength 140`
}

func GenerateSchema[T any]() *jsonschema.Schema {
	r := jsonschema.Reflector{AllowAdditionalProperties: false, DoNotReference: true}
	var v T
	return r.Reflect(v)
}

var TransferSchema = GenerateSchema[TransferArgs]()
