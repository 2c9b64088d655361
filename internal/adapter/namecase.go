package adapter

import (
	"go/ast"
	"go/types"
	"slices"

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
// library's request field, CalledName). The way out is the engine's
// (flow.Graph.ExitWhen: the branches the name decides, however they are
// written); it must return a call passing the handler's own parameters,
// in order, to a function, which is returned. Nil when fun dispatches in
// no such way on name.
func NameCase(p *Pass, fun ast.Node, name string, isName func(ast.Expr) bool) ast.Expr {
	var ft *ast.FuncType
	var body *ast.BlockStmt
	switch fun := fun.(type) {
	case *ast.FuncDecl:
		ft, body = fun.Type, fun.Body
	case *ast.FuncLit:
		ft, body = fun.Type, fun.Body
	}
	if ft == nil || body == nil || name == "" {
		return nil
	}
	var params []types.Object
	for _, field := range ft.Params.List {
		if len(field.Names) == 0 {
			return nil // an unnamed parameter cannot be handed on
		}
		for _, id := range field.Names {
			params = append(params, p.TypesInfo.Defs[id])
		}
	}
	if !returnsOneCall(body, len(params)) {
		return nil // no way out hands the call on: no SSA form to build
	}
	ret := p.Flow.ExitWhen(fun, isName, name, p.foreignPredicate)
	if ret == nil {
		return nil
	}
	return handedOn(p.TypesInfo, p.Index, ret, params)
}

// returnsOneCall reports whether body has a return of one call given n
// arguments, the only way out handedOn accepts: a handler that has none
// dispatches nothing, whatever it tests.
func returnsOneCall(body *ast.BlockStmt, n int) bool {
	found := false
	ast.Inspect(body, func(n2 ast.Node) bool {
		switch n2 := n2.(type) {
		case *ast.FuncLit:
			return false // its returns are its own
		case *ast.ReturnStmt:
			if len(n2.Results) == 1 {
				if call, ok := ast.Unparen(n2.Results[0]).(*ast.CallExpr); ok && len(call.Args) == n && !call.Ellipsis.IsValid() {
					found = true
				}
			}
		}
		return !found
	})
	return found
}

// CalledName returns a reader of the name of the tool a request calls,
// req.Params.Name, for a library whose request type isRequest says: the
// isName of NameCase.
func CalledName(info *types.Info, isRequest func(types.Type) bool) func(ast.Expr) bool {
	return func(e ast.Expr) bool {
		name, ok := ast.Unparen(e).(*ast.SelectorExpr)
		if !ok || name.Sel.Name != "Name" {
			return false
		}
		params, ok := ast.Unparen(name.X).(*ast.SelectorExpr)
		return ok && params.Sel.Name == "Params" && isRequest(info.TypeOf(params.X))
	}
}

// handedOn returns g when ret is `return g(p0, p1, …)`, passing params
// in order, or copies of them that nothing writes after (r := req).
func handedOn(info *types.Info, index *resolve.Index, ret *ast.ReturnStmt, params []types.Object) ast.Expr {
	if len(ret.Results) != 1 {
		return nil
	}
	call, ok := ast.Unparen(ret.Results[0]).(*ast.CallExpr)
	if !ok || len(call.Args) != len(params) || call.Ellipsis.IsValid() {
		return nil
	}
	for i, arg := range call.Args {
		obj := resolve.Object(info, arg)
		if params[i] == nil || obj == nil {
			return nil
		}
		if obj != params[i] && (!slices.Contains(index.Copies(params[i]), obj) ||
			index.Assignments(obj) != 1 || len(index.PartWrites(obj)) > 0) {
			return nil
		}
	}
	if resolve.FuncValue(info, call.Fun) == nil {
		return nil
	}
	return call.Fun
}

// TypeHandler returns the handler the type of method fn gives beside the
// tool fn returns, for a tool a method defines and another package
// registers:
//
//	func (transferTool) Definition() mcp.Tool { return mcp.NewTool("transfer", …) }
//	func (t transferTool) Handle(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {…}
//
// A value of the type carries both, so whoever registers its tool has its
// handler at hand; no other pairing is in sight. The handler is the one
// method of the type (value and pointer receivers alike) that is a
// handler (isHandler of its signature: the name of its declaration,
// which resolve.Index.Func reads as the function), or, when none is, the
// one method without parameters returning a handler (isHandler of its
// result's type: what it returns). Nil unless exactly one method
// qualifies and fn is the type's only method returning a tool (returnsTool
// of a method's signature).
func TypeHandler(p *Pass, fn *types.Func, returnsTool, isHandler func(*types.Signature) bool) ast.Expr {
	recv := fn.Signature().Recv()
	if recv == nil {
		return nil
	}
	t := recv.Type()
	if ptr, ok := types.Unalias(t).(*types.Pointer); ok {
		t = ptr.Elem()
	}
	named, ok := types.Unalias(t).(*types.Named)
	if !ok || named.TypeParams().Len() > 0 {
		return nil
	}
	var handlers, getters []*types.Func
	mset := types.NewMethodSet(types.NewPointer(named))
	for i := range mset.Len() {
		m, ok := mset.At(i).Obj().(*types.Func)
		if !ok {
			continue
		}
		sig := m.Signature()
		switch {
		case m != fn && returnsTool(sig):
			return nil // a second tool: which handler is whose is not in sight
		case isHandler(sig):
			handlers = append(handlers, m)
		case sig.Params().Len() == 0 && sig.Results().Len() == 1:
			if rs, ok := sig.Results().At(0).Type().Underlying().(*types.Signature); ok && isHandler(rs) {
				getters = append(getters, m)
			}
		}
	}
	switch {
	case len(handlers) == 1:
		if d := p.Index.FuncDecl(handlers[0]); d != nil {
			return d.Name
		}
	case len(handlers) == 0 && len(getters) == 1:
		return p.Index.Returns(getters[0])
	}
	return nil
}
