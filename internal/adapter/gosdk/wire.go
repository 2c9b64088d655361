package gosdk

import (
	"encoding/json"
	"fmt"
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"strings"

	"github.com/toolvet/toolvet/internal/adapter"
	"github.com/toolvet/toolvet/internal/model"
	"github.com/toolvet/toolvet/internal/resolve"
)

// What `toolvet tools` writes of a property beyond the keywords toolvet
// compares (model.Property.Wire): the parts of a *jsonschema.Schema literal
// the model does not hold (an object's properties, an array's items, a
// default, anyOf, ...) as jsonschema-go's Schema.MarshalJSON writes them
// (v0.4.3, checked by internal/inventory's runtime comparison): "type" from
// Type or Types, "properties" whenever the map is not nil (an empty map is
// written {}), a schema with no field written true and {"not": {}} false,
// Default (a json.RawMessage) verbatim.

// maxWireDepth bounds how deep nested schemas are followed.
const maxWireDepth = 8

// wireFields are the Schema fields whose JSON is a constant of the same
// kind, by their JSON names.
var wireFields = map[string]string{
	"Title": "title", "Description": "description", "Pattern": "pattern", "Format": "format",
	"Comment": "$comment", "ContentEncoding": "contentEncoding", "ContentMediaType": "contentMediaType",
	"UniqueItems": "uniqueItems", "Deprecated": "deprecated", "ReadOnly": "readOnly", "WriteOnly": "writeOnly",
	"Minimum": "minimum", "Maximum": "maximum", "ExclusiveMinimum": "exclusiveMinimum",
	"ExclusiveMaximum": "exclusiveMaximum", "MultipleOf": "multipleOf",
	"MinLength": "minLength", "MaxLength": "maxLength", "MinItems": "minItems", "MaxItems": "maxItems",
	"MinProperties": "minProperties", "MaxProperties": "maxProperties",
}

// schemaWire returns the JSON jsonschema-go writes for e, a
// *jsonschema.Schema (a &jsonschema.Schema{…} literal, or what a function
// of the package given constants returns: a helper building a property),
// with en binding the parameters of the function being read; ok is false
// when a part of it is not a constant toolvet can read.
func (f *finder) schemaWire(e ast.Expr, en resolve.Env, depth int) (any, bool) {
	lit, en := f.schemaLit(e, en)
	if lit == nil || depth > maxWireDepth {
		return nil, false
	}
	out := make(map[string]any)
	for _, elt := range lit.Elts {
		kv, ok := elt.(*ast.KeyValueExpr)
		if !ok {
			return nil, false
		}
		key, _ := kv.Key.(*ast.Ident)
		if key == nil {
			return nil, false
		}
		name, v, ok := f.fieldWire(key.Name, kv.Value, en, depth)
		if !ok {
			return nil, false
		}
		if name != "" {
			out[name] = v
		}
	}
	switch {
	case len(out) == 0:
		return true, true
	case len(out) == 1 && out["not"] == true:
		return false, true
	}
	return out, true
}

// schemaLit follows e, a *jsonschema.Schema, to its composite literal:
// through variables assigned once, the parameters en binds, and calls of
// the package's functions with one return (their parameters then bound to
// the call's arguments). nil when it is anything else.
func (f *finder) schemaLit(e ast.Expr, en resolve.Env) (*ast.CompositeLit, resolve.Env) {
	for range maxWireDepth {
		e = f.Index.Shallow(e, en)
		call, ok := e.(*ast.CallExpr)
		if !ok {
			break
		}
		fn := resolve.Callee(f.TypesInfo, call)
		ret := f.Index.Returns(fn)
		if fn == nil || ret == nil {
			return nil, nil
		}
		en = f.Index.BindWithin(fn, call, en)
		e = ret
	}
	if u, ok := e.(*ast.UnaryExpr); ok && u.Op == token.AND {
		e = ast.Unparen(u.X)
	}
	lit, ok := e.(*ast.CompositeLit)
	if !ok || !isSchemaLit(f.TypesInfo.TypeOf(lit)) {
		return nil, nil
	}
	return lit, en
}

// fieldWire returns the JSON name and value field of a Schema literal set
// to value writes; name is "" when it writes nothing (a nil, a false or an
// empty string under omitempty).
func (f *finder) fieldWire(field string, value ast.Expr, en resolve.Env, depth int) (name string, v any, ok bool) {
	value = f.Index.Shallow(value, en)
	if resolve.IsNil(f.TypesInfo, value) {
		return "", nil, true
	}
	switch field {
	case "Type":
		s, ok := resolve.ConstString(f.TypesInfo, value)
		return omitEmpty("type", s, ok)
	case "Description", "Title":
		s, ok := constText(f.TypesInfo, f.Index.Shallow(resolve.DefaultText(f.TypesInfo, value), en))
		return omitEmpty(wireFields[field], s, ok)
	case "Types", "Required":
		list, ok := f.constList(value, en)
		if !ok {
			return "", nil, false
		}
		if field == "Types" {
			field = "Type"
		}
		return strings.ToLower(field), list, true
	case "Enum", "Examples":
		list, ok := f.constList(value, en)
		return strings.ToLower(field), list, ok
	case "Default", "Const":
		v, ok := f.rawJSON(value)
		return strings.ToLower(field), v, ok
	case "Items", "Not", "AdditionalProperties", "If", "Then", "Else", "Contains", "PropertyNames",
		"UnevaluatedItems", "UnevaluatedProperties":
		v, ok := f.schemaWire(value, en, depth+1)
		return lowerFirst(field), v, ok
	case "AnyOf", "OneOf", "AllOf", "PrefixItems":
		lit, ok := value.(*ast.CompositeLit)
		if !ok {
			return "", nil, false
		}
		var list []any
		for _, elt := range lit.Elts {
			v, ok := f.schemaWire(elt, en, depth+1)
			if !ok {
				return "", nil, false
			}
			list = append(list, v)
		}
		return lowerFirst(field), list, true
	case "Properties":
		lit, ok := value.(*ast.CompositeLit)
		if !ok {
			return "", nil, false
		}
		props := make(map[string]any)
		for _, elt := range lit.Elts {
			kv, ok := elt.(*ast.KeyValueExpr)
			if !ok {
				return "", nil, false
			}
			key, ok := resolve.ConstString(f.TypesInfo, kv.Key)
			if !ok {
				return "", nil, false
			}
			if props[key], ok = f.schemaWire(kv.Value, en, depth+1); !ok {
				return "", nil, false
			}
		}
		return "properties", props, true // written even when empty
	case "PropertyOrder":
		return "", nil, true // the order of "properties", which JSON semantics ignore
	}
	jsonName, known := wireFields[field]
	if !known {
		return "", nil, false // $ref, $defs, patternProperties, Extra, ...: not read
	}
	tv := f.TypesInfo.Types[value]
	c := tv.Value
	if c == nil {
		c, _ = adapter.PointerTo(f.TypesInfo, value, nil)
	}
	if c == nil {
		return "", nil, false
	}
	v, ok = constJSON(c)
	return jsonName, v, ok
}

// omitEmpty is a string field under omitempty.
func omitEmpty(name, s string, ok bool) (string, any, bool) {
	if !ok || s == "" {
		return "", nil, ok
	}
	return name, s, true
}

// constList reads a slice literal of constants ([]any{"a", 1},
// []string{…}), through a variable assigned once.
func (f *finder) constList(e ast.Expr, en resolve.Env) ([]any, bool) {
	lit, ok := f.Index.ExprIn(e, en).(*ast.CompositeLit)
	if !ok {
		return nil, false
	}
	list := []any{}
	for _, elt := range lit.Elts {
		tv := f.TypesInfo.Types[f.Index.ExprIn(elt, en)]
		if tv.Value == nil {
			return nil, false
		}
		v, ok := constJSON(tv.Value)
		if !ok {
			return nil, false
		}
		list = append(list, v)
	}
	return list, true
}

// rawJSON reads json.RawMessage(`…`) (or []byte(…)) of a constant string
// holding JSON: the value verbatim.
func (f *finder) rawJSON(e ast.Expr) (any, bool) {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok || len(call.Args) != 1 || !f.TypesInfo.Types[call.Fun].IsType() {
		return nil, false
	}
	s, ok := resolve.ConstString(f.TypesInfo, call.Args[0])
	if !ok {
		return nil, false
	}
	dec := json.NewDecoder(strings.NewReader(s))
	dec.UseNumber()
	var v any
	if dec.Decode(&v) != nil {
		return nil, false
	}
	return v, true
}

// constJSON is a constant as encoding/json writes it.
func constJSON(c constant.Value) (any, bool) {
	switch c.Kind() {
	case constant.String:
		return constant.StringVal(c), true
	case constant.Bool:
		return constant.BoolVal(c), true
	case constant.Int, constant.Float:
		return json.Number(model.NumText(c)), true
	}
	return nil, false
}

// wireName is the JSON name jsonschema-go writes a Schema field under.
func wireName(field string) string {
	if name, ok := wireFields[field]; ok {
		return name
	}
	switch field {
	case "Types":
		return "type"
	case "ID":
		return "$id"
	case "Schema", "Anchor", "Ref", "Defs", "Vocabulary", "DynamicRef", "DynamicAnchor":
		return "$" + lowerFirst(field)
	}
	return lowerFirst(field)
}

func lowerFirst(s string) string {
	return strings.ToLower(s[:1]) + s[1:]
}

// isSchemaLit reports whether t is jsonschema.Schema or a pointer to it.
func isSchemaLit(t types.Type) bool {
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	return isSchemaType(t)
}

// constText returns the text of e, a string constant or a call of
// fmt.Sprintf whose format and arguments are all constants of basic types,
// computed as fmt computes it at run time (a named type's String method
// would change it: not read). ok is false for anything else.
func constText(info *types.Info, e ast.Expr) (string, bool) {
	if s, ok := resolve.ConstString(info, e); ok {
		return s, true
	}
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok || len(call.Args) == 0 || call.Ellipsis.IsValid() || !resolve.IsCallTo(info, call, "fmt", "Sprintf") {
		return "", false
	}
	format, ok := resolve.ConstString(info, call.Args[0])
	if !ok {
		return "", false
	}
	var args []any
	for _, arg := range call.Args[1:] {
		tv := info.Types[arg]
		if _, basic := types.Unalias(tv.Type).(*types.Basic); !basic || tv.Value == nil {
			return "", false
		}
		switch v := tv.Value; v.Kind() {
		case constant.String:
			args = append(args, constant.StringVal(v))
		case constant.Bool:
			args = append(args, constant.BoolVal(v))
		case constant.Int:
			i, exact := constant.Int64Val(v)
			if !exact {
				return "", false
			}
			args = append(args, i)
		case constant.Float:
			x, _ := constant.Float64Val(v)
			args = append(args, x)
		default:
			return "", false
		}
	}
	return fmt.Sprintf(format, args...), true
}
