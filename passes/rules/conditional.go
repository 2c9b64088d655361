package rules

import (
	"go/ast"
	"slices"

	"github.com/toolvet/toolvet/internal/model"
	"github.com/toolvet/toolvet/internal/resolve"
)

// conditional turns a rule that a validation library checks only when
// when holds into a rule over its field and the fields the condition
// reads: "When currency is "eur", amount must be at most 500.", checked as
// check(when) says. A condition over no other field (or one toolvet cannot
// read) gives no rule.
func (x *extractor) conditional(r *model.Rule, when ast.Expr, check func(cond string) string) *model.Rule {
	field := r.Args[0]
	args := []string{field}
	for _, a := range x.argsIn(when) {
		if a != field {
			args = append(args, a)
		}
	}
	if len(args) == 1 {
		return nil
	}
	if constrainsValue(r) && x.onlyAbsent(when) {
		// A value's keyword checked only when another field, its
		// alternative, is absent (a pattern checked only when args.Dir
		// == ""): wherever the value is used it must match, so the model
		// needs the keyword, without a fix. A value test (at most 500
		// when currency == "eur") stays cross-field.
		vr := *r
		vr.Keywords = slices.Clone(r.Keywords)
		if vr.NoFix == "" {
			var conds []string
			for _, c := range resolve.Conjuncts(when) {
				conds = append(conds, x.phrase(c))
			}
			vr.NoFix = "the code checks it only when " + joinAnd(conds) + ", and may take other values otherwise"
		}
		return &vr
	}
	cr := &model.Rule{
		Args: args, Pos: r.Pos, End: r.End, Check: check(render(when)),
		Message: r.Message, ArgConstants: map[string][]string{field: r.Constants},
		Constants: append(x.constants(when), r.Constants...),
	}
	var conds []string
	for _, c := range resolve.Conjuncts(when) {
		if a := x.argsIn(c); len(a) == 1 {
			cr.ArgConstants[a[0]] = append(cr.ArgConstants[a[0]], x.constants(c)...)
		}
		conds = append(conds, x.condition(c))
	}
	if !slices.Contains(conds, "") && r.Says != "" && r.NoFix == "" {
		cr.Sentence = "When " + joinAnd(conds) + ", " + field + " " + r.Says + "."
	}
	return cr
}

// onlyAbsent reports whether cond only tests that other arguments are not
// set (`a == "" && b == nil`).
func (x *extractor) onlyAbsent(cond ast.Expr) bool {
	for _, c := range resolve.Conjuncts(cond) {
		if _, set, ok := x.presence(c); !ok || set {
			return false
		}
	}
	return true
}
