package rules

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"slices"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/toolvet/toolvet/internal/flow"
	"github.com/toolvet/toolvet/internal/model"
	"github.com/toolvet/toolvet/internal/resolve"
)

// WorkFact says a function answers a tool call in its caller's stead: its
// results are a handler's (`return book(nights, plan)` in the handler,
// book returning (*mcp.CallToolResult, error)), and it fails when one of
// its guards holds: the checks its body starts with before its work, and
// every other condition it fails on that can be written (recordedGuards),
// each as text over its parameters (resolve.ExprText), with its message,
// its place and the branch conditions it holds under. A handler of
// another package handing its work to it reads those guards at the call,
// as it reads a work function of its own package (workHelper) inline.
type WorkFact struct {
	Guards []FactGuard
	// GoErrorsGuarded is set when every Go error the function returns
	// is one of its guards' (FactGuard.GoError): a caller that returns
	// each error of the call as a failure result the model reads makes
	// exactly those failures readable, and no other error.
	GoErrorsGuarded bool
}

func (*WorkFact) AFact() {}
func (f *WorkFact) String() string {
	if f.GoErrorsGuarded {
		return "work(" + guardConds(f.Guards) + "; only these Go errors)"
	}
	return "work(" + guardConds(f.Guards) + ")"
}

// exportWork exports fn's WorkFact when its results are a handler's of
// one of the package's libraries (a result, then an error), it is no
// handler itself, and it fails on conditions another package can type.
func exportWork(pass *analysis.Pass, x *extractor, fn *types.Func, decl *ast.FuncDecl, readers []model.ArgReader) {
	sig := fn.Signature()
	res := sig.Results()
	if decl.Recv != nil || sig.TypeParams() != nil || sig.Variadic() || sig.Params().Len() == 0 ||
		res.Len() < 2 || !resolve.IsError(res.At(res.Len()-1).Type()) {
		return
	}
	if _, ok := res.At(0).Type().Underlying().(*types.Pointer); !ok {
		return // a handler's result is the library's result, by pointer
	}
	if handles(x.found, decl) {
		return // a handler: HandlesFact says what it checks, where it is registered
	}
	params := make(map[types.Object]bool)
	for _, field := range decl.Type.Params.List {
		for _, name := range field.Names {
			if name.Name == "_" {
				return
			}
			params[pass.TypesInfo.Defs[name]] = true
		}
		if len(field.Names) == 0 {
			return
		}
	}
	saved, savedReader := x.info, x.h.Reader
	defer func() { x.info, x.h.Reader = saved, savedReader }()
	for _, reader := range readers {
		x.h.Reader = reader
		guards, _, _ := x.guardsWith(fn, decl, nil, 0, failsAsHandler{reader, x}, true, true)
		info := x.info
		x.info = saved
		f := &WorkFact{}
		goErrors := make(map[*ast.ReturnStmt]bool) // the guards' returns of a Go error
		for _, g := range guards {
			text := x.factText(x.guardInfo(info, g), g.cond, params)
			if text == "" {
				break // the syntax's reading stops there; recordedGuards reads on
			}
			at := g.atIn
			if g.at != nil {
				at = fileSite(pass.Fset, g.at.Pos())
			}
			fg := FactGuard{Cond: text, Msg: g.msg, At: at}
			if g.ret != nil && returnsGoError(pass.TypesInfo, x.found.Flow, g.ret) {
				fg.GoError = fileSite(pass.Fset, g.ret.Pos())
				goErrors[g.ret] = true
			}
			f.Guards = append(f.Guards, fg)
		}
		// The conditions it fails on after its first guards, however its
		// body decides them.
		read := f.Guards
		recorded, rets := recordedGuards(pass, x, decl, reader, params, false)
		verdictGuards, _ := recordedGuards(pass, x, decl, reader, params, true)
		for _, fg := range append(recorded, verdictGuards...) {
			// A guard the syntax read already, whole or in the parts the
			// extractor read it as, is read once, with where its Go
			// error goes when only the extractor saw it (a list of
			// problems failed on later).
			if !slices.ContainsFunc(read, func(g FactGuard) bool { return g.At == fg.At || g.Cond == fg.Cond && slices.Equal(g.Ctx, fg.Ctx) }) {
				f.Guards = append(f.Guards, fg)
			} else if i := slices.IndexFunc(read, func(g FactGuard) bool { return g.At == fg.At }); i >= 0 && !f.Guards[i].GoError.IsValid() && fg.Verdict == 0 {
				f.Guards[i].GoError = fg.GoError
			}
		}
		// Its Go errors are all guarded when each return of one is a
		// guard's, and every condition failing through it is written.
		for ret, whole := range rets {
			if whole && returnsGoError(pass.TypesInfo, x.found.Flow, ret) {
				goErrors[ret] = true
			}
		}
		for ret, whole := range rets {
			if !whole {
				delete(goErrors, ret)
			}
		}
		f.GoErrorsGuarded = len(goErrors) > 0 && onlyGoErrors(pass.TypesInfo, x.found.Flow, decl, goErrors)
		if len(f.Guards) > 0 {
			pass.ExportObjectFact(fn, f)
			return
		}
	}
}

// onlyGoErrors reports whether every return of decl (outside function
// literals) returns a nil error unless it is one of those listed. A
// function literal of a function with named results may set its error
// (a deferred close): not known.
func onlyGoErrors(info *types.Info, g *flow.Graph, decl *ast.FuncDecl, listed map[*ast.ReturnStmt]bool) bool {
	named := decl.Type.Results != nil && len(decl.Type.Results.List) > 0 && len(decl.Type.Results.List[0].Names) > 0
	only := true
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			only = only && !named
			return false
		case *ast.ReturnStmt:
			if listed[n] {
				return false
			}
			if len(n.Results) == 0 || !nilError(info, g, n.Results[len(n.Results)-1]) {
				only = false // a bare return, an error of the work, a call's results
			}
		}
		return only
	})
	return only
}

// returnsGoError reports whether ret, of a function whose results are a
// handler's, returns a Go error: its last result is not nil (nilError).
func returnsGoError(info *types.Info, g *flow.Graph, ret *ast.ReturnStmt) bool {
	n := len(ret.Results)
	return n > 1 && !nilError(info, g, ret.Results[n-1])
}

// nilError reports whether e is nil: written so, or a variable the
// engine knows holds nil there (`var err error; return res, err`).
func nilError(info *types.Info, g *flow.Graph, e ast.Expr) bool {
	e = ast.Unparen(e)
	if isNil(info, e) {
		return true
	}
	// A nil pointer of a type implementing error is no nil error once
	// returned as one: only a nil interface is.
	c, ok := g.Value(e).(*ssa.Const)
	return ok && c.IsNil() && types.IsInterface(c.Type())
}

// failsAsHandler reads a work function's body: it fails as a handler of
// the reader's library does (an error result, a Go error, the package's
// failure helper).
type failsAsHandler struct {
	model.ArgReader
	x *extractor
}

func (f failsAsHandler) Failure(info *types.Info, ret *ast.ReturnStmt) (string, bool) {
	return f.x.fails(ret)
}

// foreignWork reads `return work(…)` (or its results held, then returned)
// where work is another package's function answering the call in the
// handler's stead (WorkFact): its guards, written over the call's
// arguments, are the handler's checks at the call, each pointing at the
// check in that package.
func (x *extractor) foreignWork(ret *ast.ReturnStmt) bool {
	if x.found == nil || x.helpers == nil || x.helpers.importFact == nil || x.depth > 0 && !x.working {
		return false
	}
	call, fn := foreignWorkCall(x.info, x.found.Index, x.h.Func, ret)
	direct := call != nil
	if call == nil {
		if r := x.returned(ret); r != nil {
			call, fn = foreignWorkCall(x.info, x.found.Index, x.h.Func, r)
		}
	}
	var f WorkFact
	if call == nil || !x.helpers.importFact(fn, &f) {
		return false
	}
	var viaReturn *ast.ReturnStmt
	var viaAssign *ast.AssignStmt
	if !direct {
		viaAssign = assignedRightBefore(x.h.Body(), call, ret)
	}
	// The call's Go errors are the handler's when it returns them as they
	// come: its results returned, or assigned right before the return
	// of them (not after a check of the error between, which a fix
	// writes).
	goErrors := direct || viaAssign != nil
	if !f.GoErrorsGuarded || x.depth > 0 {
		viaAssign = nil
	} else if direct {
		viaReturn = ret
	}
	failed := len(x.failures)
	for _, fg := range f.Guards {
		if fg.Verdict > 0 && !x.handsVerdict(call, fg.Verdict-1) {
			continue // a success handed in, or a value of the handler's: no failure
		}
		cond, s, ok := resolve.InlineText(fn, fg.Cond, call)
		if !ok {
			// The guards after it are conditioned on it; the errors of
			// those unread are no failures known on the arguments, so
			// none is converted at the call.
			for _, fl := range x.failures[failed:] {
				fl.ViaReturn, fl.ViaAssign = nil, nil
			}
			break
		}
		if x.emptyAtCall(cond, &types.Info{Types: s.Types, Uses: s.Uses}) {
			continue // `len(errs) > 0` of a list handed in nil: never fails here
		}
		g := inlinedGuard{cond: cond, msg: fg.Msg, atIn: fg.At, types: s.Types, uses: s.Uses, selections: s.Selections}
		ctx, ok := x.inlineContext(fn, fg.Ctx, call)
		if !ok {
			continue // a branch it cannot read: the guard holds on some calls only
		}
		if ctx, ok = x.knownContext(ctx); !ok {
			continue // a branch this call never takes (work(req, false) under `if strict`)
		}
		before := len(x.rules)
		saved := x.info
		x.info = x.guardInfo(x.info, g)
		for _, c := range ctx {
			x.info = x.guardInfo(x.info, c)
		}
		// A condition the handler computed and handed on (`tooBig :=
		// size > 500; return capped(tooBig)`) is the one it holds.
		cond = x.expand(g.cond, 0)
		depth := len(x.conds)
		tested := false
		for _, c := range ctx {
			e := x.expand(c.cond, 0)
			if fg.Verdict > 0 {
				// A test the handler made of the verdict it hands in
				// (`good := res == nil; return work(good, res)`), which
				// the guard `res != nil` says: the branch's other
				// conjuncts are left (`bad := res != nil && !quick`).
				var rest []ast.Expr
				isV := x.sameValue(call.Args[fg.Verdict-1])
				for _, conj := range resolve.Conjuncts(resolve.Simplify(e)) {
					if x.saysNotNil(conj, isV) {
						tested = true
						continue
					}
					rest = append(rest, conj)
				}
				if len(rest) == 0 {
					continue
				}
				e = conjunction(rest)
			}
			x.conds = append(x.conds, e)
		}
		if fg.Untested && !tested {
			// Returned where nothing tests it: no failure, as in the
			// handler.
			x.conds = x.conds[:depth]
			x.info = saved
			continue
		}
		x.guard(cond, g.msg)
		x.conds = x.conds[:depth]
		if fg.GoError.IsValid() && goErrors {
			x.failures = append(x.failures, &model.Failure{Cond: cond, Validation: x.checksArguments(cond), ForeignAt: fg.GoError, Via: call, ViaReturn: viaReturn, ViaAssign: viaAssign})
		}
		x.info = saved
		for _, r := range x.rules[before:] {
			r.Pos, r.End = call.Pos(), call.End()
			if !r.InHelper() && g.atIn.IsValid() {
				// The call does not show the check: the finding is at
				// the check there, as a work function of the package is
				// read inline.
				r.OriginIn, r.CheckedInside = g.atIn, true
			}
		}
	}
	return true
}

// assignedRightBefore returns the assignment of call's two results to
// variables (`res, err = work(…)`) that ret, the statement after it in
// the same block, returns: an error checked between them converts the
// call's errors and changes nothing else. Nil otherwise.
func assignedRightBefore(body *ast.BlockStmt, call *ast.CallExpr, ret *ast.ReturnStmt) *ast.AssignStmt {
	var found *ast.AssignStmt
	ast.Inspect(body, func(n ast.Node) bool {
		if _, lit := n.(*ast.FuncLit); lit || found != nil {
			return false
		}
		b, ok := n.(*ast.BlockStmt)
		if !ok {
			return true
		}
		for i := 0; i+1 < len(b.List); i++ {
			as, ok := b.List[i].(*ast.AssignStmt)
			if ok && b.List[i+1] == ret && len(as.Lhs) == 2 && len(as.Rhs) == 1 && ast.Unparen(as.Rhs[0]) == call {
				if id, ok := as.Lhs[1].(*ast.Ident); ok && id.Name != "_" {
					found = as
				}
			}
		}
		return found == nil
	})
	return found
}

// emptyAtCall reports whether cond, a guard written over a call's
// arguments, tests a value the engine knows is nil at the call to be not
// empty (len(v) > 0, len(v) != 0, len(v) >= 1): a list of
// problems the handler hands in empty (`var errs []error; return
// work(errs)`), on which the guard never fails.
func (x *extractor) emptyAtCall(cond ast.Expr, info *types.Info) bool {
	if x.found == nil {
		return false
	}
	isNilValue := func(e ast.Expr) bool {
		c, ok := x.found.Flow.Value(ast.Unparen(e)).(*ssa.Const)
		return ok && c.IsNil()
	}
	// Only a length: `p != nil` of a nil pointer handed to a parameter
	// of an interface type is not nil there.
	return resolve.NonEmptyTest(info, cond, isNilValue)
}

// heldConst returns the constant e computes where each variable it reads
// holds the constant the engine says it does there (`local := "x"; if
// local == "y"`: false), or nil.
func (x *extractor) heldConst(e ast.Expr) constant.Value {
	if x.found == nil {
		return nil
	}
	return constValueWith(x.info, e, 0, func(id *ast.Ident) constant.Value {
		v, isVar := x.info.Uses[id].(*types.Var)
		if !isVar {
			return nil
		}
		if idx := x.found.Index; idx != nil {
			// Given, where it is declared and nowhere else, an
			// expression of no constant value that is no variable
			// (`amount := req.GetFloat("amount", 0)`): it holds no
			// constant, and the engine's SSA form need not be built to
			// say so.
			if def := idx.Initial(v); def != nil && x.info.Types[def].Value == nil {
				if _, isVar := x.info.Uses[astIdent(def)].(*types.Var); !isVar {
					return nil
				}
			}
		}
		if c, ok := x.found.Flow.Value(id).(*ssa.Const); ok {
			return c.Value
		}
		return nil
	})
}

// astIdent returns e as an identifier, or nil.
func astIdent(e ast.Expr) *ast.Ident {
	id, _ := ast.Unparen(e).(*ast.Ident)
	return id
}

// sameValue returns a test of whether an expression reads the value the
// engine says e has, nil when it knows none.
func (x *extractor) sameValue(e ast.Expr) func(ast.Expr) bool {
	want := x.found.Flow.Value(ast.Unparen(e))
	return func(o ast.Expr) bool {
		return want != nil && x.found.Flow.Value(ast.Unparen(o)) == want
	}
}

// handsVerdict reports whether call's argument i is a variable holding a
// verdict there: a helper's answer of the library's error result or nil.
func (x *extractor) handsVerdict(call *ast.CallExpr, i int) bool {
	if i >= len(call.Args) {
		return false
	}
	// By the value the engine says reaches the call: a verdict written
	// over on some path (`if res == nil { res = ok }`) is none.
	id, ok := ast.Unparen(call.Args[i]).(*ast.Ident)
	return ok && x.holdsVerdict(id)
}

// inlineContext writes the branch conditions of a WorkFact's guard over
// call's arguments, as guards typed apart (their types for guardInfo).
func (x *extractor) inlineContext(fn *types.Func, texts []string, call *ast.CallExpr) ([]inlinedGuard, bool) {
	var out []inlinedGuard
	for _, t := range texts {
		cond, s, ok := resolve.InlineText(fn, t, call)
		if !ok {
			return nil, false
		}
		out = append(out, inlinedGuard{cond: cond, types: s.Types, uses: s.Uses, selections: s.Selections})
	}
	return out, true
}

// knownContext drops from ctx the conditions the call's constants make
// true; false when one is false: the guard is never reached from here.
func (x *extractor) knownContext(ctx []inlinedGuard) ([]inlinedGuard, bool) {
	out := ctx[:0:0]
	for _, c := range ctx {
		v := constValue(x.guardInfo(x.info, c), c.cond, 0)
		if v != nil && v.Kind() == constant.Bool {
			if !constant.BoolVal(v) {
				return nil, false
			}
			continue
		}
		out = append(out, c)
	}
	return out, true
}

// maxConstDepth bounds how deep constValue reads an expression.
const maxConstDepth = 8

// constValue returns the constant e computes when its operands are all
// constants: e's own constant value, a constant's name or a literal (a
// guard's context typed apart from the package has no constant values
// of its own: `!(rehearsal)` given true), and the operators of a
// condition over them. Nil otherwise.
func constValue(info *types.Info, e ast.Expr, depth int) constant.Value {
	return constValueWith(info, e, depth, nil)
}

// constValueWith is constValue where local, when not nil, gives the
// constant a variable holds there (flow: `local := "x"`), or nil.
func constValueWith(info *types.Info, e ast.Expr, depth int, local func(*ast.Ident) constant.Value) constant.Value {
	e = ast.Unparen(e)
	if tv, ok := info.Types[e]; ok && tv.Value != nil {
		return tv.Value
	}
	if depth > maxConstDepth {
		return nil
	}
	switch n := e.(type) {
	case *ast.Ident:
		if k, ok := info.Uses[n].(*types.Const); ok {
			return k.Val()
		}
		if local != nil {
			return local(n)
		}
	case *ast.BasicLit:
		if v := constant.MakeFromLiteral(n.Value, n.Kind, 0); v.Kind() != constant.Unknown {
			return v
		}
	case *ast.UnaryExpr:
		if x := constValueWith(info, n.X, depth+1, local); n.Op == token.NOT && x != nil && x.Kind() == constant.Bool {
			return constant.MakeBool(!constant.BoolVal(x))
		}
	case *ast.BinaryExpr:
		x, y := constValueWith(info, n.X, depth+1, local), constValueWith(info, n.Y, depth+1, local)
		switch n.Op {
		case token.LAND, token.LOR:
			// Either side alone may decide it: false for &&, true
			// for ||.
			decisive := n.Op == token.LOR
			for _, v := range []constant.Value{x, y} {
				if v != nil && v.Kind() == constant.Bool && constant.BoolVal(v) == decisive {
					return constant.MakeBool(decisive)
				}
			}
			if x != nil && y != nil && x.Kind() == constant.Bool && y.Kind() == constant.Bool {
				return constant.MakeBool(!decisive)
			}
		case token.EQL, token.NEQ, token.LSS, token.LEQ, token.GTR, token.GEQ:
			if x != nil && y != nil && comparableConsts(x, y) {
				return constant.MakeBool(constant.Compare(x, n.Op, y))
			}
		}
	}
	return nil
}

// comparableConsts reports whether constant.Compare compares x and y:
// both numbers, both strings or both booleans.
func comparableConsts(x, y constant.Value) bool {
	number := func(k constant.Kind) bool { return k == constant.Int || k == constant.Float }
	kx, ky := x.Kind(), y.Kind()
	return kx == ky && kx != constant.Unknown && kx != constant.Complex || number(kx) && number(ky)
}

// foreignWorkCall returns ret's one result when it is a call of another
// package's function whose results are those of fun (a handler), and
// that function.
func foreignWorkCall(info *types.Info, idx *resolve.Index, fun ast.Node, ret *ast.ReturnStmt) (*ast.CallExpr, *types.Func) {
	if len(ret.Results) != 1 || idx == nil {
		return nil, nil
	}
	call, ok := ast.Unparen(ret.Results[0]).(*ast.CallExpr)
	if !ok || call.Ellipsis.IsValid() {
		return nil, nil
	}
	fn, _ := typeutil.Callee(info, call).(*types.Func)
	own := resolve.Signature(info, fun)
	if fn == nil || fn.Pkg() == nil || own == nil || idx.FuncDecl(fn) != nil || !types.Identical(fn.Signature().Results(), own.Results()) {
		return nil, nil
	}
	return call, fn.Origin()
}

// ValueFact says a function a validation library calls with a field's
// value (ozzo's validation.By: func(value any) error) fails unless the
// value satisfies Rules: its checks as ValueRules reads them, each with
// its place. A package passing it to the library reads them through
// body.ForeignValueRules, as it reads a function of its own.
type ValueFact struct {
	Rules []FactRule
}

func (*ValueFact) AFact()           {}
func (f *ValueFact) String() string { return "value(" + ruleList(f.Rules) + ")" }

// exportValue exports fn's ValueFact when it has the shape of a value
// validation (one parameter of interface type, an error result) and
// checks its value with keywords.
func exportValue(pass *analysis.Pass, x *extractor, fn *types.Func, decl *ast.FuncDecl) {
	sig := fn.Signature()
	if decl.Recv != nil || sig.TypeParams() != nil || sig.Params().Len() != 1 || sig.Results().Len() != 1 ||
		!types.IsInterface(sig.Params().At(0).Type()) || !resolve.IsError(sig.Results().At(0).Type()) {
		return
	}
	param := resolve.FuncParam(pass.TypesInfo, decl, 0)
	if param == nil {
		return
	}
	var f ValueFact
	for _, r := range (body{x}).ValueRules(decl, param, helperArg) {
		fr := toFactRule(r, false)
		fr.At = fileSite(pass.Fset, r.Pos)
		f.Rules = append(f.Rules, fr)
	}
	if len(f.Rules) > 0 {
		pass.ExportObjectFact(fn, &f)
	}
}

func (b body) ForeignValueRules(fn *types.Func, arg string) []*model.Rule {
	var f ValueFact
	if fn == nil || fn.Pkg() == nil || b.x.helpers == nil || b.x.helpers.importFact == nil || !b.x.helpers.importFact(fn.Origin(), &f) {
		return nil
	}
	var out []*model.Rule
	for _, fr := range f.Rules {
		r := fromFactRule(fr)
		r.Args = []string{arg}
		r.OriginIn = fr.At
		out = append(out, r)
	}
	return out
}
