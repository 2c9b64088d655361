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

// Field is one exported field of a struct as JSON sees it: its own, or
// promoted from an embedded struct.
type Field struct {
	Var      *types.Var
	Tag      reflect.StructTag
	Name     string // JSON name
	Optional bool   // json tag has omitempty or omitzero
	// Promoted is set for a field of an embedded struct: its declaration
	// is shared by every struct that embeds it.
	Promoted bool
}

// maxEmbedDepth bounds how deep embedded structs are followed.
const maxEmbedDepth = 4

// Fields returns the JSON fields of struct type t (through pointers and
// named types). An embedded struct (or pointer to an exported struct type)
// with no JSON name is flattened as encoding/json, google/jsonschema-go and
// invopop/jsonschema all do (measured), the shallower of two fields of the
// same name winning. ok is false when t is not a struct, or when the
// libraries may disagree about what it means: an embedded field with a
// JSON name (jsonschema-go flattens it, encoding/json and invopop nest
// it), of another kind, a pointer to an unexported struct (decoding fails
// at run time), two fields of one JSON name at the same depth, or two
// fields of one Go name under two JSON names.
func Fields(t types.Type) (fields []Field, ok bool) {
	st := Struct(t)
	if st == nil {
		return nil, false
	}
	type candidate struct {
		Field
		depth int
	}
	var all []candidate
	// goNames are every field met, by Go name, at its shallowest depth
	// and how many there: reflect.VisibleFields (jsonschema-go) hides a
	// field behind a shallower one of its Go name, or two at one depth,
	// whatever their JSON names.
	type visible struct{ depth, count int }
	goNames := make(map[string]visible)
	var walk func(st *types.Struct, depth int) bool
	walk = func(st *types.Struct, depth int) bool {
		for i := range st.NumFields() {
			v := st.Field(i)
			switch g, seen := goNames[v.Name()]; {
			case !seen || depth < g.depth:
				goNames[v.Name()] = visible{depth, 1}
			case depth == g.depth:
				goNames[v.Name()] = visible{depth, g.count + 1}
			}
			tag := reflect.StructTag(st.Tag(i))
			name, opts, hasOpts := strings.Cut(tag.Get("json"), ",")
			if v.Embedded() {
				inner := Struct(v.Type())
				if name != "" || inner == nil || depth+1 > maxEmbedDepth {
					return false
				}
				if p, isPtr := v.Type().Underlying().(*types.Pointer); isPtr {
					if named, ok := p.Elem().(*types.Named); !ok || !named.Obj().Exported() {
						return false
					}
				}
				if !walk(inner, depth+1) {
					return false
				}
				continue
			}
			if !v.Exported() {
				continue
			}
			if name == "-" && !hasOpts { // json:"-,": a field named "-"
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
			all = append(all, candidate{Field{Var: v, Tag: tag, Name: name, Optional: optional, Promoted: depth > 0}, depth})
		}
		return true
	}
	if !walk(st, 0) {
		return nil, false
	}
	// The shallowest field of each name wins; two at that depth: not
	// modelled (encoding/json drops both, the generators keep one).
	best := make(map[string]int)
	count := make(map[string]int)
	goName := make(map[string]string)
	for _, c := range all {
		if n, seen := goName[c.Name]; seen && n != c.Var.Name() {
			// Shadowed in JSON but not in Go: jsonschema-go keeps the
			// one it meets last, which may not be the one decoded.
			return nil, false
		}
		goName[c.Name] = c.Var.Name()
		d, seen := best[c.Name]
		switch {
		case !seen || c.depth < d:
			best[c.Name], count[c.Name] = c.depth, 1
		case c.depth == d:
			count[c.Name]++
		}
	}
	for _, c := range all {
		if c.depth != best[c.Name] {
			continue
		}
		if count[c.Name] > 1 {
			return nil, false
		}
		// A field encoding/json decodes that reflect.VisibleFields hides
		// (behind a shallower field of its Go name, an embedded struct's
		// or a json:"-" one among them, or beside another at its depth):
		// jsonschema-go leaves it out of the schema.
		if g := goNames[c.Var.Name()]; g.depth < c.depth || g.count > 1 {
			return nil, false
		}
		fields = append(fields, c.Field)
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
