package rules

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"

	"github.com/toolvet/toolvet/internal/gostruct"
	"github.com/toolvet/toolvet/internal/model"
	"github.com/toolvet/toolvet/internal/ozzo"
	"github.com/toolvet/toolvet/internal/resolve"
	"github.com/toolvet/toolvet/internal/validatetag"
	"github.com/toolvet/toolvet/passes/tools"
)

// customReader reads a custom validation (a function the package registers
// for a validate tag) like a predicate helper: guards that return false and
// a last `return cond`, over the field's value as the rule source's
// FieldReader reads it. Its rules are those with a keyword; the rest of
// the body, however opaque, adds none.
func customReader(info *types.Info, found *tools.Result, hs *helpers) validatetag.Custom {
	type key struct {
		fn  ast.Node
		typ string
	}
	cache := make(map[key][]*model.Rule)
	return func(v *validatetag.Validation, field gostruct.Field) []*model.Rule {
		k := key{v.Func, types.TypeString(field.Var.Type(), nil)}
		summary, ok := cache[k]
		if !ok {
			reader := validatetag.FieldReader{Level: v.Level, Field: field.Var.Type(), Name: helperArg}
			if x := newExtractor(info, found, &model.Handler{Func: v.Func, Reader: reader}, hs); x != nil {
				x.predicate(x.h.Body().List)
				for _, r := range x.rules {
					if len(r.Args) == 1 && r.Args[0] == helperArg && len(r.Keywords) > 0 {
						summary = append(summary, r)
					}
				}
			}
			cache[k] = summary
		}
		out := make([]*model.Rule, len(summary))
		for i, r := range summary {
			c := *r
			out[i] = &c
		}
		return out
	}
}

// structRules reads a struct-level validation registered for input like a
// handler: its guards on the fields of the struct it validates, each
// ending in a reported error, are rules (over two fields or more,
// cross-field rules).
func structRules(info *types.Info, found *tools.Result, hs *helpers, sv *validatetag.StructValidation, input types.Type) []*model.Rule {
	current := sv.Current(info, input)
	if len(current) == 0 {
		return nil
	}
	h := &model.Handler{Func: sv.Func, Structs: current, Reader: validatetag.StructReader{Level: sv.Level}}
	rules, _ := extract(info, found, h, hs)
	return rules
}

// ozzoRules reads the ozzo-validation rules of a Validate method h: the
// validation.Field lists of a ValidateStruct call the method fails on, among
// the statements every call reaches. A rule inside validation.When(cond,
// ...) with cond over other fields is a cross-field rule, phrased from cond
// as the handler's guards are.
func ozzoRules(info *types.Info, found *tools.Result, hs *helpers, h *model.Handler) []*model.Rule {
	x := newExtractor(info, found, h, hs)
	if x == nil || len(h.Structs) != 1 {
		return nil
	}
	var out []*model.Rule
	for _, s := range h.Body().List {
		if call := ozzo.StructCall(info, s); call != nil {
			out = append(out, x.ozzoStruct(call, h.Structs[0])...)
		}
		if x.mayReturnOK(s) {
			break
		}
	}
	return out
}

// ozzoStruct reads the rules of a ValidateStruct call on the struct
// variable recv, which holds the arguments.
func (x *extractor) ozzoStruct(call *ast.CallExpr, recv types.Object) []*model.Rule {
	var out []*model.Rule
	x.fieldPtrs = ozzo.FieldPointers(x.info, call)
	for _, r := range ozzo.Rules(x.info, x.found.Index, call, recv) {
		if x.mutated(recv, r.Field.Name()) {
			continue // the code changes the field before validating it
		}
		rules := []*model.Rule{r.Rule}
		if r.By != nil {
			rules = byRules(x.info, x.found, x.helpers, r)
		}
		for _, rule := range rules {
			if r.When == nil {
				out = append(out, rule)
			} else if cr := x.conditional(ozzo.Rule{Rule: rule, When: r.When}); cr != nil {
				out = append(out, cr)
			}
		}
	}
	return out
}

// ozzoGuard reads `if err := validation.ValidateStruct(&args, ...); err !=
// nil { fail }` in a handler whose args hold the decoded arguments.
func (x *extractor) ozzoGuard(s *ast.IfStmt) bool {
	call := ozzo.StructCall(x.info, s)
	if call == nil || len(x.conds) > 0 {
		return false
	}
	args := call.Args
	if len(args) > 0 && !isStructArg(x.info, args[0]) && len(args) > 1 {
		args = args[1:] // ValidateStructWithContext(ctx, &args, ...)
	}
	if len(args) == 0 {
		return false
	}
	target := ast.Unparen(args[0])
	if u, ok := target.(*ast.UnaryExpr); ok && u.Op == token.AND {
		target = ast.Unparen(u.X)
	}
	id, ok := target.(*ast.Ident)
	if !ok || !x.structs[x.info.Uses[id]] {
		return false
	}
	if decl, ok := x.h.Func.(*ast.FuncDecl); ok && decl.Recv != nil && len(decl.Recv.List) == 1 &&
		len(decl.Recv.List[0].Names) == 1 && x.info.Defs[decl.Recv.List[0].Names[0]] == x.info.Uses[id] {
		return false // a Validate method validating its receiver: ozzoRules reads it
	}
	rules := x.ozzoStruct(call, x.info.Uses[id])
	for _, r := range rules {
		x.add(r)
	}
	return len(rules) > 0
}

// isStructArg reports whether e is a struct or a pointer to one (not a
// context).
func isStructArg(info *types.Info, e ast.Expr) bool {
	t := info.TypeOf(e)
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	_, ok := t.Underlying().(*types.Struct)
	return ok
}

// conditional turns a rule that holds only when r.When does into a rule
// over its field and the fields the condition reads: "When currency is
// "eur", amount must be at most 500." A condition over no other field
// (or one toolvet cannot read) gives no rule.
func (x *extractor) conditional(r ozzo.Rule) *model.Rule {
	field := r.Args[0]
	args := []string{field}
	for _, a := range x.argsIn(r.When) {
		if a != field {
			args = append(args, a)
		}
	}
	if len(args) == 1 {
		return nil
	}
	if constrainsValue(r.Rule) && x.onlyAbsent(r.When) {
		// A value's keyword checked only when another field, its
		// alternative, is absent (validation.When(args.Dir == "",
		// validation.Match(re))): wherever the value is used it must
		// match, so the model needs the keyword, without a fix. A value
		// test (When(currency == "eur", Max(500))) stays cross-field.
		vr := *r.Rule
		vr.Keywords = slices.Clone(r.Keywords)
		if vr.NoFix == "" {
			var conds []string
			for _, c := range conjuncts(r.When) {
				phrase := x.condition(c)
				if phrase == "" {
					phrase = render(c)
				}
				conds = append(conds, phrase)
			}
			vr.NoFix = "the code checks it only when " + joinAnd(conds) + ", and may take other values otherwise"
		}
		return &vr
	}
	cr := &model.Rule{
		Args: args, Pos: r.Pos, End: r.End, Check: "validation.When(" + render(r.When) + ", " + r.Check + ")",
		Message: r.Message, ArgConstants: map[string][]string{field: r.Constants},
		Constants: append(x.constants(r.When), r.Constants...),
	}
	var conds []string
	for _, c := range conjuncts(r.When) {
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

// byRules reads the function of a validation.By(fn) rule like a handler
// whose one argument is the field's value (fn's parameter, a type
// assertion of it giving its type): its failing guards with a keyword are
// the rule's, reported at the By rule with the check as Origin.
func byRules(info *types.Info, found *tools.Result, hs *helpers, r ozzo.Rule) []*model.Rule {
	if found.Index == nil {
		return nil
	}
	fn := found.Index.Func(r.By)
	param := resolve.FuncParam(info, fn, 0)
	if fn == nil || param == nil {
		return nil
	}
	x := newExtractor(info, found, &model.Handler{Func: fn, Reader: errorReturns{}}, hs)
	if x == nil {
		return nil
	}
	x.vals[param] = binding{arg: r.Args[0]}
	x.block(x.h.Body().List)
	var out []*model.Rule
	for _, fr := range x.rules {
		if len(fr.Args) != 1 || len(fr.Keywords) == 0 {
			continue
		}
		c := *fr
		c.Origin, c.OriginEnd = fr.Pos, fr.End
		c.OriginNote = "the check, in the function validation.By runs"
		c.Pos, c.End, c.Check = r.Pos, r.End, r.Check
		out = append(out, &c)
	}
	return out
}

// onlyAbsent reports whether cond only tests that other arguments are not
// set (`a == "" && b == nil`).
func (x *extractor) onlyAbsent(cond ast.Expr) bool {
	for _, c := range conjuncts(cond) {
		if _, set, ok := x.presence(c); !ok || set {
			return false
		}
	}
	return true
}
