package gosdk

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/toolvet/toolvet/internal/model"
	"github.com/toolvet/toolvet/internal/resolve"
)

// Servers share properties between tools through a helper of their own
// that adds them to the schema it is given and returns it:
//
//	func WithPagination(s *jsonschema.Schema) *jsonschema.Schema {
//		s.Properties["page"] = &jsonschema.Schema{Type: "number", Minimum: jsonschema.Ptr(1.0)}
//		return s
//	}
//
// used as InputSchema: WithPagination(&jsonschema.Schema{…}) or on a
// variable holding the schema (WithPagination(schema), schema =
// WithPagination(schema)). Such a helper of the package is read: its
// properties join the schema's. It must do nothing else: any other
// statement, a key that is not a constant, a second schema parameter,
// leaves the schema unread. A fix never writes into the helper, which
// other tools share: its properties have no anchor.

// adder is a helper that adds properties to the schema it is given.
type adder struct {
	name     string              // the helper's
	param    int                 // the schema's parameter
	props    []*ast.KeyValueExpr // "name": value, in order (Key the constant, Value the schema)
	required []string
}

// schemaAdder returns the adder call calls, or nil.
func (f *finder) schemaAdder(call *ast.CallExpr) *adder {
	fn := typeutil.StaticCallee(f.TypesInfo, call)
	if fn == nil || fn.Pkg() != f.Pkg {
		return nil
	}
	decl := f.Index.FuncDecl(fn)
	if decl == nil || decl.Body == nil || decl.Recv != nil || decl.Type.TypeParams != nil {
		return nil
	}
	sig := fn.Signature()
	if sig.Params().Len() != 1 || !isSchemaPtr(sig.Params().At(0).Type()) || len(call.Args) != 1 {
		return nil
	}
	if r := sig.Results(); r.Len() > 1 || r.Len() == 1 && !isSchemaPtr(r.At(0).Type()) {
		return nil
	}
	param := sig.Params().At(0)
	a := &adder{name: fn.Name(), param: 0}
	for i, stmt := range decl.Body.List {
		switch s := stmt.(type) {
		case *ast.AssignStmt:
			if s.Tok != token.ASSIGN || len(s.Lhs) != 1 || len(s.Rhs) != 1 {
				return nil
			}
			if name, _, ok := f.propertyKey(s.Lhs[0], param); ok {
				if f.refers(s.Rhs[0], param) {
					return nil
				}
				a.props = append(a.props, &ast.KeyValueExpr{Key: name, Colon: s.TokPos, Value: s.Rhs[0]})
				continue
			}
			names, _, ok := f.requiredAppend(s, param)
			if !ok {
				return nil
			}
			a.required = append(a.required, names...)
		case *ast.ReturnStmt:
			if i != len(decl.Body.List)-1 {
				return nil
			}
			if len(s.Results) == 1 {
				if id, ok := ast.Unparen(s.Results[0]).(*ast.Ident); !ok || f.TypesInfo.Uses[id] != param {
					return nil
				}
			}
		default:
			return nil
		}
	}
	if len(a.props) == 0 && len(a.required) == 0 {
		return nil
	}
	return a
}

// adderAt returns the adder call value is, directly or through a variable
// assigned it once (via), or a nil adder.
func (f *finder) adderAt(value ast.Expr) (*ast.CallExpr, *adder, []*ast.Ident) {
	e := ast.Unparen(value)
	var via []*ast.Ident
	if id, ok := e.(*ast.Ident); ok {
		v, ok := f.TypesInfo.Uses[id].(*types.Var)
		if !ok {
			return nil, nil, nil
		}
		val := f.Index.Value(v)
		if val == nil {
			return nil, nil, nil
		}
		e, via = ast.Unparen(val), []*ast.Ident{id}
	}
	call, ok := e.(*ast.CallExpr)
	if !ok {
		return nil, nil, nil
	}
	a := f.schemaAdder(call)
	return call, a, via
}

// propertyKey matches v.Properties[name] with a constant name, returning
// the key's expression and the identifier of v.
func (f *finder) propertyKey(e ast.Expr, v types.Object) (key ast.Expr, root *ast.Ident, ok bool) {
	ix, ok := ast.Unparen(e).(*ast.IndexExpr)
	if !ok {
		return nil, nil, false
	}
	props, ok := ast.Unparen(ix.X).(*ast.SelectorExpr)
	if !ok || props.Sel.Name != "Properties" {
		return nil, nil, false
	}
	root, ok = ast.Unparen(props.X).(*ast.Ident)
	if !ok || f.TypesInfo.Uses[root] != v {
		return nil, nil, false
	}
	if _, ok := resolve.ConstString(f.TypesInfo, ix.Index); !ok {
		return nil, nil, false
	}
	return ix.Index, root, true
}

// adderCall matches a statement that applies an adder to the variable v:
// `adder(v)` or `v = adder(v)`.
func (f *finder) adderCall(stmt ast.Stmt, v types.Object) (*adder, []*ast.Ident, bool) {
	var call *ast.CallExpr
	var roots []*ast.Ident
	switch s := stmt.(type) {
	case *ast.ExprStmt:
		call, _ = ast.Unparen(s.X).(*ast.CallExpr)
	case *ast.AssignStmt:
		if s.Tok != token.ASSIGN || len(s.Lhs) != 1 || len(s.Rhs) != 1 {
			return nil, nil, false
		}
		id, ok := ast.Unparen(s.Lhs[0]).(*ast.Ident)
		if !ok || f.TypesInfo.Uses[id] != v {
			return nil, nil, false
		}
		roots = append(roots, id)
		call, _ = ast.Unparen(s.Rhs[0]).(*ast.CallExpr)
	}
	if call == nil {
		return nil, nil, false
	}
	a := f.schemaAdder(call)
	if a == nil {
		return nil, nil, false
	}
	id, ok := ast.Unparen(call.Args[a.param]).(*ast.Ident)
	if !ok || f.TypesInfo.Uses[id] != v {
		return nil, nil, false
	}
	return a, append(roots, id), true
}

// applyAdder adds a's properties to a schema being read as states, in
// order, and returns the names it makes required.
func (f *finder) applyAdder(a *adder, states map[string]*propState, order *[]string) []string {
	for _, kv := range a.props {
		name, _ := resolve.ConstString(f.TypesInfo, kv.Key)
		ps := f.literalProperty(name, kv)
		ps.shared = a.declareIn()
		if states[name] == nil {
			*order = append(*order, name)
		}
		states[name] = ps
	}
	return a.required
}

// addedProperties returns the properties a adds to a schema already read,
// replacing those of the same name, and declares its required names.
func (f *finder) addedProperties(s *schema, a *adder) {
	for _, kv := range a.props {
		name, _ := resolve.ConstString(f.TypesInfo, kv.Key)
		ps := f.literalProperty(name, kv)
		ps.p.DeclareIn = a.declareIn()
		ps.p.Opaque = ps.opaque
		replaced := false
		for i, p := range s.props {
			if p.Name == name {
				s.props[i], replaced = ps.p, true
			}
		}
		if !replaced {
			s.props = append(s.props, ps.p)
		}
	}
	for _, name := range a.required {
		for _, p := range s.props {
			if p.Name == name && !hasRequired(p) {
				p.Declared = append(p.Declared, model.Constraint{Keyword: model.Required})
			}
		}
	}
}

// declareIn is where a keyword of a property a adds goes: into the helper,
// which a fix does not edit.
func (a *adder) declareIn() string {
	return a.name + ", which adds the property to every schema it is given"
}

func hasRequired(p *model.Property) bool {
	_, ok := p.Lookup(model.Required)
	return ok
}

func isSchemaPtr(t types.Type) bool {
	ptr, ok := t.(*types.Pointer)
	return ok && isSchemaType(ptr.Elem())
}
