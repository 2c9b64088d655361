package adapter

import (
	"go/ast"
	"go/token"
	"go/types"

	"github.com/toolvet/toolvet/internal/resolve"
)

// NameCase returns the function a handler hands a call of the tool name
// to, when the handler serves several tools and dispatches on the name
// of the tool called:
//
//	func dispatch(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
//		switch req.Params.Name {
//		case "transfer":
//			return handleTransfer(ctx, req)
//		…
//		}
//	}
//
// isName says whether an expression is the called tool's name (the
// library's request field). The branch is a case of a switch on it, or an
// if comparing it with a constant, among the body's first statements
// (before any other statement that could fail); it must do nothing but
// return a call passing the handler's own parameters, in order, to a
// function of the same shape, which is returned. Nil when fun dispatches
// in no such way on name.
func NameCase(info *types.Info, fun ast.Node, name string, isName func(ast.Expr) bool) ast.Expr {
	var body *ast.BlockStmt
	var ft *ast.FuncType
	switch fun := fun.(type) {
	case *ast.FuncDecl:
		body, ft = fun.Body, fun.Type
	case *ast.FuncLit:
		body, ft = fun.Body, fun.Type
	}
	if body == nil || name == "" {
		return nil
	}
	var params []types.Object
	for _, field := range ft.Params.List {
		for _, id := range field.Names {
			params = append(params, info.Defs[id])
		}
		if len(field.Names) == 0 {
			return nil // an unnamed parameter cannot be handed on
		}
	}
	is := func(e ast.Expr) bool {
		s, ok := resolve.ConstString(info, e)
		return ok && s == name
	}
	for _, stmt := range body.List {
		switch s := stmt.(type) {
		case *ast.SwitchStmt:
			if s.Init != nil || s.Tag == nil || !isName(s.Tag) {
				return nil
			}
			for _, c := range s.Body.List {
				cc := c.(*ast.CaseClause)
				for _, e := range cc.List {
					if is(e) {
						return handedOn(info, cc.Body, params)
					}
				}
			}
			return nil
		case *ast.IfStmt:
			be, ok := ast.Unparen(s.Cond).(*ast.BinaryExpr)
			if s.Init != nil || !ok || be.Op != token.EQL {
				return nil
			}
			x, y := be.X, be.Y
			if !isName(x) {
				x, y = y, x
			}
			if !isName(x) {
				return nil
			}
			if is(y) {
				return handedOn(info, s.Body.List, params)
			}
			if _, ok := resolve.ConstString(info, y); !ok || s.Else != nil {
				return nil
			}
		default:
			return nil
		}
	}
	return nil
}

// handedOn returns g when stmts is `return g(p0, p1, …)`, passing params
// in order.
func handedOn(info *types.Info, stmts []ast.Stmt, params []types.Object) ast.Expr {
	if len(stmts) != 1 {
		return nil
	}
	ret, ok := stmts[0].(*ast.ReturnStmt)
	if !ok || len(ret.Results) != 1 {
		return nil
	}
	call, ok := ast.Unparen(ret.Results[0]).(*ast.CallExpr)
	if !ok || len(call.Args) != len(params) || call.Ellipsis.IsValid() {
		return nil
	}
	for i, arg := range call.Args {
		if resolve.Object(info, arg) != params[i] || params[i] == nil {
			return nil
		}
	}
	if resolve.FuncValue(info, call.Fun) == nil {
		return nil
	}
	return call.Fun
}
