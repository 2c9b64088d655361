package adapter

import (
	"cmp"
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/toolvet/toolvet/internal/model"
	"github.com/toolvet/toolvet/internal/resolve"
)

// CoPassed returns the handler e holds when e's type is a handler shape of
// the project's own, given together with a tool to a function of the
// project that toolvet does not follow (one that stores the pair for
// later: registry.Add(tool, handler), NewEntry(meta, tool, handler)): a
// func type, or an interface of one method, with one argument map
// parameter (map[string]any) and an error as last result. What becomes of
// its errors is out of sight (ErrorsUnknown); nil when e is no such
// handler.
func (a *HandlerAdapters) CoPassed(e ast.Expr) *model.Handler {
	t := a.pass.TypesInfo.TypeOf(e)
	if t == nil {
		return nil
	}
	sig, method := handlerShape(t)
	if sig == nil {
		return nil
	}
	arg := mapArg(sig)
	fun := a.handlerFunc(e, method, nil)
	if arg < 0 || fun == nil {
		return nil
	}
	return a.mapHandler(fun, arg, false, false, true, "")
}

// handlerShape returns the signature a value of type t is called with: its
// own (a func type) or its one method's (an interface), when the last
// result is an error.
func handlerShape(t types.Type) (sig *types.Signature, method string) {
	switch u := t.Underlying().(type) {
	case *types.Signature:
		sig = u
	case *types.Interface:
		if u.NumMethods() != 1 {
			return nil, ""
		}
		sig, method = u.Method(0).Signature(), u.Method(0).Name()
	default:
		return nil, ""
	}
	rs := sig.Results()
	if rs.Len() == 0 || !resolve.IsError(rs.At(rs.Len()-1).Type()) {
		return nil, ""
	}
	return sig, method
}

// mapArg returns the index of sig's one argument map parameter, or -1:
// none, or two (which is the arguments?).
func mapArg(sig *types.Signature) int {
	arg := -1
	for i := range sig.Params().Len() {
		if isArgMap(sig.Params().At(i).Type()) {
			if arg >= 0 {
				return -1
			}
			arg = i
		}
	}
	return arg
}

// isArgMap reports whether t is an argument map: map[string]any.
func isArgMap(t types.Type) bool {
	m, ok := t.Underlying().(*types.Map)
	if !ok {
		return false
	}
	k, ok := m.Key().Underlying().(*types.Basic)
	iface, isIface := m.Elem().Underlying().(*types.Interface)
	return ok && k.Kind() == types.String && isIface && iface.Empty()
}

// CoPassing is what LinkCoPassed asks of a library's adapter.
type CoPassing struct {
	// Tool returns the tool of the package e evaluates to when no
	// registration links it, or nil.
	Tool func(e ast.Expr) *model.Tool
	// Library reports whether fn is the library's own (its registrations
	// are the adapter's to read).
	Library func(fn *types.Func) bool
	// Entry reports whether a struct type is the library's own pair of a
	// tool and a handler.
	Entry func(t types.Type) bool
	// Handler returns the handler e holds when it is of the library's
	// handler type, or nil.
	Handler func(e ast.Expr) *model.Handler
	// Linked is told of each tool linked.
	Linked func(t *model.Tool)
}

// LinkCoPassed links a tool of the package that no registration links to
// the one handler given together with it to a function of the project that
// toolvet does not follow, or in one struct literal of the project's own
// type: registry.Add(mcp.NewTool(...), handle), NewEntry(meta, listTool(),
// scopes, handleList), entry{tool: ..., run: ...}. The project pairs them
// there, to register them elsewhere (later, or from another package). The
// handler is the library's (c.Handler) or of the project's own shape
// (CoPassed); what becomes of its errors is out of sight, unless the
// function passes them on as a library handler's (PassesErrors).
func (a *HandlerAdapters) LinkCoPassed(c CoPassing) {
	for cur := range a.pass.Inspector.Preorder((*ast.CallExpr)(nil), (*ast.CompositeLit)(nil)) {
		var args []ast.Expr
		var callee *types.Func
		switch n := cur.Node().(type) {
		case *ast.CallExpr:
			fn, ok := typeutil.Callee(a.pass.TypesInfo, n).(*types.Func)
			if !ok || fn.Pkg() == nil || c.Library(fn) || !a.project(fn.Pkg()) {
				continue // a conversion, a call of a func value, the library's own, or not the project's
			}
			args, callee = n.Args, fn
		case *ast.CompositeLit:
			t := a.pass.TypesInfo.TypeOf(n)
			if t == nil || c.Entry(t) {
				continue
			}
			if named, ok := types.Unalias(t).(*types.Named); ok && (named.Obj().Pkg() == nil || !a.project(named.Obj().Pkg())) {
				continue
			}
			if _, ok := t.Underlying().(*types.Struct); !ok {
				continue
			}
			for _, elt := range n.Elts {
				if kv, ok := elt.(*ast.KeyValueExpr); ok {
					elt = kv.Value
				}
				args = append(args, elt)
			}
		}
		var tool *model.Tool
		var h *model.Handler
		tools, handlers, at := 0, 0, -1
		for i, arg := range args {
			if t := c.Tool(arg); t != nil {
				tool, tools = t, tools+1
				continue
			}
			if x := cmp.Or(a.CoPassed(arg), c.Handler(arg)); x != nil {
				h, handlers, at = x, handlers+1, i
			}
		}
		if tools != 1 || handlers != 1 || len(tool.Handlers) > 0 {
			continue
		}
		h.Errors = model.ErrorsUnknown
		if callee != nil {
			// Unless the function the pair is given to builds a
			// library handler that passes the handler's error on.
			a.coPassedFate(callee, at, h)
		}
		tool.Handlers = append(tool.Handlers, h)
		c.Linked(tool)
	}
}
