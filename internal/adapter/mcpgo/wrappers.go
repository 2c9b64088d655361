package mcpgo

import (
	"cmp"
	"go/ast"
	"go/types"
	"maps"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/toolvet/toolvet/internal/adapter"
	"github.com/toolvet/toolvet/internal/adapter/structschema"
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
	// adapts: the handler is of the project's own shape, adapted to
	// mcp-go's by a handler shim on the way (nil: mcp-go's shape).
	adapts *adapter.AdaptsFact
}

// maxWrapperDepth bounds how many of the package's registration wrappers
// (register(s, tool, h) around AddTool) are followed outwards.
const maxWrapperDepth = 2

// link records handler as serving the tool that toolExpr evaluates to.
func (f *finder) link(toolExpr, handlerExpr ast.Expr) {
	f.linkIn(registration{tool: toolExpr, handler: handlerExpr}, nil, 0)
}

func (f *finder) linkIn(r registration, en resolve.Env, depth int) {
	// An inventory: for _, d := range defs { s.AddTool(d.tool, d.h) },
	// for _, t := range []tool{a{}, b{}} { s.AddTool(t.Definition(), t.Handle) },
	// s.AddTool(t, handlers[t.Name]) (resolve.Index.Pairs).
	// A tool built in a loop over a table of the project's own type,
	// for _, d := range specs { s.AddTool(mcp.NewTool(d.name, d.opts...), d.handler) }:
	// each entry's tool, with the handler the same entry gives.
	if call, ok := f.Index.Shallow(r.tool, en).(*ast.CallExpr); ok {
		if v := f.tables[call]; v != nil && en[v] == nil {
			for _, entry := range f.Index.Elements(v) {
				bound := maps.Clone(en)
				if bound == nil {
					bound = resolve.Env{}
				}
				bound[v] = entry
				f.linkIn(r, bound, depth)
			}
			return
		}
	}
	name := f.toolName(en)
	if pairs, ok := f.Index.Pairs(r.tool, r.handler, name); ok {
		for _, p := range pairs {
			f.linkIn(registration{tool: p[0], handler: p[1], via: r.via, converts: r.converts, adapts: r.adapts}, en, depth)
		}
		return
	}
	// for _, d := range defs { s.AddTool(d.tool, logged(d.h)) }: each
	// element's handler, through the middleware wrapping it.
	if inner, converts := f.mw.Unwrap(r.handler, func(e ast.Expr) ast.Expr { return f.Index.Shallow(e, en) }); inner != r.handler {
		if pairs, ok := f.Index.Pairs(r.tool, inner, name); ok {
			for _, p := range pairs {
				f.linkIn(registration{tool: p[0], handler: p[1], via: r.via, converts: r.converts || converts, adapts: r.adapts}, en, depth)
			}
			return
		}
	}
	// for _, d := range defs { s.AddTool(d.tool, Adapt(d.h, cfg)) }: each
	// element's handler, adapted.
	if call, ok := ast.Unparen(r.handler).(*ast.CallExpr); ok && r.adapts == nil && r.via == "" {
		if a := f.ad.Of(call); a != nil {
			if pairs, ok := f.Index.Pairs(r.tool, call.Args[a.Handler], name); ok {
				for _, p := range pairs {
					f.linkIn(registration{tool: p[0], handler: p[1], converts: r.converts, adapts: a}, en, depth)
				}
				return
			}
		}
	}
	toolParam, toolIsParam := f.Index.ParamOf(f.Index.ExprIn(r.tool, en))
	hp, hIsParam := f.handlerParam(r.handler, en)
	if toolIsParam && hIsParam && toolParam.Func == hp.param.Func && (r.via == "" || hp.via == "") &&
		(r.adapts == nil || hp.adapts == nil) && adapter.Exportable(toolParam.Func) {
		f.exports[toolParam.Func] = &adapter.RegistersFact{Library: Library,
			Tool: toolParam.Index, Handler: hp.param.Index, Via: r.via + hp.via, Converts: r.converts || hp.converts,
			Adapts: cmp.Or(r.adapts, hp.adapts)}
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
			bound := f.Index.BindWithin(wrapper, site, en)
			outer := r
			if hIsParam && hp.param.Func == wrapper && hp.param.Index < len(site.Args) && (r.via == "" || hp.via == "") &&
				(r.adapts == nil || hp.adapts == nil) {
				// The handler is the argument at the site, wrapped as
				// the wrapper wraps its parameter.
				outer = registration{tool: r.tool, handler: site.Args[hp.param.Index],
					via: r.via + hp.via, converts: r.converts || hp.converts, adapts: cmp.Or(r.adapts, hp.adapts)}
			}
			f.linkIn(outer, bound, depth+1)
		}
		return
	}
	t := f.toolAt(r.tool, en)
	if t == nil {
		return
	}
	f.registered[t] = true
	var h *model.Handler
	switch base, _ := splitVia(r.via); {
	case r.adapts != nil:
		if base == "" {
			h = f.ad.HandlerOf(r.handler, r.adapts, en, "the handler adapter on the way")
		}
	case base == "":
		h = f.handler(r.handler, en)
	case base == viaTyped, base == viaStructured:
		h = f.typedHandler(r.via, r.handler, en)
	}
	if h == nil {
		if len(t.Handlers) == 0 && r.handler != nil {
			adapter.UnfollowedHandler(f.TypesInfo, t, f.Index.ExprIn(r.handler, en))
		}
		return
	}
	// A handler of several tools, dispatching on the name called: this
	// tool's is the function its case hands the call to.
	if g := adapter.NameCase(f.Pass, h.Func, t.Name, adapter.CalledName(f.TypesInfo, isRequest)); g != nil && r.adapts == nil {
		if inner := f.handler(g, nil); inner != nil {
			h = inner
		}
	}
	if r.converts {
		h.Errors = model.ErrorsBecomeResults
	}
	for _, old := range t.Handlers {
		if old.Func == h.Func && old.Imported == h.Imported {
			return // registered twice: one handler, one set of rules
		}
	}
	t.Handlers = append(t.Handlers, h)
}

// handlerFrom says which parameter of a function a handler expression
// comes from, and how it is wrapped on the way.
type handlerFrom struct {
	param    resolve.Param
	via      string
	converts bool
	adapts   *adapter.AdaptsFact // a handler shim on the way
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
			// A func literal that only calls a handler parameter:
			// func(ctx, req, in In) (...) { return fn(ctx, in) }.
			if lit, ok := f.Index.Shallow(e.Args[0], en).(*ast.FuncLit); ok {
				if p, at, ok := f.forwards(lit); ok {
					return handlerFrom{param: p, via: via + "@" + strconv.Itoa(at)}, true
				}
				return handlerFrom{}, false
			}
			h, ok := f.handlerParam(e.Args[0], en)
			if !ok || h.via != "" {
				return handlerFrom{}, false
			}
			h.via = via
			return h, true
		}
		if k, converts, ok := f.mw.Of(e); ok {
			h, ok := f.handlerParam(e.Args[k], en)
			h.converts = h.converts || converts
			return h, ok
		}
		// Adapt(h, cfg): h, of the project's own shape.
		if a := f.ad.Of(e); a != nil {
			if p, ok := f.Index.ParamOf(f.Index.Shallow(e.Args[a.Handler], en)); ok {
				return handlerFrom{param: p, adapts: a}, true
			}
		}
	}
	return handlerFrom{}, false
}

// forwards reports whether lit, a typed handler literal, only returns a
// call of a parameter p of an enclosing function, passing it the decoded
// arguments (lit's third parameter) as its argument at.
func (f *finder) forwards(lit *ast.FuncLit) (p resolve.Param, at int, ok bool) {
	in := resolve.FuncParam(f.TypesInfo, lit, 2)
	list := lit.Body.List
	if in == nil || len(list) == 0 {
		return p, 0, false
	}
	ret, ok := list[len(list)-1].(*ast.ReturnStmt)
	if !ok {
		return p, 0, false
	}
	switch {
	case len(list) == 1:
	case len(list) == 2 && len(ret.Results) == 0:
		// `res, err = h(ctx, in); return`: the named results set by the call.
		if _, assigns := list[0].(*ast.AssignStmt); !assigns {
			return p, 0, false
		}
		ret = f.Returned(ret)
	default:
		return p, 0, false
	}
	if len(ret.Results) != 1 {
		return p, 0, false
	}
	call, ok := ast.Unparen(ret.Results[0]).(*ast.CallExpr)
	if !ok {
		return p, 0, false
	}
	if p, ok = f.Index.ParamOf(call.Fun); !ok {
		return p, 0, false
	}
	at = -1
	for i, arg := range call.Args {
		if id, ok := ast.Unparen(arg).(*ast.Ident); ok && f.TypesInfo.Uses[id] == in {
			at = i
		}
	}
	return p, at, at >= 0
}

// splitVia splits a Via into the library's wrapper and the handler
// parameter holding the decoded arguments (the third unless "@k" says).
func splitVia(via string) (string, int) {
	base, at, found := strings.Cut(via, "@")
	if !found {
		return via, 2
	}
	k, err := strconv.Atoi(at)
	if err != nil || k < 0 {
		return base, -1
	}
	return base, k
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
		if k, converts, ok := f.mw.Of(call); ok {
			inner := f.handler(call.Args[k], en)
			if inner != nil && converts {
				inner.Errors = model.ErrorsBecomeResults
			}
			return inner
		}
		// A shim of the project's own handler shape: the handler is
		// the function of the value it adapts.
		if a := f.ad.Of(call); a != nil {
			return f.ad.Handler(call, a, en)
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
		return plainHandler(fun)
	}
	// A function or method another package declares: read through its
	// summary (passes/rules' HandlesFact).
	if fn := resolve.FuncValue(f.TypesInfo, e); fn != nil && fn.Pkg() != nil && fn.Pkg() != f.Pkg && isHandlerSignature(fn.Signature()) {
		h := plainHandler(nil)
		h.Func, h.Imported = nil, fn.Origin()
		return h
	}
	return nil
}

// typedHandler resolves the function given to NewTypedToolHandler (via
// typed) or NewStructuredToolHandler (via structured).
func (f *finder) typedHandler(via string, e ast.Expr, en resolve.Env) *model.Handler {
	via, at := splitVia(via)
	fun := f.Index.Func(f.Index.ExprIn(e, en))
	if fun == nil || at < 0 {
		return nil
	}
	h := &model.Handler{Func: fun, Reader: reader{}, Results: results{}, ErrorNote: errorFateNote,
		// NewTypedToolHandler returns the handler's error as is;
		// NewStructuredToolHandler wraps it into an error result.
		Errors: model.ErrorsAreProtocolErrors}
	if via == viaStructured {
		h.Errors = model.ErrorsBecomeResults
	}
	if v := resolve.FuncParam(f.TypesInfo, fun, at); v != nil {
		h.Structs = append(h.Structs, v)
	}
	return h
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
	for fn, fact := range f.builders {
		if fact != nil && adapter.Exportable(fn) {
			facts[fn] = fact
		}
	}
	f.mw.Export(facts)
	f.ad.Export(facts)
	f.Export(Library, facts)
	f.ExportErrorResults(Library, func(t types.Type) bool { return resolve.IsNamedOrPointer(t, mcpPath, "CallToolResult") }, func(e ast.Expr) bool { return isErrorResult(f.TypesInfo, e) })
}

// returnsErrorResult reports whether b returns an error result and no Go
// error: return mcp.NewToolResultError(...), nil, or a call of a function
// of the package (or with another's ErrorResultsFact) whose every way out
// is one, as the result or as both results (adapter.Pass.ErrorResults).
func returnsErrorResult(p *adapter.Pass, b *ast.BlockStmt) bool {
	info := p.TypesInfo
	isErrorResult := func(e ast.Expr) bool { return isErrorResult(info, e) }
	found := false
	ast.Inspect(b, func(n ast.Node) bool {
		ret, ok := n.(*ast.ReturnStmt)
		if ok && len(ret.Results) == 0 {
			// A bare return, as its named results were assigned
			// (`res, err = toolError(…); return` reads as the call).
			ret = p.Returned(ret)
		}
		if ok && len(ret.Results) == 1 {
			// return toolError(…): a helper returning the result and a nil
			// error on every way out.
			if call, ok := ast.Unparen(ret.Results[0]).(*ast.CallExpr); ok {
				found = p.ErrorResults(resolve.Callee(info, call), Library, isErrorResult)
			}
			return !found
		}
		if !ok || len(ret.Results) != 2 {
			return true
		}
		ret = p.Returned(ret) // a result, or a nil error, held in a variable
		if len(ret.Results) != 2 || !isNil(info, ast.Unparen(ret.Results[1])) {
			return true
		}
		if isErrorResult(ret.Results[0]) {
			found = true
		} else if call, ok := ast.Unparen(ret.Results[0]).(*ast.CallExpr); ok {
			found = p.ErrorResults(resolve.Callee(info, call), Library, isErrorResult)
		}
		return !found
	})
	return found
}

// builder summarises fn, a function of this package, when it builds a tool
// from its parameters and registers it (or returns it, paired) with a
// handler parameter, the schema inferred from one of its type parameters:
//
//	func NewTool[In any](name, desc string, h mcp.TypedToolHandlerFunc[In]) server.ServerTool {
//		return server.ServerTool{
//			Tool:    mcp.NewTool(name, mcp.WithDescription(desc), mcp.WithInputSchema[In]()),
//			Handler: mcp.NewTypedToolHandler(h),
//		}
//	}
//
// Each call site then defines its own tool: the name and description it
// passes, the schema of the type it instantiates In with.
func (f *finder) builder(fn *types.Func) *adapter.RegistersFact {
	if b, ok := f.builders[fn]; ok {
		return b
	}
	f.builders[fn] = nil
	decl := f.Index.FuncDecl(fn)
	if decl == nil || decl.Body == nil {
		return nil
	}
	generic := fn.Signature().TypeParams().Len() > 0
	reflecting := !generic && hasInterfaceParam(fn.Signature())
	options := optionsParam(fn.Signature())
	if !generic && !reflecting && options < 0 {
		return nil // no value whose type it could reflect (reflected.go), no options it passes on
	}
	var regs []registration
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.CallExpr:
			if m := f.callee(n, serverPath); m != nil && isMethodOf(m, "MCPServer") && m.Name() == "AddTool" && len(n.Args) == 2 {
				regs = append(regs, registration{tool: n.Args[0], handler: n.Args[1]})
			}
		case *ast.CompositeLit:
			if resolve.IsNamedOrPointer(f.TypesInfo.TypeOf(n), serverPath, "ServerTool") {
				if tool, handler := serverToolFields(n); tool != nil && handler != nil {
					regs = append(regs, registration{tool: tool, handler: handler})
				}
			}
		}
		return true
	})
	if len(regs) == 0 {
		var b *adapter.RegistersFact
		switch {
		case generic:
			b = f.composed(fn, decl)
		case reflecting:
			b = f.composedReflecting(fn, decl)
		}
		if b == nil && options >= 0 && f.onlyCalled(fn) {
			b = f.composedOptions(fn, decl, options)
		}
		f.builders[fn] = b
		return b
	}
	if len(regs) != 1 {
		return nil
	}
	call, ok := f.Index.Expr(regs[0].tool).(*ast.CallExpr)
	if !ok {
		return nil
	}
	var b *adapter.RegistersFact
	ok = false
	if generic {
		b, ok = f.template(fn, call)
	} else if reflecting {
		b, ok = f.reflectingTemplate(fn, decl, regs[0].tool, call)
	}
	// Registered in the body, not handed back: a caller could change a
	// returned tool's fields before registering it.
	if !ok && options >= 0 && len(regs) == 1 && !resultsHoldTool(fn.Signature()) && f.holdsOnly(decl, regs[0].tool, call) && f.onlyCalled(fn) {
		b, ok = f.optionsTemplate(fn, decl, call, options)
	}
	if !ok {
		return nil
	}
	hp, ok := f.handlerParam(regs[0].handler, nil)
	if !ok || hp.param.Func != fn {
		return nil
	}
	b.Handler, b.Via, b.Converts, b.Adapts = hp.param.Index, hp.via, hp.converts, hp.adapts
	f.builders[fn] = b
	f.templates[call] = true
	return b
}

// composed summarises fn when its body builds its tool by calling one
// other builder (of this package, or of another through its fact) with
// its own parameters:
//
//	func readTool[In any](name, desc string, h mcp.TypedToolHandlerFunc[In]) server.ServerTool {
//		return newTool[In](name, "Read-only. "+desc, h)
//	}
//
// The call inside is then a template too: it defines no tool itself.
func (f *finder) composed(fn *types.Func, decl *ast.FuncDecl) *adapter.RegistersFact {
	call, inner := f.builderCall(decl, nil)
	if call == nil {
		return nil
	}
	n := len(call.Args)
	if inner.Via == viaFunc { // converters compose on their own (convert.go)
		return nil
	}
	if inner.Name < 0 || inner.Name >= n || inner.Description >= n || inner.Handler < 0 || inner.Handler >= n || inner.Input < 0 {
		return nil
	}
	b := &adapter.RegistersFact{Library: Library, Tool: -1, Name: -1, Description: -1, Input: -1, DescPrefix: inner.DescPrefix}
	if p, ok := f.Index.ParamOf(f.Index.Shallow(call.Args[inner.Name], nil)); ok && p.Func == fn {
		b.Name = p.Index
	} else {
		return nil
	}
	if inner.Description >= 0 {
		prefix, d, ok := f.describedBy(fn, call.Args[inner.Description])
		if !ok {
			return nil
		}
		b.DescPrefix += prefix
		b.Description = d
	}
	targs := resolve.TypeArgs(f.TypesInfo, call)
	if targs == nil || inner.Input >= targs.Len() {
		return nil
	}
	tp, ok := targs.At(inner.Input).(*types.TypeParam)
	tps := fn.Signature().TypeParams()
	if !ok || tp.Index() >= tps.Len() || tps.At(tp.Index()) != tp {
		return nil
	}
	b.Input = tp.Index()
	hp, ok := f.handlerParam(call.Args[inner.Handler], nil)
	if !ok || hp.param.Func != fn || hp.via != "" && inner.Via != "" || hp.adapts != nil && (inner.Adapts != nil || inner.Via != "") {
		return nil
	}
	b.Handler, b.Via, b.Converts = hp.param.Index, inner.Via+hp.via, inner.Converts || hp.converts
	b.Adapts = cmp.Or(inner.Adapts, hp.adapts)
	f.templates[call] = true
	return b
}

// builderCall returns the one call of a builder in decl's body (outside
// function literals) whose fact keep accepts (nil: any), with that fact;
// nil when there is none, or more.
func (f *finder) builderCall(decl *ast.FuncDecl, keep func(*adapter.RegistersFact) bool) (*ast.CallExpr, *adapter.RegistersFact) {
	var calls []*ast.CallExpr
	var inners []*adapter.RegistersFact
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.CallExpr:
			if b := f.builderOf(n); b != nil && (keep == nil || keep(b)) {
				calls, inners = append(calls, n), append(inners, b)
			}
		}
		return true
	})
	if len(calls) != 1 {
		return nil, nil
	}
	return calls[0], inners[0]
}

// linkBuilt links t, defined by call of builder b, to the handler b says
// the call gives, or says why none is linked.
func (f *finder) linkBuilt(t *model.Tool, call *ast.CallExpr, b *adapter.RegistersFact) {
	if h := f.builtHandler(call, b); h != nil {
		t.Handlers = append(t.Handlers, h)
	} else {
		adapter.UnfollowedHandler(f.TypesInfo, t, call.Args[b.Handler])
	}
}

// builderOf returns the fact of the builder call calls, of this package or
// of another, or nil.
func (f *finder) builderOf(call *ast.CallExpr) *adapter.RegistersFact {
	fn, _ := typeutil.Callee(f.TypesInfo, call).(*types.Func)
	if fn == nil {
		return nil
	}
	if foreign := f.Foreign(fn); foreign != nil {
		var fact adapter.RegistersFact
		if f.ImportObjectFact(foreign, &fact) && fact.Library == Library && fact.Tool < 0 {
			return &fact
		}
		return nil
	}
	return f.builder(fn.Origin())
}

// describedBy is adapter.DescribedBy, a table entry's fields read as
// constants.
func (f *finder) describedBy(fn *types.Func, e ast.Expr) (prefix string, param int, ok bool) {
	return adapter.DescribedBy(f.Pass, fn, e, f.constString)
}

// template reads mcp.NewTool(name, mcp.WithDescription(desc),
// mcp.WithInputSchema[In]()) where name and desc are parameters of fn and
// In is one of its type parameters. Any option that may declare a property
// makes it no template: it would be shared by every call site's tool.
func (f *finder) template(fn *types.Func, call *ast.CallExpr) (*adapter.RegistersFact, bool) {
	newTool := f.callee(call, mcpPath)
	if newTool == nil || newTool.Name() != "NewTool" || len(call.Args) == 0 {
		return nil, false
	}
	opts := f.toolOptions(call)
	if !opts.ok {
		return nil, false
	}
	param := func(e ast.Expr) int {
		if p, ok := f.Index.ParamOf(f.Index.Shallow(e, nil)); ok && p.Func == fn {
			return p.Index
		}
		return -1
	}
	b := &adapter.RegistersFact{Library: Library, Tool: -1, Name: param(call.Args[0]), Description: -1, Input: -1}
	if b.Name < 0 {
		return nil, false
	}
	for _, arg := range opts.list {
		opt, ok := ast.Unparen(arg).(*ast.CallExpr)
		if !ok {
			return nil, false
		}
		switch o := f.callee(opt, mcpPath); {
		case o == nil:
			return nil, false
		case o.Name() == "WithDescription" && len(opt.Args) == 1:
			if b.Description = param(opt.Args[0]); b.Description < 0 {
				return nil, false
			}
		case o.Name() == "WithInputSchema":
			tp, ok := f.typeArg(opt).(*types.TypeParam)
			tps := fn.Signature().TypeParams()
			if !ok || tp.Index() >= tps.Len() || tps.At(tp.Index()) != tp {
				return nil, false
			}
			b.Input = tp.Index()
		case toolOptionsWithoutProperties[o.Name()]:
		default:
			return nil, false
		}
	}
	return b, b.Input >= 0
}

// buildAt defines the tool a call of a builder (b) defines, with its
// handler.
func (f *finder) buildAt(call *ast.CallExpr, b *adapter.RegistersFact) {
	if b.Reflected {
		f.buildReflected(call, b)
		return
	}
	if b.Options > 0 {
		f.buildOptionsAt(call, b)
		return
	}
	n := len(call.Args)
	if b.Name >= n || b.Description >= n || b.Handler >= n || b.Input < 0 {
		return
	}
	t := &model.Tool{Library: Library, Pos: call.Pos()}
	t.Name, _ = f.constString(call.Args[b.Name])
	f.describeAt(t, call, b)
	targs := resolve.TypeArgs(f.TypesInfo, call)
	if targs == nil || b.Input >= targs.Len() {
		return
	}
	in := targs.At(b.Input)
	if b.Via == viaFunc {
		if _, ok := in.(*types.TypeParam); ok {
			return // a call inside another converter: a template
		}
		f.buildFunc(t, call, b, in)
		f.tools = append(f.tools, t)
		return
	}
	props, pitfalls, ok := structschema.Properties(f.Fset, in, f.fieldDecls(), structschema.MCPGo)
	t.Pitfalls = pitfalls
	if ok && len(pitfalls) == 0 {
		t.Input = in
		t.Properties = props
		t.Closed = true
	} else {
		t.MarkOpaque(call.Pos(), structschema.Unreadable(in, structschema.MCPGo, ok)) // the wire schema is not what the struct says
	}
	f.linkBuilt(t, call, b)
	f.tools = append(f.tools, t)
}

// describeAt gives t, defined by a call of builder b, its description: the
// argument b says, after b's own text, or b's text alone; unknown when b
// computes it (DescUnknown).
func (f *finder) describeAt(t *model.Tool, call *ast.CallExpr, b *adapter.RegistersFact) {
	switch {
	case b.DescUnknown:
		t.Description = model.Text{Pos: call.Pos()}
	case b.Description >= 0:
		// The argument ends the description: sentences appended to it
		// end the description too.
		arg := call.Args[b.Description]
		own := f.text(arg)
		t.Description = own
		t.Description.Value = b.DescPrefix + own.Value
		t.Describe = &descAnchor{file: f.Fset.File(arg.Pos()), arg: arg, text: own}
	default:
		t.Description = model.Text{Known: true, Value: b.DescPrefix, Pos: call.Pos()}
	}
}

// builtHandler is the handler a call of builder b registers: the argument
// b says, wrapped as b says.
func (f *finder) builtHandler(call *ast.CallExpr, b *adapter.RegistersFact) *model.Handler {
	var h *model.Handler
	switch base, _ := splitVia(b.Via); {
	case b.Adapts != nil:
		if base == "" {
			h = f.ad.HandlerOf(call.Args[b.Handler], b.Adapts, nil, "the handler adapter on the way")
		}
	case base == "":
		h = f.handler(call.Args[b.Handler], nil)
	case base == viaTyped, base == viaStructured:
		h = f.typedHandler(b.Via, call.Args[b.Handler], nil)
	}
	if h != nil && b.Converts {
		h.Errors = model.ErrorsBecomeResults
	}
	return h
}

// registrationCall reads a call of a function of the project's own
// registration code: a builder or a wrapper, of this package or (through
// facts) of another.
func (f *finder) registrationCall(call *ast.CallExpr) {
	fn, _ := typeutil.Callee(f.TypesInfo, call).(*types.Func)
	if fn == nil {
		return
	}
	template := f.templates[call] // keyed by the call as written
	if args, ok := callArgs(f.TypesInfo, call); !ok {
		return
	} else if len(args) != len(call.Args) {
		// (*T).m(recv, args…): the facts count the method's own
		// parameters.
		shifted := *call
		shifted.Args = args
		call = &shifted
	}
	if foreign := f.Foreign(fn); foreign != nil {
		var fact adapter.RegistersFact
		if !f.ImportObjectFact(foreign, &fact) || fact.Library != Library {
			return
		}
		if fact.Tool < 0 {
			if !template {
				f.buildAt(call, &fact)
			}
		} else if fact.Tool < len(call.Args) && fact.Handler < len(call.Args) {
			f.linkIn(registration{tool: call.Args[fact.Tool], handler: call.Args[fact.Handler],
				via: fact.Via, converts: fact.Converts, adapts: fact.Adapts}, nil, 0)
		}
		return
	}
	if b := f.builders[fn.Origin()]; b != nil && !template {
		f.buildAt(call, b)
	}
}

// toolName returns a reader of the constant name of the tool an
// expression defines (resolve.Index.KeyedPairs).
func (f *finder) toolName(en resolve.Env) func(ast.Expr) (string, bool) {
	return func(e ast.Expr) (string, bool) {
		t := f.toolAt(e, en)
		if t == nil || t.Name == "" {
			return "", false
		}
		return t.Name, true
	}
}

// isRequest reports whether t is mcp-go's request type.
func isRequest(t types.Type) bool { return resolve.IsNamedOrPointer(t, mcpPath, "CallToolRequest") }
