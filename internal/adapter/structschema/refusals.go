package structschema

import (
	"go/ast"
	"go/types"

	"github.com/toolvet/toolvet/internal/gostruct"
	"github.com/toolvet/toolvet/internal/model"
)

// googleRefusals returns the pitfalls below the top level of struct type t
// for which jsonschema-go's For fails, so go-sdk's AddTool panics
// (measured with v0.4.3): a jsonschema tag starting with WORD= on a field
// of a nested struct (an element's, a map value's, a pointed-to
// struct's), and an embedded type whose schema is no object (time.Time),
// at any depth. A top-level field's tag is the dialect's pitfall already.
// Only fields declared in this package (decls) are reported: a
// position elsewhere could not be reported here, and unplaced says one
// is there (the struct is then not what For reads).
func googleRefusals(t types.Type, decls map[*types.Var]*ast.Field) (out []model.Pitfall, unplaced bool) {
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
				if stringTypes[qualified(named)] {
					return // written as a string, not walked
				}
				if seen[named] {
					return
				}
				seen[named] = true
			}
			if embedded(u, decls, &out) {
				unplaced = true
			}
			fields, ok := gostruct.Fields(t)
			if !ok {
				return
			}
			for _, f := range fields {
				if depth > 0 {
					if pf, found, placed := nestedWordTag(f, decls); found && placed {
						out = append(out, pf)
					} else if found {
						unplaced = true
					}
				}
				walk(f.Var.Type(), depth+1)
			}
		}
	}
	walk(t, 0)
	return out, unplaced
}

// maxNesting bounds how deep googleRefusals looks.
const maxNesting = 8

// embedded appends a pitfall for each embedded field of st, and of the
// structs st embeds, whose type jsonschema-go writes as no object (a
// pointer to one is no such field: For reads *time.Time as a struct of no
// exported field). It reports whether one is declared in another package.
func embedded(st *types.Struct, decls map[*types.Var]*ast.Field, out *[]model.Pitfall) (unplaced bool) {
	for i := range st.NumFields() {
		v := st.Field(i)
		if !v.Embedded() {
			continue
		}
		named, ok := types.Unalias(v.Type()).(*types.Named)
		if !ok {
			continue
		}
		if stringTypes[qualified(named)] {
			if decl := decls[v]; decl != nil {
				*out = append(*out, model.Pitfall{Pos: decl.Pos(), End: decl.End(),
					Message: "embedding " + qualified(named) + ": google/jsonschema-go writes it as a string, which it cannot flatten into the struct's object, so go-sdk's AddTool panics (\"custom schema for embedded struct must have type \\\"object\\\"\"); give the field a name and a json tag"})
			} else {
				unplaced = true
			}
			continue
		}
		if inner, ok := named.Underlying().(*types.Struct); ok && embedded(inner, decls, out) {
			unplaced = true
		}
	}
	return unplaced
}

// nestedWordTag is the pitfall of a nested field whose jsonschema tag
// starts with WORD=, as the dialect reports it at the top level (with its
// fix); found says the tag is there, placed that it is declared here.
func nestedWordTag(f gostruct.Field, decls map[*types.Var]*ast.Field) (pf model.Pitfall, found, placed bool) {
	js, ok := f.Tag.Lookup("jsonschema")
	if !ok || !descStartsWithWordEq(js) {
		return model.Pitfall{}, false, false
	}
	decl := decls[f.Var]
	if decl == nil || decl.Tag == nil {
		return model.Pitfall{}, true, false
	}
	pf, ok = Google.pitfall(decl, f.Tag, f.Optional, false)
	return pf, true, ok
}
