package rules

import (
	"go/ast"
	"go/token"
	"go/types"
	"maps"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/toolvet/toolvet/internal/model"
	"github.com/toolvet/toolvet/internal/resolve"
)

// Guard helpers. A function of the package (or a closure the handler
// defines once and calls) made only of guards on its parameters, whatever
// their types, fails exactly when one of its conditions holds of the values
// it is given:
//
//	check := func(ok bool) error {
//		if !ok {
//			return errors.New("limit is required")
//		}
//		return nil
//	}
//	if err := check(ok); err != nil { fail(err.Error()) }
//
// The guard on its verdict is read as the caller's guards on those
// conditions with the values passed in place of the parameters (`!ok`),
// so that it gets the rules the conditions written at the guard get.
// Validation helpers of one string or number (helpers.go) are summarised
// instead; this reading is for the rest (a presence flag, a condition
// already computed, a list, a parsed time).

// inlinedGuard is one guard of a guard helper, its condition written over
// the caller's values, with the message it fails with.
type inlinedGuard struct {
	cond  ast.Expr
	msg   string
	types map[ast.Expr]types.TypeAndValue // of the nodes cond's writing made
	// at is the condition as the helper writes it: the check a finding
	// points at; atIn its place when the helper is another package's
	// (GuardsFact), whose syntax this pass does not have.
	at   ast.Expr
	atIn model.FileSite
	// atText is the condition as the helper of another package writes
	// it (atIn's), for a finding quoting it there.
	atText string
	// ret is the helper's failing return under the guard, when read
	// from its syntax: for a guard of a helper it calls, the return
	// failing with that helper's verdict (`if err := check(v); err !=
	// nil { return nil, err }`).
	ret *ast.ReturnStmt
	// uses and selections are those of the nodes cond's writing made
	// when it was typed apart from the package (another package's
	// helper, GuardsFact): nil otherwise.
	uses       map[*ast.Ident]types.Object
	selections map[*ast.SelectorExpr]*types.Selection
}

// guardInfo returns info with the types (and uses) of the nodes g's
// writing made.
func (x *extractor) guardInfo(info *types.Info, g inlinedGuard) *types.Info {
	if g.uses != nil || g.selections != nil {
		return x.helpers.overlayTyped(info, &resolve.Substitution{Types: g.types, Uses: g.uses, Selections: g.selections})
	}
	return x.helpers.overlay(info, g.types)
}

// guardHelper returns the guards of the function call calls, with the
// call's arguments in place of its parameters, when the function's body
// is only guards that fail by returning a non-nil error (after variables
// defined from its parameters), then a return of a nil error.
func (x *extractor) guardHelper(call *ast.CallExpr) (guards []inlinedGuard, result, ok bool) {
	return x.guardHelperAt(call, 0)
}

// maxGuardHelperDepth bounds how deep guard helpers handing their
// parameters to guard helpers are read.
const maxGuardHelperDepth = 3

// guardHelperAt is guardHelper for a helper called depth guard helpers
// deep. A guard helper's statement may also hand its parameters to
// another (`if err := checkAmount(bad); err != nil { return err }`, or
// `return checkAmount(bad)` last): that helper's guards are its own.
func (x *extractor) guardHelperAt(call *ast.CallExpr, depth int) (guards []inlinedGuard, result, ok bool) {
	fn, decl := x.localFunc(call)
	if call.Ellipsis.IsValid() {
		return nil, false, false
	}
	if decl == nil {
		return x.foreignGuards(fn, call)
	}
	return x.guardsIn(fn, decl, call.Args, depth)
}

// guardsIn is guardHelperAt for the helper fn declared by decl, given
// args.
func (x *extractor) guardsIn(fn *types.Func, decl *ast.FuncDecl, args []ast.Expr, depth int) (guards []inlinedGuard, result, ok bool) {
	if decl.Recv != nil {
		return nil, false, false
	}
	sig := fn.Signature()
	res := sig.Results()
	if sig.Variadic() || res.Len() == 0 {
		return nil, false, false
	}
	// It fails with a non-nil error, or with the library's error result
	// when that is all it returns (func check(…) *mcp.CallToolResult).
	var failure model.ArgReader = failsWithError{}
	if !resolve.IsError(res.At(res.Len() - 1).Type()) {
		r, ok := x.resultVerdict(sig, decl.Body)
		if !ok {
			return nil, false, false
		}
		failure, result = r, true
	}
	return x.guardsWith(fn, decl, args, depth, failure, result, false)
}

// guardsWith is guardsIn for a helper failing as failure says (result:
// with the library's error result, not an error). With prefix, the
// guards are those its body starts with, up to the first statement that
// is no guard (a work function's checks, then its work): each fails when
// it holds, but the function may fail later too.
func (x *extractor) guardsWith(fn *types.Func, decl *ast.FuncDecl, args []ast.Expr, depth int, failure model.ArgReader, result, prefix bool) (guards []inlinedGuard, _, ok bool) {
	stop := func() ([]inlinedGuard, bool, bool) {
		if prefix {
			return guards, result, len(guards) > 0
		}
		return nil, false, false
	}
	s := resolve.NewSubstitution(x.info, fn.Pkg())
	ps := resolve.Params(x.info, decl.Type)
	if args == nil {
		// Read for a summary: the parameters stand for themselves.
		s.Keep = make(map[types.Object]bool)
		for _, p := range ps {
			s.Keep[p] = true
		}
		args = make([]ast.Expr, len(ps))
		for i, p := range ps {
			if p == nil {
				return nil, false, false
			}
			args[i] = ast.NewIdent(p.Name()) // no value of the caller's
		}
	}
	if len(ps) != len(args) {
		return nil, false, false
	}
	for i, p := range ps {
		if x.holdsArgs(args[i]) && x.converted[x.info.Uses[identOf(args[i])]] == nil {
			return nil, false, false // a struct helper's (structhelpers.go)
		}
		if p != nil {
			s.Vals[p] = args[i]
		}
	}
	// `if good { return nil }; return err` is the guard `if !good
	// { return err }; return nil`; a tagless switch, its chain of ifs.
	list := resolve.HappyPath(resolve.IfChains(decl.Body.List), func(ret *ast.ReturnStmt) bool {
		_, fails := failure.Failure(x.info, ret)
		return fails
	})
	if len(list) == 0 {
		return nil, false, false
	}
	// The last way out, which HappyPath may have made a guard's:
	// `if name == "" { return nil }; return validate(name)` fails only
	// when validate does (below).
	var lastReturn *ast.ReturnStmt
	if n := len(decl.Body.List); n > 0 {
		lastReturn, _ = decl.Body.List[n-1].(*ast.ReturnStmt)
	}
	// return checkAmount(bad) last: that helper's verdict is this one's.
	var tail *ast.CallExpr
	var tailRet *ast.ReturnStmt
	if !prefix {
		ret, ok := list[len(list)-1].(*ast.ReturnStmt)
		if !ok || len(ret.Results) == 0 {
			return nil, false, false
		}
		tailRet = ret
		if last := ast.Unparen(ret.Results[len(ret.Results)-1]); !isNil(x.info, last) {
			if tail, ok = last.(*ast.CallExpr); !ok || result {
				return nil, false, false
			}
		}
	}
	guarded := list[:len(list)-1]
	if prefix {
		guarded = list
	}
	for _, st := range elseIfGuards(guarded) {
		if is, ok := st.(*ast.IfStmt); ok && is.Init != nil {
			if result {
				return stop()
			}
			more, ok := x.nestedGuards(is, s, depth)
			if !ok {
				return stop()
			}
			guards = append(guards, more...)
			continue
		}
		switch st := st.(type) {
		case *ast.AssignStmt: // bad := cond
			if st.Tok != token.DEFINE || len(st.Lhs) != 1 || len(st.Rhs) != 1 {
				return stop()
			}
			id, ok := st.Lhs[0].(*ast.Ident)
			obj := x.info.Defs[id]
			if !ok || obj == nil {
				return stop()
			}
			e, ok := s.Expr(st.Rhs[0])
			if !ok {
				return stop()
			}
			s.Vals[obj] = e
		case *ast.IfStmt:
			if st.Init != nil || st.Else != nil || len(st.Body.List) != 1 {
				return stop()
			}
			ret, ok := st.Body.List[0].(*ast.ReturnStmt)
			if !ok {
				return stop()
			}
			msg, fails := failure.Failure(x.info, ret)
			if !fails {
				return stop()
			}
			if msg == "" && len(ret.Results) > 0 && x.found != nil && x.found.Index != nil {
				// A sentinel error of the package: its message is its text.
				msg = x.found.Index.SentinelError(ret.Results[len(ret.Results)-1])
			}
			cond, ok := s.Expr(st.Cond)
			if !ok {
				return stop()
			}
			if call, isCall := ast.Unparen(ret.Results[len(ret.Results)-1]).(*ast.CallExpr); isCall && !result && (x.verdictCall(call) || ret == lastReturn && !x.makesError(call, 0)) {
				// A check's verdict (validate(label), nil on a good
				// value), or the last way out HappyPath made a guard's
				// when it may be nil (json.Unmarshal): the function
				// fails when the condition holds and the call fails,
				// on its guards.
				more, ok := failingAt(x.innerGuards(call, s, depth))(ret)
				if !ok {
					return stop()
				}
				for i := range more {
					both := &ast.BinaryExpr{X: cond, Op: token.LAND, Y: more[i].cond}
					more[i].types[both] = types.TypeAndValue{Type: types.Typ[types.Bool]}
					more[i].cond = both
				}
				guards = append(guards, more...)
				continue
			}
			g := inlinedGuard{cond: cond, msg: msg, types: s.Types, ret: ret}
			if !isParamTest(x.info, cond) {
				g.at = st.Cond
			}
			guards = append(guards, g)
		default:
			return stop()
		}
	}
	if tail != nil {
		more, ok := failingAt(x.innerGuards(tail, s, depth))(tailRet)
		if !ok {
			return nil, false, false
		}
		guards = append(guards, more...)
	}
	return guards, result, len(guards) > 0
}

// maxMakesErrorDepth bounds how deep makesError follows the package's
// functions.
const maxMakesErrorDepth = 3

// makesError reports whether call returns an error that is never nil:
// errors.New, fmt.Errorf, a conversion, or a function of the package
// whose every way out returns such an error (or a variable, a literal:
// what a failing return holds as written).
func (x *extractor) makesError(call *ast.CallExpr, depth int) bool {
	if tv, ok := x.info.Types[call.Fun]; ok && tv.IsType() {
		return true
	}
	if resolve.NewError(x.info, call) {
		return true
	}
	_, decl := x.localFunc(call)
	if decl == nil || depth >= maxMakesErrorDepth {
		return false
	}
	returns := 0
	always := true
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			returns++
			if len(n.Results) == 0 {
				always = false
				return false
			}
			last := ast.Unparen(n.Results[len(n.Results)-1])
			if isNil(x.info, last) {
				always = false
			} else if inner, ok := last.(*ast.CallExpr); ok && !x.makesError(inner, depth+1) {
				always = false
			}
		}
		return always
	})
	return always && returns > 0
}

// elseIfGuards returns list with every else-if chain whose branches each
// only return (`if a { return e1 } else if b { return e2 }`, no final
// else) written as the guards one after another it means.
func elseIfGuards(list []ast.Stmt) []ast.Stmt {
	var out []ast.Stmt
	for i, st := range list {
		if g := allowedSwitch(st); g != nil {
			// switch v { case "a", "b": default: return e }: the guard
			// if v != "a" && v != "b" { return e }.
			if out == nil {
				out = slices.Clip(list[:i])
			}
			out = append(out, g)
			continue
		}
		is, ok := st.(*ast.IfStmt)
		var chain []ast.Stmt
		for ok && is.Init == nil && len(is.Body.List) == 1 {
			if _, ret := is.Body.List[0].(*ast.ReturnStmt); !ret {
				break
			}
			chain = append(chain, &ast.IfStmt{If: is.If, Cond: is.Cond, Body: is.Body})
			if is.Else == nil {
				ok = false
				break
			}
			is, ok = is.Else.(*ast.IfStmt)
			if !ok {
				chain = nil // a final else: not guards alone
			}
		}
		if len(chain) > 1 && !ok {
			if out == nil {
				out = slices.Clip(list[:i])
			}
			out = append(out, chain...)
			continue
		}
		if out != nil {
			out = append(out, st)
		}
	}
	if out == nil {
		return list
	}
	return out
}

// allowedSwitch returns the guard a switch on a value means when its
// cases list the allowed values with empty bodies and its default only
// returns, or nil.
func allowedSwitch(st ast.Stmt) *ast.IfStmt {
	sw, ok := st.(*ast.SwitchStmt)
	if !ok || sw.Init != nil || sw.Tag == nil {
		return nil
	}
	var cond ast.Expr
	var fail *ast.CaseClause
	for _, c := range sw.Body.List {
		cc := c.(*ast.CaseClause)
		if cc.List == nil {
			fail = cc
			continue
		}
		if len(cc.Body) > 0 {
			return nil
		}
		for _, v := range cc.List {
			ne := &ast.BinaryExpr{X: sw.Tag, OpPos: v.Pos(), Op: token.NEQ, Y: v}
			if cond == nil {
				cond = ne
			} else {
				cond = &ast.BinaryExpr{X: cond, OpPos: v.Pos(), Op: token.LAND, Y: ne}
			}
		}
	}
	if cond == nil || fail == nil || len(fail.Body) != 1 {
		return nil
	}
	if _, ok := fail.Body[0].(*ast.ReturnStmt); !ok {
		return nil
	}
	return &ast.IfStmt{If: sw.Switch, Cond: cond, Body: &ast.BlockStmt{Lbrace: fail.Colon, List: fail.Body, Rbrace: fail.End()}}
}

// isParamTest reports whether cond, a helper's condition written over its
// caller's values, tests only conditions the caller computed: every
// variable it reads is a boolean (`!sent`, `outside`, `!valid(ok)`, the
// helper's `bad := !sent; if bad`). The check is then the caller's, and a
// finding does not point at the helper's condition.
func isParamTest(info *types.Info, cond ast.Expr) bool {
	reads, onlyBools := false, true
	ast.Inspect(cond, func(n ast.Node) bool {
		id, ok := n.(*ast.Ident)
		if !ok {
			return onlyBools
		}
		if v, isVar := info.Uses[id].(*types.Var); isVar && !v.IsField() {
			reads = true
			onlyBools = onlyBools && isBool(v.Type())
		}
		return onlyBools
	})
	return reads && onlyBools
}

// nestedGuards reads a guard helper's statement `if err := inner(…); err
// != nil { return err }`: inner's guards, its arguments written over the
// caller's values (s).
func (x *extractor) nestedGuards(is *ast.IfStmt, s *resolve.Substitution, depth int) ([]inlinedGuard, bool) {
	as, ok := is.Init.(*ast.AssignStmt)
	if !ok || as.Tok != token.DEFINE || len(as.Rhs) != 1 || is.Else != nil || len(is.Body.List) != 1 {
		return nil, false
	}
	call, ok := ast.Unparen(as.Rhs[0]).(*ast.CallExpr)
	if !ok {
		return nil, false
	}
	errID, ok := as.Lhs[len(as.Lhs)-1].(*ast.Ident)
	if !ok {
		return nil, false
	}
	errObj := x.info.Defs[errID]
	if errObj == nil {
		return nil, false
	}
	isErr := func(e ast.Expr) bool {
		id, ok := ast.Unparen(e).(*ast.Ident)
		return ok && x.info.Uses[id] == errObj
	}
	cond, ok := ast.Unparen(is.Cond).(*ast.BinaryExpr)
	if !ok || cond.Op != token.NEQ || !isErr(cond.X) || !isNil(x.info, ast.Unparen(cond.Y)) {
		return nil, false
	}
	ret, ok := is.Body.List[0].(*ast.ReturnStmt)
	if !ok || len(ret.Results) == 0 || !isErr(ret.Results[len(ret.Results)-1]) {
		return nil, false
	}
	return failingAt(x.innerGuards(call, s, depth))(ret)
}

// failingAt returns a function giving guards, read in a helper the
// function they are read for calls, the return through which that
// function fails with the helper's verdict.
func failingAt(guards []inlinedGuard, ok bool) func(*ast.ReturnStmt) ([]inlinedGuard, bool) {
	return func(ret *ast.ReturnStmt) ([]inlinedGuard, bool) {
		for i := range guards {
			guards[i].ret = ret
		}
		return guards, ok
	}
}

// innerGuards returns the guards of the guard helper a guard helper
// calls, the call's arguments written over the outer caller's values (s).
func (x *extractor) innerGuards(call *ast.CallExpr, s *resolve.Substitution, depth int) ([]inlinedGuard, bool) {
	if depth+1 >= maxGuardHelperDepth || call.Ellipsis.IsValid() {
		return nil, false
	}
	args := make([]ast.Expr, len(call.Args))
	for i, a := range call.Args {
		e, ok := s.Expr(a)
		if !ok {
			return nil, false
		}
		args[i] = e
	}
	written := &ast.CallExpr{Fun: call.Fun, Lparen: call.Lparen, Args: args, Rparen: call.Rparen}
	saved := x.info
	x.info = x.helpers.overlay(x.info, s.Types)
	guards, result, ok := x.guardHelperAt(written, depth+1)
	x.info = saved
	if !ok || result {
		return nil, false
	}
	for i := range guards {
		types := maps.Clone(s.Types)
		maps.Copy(types, guards[i].types)
		guards[i].types = types
	}
	return guards, true
}

// inlinedGuards reads a guard on a guard helper's verdict (err != nil)
// as the helper's guards, reported at it.
func (x *extractor) inlinedGuards(cond ast.Expr, msg string) bool {
	e, ok := cond.(*ast.BinaryExpr)
	if !ok || e.Op != token.NEQ || !isNil(x.info, ast.Unparen(e.Y)) {
		return false
	}
	id, ok := ast.Unparen(e.X).(*ast.Ident)
	if !ok {
		return false
	}
	c, ok := x.checked[x.info.Uses[id]]
	if !ok || c.inlined == nil {
		return false
	}
	for _, g := range c.inlined {
		m := msg
		if m == "" {
			m = g.msg
		}
		before := len(x.rules)
		saved := x.info
		x.info = x.guardInfo(x.info, g)
		x.guard(g.cond, m)
		x.info = saved
		for _, r := range x.rules[before:] {
			r.Pos, r.End = cond.Pos(), cond.End()
			switch {
			case r.InHelper():
			case g.at != nil:
				r.Origin, r.OriginEnd, r.OriginCheck = g.at.Pos(), g.at.End(), render(g.at)
			case g.atIn.IsValid():
				r.OriginIn, r.OriginCheck = g.atIn, g.atText
			}
			if c.computes && r.InHelper() {
				// `price, err := quote(express, kg)`: the helper
				// computes a value and fails along the way; its
				// checks are inside it.
				r.CheckedInside = true
			}
		}
	}
	return true
}

// passedGuard reads a guard on a guard helper's verdict being nil (`if
// err == nil { return failure }`, the good case first written inside out
// where the helper fails on the good value) as a guard on none of the
// helper's conditions holding, reported at it.
func (x *extractor) passedGuard(cond ast.Expr, msg string) bool {
	e, ok := cond.(*ast.BinaryExpr)
	if !ok || e.Op != token.EQL {
		return false
	}
	v, info, ok := x.verdictCondition(&ast.BinaryExpr{X: e.X, OpPos: e.OpPos, Op: token.NEQ, Y: e.Y})
	if !ok {
		return false
	}
	before := len(x.rules)
	saved := x.info
	x.info = info
	x.guard(resolve.Simplify(negate(v)), msg)
	x.info = saved
	for _, r := range x.rules[before:] {
		r.Pos, r.End = cond.Pos(), cond.End()
	}
	return true
}

// verdictCondition returns the condition under which a guard helper's
// verdict tested by c (`err != nil`, err from `rwCheck(from)`) is a
// failure: its guards' conditions over the caller's values, joined by ||,
// with the type information that reads them; false for any other c. A
// branch on the verdict is said as that condition ("only when
// !strings.HasPrefix(from, "x")"), not as err != nil.
func (x *extractor) verdictCondition(c ast.Expr) (ast.Expr, *types.Info, bool) {
	e, ok := ast.Unparen(c).(*ast.BinaryExpr)
	if !ok || e.Op != token.NEQ || !isNil(x.info, ast.Unparen(e.Y)) {
		return nil, nil, false
	}
	id, ok := ast.Unparen(e.X).(*ast.Ident)
	if !ok {
		return nil, nil, false
	}
	checked, ok := x.checked[x.info.Uses[id]]
	if !ok || checked.call == nil {
		return nil, nil, false
	}
	guards := checked.inlined
	if guards == nil {
		saved := x.info
		guards, _, ok = x.guardHelper(checked.call)
		x.info = saved
		if !ok {
			return nil, nil, false
		}
	}
	info := x.info
	var cond ast.Expr
	for _, g := range guards {
		info = x.guardInfo(info, g)
		if cond == nil {
			cond = g.cond
		} else {
			cond = &ast.BinaryExpr{X: cond, OpPos: g.cond.Pos(), Op: token.LOR, Y: g.cond}
		}
	}
	return cond, info, cond != nil
}

// phrase says a condition a rule is checked under: in words where
// condition can (`action is "add"`), else as written, a guard helper's
// verdict as the conditions it fails on (verdictCondition).
func (x *extractor) phrase(c ast.Expr) string {
	if p := x.condition(c); p != "" {
		return p
	}
	saved, expanded := x.info, len(x.expanded)
	defer func() { x.info, x.expanded = saved, x.expanded[:expanded] }()
	if v, info, ok := x.verdictCondition(c); ok {
		c, x.info = v, info
	}
	// A predicate or a variable holding the condition is said as what it
	// tests, the way the guard it stands for would be.
	c = resolve.Simplify(x.expand(c, 0))
	if p := x.condition(c); p != "" {
		return p
	}
	return render(resolve.Canonical(resolve.ConstantLast(x.info, x.copiesNamed(c))))
}

// copiesNamed returns c with every variable that holds a copy of another
// (c := local, assigned once, local unchanged since) written as the
// variable it copies: a condition says what it tests whatever the
// handler named its copies. The nodes it changes are new, without types:
// for printing (ConstantLast reads the types of the nodes it keeps).
func (x *extractor) copiesNamed(c ast.Expr) ast.Expr {
	idx := x.found.Index
	if idx == nil {
		return c
	}
	var walk func(e ast.Expr) ast.Expr
	walk = func(e ast.Expr) ast.Expr {
		switch e := e.(type) {
		case *ast.Ident:
			obj, ok := x.info.Uses[e].(*types.Var)
			for range 4 {
				if !ok || obj.IsField() || obj.Parent() == nil || obj.Parent() == obj.Pkg().Scope() || idx.Assignments(obj) != 1 {
					break
				}
				src, isIdent := ast.Unparen(idx.Value(obj)).(*ast.Ident)
				if !isIdent {
					break
				}
				from, isVar := x.info.Uses[src].(*types.Var)
				if !isVar || from.IsField() || from.Parent() == nil || from.Parent() == from.Pkg().Scope() || idx.WrittenBetween(from, src.End(), e.Pos()) {
					break
				}
				e = &ast.Ident{NamePos: e.NamePos, Name: src.Name}
				obj = from
			}
			return e
		case *ast.ParenExpr:
			if in := walk(e.X); in != e.X {
				return &ast.ParenExpr{Lparen: e.Lparen, X: in, Rparen: e.Rparen}
			}
		case *ast.UnaryExpr:
			if in := walk(e.X); in != e.X {
				return &ast.UnaryExpr{OpPos: e.OpPos, Op: e.Op, X: in}
			}
		case *ast.BinaryExpr:
			l, r := walk(e.X), walk(e.Y)
			if l != e.X || r != e.Y {
				return &ast.BinaryExpr{X: l, OpPos: e.OpPos, Op: e.Op, Y: r}
			}
		case *ast.SelectorExpr:
			if in := walk(e.X); in != e.X {
				return &ast.SelectorExpr{X: in, Sel: e.Sel}
			}
		case *ast.CallExpr:
			args, changed := make([]ast.Expr, len(e.Args)), false
			for i, a := range e.Args {
				args[i] = walk(a)
				changed = changed || args[i] != a
			}
			if changed {
				return &ast.CallExpr{Fun: e.Fun, Lparen: e.Lparen, Args: args, Ellipsis: e.Ellipsis, Rparen: e.Rparen}
			}
		}
		return e
	}
	return walk(c)
}

// predicateHelper returns the condition a call of a predicate helper
// stands for: a function of the package (or a closure defined once) whose
// body is one return of a boolean expression over its parameters,
//
//	func validAccount(in TransferIn) bool {
//		return strings.HasPrefix(in.AccountID, "acct_")
//	}
//
// written over the call's arguments (`strings.HasPrefix(req.AccountID,
// "acct_")` for validAccount(req)), with the types of the nodes written
// added to the extractor's type information; and the expression of the
// helper's body it was read from. Read so, the condition is the caller's,
// with the caller's branches around it (`if !isDuration(since) { return
// ok }` among other formats); helpers.go summarises the rest (guards
// before the last return, another package's helpers).
func (x *extractor) predicateHelper(call *ast.CallExpr) (ast.Expr, ast.Node, bool) {
	fn, decl := x.localFunc(call)
	e, body, s, ok := resolve.Inline(x.info, fn, decl, call)
	if !ok && decl == nil && fn != nil && x.found.ForeignPredicate != nil {
		// Another package's predicate, by the text of what it returns.
		if e, s, ok = resolve.InlineText(fn, x.found.ForeignPredicate(fn), call); ok {
			x.info = x.helpers.overlayTyped(x.info, s)
			return e, call, true
		}
	}
	if !ok {
		return nil, nil, false
	}
	if len(s.Types) > 0 {
		x.info = x.helpers.overlay(x.info, s.Types)
	}
	return e, body, true
}

// overlay returns type information that is info's, with the types of the
// expressions a substitution wrote: a copy of info's Types, made once for
// the package and extended, so that info itself, which other analyzers
// read, is never written.
func (hs *helpers) overlay(info *types.Info, extra map[ast.Expr]types.TypeAndValue) *types.Info {
	if hs.typed == nil || info != hs.typed && hs.typedFrom != info {
		o := *info
		o.Types = maps.Clone(info.Types)
		hs.typed, hs.typedFrom, hs.typedApart = &o, info, false
	}
	maps.Copy(hs.typed.Types, extra)
	return hs.typed
}

// overlayTyped is overlay for a substitution typed apart from the package
// (resolve.InlineText): the uses and selections of its new nodes too,
// copied into the overlay's own maps the first time.
func (hs *helpers) overlayTyped(info *types.Info, s *resolve.Substitution) *types.Info {
	typed := hs.overlay(info, s.Types)
	if !hs.typedApart {
		typed.Uses = maps.Clone(typed.Uses)
		typed.Selections = maps.Clone(typed.Selections)
		hs.typedApart = true
	}
	maps.Copy(typed.Uses, s.Uses)
	maps.Copy(typed.Selections, s.Selections)
	return typed
}

// foreignGuards is guardHelperAt for another package's helper: its
// guards as its GuardsFact writes them, over the call's arguments.
func (x *extractor) foreignGuards(fn *types.Func, call *ast.CallExpr) (guards []inlinedGuard, result, ok bool) {
	var f GuardsFact
	if fn == nil || fn.Pkg() == nil || x.helpers.importFact == nil || !x.helpers.importFact(fn.Origin(), &f) {
		return nil, false, false
	}
	for _, fg := range f.Guards {
		cond, s, ok := resolve.InlineText(fn, fg.Cond, call)
		if !ok {
			return nil, false, false
		}
		guards = append(guards, inlinedGuard{cond: cond, msg: fg.Msg, atIn: fg.At, atText: condText(fg.Cond), types: s.Types, uses: s.Uses, selections: s.Selections})
	}
	return guards, f.Result, len(guards) > 0
}

// GuardsFact says a helper fails (with a non-nil error, or, Result, with
// the library's error result) exactly when one of its guards holds: each
// guard's condition as text over its parameters (resolve.ExprText), and
// its message. A package calling it reads the guards at the call as it
// reads those of a helper of its own (guardHelper).
type GuardsFact struct {
	Guards []FactGuard
	Result bool
}

// FactGuard is one guard of a GuardsFact; At is where the helper writes
// it, for a finding reported there. GoError, in a WorkFact, is where the
// failing return under it gives a Go error (the library may send it as a
// protocol error).
type FactGuard struct {
	Cond, Msg   string
	At, GoError model.FileSite
	// Ctx are the branch conditions the guard holds under, in a
	// WorkFact's guard read from anywhere in the body (recordedGuards).
	Ctx []string
	// Verdict, when not 0, says the guard fails by returning parameter
	// Verdict-1, a verdict its caller hands in: a caller handing
	// anything else does not fail there.
	Verdict int
	// Untested, with Verdict, says the function returns the verdict
	// without testing it (`if good { return ok }; return res, nil`): a
	// failure only where a branch condition is the caller's test of the
	// verdict it hands in (`good := res == nil`), as a verdict returned
	// in the handler is one only under its own test.
	Untested bool
}

func (*GuardsFact) AFact() {}
func (f *GuardsFact) String() string {
	s := "guards("
	if f.Result {
		s += "result: "
	}
	return s + guardConds(f.Guards) + ")"
}

// guardConds prints guards' conditions for a fact's String, without the
// header lines naming the packages they call.
func guardConds(guards []FactGuard) string {
	var conds []string
	for _, g := range guards {
		c := condText(g.Cond)
		if len(g.Ctx) > 0 {
			var ctx []string
			for _, t := range g.Ctx {
				ctx = append(ctx, condText(t))
			}
			c = "when " + strings.Join(ctx, " and ") + ": " + c
		}
		if g.Verdict > 0 {
			untested := ""
			if g.Untested {
				untested = "untested "
			}
			c = "returning " + untested + "verdict " + itoa(g.Verdict-1) + " " + c
		}
		conds = append(conds, c)
	}
	return strings.Join(conds, "; ")
}

// condText is a fact's condition (resolve.ExprText) as its helper writes
// it, without the header lines naming the packages it calls.
func condText(cond string) string {
	lines := strings.Split(cond, "\n")
	for len(lines) > 1 && strings.HasPrefix(lines[0], "import ") {
		lines = lines[1:]
	}
	return strings.Join(lines, " ")
}

// exportGuards exports fn's GuardsFact when every guard of its body reads
// only what another package can type (resolve.ExprText).
func exportGuards(pass *analysis.Pass, x *extractor, fn *types.Func, decl *ast.FuncDecl) {
	if decl.Recv != nil || fn.Signature().TypeParams() != nil || fn.Signature().Variadic() {
		return
	}
	params := make(map[types.Object]bool)
	for _, field := range decl.Type.Params.List {
		if len(field.Names) == 0 {
			return
		}
		for _, name := range field.Names {
			if name.Name == "_" {
				return
			}
			params[pass.TypesInfo.Defs[name]] = true
		}
	}
	saved := x.info
	guards, result, ok := x.guardsIn(fn, decl, nil, 0)
	info := x.info
	x.info = saved
	if !ok || len(guards) == 0 {
		// No guard is nothing a caller reads (foreignGuards), and a
		// fact go vet would carry through every package above.
		return
	}
	f := &GuardsFact{Result: result}
	for _, g := range guards {
		text := x.factText(x.guardInfo(info, g), g.cond, params)
		if text == "" {
			return
		}
		at := g.atIn
		if g.at != nil {
			at = fileSite(pass.Fset, g.at.Pos())
		}
		f.Guards = append(f.Guards, FactGuard{Cond: text, Msg: g.msg, At: at})
	}
	pass.ExportObjectFact(fn, f)
}

// factText writes e, a condition of the package, as text for a fact over
// params (resolve.FactText), with the predicates of the package it calls
// written in place.
func (x *extractor) factText(info *types.Info, e ast.Expr, params map[types.Object]bool) string {
	var declOf func(*types.Func) *ast.FuncDecl
	if x.found != nil && x.found.Index != nil {
		declOf = x.found.Index.FuncDecl
	}
	return resolve.FactText(info, e, params, declOf)
}

// foreignConds returns the conditions fn, another package's function,
// fails on, written over call's arguments (its GuardsFact), or nil.
func foreignConds(importFact func(types.Object, analysis.Fact) bool, fn *types.Func, call *ast.CallExpr) []ast.Expr {
	var f GuardsFact
	if importFact == nil || !importFact(fn.Origin(), &f) {
		return nil
	}
	var conds []ast.Expr
	for _, g := range f.Guards {
		cond, _, ok := resolve.InlineText(fn, g.Cond, call)
		if !ok {
			return nil
		}
		conds = append(conds, cond)
	}
	return conds
}
