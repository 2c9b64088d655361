package rules

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/toolvet/toolvet/internal/flow"
	"github.com/toolvet/toolvet/internal/model"
	"github.com/toolvet/toolvet/internal/resolve"
	"github.com/toolvet/toolvet/passes/tools"
)

// Failure results built by the project's own helpers. A server seldom
// writes the library's error result at each failure: it calls
// TextErrorf(format, args...) or utils.NewToolResultError(msg), a function
// whose every return is one. A handler returning such a call fails as if
// the helper's body were inline; read as a success instead, it would end
// the reading of every guard after it.

// ErrorResultFact says every return of a function is an error result of a
// tool library (model.ErrorResultReader), so that a handler in another
// package returning a call of it fails.
type ErrorResultFact struct {
	// Message is the parameter that is the whole message when every
	// parameter of type error is nil (toolError("…", nil)), plus one (0:
	// none, flow.Graph.MessageParam).
	Message int
}

func (*ErrorResultFact) AFact() {}
func (f *ErrorResultFact) String() string {
	if f.Message > 0 {
		return "errorResult(message " + itoa(f.Message-1) + ")"
	}
	return "errorResult"
}

// fails reports whether ret ends the handler as a failure, and its message
// when constant: as the library's reader says, or returning, as the
// result, a call of a function that only returns error results.
func (x *extractor) fails(ret *ast.ReturnStmt) (string, bool) {
	if msg, ok := x.failsAsWritten(ret); ok {
		if r := x.returned(ret); r != nil && x.found.Flow.NilResult(ret, len(ret.Results)-1) {
			// `res, err = mcp.NewToolResultError(…), nil; return res,
			// err`: the error variable is nil here, the result decides.
			return x.failsAsWritten(r)
		}
		return msg, true
	}
	if r := x.returned(ret); r != nil {
		if msg, ok := x.failsAsWritten(r); ok || len(ret.Results) > 0 {
			return msg, ok
		}
		// A bare return reads as its named results were assigned
		// (`rwRes, rwErr = res, nil; return` as `return res, nil`): that
		// return read through its variables in turn.
		if r2 := x.returned(r); r2 != nil {
			return x.failsAsWritten(r2)
		}
	}
	return "", false
}

// returned is ret with each result replaced by the expression that
// computed its value where ret returns it (flow.Graph.Returned): `res :=
// mcp.NewToolResultError(…); return res, nil`, and a bare return of named
// results. Nil when that changes nothing.
func (x *extractor) returned(ret *ast.ReturnStmt) *ast.ReturnStmt {
	if x.found == nil || x.found.Flow == nil {
		return nil
	}
	if r, ok := x.returns[ret]; ok {
		return r
	}
	if x.returns == nil {
		x.returns = make(map[*ast.ReturnStmt]*ast.ReturnStmt)
	}
	x.returns[ret] = nil
	if results := x.found.Flow.Returned(ret); results != nil {
		x.returns[ret] = &ast.ReturnStmt{Return: ret.Return, Results: results}
	}
	return x.returns[ret]
}

// failsAsWritten is fails on ret's results as they are written.
func (x *extractor) failsAsWritten(ret *ast.ReturnStmt) (string, bool) {
	if msg, ok := x.h.Reader.Failure(x.info, ret); ok {
		if msg == "" {
			msg = x.sentinelMessage(ret)
		}
		return msg, true
	}
	if msg, ok := x.verdictReturned(ret); ok {
		return msg, true
	}
	if len(ret.Results) == 1 {
		// return toolError(logger, "…", err): a helper returning the
		// handler's results, an error result and a nil error.
		call, ok := ast.Unparen(ret.Results[0]).(*ast.CallExpr)
		if !ok || x.info.TypeOf(call) == nil {
			return "", false
		}
		if tuple, ok := x.info.TypeOf(call).(*types.Tuple); !ok || tuple.Len() != 2 || !x.errorResultCall(call) {
			return "", false
		}
		return x.helperMessage(call), true
	}
	if len(ret.Results) < 2 {
		return "", false
	}
	for _, r := range ret.Results[1:] {
		if !isNil(x.info, ast.Unparen(r)) && x.info.Types[r].Value == nil {
			// The error, or a typed handler's output: not a plain error
			// result. A constant beside it (a map helper's `false`) is.
			return "", false
		}
	}
	call, ok := ast.Unparen(ret.Results[0]).(*ast.CallExpr)
	if !ok || !x.errorResultCall(call) {
		return "", false
	}
	if msg := errorResultMessage(x.info, call); msg != "" {
		return msg, true
	}
	return x.helperMessage(call), true
}

// helperMessage is the message of a call of the package's failure helper
// that makes one of its parameters the whole message, given the call's
// nil arguments (flow.Graph.MessageParam): toolError("…", nil).
func (x *extractor) helperMessage(call *ast.CallExpr) string {
	fn, _ := typeutil.Callee(x.info, call).(*types.Func)
	if fn == nil {
		return ""
	}
	nils := make([]bool, len(call.Args))
	for i, a := range call.Args {
		nils[i] = isNil(x.info, ast.Unparen(a))
	}
	if x.found.Index.FuncDecl(fn.Origin()) == nil {
		// Another package's helper, by its fact: its message parameter
		// when the call's errors are nil.
		var f ErrorResultFact
		if x.helpers.importFact == nil || !x.helpers.importFact(fn.Origin(), &f) || f.Message == 0 || f.Message > len(call.Args) {
			return ""
		}
		sig := fn.Signature()
		for i := range call.Args {
			if i < sig.Params().Len() && resolve.IsError(sig.Params().At(i).Type()) && !nils[i] {
				return ""
			}
		}
		s, _ := constString(x.info, call.Args[f.Message-1])
		return s
	}
	i, ok := x.found.Flow.MessageParam(fn, nils, x.errorResultMessage)
	if !ok || i >= len(call.Args) {
		return ""
	}
	s, _ := constString(x.info, call.Args[i])
	return s
}

// errorResultMessage returns the message of the error result e builds, as
// the libraries' readers read it.
func (x *extractor) errorResultMessage(e ast.Expr) ast.Expr {
	for _, r := range append([]model.ArgReader{x.h.Reader}, x.found.Readers...) {
		if m, ok := r.(model.ErrorResultMessenger); ok {
			if msg, ok := m.ErrorResultMessage(x.info, e); ok {
				return msg
			}
		}
	}
	c, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok {
		return nil
	}
	for _, r := range append([]model.ArgReader{x.h.Reader}, x.found.Readers...) {
		if er, ok := r.(model.ErrorResultReader); ok {
			if _, ok := er.ErrorResult(x.info, c); ok {
				return firstString(x.info, c.Args)
			}
		}
	}
	return nil
}

// firstString returns the first argument of string type: an error
// result's message.
func firstString(info *types.Info, args []ast.Expr) ast.Expr {
	for _, a := range args {
		if b, ok := info.TypeOf(a).Underlying().(*types.Basic); ok && b.Info()&types.IsString != 0 {
			return a
		}
	}
	return nil
}

// errorResultCall reports whether call calls a function of the package
// (or, through its fact, of another) whose every return is an error
// result.
func (x *extractor) errorResultCall(call *ast.CallExpr) bool {
	fn, _ := typeutil.Callee(x.info, call).(*types.Func)
	if fn == nil {
		return false
	}
	fn = fn.Origin()
	if decl := x.found.Index.FuncDecl(fn); decl != nil {
		return x.helpers.returnsErrorResults(x.found.Flow, x.info, x.found.Readers, x.h.Reader, fn, decl)
	}
	if x.helpers.importFact != nil && fn.Pkg() != nil {
		return x.helpers.importFact(fn, new(ErrorResultFact))
	}
	return false
}

// returnsErrorResults reports whether every way out of decl gives an error
// result, as the reader of a library the package imports reads it, or a
// call of another such function (the engine follows the value:
// flow.Graph.ErrorResults); a function of another package is one through
// its ErrorResultFact.
func (hs *helpers) returnsErrorResults(g *flow.Graph, info *types.Info, readers []model.ArgReader, own model.ArgReader, fn *types.Func, decl *ast.FuncDecl) bool {
	if v, ok := hs.errorResults[fn]; ok {
		return v
	}
	if hs.errorResults == nil {
		hs.errorResults = make(map[*types.Func]bool)
	}
	hs.errorResults[fn] = false // a recursive call proves nothing
	if decl.Body == nil || !flow.FailureShape(fn.Signature()) {
		return false
	}
	var errorReaders []model.ErrorResultReader
	for _, r := range append([]model.ArgReader{own}, readers...) {
		if er, ok := r.(model.ErrorResultReader); ok {
			errorReaders = append(errorReaders, er)
		}
	}
	if len(errorReaders) == 0 {
		return false
	}
	isErrorResult := func(e ast.Expr) bool {
		for _, er := range errorReaders {
			if _, ok := er.ErrorResult(info, e); ok {
				return true
			}
		}
		if call, ok := ast.Unparen(e).(*ast.CallExpr); ok {
			if callee, _ := typeutil.Callee(info, call).(*types.Func); callee != nil && callee.Pkg() != fn.Pkg() {
				return hs.importFact != nil && hs.importFact(callee.Origin(), new(ErrorResultFact))
			}
		}
		return false
	}
	v := g.ErrorResults(fn, isErrorResult)
	hs.errorResults[fn] = v
	return v
}

// errorResultMessage is the message of a helper call, when its first
// argument is a constant string and it takes no other.
func errorResultMessage(info *types.Info, call *ast.CallExpr) string {
	if len(call.Args) != 1 {
		return ""
	}
	s, _ := constString(info, call.Args[0])
	return s
}

// exportErrorResults exports ErrorResultFact for the package's exported
// functions that return only error results.
func exportErrorResults(pass *analysis.Pass, g *flow.Graph, readers []model.ArgReader, hs *helpers, fn *types.Func, decl *ast.FuncDecl) {
	if len(readers) == 0 || !flow.FailureShape(fn.Signature()) {
		return
	}
	if hs.returnsErrorResults(g, pass.TypesInfo, readers[1:], readers[0], fn, decl) {
		f := &ErrorResultFact{}
		sig := fn.Signature()
		nils := make([]bool, sig.Params().Len())
		for i := range nils {
			nils[i] = resolve.IsError(sig.Params().At(i).Type())
		}
		x := &extractor{info: pass.TypesInfo, found: &tools.Result{Index: resolve.NewIndex(pass.TypesInfo, pass.Files), Flow: g, Readers: readers}, helpers: hs,
			h: &model.Handler{Func: decl, Reader: readers[0]}}
		if i, ok := g.MessageParam(fn, nils, x.errorResultMessage); ok && i < len(nils) {
			f.Message = i + 1
		}
		pass.ExportObjectFact(fn, f)
	}
}

// sentinelMessage is the message of the error a failing return gives when
// it is a sentinel of the package (resolve.Index.SentinelError): return
// nil, errNoID.
func (x *extractor) sentinelMessage(ret *ast.ReturnStmt) string {
	if x.found == nil || x.found.Index == nil {
		return ""
	}
	for _, r := range ret.Results {
		if msg := x.found.Index.SentinelError(r); msg != "" {
			return msg
		}
	}
	return ""
}

// verdictReturned reads `return res, nil` where res holds the verdict of a
// helper answering with the library's error result or nil
// (checkSummary.result), under the guard res != nil: the helper's
// failure, returned as the handler's.
func (x *extractor) verdictReturned(ret *ast.ReturnStmt) (string, bool) {
	if len(ret.Results) < 1 {
		return "", false
	}
	id, ok := ast.Unparen(ret.Results[0]).(*ast.Ident)
	if !ok {
		return "", false
	}
	obj := x.info.Uses[id]
	if !x.verdicts[obj] && !x.holdsVerdict(id) || !x.underNotNil(ret, obj) {
		return "", false
	}
	c := x.checked[obj] // a struct helper's is read at the guard: no message here
	for _, r := range ret.Results[1:] {
		if !isNil(x.info, ast.Unparen(r)) {
			return "", false
		}
	}
	// The helper's message, when all its failures give the same one.
	var msgs []string
	if c.sum != nil {
		for _, r := range c.sum.rules {
			msgs = append(msgs, r.Message)
		}
	}
	for _, g := range c.inlined {
		msgs = append(msgs, g.msg)
	}
	msg := ""
	for _, m := range msgs {
		if m == "" || msg != "" && m != msg {
			return "", true
		}
		msg = m
	}
	return msg, true
}

// holdsVerdict reports whether the variable id reads, not read yet, holds
// there the result of a helper (of the package, or of another by its
// facts) answering with the library's error result or nil: a return of it
// under `v != nil` is that failure even where the statements are looked
// at before they are read (a happy path's returns). The variable is assigned once, or the engine says which
// assignment reaches id (a body that writes it again and returns does not).
func (x *extractor) holdsVerdict(id *ast.Ident) bool {
	if x.found == nil || x.found.Index == nil {
		return false
	}
	v := x.info.Uses[id]
	if v == nil {
		return false
	}
	call, ok := ast.Unparen(x.found.Index.Value(v)).(*ast.CallExpr)
	if !ok {
		if call = x.found.Flow.HeldCall(id); call == nil {
			return false
		}
	}
	fn, decl := x.localFunc(call)
	if decl == nil {
		return x.foreignResultVerdict(fn)
	}
	if decl.Body == nil {
		return false
	}
	if v, ok := x.helpers.verdictFuncs[fn]; ok {
		return v
	}
	_, ok = x.resultVerdict(fn.Signature(), decl.Body)
	if x.helpers.verdictFuncs == nil {
		x.helpers.verdictFuncs = make(map[*types.Func]bool)
	}
	x.helpers.verdictFuncs[fn] = ok
	return ok
}

// underNotNil reports whether ret ends the body of an if whose condition
// says v != nil (alone or as a conjunct, through the variables and
// predicates holding it): where a returned verdict is the failure.
func (x *extractor) underNotNil(ret *ast.ReturnStmt, v types.Object) bool {
	if x.retGuards == nil {
		x.retGuards = make(map[token.Pos][]ast.Expr)
		ends := func(b *ast.BlockStmt, cond ast.Expr) {
			if len(b.List) > 0 {
				if r, ok := b.List[len(b.List)-1].(*ast.ReturnStmt); ok {
					x.retGuards[r.Return] = append(x.retGuards[r.Return], cond)
				}
			}
		}
		if body := x.h.Body(); body != nil {
			// An if's body, a tagless switch's case, the rest after an
			// if that returns (resolve.GuardedIn), and an else.
			for _, g := range resolve.GuardedIn(body, false) {
				ends(g.Body, g.Cond)
			}
			ast.Inspect(body, func(n ast.Node) bool {
				if is, ok := n.(*ast.IfStmt); ok {
					if b, ok := is.Else.(*ast.BlockStmt); ok {
						ends(b, resolve.Negate(is.Cond))
					}
				}
				_, lit := n.(*ast.FuncLit)
				return !lit
			})
		}
	}
	saved, expanded := x.info, len(x.expanded)
	defer func() { x.info, x.expanded = saved, x.expanded[:expanded] }()
	// v, or, in a function answering in the handler's stead, the
	// caller's variable handed in as v: a condition the caller computed
	// on it (`bad := res == nil; return work(bad, res)`) reads it.
	isV := func(e ast.Expr) bool {
		obj := resolve.Object(x.info, e)
		if obj == nil {
			return false
		}
		if obj == v {
			return true
		}
		// The caller's variable as handed in: the same value, not an
		// earlier one the variable held (`good := res == nil; res =
		// other(); work(good, res)`).
		caller, ok := x.handedIn[v]
		if !ok || x.info.Uses[caller] != obj || x.found == nil {
			return false
		}
		val := x.found.Flow.Value(e)
		return val != nil && val == x.found.Flow.Value(caller)
	}
	for _, cond := range x.retGuards[ret.Return] { // by position: ret may be its returned form
		if x.saysNotNil(resolve.Simplify(x.expand(cond, 0)), isV) { // !(v == nil) too
			return true
		}
	}
	return false
}

// saysNotNil reports whether cond, simplified, says that a value isV
// reads is not nil, alone or as a conjunct.
func (x *extractor) saysNotNil(cond ast.Expr, isV func(ast.Expr) bool) bool {
	be, ok := ast.Unparen(cond).(*ast.BinaryExpr)
	if !ok {
		return false
	}
	switch be.Op {
	case token.LAND:
		return x.saysNotNil(be.X, isV) || x.saysNotNil(be.Y, isV)
	case token.NEQ:
		return isNil(x.info, ast.Unparen(be.Y)) && isV(be.X) || isNil(x.info, ast.Unparen(be.X)) && isV(be.Y)
	}
	return false
}
