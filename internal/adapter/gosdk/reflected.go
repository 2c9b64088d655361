package gosdk

import (
	"go/ast"
	"go/types"

	"github.com/toolvet/toolvet/internal/adapter/structschema"
	"github.com/toolvet/toolvet/internal/model"
	"github.com/toolvet/toolvet/internal/resolve"
)

// A registration wrapper that reflects the schema from an example value of
// the input struct, with jsonschema-go's own reflector:
//
//	func Register(s *mcp.Server, name, desc string, args any, h mcp.ToolHandler) error {
//		schema, err := jsonschema.ForType(reflect.TypeOf(args), nil)
//		if err != nil {
//			return err
//		}
//		s.AddTool(&mcp.Tool{Name: name, Description: desc, InputSchema: schema}, h)
//		return nil
//	}
//
// Each call (Register(s, "greet", "…", GreetArgs{}, greet)) defines a tool
// whose schema is ForType's reading of the argument's type there: For's,
// the struct read as for a typed handler. In the package, the call's
// arguments are bound to the wrapper's parameters (resolve.Env); across
// packages, the wrapper's RegistersFact says which parameter is reflected
// (Reflected, Reflects).

// forTypeCall returns the jsonschema.ForType(t, opts) call whose first
// result v is assigned, with plain options, or nil.
func (f *finder) forTypeCall(v *types.Var) *ast.CallExpr {
	if call, _, _ := f.schemaCall(v, "ForType"); call != nil && len(call.Args) == 2 {
		return call
	}
	return nil
}

// reflectedValue returns x of reflect.TypeOf(x), or nil.
func (f *finder) reflectedValue(e ast.Expr) ast.Expr {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok || len(call.Args) != 1 || !resolve.IsCallTo(f.TypesInfo, call, "reflect", "TypeOf") {
		return nil
	}
	return call.Args[0]
}

// reflectedSchema reads the schema a variable id holds, jsonschema.ForType
// of reflect.TypeOf(x), x read in en (the argument a wrapper's call gives
// its parameter). why says why toolvet cannot read it (a pointer, an
// interface, a struct For fails on); matched is false when id holds no
// such schema, or the variable is used otherwise (edited after).
func (f *finder) reflectedSchema(id *ast.Ident, en resolve.Env) (s *schema, why string, matched bool) {
	v, ok := f.TypesInfo.Uses[id].(*types.Var)
	if !ok || len(f.uses()[v]) != 1 {
		return nil, "", false
	}
	call := f.forTypeCall(v)
	if call == nil {
		return nil, "", false
	}
	x := f.reflectedValue(call.Args[0])
	if x == nil {
		return nil, "", false
	}
	arg := f.Index.ExprIn(x, en)
	typ, props, _, why := f.reflectedProps(arg)
	if why != "" {
		return nil, why, true
	}
	// The key is the argument: each call's tool has a schema of its own.
	return &schema{key: arg, props: props, closed: true, input: typ}, "", true
}

// reflectsParam returns the parameter of fn whose dynamic type the tool
// literal's InputSchema value reflects (jsonschema.ForType of
// reflect.TypeOf(p), held in a variable used only there), or -1.
func (f *finder) reflectsParam(fn *types.Func, value ast.Expr) int {
	id, ok := ast.Unparen(value).(*ast.Ident)
	if !ok {
		return -1
	}
	v, ok := f.TypesInfo.Uses[id].(*types.Var)
	if !ok || len(f.uses()[v]) != 1 {
		return -1
	}
	call := f.forTypeCall(v)
	if call == nil {
		return -1
	}
	x := f.reflectedValue(call.Args[0])
	if x == nil {
		return -1
	}
	if p, ok := f.Index.ParamOf(f.Index.Shallow(x, nil)); ok && p.Func == fn && types.IsInterface(fn.Signature().Params().At(p.Index).Type()) {
		return p.Index
	}
	return -1
}

// reflectedAt gives t, defined by a call of another package's wrapper that
// reflects its argument reflects (in en), the schema ForType infers from
// that argument's type; t stays opaque when toolvet cannot read it.
func (f *finder) reflectedAt(t *model.Tool, reflects ast.Expr, en resolve.Env) {
	arg := f.Index.ExprIn(reflects, en)
	// Pitfalls are not the tool's: where For fails, ForType returns its
	// error to the wrapper, which AddTool never sees.
	typ, props, _, why := f.reflectedProps(arg)
	if why != "" {
		t.MarkOpaque(arg.Pos(), why)
		return
	}
	t.Opaque = false
	t.Properties = props
	t.Closed = true
	t.Input = typ
}

// reflectedProps reads what ForType infers from the type of arg, the value
// a wrapper reflects; why says why toolvet cannot read it ("" when it can).
func (f *finder) reflectedProps(arg ast.Expr) (typ types.Type, props []*model.Property, pitfalls []model.Pitfall, why string) {
	typ = f.TypesInfo.TypeOf(arg)
	if typ == nil || types.IsInterface(typ) {
		return nil, nil, nil, "a schema reflected from a value whose type toolvet cannot tell"
	}
	if _, ptr := typ.Underlying().(*types.Pointer); ptr {
		return nil, nil, nil, "a schema reflected from a pointer (For writes null beside object: AddTool panics)"
	}
	props, pitfalls, ok := structschema.Properties(f.Fset, typ, f.fields, structschema.Google)
	switch {
	case !ok:
		return nil, nil, nil, structschema.Unreadable(typ, structschema.Google, ok)
	case len(pitfalls) > 0:
		return nil, nil, pitfalls, "a schema reflected from " + types.TypeString(typ, (*types.Package).Name) +
			", a struct jsonschema.ForType refuses (the wrapper gets its error, and registers no tool)"
	}
	return typ, props, nil, ""
}

// reflectedWhy says why toolvet cannot read the schema value holds when
// it is a reflected one (reflectedSchema); "" otherwise.
func (f *finder) reflectedWhy(value ast.Expr, en resolve.Env) string {
	e, via := f.Index.ExprVia(calledLiteralResult(value))
	id, ok := e.(*ast.Ident)
	if !ok || !f.onlyFollowed(via) {
		return ""
	}
	_, why, _ := f.reflectedSchema(id, en)
	return why
}
