package rules

import (
	"go/ast"
	"go/token"
	"go/types"
)

// Structs converted from the arguments. A handler (or a validate method)
// hands its decoded arguments to a function of the package that builds
// the struct the rest of the code works with, field by field:
//
//	func (p ManageParams) toCreateParams() (CreateParams, error) {
//		…
//		params := CreateParams{Title: p.Title, OrgID: p.OrgID, Data: data}
//		return params, nil
//	}
//	cp, err := p.toCreateParams()
//	…
//	return cp.validate()   // if p.OrgID <= 0 { … }: a rule on org_id
//
// cp's fields copied from an argument's field hold that argument, whatever
// the two structs' JSON names; the others (Data, computed) hold none.

// convertCall records `cp, err := p.toCreateParams()` (or a function given
// the arguments): lhs[0] holds a struct built from them.
func (x *extractor) convertCall(call *ast.CallExpr, lhs []ast.Expr) {
	if len(lhs) == 0 {
		return
	}
	decl, v, _, ok := x.argsHelper(call, false)
	if !ok || decl.Body == nil {
		return
	}
	obj := x.object(lhs[0])
	if obj == nil {
		return
	}
	if _, isStruct := obj.Type().Underlying().(*types.Struct); !isStruct {
		return
	}
	if x.found == nil || x.found.Index == nil {
		return
	}
	lit := x.found.Index.ReturnedLiteral(decl)
	if lit == nil {
		return
	}
	fields := make(map[string]binding)
	for _, e := range lit.Elts {
		kv, ok := e.(*ast.KeyValueExpr)
		if !ok {
			return // positional: no field names to go by
		}
		key, ok := kv.Key.(*ast.Ident)
		if !ok {
			continue
		}
		sel, ok := ast.Unparen(kv.Value).(*ast.SelectorExpr)
		if !ok {
			continue
		}
		if id, ok := ast.Unparen(sel.X).(*ast.Ident); !ok || x.info.Uses[id] != v {
			continue
		}
		name, typ, ok := x.jsonField(sel)
		if !ok {
			continue
		}
		fields[key.Name] = binding{arg: name, typ: typ}
	}
	if len(fields) > 0 {
		x.converted[obj] = fields
	}
}

// convertedField binds `cp.OrgID` where cp holds a struct converted from
// the arguments: converted reports whether cp is one, ok whether the field
// holds an argument (one written since holds none).
func (x *extractor) convertedField(e *ast.SelectorExpr) (b binding, ok, converted bool) {
	id, isID := ast.Unparen(e.X).(*ast.Ident)
	if !isID {
		return binding{}, false, false
	}
	obj := x.info.Uses[id]
	fields, isConverted := x.converted[obj]
	if !isConverted {
		return binding{}, false, false
	}
	b, ok = fields[e.Sel.Name]
	if !ok || x.mutated(obj, e.Sel.Name) {
		return binding{}, false, true
	}
	return b, true, true
}

// convertedIn returns the fields of the converted struct e is (v, &v,
// *v), or nil.
func (x *extractor) convertedIn(e ast.Expr) map[string]binding {
	switch u := ast.Unparen(e).(type) {
	case *ast.UnaryExpr:
		if u.Op == token.AND {
			return x.convertedIn(u.X)
		}
	case *ast.StarExpr:
		return x.convertedIn(u.X)
	case *ast.Ident:
		return x.converted[x.info.Uses[u]]
	}
	return nil
}
