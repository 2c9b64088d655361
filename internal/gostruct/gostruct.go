// Package gostruct answers how Go struct types meet JSON: the name a field
// decodes from, whether schema inference makes it required, and the JSON
// type of a Go type. Argument structs of typed handlers and struct-derived
// schemas both need it, the same way encoding/json does it.
package gostruct

import (
	"go/types"
	"reflect"
	"strings"
)

// Field is one exported, non-embedded field of a struct as JSON sees it.
type Field struct {
	Var      *types.Var
	Tag      reflect.StructTag
	Name     string // JSON name
	Optional bool   // json tag has omitempty or omitzero
}

// Fields returns the JSON fields of struct type t (through pointers and
// named types). ok is false when t is not a struct, or has embedded fields
// (their promotion rules are not modelled: the caller should treat the
// schema as out of sight).
func Fields(t types.Type) (fields []Field, ok bool) {
	st := Struct(t)
	if st == nil {
		return nil, false
	}
	for i := range st.NumFields() {
		v := st.Field(i)
		if v.Embedded() {
			return nil, false
		}
		if !v.Exported() {
			continue
		}
		tag := reflect.StructTag(st.Tag(i))
		name, opts, _ := strings.Cut(tag.Get("json"), ",")
		if name == "-" && opts == "" {
			continue
		}
		if name == "" {
			name = v.Name()
		}
		optional := false
		for _, o := range strings.Split(opts, ",") {
			if o == "omitempty" || o == "omitzero" {
				optional = true
			}
		}
		fields = append(fields, Field{Var: v, Tag: tag, Name: name, Optional: optional})
	}
	return fields, true
}

// Struct returns the struct type underlying t, through one pointer.
func Struct(t types.Type) *types.Struct {
	if t == nil {
		return nil
	}
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	st, _ := t.Underlying().(*types.Struct)
	return st
}

// JSONName returns the JSON name of field in struct type t.
func JSONName(t types.Type, field *types.Var) (string, bool) {
	fields, _ := Fields(t)
	for _, f := range fields {
		if f.Var == field {
			return f.Name, true
		}
	}
	return "", false
}

// JSONType returns the JSON type a Go type decodes from, or "".
func JSONType(t types.Type) string {
	if t == nil {
		return ""
	}
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	switch u := t.Underlying().(type) {
	case *types.Basic:
		switch {
		case u.Info()&types.IsString != 0:
			return "string"
		case u.Info()&types.IsInteger != 0:
			return "integer"
		case u.Info()&types.IsFloat != 0:
			return "number"
		case u.Info()&types.IsBoolean != 0:
			return "boolean"
		}
	case *types.Slice, *types.Array:
		return "array"
	case *types.Map, *types.Struct:
		return "object"
	}
	return ""
}
