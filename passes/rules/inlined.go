package rules

import (
	"go/ast"
	"go/token"
	"go/types"

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
}

// guardHelper returns the guards of the function call calls, with the
// call's arguments in place of its parameters, when the function's body
// is only guards that fail by returning a non-nil error (after variables
// defined from its parameters), then a return of a nil error.
func (x *extractor) guardHelper(call *ast.CallExpr) ([]inlinedGuard, bool) {
	fn, decl := x.localFunc(call)
	if decl == nil || decl.Recv != nil || call.Ellipsis.IsValid() {
		return nil, false
	}
	sig := fn.Signature()
	res := sig.Results()
	if sig.Variadic() || res.Len() == 0 || !resolve.IsError(res.At(res.Len()-1).Type()) {
		return nil, false
	}
	s := substitution{info: x.info, pkg: fn.Pkg(), types: make(map[ast.Expr]types.TypeAndValue), vals: make(map[types.Object]ast.Expr)}
	ps := params(x.info, decl.Type)
	if len(ps) != len(call.Args) {
		return nil, false
	}
	for i, p := range ps {
		if x.holdsArgs(call.Args[i]) && x.converted[x.info.Uses[identOf(call.Args[i])]] == nil {
			return nil, false // a struct helper's (structhelpers.go)
		}
		if p != nil {
			s.vals[p] = call.Args[i]
		}
	}
	// `if good { return nil }; return err` is the guard `if !good
	// { return err }; return nil`; a tagless switch, its chain of ifs.
	list := resolve.HappyPath(resolve.IfChains(decl.Body.List), func(ret *ast.ReturnStmt) bool {
		_, fails := failsWithError{}.Failure(x.info, ret)
		return fails
	})
	if len(list) < 2 {
		return nil, false
	}
	if ret, ok := list[len(list)-1].(*ast.ReturnStmt); !ok || len(ret.Results) == 0 || !isNil(x.info, ast.Unparen(ret.Results[len(ret.Results)-1])) {
		return nil, false
	}
	var guards []inlinedGuard
	for _, st := range list[:len(list)-1] {
		switch st := st.(type) {
		case *ast.AssignStmt: // bad := cond
			if st.Tok != token.DEFINE || len(st.Lhs) != 1 || len(st.Rhs) != 1 {
				return nil, false
			}
			id, ok := st.Lhs[0].(*ast.Ident)
			obj := x.info.Defs[id]
			if !ok || obj == nil {
				return nil, false
			}
			e, ok := s.expr(st.Rhs[0])
			if !ok {
				return nil, false
			}
			s.vals[obj] = e
		case *ast.IfStmt:
			if st.Init != nil || st.Else != nil || len(st.Body.List) != 1 {
				return nil, false
			}
			ret, ok := st.Body.List[0].(*ast.ReturnStmt)
			if !ok {
				return nil, false
			}
			msg, fails := failsWithError{}.Failure(x.info, ret)
			if !fails {
				return nil, false
			}
			cond, ok := s.expr(st.Cond)
			if !ok {
				return nil, false
			}
			guards = append(guards, inlinedGuard{cond: cond, msg: msg, types: s.types})
		default:
			return nil, false
		}
	}
	return guards, len(guards) > 0
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
		x.info = x.helpers.overlay(x.info, g.types)
		x.guard(g.cond, m)
		x.info = saved
		for _, r := range x.rules[before:] {
			r.Pos, r.End = cond.Pos(), cond.End()
		}
	}
	return true
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
	if decl == nil || decl.Recv != nil || call.Ellipsis.IsValid() || fn.Signature().Variadic() {
		return nil, nil, false
	}
	result := predicateResult(fn, decl)
	if result == nil {
		return nil, nil, false
	}
	ps := params(x.info, decl.Type)
	if len(ps) != len(call.Args) {
		return nil, nil, false
	}
	s := substitution{info: x.info, pkg: fn.Pkg(), types: make(map[ast.Expr]types.TypeAndValue), vals: make(map[types.Object]ast.Expr)}
	for i, p := range ps {
		if p != nil {
			s.vals[p] = call.Args[i]
		}
	}
	body := ast.Unparen(result)
	e, ok := s.expr(body)
	if !ok {
		return nil, nil, false
	}
	if len(s.types) > 0 {
		x.info = x.helpers.overlay(x.info, s.types)
	}
	return e, body, true
}

// predicateResult returns the expression a predicate returns when its
// body is that one return, of one boolean result: the predicates read as
// their condition where they are called (predicateHelper, and the reads
// and refusals of rules.go); nil for any other function.
func predicateResult(fn *types.Func, decl *ast.FuncDecl) ast.Expr {
	res := fn.Signature().Results()
	if decl == nil || decl.Body == nil || len(decl.Body.List) != 1 || res.Len() != 1 || !isBool(res.At(0).Type()) {
		return nil
	}
	ret, ok := decl.Body.List[0].(*ast.ReturnStmt)
	if !ok || len(ret.Results) != 1 {
		return nil
	}
	return ret.Results[0]
}

// substitution rewrites expressions of a function's body over the values
// its parameters and local variables are given.
type substitution struct {
	info *types.Info
	pkg  *types.Package
	// types are the types of the new nodes: those of the nodes they
	// stand for.
	types map[ast.Expr]types.TypeAndValue
	vals  map[types.Object]ast.Expr
}

// expr returns e with every parameter and local variable replaced by its
// value; false when e reads anything else than those, constants, types,
// and the package's functions and variables, or holds a literal of a
// function or composite. Only the nodes above a replaced one are new.
func (s substitution) expr(e ast.Expr) (ast.Expr, bool) {
	out, ok := s.rewrite(e)
	if ok && out != e {
		if tv, known := s.info.Types[e]; known {
			s.types[out] = tv
		}
	}
	return out, ok
}

func (s substitution) rewrite(e ast.Expr) (ast.Expr, bool) {
	switch e := e.(type) {
	case *ast.Ident:
		obj := s.info.Uses[e]
		if v, ok := s.vals[obj]; ok {
			switch ast.Unparen(v).(type) {
			case *ast.Ident, *ast.SelectorExpr, *ast.CallExpr, *ast.BasicLit, *ast.IndexExpr:
				return v, true
			}
			p := &ast.ParenExpr{Lparen: v.Pos(), X: v, Rparen: v.End()}
			if tv, known := s.info.Types[v]; known {
				s.types[p] = tv
			} else if tv, known := s.types[v]; known {
				s.types[p] = tv
			}
			return p, true
		}
		switch obj := obj.(type) {
		case *types.Const, *types.TypeName, *types.PkgName, *types.Builtin, *types.Nil, *types.Func:
			return e, true
		case *types.Var:
			if obj.Pkg() != nil && obj.Parent() == obj.Pkg().Scope() {
				return e, true
			}
		}
		return nil, false
	case *ast.BasicLit:
		return e, true
	case *ast.ParenExpr:
		x, ok := s.expr(e.X)
		if !ok {
			return nil, false
		}
		if x == e.X {
			return e, true
		}
		return &ast.ParenExpr{Lparen: e.Lparen, X: x, Rparen: e.Rparen}, true
	case *ast.UnaryExpr:
		if e.Op == token.AND || e.Op == token.ARROW {
			return nil, false
		}
		x, ok := s.expr(e.X)
		if !ok {
			return nil, false
		}
		if x == e.X {
			return e, true
		}
		return &ast.UnaryExpr{OpPos: e.OpPos, Op: e.Op, X: x}, true
	case *ast.BinaryExpr:
		l, okL := s.expr(e.X)
		r, okR := s.expr(e.Y)
		if !okL || !okR {
			return nil, false
		}
		if l == e.X && r == e.Y {
			return e, true
		}
		return &ast.BinaryExpr{X: l, OpPos: e.OpPos, Op: e.Op, Y: r}, true
	case *ast.StarExpr:
		x, ok := s.expr(e.X)
		if !ok {
			return nil, false
		}
		if x == e.X {
			return e, true
		}
		return &ast.StarExpr{Star: e.Star, X: x}, true
	case *ast.SelectorExpr:
		if _, qualified := s.info.Uses[identOf(e.X)].(*types.PkgName); qualified {
			return e, true
		}
		x, ok := s.expr(e.X)
		if !ok {
			return nil, false
		}
		if x == e.X {
			return e, true
		}
		// The field or method must be the one the value's type has: a
		// struct type written twice has fields of its own each time.
		if t := s.info.TypeOf(x); t == nil {
			return nil, false
		} else if obj, _, _ := types.LookupFieldOrMethod(t, true, s.pkg, e.Sel.Name); obj != s.info.Uses[e.Sel] {
			return nil, false
		}
		return &ast.SelectorExpr{X: x, Sel: e.Sel}, true
	case *ast.IndexExpr:
		x, okX := s.expr(e.X)
		i, okI := s.expr(e.Index)
		if !okX || !okI {
			return nil, false
		}
		if x == e.X && i == e.Index {
			return e, true
		}
		return &ast.IndexExpr{X: x, Lbrack: e.Lbrack, Index: i, Rbrack: e.Rbrack}, true
	case *ast.CallExpr:
		if e.Ellipsis.IsValid() {
			return nil, false
		}
		fun, ok := s.expr(e.Fun)
		if !ok {
			return nil, false
		}
		same := fun == e.Fun
		args := make([]ast.Expr, len(e.Args))
		for i, a := range e.Args {
			if args[i], ok = s.expr(a); !ok {
				return nil, false
			}
			same = same && args[i] == a
		}
		if same {
			return e, true
		}
		return &ast.CallExpr{Fun: fun, Lparen: e.Lparen, Args: args, Rparen: e.Rparen}, true
	}
	return nil, false
}

// overlay returns type information that is info's, with the types of the
// expressions a substitution wrote: a copy of info's Types, made once for
// the package and extended, so that info itself, which other analyzers
// read, is never written.
func (hs *helpers) overlay(info *types.Info, extra map[ast.Expr]types.TypeAndValue) *types.Info {
	if hs.typed != nil && info == hs.typed {
		for e, tv := range extra {
			hs.typed.Types[e] = tv
		}
		return hs.typed
	}
	if hs.typed == nil || hs.typedFrom != info {
		o := *info
		o.Types = make(map[ast.Expr]types.TypeAndValue, len(info.Types))
		for e, tv := range info.Types {
			o.Types[e] = tv
		}
		hs.typed, hs.typedFrom = &o, info
	}
	for e, tv := range extra {
		hs.typed.Types[e] = tv
	}
	return hs.typed
}
