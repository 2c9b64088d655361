package rules

import (
	"fmt"
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"github.com/toolvet/toolvet/internal/gostruct"
	"github.com/toolvet/toolvet/internal/model"
	"github.com/toolvet/toolvet/internal/pattern"
	"github.com/toolvet/toolvet/internal/resolve"
)

// Guards under conditions. Real handlers seldom fail at the top level
// alone: a check sits in a branch taken only for some calls,
//
//	if since != "" {                        // an optional argument, when set
//		if _, err := time.Parse(time.RFC3339, since); err != nil { fail }
//	}
//	if op == "create" {                     // a mode
//		if name == "" { fail }
//	}
//	switch op { case "create": if name == "" { fail } ... }
//
// A failure reached under a conjunction of branch conditions is a rule over
// all of them: the branch conditions are x.conds while the branch is read.
// A condition that only says the checked argument is present (set, not
// empty, not nil) does not narrow a keyword, which constrains a value only
// where there is one; any other condition on another argument makes the
// rule cross-field; a condition on anything else (configuration, state the
// server holds) makes it no rule the schema can state.

// branch reads stmts, reached only when cond holds.
func (x *extractor) branch(cond ast.Expr, stmts []ast.Stmt) {
	if cond == nil {
		return
	}
	if len(x.conds) >= maxBranchDepth {
		if len(stmts) > 0 && returns(stmts) {
			x.helpers.cutAt(stmts[0].Pos(), fmt.Sprintf("a branch nested deeper than %d conditions (its ways out are not read as rules)", maxBranchDepth))
		}
		return
	}
	if u, ok := ast.Unparen(cond).(*ast.UnaryExpr); ok && u.Op == token.NOT {
		if be, ok := ast.Unparen(u.X).(*ast.BinaryExpr); ok && be.Op != token.LAND && be.Op != token.LOR {
			cond = negate(be) // !(op == "all") holds as op != "all" does
		}
	}
	if x.alwaysHolds(cond) {
		x.block(stmts) // `local != "y"` where local holds "x": no branch
		return
	}
	x.conds = append(x.conds, cond)
	x.block(stmts)
	x.conds = x.conds[:len(x.conds)-1]
}

// alwaysHolds reports whether the engine says cond, expanded, is true
// wherever it is tested: its variables hold constants that make it so.
func (x *extractor) alwaysHolds(cond ast.Expr) bool {
	v := x.heldConst(x.expand(cond, 0))
	return v != nil && v.Kind() == constant.Bool && constant.BoolVal(v)
}

// returns reports whether stmts hold a return: a way out a rule could be
// read from.
func returns(stmts []ast.Stmt) bool {
	found := false
	for _, st := range stmts {
		ast.Inspect(st, func(n ast.Node) bool {
			switch n.(type) {
			case *ast.FuncLit:
				return false
			case *ast.ReturnStmt:
				found = true
			}
			return !found
		})
	}
	return found
}

// maxBranchDepth bounds how deep branches are read: deeper rules are rare,
// and the conditions they hold under read badly in a sentence.
const maxBranchDepth = 4

// conditioned records the rule of a failing condition that is one disjunct
// of a guard, with the branch conditions it is reached under. It reports
// false when the guard reads as before (no branch conditions, and no
// presence test on its own argument), for guard to classify.
func (x *extractor) conditioned(cond ast.Expr, msg string) bool {
	var ctx []ast.Expr
	for _, c := range x.conds {
		ctx = append(ctx, resolve.Conjuncts(c)...)
	}
	own := resolve.Conjuncts(cond)
	if len(ctx) == 0 && len(own) == 1 {
		return false
	}
	all := append(ctx[:len(ctx):len(ctx)], own...)
	args := x.argsIn(cond)
	if len(args) == 0 {
		return len(ctx) > 0 // a failure on no argument, in a branch: nothing to read
	}
	// A guard that fails on presence alone (`p.ID != nil && *p.ID != ""`)
	// says the argument must not be set: under a branch condition, a rule
	// over both.
	presenceOnly := true
	for _, c := range own {
		if _, ok := x.presenceKind(c); !ok {
			presenceOnly = false
		}
	}
	if presenceOnly {
		if len(ctx) == 0 {
			return false
		}
		full := conjunction(x.simplify(all))
		if len(x.argsIn(full)) < 2 {
			return true
		}
		r := &model.Rule{Args: x.argsIn(full), Pos: cond.Pos(), End: cond.End(), Check: render(full), Message: msg,
			Constants: x.constants(full)}
		x.crossField(r, full)
		x.add(r)
		return true
	}
	// The rule proper: the conjuncts that are not presence tests of the
	// argument the rest checks.
	var rest, presence, opaque []ast.Expr
	for i, c := range all {
		ca := x.argsIn(c)
		if len(ca) == 0 {
			if len(ctx) == 0 {
				return false // the guard's own condition mixes in something else: read as before
			}
			if i >= len(ctx) {
				return true // the guard's own condition mixes in something else, under a branch
			}
			opaque = append(opaque, c) // a branch on the server's state or settings
			continue
		}
		if len(args) == 1 && len(ca) == 1 && ca[0] == args[0] {
			if _, ok := x.presenceKind(c); ok {
				presence = append(presence, c)
				continue
			}
		}
		if i >= len(ctx) && len(ctx) > 0 && x.againstUnknown(c) {
			// `commentIssueNumber != issueNumber` under a branch: an
			// argument compared with what the server said, no rule the
			// schema can state.
			return true
		}
		rest = append(rest, c)
	}
	if len(rest) == 0 {
		return true // `x != "" && x != nil`: fails on presence alone, no rule
	}
	if len(opaque) > 0 {
		// Reached only under a condition the model cannot see (a server
		// setting, the verdict of code toolvet does not read): a value's
		// keyword still tells the model what the code takes, without a
		// fix; any other rule there is none the schema can state.
		if len(args) == 1 {
			x.modeValueRule(append(rest, opaque...), args[0], cond, msg, presence)
		}
		return true
	}
	if len(presence) == 0 && len(ctx) == 0 {
		return false
	}
	ruleArgs := x.argsIn(conjunction(rest))
	if len(ruleArgs) == 1 {
		if len(rest) > 1 {
			if x.anyPattern(rest, cond, msg, presence) {
				return true
			}
			if len(presence) == len(ctx) && len(presence) > 0 && x.presenceOnlyContext(ctx, presence) {
				// Checked only when the argument is set (`if s != "" {
				// if s != "a" && s != "b" { fail } }`): the
				// conditions on it read together, when set.
				x.presentRule(conjunction(rest), msg, presence)
				return true
			}
			if len(ctx) > 0 {
				return true // several conditions on one argument under a branch: not read
			}
			return false
		}
		x.presentRule(rest[0], msg, presence)
		return true
	}
	if len(args) == 1 && x.modeValueRule(rest, args[0], cond, msg, presence) {
		return true
	}
	full := conjunction(x.simplify(all))
	r := &model.Rule{Args: x.argsIn(full), Pos: cond.Pos(), End: cond.End(), Check: render(full), Message: msg,
		Constants: x.constants(full)}
	x.crossField(r, full)
	x.add(r)
	return true
}

// presenceOnlyContext reports whether every branch condition in ctx is
// one of presence, a test of the argument being set.
func (x *extractor) presenceOnlyContext(ctx, presence []ast.Expr) bool {
	for _, c := range ctx {
		if !slices.Contains(presence, c) {
			return false
		}
	}
	return true
}

// againstUnknown reports whether c compares arguments with a value that
// is neither an argument nor a constant (one the code computed, fetched,
// or was configured with).
func (x *extractor) againstUnknown(c ast.Expr) bool {
	be, ok := ast.Unparen(c).(*ast.BinaryExpr)
	if !ok {
		return false
	}
	switch be.Op {
	case token.EQL, token.NEQ, token.LSS, token.LEQ, token.GTR, token.GEQ:
	default:
		return false
	}
	known := func(e ast.Expr) bool {
		if tv, ok := x.info.Types[e]; ok && tv.Value != nil || resolve.IsNil(x.info, e) {
			return true
		}
		return len(x.argsIn(e)) > 0
	}
	return known(be.X) != known(be.Y)
}

// modeValueRule reads a check on one argument's value made only in some
// modes of the tool (`case "list": if p.Limit < 0 { fail }`): what the
// model needs is the value's keyword, not when it is checked, since an
// argument a mode does not check is seldom one it reads. The keyword gets
// no fix: in another mode the code may take the value. A rule of presence
// (required in one mode) stays cross-field.
func (x *extractor) modeValueRule(rest []ast.Expr, arg string, cond ast.Expr, msg string, presence []ast.Expr) bool {
	var own, modes []ast.Expr
	for _, c := range rest {
		ca := x.argsIn(c)
		switch {
		case len(ca) == 1 && ca[0] == arg:
			own = append(own, c)
		case slices.Contains(ca, arg):
			return false // a condition relating the argument to another
		default:
			modes = append(modes, c)
		}
	}
	if len(own) != 1 || len(modes) == 0 {
		return false
	}
	// The rule the check states on its own (a comparison, a helper's
	// verdict on the argument), kept only when it constrains the value.
	before := len(x.rules)
	saved := x.conds
	x.conds = nil
	x.presentRule(own[0], msg, presence)
	x.conds = saved
	// A rule of presence alone (required in one mode) is the cross-field
	// rule's business: the caller records that one when any is left out.
	kept, presenceLeft := x.rules[:before], false
	for _, r := range x.rules[before:] {
		if constrainsValue(r) {
			kept = append(kept, r)
		} else {
			presenceLeft = true
		}
	}
	x.rules = kept
	if len(x.rules) == before {
		return false
	}
	var when []string
	for _, m := range x.simplify(modes) {
		when = append(when, x.phrase(ast.Unparen(m)))
	}
	for _, r := range x.rules[before:] {
		r.Pos, r.End = cond.Pos(), cond.End()
		r.When = joinAnd(when)
		// Checked in one mode: no keyword is exact, whatever else holds.
		r.NoFix = "the code checks it only when " + r.When + ", and may take other values otherwise"
	}
	return !presenceLeft
}

// constrainsValue reports whether r asks more of a value than that it be
// there (required, not empty).
func constrainsValue(r *model.Rule) bool {
	if len(r.Args) == 1 && strings.Contains(r.Args[0], model.ItemsSuffix) && len(r.Keywords) > 0 {
		return true // an item's presence is a value of the list
	}
	for _, k := range r.Keywords {
		switch k.Keyword {
		case model.Required:
		case model.MinLength, model.MinItems:
			if constant.Compare(k.Num, token.GTR, constant.MakeInt64(1)) {
				return true
			}
		default:
			return true
		}
	}
	return false
}

// onlyPresence reports whether every branch condition only tests that
// arg is present, and which zero value then passes unchecked.
func (x *extractor) onlyPresence(arg string) (zero string, ok bool) {
	for _, c := range x.conds {
		for _, cj := range resolve.Conjuncts(c) {
			ca := x.argsIn(cj)
			if len(ca) != 1 || ca[0] != arg {
				return "", false
			}
			k, isPresence := x.presenceKind(cj)
			if !isPresence {
				return "", false
			}
			if k != "" {
				zero = k
			}
		}
	}
	return zero, true
}

// presentRule records the single-argument rule cond, checked only where
// the presence tests hold: a keyword that rejects what they let through
// (the empty string after `x != ""`) is widened to take it, or loses its
// fix.
func (x *extractor) presentRule(cond ast.Expr, msg string, presence []ast.Expr) {
	before := len(x.rules)
	saved := x.conds
	x.conds = nil
	x.guard(cond, msg)
	x.conds = saved
	zero := ""
	for _, p := range presence {
		if k, _ := x.presenceKind(p); k != "" {
			zero = k
		}
	}
	sent := make(map[string]bool) // arguments a presence test says were sent
	for _, p := range presence {
		if id, ok := ast.Unparen(p).(*ast.Ident); ok {
			if a, ok := x.presenceOf(id); ok {
				sent[a] = true
			}
		}
	}
	kept := x.rules[:before]
	for _, r := range x.rules[before:] {
		if len(presence) > 0 {
			r.Check = render(conjunction(append(presence[:len(presence):len(presence)], cond)))
		}
		if zero != "" && acceptZero(r, zero) {
			continue
		}
		if len(r.Args) == 1 && sent[r.Args[0]] {
			// Checked only when it was sent (`if ok && v == ""`): no
			// verdict on an absent argument, so not "required".
			r.Keywords = slices.DeleteFunc(r.Keywords, func(c model.Constraint) bool { return c.Keyword == model.Required })
			if len(r.Keywords) == 0 {
				continue
			}
		}
		kept = append(kept, r)
	}
	x.rules = kept
}

// Zero values a presence test lets through to no check.
const (
	zeroEmpty = "empty" // x != "", len(x) > 0: "" is accepted
	zeroNum   = "zero"  // x != 0: 0 is accepted
)

// presenceKind reports whether c tests only that its argument is present,
// and which value of it, if any, then passes unchecked: `x != ""` lets ""
// through; `x != nil`, and `ok` of `x, ok := args["x"].(string)`, only
// let an absent argument through, which a keyword allows anyway.
func (x *extractor) presenceKind(c ast.Expr) (zero string, ok bool) {
	c = ast.Unparen(c)
	if u, isNot := c.(*ast.UnaryExpr); isNot && u.Op == token.NOT {
		c = ast.Unparen(resolve.Simplify(c)) // !(x == "") tests x != ""
	}
	if id, isIdent := c.(*ast.Ident); isIdent {
		_, ok := x.presenceOf(id)
		return "", ok
	}
	be, isBin := c.(*ast.BinaryExpr)
	if !isBin {
		return "", false
	}
	v, k, op := ast.Unparen(be.X), ast.Unparen(be.Y), be.Op
	if x.constant(v) != nil || isNil(x.info, v) {
		v, k, op = k, v, mirror(op)
	}
	if isNil(x.info, k) {
		if _, isArg := x.argOf(v); isArg && op == token.NEQ {
			return "", true
		}
		return "", false
	}
	val := x.constant(k)
	if val == nil {
		return "", false
	}
	call, isCall := v.(*ast.CallExpr)
	if isCall {
		if _, _, isLen := x.length(call); isLen {
			if isZero(val) && (op == token.NEQ || op == token.GTR) {
				return zeroEmpty, true
			}
			return "", false
		}
		// Not len: a reader's call (`req.GetString("q", "") != ""`).
	}
	b, isArg := x.argOf(v)
	if !isArg || op != token.NEQ {
		return "", false
	}
	if isCall && b.norm != "" && b.norm != normLower {
		// strings.TrimSpace(q) != "" also lets "  " through unchecked:
		// no presence test of the argument.
		return "", false
	}
	switch {
	case val.Kind() == constant.String && constant.StringVal(val) == "":
		return zeroEmpty, true
	case isZero(val):
		return zeroNum, true
	}
	return "", false
}

// acceptZero makes r's keywords take the zero value the code lets through
// unchecked, where a keyword can say so exactly, and withdraws the fix
// where it cannot. It reports true when nothing is left of the rule: a
// check that the value is not empty, reached only when it is not
// (`if since != "" { parse(since) }`, parse failing on "").
func acceptZero(r *model.Rule, zero string) (vacuous bool) {
	if zero == zeroEmpty && len(r.Keywords) > 0 && !slices.ContainsFunc(r.Keywords, func(c model.Constraint) bool {
		return c.Keyword != model.Required && !(c.Keyword == model.MinLength && c.Num != nil && constant.Compare(c.Num, token.LEQ, constant.MakeInt64(1)))
	}) {
		return true
	}
	noFix := "the code accepts an empty value too, which this keyword would reject"
	if zero == zeroNum {
		noFix = "the code accepts 0 too, which this keyword would reject"
	}
	widened := false // a keyword that would reject the zero value
	for i, c := range r.Keywords {
		switch c.Keyword {
		case model.Pattern:
			if zero == zeroEmpty && c.Str != "" && !pattern.MatchesEmpty(c.Str) {
				r.Keywords[i].Str = pattern.OrEmpty(c.Str)
				widened = true
			}
		case model.Enum:
			if zero == zeroEmpty && !slices.Contains(c.Strs, "") {
				r.Keywords[i].Strs = append(c.Strs[:len(c.Strs):len(c.Strs)], "")
				widened = true
			}
		case model.MaxLength, model.MaxItems:
		case model.Minimum, model.ExclusiveMinimum, model.Maximum, model.ExclusiveMaximum:
			if zero == zeroNum && c.Num != nil && !boundTakesZero(c) {
				r.NoFix = noFix
				widened = true
			}
		default:
			r.NoFix = noFix
			widened = true
		}
	}
	if widened && r.Says != "" && !strings.HasSuffix(r.Says, " when set") {
		r.Says += " when set"
	}
	return false
}

func boundTakesZero(c model.Constraint) bool {
	zero := constant.MakeInt64(0)
	switch c.Keyword {
	case model.Minimum:
		return constant.Compare(c.Num, token.LEQ, zero)
	case model.ExclusiveMinimum:
		return constant.Compare(c.Num, token.LSS, zero)
	case model.Maximum:
		return constant.Compare(c.Num, token.GEQ, zero)
	case model.ExclusiveMaximum:
		return constant.Compare(c.Num, token.GTR, zero)
	}
	return false
}

// conjunction joins conds with &&.
func conjunction(conds []ast.Expr) ast.Expr {
	e := conds[0]
	for _, c := range conds[1:] {
		e = &ast.BinaryExpr{X: e, OpPos: c.Pos(), Op: token.LAND, Y: c}
	}
	return e
}

// caseCond is the condition under which a case clause of a switch on tag
// runs: tag == v1 || tag == v2.
func caseCond(tag ast.Expr, cc *ast.CaseClause) ast.Expr {
	var e ast.Expr
	for _, v := range cc.List {
		eq := &ast.BinaryExpr{X: tag, OpPos: v.Pos(), Op: token.EQL, Y: v}
		if e == nil {
			e = eq
		} else {
			e = &ast.BinaryExpr{X: e, OpPos: v.Pos(), Op: token.LOR, Y: eq}
		}
	}
	return e
}

// cases reads the bodies of a switch on an argument, each under its case's
// condition; the default case is not read (it holds under every other
// value, which reads badly as a condition).
func (x *extractor) cases(s *ast.SwitchStmt) {
	for _, c := range s.Body.List {
		cc := c.(*ast.CaseClause)
		if cc.List == nil {
			continue
		}
		if _, fails := x.endsInFailure(&ast.BlockStmt{List: cc.Body}); fails && !x.tailHelper(cc.Body) {
			continue // read as the switch's rule
		}
		x.branch(caseCond(s.Tag, cc), cc.Body)
	}
}

// tagless reads the clauses of a tagless switch from the first that may
// not fail: each body under its case's condition and the negations of the
// cases before it, the default under the negations of all.
func (x *extractor) tagless(clauses []ast.Stmt) {
	depth := len(x.conds)
	var def *ast.CaseClause
	for _, c := range clauses {
		cc := c.(*ast.CaseClause)
		if cc.List == nil {
			def = cc
			continue
		}
		cond := cc.List[0]
		for _, e := range cc.List[1:] {
			cond = &ast.BinaryExpr{X: cond, OpPos: e.Pos(), Op: token.LOR, Y: e}
		}
		x.branch(cond, cc.Body)
		x.conds = append(x.conds, negate(cond))
	}
	negations := x.conds[depth:]
	x.conds = x.conds[:depth]
	if def != nil && len(negations) > 0 {
		x.branch(conjunction(negations), def.Body)
	}
}

// earlyReturn reports whether s is `if cond { ...; return }` with no else,
// or a chain `if c1 { …; return } else if c2 { …; return }` with no final
// else, and returns its conditions: the statements after it run only when
// each is false, as after one guard per condition.
func earlyReturn(s ast.Stmt) ([]ast.Expr, bool) {
	is, ok := s.(*ast.IfStmt)
	if !ok || is.Init != nil || len(is.Body.List) == 0 {
		return nil, false
	}
	if _, returns := is.Body.List[len(is.Body.List)-1].(*ast.ReturnStmt); !returns {
		return nil, false
	}
	switch els := is.Else.(type) {
	case nil:
		return []ast.Expr{is.Cond}, true
	case *ast.IfStmt:
		rest, ok := earlyReturn(els)
		if !ok {
			return nil, false
		}
		return append([]ast.Expr{is.Cond}, rest...), true
	}
	return nil, false
}

// simplify drops the conjuncts another one implies: after the early
// return `if op == "delete" { return }`, `op != "delete"` says nothing
// more once `op == "create"` holds.
func (x *extractor) simplify(conj []ast.Expr) []ast.Expr {
	equals := make(map[string]bool) // arguments some conjunct fixes to constants
	for _, c := range conj {
		if arg, _, ok := x.constTest(c, token.EQL); ok {
			equals[arg] = true
		}
	}
	// p.ID != nil && *p.ID != "": one presence test of an argument says
	// what both do; the last is kept.
	lastPresence := make(map[string]int)
	for i, c := range conj {
		if _, ok := x.presenceKind(c); ok {
			if args := x.argsIn(c); len(args) == 1 {
				lastPresence[args[0]] = i
			}
		}
	}
	var out []ast.Expr
	for i, c := range conj {
		if arg, _, ok := x.constTest(c, token.NEQ); ok && equals[arg] {
			continue
		}
		if _, ok := x.presenceKind(c); ok {
			if args := x.argsIn(c); len(args) == 1 && lastPresence[args[0]] != i {
				continue
			}
		}
		out = append(out, c)
	}
	return out
}

// constTest reports whether c compares one argument with constants by op,
// joined (for ==) by || or (for !=) by &&, and returns the constants.
func (x *extractor) constTest(c ast.Expr, op token.Token) (arg string, values []string, ok bool) {
	join := token.LOR
	if op == token.NEQ {
		join = token.LAND
	}
	values, ok = x.memberships(ast.Unparen(c), join, op)
	if !ok {
		return "", nil, false
	}
	args := x.argsIn(c)
	if len(args) != 1 {
		return "", nil, false
	}
	return args[0], values, true
}

// neitherOf writes each condition `!(a || b)` of conds as `!a` and `!b`:
// matching neither is matching none of them, whichever branch tested
// them together.
func neitherOf(conds []ast.Expr) []ast.Expr {
	var out []ast.Expr
	for _, c := range conds {
		u, ok := ast.Unparen(c).(*ast.UnaryExpr)
		if !ok || u.Op != token.NOT {
			out = append(out, c)
			continue
		}
		if in, ok := ast.Unparen(u.X).(*ast.UnaryExpr); ok && in.Op == token.NOT {
			out = append(out, neitherOf([]ast.Expr{in.X})...) // !!c is c
			continue
		}
		be, ok := ast.Unparen(u.X).(*ast.BinaryExpr)
		if !ok || be.Op != token.LOR {
			out = append(out, c)
			continue
		}
		out = append(out, neitherOf([]ast.Expr{negate(be.X), negate(be.Y)})...)
	}
	return out
}

// anyPattern reads a failure when the argument matches none of several
// patterns, `!a.MatchString(s) && !b.MatchString(s)` (or a validation
// helper's early successful returns on each): the rule is one pattern,
// their alternation.
func (x *extractor) anyPattern(conds []ast.Expr, at ast.Expr, msg string, presence []ast.Expr) bool {
	var alts, says []string
	exact := true
	for _, c := range neitherOf(conds) {
		var r model.Rule
		x.keywords(&r, ast.Unparen(c))
		if len(r.Keywords) != 1 || r.Keywords[0].Keyword != model.Pattern {
			return false
		}
		if r.Keywords[0].Str == "" || r.NoFix != "" {
			exact = false
		}
		alts = append(alts, "(?:"+r.Keywords[0].Str+")")
		says = append(says, strings.TrimPrefix(r.Says, "must "))
	}
	all := append(presence[:len(presence):len(presence)], conds...)
	r := &model.Rule{Args: x.argsIn(conds[0]), Pos: at.Pos(), End: at.End(), Check: render(conjunction(all)), Message: msg,
		Says:     "must " + eitherOf(says),
		Keywords: []model.Constraint{{Keyword: model.Pattern, Str: strings.Join(alts, "|")}}}
	if !exact {
		r.Keywords[0].Str = ""
		r.NoFix = "one of the patterns has no exact ECMA-262 equivalent toolvet can write"
	}
	if zero := x.presenceZero(presence); zero != "" && acceptZero(r, zero) {
		return true
	}
	x.norm = x.normIn(conds[0])
	x.normalised(r)
	x.norm = ""
	x.add(r)
	return true
}

// presenceZero is the zero value the presence tests let through.
func (x *extractor) presenceZero(presence []ast.Expr) string {
	zero := ""
	for _, p := range presence {
		if k, _ := x.presenceKind(p); k != "" {
			zero = k
		}
	}
	return zero
}

// typeSwitch reads a type switch on an argument's raw value
// (`switch v := args["mode"].(type)`): in a case of one type, v is the
// argument as that type, and the case's checks are rules on it, as after
// `v, ok := args["mode"].(string)`. A keyword is kept only where it fits
// the property's type in the schema (representable), so a case of a type
// the schema does not allow adds nothing. The nil and default cases are
// not read: what they refuse is the schema's type.
func (x *extractor) typeSwitch(s *ast.TypeSwitchStmt) {
	var subject ast.Expr
	switch a := s.Assign.(type) {
	case *ast.AssignStmt:
		if len(a.Rhs) == 1 {
			subject = a.Rhs[0]
		}
	case *ast.ExprStmt:
		subject = a.X
	}
	ta, ok := ast.Unparen(subject).(*ast.TypeAssertExpr)
	if !ok {
		return
	}
	b, ok := x.argOf(ta.X)
	if !ok || b.arg == "" {
		return
	}
	for _, c := range s.Body.List {
		cc, ok := c.(*ast.CaseClause)
		if !ok || len(cc.List) != 1 || resolve.IsNil(x.info, cc.List[0]) {
			continue
		}
		typ := gostruct.JSONType(x.info.TypeOf(cc.List[0]))
		if typ == "" || typ == "object" {
			continue
		}
		v, bound := x.info.Implicits[cc].(*types.Var)
		if bound {
			cb := b
			cb.typ, cb.at = typ, cc.Case
			x.vals[v] = cb
		}
		x.block(cc.Body)
		if bound {
			delete(x.vals, v)
		}
	}
}
