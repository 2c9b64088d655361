package structschema

import (
	"go/ast"
	"go/types"
	"strconv"

	"github.com/toolvet/toolvet/internal/gostruct"
	"github.com/toolvet/toolvet/internal/model"
)

// nonObjectSchemas are the types google/jsonschema-go writes with a schema
// of its own that is no object (its initialSchemaMap, v0.4.3): embedding
// one makes For fail ("custom schema for embedded struct must have type
// \"object\"").
var nonObjectSchemas = map[string]bool{
	"time.Time": true, "log/slog.Level": true, "math/big.Int": true, "math/big.Rat": true, "math/big.Float": true,
}

// googleRefusals returns the pitfalls below the top level of struct type t
// for which jsonschema-go's For fails, so go-sdk's AddTool panics
// (measured with v0.4.3): a jsonschema tag starting with WORD= on a field
// of a nested struct (an element's, a map value's, a pointed-to
// struct's), and an embedded type whose schema is no object (time.Time),
// at any depth. A top-level field's tag is the dialect's pitfall already.
// Only fields declared in this package (decls) are reported: a
// position elsewhere could not be reported here.
func googleRefusals(t types.Type, decls map[*types.Var]*ast.Field) []model.Pitfall {
	var out []model.Pitfall
	seen := make(map[types.Type]bool)
	var walk func(t types.Type, depth int)
	walk = func(t types.Type, depth int) {
		if depth > maxNesting {
			return
		}
		switch u := t.Underlying().(type) {
		case *types.Pointer:
			walk(u.Elem(), depth)
			return
		case *types.Slice:
			walk(u.Elem(), depth+1)
			return
		case *types.Array:
			walk(u.Elem(), depth+1)
			return
		case *types.Map:
			walk(u.Elem(), depth+1)
			return
		case *types.Struct:
			if named, ok := types.Unalias(t).(*types.Named); ok {
				if nonObjectSchemas[qualified(named)] {
					return // written as a string, not walked
				}
				if seen[named] {
					return
				}
				seen[named] = true
			}
			embedded(u, decls, &out)
			fields, ok := gostruct.Fields(t)
			if !ok {
				return
			}
			for _, f := range fields {
				if depth > 0 {
					if pf, ok := nestedWordTag(f, decls); ok {
						out = append(out, pf)
					}
				}
				walk(f.Var.Type(), depth+1)
			}
		}
	}
	walk(t, 0)
	return out
}

// maxNesting bounds how deep googleRefusals looks.
const maxNesting = 8

// embedded appends a pitfall for each embedded field of st, and of the
// structs st embeds, whose type jsonschema-go writes as no object.
func embedded(st *types.Struct, decls map[*types.Var]*ast.Field, out *[]model.Pitfall) {
	for i := range st.NumFields() {
		v := st.Field(i)
		if !v.Embedded() {
			continue
		}
		typ := v.Type()
		if p, ok := typ.Underlying().(*types.Pointer); ok {
			typ = p.Elem()
		}
		named, ok := types.Unalias(typ).(*types.Named)
		if !ok {
			continue
		}
		if nonObjectSchemas[qualified(named)] {
			if decl := decls[v]; decl != nil {
				*out = append(*out, model.Pitfall{Pos: decl.Pos(), End: decl.End(),
					Message: "embedding " + qualified(named) + ": google/jsonschema-go writes it as a string, which it cannot flatten into the struct's object, so go-sdk's AddTool panics (\"custom schema for embedded struct must have type \\\"object\\\"\"); give the field a name and a json tag"})
			}
			continue
		}
		if inner, ok := named.Underlying().(*types.Struct); ok {
			embedded(inner, decls, out)
		}
	}
}

// nestedWordTag is the pitfall of a nested field whose jsonschema tag
// starts with WORD=.
func nestedWordTag(f gostruct.Field, decls map[*types.Var]*ast.Field) (model.Pitfall, bool) {
	js, ok := f.Tag.Lookup("jsonschema")
	decl := decls[f.Var]
	if !ok || decl == nil || decl.Tag == nil || !descStartsWithWordEq(js) {
		return model.Pitfall{}, false
	}
	quoted := "jsonschema:" + strconv.Quote(js)
	pf := model.Pitfall{Pos: decl.Tag.Pos(), End: decl.Tag.End(),
		Message: quoted + " starts with WORD=: google/jsonschema-go takes the jsonschema tag of this nested field as a description only and rejects it, so go-sdk's AddTool panics (\"tag must not begin with 'WORD='\") for every tool whose input holds it; write the rule in words instead"}
	return pf, true
}
