package ozzo

import (
	"go/ast"
	"go/token"
	"go/types"

	"github.com/toolvet/toolvet/internal/model"
	"github.com/toolvet/toolvet/internal/resolve"
	"github.com/toolvet/toolvet/internal/rulesource"
)

// Source is ozzo-validation's rule source: the validation.Field lists of a
// ValidateStruct call, in a Validate method of the input type or in a
// handler's guard on the decoded arguments.
type Source struct{}

// Name implements rulesource.Source.
func (Source) Name() string { return "ozzo-validation" }

// Open implements rulesource.Source: ozzo states nothing on a type alone,
// so a package's reading keeps no state.
func (Source) Open(*rulesource.Pass) rulesource.Reading { return reading{} }

type reading struct{}

// InputRules implements rulesource.Reading: ozzo's rules are all in code.
func (reading) InputRules(types.Type) []*model.Rule { return nil }

// MethodRules reads the ozzo-validation rules of a Validate method: the
// validation.Field lists of a ValidateStruct call the method fails on,
// among the statements every call reaches. A rule inside
// validation.When(cond, ...) with cond over other fields is a cross-field
// rule, phrased from cond as the handler's guards are.
func (reading) MethodRules(b rulesource.Body) []*model.Rule {
	h := b.Handler()
	if len(h.Structs) != 1 {
		return nil
	}
	var out []*model.Rule
	for _, s := range h.Body().List {
		if call := StructCall(b.Info(), s); call != nil {
			out = append(out, structRules(b, call, h.Structs[0])...)
		}
		if b.MayReturnOK(s) {
			break
		}
	}
	return out
}

// GuardRules reads `if err := validation.ValidateStruct(&args, ...); err !=
// nil { fail }` in a handler whose args hold the decoded arguments.
func (reading) GuardRules(b rulesource.Body, s *ast.IfStmt) []*model.Rule {
	info := b.Info()
	call := StructCall(info, s)
	if call == nil {
		return nil
	}
	args := call.Args
	if len(args) > 0 && !isStructArg(info, args[0]) && len(args) > 1 {
		args = args[1:] // ValidateStructWithContext(ctx, &args, ...)
	}
	if len(args) == 0 {
		return nil
	}
	target := ast.Unparen(args[0])
	if u, ok := target.(*ast.UnaryExpr); ok && u.Op == token.AND {
		target = ast.Unparen(u.X)
	}
	id, ok := target.(*ast.Ident)
	if !ok || !b.HoldsArgs(info.Uses[id]) {
		return nil
	}
	if decl, ok := b.Handler().Func.(*ast.FuncDecl); ok && decl.Recv != nil && len(decl.Recv.List) == 1 &&
		len(decl.Recv.List[0].Names) == 1 && info.Defs[decl.Recv.List[0].Names[0]] == info.Uses[id] {
		return nil // a Validate method validating its receiver: MethodRules reads it
	}
	return structRules(b, call, info.Uses[id])
}

// structRules reads the rules of a ValidateStruct call on the struct
// variable recv, which holds the arguments.
func structRules(b rulesource.Body, call *ast.CallExpr, recv types.Object) []*model.Rule {
	var out []*model.Rule
	b.ReadsFieldsAt(FieldPointers(b.Info(), call))
	for _, r := range Rules(b.Info(), b.Index(), call, recv) {
		if b.Mutated(recv, r.Field.Name()) {
			continue // the code changes the field before validating it
		}
		rules := []*model.Rule{r.Rule}
		if r.By != nil {
			rules = byRules(b, r)
		}
		for _, rule := range rules {
			if r.When == nil {
				out = append(out, rule)
			} else if cr := b.Conditional(rule, r.When, func(cond string) string {
				return "validation.When(" + cond + ", " + rule.Check + ")"
			}); cr != nil {
				out = append(out, cr)
			}
		}
	}
	return out
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

// byRules reads the function of a validation.By(fn) rule like a handler
// whose one argument is the field's value (fn's parameter, a type
// assertion of it giving its type): its failing guards with a keyword are
// the rule's, reported at the By rule with the check as Origin.
func byRules(b rulesource.Body, r Rule) []*model.Rule {
	index := b.Index()
	if index == nil {
		return nil
	}
	fn := index.Func(r.By)
	if fn == nil {
		// Another package's function, by its summary: its checks are
		// there, reported at the By rule pointing at them.
		var out []*model.Rule
		for _, fr := range b.ForeignValueRules(funcOf(b.Info(), r.By), r.Args[0]) {
			c := *fr
			c.OriginNote = "the check, in the function validation.By runs"
			c.Pos, c.End, c.Check = r.Pos, r.End, r.Check
			out = append(out, &c)
		}
		return out
	}
	param := resolve.FuncParam(b.Info(), fn, 0)
	if param == nil {
		return nil
	}
	var out []*model.Rule
	for _, fr := range b.ValueRules(fn, param, r.Args[0]) {
		c := *fr
		c.Origin, c.OriginEnd = fr.Pos, fr.End
		c.OriginNote = "the check, in the function validation.By runs"
		c.Pos, c.End, c.Check = r.Pos, r.End, r.Check
		out = append(out, &c)
	}
	return out
}

// funcOf returns the function e names (pkg.F, F), or nil.
func funcOf(info *types.Info, e ast.Expr) *types.Func {
	switch e := ast.Unparen(e).(type) {
	case *ast.Ident:
		fn, _ := info.Uses[e].(*types.Func)
		return fn
	case *ast.SelectorExpr:
		fn, _ := info.Uses[e.Sel].(*types.Func)
		return fn
	}
	return nil
}
