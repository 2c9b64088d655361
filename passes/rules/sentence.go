package rules

import (
	"go/ast"
	"go/constant"
	"go/token"
	"slices"
	"strings"

	"github.com/toolvet/toolvet/internal/model"
	"github.com/toolvet/toolvet/internal/resolve"
)

// crossField fills in what a description needs of a rule over two or more
// arguments: the constants it compares them with, and an English sentence
// generated from its failing condition, for the shapes that read naturally:
//
//	currency == "eur" && amount > 500   When currency is "eur", amount must be at most 500.
//	op == "update" && id == ""          When op is "update", id must be set.
//	a != "" && b != ""                  Set at most one of a and b.
//	a == "" && b == ""                  Set at least one of a and b.
//	end < start                         end must be at least start.
//	x == y                              x must differ from y.
func (x *extractor) crossField(r *model.Rule, cond ast.Expr) {
	r.Sentence = x.sentence(cond)
	r.ArgConstants = make(map[string][]string)
	r.Requires = x.required(resolve.Conjuncts(cond))
	for _, c := range resolve.Conjuncts(cond) {
		if args := x.argsIn(c); len(args) == 1 {
			r.ArgConstants[args[0]] = append(r.ArgConstants[args[0]], x.constants(c)...)
		}
		if x.comparisonSentence(c) != "" {
			r.Compares = true
		}
	}
}

func (x *extractor) sentence(cond ast.Expr) string {
	conj := resolve.Conjuncts(cond)
	if len(conj) == 1 {
		return x.comparisonSentence(conj[0])
	}
	if s := x.presenceSentence(conj); s != "" {
		return s
	}
	if s := x.groupSentence(conj); s != "" {
		return s
	}
	// When P1 and P2, y must ...: the consequence is the last conjunct that
	// can be phrased as a requirement while all others can be phrased as
	// conditions; a mode compared with a constant reads best as a condition.
	for _, preferMode := range []bool{false, true} {
		for i := len(conj) - 1; i >= 0; i-- {
			if !preferMode && x.isModeTest(conj[i]) {
				continue
			}
			if s := x.whenSentence(conj, conj[i:i+1]); s != "" {
				return s
			}
		}
	}
	return ""
}

// whenSentence phrases conj as "When <the others>, <arg> <must>.": the
// conjuncts of must, on one argument, read together as its requirement,
// and every other conjunct as a condition; "" when one of them cannot be
// phrased so.
func (x *extractor) whenSentence(conj, must []ast.Expr) string {
	arg, req := x.requirement(conjunction(must))
	if req == "" {
		return ""
	}
	var conds []string
	for _, c := range conj {
		if slices.Contains(must, c) {
			continue
		}
		p := x.condition(c)
		if p == "" {
			return ""
		}
		conds = append(conds, p)
	}
	if len(conds) == 0 {
		return ""
	}
	return "When " + joinAnd(conds) + ", " + arg + " " + req + "."
}

// groupSentence phrases conj as the conditions on other arguments and a
// requirement of several conjuncts on one argument, read together (cur
// != "usd" && cur != "eur": one of "usd", "eur"): "When mode is "pay",
// cur must be one of "usd", "eur"."; "" when conj has no such group.
func (x *extractor) groupSentence(conj []ast.Expr) string {
	byArg := make(map[string][]ast.Expr)
	var order []string
	for _, c := range conj {
		if args := x.argsIn(c); len(args) == 1 {
			if byArg[args[0]] == nil {
				order = append(order, args[0])
			}
			byArg[args[0]] = append(byArg[args[0]], c)
		}
	}
	for i := len(order) - 1; i >= 0; i-- {
		group := byArg[order[i]]
		if len(group) < 2 {
			continue
		}
		if s := x.whenSentence(conj, group); s != "" {
			return s
		}
	}
	return ""
}

// required returns the one argument whose absence is a conjunct of a
// failing condition with conditions on other arguments: the argument the
// rule requires when those hold. "" when none, or when several are
// absent (set at least one of a and b).
func (x *extractor) required(conj []ast.Expr) string {
	if len(conj) < 2 {
		return ""
	}
	arg := ""
	for _, c := range conj {
		a, set, ok := x.presence(c)
		if !ok {
			a, ok = x.zeroNumber(c)
		}
		if ok && !set {
			if arg != "" {
				return ""
			}
			arg = a
		}
	}
	return arg
}

// zeroNumber recognises `n == 0` on a numeric argument read without a
// default: what an optional reader returns when the argument is missing.
func (x *extractor) zeroNumber(e ast.Expr) (string, bool) {
	be, ok := e.(*ast.BinaryExpr)
	if !ok || be.Op != token.EQL {
		return "", false
	}
	v, c := ast.Unparen(be.X), ast.Unparen(be.Y)
	if x.constant(v) != nil {
		v, c = c, v
	}
	val := x.constant(c)
	if val == nil || !isNumeric(val) || !isZero(val) {
		return "", false
	}
	b, ok := x.argOf(v)
	if !ok || b.def != nil || b.typ != "number" && b.typ != "integer" {
		return "", false
	}
	return b.arg, true
}

// comparisonSentence phrases `x OP y` between two arguments.
func (x *extractor) comparisonSentence(e ast.Expr) string {
	if s := x.timeSentence(e); s != "" {
		return s
	}
	be, ok := e.(*ast.BinaryExpr)
	if !ok {
		return ""
	}
	l, lok := x.argOf(be.X)
	r, rok := x.argOf(be.Y)
	if !lok || !rok || l.arg == r.arg || l.offset != nil || r.offset != nil {
		return ""
	}
	must := map[token.Token]string{ // the rule is the negation of the failing comparison
		token.LSS: "must be at least",
		token.LEQ: "must be greater than",
		token.GTR: "must be at most",
		token.GEQ: "must be less than",
		token.EQL: "must differ from",
		token.NEQ: "must equal",
	}[be.Op]
	if must == "" {
		return ""
	}
	return l.arg + " " + must + " " + r.arg + "."
}

// presenceSentence phrases conjunctions of presence tests on distinct
// arguments: all "set" fails (at most one), all "not set" fails (at least
// one).
func (x *extractor) presenceSentence(conj []ast.Expr) string {
	var names []string
	set, unset := 0, 0
	for _, c := range conj {
		arg, isSet, ok := x.presence(c)
		if !ok {
			return ""
		}
		names = append(names, arg)
		if isSet {
			set++
		} else {
			unset++
		}
	}
	switch {
	case set == len(conj) && len(conj) == 2:
		return "Do not set both " + joinAnd(names) + "."
	case set == len(conj):
		return "Do not set all of " + joinAnd(names) + "."
	case unset == len(conj):
		return "Set at least one of " + joinAnd(names) + "."
	}
	return ""
}

// presence recognises `v != ""` (set) and `v == ""` (not set), and the same
// with len(v) against 0.
func (x *extractor) presence(e ast.Expr) (arg string, set, ok bool) {
	if a, r, ok := x.verdictRule(e); ok {
		// err != nil, err a helper's verdict on whether a was sent.
		return a, r.Must == mustNotBeSet, r.Must == mustBeSet || r.Must == mustNotBeSet
	}
	be, isBin := e.(*ast.BinaryExpr)
	if !isBin || be.Op != token.EQL && be.Op != token.NEQ {
		return "", false, false
	}
	v, c := ast.Unparen(be.X), ast.Unparen(be.Y)
	if x.constant(v) != nil {
		v, c = c, v
	}
	val := x.constant(c)
	if val == nil {
		return "", false, false
	}
	empty := val.Kind() == constant.String && constant.StringVal(val) == ""
	if call, ok := v.(*ast.CallExpr); ok && len(call.Args) == 1 {
		if b, unit, ok := x.length(call); ok && unit != "characters" && isZero(val) {
			return b.arg, be.Op == token.NEQ, true
		}
	}
	b, isArg := x.argOf(v)
	if !isArg || !empty {
		return "", false, false
	}
	return b.arg, be.Op == token.NEQ, true
}

const (
	mustBeSet    = "must be set"
	mustNotBeSet = "must not be set"
)

// verdictRule returns the one rule of a validation helper whose verdict e
// tests (err != nil, err from the helper), with the argument it is on.
func (x *extractor) verdictRule(e ast.Expr) (string, *model.Rule, bool) {
	be, ok := e.(*ast.BinaryExpr)
	if !ok || be.Op != token.NEQ || !isNil(x.info, ast.Unparen(be.Y)) {
		return "", nil, false
	}
	id, ok := ast.Unparen(be.X).(*ast.Ident)
	if !ok {
		return "", nil, false
	}
	c, ok := x.checked[x.info.Uses[id]]
	if !ok || c.sum == nil || len(c.sum.rules) != 1 {
		return "", nil, false
	}
	r := c.sum.rules[0]
	if c.sum.parsed {
		if len(r.Args) != 1 {
			return "", nil, false
		}
		return r.Args[0], r, true
	}
	if c.zero != "" || c.norm != "" || c.offset != nil {
		return "", nil, false // the helper checks another value than the argument
	}
	return c.arg, r, true
}

// isModeTest reports whether e compares an argument with a non-empty
// constant for equality: `op == "update"`.
func (x *extractor) isModeTest(e ast.Expr) bool {
	be, ok := e.(*ast.BinaryExpr)
	if !ok || be.Op != token.EQL {
		return false
	}
	v, c := be.X, be.Y
	if x.constant(v) != nil {
		v, c = c, v
	}
	val := x.constant(c)
	_, isArg := x.argOf(v)
	return isArg && val != nil && !(val.Kind() == constant.String && constant.StringVal(val) == "")
}

// requirement phrases a failing single-argument conjunct as what its
// argument must then be: `amount > 500` -> ("amount", "must be at most 500").
func (x *extractor) requirement(e ast.Expr) (arg, must string) {
	if a, set, ok := x.presence(e); ok {
		if set {
			return a, mustNotBeSet
		}
		return a, mustBeSet
	}
	if a, r, ok := x.verdictRule(e); ok {
		return a, r.Must
	}
	args := x.argsIn(e)
	if len(args) != 1 {
		return "", ""
	}
	var tmp model.Rule
	x.norm = x.normIn(e)
	x.keywords(&tmp, e)
	x.norm = ""
	if tmp.Says == "" {
		return "", ""
	}
	return args[0], tmp.Says
}

// condition phrases a single-argument conjunct as a condition:
// `currency == "eur"` -> `currency is "eur"`.
func (x *extractor) condition(e ast.Expr) string {
	if a, set, ok := x.presence(e); ok {
		if set {
			return a + " is set"
		}
		return a + " is not set"
	}
	switch e := e.(type) {
	case *ast.Ident: // a boolean argument
		if b, ok := x.argOf(e); ok && b.typ == "boolean" {
			return b.arg + " is true"
		}
	case *ast.UnaryExpr:
		if b, ok := x.argOf(e.X); ok && e.Op == token.NOT && b.typ == "boolean" {
			return b.arg + " is false"
		}
	case *ast.BinaryExpr:
		if e.Op == token.LOR { // a case of several values: op is "a" or "b"
			l, r := x.condition(ast.Unparen(e.X)), x.condition(ast.Unparen(e.Y))
			if l == "" || r == "" {
				return ""
			}
			return l + " or " + r
		}
		v, c, op := e.X, e.Y, e.Op
		if x.constant(v) != nil {
			v, c, op = c, v, mirror(op)
		}
		b, ok := x.argOf(v)
		val := x.constant(c)
		if !ok || val == nil || b.offset != nil {
			return ""
		}
		phrase := map[token.Token]string{
			token.EQL: "is", token.NEQ: "is not",
			token.LSS: "is less than", token.LEQ: "is at most",
			token.GTR: "is greater than", token.GEQ: "is at least",
		}[op]
		if phrase == "" || val.Kind() == constant.String && op != token.EQL && op != token.NEQ {
			return ""
		}
		return b.arg + " " + phrase + " " + model.ValueText(val)
	}
	return ""
}

// constants returns the constants cond compares arguments with, as a
// description would write them (strings unquoted); empty strings and
// booleans say nothing a reader would look for.
func (x *extractor) constants(cond ast.Expr) []string {
	var out []string
	seen := make(map[string]bool)
	ast.Inspect(cond, func(n ast.Node) bool {
		e, ok := n.(ast.Expr)
		if !ok {
			return true
		}
		tv, ok := x.info.Types[e]
		if !ok || tv.Value == nil {
			return true
		}
		var s string
		switch tv.Value.Kind() {
		case constant.String:
			s = constant.StringVal(tv.Value)
		case constant.Int, constant.Float:
			s = model.NumText(tv.Value)
		}
		if s != "" && !seen[s] {
			seen[s] = true
			out = append(out, s)
		}
		return false
	})
	return out
}

func joinAnd(parts []string) string {
	switch len(parts) {
	case 0:
		return ""
	case 1:
		return parts[0]
	}
	return strings.Join(parts[:len(parts)-1], ", ") + " and " + parts[len(parts)-1]
}

// timeSentence phrases a failing comparison of two parsed times:
// `!end.After(start)` -> "end must be after start."
func (x *extractor) timeSentence(e ast.Expr) string {
	negated := false
	if u, ok := e.(*ast.UnaryExpr); ok && u.Op == token.NOT {
		negated, e = true, ast.Unparen(u.X)
	}
	call, ok := e.(*ast.CallExpr)
	if !ok || len(call.Args) != 1 {
		return ""
	}
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return ""
	}
	if t := x.info.TypeOf(sel.X); t == nil || t.String() != "time.Time" {
		return ""
	}
	l, lok := x.argOf(sel.X)
	r, rok := x.argOf(call.Args[0])
	if !lok || !rok || l.arg == r.arg {
		return ""
	}
	var must string
	switch {
	case sel.Sel.Name == "After" && negated:
		must = "must be after"
	case sel.Sel.Name == "Before" && negated:
		must = "must be before"
	case sel.Sel.Name == "After":
		must = "must not be after"
	case sel.Sel.Name == "Before":
		must = "must not be before"
	default:
		return ""
	}
	return l.arg + " " + must + " " + r.arg + "."
}
