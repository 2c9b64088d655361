// Package jsonschema is a stub of github.com/google/jsonschema-go/jsonschema
// (v0.4.3, the version go-sdk v1.8.0 requires) with the same field names,
// types and signatures, for analysistest. The real module is exercised end
// to end through the example module.
package jsonschema

import (
	"encoding/json"
	"reflect"
)

// Schema is a JSON Schema (draft 2020-12) as the real package declares it.
type Schema struct {
	Schema  string             `json:"$schema,omitempty"`
	ID      string             `json:"$id,omitempty"`
	Ref     string             `json:"$ref,omitempty"`
	Comment string             `json:"$comment,omitempty"`
	Defs    map[string]*Schema `json:"$defs,omitempty"`

	Title       string          `json:"title,omitempty"`
	Description string          `json:"description,omitempty"`
	Default     json.RawMessage `json:"default,omitempty"`
	Deprecated  bool            `json:"deprecated,omitempty"`
	ReadOnly    bool            `json:"readOnly,omitempty"`
	WriteOnly   bool            `json:"writeOnly,omitempty"`
	Examples    []any           `json:"examples,omitempty"`

	Type             string   `json:"-"`
	Types            []string `json:"-"`
	Enum             []any    `json:"enum,omitempty"`
	Const            *any     `json:"const,omitempty"`
	MultipleOf       *float64 `json:"multipleOf,omitempty"`
	Minimum          *float64 `json:"minimum,omitempty"`
	Maximum          *float64 `json:"maximum,omitempty"`
	ExclusiveMinimum *float64 `json:"exclusiveMinimum,omitempty"`
	ExclusiveMaximum *float64 `json:"exclusiveMaximum,omitempty"`
	MinLength        *int     `json:"minLength,omitempty"`
	MaxLength        *int     `json:"maxLength,omitempty"`
	Pattern          string   `json:"pattern,omitempty"`

	PrefixItems []*Schema `json:"prefixItems,omitempty"`
	Items       *Schema   `json:"-"`
	MinItems    *int      `json:"minItems,omitempty"`
	MaxItems    *int      `json:"maxItems,omitempty"`
	UniqueItems bool      `json:"uniqueItems,omitempty"`

	MinProperties        *int                `json:"minProperties,omitempty"`
	MaxProperties        *int                `json:"maxProperties,omitempty"`
	Required             []string            `json:"required,omitempty"`
	DependentRequired    map[string][]string `json:"dependentRequired,omitempty"`
	Properties           map[string]*Schema  `json:"properties,omitempty"`
	PatternProperties    map[string]*Schema  `json:"patternProperties,omitempty"`
	AdditionalProperties *Schema             `json:"additionalProperties,omitempty"`

	AllOf []*Schema `json:"allOf,omitempty"`
	AnyOf []*Schema `json:"anyOf,omitempty"`
	OneOf []*Schema `json:"oneOf,omitempty"`
	Not   *Schema   `json:"not,omitempty"`

	If               *Schema            `json:"if,omitempty"`
	Then             *Schema            `json:"then,omitempty"`
	Else             *Schema            `json:"else,omitempty"`
	DependentSchemas map[string]*Schema `json:"dependentSchemas,omitempty"`

	Format string `json:"format,omitempty"`

	Extra map[string]any `json:"-"`

	PropertyOrder []string `json:"-"`
}

// ForOptions are options for For.
type ForOptions struct {
	IgnoreInvalidTypes bool
	TypeSchemas        map[reflect.Type]*Schema
}

// For infers a schema from T.
func For[T any](opts *ForOptions) (*Schema, error) { return &Schema{}, nil }

// ForType infers a schema from t.
func ForType(t reflect.Type, opts *ForOptions) (*Schema, error) { return &Schema{}, nil }

// Ptr returns a pointer to a new variable whose value is x.
func Ptr[T any](x T) *T { return &x }
