package gosdk

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/toolvet/toolvet/internal/resolve"
)

// Schema helpers. Servers seldom call jsonschema.For[T] at each tool; they
// wrap it once, with a fallback for the error it cannot return in
// practice:
//
//	func inputSchema[T any]() *jsonschema.Schema {
//		s, err := jsonschema.For[T](nil)
//		if err != nil {
//			return &jsonschema.Schema{}
//		}
//		return s
//	}
//
//	mcp.AddTool(s, &mcp.Tool{Name: "list", InputSchema: inputSchema[ListArgs]()}, h)
//
// Each call's schema is For's inference from the type argument there: the
// schema go-sdk infers from a typed handler's input, written by the same
// package. Keywords cannot be added after For in the helper (every tool
// would share them), so the properties take words in their jsonschema
// tags, as for an inferred schema.

// schemaHelperType returns the type whose inferred schema value holds: a
// call of a generic function of this package whose successful returns all
// return jsonschema.For[P](nil) of its type parameter P.
func (f *finder) schemaHelperType(value ast.Expr) types.Type {
	call, ok := ast.Unparen(f.Index.Expr(value)).(*ast.CallExpr)
	if !ok {
		return nil
	}
	fn, _ := typeutil.Callee(f.TypesInfo, call).(*types.Func)
	if fn == nil {
		return nil
	}
	decl := f.Index.FuncDecl(fn)
	if decl == nil || decl.Body == nil || decl.Type.TypeParams == nil {
		return nil
	}
	tparams := fn.Origin().Signature().TypeParams()
	if tparams == nil || fn.Signature().Params().Len() != 0 {
		return nil
	}
	param := f.forParam(decl)
	if param == nil {
		return nil
	}
	for i := range tparams.Len() {
		if tparams.At(i) == param {
			targs := resolve.TypeArgs(f.TypesInfo, call)
			if targs == nil || i >= targs.Len() {
				return nil
			}
			return targs.At(i)
		}
	}
	return nil
}

// forParam returns P when decl's body defines `s, err :=
// jsonschema.For[P](nil)` and returns s, and anything else only where err
// is not nil.
func (f *finder) forParam(decl *ast.FuncDecl) *types.TypeParam {
	var (
		schemaVar, errVar types.Object
		param             *types.TypeParam
	)
	for _, stmt := range decl.Body.List {
		as, ok := stmt.(*ast.AssignStmt)
		if !ok || len(as.Lhs) != 2 || len(as.Rhs) != 1 {
			continue
		}
		call, ok := ast.Unparen(as.Rhs[0]).(*ast.CallExpr)
		if !ok || len(call.Args) != 1 || !f.plainOptions(call.Args[0]) {
			continue
		}
		if !resolve.IsCallTo(f.TypesInfo, call, jsonschemaPath, "For") {
			continue
		}
		tp, ok := f.typeArg(call).(*types.TypeParam)
		if !ok {
			return nil
		}
		schemaID, ok1 := as.Lhs[0].(*ast.Ident)
		errID, ok2 := as.Lhs[1].(*ast.Ident)
		if !ok1 || !ok2 {
			return nil // s.Schema, err = jsonschema.For[T](nil): not this helper's shape
		}
		schemaVar, errVar, param = f.TypesInfo.ObjectOf(schemaID), f.TypesInfo.ObjectOf(errID), tp
		break
	}
	if param == nil || schemaVar == nil || errVar == nil {
		return nil
	}
	ok := true
	var inErr []*ast.BlockStmt // bodies of `if err != nil`
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.IfStmt:
			if be, isBin := ast.Unparen(n.Cond).(*ast.BinaryExpr); isBin && be.Op == token.NEQ &&
				f.TypesInfo.ObjectOf(identOf(be.X)) == errVar && isNil(f.TypesInfo, be.Y) {
				inErr = append(inErr, n.Body)
			}
		case *ast.ReturnStmt:
			if len(n.Results) != 1 {
				ok = false
				break
			}
			if f.TypesInfo.ObjectOf(identOf(n.Results[0])) == schemaVar {
				break
			}
			fallback := false
			for _, b := range inErr {
				if b.Pos() <= n.Pos() && n.End() <= b.End() {
					fallback = true
				}
			}
			ok = ok && fallback
		}
		return ok
	})
	if !ok {
		return nil
	}
	return param
}

func identOf(e ast.Expr) *ast.Ident {
	id, _ := ast.Unparen(e).(*ast.Ident)
	if id == nil {
		return &ast.Ident{} // ObjectOf(&ast.Ident{}) is nil
	}
	return id
}
