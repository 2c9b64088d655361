package mcpgo

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/toolvet/toolvet/internal/adapter"
	"github.com/toolvet/toolvet/internal/model"
	"github.com/toolvet/toolvet/internal/resolve"
)

// A project rarely calls AddTool where it defines a tool: it has its own
// register(s, tool, h), middleware around handlers, and helpers in other
// packages. A registration is followed outwards from the library's call
// through the package's own wrappers (their parameters bound to the
// arguments at each call site), and across packages through the facts of
// package adapter: a wrapper whose tool and handler are its parameters
// exports a RegistersFact, a middleware a WrapsFact.

// How mcp-go wraps a handler before it is registered (RegistersFact.Via).
const (
	viaTyped      = "typed"      // mcp.NewTypedToolHandler: errors stay Go errors
	viaStructured = "structured" // mcp.NewStructuredToolHandler: errors become results
)

// registration is a tool and its handler, registered together.
type registration struct {
	tool, handler ast.Expr
	via           string
	// converts: a middleware on the way turns the handler's errors into
	// error results.
	converts bool
}

// maxWrapperDepth bounds how many of the package's registration wrappers
// (register(s, tool, h) around AddTool) are followed outwards.
const maxWrapperDepth = 2

// link records handler as serving the tool that toolExpr evaluates to.
func (f *finder) link(toolExpr, handlerExpr ast.Expr) {
	f.linkIn(registration{tool: toolExpr, handler: handlerExpr}, nil, 0)
}

func (f *finder) linkIn(r registration, en resolve.Env, depth int) {
	toolParam, toolIsParam := f.Index.ParamOf(f.Index.ExprIn(r.tool, en))
	hp, hIsParam := f.handlerParam(r.handler, en)
	if toolIsParam && hIsParam && toolParam.Func == hp.param.Func && (r.via == "" || hp.via == "") &&
		adapter.Exportable(toolParam.Func) {
		f.exports[toolParam.Func] = &adapter.RegistersFact{Library: "mcp-go",
			Tool: toolParam.Index, Handler: hp.param.Index, Via: r.via + hp.via, Converts: r.converts || hp.converts}
	}
	// A parameter of a wrapper: link at each of its call sites, with the
	// wrapper's parameters bound to the arguments there.
	var wrapper *types.Func
	switch {
	case toolIsParam:
		wrapper = toolParam.Func
	case hIsParam:
		wrapper = hp.param.Func
	}
	if wrapper != nil {
		if depth >= maxWrapperDepth {
			return
		}
		for _, site := range f.Index.CallSites(wrapper) {
			bound := f.Index.Bind(wrapper, site)
			for obj, e := range en {
				if _, ok := bound[obj]; !ok {
					bound[obj] = e
				}
			}
			f.linkIn(r, bound, depth+1)
		}
		return
	}
	call, ok := f.Index.ExprIn(r.tool, en).(*ast.CallExpr)
	if !ok {
		return
	}
	t := f.byCall[call]
	if t == nil {
		return
	}
	var h *model.Handler
	switch r.via {
	case "":
		h = f.handler(r.handler, en)
	case viaTyped, viaStructured:
		h = f.typedHandler(r.via, r.handler, en)
	}
	if h == nil {
		return
	}
	if r.converts {
		h.Errors = model.ErrorsBecomeResults
	}
	for _, old := range t.Handlers {
		if old.Func == h.Func {
			return // registered twice: one handler, one set of rules
		}
	}
	t.Handlers = append(t.Handlers, h)
}

// linkForeign links the tool and handler a call of another package's
// registration wrapper registers.
func (f *finder) linkForeign(call *ast.CallExpr) {
	fn := f.Foreign(typeutil.StaticCallee(f.TypesInfo, call))
	if fn == nil {
		return
	}
	var fact adapter.RegistersFact
	if !f.ImportObjectFact(fn, &fact) || fact.Library != "mcp-go" ||
		fact.Tool >= len(call.Args) || fact.Handler >= len(call.Args) {
		return
	}
	f.linkIn(registration{tool: call.Args[fact.Tool], handler: call.Args[fact.Handler],
		via: fact.Via, converts: fact.Converts}, nil, 0)
}

// handlerFrom says which parameter of a function a handler expression
// comes from, and how it is wrapped on the way.
type handlerFrom struct {
	param    resolve.Param
	via      string
	converts bool
}

// handlerParam reports whether the handler e evaluates to is a parameter
// of one of the package's functions, directly, through middleware, or
// through NewTypedToolHandler / NewStructuredToolHandler.
func (f *finder) handlerParam(e ast.Expr, en resolve.Env) (handlerFrom, bool) {
	switch e := f.Index.Shallow(e, en).(type) {
	case *ast.Ident:
		p, ok := f.Index.ParamOf(e)
		return handlerFrom{param: p}, ok
	case *ast.CallExpr:
		if via := typedVia(f.callee(e, mcpPath)); via != "" && len(e.Args) == 1 {
			h, ok := f.handlerParam(e.Args[0], en)
			if !ok || h.via != "" {
				return handlerFrom{}, false
			}
			h.via = via
			return h, true
		}
		if k, converts, ok := f.middlewareOf(e); ok {
			h, ok := f.handlerParam(e.Args[k], en)
			h.converts = h.converts || converts
			return h, ok
		}
	}
	return handlerFrom{}, false
}

// typedVia names the typed-handler adapter fn is, or "".
func typedVia(fn *types.Func) string {
	switch {
	case fn == nil:
		return ""
	case fn.Name() == "NewTypedToolHandler":
		return viaTyped
	case fn.Name() == "NewStructuredToolHandler":
		return viaStructured
	}
	return ""
}

// handler resolves a handler expression to its function and how it reads
// its arguments.
func (f *finder) handler(e ast.Expr, en resolve.Env) *model.Handler {
	// A call may be a middleware around the handler: look before
	// following it to what it returns.
	if call, ok := f.Index.Shallow(e, en).(*ast.CallExpr); ok {
		if k, converts, ok := f.middlewareOf(call); ok {
			inner := f.handler(call.Args[k], en)
			if inner != nil && converts {
				inner.Errors = model.ErrorsBecomeResults
			}
			return inner
		}
	}
	e = f.Index.ExprIn(e, en)
	if call, ok := e.(*ast.CallExpr); ok {
		via := typedVia(f.callee(call, mcpPath))
		if via == "" || len(call.Args) != 1 {
			return nil
		}
		return f.typedHandler(via, call.Args[0], en)
	}
	if fun := f.Index.Func(e); fun != nil {
		return &model.Handler{Func: fun, Reader: reader{}, Results: results{}, ErrorNote: errorFateNote,
			Errors: model.ErrorsAreProtocolErrors}
	}
	return nil
}

// typedHandler resolves the function given to NewTypedToolHandler (via
// typed) or NewStructuredToolHandler (via structured).
func (f *finder) typedHandler(via string, e ast.Expr, en resolve.Env) *model.Handler {
	fun := f.Index.Func(f.Index.ExprIn(e, en))
	if fun == nil {
		return nil
	}
	h := &model.Handler{Func: fun, Reader: reader{}, Results: results{}, ErrorNote: errorFateNote,
		// NewTypedToolHandler returns the handler's error as is;
		// NewStructuredToolHandler wraps it into an error result.
		Errors: model.ErrorsAreProtocolErrors}
	if via == viaStructured {
		h.Errors = model.ErrorsBecomeResults
	}
	if v := resolve.FuncParam(f.TypesInfo, fun, 2); v != nil {
		h.Structs = append(h.Structs, v)
	}
	return h
}

// middlewareOf reports whether call is a middleware around a handler: a
// function of this package returning a func literal that calls its
// parameter k, or another package's function with a WrapsFact. converts:
// it turns the handler's error into an error result.
func (f *finder) middlewareOf(call *ast.CallExpr) (k int, converts bool, ok bool) {
	fn, _ := typeutil.Callee(f.TypesInfo, call).(*types.Func)
	if fn == nil {
		return 0, false, false
	}
	var w *adapter.WrapsFact
	if foreign := f.Foreign(fn); foreign != nil {
		var fact adapter.WrapsFact
		if f.ImportObjectFact(foreign, &fact) && fact.Library == "mcp-go" {
			w = &fact
		}
	} else {
		w = f.middleware(fn.Origin())
	}
	if w == nil || w.Handler >= len(call.Args) {
		return 0, false, false
	}
	return w.Handler, w.Converts, true
}

// middleware summarises fn, a function of this package, when it returns a
// func literal that calls its parameter k (the handler it wraps), and
// turns that handler's error into an error result when some
// `if err != nil` returns mcp.NewToolResultError(...), nil.
func (f *finder) middleware(fn *types.Func) *adapter.WrapsFact {
	if w, ok := f.wraps[fn]; ok {
		return w
	}
	f.wraps[fn] = nil
	lit, ok := f.Index.Returns(fn).(*ast.FuncLit)
	if !ok {
		return nil
	}
	w := &adapter.WrapsFact{Library: "mcp-go", Handler: -1}
	ast.Inspect(lit.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.CallExpr:
			id, ok := ast.Unparen(n.Fun).(*ast.Ident)
			if !ok || w.Handler >= 0 {
				return true
			}
			if p, ok := f.Index.ParamOf(id); ok && p.Func == fn {
				w.Handler = p.Index
			}
		case *ast.IfStmt: // if err != nil { return mcp.NewToolResultError(...), nil }
			if be, ok := n.Cond.(*ast.BinaryExpr); ok && be.Op == token.NEQ && isNil(f.TypesInfo, ast.Unparen(be.Y)) &&
				returnsErrorResult(f.TypesInfo, n.Body) {
				w.Converts = true
			}
		}
		return true
	})
	if w.Handler < 0 {
		return nil
	}
	f.wraps[fn] = w
	return w
}

// exportFacts exports the package's registration wrappers and middleware
// for the packages that call them.
func (f *finder) exportFacts() {
	if !f.ExportsFacts() {
		return
	}
	facts := make(map[*types.Func]analysis.Fact)
	for fn, fact := range f.exports {
		facts[fn] = fact
	}
	for _, file := range f.Files {
		for _, d := range file.Decls {
			decl, ok := d.(*ast.FuncDecl)
			if !ok || decl.Body == nil {
				continue
			}
			fn, _ := f.TypesInfo.Defs[decl.Name].(*types.Func)
			if !adapter.Exportable(fn) || facts[fn] != nil || fn.Signature().Results().Len() != 1 {
				continue
			}
			if w := f.middleware(fn); w != nil {
				facts[fn] = w
			}
		}
	}
	f.Export("mcp-go", facts)
}

// returnsErrorResult reports whether b returns an error result and no Go
// error: return mcp.NewToolResultError(...), nil.
func returnsErrorResult(info *types.Info, b *ast.BlockStmt) bool {
	found := false
	ast.Inspect(b, func(n ast.Node) bool {
		ret, ok := n.(*ast.ReturnStmt)
		if !ok || len(ret.Results) != 2 || !isNil(info, ast.Unparen(ret.Results[1])) {
			return true
		}
		if call, ok := ast.Unparen(ret.Results[0]).(*ast.CallExpr); ok {
			if fn := callee(info, call); fn != nil && strings.HasPrefix(fn.Name(), "NewToolResultError") {
				found = true
			}
		}
		return !found
	})
	return found
}
