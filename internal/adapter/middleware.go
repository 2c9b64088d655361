package adapter

import (
	"go/ast"
	"go/token"
	"go/types"
	"maps"
	"slices"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/toolvet/toolvet/internal/flow"
	"github.com/toolvet/toolvet/internal/resolve"
)

// Middleware is a function around a handler that returns a handler:
//
//	func logged(h server.ToolHandlerFunc) server.ToolHandlerFunc {
//		return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
//			log.Print(req.Params.Name)
//			return h(ctx, req)
//		}
//	}
//
// Registering logged(handle) registers handle, whose rules are the tool's.
// What becomes of handle's Go error is the middleware's choice: one that
// returns an error result (and no Go error) where `err != nil` converts
// it. How a middleware is recognised is the same for every library; what
// an error result is, is the library's.

// Middlewares summarises one library's middleware, of the package (read
// on demand) and of other packages (their WrapsFact).
type Middlewares struct {
	pass    *Pass
	library string
	// returnsErrorResult reports whether a block returns the library's
	// error result and no Go error.
	returnsErrorResult func(p *Pass, body *ast.BlockStmt) bool
	summaries          map[*types.Func]*WrapsFact
}

// NewMiddlewares returns the middleware summaries of library for the pass.
func NewMiddlewares(p *Pass, library string, returnsErrorResult func(*Pass, *ast.BlockStmt) bool) *Middlewares {
	return &Middlewares{pass: p, library: library, returnsErrorResult: returnsErrorResult,
		summaries: make(map[*types.Func]*WrapsFact)}
}

// maxMiddlewareDepth bounds how many middleware around one handler are
// unwrapped.
const maxMiddlewareDepth = 4

// Of reports whether call is a middleware around a handler: a function of
// this package returning a func literal that calls its parameter k, or
// another package's function with a WrapsFact of the library. converts:
// it turns the handler's error into an error result.
func (m *Middlewares) Of(call *ast.CallExpr) (k int, converts bool, ok bool) {
	fn, _ := typeutil.Callee(m.pass.TypesInfo, call).(*types.Func)
	if fn == nil {
		return 0, false, false
	}
	var w *WrapsFact
	if foreign := m.pass.Foreign(fn); foreign != nil {
		var fact WrapsFact
		if m.pass.ImportObjectFact(foreign, &fact) && fact.Library == m.library {
			w = &fact
		}
	} else {
		w = m.Summary(fn.Origin())
	}
	if w == nil || w.Handler >= len(call.Args) {
		return 0, false, false
	}
	return w.Handler, w.Converts, true
}

// Unwrap follows e through the middleware around it, to the handler they
// wrap (e itself when none), as written at the innermost call; converts
// says some middleware on the way turns its errors into error results.
// shallow follows an expression to what it holds without entering calls.
func (m *Middlewares) Unwrap(e ast.Expr, shallow func(ast.Expr) ast.Expr) (inner ast.Expr, converts bool) {
	for range maxMiddlewareDepth {
		call, ok := shallow(e).(*ast.CallExpr)
		if !ok {
			return e, converts
		}
		k, c, ok := m.Of(call)
		if !ok {
			return e, converts
		}
		e, converts = call.Args[k], converts || c
	}
	return e, converts
}

// Summary summarises fn, a function of this package, when it returns a
// func literal that calls its parameter k (the handler it wraps) and k has
// the type fn returns (a handler in, a handler of the same type out: a
// function that adapts another shape of function is not middleware, and
// rewriting that function's returns as a handler's would not compile), and
// turns that handler's error into an error result when some
// `if err != nil`, err a result of the call of k, returns one.
func (m *Middlewares) Summary(fn *types.Func) *WrapsFact {
	if w, ok := m.summaries[fn]; ok {
		return w
	}
	m.summaries[fn] = nil
	// A handler in, a handler of the same type out: checked first, so that
	// a function returning a handler it does not wrap (a tool's
	// constructor) costs no walk of its body.
	sig := fn.Signature()
	if sig.Results().Len() != 1 || !slices.ContainsFunc(tupleTypes(sig.Params()), func(t types.Type) bool {
		return types.Identical(t, sig.Results().At(0).Type())
	}) {
		return nil
	}
	lit, ok := m.pass.Index.Returns(fn).(*ast.FuncLit)
	if !ok {
		return nil
	}
	info := m.pass.TypesInfo
	w := &WrapsFact{Library: m.library, Handler: -1}
	callsHandler := func(e ast.Expr) bool {
		call, ok := ast.Unparen(e).(*ast.CallExpr)
		if !ok {
			return false
		}
		id, ok := ast.Unparen(call.Fun).(*ast.Ident)
		if !ok {
			return false
		}
		p, ok := m.pass.Index.ParamOf(id)
		if !ok || p.Func != fn || w.Handler >= 0 && p.Index != w.Handler {
			return false
		}
		w.Handler = p.Index
		return true
	}
	results := make(map[types.Object]bool) // variables holding the handler's results
	ast.Inspect(lit.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.AssignStmt: // res, out, err := h(ctx, req, in)
			if len(n.Rhs) == 1 && callsHandler(n.Rhs[0]) {
				for _, l := range n.Lhs {
					if id, ok := l.(*ast.Ident); ok {
						if obj := info.ObjectOf(id); obj != nil {
							results[obj] = true
						}
					}
				}
			}
		case *ast.CallExpr:
			callsHandler(n)
		}
		return true
	})
	// A copy of a result is the result (e := err).
	for obj := range maps.Clone(results) {
		for _, c := range m.pass.Index.Copies(obj) {
			results[c] = true
		}
	}
	// if err != nil { return <error result>, nil }, also written as a
	// case or as the failure after `if err == nil { return … }`.
	for _, g := range resolve.GuardedIn(lit.Body, true) {
		be, ok := m.pass.Cond(g.Cond).(*ast.BinaryExpr)
		if !ok || be.Op != token.NEQ || !isNil(info, ast.Unparen(be.Y)) {
			continue
		}
		if id, ok := ast.Unparen(be.X).(*ast.Ident); ok && results[info.ObjectOf(id)] && m.returnsErrorResult(m.pass, g.Body) {
			w.Converts = true
		}
	}
	if w.Handler < 0 || w.Handler >= sig.Params().Len() ||
		!types.Identical(sig.Params().At(w.Handler).Type(), sig.Results().At(0).Type()) {
		return nil
	}
	m.summaries[fn] = w
	return w
}

// Export adds to facts the package's exportable middleware that have no
// fact yet.
func (m *Middlewares) Export(facts map[*types.Func]analysis.Fact) {
	if !m.pass.ExportsFacts() {
		return
	}
	for fn := range FuncsWithBody(m.pass.Pass) {
		if !Exportable(fn) || facts[fn] != nil || fn.Signature().Results().Len() != 1 {
			continue
		}
		if w := m.Summary(fn); w != nil {
			facts[fn] = w
		}
	}
}

var isNil = resolve.IsNil

// tupleTypes returns the types of t's variables.
func tupleTypes(t *types.Tuple) []types.Type {
	out := make([]types.Type, t.Len())
	for i := range t.Len() {
		out[i] = t.At(i).Type()
	}
	return out
}

// ErrorResultsFact says every way out of a function returns a library's
// error result and no Go error (func toolError(err error)
// (*mcp.CallToolResult, error) in a util package): a middleware in
// another package returning a call of it converts the handler's error as
// one returning the library's error result itself does.
type ErrorResultsFact struct {
	Library string
}

func (*ErrorResultsFact) AFact()           {}
func (f *ErrorResultsFact) String() string { return "errorResults(" + f.Library + ")" }

// ErrorResults reports whether every way out of fn returns the library's
// error result (as isErrorResult says of an expression) and no Go error:
// read in fn's body when fn is the package's (flow.Graph.ErrorResults), by
// its ErrorResultsFact when it is another package's.
func (p *Pass) ErrorResults(fn *types.Func, library string, isErrorResult func(ast.Expr) bool) bool {
	if fn == nil || fn.Pkg() == nil {
		return false
	}
	if foreign := p.Foreign(fn); foreign != nil {
		var f ErrorResultsFact
		return p.ImportObjectFact(foreign, &f) && f.Library == library
	}
	return p.Flow.ErrorResults(fn, isErrorResult)
}

// ExportErrorResults exports an ErrorResultsFact for each exportable
// function of the package whose first result is the library's handler
// result (isResult says which type that is; an error may follow) and whose
// every way out is the library's error result.
func (p *Pass) ExportErrorResults(library string, isResult func(types.Type) bool, isErrorResult func(ast.Expr) bool) {
	if !p.ExportsFacts() {
		return
	}
	for fn := range FuncsWithBody(p.Pass) {
		sig := fn.Signature()
		if !Exportable(fn) || !flow.FailureShape(sig) || !isResult(sig.Results().At(0).Type()) {
			continue
		}
		if p.Flow.ErrorResults(fn, isErrorResult) {
			p.ExportObjectFact(fn, &ErrorResultsFact{Library: library})
		}
	}
}

// ProtocolErrorsFact says every way out of a function returns an error
// its library sends as a protocol error, not as a tool result the model
// reads (go-sdk's *jsonrpc.Error behind error: func invalid(msg string)
// error in a util package): a handler of another package returning a call
// of it fails as one returning that error itself does.
type ProtocolErrorsFact struct {
	Library string
}

func (*ProtocolErrorsFact) AFact()           {}
func (f *ProtocolErrorsFact) String() string { return "protocolErrors(" + f.Library + ")" }

// ProtocolErrors reports whether e is a call of another package's
// function whose ProtocolErrorsFact names library.
func (p *Pass) ProtocolErrors(e ast.Expr, library string) bool {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok {
		return false
	}
	foreign := p.Foreign(resolve.Callee(p.TypesInfo, call))
	var f ProtocolErrorsFact
	return foreign != nil && p.ImportObjectFact(foreign, &f) && f.Library == library
}

// ExportProtocolErrors exports a ProtocolErrorsFact for each exportable
// function of the package whose one result is an error and whose every
// return gives one isProtocolError says the library sends as a protocol
// error.
func (p *Pass) ExportProtocolErrors(library string, isProtocolError func(ast.Expr) bool) {
	if !p.ExportsFacts() {
		return
	}
	for fn := range FuncsWithBody(p.Pass) {
		sig := fn.Signature()
		if !Exportable(fn) || sig.Results().Len() != 1 || !resolve.IsError(sig.Results().At(0).Type()) {
			continue
		}
		decl := p.Index.FuncDecl(fn)
		if decl == nil || decl.Body == nil {
			continue
		}
		returns, all := 0, true
		ast.Inspect(decl.Body, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.FuncLit:
				return false
			case *ast.ReturnStmt:
				returns++
				all = all && len(n.Results) == 1 && isProtocolError(n.Results[0])
			}
			return all
		})
		if all && returns > 0 {
			p.ExportObjectFact(fn, &ProtocolErrorsFact{Library: library})
		}
	}
}
