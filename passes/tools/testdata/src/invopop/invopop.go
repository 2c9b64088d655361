// Package invopop: structs reflected with invopop/jsonschema (structschema
// reads their tags): directly, and through a generic helper per type it is
// instantiated with; beside values of the package that reflect nothing.
package invopop

import "github.com/invopop/jsonschema"

type Direct struct { // want `tool \? \(invopop/jsonschema\): no handler; properties id, note$`
	ID   string `json:"id" jsonschema:"minLength=1"`
	Note string `json:"note,omitempty" jsonschema_description:"Free text."`
	skip string
}

type ViaHelper struct { // want `tool \? \(invopop/jsonschema\): no handler; properties when$`
	When string `json:"when" jsonschema:"format=date-time"`
}

type Embedded struct { // want `tool \? \(invopop/jsonschema\): no handler; properties id, note, extra$`
	Direct
	Extra int `json:"extra"`
}

type Ignored struct {
	ID string `json:"id"`
}

func Schemas() {
	_ = jsonschema.Reflect(&Direct{})
	_ = Generate[ViaHelper]()
	_ = Generate[Embedded]()
	// Not reflections of a struct.
	_ = jsonschema.Reflect("a string")
	_ = jsonschema.Schema{}
	_ = Ignored{}
}

func Generate[T any]() *jsonschema.Schema {
	var v T
	return jsonschema.Reflect(v)
}
