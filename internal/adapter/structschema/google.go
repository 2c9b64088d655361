package structschema

import (
	"go/types"
	"math"
	"reflect"
	"regexp"
	"strings"

	"github.com/toolvet/toolvet/internal/gostruct"
	"github.com/toolvet/toolvet/internal/model"
)

// The schema google/jsonschema-go's For infers for a field's Go type, as
// go-sdk sends it for a typed handler's input and mcp-go for
// WithInputSchema[T] (measured against jsonschema-go v0.4.3 and mcp-go
// v1.2.1, the runtime listings of example/sdkshapes and example/shapes):
//
//   - a pointer or a slice also admits null: {"type": ["null", "array"]};
//     an array has its length as minItems and maxItems;
//   - a sized or unsigned integer declares its range (int8: minimum -128,
//     maximum 127; uint: minimum 0), []byte included (an array of 0..255);
//   - a struct is a closed object of its JSON fields, required unless
//     omitempty or omitzero, its jsonschema tag the description (mcp-go:
//     jsonschema_description first, and enum= options);
//   - a map keyed by strings is an object of its values;
//   - time.Time, log/slog.Level and math/big's numbers are strings;
//   - an interface admits anything: the schema true.
//
// mcp-go falls back to a reading of its own for a type whose fields carry
// jsonschema enum= options (which jsonschema-go refuses): no null and no
// array length there.

// wordEq is jsonschema-go's test of a tag that starts with WORD=.
var wordEq = regexp.MustCompile("^[^ \t\n]*=")

// maxWireDepth bounds how deep nested types are written.
const maxWireDepth = 8

// googleWire returns the schema For writes for a value of type t: a
// map[string]any, or true for any value; ok is false where For refuses
// t (a cycle, a channel, a function, a map keyed by other than strings,
// a struct toolvet does not model, a tag starting with WORD= under go-sdk,
// an option other than enum= under mcp-go) or writes what toolvet does not
// read.
func googleWire(t types.Type, d Dialect) (any, bool) {
	if d == MCPGo && hasEnumOption(t, 0) {
		return mcpgoFallbackWire(t, 0)
	}
	return forType(t, d, make(map[*types.Named]bool), 0)
}

func forType(t types.Type, d Dialect, seen map[*types.Named]bool, depth int) (any, bool) {
	if depth > maxWireDepth {
		return nil, false
	}
	nullable := false
	for {
		p, ok := t.Underlying().(*types.Pointer)
		if !ok {
			break
		}
		nullable, t = true, p.Elem()
	}
	if named, ok := types.Unalias(t).(*types.Named); ok {
		if seen[named] {
			return nil, false // For refuses a cycle
		}
		seen[named] = true
		defer delete(seen, named)
		if stringTypes[qualified(named)] {
			return withNull(map[string]any{"type": "string"}, nullable), true
		}
	}
	s := make(map[string]any)
	switch u := t.Underlying().(type) {
	case *types.Basic:
		if !basicWire(u, s) {
			return nil, false
		}
	case *types.Interface:
		return true, true
	case *types.Map:
		if !isStringKey(u.Key()) {
			return nil, false
		}
		v, ok := forType(u.Elem(), d, seen, depth+1)
		if !ok {
			return nil, false
		}
		s["type"], s["additionalProperties"] = "object", v
	case *types.Slice:
		items, ok := forType(u.Elem(), d, seen, depth+1)
		if !ok {
			return nil, false
		}
		s["type"], s["items"] = []any{"null", "array"}, items
		return s, true // already nullable: a pointer to it is the same
	case *types.Array:
		items, ok := forType(u.Elem(), d, seen, depth+1)
		if !ok {
			return nil, false
		}
		s["type"], s["items"] = "array", items
		s["minItems"], s["maxItems"] = float64(u.Len()), float64(u.Len())
	case *types.Struct:
		props, required, ok := structWire(t, d, func(ft types.Type) (any, bool) { return forType(ft, d, seen, depth+1) })
		if !ok {
			return nil, false
		}
		s["type"], s["additionalProperties"] = "object", false
		if len(props) > 0 {
			s["properties"] = props
		}
		if len(required) > 0 {
			s["required"] = required
		}
	default:
		return nil, false
	}
	return withNull(s, nullable), true
}

// setGoogleWire gives a property of Go type t, whose own description, enum
// and required are read from its tags, what else For writes for it: its
// type as the model is shown it (time.Time a string), whether it admits
// null, and its items, properties, range and length (Wire).
func setGoogleWire(p *model.Property, t types.Type, d Dialect) {
	w, ok := googleWire(t, d)
	if !ok {
		return
	}
	m, isMap := w.(map[string]any)
	if !isMap {
		p.AnyValue = true
		return
	}
	for k, v := range m {
		switch k {
		case "description", "enum":
			continue
		case "type":
			// The type the model is shown: time.Time's is a string.
			switch v := v.(type) {
			case string:
				p.Type = v
			case []any:
				p.Type, p.Nullable = v[1].(string), true
			}
			continue
		}
		setWire(p, k, v)
	}
}

// structWire writes the properties of struct type t, each by its type's
// schema (of), its description and, under mcp-go, its enum.
func structWire(t types.Type, d Dialect, of func(types.Type) (any, bool)) (map[string]any, []any, bool) {
	fields, ok := gostruct.Fields(t)
	if !ok {
		return nil, nil, false
	}
	props := make(map[string]any, len(fields))
	var required []any
	for _, f := range fields {
		fs, ok := of(f.Var.Type())
		if !ok {
			return nil, nil, false
		}
		desc, enum, ok := fieldAnnotations(f.Tag, d)
		if !ok {
			return nil, nil, false
		}
		if desc != "" || len(enum) > 0 {
			m, isMap := fs.(map[string]any)
			if !isMap {
				m = map[string]any{} // the schema true, given a description
			}
			if desc != "" {
				m["description"] = desc
			}
			if len(enum) > 0 {
				m["enum"] = enum
			}
			fs = m
		}
		props[f.Name] = fs
		if !f.Optional {
			required = append(required, f.Name)
		}
	}
	return props, required, true
}

// fieldAnnotations returns the description and enum a field's tags give
// its schema: under go-sdk the jsonschema tag whole, refused when it starts
// with WORD=; under mcp-go jsonschema_description, else the jsonschema
// tag's words, and its enum= options (any other option empties the
// schema: refused).
func fieldAnnotations(tag reflect.StructTag, d Dialect) (string, []any, bool) {
	js, hasJS := tag.Lookup("jsonschema")
	if d == Google {
		if hasJS && (js == "" || wordEq.MatchString(js)) {
			return "", nil, false
		}
		return js, nil, true
	}
	desc, _ := tag.Lookup("jsonschema_description")
	desc = strings.TrimSpace(desc)
	var words []string
	var enum []any
	for part := range strings.SplitSeq(js, ",") {
		part = strings.TrimSpace(part)
		switch {
		case part == "":
		case strings.HasPrefix(part, "enum="):
			enum = append(enum, strings.TrimPrefix(part, "enum="))
		case strings.Contains(part, "="):
			return "", nil, false
		default:
			words = append(words, part)
		}
	}
	if desc == "" {
		desc = strings.Join(words, ", ")
	}
	return desc, enum, true
}

// hasEnumOption reports whether a struct reached from t has a field whose
// jsonschema tag jsonschema-go refuses (WORD=): mcp-go then reads t by
// its fallback.
func hasEnumOption(t types.Type, depth int) bool {
	if depth > maxWireDepth {
		return false
	}
	switch u := t.Underlying().(type) {
	case *types.Pointer:
		return hasEnumOption(u.Elem(), depth+1)
	case *types.Slice:
		return hasEnumOption(u.Elem(), depth+1)
	case *types.Array:
		return hasEnumOption(u.Elem(), depth+1)
	case *types.Map:
		return hasEnumOption(u.Elem(), depth+1)
	case *types.Struct:
		fields, _ := gostruct.Fields(t)
		for _, f := range fields {
			if js, ok := f.Tag.Lookup("jsonschema"); ok && wordEq.MatchString(js) {
				return true
			}
			if hasEnumOption(f.Var.Type(), depth+1) {
				return true
			}
		}
	}
	return false
}

// mcpgoFallbackWire is mcp-go's reading of a type jsonschema-go refuses
// for its enum= options: each part that For accepts by For, the rest
// field by field, without null or array lengths.
func mcpgoFallbackWire(t types.Type, depth int) (any, bool) {
	if depth > maxWireDepth {
		return nil, false
	}
	if !hasEnumOption(t, 0) {
		return forType(t, MCPGo, make(map[*types.Named]bool), depth)
	}
	switch u := t.Underlying().(type) {
	case *types.Pointer:
		return mcpgoFallbackWire(u.Elem(), depth+1)
	case *types.Slice, *types.Array:
		items, ok := mcpgoFallbackWire(u.(interface{ Elem() types.Type }).Elem(), depth+1)
		if !ok {
			return nil, false
		}
		return map[string]any{"type": "array", "items": items}, true
	case *types.Map:
		if !isStringKey(u.Key()) {
			return nil, false
		}
		v, ok := mcpgoFallbackWire(u.Elem(), depth+1)
		if !ok {
			return nil, false
		}
		return map[string]any{"type": "object", "additionalProperties": v}, true
	case *types.Struct:
		props, required, ok := structWire(t, MCPGo, func(ft types.Type) (any, bool) { return mcpgoFallbackWire(ft, depth+1) })
		if !ok {
			return nil, false
		}
		// mcp-go writes {"not": {}} for the additional properties,
		// which jsonschema-go marshals as false.
		s := map[string]any{"type": "object", "properties": props, "additionalProperties": false}
		if len(required) > 0 {
			s["required"] = required
		}
		return s, true
	}
	return nil, false
}

// stringTypes are the types For writes as strings, by a schema of its own.
var stringTypes = map[string]bool{
	"time.Time": true, "log/slog.Level": true,
	"math/big.Int": true, "math/big.Rat": true, "math/big.Float": true,
}

func qualified(n *types.Named) string {
	if n.Obj().Pkg() == nil {
		return n.Obj().Name()
	}
	return n.Obj().Pkg().Path() + "." + n.Obj().Name()
}

// basicWire writes the schema of a basic type into s; false for a kind
// For refuses (complex numbers, unsafe pointers).
func basicWire(b *types.Basic, s map[string]any) bool {
	lo, hi := 0.0, 0.0
	switch b.Kind() {
	case types.Bool:
		s["type"] = "boolean"
		return true
	case types.String:
		s["type"] = "string"
		return true
	case types.Float32, types.Float64:
		s["type"] = "number"
		return true
	case types.Int, types.Int64:
		s["type"] = "integer"
		return true
	case types.Uint, types.Uint64, types.Uintptr:
		s["type"], s["minimum"] = "integer", 0.0
		return true
	case types.Int8:
		lo, hi = math.MinInt8, math.MaxInt8
	case types.Int16:
		lo, hi = math.MinInt16, math.MaxInt16
	case types.Int32:
		lo, hi = math.MinInt32, math.MaxInt32
	case types.Uint8:
		hi = math.MaxUint8
	case types.Uint16:
		hi = math.MaxUint16
	case types.Uint32:
		hi = math.MaxUint32
	default:
		return false
	}
	s["type"], s["minimum"], s["maximum"] = "integer", lo, hi
	return true
}

// isStringKey reports whether a map keyed by k is an object to For: a
// string kind, or a type that marshals itself to text.
func isStringKey(k types.Type) bool {
	if b, ok := k.Underlying().(*types.Basic); ok && b.Info()&types.IsString != 0 {
		return true
	}
	return types.NewMethodSet(k).Lookup(nil, "MarshalText") != nil
}

// withNull makes s admit null, as For does for a value behind a pointer.
func withNull(s map[string]any, nullable bool) map[string]any {
	if typ, ok := s["type"].(string); ok && nullable {
		s["type"] = []any{"null", typ}
	}
	return s
}
