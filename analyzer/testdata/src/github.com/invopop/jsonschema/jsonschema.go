// Package jsonschema is a stub of github.com/invopop/jsonschema (v0.14.0).
package jsonschema

type Schema struct {
	Type        string
	Description string
}

type Reflector struct {
	AllowAdditionalProperties  bool
	DoNotReference             bool
	RequiredFromJSONSchemaTags bool
}

func (r *Reflector) Reflect(v any) *Schema { return &Schema{} }

func Reflect(v any) *Schema { return &Schema{} }
