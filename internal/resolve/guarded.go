package resolve

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"
)

// A GuardedBody is a block that runs only when its condition holds.
type GuardedBody struct {
	Cond ast.Expr
	Body *ast.BlockStmt
}

// GuardedIn returns, in the order they start, the blocks in root (and in
// the function literals it holds when lits is set) that run only when a
// condition holds: those Guarded returns, and the rest of a statement
// list after an if without else whose body ends in a return, which runs
// only when the if's condition is false (`if err == nil { return res,
// nil }; return failure` runs the failure under err != nil), or a tagless
// switch's cases are all false (IfChains).
func GuardedIn(root ast.Node, lits bool) []GuardedBody {
	var out []GuardedBody
	ast.Inspect(root, func(n ast.Node) bool {
		if _, ok := n.(*ast.FuncLit); ok && n != root && !lits {
			return false
		}
		out = append(out, Guarded(n)...)
		// A tagless switch whose cases all return is its ifs: the rest
		// after `switch { case err == nil: return res, nil }` runs under
		// err != nil.
		list := IfChains(Statements(n))
		for i, s := range list[:max(len(list)-1, 0)] {
			is, ok := s.(*ast.IfStmt)
			if !ok || is.Else != nil || len(is.Body.List) == 0 {
				continue
			}
			if _, ok := is.Body.List[len(is.Body.List)-1].(*ast.ReturnStmt); !ok {
				continue
			}
			rest := list[i+1:]
			if _, ok := rest[len(rest)-1].(*ast.ReturnStmt); !ok {
				continue
			}
			out = append(out, GuardedBody{ast.Unparen(Negate(is.Cond)), &ast.BlockStmt{Lbrace: rest[0].Pos(), List: rest, Rbrace: rest[len(rest)-1].End()}})
		}
		return true
	})
	slices.SortStableFunc(out, func(a, b GuardedBody) int { return int(a.Body.Pos() - b.Body.Pos()) })
	return out
}

// Statements returns the statement list n holds: a block's, or a case's
// or select case's body; nil for any other node.
func Statements(n ast.Node) []ast.Stmt {
	switch n := n.(type) {
	case *ast.BlockStmt:
		return n.List
	case *ast.CaseClause:
		return n.Body
	case *ast.CommClause:
		return n.Body
	}
	return nil
}

// Guarded returns the bodies n runs under a condition of their own: an
// if statement's, or each one-condition case of a tagless switch (the
// same guard written as a case).
func Guarded(n ast.Node) []GuardedBody {
	switch n := n.(type) {
	case *ast.IfStmt:
		return []GuardedBody{{n.Cond, n.Body}}
	case *ast.SwitchStmt:
		if n.Tag != nil {
			return nil
		}
		var out []GuardedBody
		for _, c := range n.Body.List {
			if cc := c.(*ast.CaseClause); len(cc.List) == 1 {
				out = append(out, GuardedBody{cc.List[0], &ast.BlockStmt{Lbrace: cc.Colon, List: cc.Body, Rbrace: cc.End()}})
			}
		}
		return out
	}
	return nil
}

// HappyPath reads a list ending in `if good { …; return ok }` and then a
// failure as the guard it is:
//
//	if strings.HasPrefix(acct, "acct_") {
//		…
//		return ok
//	}
//	return failure
//
// is `if !strings.HasPrefix(acct, "acct_") { return failure }` followed by
// the body, which runs exactly when the failure does not happen; so the
// checks in the body are not conditioned on the good case, as they would
// be under a branch. The failure may follow statements that neither
// branch nor return (a log line). Bodies that end so themselves are read
// the same way, in turn.
func HappyPath(stmts []ast.Stmt, fails func(*ast.ReturnStmt) bool) []ast.Stmt {
	return HappyPathOf(stmts, fails, nil)
}

// HappyPathOf is HappyPath for a reader that can tell alternatives apart:
// a good case after another way to succeed is read as a guard too when
// others(earlier, good) says the earlier successes' conditions are no
// alternatives of the good case's (they test other arguments: `if dryRun
// { return ok }; if strings.HasPrefix(id, "P-") { …; return ok }; return
// failure`). Without it, such a good case stays one of several
// alternatives (a channel that starts with "#", "C" or "G").
func HappyPathOf(stmts []ast.Stmt, fails func(*ast.ReturnStmt) bool, others func(earlier []ast.Expr, good ast.Expr) bool) []ast.Stmt {
	for range len(stmts) {
		if out, ok := earlySuccess(stmts, fails); ok {
			stmts = out
			continue
		}
		i, guard, body, ok := happyGuard(stmts, fails, others)
		if !ok {
			break
		}
		is := stmts[i].(*ast.IfStmt)
		out := slices.Clip(stmts[:i])
		if is.Init != nil {
			out = append(out, is.Init)
		}
		stmts = append(append(out, guard), body...)
	}
	return stmts
}

// earlySuccess reads a list ending in `if c { …; return failure }; return
// ok`, whose if body may also succeed, as the early success it is: `if
// !c { return ok }` followed by the body. A value in one of several
// formats written nested,
//
//	t, err := time.Parse(time.RFC3339, s)
//	if err != nil {
//		t, err = time.Parse(time.DateOnly, s)
//		if err == nil {
//			return t, nil
//		}
//		return time.Time{}, errBad
//	}
//	return t, nil
//
// is then the formats one after the other. A body that only fails is a
// guard, and stays one.
func earlySuccess(stmts []ast.Stmt, fails func(*ast.ReturnStmt) bool) ([]ast.Stmt, bool) {
	n := len(stmts)
	if n < 2 {
		return nil, false
	}
	last, ok := stmts[n-1].(*ast.ReturnStmt)
	if !ok || fails(last) {
		return nil, false
	}
	is, ok := stmts[n-2].(*ast.IfStmt)
	if !ok || is.Init != nil || is.Else != nil {
		return nil, false
	}
	body := IfChains(is.Body.List) // formats tried in an if and else
	if len(body) < 2 {
		return nil, false
	}
	if ret, ok := body[len(body)-1].(*ast.ReturnStmt); !ok || !fails(ret) || !succeedsEarlier(body[:len(body)-1], fails) {
		return nil, false
	}
	early := &ast.IfStmt{If: is.If, Cond: ast.Unparen(Negate(is.Cond)), Body: &ast.BlockStmt{Lbrace: last.Pos(), List: []ast.Stmt{last}, Rbrace: last.End()}}
	out := append(slices.Clip(stmts[:n-2]), early)
	return append(out, body...), true
}

// happyGuard returns the index of the good case's if statement in stmts,
// the guard it stands for and the statements of its body, read so in
// turn when the body ends in a failure after a good case of its own (`if
// strings.HasPrefix(id, "T-") { if priority <= 5 { return ok }; return
// failure }`).
func happyGuard(stmts []ast.Stmt, fails func(*ast.ReturnStmt) bool, others func([]ast.Expr, ast.Expr) bool) (int, *ast.IfStmt, []ast.Stmt, bool) {
	n := len(stmts)
	if n < 2 {
		return 0, nil, nil, false
	}
	last, ok := stmts[n-1].(*ast.ReturnStmt)
	if !ok || !fails(last) {
		return 0, nil, nil, false
	}
	i := n - 2
	for i >= 0 && simpleStmt(stmts[i]) {
		i--
	}
	if i < 0 {
		return 0, nil, nil, false
	}
	is, ok := stmts[i].(*ast.IfStmt)
	if !ok || is.Else != nil || len(is.Body.List) == 0 {
		return 0, nil, nil, false
	}
	body := IfChains(is.Body.List)
	if ret, ok := body[len(body)-1].(*ast.ReturnStmt); ok && fails(ret) {
		body = HappyPathOf(body, fails, others)
	}
	ret, ok := body[len(body)-1].(*ast.ReturnStmt)
	if !ok || fails(ret) {
		return 0, nil, nil, false
	}
	if succeedsEarlier(stmts[:i], fails) {
		// Another way to succeed before it (one format of several,
		// acceptParse; a channel that starts with "#", "C" or "G"): the
		// failure is the alternatives' together, unless the earlier
		// successes are ifs on something else.
		earlier, ok := earlySuccesses(stmts[:i], fails)
		if !ok || others == nil || !others(earlier, is.Cond) {
			return 0, nil, nil, false
		}
	}
	rest := &ast.BlockStmt{Lbrace: stmts[i+1].Pos(), List: stmts[i+1:], Rbrace: last.End()}
	return i, &ast.IfStmt{If: is.If, Cond: ast.Unparen(Negate(is.Cond)), Body: rest}, body, true
}

// earlySuccesses returns the conditions of the ifs of stmts that may
// succeed; false when another statement may (a switch, a loop).
func earlySuccesses(stmts []ast.Stmt, fails func(*ast.ReturnStmt) bool) ([]ast.Expr, bool) {
	var conds []ast.Expr
	for _, s := range stmts {
		if !succeedsEarlier([]ast.Stmt{s}, fails) {
			continue
		}
		is, ok := s.(*ast.IfStmt)
		if !ok || is.Init != nil || is.Else != nil {
			return nil, false
		}
		conds = append(conds, is.Cond)
	}
	return conds, len(conds) > 0
}

// succeedsEarlier reports whether a statement of stmts may return
// without failing.
func succeedsEarlier(stmts []ast.Stmt, fails func(*ast.ReturnStmt) bool) bool {
	found := false
	for _, s := range stmts {
		ast.Inspect(s, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.FuncLit:
				return false
			case *ast.ReturnStmt:
				if !fails(n) {
					found = true
				}
			}
			return !found
		})
	}
	return found
}

// IfChains returns stmts with each tagless switch written as the chain of
// ifs it is, so that its cases are read as guards and branches exactly as
// ifs are:
//
//	switch {
//	case amount < 1:
//		return failure
//	case amount > 5000, amount == 13:
//		return failure
//	default:
//		…
//	}
//
// is `if amount < 1 {…} else if amount > 5000 || amount == 13 {…} else
// {…}`. A switch whose cases break out of it is left as it is. The ifs of
// a chain that return (a switch's, or an if's with an else: `if bad {
// return failure } else { …work… }`) come one after the other, followed
// by the rest (flatten); an else-if chain of the code's own is left whole.
func IfChains(stmts []ast.Stmt) []ast.Stmt {
	var out []ast.Stmt
	for i, s := range stmts {
		if is, ok := s.(*ast.IfStmt); ok && is.Else != nil && !isIf(is.Else) {
			// if bad { return failure } else { …work… }: the else's
			// statements follow the guard. (An else-if chain stays one:
			// the rule passes read its modes together.)
			if flat := flatten(is); len(flat) > 1 {
				if out == nil {
					out = slices.Clip(stmts[:i])
				}
				// The else's statements are a list of the same kind.
				out = append(out, IfChains(flat)...)
				continue
			}
		}
		sw, ok := s.(*ast.SwitchStmt)
		if !ok || sw.Tag != nil || hasSwitchBreak(sw.Body) {
			if out != nil {
				out = append(out, s)
			}
			continue
		}
		chain := ifChain(sw.Body.List)
		if chain == nil {
			if out != nil {
				out = append(out, s)
			}
			continue
		}
		if out == nil {
			out = slices.Clip(stmts[:i])
		}
		if sw.Init != nil {
			out = append(out, sw.Init)
		}
		out = append(out, flatten(chain)...)
	}
	if out == nil {
		return stmts
	}
	return out
}

// ifChain writes a tagless switch's clauses as an if chain (nil for a
// switch without a case).
func ifChain(clauses []ast.Stmt) ast.Stmt {
	var def *ast.CaseClause
	var cases []*ast.CaseClause
	for _, c := range clauses {
		cc := c.(*ast.CaseClause)
		if cc.List == nil {
			def = cc
		} else {
			cases = append(cases, cc)
		}
	}
	if len(cases) == 0 {
		return nil
	}
	body := func(cc *ast.CaseClause) *ast.BlockStmt {
		return &ast.BlockStmt{Lbrace: cc.Colon, List: cc.Body, Rbrace: cc.End()}
	}
	var els ast.Stmt
	if def != nil {
		els = body(def)
	}
	for i := len(cases) - 1; i >= 0; i-- {
		cc := cases[i]
		cond := cc.List[0]
		for _, e := range cc.List[1:] {
			cond = &ast.BinaryExpr{X: cond, OpPos: e.Pos(), Op: token.LOR, Y: e}
		}
		els = &ast.IfStmt{If: cc.Case, Cond: cond, Body: body(cc), Else: els}
	}
	return els
}

// flatten writes the leading ifs of an if chain whose bodies end in a
// return as ifs one after the other, then the rest of the chain, or the
// final else's statements when every body returns: each is reached only
// when the ifs before it did not hold, as in the chain. An if's init goes
// before it, as its own statement.
func flatten(chain ast.Stmt) []ast.Stmt {
	var out []ast.Stmt
	for s := chain; s != nil; {
		is, ok := s.(*ast.IfStmt)
		if !ok {
			return append(out, s.(*ast.BlockStmt).List...)
		}
		if is.Else == nil || !terminates(is.Body.List) {
			return append(out, s)
		}
		if is.Init != nil {
			out = append(out, is.Init)
		}
		out = append(out, &ast.IfStmt{If: is.If, Cond: is.Cond, Body: is.Body})
		s = is.Else
	}
	return out
}

func isIf(s ast.Stmt) bool {
	_, ok := s.(*ast.IfStmt)
	return ok
}

// terminates reports whether stmts never run past their end: they end in
// a return, or in an if and else that both do.
func terminates(stmts []ast.Stmt) bool {
	if len(stmts) == 0 {
		return false
	}
	switch last := stmts[len(stmts)-1].(type) {
	case *ast.ReturnStmt:
		return true
	case *ast.BlockStmt:
		return terminates(last.List)
	case *ast.IfStmt:
		if last.Else == nil || !terminates(last.Body.List) {
			return false
		}
		switch els := last.Else.(type) {
		case *ast.BlockStmt:
			return terminates(els.List)
		case *ast.IfStmt:
			return terminates([]ast.Stmt{els})
		}
	}
	return false
}

// hasSwitchBreak reports whether a switch's body breaks out of it (or
// falls through): written as ifs, it would mean something else.
func hasSwitchBreak(body *ast.BlockStmt) bool {
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.ForStmt, *ast.RangeStmt, *ast.SwitchStmt, *ast.TypeSwitchStmt, *ast.SelectStmt, *ast.FuncLit:
			return false // a break in there leaves that statement
		case *ast.BranchStmt:
			if n.Tok == token.BREAK || n.Tok == token.FALLTHROUGH {
				found = true
			}
		}
		return !found
	})
	return found
}

// simpleStmt reports whether s neither branches nor returns.
func simpleStmt(s ast.Stmt) bool {
	switch s.(type) {
	case *ast.ExprStmt, *ast.AssignStmt, *ast.IncDecStmt, *ast.DeclStmt, *ast.EmptyStmt:
		return true
	}
	return false
}

// Negate returns the condition under which e is false, written so that the
// guard reader splits and classifies it: !a is a, a && b is !a || !b (two
// rules), a comparison is the opposite comparison; anything else is !(e).
func Negate(e ast.Expr) ast.Expr {
	switch u := ast.Unparen(e).(type) {
	case *ast.UnaryExpr:
		if u.Op == token.NOT {
			if in, ok := ast.Unparen(u.X).(*ast.UnaryExpr); ok && in.Op == token.NOT {
				return Negate(in.X) // !!!c is false when c holds
			}
			return u.X
		}
	case *ast.BinaryExpr:
		opposite := map[token.Token]token.Token{
			token.EQL: token.NEQ, token.NEQ: token.EQL,
			token.LSS: token.GEQ, token.GEQ: token.LSS,
			token.GTR: token.LEQ, token.LEQ: token.GTR,
		}
		if u.Op == token.LAND {
			return &ast.BinaryExpr{X: Negate(u.X), OpPos: u.OpPos, Op: token.LOR, Y: Negate(u.Y)}
		}
		if op, ok := opposite[u.Op]; ok {
			return &ast.BinaryExpr{X: u.X, OpPos: u.OpPos, Op: op, Y: u.Y}
		}
	}
	return &ast.UnaryExpr{OpPos: e.Pos(), Op: token.NOT, X: &ast.ParenExpr{Lparen: e.Pos(), X: e, Rparen: e.End()}}
}

// Simplify returns the condition e tests without parentheses and double
// negations, a negated comparison written as the opposite comparison
// (`!(!(len(p) > 0))` is `len(p) > 0`, `!(a != "")` is `a == ""`), through
// && and ||: the form a predicate's inlined body takes. Nodes it changes
// are new, without types.
func Simplify(e ast.Expr) ast.Expr {
	switch u := ast.Unparen(e).(type) {
	case *ast.UnaryExpr:
		if u.Op != token.NOT {
			return u
		}
		in := Simplify(u.X)
		switch in := in.(type) {
		case *ast.UnaryExpr:
			if in.Op == token.NOT {
				return Simplify(in.X)
			}
		case *ast.BinaryExpr:
			if in.Op != token.LAND && in.Op != token.LOR {
				if neg, ok := Negate(in).(*ast.BinaryExpr); ok {
					return neg
				}
			}
		}
		if in == ast.Unparen(u.X) {
			return u
		}
		return &ast.UnaryExpr{OpPos: u.OpPos, Op: token.NOT, X: operand(in, token.NOT)}
	case *ast.BinaryExpr:
		if u.Op != token.LAND && u.Op != token.LOR {
			return u
		}
		l, r := Simplify(u.X), Simplify(u.Y)
		if l == ast.Unparen(u.X) && r == ast.Unparen(u.Y) {
			return u
		}
		return &ast.BinaryExpr{X: operand(l, u.Op), OpPos: u.OpPos, Op: u.Op, Y: operand(r, u.Op)}
	default:
		return u
	}
}

// operand returns e as an operand of op, parenthesised where its own
// operator binds less tightly (a || b under &&, any binary under !).
func operand(e ast.Expr, op token.Token) ast.Expr {
	be, ok := e.(*ast.BinaryExpr)
	if !ok || op != token.NOT && be.Op.Precedence() >= op.Precedence() {
		return e
	}
	return &ast.ParenExpr{Lparen: e.Pos(), X: e, Rparen: e.End()}
}

// ConstantLast returns e with every comparison that has a constant on the
// left and none on the right written the other way round (`0 < len(raw)`:
// `len(raw) > 0`), through unary, binary and parenthesised expressions, so
// that a condition prints one way whichever side its author put the
// constant on. The nodes it changes are new, without types: for printing.
func ConstantLast(info *types.Info, e ast.Expr) ast.Expr {
	switch u := e.(type) {
	case *ast.ParenExpr:
		if x := ConstantLast(info, u.X); x != u.X {
			return &ast.ParenExpr{Lparen: u.Lparen, X: x, Rparen: u.Rparen}
		}
	case *ast.UnaryExpr:
		if x := ConstantLast(info, u.X); x != u.X {
			return &ast.UnaryExpr{OpPos: u.OpPos, Op: u.Op, X: x}
		}
	case *ast.BinaryExpr:
		constant := func(e ast.Expr) bool { tv, ok := info.Types[e]; return ok && tv.Value != nil }
		if op, ok := swapped[u.Op]; ok && constant(u.X) && !constant(u.Y) {
			return &ast.BinaryExpr{X: u.Y, OpPos: u.OpPos, Op: op, Y: u.X}
		}
		l, r := ConstantLast(info, u.X), ConstantLast(info, u.Y)
		if l != u.X || r != u.Y {
			return &ast.BinaryExpr{X: l, OpPos: u.OpPos, Op: u.Op, Y: r}
		}
	}
	return e
}

// swapped gives each comparison the operator that means the same with its
// operands swapped.
var swapped = map[token.Token]token.Token{
	token.EQL: token.EQL, token.NEQ: token.NEQ,
	token.LSS: token.GTR, token.GTR: token.LSS,
	token.LEQ: token.GEQ, token.GEQ: token.LEQ,
}

// Canonical returns e with only the parentheses its operators' precedence
// needs, through unary, binary and parenthesised expressions, so that
// one condition prints one way however it was written or inlined
// (`!(strings.HasPrefix(from, "x"))`, `(!strings.HasPrefix(from, "x"))`:
// `!strings.HasPrefix(from, "x")`). The nodes it changes are new, without
// types: for printing.
func Canonical(e ast.Expr) ast.Expr {
	switch u := e.(type) {
	case *ast.ParenExpr:
		return Canonical(u.X)
	case *ast.UnaryExpr:
		x := Canonical(u.X)
		if _, ok := x.(*ast.BinaryExpr); ok {
			x = &ast.ParenExpr{Lparen: x.Pos(), X: x, Rparen: x.End()}
		}
		if x == u.X {
			return u
		}
		return &ast.UnaryExpr{OpPos: u.OpPos, Op: u.Op, X: x}
	case *ast.BinaryExpr:
		l, r := Canonical(u.X), Canonical(u.Y)
		if b, ok := l.(*ast.BinaryExpr); ok && b.Op.Precedence() < u.Op.Precedence() {
			l = &ast.ParenExpr{Lparen: l.Pos(), X: l, Rparen: l.End()}
		}
		if b, ok := r.(*ast.BinaryExpr); ok && b.Op.Precedence() <= u.Op.Precedence() {
			r = &ast.ParenExpr{Lparen: r.Pos(), X: r, Rparen: r.End()}
		}
		if l == u.X && r == u.Y {
			return u
		}
		return &ast.BinaryExpr{X: l, OpPos: u.OpPos, Op: u.Op, Y: r}
	}
	return e
}
