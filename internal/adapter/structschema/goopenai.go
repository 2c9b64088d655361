package structschema

import (
	"go/ast"
	"go/types"
	"reflect"
	"strconv"
	"strings"

	"github.com/toolvet/toolvet/internal/gostruct"
	"github.com/toolvet/toolvet/internal/model"
)

// goOpenAIFields returns the fields go-openai's GenerateSchemaForType
// makes properties of, with whether each is required, or ok false when the
// reflector's schema would not be the struct's as encoding/json decodes it
// (measured with v1.41.2 and v1.43.0):
//   - an embedded struct becomes a property named after its type (an
//     exported one) or nothing (an unexported one), where encoding/json
//     flattens its fields;
//   - the json tag is the property's name as written, less a trailing
//     ",omitempty": any other option (",omitzero", ",string") ends up in
//     the name;
//   - a map, interface, channel or function anywhere in the struct makes
//     it return an error (no schema at all).
//
// Every other exported field is required unless its json tag ends with
// ",omitempty"; a non-empty required tag overrides that either way, as
// strconv.ParseBool reads it (any other word: false).
func goOpenAIFields(t types.Type) (fields []goOpenAIField, ok bool) {
	st := gostruct.Struct(t)
	if st == nil || !goOpenAIReflects(t, 0) {
		return nil, false
	}
	for i := range st.NumFields() {
		v := st.Field(i)
		tag := reflect.StructTag(st.Tag(i))
		if v.Embedded() {
			return nil, false
		}
		if !v.Exported() {
			continue
		}
		js := tag.Get("json")
		if js == "-" {
			continue
		}
		name, optional := strings.CutSuffix(js, ",omitempty")
		switch {
		case strings.Contains(name, ","):
			return nil, false // the option ends up in the property's name
		case js == "":
			name = v.Name()
		case name == "":
			return nil, false // json:",omitempty": a property named ""
		}
		required := !optional
		if r := tag.Get("required"); r != "" {
			// The reflector ignores ParseBool's error: any other word
			// reads as false.
			required, _ = strconv.ParseBool(r)
		}
		fields = append(fields, goOpenAIField{Var: v, Tag: tag, Name: name, Required: required})
	}
	return fields, true
}

type goOpenAIField struct {
	Var      *types.Var
	Tag      reflect.StructTag
	Name     string
	Required bool
}

// goOpenAIReflects reports whether GenerateSchemaForType returns a schema
// for t: no map, interface, channel, function or complex type in any
// field it reflects (it fails on them), within a bounded depth.
func goOpenAIReflects(t types.Type, depth int) bool {
	if depth > 8 {
		return false // deeper than toolvet looks: not known to reflect
	}
	if decodesItself(t) {
		// time.Time, uuid.UUID: the reflector describes their Go fields
		// (an object, an array of numbers), which encoding/json refuses.
		return false
	}
	switch u := t.Underlying().(type) {
	case *types.Pointer:
		return goOpenAIReflects(u.Elem(), depth+1)
	case *types.Slice:
		return goOpenAIReflects(u.Elem(), depth+1)
	case *types.Array:
		return goOpenAIReflects(u.Elem(), depth+1)
	case *types.Map, *types.Interface, *types.Chan, *types.Signature:
		return false
	case *types.Basic:
		return u.Info()&(types.IsComplex) == 0 && u.Kind() != types.Uintptr && u.Kind() != types.UnsafePointer
	case *types.Struct:
		for i := range u.NumFields() {
			f := u.Field(i)
			if !f.Exported() && !f.Embedded() || reflect.StructTag(u.Tag(i)).Get("json") == "-" {
				continue
			}
			if !goOpenAIReflects(f.Type(), depth+1) {
				return false
			}
		}
	}
	return true
}

// goOpenAIProperties is Properties for go-openai's GenerateSchemaForType:
// the description tag, the enum tag (its values split at commas) and the
// required default above. Its keywords are enum only: other rules go in
// the description.
func goOpenAIProperties(t types.Type, decls map[*types.Var]*ast.Field, file func(*ast.Field) *tagAnchor) ([]*model.Property, []model.Pitfall, bool) {
	fields, ok := goOpenAIFields(t)
	if !ok {
		return nil, nil, false
	}
	var props []*model.Property
	var pitfalls []model.Pitfall
	for _, f := range fields {
		p := &model.Property{
			Name:    f.Name,
			Type:    gostruct.JSONType(f.Var.Type()),
			Pos:     f.Var.Pos(),
			InWords: GoOpenAI.InWords(),
		}
		if f.Required {
			p.Declared = append(p.Declared, model.Constraint{Keyword: model.Required})
		}
		p.Items = goOpenAIItems(f.Var.Type())
		if enum := f.Tag.Get("enum"); enum != "" {
			p.Declared = append(p.Declared, model.Constraint{Keyword: model.Enum, Strs: strings.Split(enum, ",")})
		}
		desc := f.Tag.Get("description")
		p.Description = model.Text{Value: desc, Known: true, Pos: f.Var.Pos()}
		if decl := decls[f.Var]; decl != nil {
			a := file(decl)
			a.desc, a.typ = desc, p.Type
			p.Anchor = a
			if decl.Tag != nil {
				p.Description.Pos = decl.Tag.Pos()
				if pf, ok := goOpenAIPitfall(decl, f.Tag); ok {
					pitfalls = append(pitfalls, pf)
				}
			}
		}
		props = append(props, p)
	}
	return props, pitfalls, true
}

// goOpenAIPitfall reports a jsonschema tag on a field go-openai reflects:
// GenerateSchemaForType reads json, description, enum, nullable and
// required tags only, so what the jsonschema tag says never reaches the
// model.
func goOpenAIPitfall(decl *ast.Field, tag reflect.StructTag) (model.Pitfall, bool) {
	js, ok := tag.Lookup("jsonschema")
	if !ok {
		return model.Pitfall{}, false
	}
	return model.Pitfall{
		Pos: decl.Tag.Pos(), End: decl.Tag.End(),
		Message: "jsonschema:" + strconv.Quote(js) + " is not read by go-openai's GenerateSchemaForType, which reads only the json, description, enum, nullable and required tags: the model never sees it; write it in the description tag",
	}, true
}

// goOpenAIItems is the item schema the reflector writes for a slice or
// array of a basic type ({"type": "string"}), or nil: a struct item is
// written as a reference to $defs, which toolvet does not model.
func goOpenAIItems(t types.Type) *model.Property {
	elem := itemType(t)
	if elem == nil {
		return nil
	}
	if p, ok := elem.Underlying().(*types.Pointer); ok {
		elem = p.Elem()
	}
	if _, basic := elem.Underlying().(*types.Basic); !basic {
		return nil
	}
	return &model.Property{Type: gostruct.JSONType(elem)}
}

// itemType is the element type of a slice or array type, or nil.
func itemType(t types.Type) types.Type {
	switch u := t.Underlying().(type) {
	case *types.Slice:
		return u.Elem()
	case *types.Array:
		return u.Elem()
	}
	return nil
}

// decodesItself reports whether t (or *t) decodes itself from JSON
// (json.Unmarshaler, encoding.TextUnmarshaler).
func decodesItself(t types.Type) bool {
	for _, t := range []types.Type{t, types.NewPointer(t)} {
		ms := types.NewMethodSet(t)
		if ms.Lookup(nil, "UnmarshalJSON") != nil || ms.Lookup(nil, "UnmarshalText") != nil {
			return true
		}
	}
	return false
}
