// Package jsonschema is a stub of github.com/invopop/jsonschema (v0.14.0).
package jsonschema

import "reflect"

type ID string

type Schema struct {
	Type        string
	Description string
	Required    []string
	Extras      map[string]any
}

type Reflector struct {
	BaseSchemaID               ID
	Anonymous                  bool
	AssignAnchor               bool
	AllowAdditionalProperties  bool
	RequiredFromJSONSchemaTags bool
	DoNotReference             bool
	ExpandedStruct             bool
	FieldNameTag               string
	IgnoredTypes               []any
	Lookup                     func(reflect.Type) ID
	Mapper                     func(reflect.Type) *Schema
	Namer                      func(reflect.Type) string
	KeyNamer                   func(string) string
	AdditionalFields           func(reflect.Type) []reflect.StructField
	LookupComment              func(reflect.Type, string) string
	CommentMap                 map[string]string
}

func (r *Reflector) Reflect(v any) *Schema                  { return &Schema{} }
func (r *Reflector) ReflectFromType(t reflect.Type) *Schema { return &Schema{} }

func Reflect(v any) *Schema                  { return &Schema{} }
func ReflectFromType(t reflect.Type) *Schema { return &Schema{} }
