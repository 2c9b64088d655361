// Package invopopcomma: a comma inside an invopop tag value splits it.
package invopopcomma

import "github.com/invopop/jsonschema"

type Args struct {
	Code   string  `json:"code" jsonschema:"pattern=^[a-z]{3,8}$"`                     // want `the comma in jsonschema "pattern=\^\[a-z\]\{3,8\}\$" splits the option: the reflector reads pattern "\^\[a-z\]\{3" and drops the rest; escape the comma as \\,`
	Amount float64 `json:"amount" jsonschema:"description=Amount, in cents,minimum=1"` // want `the comma in jsonschema "description=Amount, in cents" splits the option`
	Safe   string  `json:"safe" jsonschema:"pattern=^[a-z]{3\\,8}$,required"`          // escaped: fine
	Unit   string  `json:"unit" jsonschema:"required,enum=celsius,fahrenheit"`         // want `the comma in jsonschema "enum=celsius,fahrenheit" splits the option: the reflector reads enum "celsius" and drops the rest; write each value as its own enum=`
}

var schema = jsonschema.Reflect(&Args{})
