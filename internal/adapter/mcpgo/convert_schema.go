package mcpgo

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/toolvet/toolvet/internal/resolve"
)

// reflectsInput reports whether call reflects the handler's input type
// with invopop/jsonschema: Reflect(v) with v of type T or *T, or
// ReflectFromType(t) with t the input type (inputType); and which
// reflector.
func (f *finder) reflectsInput(call *ast.CallExpr, handler *types.Var, tp *types.TypeParam) (string, bool) {
	fn := resolve.Callee(f.TypesInfo, call)
	if !resolve.InPackage(fn, invopopPath) || len(call.Args) != 1 {
		return "", false
	}
	switch fn.Name() {
	case "Reflect":
		t := f.TypesInfo.TypeOf(call.Args[0])
		if p, ok := t.(*types.Pointer); ok {
			t = p.Elem()
		}
		if tp == nil || t == nil || !types.Identical(t, tp) {
			return "", false
		}
	case "ReflectFromType":
		if !f.inputType(call.Args[0], handler, tp) {
			return "", false
		}
	default:
		return "", false
	}
	return f.reflector(call, fn), true
}

// inputType reports whether e is the reflect.Type of the handler's input:
// reflect.TypeOf(h).In(1), reflect.ValueOf(h).Type().In(1),
// reflect.TypeFor[T](), reflect.TypeOf(x) with x of type T, or
// reflect.TypeOf(p).Elem() with p of type *T, through variables.
func (f *finder) inputType(e ast.Expr, handler *types.Var, tp *types.TypeParam) bool {
	call, ok := ast.Unparen(f.Index.Expr(e)).(*ast.CallExpr)
	if !ok {
		return false
	}
	fn := resolve.Callee(f.TypesInfo, call)
	if !resolve.InPackage(fn, "reflect") {
		return false
	}
	typeOf := func(e ast.Expr) (*ast.CallExpr, bool) { // reflect.TypeOf(x)
		c, ok := ast.Unparen(f.Index.Expr(e)).(*ast.CallExpr)
		if !ok || len(c.Args) != 1 {
			return nil, false
		}
		return c, resolve.IsCallTo(f.TypesInfo, c, "reflect", "TypeOf")
	}
	isT := func(t types.Type) bool { return tp != nil && t != nil && types.Identical(t, tp) }
	sel, _ := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	switch {
	case fn.Name() == "In" && len(call.Args) == 1 && sel != nil:
		if tv := f.TypesInfo.Types[call.Args[0]]; tv.Value == nil || tv.Value.String() != "1" {
			return false
		}
		if c, ok := typeOf(sel.X); ok {
			return resolve.Object(f.TypesInfo, c.Args[0]) == handler
		}
		// reflect.ValueOf(h).Type()
		typ, ok := ast.Unparen(f.Index.Expr(sel.X)).(*ast.CallExpr)
		if !ok || len(typ.Args) != 0 {
			return false
		}
		tsel, ok := ast.Unparen(typ.Fun).(*ast.SelectorExpr)
		if !ok || tsel.Sel.Name != "Type" {
			return false
		}
		v, ok := ast.Unparen(f.Index.Expr(tsel.X)).(*ast.CallExpr)
		if !ok || len(v.Args) != 1 {
			return false
		}
		return resolve.IsCallTo(f.TypesInfo, v, "reflect", "ValueOf") && resolve.Object(f.TypesInfo, v.Args[0]) == handler
	case fn.Name() == "TypeFor" && len(call.Args) == 0:
		targs := resolve.TypeArgs(f.TypesInfo, call)
		return targs != nil && targs.Len() == 1 && isT(targs.At(0))
	case fn.Name() == "TypeOf" && len(call.Args) == 1:
		return isT(f.TypesInfo.TypeOf(call.Args[0]))
	case fn.Name() == "Elem" && len(call.Args) == 0 && sel != nil:
		c, ok := typeOf(sel.X)
		if !ok {
			return false
		}
		p, ok := f.TypesInfo.TypeOf(c.Args[0]).(*types.Pointer)
		return ok && isT(p.Elem())
	}
	return false
}

// helperReflects reports whether call calls a function of this package,
// passing it fn's handler, that reflects the handler's input type
// (reflect.TypeOf(handler).In(1) and the like): grafana's
// createJSONSchemaFromHandler.
func (f *finder) helperReflects(call *ast.CallExpr, fn *types.Func, handler *types.Var) (string, bool) {
	g, _ := typeutil.Callee(f.TypesInfo, call).(*types.Func)
	if g == nil || g.Origin() == fn {
		return "", false
	}
	decl := f.Index.FuncDecl(g)
	if decl == nil || decl.Body == nil || g.Signature().Variadic() {
		return "", false
	}
	for k, arg := range call.Args {
		if resolve.Object(f.TypesInfo, arg) != handler || k >= g.Signature().Params().Len() {
			continue
		}
		gp := g.Origin().Signature().Params().At(k)
		schema, count := "", 0
		inspectOutsideLits(decl.Body, func(n ast.Node) {
			if c, ok := n.(*ast.CallExpr); ok {
				if s, ok := f.reflectsInput(c, gp, nil); ok {
					schema = s
					count++
				}
			}
		})
		return schema, count == 1 && f.Index.Returns(g.Origin()) != nil
	}
	return "", false
}

// reflector reads the Reflector a reflection call uses: the package's
// jsonschema.Reflect uses the defaults; a method call's receiver must be a
// Reflector literal, directly or through a variable assigned once whose
// fields are never assigned.
func (f *finder) reflector(call *ast.CallExpr, fn *types.Func) string {
	if fn.Signature().Recv() == nil {
		return schemaInvopop
	}
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return schemaUnread
	}
	recv := ast.Unparen(sel.X)
	if id, ok := recv.(*ast.Ident); ok {
		v, ok := f.TypesInfo.Uses[id].(*types.Var)
		if !ok || f.fieldsAssigned(v) {
			return schemaUnread
		}
		if recv = f.Index.Value(v); recv == nil {
			return schemaUnread
		}
		recv = ast.Unparen(recv)
	}
	if u, ok := recv.(*ast.UnaryExpr); ok && u.Op == token.AND {
		recv = ast.Unparen(u.X)
	}
	lit, ok := recv.(*ast.CompositeLit)
	if !ok || !resolve.IsNamedOrPointer(f.TypesInfo.TypeOf(lit), invopopPath, "Reflector") {
		return schemaUnread
	}
	schema := schemaInvopop
	for _, elt := range lit.Elts {
		kv, ok := elt.(*ast.KeyValueExpr)
		if !ok {
			return schemaUnread
		}
		key, _ := kv.Key.(*ast.Ident)
		if key == nil {
			return schemaUnread
		}
		tv := f.TypesInfo.Types[kv.Value]
		switch key.Name {
		case "RequiredFromJSONSchemaTags":
			// Not a constant: read as the default, which requires every
			// field the tag reading does, and more.
			if tv.Value != nil && tv.Value.Kind() == constant.Bool && constant.BoolVal(tv.Value) {
				schema = schemaInvopopRequiredTags
			}
		case "FieldNameTag":
			if s, ok := f.constString(kv.Value); !ok || s != "" && s != "json" {
				return schemaUnread
			}
		case "KeyNamer", "IgnoredTypes", "AdditionalFields":
			if !tv.IsNil() {
				return schemaUnread
			}
		case "Mapper":
			if !tv.IsNil() && !interfaceMapper(f.TypesInfo, kv.Value) {
				return schemaUnread
			}
		}
	}
	return schema
}

// fieldsAssigned reports whether some assignment of the package writes a
// field of v (reflector.KeyNamer = ...).
func (f *finder) fieldsAssigned(v *types.Var) bool {
	found := false
	for cur := range f.Inspector.Preorder((*ast.AssignStmt)(nil)) {
		for _, lhs := range cur.Node().(*ast.AssignStmt).Lhs {
			if sel, ok := ast.Unparen(lhs).(*ast.SelectorExpr); ok && resolve.Object(f.TypesInfo, sel.X) == v {
				found = true
			}
		}
	}
	return found
}

// interfaceMapper reports whether e is a Mapper that maps only interface
// types (grafana's: `if t.Kind() == reflect.Interface { return … }; return
// nil`), so that the properties toolvet reads keep their schema.
func interfaceMapper(info *types.Info, e ast.Expr) bool {
	lit, ok := ast.Unparen(e).(*ast.FuncLit)
	if !ok || len(lit.Type.Params.List) != 1 || len(lit.Type.Params.List[0].Names) != 1 {
		return false
	}
	t := info.Defs[lit.Type.Params.List[0].Names[0]]
	for _, stmt := range lit.Body.List {
		switch s := stmt.(type) {
		case *ast.ReturnStmt:
			if len(s.Results) != 1 || !isNil(info, ast.Unparen(s.Results[0])) {
				return false
			}
		case *ast.IfStmt:
			cond, ok := ast.Unparen(s.Cond).(*ast.BinaryExpr)
			if s.Init != nil || s.Else != nil || !ok || cond.Op != token.EQL {
				return false
			}
			kind, ok := ast.Unparen(cond.X).(*ast.CallExpr)
			if !ok || len(kind.Args) != 0 {
				return false
			}
			ksel, ok := ast.Unparen(kind.Fun).(*ast.SelectorExpr)
			if !ok || ksel.Sel.Name != "Kind" || resolve.Object(info, ksel.X) != t {
				return false
			}
			c, ok := info.Uses[selIdent(cond.Y)].(*types.Const)
			if !ok || !resolve.IsObject(c, "reflect", "Interface") {
				return false
			}
		default:
			return false
		}
	}
	return true
}
