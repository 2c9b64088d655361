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

// wireStatus says what For makes of a type.
type wireStatus int

const (
	// wireWritten: the schema is written.
	wireWritten wireStatus = iota
	// wireInvalid: For refuses the type (a channel, a function, a
	// complex number, a map keyed by other than strings): go-sdk's
	// AddTool panics; mcp-go, which ignores invalid types, leaves the
	// field out of its struct.
	wireInvalid
	// wireUnknown: toolvet does not write what the library does with
	// it (a cycle, which For refuses whole; a struct gostruct does not
	// model; a tag For or mcp-go refuses; too deep).
	wireUnknown
)

// googleWire returns the schema For writes for a value of type t: a
// map[string]any, or true for any value, when the status is wireWritten.
func googleWire(t types.Type, d Dialect) (any, wireStatus) {
	if d == MCPGo && mcpgoEmpties(t) {
		return nil, wireUnknown // no schema at all
	}
	if d == MCPGo && hasEnumOption(t, 0) {
		return mcpgoFallbackWire(t, 0)
	}
	return forType(t, d, make(map[*types.Named]bool), 0)
}

// forType is For's forType for t, read with the tags of dialect d: under
// MCPGo mcp-go's annotations, except below a map whose key is not of a
// string kind, which mcp-go does not annotate (For's own reading, Google's
// but for refusing WORD=, which For refuses before mcp-go reads any tag).
func forType(t types.Type, d Dialect, seen map[*types.Named]bool, depth int) (any, wireStatus) {
	if depth > maxWireDepth {
		return nil, wireUnknown
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
			return nil, wireUnknown // For refuses a cycle
		}
		seen[named] = true
		defer delete(seen, named)
		if stringTypes[qualified(named)] {
			return withNull(map[string]any{"type": "string"}, nullable), wireWritten
		}
	}
	s := make(map[string]any)
	switch u := t.Underlying().(type) {
	case *types.Basic:
		if !basicWire(u, s) {
			return nil, wireInvalid
		}
	case *types.Interface:
		return true, wireWritten
	case *types.Map:
		if !isStringKey(u.Key()) {
			return nil, wireInvalid
		}
		vd := d
		if b, ok := u.Key().Underlying().(*types.Basic); d == MCPGo && (!ok || b.Info()&types.IsString == 0) {
			vd = plainFor
		}
		v, st := forType(u.Elem(), vd, seen, depth+1)
		if st != wireWritten {
			return nil, st
		}
		s["type"], s["additionalProperties"] = "object", v
	case *types.Slice:
		items, st := forType(u.Elem(), d, seen, depth+1)
		if st != wireWritten {
			return nil, st
		}
		s["type"], s["items"] = []any{"null", "array"}, items
		return s, wireWritten // already nullable: a pointer to it is the same
	case *types.Array:
		items, st := forType(u.Elem(), d, seen, depth+1)
		if st != wireWritten {
			return nil, st
		}
		s["type"], s["items"] = "array", items
		s["minItems"], s["maxItems"] = float64(u.Len()), float64(u.Len())
	case *types.Struct:
		props, required, st := structWire(t, d, func(ft types.Type) (any, wireStatus) { return forType(ft, d, seen, depth+1) })
		if st != wireWritten {
			return nil, st
		}
		s["type"], s["additionalProperties"] = "object", false
		if len(props) > 0 {
			s["properties"] = props
		}
		if len(required) > 0 {
			s["required"] = required
		}
	default:
		return nil, wireInvalid
	}
	return withNull(s, nullable), wireWritten
}

// plainFor is For's own reading of tags, below what mcp-go annotates: the
// jsonschema tag whole as the description.
const plainFor Dialect = -1

// setGoogleWire gives a property of Go type t, whose own description, enum
// and required are read from its tags, what else For writes for it: its
// type as the model is shown it (time.Time a string), whether it admits
// null, and its items, properties, range and length (Wire). It reports
// whether the property is on the wire at all: mcp-go leaves out a field
// of a type For refuses.
func setGoogleWire(p *model.Property, t types.Type, d Dialect) bool {
	w, st := googleWire(t, d)
	switch st {
	case wireInvalid:
		if d == MCPGo {
			return false
		}
		p.Unread = append(p.Unread, model.Unread{Pos: p.Pos, Key: nestedKey(t), Why: "a field of a type google/jsonschema-go refuses (go-sdk's AddTool panics)"})
		return true
	case wireUnknown:
		p.Unread = append(p.Unread, model.Unread{Pos: p.Pos, Key: nestedKey(t), Why: "the schema the library infers for the field's type (a recursive type, an embedded field toolvet does not model, or a tag the library refuses)"})
		return true
	}
	m, isMap := w.(map[string]any)
	if !isMap {
		p.AnyValue = true
		return true
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
	return true
}

// nestedKey is the wire key under which the schema of a value of type t
// nests what its own keywords do not say: a struct's properties, a list's
// items, a map's values; "" for other types.
func nestedKey(t types.Type) string {
	for {
		p, ok := t.Underlying().(*types.Pointer)
		if !ok {
			break
		}
		t = p.Elem()
	}
	switch t.Underlying().(type) {
	case *types.Struct:
		return "properties"
	case *types.Slice, *types.Array:
		return "items"
	case *types.Map:
		return "additionalProperties"
	}
	return ""
}

// structWire writes the properties of struct type t, each by its type's
// schema (of), its description and, under mcp-go, its enum. mcp-go
// leaves out a field of a type For refuses; For (go-sdk) refuses the
// struct.
func structWire(t types.Type, d Dialect, of func(types.Type) (any, wireStatus)) (map[string]any, []any, wireStatus) {
	fields, ok := gostruct.Fields(t)
	if !ok {
		return nil, nil, wireUnknown
	}
	props := make(map[string]any, len(fields))
	var required []any
	for _, f := range fields {
		fs, st := of(f.Var.Type())
		switch {
		case st == wireInvalid && (d == MCPGo || d == plainFor):
			continue // mcp-go's For ignores invalid types
		case st != wireWritten:
			return nil, nil, st
		}
		desc, enum, ok := fieldAnnotations(f.Tag, d)
		if !ok {
			return nil, nil, wireUnknown
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
	return props, required, wireWritten
}

// fieldAnnotations returns the description and enum a field's tags give
// its schema, as the top-level fields read them (Dialect.read): under
// go-sdk, and For's own reading below what mcp-go annotates, the
// jsonschema tag whole, refused when it starts with WORD=; under mcp-go
// jsonschema_description, else the tag's words, and its enum= options. (A
// type whose tags mcp-go cannot read at all gets no schema: the pitfall the
// top-level fields report, mcpgoEmpties.)
func fieldAnnotations(tag reflect.StructTag, d Dialect) (string, []any, bool) {
	if d != MCPGo {
		if js, ok := tag.Lookup("jsonschema"); ok && (js == "" || wordEq.MatchString(js)) {
			return "", nil, false
		}
		desc, _ := Google.read(tag)
		return desc, nil, true
	}
	desc, enums := MCPGo.read(tag)
	var enum []any
	for _, e := range enums {
		enum = append(enum, e)
	}
	return desc, enum, true
}

// hasEnumOption reports whether a struct reached from t has a field whose
// jsonschema tag jsonschema-go refuses (WORD=): mcp-go then reads t by
// its fallback.
func hasEnumOption(t types.Type, depth int) bool {
	return anyTag(t, depth, func(js string) bool { return wordEq.MatchString(js) })
}

// mcpgoEmpties reports whether mcp-go's WithInputSchema[T] publishes an
// empty schema for struct type t: For refuses a tag of it (WORD=) and
// mcp-go's fallback refuses an option other than enum= in a tag of it
// (mcp-go's supportsSchemaTagFallback).
func mcpgoEmpties(t types.Type) bool {
	return hasEnumOption(t, 0) && anyTag(t, 0, func(js string) bool {
		for part := range strings.SplitSeq(js, ",") {
			part = strings.TrimSpace(part)
			if strings.Contains(part, "=") && !strings.HasPrefix(part, "enum=") {
				return true
			}
		}
		return false
	})
}

// anyTag reports whether a struct reached from t has a field whose
// jsonschema tag has is true of.
func anyTag(t types.Type, depth int, has func(js string) bool) bool {
	if depth > maxWireDepth {
		return false
	}
	switch u := t.Underlying().(type) {
	case *types.Pointer:
		return anyTag(u.Elem(), depth+1, has)
	case *types.Slice:
		return anyTag(u.Elem(), depth+1, has)
	case *types.Array:
		return anyTag(u.Elem(), depth+1, has)
	case *types.Map:
		return anyTag(u.Elem(), depth+1, has)
	case *types.Struct:
		fields, _ := gostruct.Fields(t)
		for _, f := range fields {
			if js, ok := f.Tag.Lookup("jsonschema"); ok && has(js) {
				return true
			}
			if anyTag(f.Var.Type(), depth+1, has) {
				return true
			}
		}
	}
	return false
}

// mcpgoFallbackWire is mcp-go's reading of a type jsonschema-go refuses
// for its enum= options: each part that For accepts by For, the rest
// field by field, without null or array lengths.
func mcpgoFallbackWire(t types.Type, depth int) (any, wireStatus) {
	if depth > maxWireDepth {
		return nil, wireUnknown
	}
	if !hasEnumOption(t, 0) {
		return forType(t, MCPGo, make(map[*types.Named]bool), depth)
	}
	switch u := t.Underlying().(type) {
	case *types.Pointer:
		return mcpgoFallbackWire(u.Elem(), depth+1)
	case *types.Slice, *types.Array:
		items, st := mcpgoFallbackWire(u.(interface{ Elem() types.Type }).Elem(), depth+1)
		if st != wireWritten {
			return nil, st
		}
		return map[string]any{"type": "array", "items": items}, wireWritten
	case *types.Map:
		if b, ok := u.Key().Underlying().(*types.Basic); !ok || b.Info()&types.IsString == 0 {
			return nil, wireInvalid // the fallback takes string kinds only
		}
		v, st := mcpgoFallbackWire(u.Elem(), depth+1)
		if st != wireWritten {
			return nil, st
		}
		return map[string]any{"type": "object", "additionalProperties": v}, wireWritten
	case *types.Struct:
		props, required, st := structWire(t, MCPGo, func(ft types.Type) (any, wireStatus) { return mcpgoFallbackWire(ft, depth+1) })
		if st != wireWritten {
			return nil, st
		}
		// mcp-go writes {"not": {}} for the additional properties,
		// which jsonschema-go marshals as false.
		s := map[string]any{"type": "object", "properties": props, "additionalProperties": false}
		if len(required) > 0 {
			s["required"] = required
		}
		return s, wireWritten
	}
	return nil, wireUnknown
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
