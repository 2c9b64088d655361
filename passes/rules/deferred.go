package rules

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"slices"

	"github.com/toolvet/toolvet/internal/resolve"
)

// Deferred failures: a guard whose body does not return but decides the
// failure a later statement makes. Two ways of writing it are read:
//
//   - a list of problems, appended to under each guard and failed on
//     once, when it is not empty (errs = append(errs, …); …; if err :=
//     errors.Join(errs...); err != nil { return failure }): each guard is
//     a rule, as if it failed at once;
//   - the result set in the guard and returned after it (res =
//     mcp.NewToolResultError(…); …; return res, nil): the guard is a rule
//     when the return, with the values the guard set, is a failure.
//
// Both behave as the guard returning the failure itself, so they give the
// same rules.

// failsLater reports whether body, a guard's body that does not return,
// decides a failure a later statement of the block makes, with the message
// the rule is known by and, for a list of problems, the variables the
// failure is decided on (the list, a variable joining it).
func (x *extractor) failsLater(body []ast.Stmt) (msg string, collected []types.Object, ok bool) {
	if len(body) == 0 {
		return "", nil, false
	}
	as, ok := body[len(body)-1].(*ast.AssignStmt)
	if !ok || as.Tok != token.ASSIGN || len(as.Lhs) != len(as.Rhs) {
		return "", nil, false
	}
	if list, problem, ok := x.appendTo(as); ok {
		collected, ok := x.failsWhenCollected(list)
		return problem, collected, ok
	}
	msg, ok = x.returnedLater(as)
	return msg, nil, ok
}

// appendTo returns the local variable as appends one value to (list =
// append(list, problem)), with the problem's text when it is a constant
// or an error built from one.
func (x *extractor) appendTo(as *ast.AssignStmt) (*types.Var, string, bool) {
	if len(as.Lhs) != 1 {
		return nil, "", false
	}
	list := x.localVar(as.Lhs[0])
	call, ok := ast.Unparen(as.Rhs[0]).(*ast.CallExpr)
	if list == nil || !ok || !resolve.IsBuiltin(x.info, call.Fun, "append") || len(call.Args) != 2 || call.Ellipsis.IsValid() || x.localVar(call.Args[0]) != list {
		return nil, "", false
	}
	return list, x.problemText(call.Args[1]), true
}

// problemText returns the text of a problem appended to a list, as a
// failure's message is read: a string constant, or the constant an error
// is built from (errors.New, fmt.Errorf without arguments).
func (x *extractor) problemText(e ast.Expr) string {
	if s, ok := resolve.ConstString(x.info, e); ok {
		return s
	}
	return resolve.ErrorText(x.info, e)
}

// failsWhenCollected reports whether the statements after the one being
// read fail when list is not empty, before anything else could succeed or
// change list other than by appending to it. A variable joining the list
// (err := errors.Join(list...)) stands for it; the variables the failure
// is decided on are returned.
func (x *extractor) failsWhenCollected(list *types.Var) ([]types.Object, bool) {
	joined := map[types.Object]bool{}
	for i, st := range x.following {
		if ifs, ok := st.(*ast.IfStmt); ok {
			if init, ok := ifs.Init.(*ast.AssignStmt); ok {
				x.joins(init, list, joined)
				x.verdictOnList(init, list, joined)
			}
			if cond := x.expand(ifs.Cond, 0); x.nonEmpty(cond, list, joined) {
				collected := []types.Object{list}
				for v := range joined {
					collected = append(collected, v)
				}
				if x.mayReturnOK(ifs.Body, cond) {
					return nil, false
				}
				if _, fails := x.endsInFailure(ifs.Body); fails {
					return collected, true
				}
				// A list handed on to another: if len(errs) > 0 {
				// problems = append(problems, …) }, failed on later.
				saved := x.following
				x.following = x.following[i+1:]
				_, more, fails := x.failsLater(ifs.Body.List)
				x.following = saved
				return append(collected, more...), fails
			}
		}
		if as, ok := st.(*ast.AssignStmt); ok && x.joins(as, list, joined) {
			continue
		}
		if ret, ok := st.(*ast.ReturnStmt); ok && x.returnsJoin(ret, list, joined) {
			// return errors.Join(errs...): a failure exactly when the
			// list is not empty (a validation helper's way out).
			collected := []types.Object{list}
			for v := range joined {
				collected = append(collected, v)
			}
			return collected, true
		}
		if x.mayReturnOK(st) || x.writesOtherThanAppend(st, list) {
			return nil, false
		}
	}
	return nil, false
}

// returnsJoin reports whether ret returns errors.Join(list...) (or a
// variable holding it) as its last result, every other result nil: the
// error is nil exactly when list is empty.
func (x *extractor) returnsJoin(ret *ast.ReturnStmt, list *types.Var, joined map[types.Object]bool) bool {
	n := len(ret.Results)
	if n == 0 {
		return false
	}
	for _, r := range ret.Results[:n-1] {
		if !resolve.IsNil(x.info, ast.Unparen(r)) {
			return false
		}
	}
	last := ast.Unparen(ret.Results[n-1])
	if v := x.localVar(last); v != nil && joined[v] {
		return true
	}
	call, ok := last.(*ast.CallExpr)
	return ok && resolve.IsCallTo(x.info, call, "errors", "Join") && len(call.Args) == 1 && call.Ellipsis.IsValid() && x.isList(call.Args[0], list)
}

// joins records in joined the variable as defines as errors.Join(list...),
// and reports whether it is one.
func (x *extractor) joins(as *ast.AssignStmt, list *types.Var, joined map[types.Object]bool) bool {
	if len(as.Lhs) != 1 || len(as.Rhs) != 1 {
		return false
	}
	call, ok := ast.Unparen(as.Rhs[0]).(*ast.CallExpr)
	if !ok || !resolve.IsCallTo(x.info, call, "errors", "Join") || len(call.Args) != 1 || !call.Ellipsis.IsValid() || !x.isList(call.Args[0], list) {
		return false
	}
	v := x.localVar(as.Lhs[0])
	if v == nil {
		return false
	}
	joined[v] = true
	return true
}

// verdictOnList records in joined the variable as defines as the verdict
// of a guard helper whose one guard is that list is not empty (res :=
// failIfAny(problems), its body `if len(problems) > 0 { return
// mcp.NewToolResultError(…) }; return nil`): res != nil then says the
// list is not empty.
func (x *extractor) verdictOnList(as *ast.AssignStmt, list *types.Var, joined map[types.Object]bool) {
	if len(as.Lhs) != 1 || len(as.Rhs) != 1 {
		return
	}
	call, ok := ast.Unparen(as.Rhs[0]).(*ast.CallExpr)
	v := x.localVar(as.Lhs[0])
	if !ok || v == nil {
		return
	}
	saved := x.info
	guards, result, ok := x.guardHelper(call)
	x.info = saved
	if !ok || len(guards) != 1 {
		return
	}
	// The guard as written over the call (another package's is typed
	// apart from the package: guardInfo).
	x.info = x.guardInfo(saved, guards[0])
	nonEmpty := x.nonEmpty(resolve.Simplify(x.expand(guards[0].cond, 0)), list, joined)
	x.info = saved
	if nonEmpty {
		joined[v] = true
		if result {
			x.verdict(v) // returned as the failure: return res, nil
		}
	}
}

// nonEmpty reports whether cond holds exactly when list is not empty:
// len(list) > 0 (or != 0, >= 1), list != nil, errors.Join(list...) != nil,
// or a variable holding that join != nil.
func (x *extractor) nonEmpty(cond ast.Expr, list *types.Var, joined map[types.Object]bool) bool {
	be, ok := ast.Unparen(cond).(*ast.BinaryExpr)
	if !ok {
		return false
	}
	isList := func(e ast.Expr) bool { return x.isList(e, list) }
	if resolve.NonEmptyTest(x.info, cond, isList) {
		return true
	}
	isNil := func(e ast.Expr) bool { return resolve.IsNil(x.info, e) }
	isJoin := func(e ast.Expr) bool {
		if v := x.localVar(e); v != nil && joined[v] {
			return true
		}
		call, ok := ast.Unparen(e).(*ast.CallExpr)
		return ok && resolve.IsCallTo(x.info, call, "errors", "Join") && len(call.Args) == 1 && call.Ellipsis.IsValid() && isList(call.Args[0])
	}
	switch {
	case be.Op == token.NEQ && isNil(be.Y):
		return isList(be.X) || isJoin(be.X)
	case be.Op == token.NEQ && isNil(be.X):
		return isList(be.Y) || isJoin(be.Y)
	}
	return false
}

// writesOtherThanAppend reports whether st may change list other than by
// appending to it (list = nil, list = list[:0], &list). Reading it
// (len(list), a condition held in a variable) changes nothing.
func (x *extractor) writesOtherThanAppend(st ast.Stmt, list *types.Var) bool {
	found := false
	ast.Inspect(st, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.AssignStmt:
			if v, _, ok := x.appendTo(n); ok && v == list {
				return true
			}
			for _, l := range n.Lhs {
				if x.localVar(l) == list {
					found = true
				}
			}
		case *ast.UnaryExpr:
			if n.Op == token.AND && x.localVar(n.X) == list {
				found = true
			}
		}
		return !found
	})
	return found
}

// returnedLater reports whether as, the last statement of a guard's body,
// sets what the next return of the block returns (res =
// mcp.NewToolResultError(…); …; return res, nil), with nothing between
// that could succeed or set it again, and that return, with the values as
// set, is a failure.
func (x *extractor) returnedLater(as *ast.AssignStmt) (string, bool) {
	set := map[types.Object]ast.Expr{}
	for i, l := range as.Lhs {
		v := x.localVar(l)
		if v == nil {
			return "", false
		}
		set[v] = as.Rhs[i]
	}
	for _, st := range x.following {
		ret, ok := st.(*ast.ReturnStmt)
		if !ok {
			if x.mayReturnOK(st) || x.writes(st, set) {
				return "", false
			}
			continue
		}
		if len(ret.Results) == 0 {
			// A bare return, as its named results were assigned.
			if ret = x.returned(ret); ret == nil || len(ret.Results) == 0 {
				return "", false
			}
		}
		results := slices.Clone(ret.Results)
		substituted := false
		for i, r := range results {
			if v := x.localVar(r); v != nil && set[v] != nil {
				results[i] = set[v]
				substituted = true
			}
		}
		if !substituted {
			return "", false
		}
		return x.fails(&ast.ReturnStmt{Return: ret.Return, Results: results})
	}
	return "", false
}

// writes reports whether st assigns one of the variables of set.
func (x *extractor) writes(st ast.Stmt, set map[types.Object]ast.Expr) bool {
	found := false
	ast.Inspect(st, func(n ast.Node) bool {
		var lhs []ast.Expr
		switch n := n.(type) {
		case *ast.AssignStmt:
			lhs = n.Lhs
		case *ast.IncDecStmt:
			lhs = []ast.Expr{n.X}
		case *ast.UnaryExpr:
			if n.Op == token.AND {
				lhs = []ast.Expr{n.X} // &res: written through the pointer
			}
		}
		for _, l := range lhs {
			if v := x.localVar(l); v != nil && set[v] != nil {
				found = true
			}
		}
		return !found
	})
	return found
}

// isList reports whether e is the list, or a copy of it that nothing
// writes after (c := list: the same elements when it is read).
func (x *extractor) isList(e ast.Expr, list *types.Var) bool {
	v := x.localVar(e)
	idx := x.found.Index
	for range 4 {
		if v == nil || v == list || idx == nil {
			return v != nil && v == list
		}
		// v := src, once, and src unchanged from the copy to e.
		def := idx.Value(v)
		src := x.localVar(def)
		if def == nil || src == nil || idx.Assignments(v) != 1 || len(idx.PartWrites(v)) > 0 || idx.WrittenBetween(src, def.End(), e.Pos()) {
			return false
		}
		v = src
	}
	return false
}

// localVar returns the variable e names when it is local to a function.
func (x *extractor) localVar(e ast.Expr) *types.Var {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return nil
	}
	v, ok := x.info.ObjectOf(id).(*types.Var)
	if !ok || v.IsField() || v.Pkg() == nil || v.Parent() == v.Pkg().Scope() {
		return nil
	}
	return v
}

// constInt returns e's value when it is an integer constant that fits.
func constInt(info *types.Info, e ast.Expr) (int64, bool) {
	tv, ok := info.Types[e]
	if !ok || tv.Value == nil {
		return 0, false
	}
	n, exact := constant.Int64Val(constant.ToInt(tv.Value))
	return n, exact && tv.Value.Kind() != constant.Unknown
}
