// Package ozzo reads go-ozzo/ozzo-validation v4 rules as toolvet rules: the
// validation.Field(&t.X, rules...) lists of a ValidateStruct call in the
// input type's Validate() method or in a handler's guard on the decoded
// arguments. Like internal/validatetag it is a rule source (Source, a
// rulesource.Source), not a tool library.
//
// Semantics follow ozzo-validation v4.3.0: every rule but Required,
// NilOrNotEmpty, MultipleOf and By accepts an empty value ("", 0, an empty
// list, nil), so its keyword is exact only when the field also has Required
// or the empty value satisfies the keyword; Length counts bytes (RuneLength
// characters); Min and Max are inclusive unless .Exclusive(), and compare
// only a field of the threshold's kind (an int threshold against a float
// field fails every non-empty value); In compares with reflect.DeepEqual,
// so only a field of type string matches string values.
package ozzo

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"strconv"
	"strings"

	"github.com/toolvet/toolvet/internal/gostruct"
	"github.com/toolvet/toolvet/internal/model"
	"github.com/toolvet/toolvet/internal/pattern"
	"github.com/toolvet/toolvet/internal/resolve"
)

const (
	validationPath = "github.com/go-ozzo/ozzo-validation/v4"
	isPath         = validationPath + "/is"
)

// Rule is one ozzo rule on one field.
type Rule struct {
	// Rule is the rule on the field alone (one argument), positioned at
	// the rule's expression.
	*model.Rule
	// When is the condition of the validation.When (or Required.When) the
	// rule sits in, nil when none: the rule holds only when it does.
	When ast.Expr
	// Field is the struct field the rule validates.
	Field *types.Var
	// By is the function of a validation.By(fn) rule, which ozzo calls
	// with the field's value, empty or not: the caller reads its rules
	// (Rule then has no keywords). Nil for the other rules.
	By ast.Expr
}

// FieldPointers returns the &t.X arguments of the validation.Field calls
// of a ValidateStruct call: ozzo reads the field through them, it does not
// change it.
func FieldPointers(info *types.Info, call *ast.CallExpr) map[ast.Expr]bool {
	out := make(map[ast.Expr]bool)
	for _, arg := range call.Args {
		if fc, ok := ast.Unparen(arg).(*ast.CallExpr); ok && funcName(info, fc) == "Field" && len(fc.Args) > 0 {
			out[ast.Unparen(fc.Args[0])] = true
		}
	}
	return out
}

// StructCall returns the ValidateStruct or ValidateStructWithContext call
// that statement s fails on: `return validation.ValidateStruct(...)`, or
// `if err := validation.ValidateStruct(...); err != nil { return ... }`.
func StructCall(info *types.Info, s ast.Stmt) *ast.CallExpr {
	var e ast.Expr
	switch s := s.(type) {
	case *ast.ReturnStmt:
		if len(s.Results) == 1 {
			e = s.Results[0]
		}
	case *ast.IfStmt:
		init, ok := s.Init.(*ast.AssignStmt)
		if !ok || len(init.Lhs) != 1 || len(init.Rhs) != 1 || len(s.Body.List) == 0 {
			return nil
		}
		if _, ok := s.Body.List[len(s.Body.List)-1].(*ast.ReturnStmt); !ok {
			return nil
		}
		cond, ok := ast.Unparen(s.Cond).(*ast.BinaryExpr)
		if !ok || cond.Op != token.NEQ || resolve.Object(info, cond.X) == nil ||
			resolve.Object(info, cond.X) != resolve.Object(info, init.Lhs[0]) {
			return nil
		}
		if tv, ok := info.Types[cond.Y]; !ok || !tv.IsNil() {
			return nil
		}
		e = init.Rhs[0]
	}
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok {
		return nil
	}
	if name := funcName(info, call); name == "ValidateStruct" || name == "ValidateStructWithContext" {
		return call
	}
	return nil
}

// Rules returns the rules of a ValidateStruct call on recv, the receiver
// of the Validate method (the struct or a pointer to it).
func Rules(info *types.Info, index *resolve.Index, call *ast.CallExpr, recv types.Object) []Rule {
	args := call.Args
	if funcName(info, call) == "ValidateStructWithContext" {
		if len(args) == 0 {
			return nil
		}
		args = args[1:]
	}
	if len(args) == 0 || call.Ellipsis.IsValid() || !isStruct(info, args[0], recv) {
		return nil
	}
	r := &reader{info: info, index: index}
	var out []Rule
	for _, arg := range args[1:] {
		fc, ok := ast.Unparen(arg).(*ast.CallExpr)
		if !ok || funcName(info, fc) != "Field" || len(fc.Args) == 0 || fc.Ellipsis.IsValid() {
			continue
		}
		f, ok := field(info, fc.Args[0], recv)
		if !ok {
			continue
		}
		out = append(out, r.list(f, fc.Args[1:], nil, false)...)
	}
	return out
}

// isStruct reports whether e is &recv (a value receiver) or recv (a
// pointer receiver).
func isStruct(info *types.Info, e ast.Expr, recv types.Object) bool {
	e = ast.Unparen(e)
	if u, ok := e.(*ast.UnaryExpr); ok && u.Op == token.AND {
		return resolve.Object(info, u.X) == recv
	}
	_, ptr := recv.Type().Underlying().(*types.Pointer)
	return ptr && resolve.Object(info, e) == recv
}

// fieldOf is the field a Field call validates.
type fieldOf struct {
	v    *types.Var
	name string     // its JSON name
	typ  types.Type // its Go type
	json string     // its JSON type
}

// field reads &recv.X.
func field(info *types.Info, e ast.Expr, recv types.Object) (fieldOf, bool) {
	u, ok := ast.Unparen(e).(*ast.UnaryExpr)
	if !ok || u.Op != token.AND {
		return fieldOf{}, false
	}
	sel, ok := ast.Unparen(u.X).(*ast.SelectorExpr)
	if !ok || resolve.Object(info, sel.X) != recv {
		return fieldOf{}, false
	}
	v, ok := info.Uses[sel.Sel].(*types.Var)
	if !ok || !v.IsField() {
		return fieldOf{}, false
	}
	name, ok := gostruct.JSONName(recv.Type(), v)
	if !ok {
		return fieldOf{}, false
	}
	return fieldOf{v: v, name: name, typ: v.Type(), json: gostruct.JSONType(v.Type())}, true
}

type reader struct {
	info  *types.Info
	index *resolve.Index
}

// list reads the rules of one field (or of one When), in order: a Skip
// ends what is read, since the rules after it may not run. emptyRejected
// says that an enclosing list has Required.
func (r *reader) list(f fieldOf, exprs []ast.Expr, when ast.Expr, emptyRejected bool) []Rule {
	for _, e := range exprs {
		if name, _ := r.ruleName(e); name == "Required" || name == "NilOrNotEmpty" {
			emptyRejected = true
		}
	}
	var out []Rule
	for _, e := range exprs {
		name, call := r.ruleName(e)
		switch name {
		case "Skip", "Skip.When":
			return out
		case "When":
			if when != nil || len(call.Args) == 0 {
				continue // nested conditions are not read
			}
			out = append(out, r.list(f, call.Args[1:], call.Args[0], emptyRejected)...)
			continue
		case "By":
			if _, ptr := f.typ.Underlying().(*types.Pointer); !ptr && len(call.Args) == 1 {
				rule := &model.Rule{Args: []string{f.name}, Pos: e.Pos(), End: e.End(), Check: types.ExprString(e)}
				out = append(out, Rule{Rule: rule, When: when, Field: f.v, By: call.Args[0]})
			}
			continue
		case "Required.When":
			if when != nil || len(call.Args) != 1 {
				continue
			}
			if rule := r.rule(f, e, "Required", nil, true); rule != nil {
				rule.Says = "must be set"
				out = append(out, Rule{Rule: rule, When: call.Args[0], Field: f.v})
			}
			continue
		}
		if rule := r.rule(f, e, name, call, emptyRejected); rule != nil {
			out = append(out, Rule{Rule: rule, When: when, Field: f.v})
		}
	}
	return out
}

// ruleName names the ozzo rule e builds, seeing through .Error(...) and
// .ErrorObject(...): "Required", "Length", "is.Email", "Min.Exclusive",
// "Required.When", ...; call is the call that takes the rule's arguments.
func (r *reader) ruleName(e ast.Expr) (string, *ast.CallExpr) {
	e = ast.Unparen(e)
	if c, ok := e.(*ast.CallExpr); ok {
		if sel, ok := ast.Unparen(c.Fun).(*ast.SelectorExpr); ok && r.isOzzoMethod(sel) {
			switch sel.Sel.Name {
			case "Error", "ErrorObject":
				return r.ruleName(sel.X)
			case "Exclusive":
				name, call := r.ruleName(sel.X)
				return name + ".Exclusive", call
			case "When": // Required.When(cond), Skip.When(cond)
				name, _ := r.ruleName(sel.X)
				return name + ".When", c
			case "Else":
				return r.ruleName(sel.X) // the else rules are not read
			}
			return "", nil
		}
		if fn := resolve.Callee(r.info, c); resolve.InPackage(fn, validationPath) && fn.Signature().Recv() == nil {
			return fn.Name(), c
		}
		return "", nil
	}
	var id *ast.Ident
	switch e := e.(type) {
	case *ast.Ident:
		id = e
	case *ast.SelectorExpr:
		id = e.Sel
	default:
		return "", nil
	}
	v, ok := r.info.Uses[id].(*types.Var)
	if !ok || v.Pkg() == nil || v.Parent() != v.Pkg().Scope() {
		return "", nil
	}
	switch v.Pkg().Path() {
	case validationPath:
		return v.Name(), nil
	case isPath:
		return "is." + v.Name(), nil
	}
	return "", nil
}

func (r *reader) isOzzoMethod(sel *ast.SelectorExpr) bool {
	s, ok := r.info.Selections[sel]
	if !ok || s.Kind() != types.MethodVal {
		return false
	}
	pkg := s.Obj().Pkg()
	return pkg != nil && pkg.Path() == validationPath
}

// keepsEmpty lists the rules that do not accept every empty value.
var keepsEmpty = map[string]bool{"Required": true, "NilOrNotEmpty": true, "MultipleOf": true}

// rule returns the rule e states on field f, or nil when it has no
// keyword toolvet knows. emptyRejected is set when the field's list (or
// When) also has Required: the empty value fails there anyway.
func (r *reader) rule(f fieldOf, e ast.Expr, name string, call *ast.CallExpr, emptyRejected bool) *model.Rule {
	rule := &model.Rule{Args: []string{f.name}, Pos: e.Pos(), End: e.End(), Check: types.ExprString(e)}
	ok := false
	switch name {
	case "Required", "NilOrNotEmpty":
		ok = required(f, name == "Required", rule)
	case "Length", "RuneLength":
		ok = r.length(f, call, name == "RuneLength", emptyRejected, rule)
	case "Match":
		ok = r.match(f, call, rule)
	case "In":
		ok = r.in(f, call, rule)
	case "Min", "Max", "Min.Exclusive", "Max.Exclusive":
		ok = r.threshold(f, call, name, rule)
	case "MultipleOf":
		ok = r.multipleOf(f, call, rule)
	default:
		if strings.HasPrefix(name, "is.") {
			ok = isRule(f, strings.TrimPrefix(name, "is."), rule)
		}
	}
	if !ok {
		return nil
	}
	base, _, _ := strings.Cut(name, ".")
	if !keepsEmpty[base] && !emptyRejected && rule.NoFix == "" && !model.ZeroSatisfies(rule.Keywords, f.json) {
		rule.NoFix = "ozzo-validation accepts an empty value (\"\", 0) here unless the field also has validation.Required, and the keyword would reject it"
	}
	return rule
}

func required(f fieldOf, req bool, rule *model.Rule) bool {
	switch f.json {
	case "string":
		rule.Keywords = []model.Constraint{{Keyword: model.MinLength, Num: constant.MakeInt64(1)}}
		rule.Says = "must not be empty"
	case "array":
		rule.Keywords = []model.Constraint{{Keyword: model.MinItems, Num: constant.MakeInt64(1)}}
		rule.Says = "must not be empty"
	default:
		rule.Says = "is required"
	}
	_, ptr := f.typ.Underlying().(*types.Pointer)
	if req || !ptr {
		// A missing argument decodes to the zero value (or nil), which
		// fails too: the argument is required.
		rule.Keywords = append([]model.Constraint{{Keyword: model.Required}}, rule.Keywords...)
	}
	return len(rule.Keywords) > 0
}

// length reads Length(min, max) and RuneLength(min, max); 0 means no bound.
func (r *reader) length(f fieldOf, call *ast.CallExpr, runes, emptyRejected bool, rule *model.Rule) bool {
	if call == nil || len(call.Args) != 2 {
		return false
	}
	lo, lok := r.intConst(call.Args[0])
	hi, hok := r.intConst(call.Args[1])
	if lo == 1 && !emptyRejected {
		lo = 0 // "at least 1 unless empty" holds for every value
	}
	if !lok || !hok || lo <= 0 && hi <= 0 {
		return false // Length(0, 0) means empty only
	}
	minK, maxK, noun, verb := model.MinLength, model.MaxLength, " characters long", "must be"
	switch {
	case f.json == "array":
		minK, maxK, noun, verb = model.MinItems, model.MaxItems, " items", "must have"
	case f.json != "string":
		return false
	case !runes:
		noun = " bytes long"
	}
	switch {
	case lo > 0 && hi > 0 && lo == hi:
		rule.Says = verb + " exactly " + strconv.FormatInt(lo, 10) + noun
	case lo > 0 && hi > 0:
		rule.Says = verb + " between " + strconv.FormatInt(lo, 10) + " and " + strconv.FormatInt(hi, 10) + noun
	case lo > 0:
		rule.Says = verb + " at least " + strconv.FormatInt(lo, 10) + noun
	default:
		rule.Says = verb + " at most " + strconv.FormatInt(hi, 10) + noun
	}
	if lo > 0 {
		rule.Keywords = append(rule.Keywords, model.Constraint{Keyword: minK, Num: constant.MakeInt64(lo)})
		rule.Constants = append(rule.Constants, strconv.FormatInt(lo, 10))
	}
	if hi > 0 {
		rule.Keywords = append(rule.Keywords, model.Constraint{Keyword: maxK, Num: constant.MakeInt64(hi)})
		rule.Constants = append(rule.Constants, strconv.FormatInt(hi, 10))
	}
	if f.json == "string" && !runes {
		// Length counts bytes, JSON Schema characters: a byte maximum is a
		// looser character maximum, a byte minimum above 1 is no minimum.
		if lo > 1 {
			rule.NoFix = "Length counts bytes but minLength counts characters, so minLength " + strconv.FormatInt(lo, 10) +
				" would reject short non-ASCII values the code accepts; use validation.RuneLength to make them agree"
		} else {
			rule.Caveat = "Length counts bytes, maxLength characters: non-ASCII values may still be too long"
		}
	}
	return true
}

// match reads Match(regexp.MustCompile(constant)).
func (r *reader) match(f fieldOf, call *ast.CallExpr, rule *model.Rule) bool {
	if call == nil || len(call.Args) != 1 || f.json != "string" {
		return false
	}
	re := ast.Unparen(call.Args[0])
	if r.index != nil {
		re = r.index.Expr(re)
	}
	mc, ok := re.(*ast.CallExpr)
	if !ok || len(mc.Args) != 1 {
		return false
	}
	if !resolve.IsCallTo(r.info, mc, "regexp", "MustCompile") {
		return false
	}
	expr, ok := resolve.ConstString(r.info, mc.Args[0])
	if !ok {
		return false
	}
	return matches(expr, rule)
}

func matches(expr string, rule *model.Rule) bool {
	rule.Says = "must match " + strconv.Quote(expr)
	if p, ok := pattern.FromRE2(expr); ok {
		rule.Keywords = []model.Constraint{{Keyword: model.Pattern, Str: p}}
	} else {
		rule.Keywords = []model.Constraint{{Keyword: model.Pattern}}
		rule.NoFix = "this RE2 expression has no exact ECMA-262 equivalent toolvet can write"
	}
	return true
}

// in reads In("a", "b") on a field of type string (DeepEqual: a named
// string type never equals a string).
func (r *reader) in(f fieldOf, call *ast.CallExpr, rule *model.Rule) bool {
	t := f.typ
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	if call == nil || len(call.Args) == 0 || call.Ellipsis.IsValid() || !types.Identical(t, types.Typ[types.String]) {
		return false
	}
	var values []string
	for _, a := range call.Args {
		s, ok := resolve.ConstString(r.info, a)
		if !ok {
			return false
		}
		if !containsString(values, s) {
			values = append(values, s)
		}
	}
	q := make([]string, len(values))
	for i, v := range values {
		q[i] = strconv.Quote(v)
	}
	rule.Keywords = []model.Constraint{{Keyword: model.Enum, Strs: values}}
	rule.Says = "must be one of " + strings.Join(q, ", ")
	rule.Constants = values
	return true
}

// threshold reads Min(c), Max(c) and their .Exclusive(), when the
// threshold's kind is the field's (ozzo converts the value to the
// threshold's kind and fails when it cannot).
func (r *reader) threshold(f fieldOf, call *ast.CallExpr, name string, rule *model.Rule) bool {
	if call == nil || len(call.Args) != 1 {
		return false
	}
	c, ok := r.sameKind(call.Args[0], f.typ)
	if !ok {
		return false
	}
	text := model.NumText(c)
	k := map[string]model.Keyword{
		"Min": model.Minimum, "Max": model.Maximum,
		"Min.Exclusive": model.ExclusiveMinimum, "Max.Exclusive": model.ExclusiveMaximum,
	}[name]
	var kw model.Constraint
	kw, rule.Says = model.Bound(k, c)
	rule.Keywords = []model.Constraint{kw}
	rule.Constants = []string{text}
	return true
}

// multipleOf reads MultipleOf(c) on an integer field of c's kind.
func (r *reader) multipleOf(f fieldOf, call *ast.CallExpr, rule *model.Rule) bool {
	if call == nil || len(call.Args) != 1 || f.json != "integer" {
		return false
	}
	c, ok := r.sameKind(call.Args[0], f.typ)
	if !ok || constant.Sign(c) <= 0 {
		return false
	}
	kw := model.Constraint{Keyword: model.MultipleOf, Num: c}
	rule.Keywords, rule.Says = []model.Constraint{kw}, kw.Says()
	rule.Constants = []string{model.NumText(c)}
	return true
}

// sameKind returns constant e when its kind (signed, unsigned, float; an
// untyped constant's default type) is the kind of field type ft.
func (r *reader) sameKind(e ast.Expr, ft types.Type) (constant.Value, bool) {
	tv, ok := r.info.Types[e]
	if !ok || tv.Value == nil || tv.Type == nil {
		return nil, false
	}
	if p, ok := ft.Underlying().(*types.Pointer); ok {
		ft = p.Elem()
	}
	ct, ok := types.Default(tv.Type).Underlying().(*types.Basic)
	fb, fok := ft.Underlying().(*types.Basic)
	if !ok || !fok {
		return nil, false
	}
	class := func(b *types.Basic) string {
		switch i := b.Info(); {
		case i&types.IsUnsigned != 0:
			return "uint"
		case i&types.IsInteger != 0:
			return "int"
		case i&types.IsFloat != 0:
			return "float"
		}
		return ""
	}
	if class(ct) == "" || class(ct) != class(fb) {
		return nil, false
	}
	return tv.Value, true
}

// isRule maps the rules of ozzo's is package whose meaning has a keyword:
// a format the validator is at least as strict as (so a value the model
// writes to the format is at worst rejected, never the other way round
// for the values the format names), or govalidator's own expression.
func isRule(f fieldOf, name string, rule *model.Rule) bool {
	if f.json != "string" {
		return false
	}
	format := func(fm string) bool {
		c := model.Constraint{Keyword: model.Format, Str: fm}
		rule.Keywords, rule.Says = []model.Constraint{c}, c.Says()
		return true
	}
	switch name {
	case "Email", "EmailFormat":
		return format("email")
	case "UUID":
		return format("uuid")
	case "UUIDv4":
		format("uuid")
		rule.Says = "must be a version 4 UUID"
		return true
	case "Alpha": // govalidator's expressions (patterns.go)
		return matches(`^[a-zA-Z]+$`, rule)
	case "Alphanumeric":
		return matches(`^[a-zA-Z0-9]+$`, rule)
	case "Hexadecimal":
		return matches(`^[0-9a-fA-F]+$`, rule)
	}
	return false // URL accepts URLs without a scheme, which format uri rejects
}

func (r *reader) intConst(e ast.Expr) (int64, bool) {
	tv, ok := r.info.Types[e]
	if !ok || tv.Value == nil || tv.Value.Kind() != constant.Int {
		return 0, false
	}
	return constant.Int64Val(tv.Value)
}

// funcName returns the name of the ozzo-validation package function call
// calls, or "".
func funcName(info *types.Info, call *ast.CallExpr) string {
	fn := resolve.Callee(info, call)
	if !resolve.InPackage(fn, validationPath) || fn.Signature().Recv() != nil {
		return ""
	}
	return fn.Name()
}

func containsString(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
