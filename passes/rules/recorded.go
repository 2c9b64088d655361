package rules

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"slices"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/toolvet/toolvet/internal/flow"
	"github.com/toolvet/toolvet/internal/model"
	"github.com/toolvet/toolvet/internal/resolve"
)

// A work function's summary (WorkFact) holds the conditions it fails on,
// written over its parameters, for the handlers of other packages that
// hand it their values: they read each condition at the call as a guard
// of their own, with their own bindings of the values. The guards its
// body starts with are read by their syntax (guardsWith); every other
// failing condition is recorded while the extractor reads the function
// as it reads a handler, whatever shape decides the failure (a list of
// problems, a switch, a result set and returned later): guard is the
// one place they all reach.

// guardRecorder records the conditions guard reads in fn's body, each
// with the branch conditions it holds under (extractor.conds) and the
// conditions guard read for it in turn (the disjuncts of a ||, the
// checks of a helper it inlined).
type guardRecorder struct {
	fn    ast.Node
	roots []*recordedGuard
	stack []*recordedGuard
	// collecting are, while the extractor reads a guard whose failure is
	// made later (extractor.failsLater), the lists of problems it adds to
	// and the variables joining them.
	collecting []types.Object
}

type recordedGuard struct {
	cond ast.Expr
	// at is where the guard is written: the condition, or the use of
	// the variable holding it (extractor.add).
	at       token.Pos
	ctx      []ast.Expr
	msg      string
	info     *types.Info
	children []*recordedGuard
	// ret is the return a guard read first (a root) fails through, when
	// the body fails by returning (extractor.failure).
	ret *ast.ReturnStmt
	// verdict is, for a guard on a helper's verdict (err != nil, res !=
	// nil), the conditions the helper fails on, over the call
	// (extractor.verdictCondition), typed by verdictInfo.
	verdict     ast.Expr
	verdictInfo *types.Info
	// untested is set on a guard verdictHandedBack made: a verdict
	// returned where the body does not test it (FactGuard.Untested).
	untested bool
	// collected are the lists of problems a root guard adds to, when
	// the body fails on them later: ret is then the failing return whose
	// condition reads one (`if len(errs) > 0 { return nil,
	// errors.Join(errs...) }`).
	collected []types.Object
}

// recording returns the recorder of the body x reads, or nil.
func (x *extractor) recording() *guardRecorder {
	if x.helpers == nil || x.helpers.recorder == nil || x.helpers.recorder.fn != x.h.Func {
		return nil
	}
	return x.helpers.recorder
}

// enter records cond, read by x; the function it returns ends it.
func (rec *guardRecorder) enter(x *extractor, cond ast.Expr, msg string) func() {
	g := &recordedGuard{cond: cond, at: x.usePos(cond.Pos()), ctx: slices.Clone(x.conds), msg: msg, info: x.info}
	if v, info, ok := x.verdictCondition(cond); ok {
		g.verdict, g.verdictInfo = v, info
	}
	if n := len(rec.stack); n > 0 {
		rec.stack[n-1].children = append(rec.stack[n-1].children, g)
	} else {
		rec.roots = append(rec.roots, g)
		g.collected = rec.collecting
		// The failure recorded on the same condition (an if ending in
		// a return records it just before it reads the guard).
		for i := len(x.failures) - 1; i >= 0 && g.ret == nil; i-- {
			if f := x.failures[i]; f.Ret != nil && f.Cond != nil && disjunct(f.Cond, cond) {
				g.ret = f.Ret
			}
		}
	}
	rec.stack = append(rec.stack, g)
	return func() { rec.stack = rec.stack[:len(rec.stack)-1] }
}

// verdictHandedBack records, in the reading of a work function with the
// caller's verdicts (recordedGuards), ret returning one of them as the
// caller handed it, the other results nil, where the body does not test
// it first (`if good { return ok }; return res, nil`, good a test of res
// by the caller): a failure when it is not nil, under the branches that
// reach ret, when one of them is the caller's test of it (Untested). The
// caller reads the guard `res != nil` over what it hands in, and the
// branches over the values it hands with it.
func (rec *guardRecorder) verdictHandedBack(x *extractor, ret *ast.ReturnStmt) {
	id, ok := returnedIdent(ret)
	if !ok || !x.verdicts[x.info.Uses[id]] || x.found == nil || !x.found.Flow.AsCalled(id) {
		return
	}
	for _, r := range ret.Results[1:] {
		if !isNil(x.info, ast.Unparen(r)) {
			return
		}
	}
	cond := &ast.BinaryExpr{X: id, OpPos: id.End(), Op: token.NEQ, Y: resolve.Nil}
	rec.roots = append(rec.roots, &recordedGuard{cond: cond, at: ret.Pos(), ctx: slices.Clone(x.conds), info: x.info, ret: ret, untested: true})
}

// laterFailures gives each root guard adding to a list of problems the
// failing return wx read whose condition reads the list, or a variable
// joining it, when there is one such return: the guard's failure.
func laterFailures(wx *extractor, roots []*recordedGuard) {
	for _, g := range roots {
		if g.ret != nil || len(g.collected) == 0 {
			continue
		}
		lists := make(map[types.Object]int)
		for _, v := range g.collected {
			lists[v] = 1
		}
		var ret *ast.ReturnStmt
		for _, f := range wx.failures {
			if f.Ret == nil || f.Cond == nil || !readsSome(wx.info, f.Cond, func(o types.Object) bool { return lists[o] > 0 }) {
				continue
			}
			if ret != nil && ret != f.Ret {
				ret = nil
				break
			}
			ret = f.Ret
		}
		g.ret = ret
	}
}

// listFailure returns the list of problems g, a root guard, tests to be
// not empty, failing through the return the guards adding to the list
// fail through (laterFailures), when the body has no other guard (at
// the top of its body), and only appends to the list: a local declared
// empty, or a parameter, the caller's list.
func listFailure(wx *extractor, g *recordedGuard, roots []*recordedGuard) (*types.Var, bool) {
	if g.ret == nil || len(g.collected) > 0 || len(g.ctx) > 0 {
		return nil, false
	}
	for _, c := range roots {
		if c.ret != g.ret || len(c.collected) == 0 {
			continue
		}
		list, ok := c.collected[0].(*types.Var)
		if !ok {
			return nil, false
		}
		joined := make(map[types.Object]bool)
		for _, v := range c.collected[1:] {
			joined[v] = true
		}
		if !wx.nonEmpty(g.cond, list, joined) || !onlyAppended(wx, list, guardedAppends(wx, list, roots)) {
			return nil, false
		}
		return list, true
	}
	return nil, false
}

// guardedAppends returns the assignments of the body x reads that end
// the body of an if whose condition is a root guard adding to list: each
// of its problems is one of those guards'.
func guardedAppends(x *extractor, list *types.Var, roots []*recordedGuard) map[*ast.AssignStmt]bool {
	body := x.h.Body()
	out := make(map[*ast.AssignStmt]bool)
	if body == nil {
		return out
	}
	ast.Inspect(body, func(n ast.Node) bool {
		ifs, ok := n.(*ast.IfStmt)
		if !ok || len(ifs.Body.List) == 0 {
			return true
		}
		as, ok := ifs.Body.List[len(ifs.Body.List)-1].(*ast.AssignStmt)
		if !ok {
			return true
		}
		for _, g := range roots {
			if g.at >= ifs.Cond.Pos() && g.at < ifs.Cond.End() && slices.Contains(g.collected, types.Object(list)) {
				out[as] = true
			}
		}
		return true
	})
	return out
}

// onlyAppended reports whether the body x reads assigns list only its
// first value, empty (a parameter's: the caller's), and values appending
// to it (list = append(list, …)) where guarded says a guard adds them.
func onlyAppended(x *extractor, list *types.Var, guarded map[*ast.AssignStmt]bool) bool {
	body := x.h.Body()
	if body == nil {
		return false
	}
	ok := true
	empty := func(e ast.Expr) bool {
		switch e := ast.Unparen(e).(type) {
		case *ast.CompositeLit:
			return len(e.Elts) == 0
		case *ast.CallExpr:
			if !resolve.IsBuiltin(x.info, e.Fun, "make") || len(e.Args) != 2 {
				return false
			}
			n, isConst := constInt(x.info, e.Args[1])
			return isConst && n == 0
		}
		return isNil(x.info, e)
	}
	assigns := func(stmt *ast.AssignStmt, lhs []ast.Expr, rhs []ast.Expr) {
		for i, l := range lhs {
			id, isIdent := ast.Unparen(l).(*ast.Ident)
			if !isIdent || (x.info.Defs[id] != list && x.info.Uses[id] != list) {
				continue
			}
			if len(lhs) != len(rhs) {
				ok = false
				continue
			}
			r := rhs[i]
			call, isCall := ast.Unparen(r).(*ast.CallExpr)
			appends := isCall && resolve.IsBuiltin(x.info, call.Fun, "append") && len(call.Args) > 0 && x.localVar(call.Args[0]) == list
			if appends && !guarded[stmt] {
				ok = false // a problem no guard adds (an else's, an unconditional one)
			}
			if !appends && !(x.info.Defs[id] == list && empty(r)) {
				ok = false
			}
		}
	}
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.AssignStmt:
			assigns(n, n.Lhs, n.Rhs)
		case *ast.ValueSpec:
			if len(n.Values) > 0 {
				lhs := make([]ast.Expr, len(n.Names))
				for i, id := range n.Names {
					lhs[i] = id
				}
				assigns(nil, lhs, n.Values)
			}
		case *ast.UnaryExpr:
			if n.Op == token.AND && x.localVar(n.X) == list {
				ok = false // written through a pointer
			}
		}
		return ok
	})
	return ok
}

// returnedIdent returns the variable ret returns as its first result.
func returnedIdent(ret *ast.ReturnStmt) (*ast.Ident, bool) {
	if ret == nil || len(ret.Results) == 0 {
		return nil, false
	}
	id, ok := ast.Unparen(ret.Results[0]).(*ast.Ident)
	return id, ok
}

// disjunct reports whether c is cond or one of the disjuncts of cond
// (a case of several expressions fails on any of them).
func disjunct(cond, c ast.Expr) bool {
	cond = ast.Unparen(cond)
	if cond == c {
		return true
	}
	be, ok := cond.(*ast.BinaryExpr)
	return ok && be.Op == token.LOR && (disjunct(be.X, c) || disjunct(be.Y, c))
}

// recordedGuards reads decl, a work function, as a handler of reader's
// library and returns the conditions it fails on that another package
// can type (resolve.ExprText), with their contexts, and the returns they
// fail through: true for one every condition failing through it was
// written for, false for one some condition was not (the caller cannot
// tell when it fails). A guard failing through a return of a Go error
// has that return as its GoError.
//
// With verdicts, the parameters of the result's type are read as a
// caller's verdicts (`res := checkOwner(owner); return work(res, …)`:
// returned under `res != nil`, one is the failure), and only the guards
// failing by returning one are kept, each saying which (FactGuard.Verdict):
// a caller reads one only where it hands a verdict there. Read so for
// every caller, a branch returning a success handed in would pass for a
// failure, and the guards after it lose their context.
func recordedGuards(pass *analysis.Pass, x *extractor, decl *ast.FuncDecl, reader model.ArgReader, params map[types.Object]bool, verdicts bool) ([]FactGuard, map[*ast.ReturnStmt]bool) {
	rec := &guardRecorder{fn: decl}
	saved := x.helpers.recorder
	x.helpers.recorder = rec
	verdictParams := make(map[types.Object]int) // of the result's type, to its index + 1
	if sig, ok := pass.TypesInfo.Defs[decl.Name].(*types.Func); ok && sig.Signature().Results().Len() > 0 {
		result := sig.Signature().Results().At(0).Type()
		for i, p := range resolve.Params(pass.TypesInfo, decl.Type) {
			if p != nil && types.Identical(p.Type(), result) {
				verdictParams[p] = i + 1
			}
		}
	}
	wx := newExtractor(pass.TypesInfo, x.found, &model.Handler{Func: decl, Reader: reader}, x.helpers)
	if wx != nil {
		if verdicts {
			for p := range verdictParams {
				wx.verdict(p)
			}
		}
		wx.block(decl.Body.List)
	}
	x.helpers.recorder = saved
	if wx != nil {
		laterFailures(wx, rec.roots)
	}
	if verdicts && len(verdictParams) == 0 {
		return nil, nil
	}
	d := newDefiner(x, decl, params)
	// A condition read for another holds in that one's branches too,
	// whatever guard's reading did with the extractor's conditions. What
	// guard read a condition as (its disjuncts, the checks of a helper it
	// calls) is what the caller reads best; the condition itself when
	// one of those cannot be written. A conjunction is read in parts
	// (presentRule reads `id != "" && !strings.HasPrefix(id, "doc_")`'s
	// second conjunct alone), which do not say it: it is written whole,
	// or not at all.
	var resolveGuard func(g *recordedGuard, outer []ast.Expr) ([]FactGuard, bool)
	resolveGuard = func(g *recordedGuard, outer []ast.Expr) ([]FactGuard, bool) {
		ctx := slices.Clone(outer)
		for _, c := range g.ctx {
			if !slices.Contains(ctx, c) {
				ctx = append(ctx, c)
			}
		}
		if be, ok := ast.Unparen(g.cond).(*ast.BinaryExpr); ok && be.Op == token.LAND {
			return factGuards(pass, d, g, ctx, params)
		}
		var read []FactGuard
		all := len(g.children) > 0
		for _, c := range g.children {
			fgs, ok := resolveGuard(c, ctx)
			read = append(read, fgs...)
			all = all && ok
		}
		if all {
			return read, true
		}
		if len(g.children) == 0 && g.verdict != nil {
			// A helper's verdict (`if res := check(v); res != nil`),
			// its rules read from its summary: the conditions it fails
			// on, written over the call.
			v := *g
			v.cond, v.info = g.verdict, g.verdictInfo
			if fgs, ok := factGuards(pass, d, &v, ctx, params); ok {
				return fgs, true
			}
		}
		if fgs, ok := factGuards(pass, d, g, ctx, params); ok {
			return fgs, true
		}
		return read, false
	}
	var out []FactGuard
	rets := make(map[*ast.ReturnStmt]bool)
	for _, g := range rec.roots {
		verdict := 0
		if id, ok := returnedIdent(g.ret); ok && x.found.Flow.AsCalled(id) {
			// The parameter as the caller handed it, not a value it was
			// given since (`if quiet { res = ok }; return res, nil`).
			verdict = verdictParams[pass.TypesInfo.Uses[id]]
		}
		if verdicts && verdict == 0 {
			continue
		}
		isVerdictParam := func(o types.Object) bool { return verdictParams[o] > 0 }
		if !verdicts && slices.ContainsFunc(g.ctx, func(c ast.Expr) bool { return readsSome(pass.TypesInfo, c, isVerdictParam) }) {
			// Reached under a test of a result handed in (`if done !=
			// nil { return done, nil }` before it): a verdict for one
			// caller, a success for another, whose reading of the test
			// the fact cannot say.
			if g.ret != nil {
				rets[g.ret] = false
			}
			continue
		}
		var fgs []FactGuard
		var whole bool
		if list, ok := listFailure(wx, g, rec.roots); !ok {
			fgs, whole = resolveGuard(g, nil)
		} else if !params[list] {
			continue // an empty list at first: failing on what the guards before added
		} else {
			// The list the caller handed in, when not empty; the rest is
			// the guards' before.
			fgs, whole = []FactGuard{{Cond: "len(" + list.Name() + ") > 0", Msg: g.msg}}, true
		}
		// Each is a check of the guard the body writes, there for the
		// finding, as the body read in its package has it.
		at := fileSite(pass.Fset, g.at)
		var goError model.FileSite
		if g.ret != nil {
			if done, seen := rets[g.ret]; !seen || done {
				rets[g.ret] = whole
			}
			if returnsGoError(pass.TypesInfo, x.found.Flow, g.ret) {
				goError = fileSite(pass.Fset, g.ret.Pos())
			}
		}
		for i := range fgs {
			fgs[i].At, fgs[i].GoError, fgs[i].Verdict, fgs[i].Untested = at, goError, verdict, g.untested
		}
		out = append(out, fgs...)
	}
	return out, rets
}

// factGuards is factGuard for each value a local g reads may hold, when
// one if decides between two (flow.Graph.Alternatives: `if state == "" {
// state = "open" }` before `if state != "open" && state != "closed"`):
// the guard with each value, under its branch, and none for a value the
// guard cannot fail on.
func factGuards(pass *analysis.Pass, d *definer, g *recordedGuard, ctx []ast.Expr, params map[types.Object]bool) ([]FactGuard, bool) {
	d.info = g.info
	id, alts := d.splitPoint(g.cond)
	if alts == nil {
		fg, ok := factGuard(pass, d, g, ctx, params)
		if !ok {
			return nil, false
		}
		return []FactGuard{fg}, true
	}
	defer func() { d.choice = nil }()
	var out []FactGuard
	for _, a := range alts {
		d.choice = map[ssa.Value]ast.Expr{d.x.found.Flow.Value(id): a.Value}
		if v := constValue(g.info, d.withDefinitions(g.cond, 0), 0); v != nil && v.Kind() == constant.Bool && !constant.BoolVal(v) {
			continue // `"open" != "open" && …`: never fails with this value
		}
		branch := a.Cond
		if a.Negated {
			branch = negate(a.Cond)
		}
		fg, ok := factGuard(pass, d, g, append(ctx[:len(ctx):len(ctx)], branch), params)
		if !ok {
			return nil, false
		}
		out = append(out, fg)
	}
	return out, true
}

// splitPoint returns the first read in e of a local variable whose value
// there one if decides between two (flow.Graph.Alternatives), and those
// values; nil when there is none.
func (d *definer) splitPoint(e ast.Expr) (*ast.Ident, []flow.Alternative) {
	var id *ast.Ident
	var alts []flow.Alternative
	ast.Inspect(e, func(n ast.Node) bool {
		if alts != nil {
			return false
		}
		if use, ok := n.(*ast.Ident); ok {
			if v, isVar := d.info.Uses[use].(*types.Var); isVar && (!d.params[v] || !d.x.found.Flow.AsCalled(use)) {
				if a := d.x.found.Flow.Alternatives(use); a != nil {
					id, alts = use, a
				}
			}
		}
		return true
	})
	return id, alts
}

// factGuard writes g over the parameters, its locals replaced by the
// values they hold (flow.Graph.Definition).
func factGuard(pass *analysis.Pass, d *definer, g *recordedGuard, ctx []ast.Expr, params map[types.Object]bool) (FactGuard, bool) {
	d.info = g.info
	text := func(e ast.Expr) string {
		return d.x.factText(g.info, d.withDefinitions(e, 0), params)
	}
	fg := FactGuard{Cond: text(g.cond), Msg: g.msg, At: fileSite(pass.Fset, g.cond.Pos())}
	if fg.Cond == "" {
		return FactGuard{}, false
	}
	for _, c := range ctx {
		t := text(c)
		if t == "" {
			return FactGuard{}, false
		}
		fg.Ctx = append(fg.Ctx, t)
	}
	return fg, true
}

// definer writes a recorded condition over a function's parameters
// (withDefinitions).
type definer struct {
	x      *extractor
	info   *types.Info // the recorded condition's
	params map[types.Object]bool
	// choice is, while factGuards writes one of them, the value a read
	// of a local holding one of two (flow.Graph.Alternatives) stands
	// for, by the engine's value of the reads.
	choice map[ssa.Value]ast.Expr
	// written are the parameters the body writes, or writes through
	// (p.F = v, p[k] = v, &p, a pointer method of p, a local holding p
	// written through): a read through one (p.F, p.M()) is not of the
	// caller's value.
	written map[types.Object]bool
}

func newDefiner(x *extractor, decl *ast.FuncDecl, params map[types.Object]bool) *definer {
	return &definer{x: x, params: params, written: writtenParams(x.info, decl, params)}
}

// withDefinitions returns e with each local variable it reads replaced
// by the expression whose value it holds there, when the engine knows it
// (flow.Graph.Definition): `amount := req.GetFloat("amount", 0); if
// amount < 1` is `req.GetFloat("amount", 0) < 1` over the parameters. A
// parameter stays where it holds the caller's value (flow.Graph.AsCalled)
// and, read through (p.F, p[k], p.M()), where the body writes nothing
// through it; elsewhere the expression cannot be written (a BadExpr,
// which resolve.ExprText refuses). Nodes of e are kept; new ones are only
// the parents of what changed.
func (d *definer) withDefinitions(e ast.Expr, depth int) ast.Expr {
	if depth > maxExpandDepth {
		return &ast.BadExpr{From: e.Pos(), To: e.End()}
	}
	flow := d.x.found.Flow
	sub := func(e ast.Expr) ast.Expr { return d.withDefinitions(e, depth+1) }
	switch n := e.(type) {
	case *ast.Ident:
		v, ok := d.info.Uses[n].(*types.Var)
		if !ok || v.IsField() || v.Pkg() == nil || v.Parent() == nil || v.Parent() == v.Pkg().Scope() {
			return e
		}
		if c, ok := d.choice[flow.Value(n)]; ok && d.choice != nil {
			return d.operand(n, sub(ast.Unparen(c)))
		}
		if d.params[v] && !d.written[v] && flow.AsCalled(n) {
			return e // the caller's value
		}
		if def := flow.Definition(n); def != nil {
			return d.operand(n, sub(ast.Unparen(def)))
		}
		if ta, i, ok := flow.CommaOk(n); ok && i == 0 {
			// `id, ok := args["id"].(string)`: id is the assertion's
			// value where it holds, and its zero where not, which a
			// condition on id fails on only where the value is absent
			// or of another type too (`id == ""`) or never (`len(id) >
			// 40`). Its ok, the other result, is not written.
			if in := sub(ta.X); in != nil {
				// A part it cannot write is a BadExpr, which ExprText
				// refuses.
				return &ast.TypeAssertExpr{X: in, Lparen: ta.Lparen, Type: ta.Type, Rparen: ta.Rparen}
			}
		}
		if d.params[v] {
			// Written before the read, to a value the engine cannot
			// name: not the caller's.
			return &ast.BadExpr{From: n.Pos(), To: n.End()}
		}
	case *ast.SelectorExpr, *ast.IndexExpr:
		if !d.readThrough(n) {
			return &ast.BadExpr{From: n.Pos(), To: n.End()}
		}
		if ix, ok := n.(*ast.IndexExpr); ok {
			if in := sub(ix.Index); in != ix.Index {
				return &ast.IndexExpr{X: ix.X, Lbrack: ix.Lbrack, Index: in, Rbrack: ix.Rbrack}
			}
		}
	case *ast.ParenExpr:
		if in := sub(n.X); in != n.X {
			return &ast.ParenExpr{Lparen: n.Lparen, X: in, Rparen: n.Rparen}
		}
	case *ast.UnaryExpr:
		if in := sub(n.X); in != n.X {
			return &ast.UnaryExpr{OpPos: n.OpPos, Op: n.Op, X: in}
		}
	case *ast.BinaryExpr:
		l, r := sub(n.X), sub(n.Y)
		if l != n.X || r != n.Y {
			return &ast.BinaryExpr{X: l, OpPos: n.OpPos, Op: n.Op, Y: r}
		}
	case *ast.CallExpr:
		fun := n.Fun
		if sel, ok := ast.Unparen(fun).(*ast.SelectorExpr); ok && d.info.Selections[sel] != nil && !d.readThrough(sel) {
			return &ast.BadExpr{From: n.Pos(), To: n.End()} // a method of what the body changed
		}
		args := make([]ast.Expr, len(n.Args))
		changed := false
		for i, a := range n.Args {
			args[i] = sub(a)
			changed = changed || args[i] != a
		}
		if changed {
			return &ast.CallExpr{Fun: fun, Lparen: n.Lparen, Args: args, Ellipsis: n.Ellipsis, Rparen: n.Rparen}
		}
	}
	return e
}

// operand returns def, written in place of the read n, as an operand:
// parenthesised unless it is one as it is.
func (d *definer) operand(n *ast.Ident, def ast.Expr) ast.Expr {
	switch def.(type) {
	case *ast.Ident, *ast.BasicLit, *ast.CallExpr, *ast.SelectorExpr, *ast.IndexExpr, *ast.BadExpr:
		return def
	}
	return &ast.ParenExpr{Lparen: n.Pos(), X: def, Rparen: n.End()}
}

// readThrough reports whether e, a selector or an index, reads through
// a parameter the body writes nothing through, or through no parameter
// (a package's name; a local, which resolve.ExprText refuses anyway).
func (d *definer) readThrough(e ast.Expr) bool {
	root := rootIdent(e)
	if root == nil {
		return false
	}
	v, ok := d.info.Uses[root].(*types.Var)
	if !ok || !d.params[v] {
		return true
	}
	return !d.written[v] && d.x.found.Flow.AsCalled(root)
}

// rootIdent returns the variable a chain of selectors, indexes and calls
// starts from (p in p.A.B[k].M()), or nil.
func rootIdent(e ast.Expr) *ast.Ident {
	for {
		switch n := ast.Unparen(e).(type) {
		case *ast.Ident:
			return n
		case *ast.SelectorExpr:
			e = n.X
		case *ast.IndexExpr:
			e = n.X
		case *ast.StarExpr:
			e = n.X
		case *ast.CallExpr:
			e = n.Fun
		default:
			return nil
		}
	}
}

// writtenParams returns the parameters decl's body writes through,
// directly or through a local it copied one into (q := p; q.F = v): an
// assignment to a part of it (p.F = v, p[k] = v) or ++ whose target
// starts from it, its address taken, a method with a pointer receiver
// called on it. A parameter given a new value whole (p = v) is not
// listed: the engine tells which reads come after (flow.Graph.AsCalled).
func writtenParams(info *types.Info, decl *ast.FuncDecl, params map[types.Object]bool) map[types.Object]bool {
	holds := make(map[types.Object]types.Object) // a variable, to the parameter it holds part of
	for p := range params {
		holds[p] = p
	}
	paramOf := func(e ast.Expr) types.Object {
		if root := rootIdent(e); root != nil {
			return holds[info.Uses[root]]
		}
		return nil
	}
	// Copies first, in source order: a local assigned from a parameter.
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		if as, ok := n.(*ast.AssignStmt); ok {
			for i, lhs := range as.Lhs {
				if i < len(as.Rhs) && len(as.Lhs) == len(as.Rhs) {
					if p := paramOf(as.Rhs[i]); p != nil {
						if id, ok := lhs.(*ast.Ident); ok && id.Name != "_" {
							if obj := info.ObjectOf(id); obj != nil {
								holds[obj] = p
							}
						}
					}
				}
			}
		}
		return true
	})
	written := make(map[types.Object]bool)
	mark := func(e ast.Expr) {
		if p := paramOf(e); p != nil {
			written[p] = true
		}
	}
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.AssignStmt:
			for _, lhs := range n.Lhs {
				if id, ok := lhs.(*ast.Ident); ok && holds[info.Uses[id]] != nil {
					// The copy itself written anew: not through the
					// parameter; the parameter itself given a new
					// value: its reads after are not as called
					// (flow.Graph.AsCalled), those before are.
					continue
				}
				mark(lhs)
			}
		case *ast.IncDecStmt:
			mark(n.X)
		case *ast.RangeStmt:
			if n.Tok == token.ASSIGN {
				if n.Key != nil {
					mark(n.Key)
				}
				if n.Value != nil {
					mark(n.Value)
				}
			}
		case *ast.UnaryExpr:
			if n.Op == token.AND {
				mark(n.X)
			}
		case *ast.SelectorExpr:
			if sel := info.Selections[n]; sel != nil && sel.Kind() == types.MethodVal {
				if sig, ok := sel.Obj().Type().(*types.Signature); ok && sig.Recv() != nil {
					if _, ptr := sig.Recv().Type().(*types.Pointer); ptr {
						if _, isPtr := info.TypeOf(n.X).Underlying().(*types.Pointer); !isPtr {
							mark(n.X) // &p taken for the call
						}
					}
				}
			}
		case *ast.CallExpr:
			// delete(p, k), append(p[:0], …), clear(p): the parameter's
			// contents changed.
			if id, ok := ast.Unparen(n.Fun).(*ast.Ident); ok && len(n.Args) > 0 {
				if b, ok := info.Uses[id].(*types.Builtin); ok && (b.Name() == "delete" || b.Name() == "clear" || b.Name() == "copy") {
					mark(n.Args[0])
				}
			}
		}
		return true
	})
	return written
}

// recordSwitch records a switch on a value whose default fails, every
// other case succeeding on constants, as the condition it fails on (tag
// != c1 && tag != c2 …): switchStmt reads it as a rule of its own, and
// on an argument only.
func (x *extractor) recordSwitch(rec *guardRecorder, s *ast.SwitchStmt) {
	var cond ast.Expr
	var msg string
	failing := false
	for _, c := range s.Body.List {
		cc := c.(*ast.CaseClause)
		if n := len(cc.Body); n > 0 {
			if br, ok := cc.Body[n-1].(*ast.BranchStmt); ok && br.Tok == token.FALLTHROUGH {
				return
			}
		}
		body := &ast.BlockStmt{List: cc.Body}
		m, fails := x.endsInFailure(body)
		if cc.List == nil {
			if !fails || x.mayReturnOK(body) {
				return
			}
			failing, msg = true, m
			continue
		}
		if fails {
			return
		}
		for _, e := range cc.List {
			if _, ok := constString(x.info, e); !ok {
				return
			}
			ne := &ast.BinaryExpr{X: s.Tag, OpPos: e.Pos(), Op: token.NEQ, Y: e}
			if cond == nil {
				cond = ne
			} else {
				cond = &ast.BinaryExpr{X: cond, OpPos: e.Pos(), Op: token.LAND, Y: ne}
			}
		}
	}
	if failing && cond != nil {
		rec.enter(x, cond, msg)()
	}
}
