package rules

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/constant"
	"go/format"
	"go/token"
	"go/types"
	"regexp"
	"slices"
	"strings"
	"unicode/utf8"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/toolvet/toolvet/internal/gostruct"
	"github.com/toolvet/toolvet/internal/model"
	"github.com/toolvet/toolvet/internal/pattern"
	"github.com/toolvet/toolvet/internal/resolve"
)

// keywords fills in r's schema equivalent when cond, a failing condition
// over one argument, has one. The rule is cond's negation: cond `x < 1`
// fails, so the rule is `minimum 1`.
func (x *extractor) keywords(r *model.Rule, cond ast.Expr) {
	switch e := cond.(type) {
	case *ast.CallExpr: // re.MatchString(v) fails: v must hold none of re's characters
		x.excluded(r, e)
	case *ast.UnaryExpr:
		if e.Op != token.NOT {
			return
		}
		x.negated(r, ast.Unparen(e.X))
	case *ast.BinaryExpr:
		if e.Op == token.LAND {
			if any, ok := negatedAll(e); ok {
				// !a && !b: the value must satisfy a or b.
				x.negated(r, any)
				return
			}
			x.exclusions(r, e)
			return
		}
		x.comparison(r, e)
	}
}

// negatedAll returns a || b || … for !a && !b && …, and ok when every
// conjunct is a negation.
func negatedAll(e ast.Expr) (ast.Expr, bool) {
	switch e := ast.Unparen(e).(type) {
	case *ast.BinaryExpr:
		if e.Op != token.LAND {
			return nil, false
		}
		a, ok := negatedAll(e.X)
		if !ok {
			return nil, false
		}
		b, ok := negatedAll(e.Y)
		if !ok {
			return nil, false
		}
		return &ast.BinaryExpr{X: a, OpPos: e.OpPos, Op: token.LOR, Y: b}, true
	case *ast.UnaryExpr:
		if e.Op == token.NOT {
			return ast.Unparen(e.X), true
		}
	}
	return nil, false
}

// stringPredicate reads strings.HasPrefix(v, "lit") (or HasSuffix,
// Contains) on a string argument: the pattern that states it, and what it
// says of the argument ("must start with \"acct_\"").
func (x *extractor) stringPredicate(e *ast.CallExpr) (p, says, arg string, ok bool) {
	fn, _ := typeutil.Callee(x.info, e).(*types.Func)
	if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != "strings" || len(e.Args) != 2 {
		return "", "", "", false
	}
	b, ok := x.stringArg(e.Args[0])
	if !ok {
		return "", "", "", false
	}
	lit, ok := constString(x.info, e.Args[1])
	if !ok {
		return "", "", "", false
	}
	lower := x.norm == normLower
	switch name := fn.Name(); {
	case name == "HasPrefix" && lower:
		p, ok = pattern.LoweredPrefix(lit)
		says = "must start with "
	case name == "HasPrefix":
		p, ok = pattern.Prefix(lit)
		says = "must start with "
	case name == "HasSuffix" && lower:
		p, ok = pattern.LoweredSuffix(lit)
		says = "must end with "
	case name == "HasSuffix":
		p, ok = pattern.Suffix(lit)
		says = "must end with "
	case name != "Contains":
		return "", "", "", false
	case lower:
		p, ok = pattern.LoweredContains(lit)
		says = "must contain "
	default:
		p, ok = pattern.Contains(lit)
		says = "must contain "
	}
	if !ok {
		return "", "", "", false
	}
	if lower {
		says = says + quote(lit) + " in any case"
	} else {
		says += quote(lit)
	}
	return p, says, b.arg, true
}

// anyPredicate handles `!(strings.HasPrefix(v, "#") || strings.HasPrefix(v,
// "C"))`: v must satisfy one of them, the alternation of their patterns.
func (x *extractor) anyPredicate(r *model.Rule, e *ast.BinaryExpr) {
	var patterns, says []string
	arg := ""
	var walk func(e ast.Expr) bool
	walk = func(e ast.Expr) bool {
		switch e := ast.Unparen(e).(type) {
		case *ast.BinaryExpr:
			return e.Op == token.LOR && walk(e.X) && walk(e.Y)
		case *ast.CallExpr:
			p, s, a, ok := x.stringPredicate(e)
			if !ok || arg != "" && a != arg {
				return false
			}
			arg = a
			patterns = append(patterns, "(?:"+p+")")
			says = append(says, s)
			return true
		}
		return false
	}
	if !walk(e) || len(patterns) < 2 {
		return
	}
	set(r, eitherOf(says), model.Constraint{Keyword: model.Pattern, Str: strings.Join(patterns, "|")})
}

// eitherOf joins what two or more alternatives say: "start with "#", "C"
// or "G"" when they say the same of each, else "match … or start with …".
func eitherOf(says []string) string {
	if len(says) < 2 {
		return strings.Join(says, "")
	}
	says = slices.Clone(says)
	verb := says[0][:strings.LastIndex(says[0], " ")+1]
	if !strings.HasSuffix(verb, "with ") && !strings.HasSuffix(verb, "contain ") || strings.HasSuffix(says[0], " in any case") {
		verb = ""
	}
	for i := range says {
		if verb != "" && strings.HasPrefix(says[i], verb) {
			continue
		}
		verb = ""
	}
	for i := range says {
		says[i] = strings.TrimPrefix(says[i], verb)
	}
	last := len(says) - 1
	return verb + strings.Join(says[:last], ", ") + " or " + says[last]
}

// negated handles `!pred(v)`: the rule is pred(v).
func (x *extractor) negated(r *model.Rule, e ast.Expr) {
	switch e := e.(type) {
	case *ast.BinaryExpr: // !(v == "a" || v == "b")
		if values, ok := x.memberships(e, token.LOR, token.EQL); ok {
			x.enum(r, values)
		} else if e.Op == token.LOR {
			x.anyPredicate(r, e)
		}
	case *ast.Ident: // !ok, ok from `v, ok := args["x"].(T)`
		if _, ok := x.presenceOf(e); ok {
			set(r, "is required", model.Constraint{Keyword: model.Required})
		} else if m, ok := x.members[x.info.Uses[e]]; ok { // ok from `v, ok := rates[currency]`
			x.norm = m.arg.norm
			x.enum(r, m.keys)
		}
	case *ast.IndexExpr: // !allowed[v] with a literal map[string]bool
		b, ok := x.argOf(e.Index)
		if !ok || b.typ != "string" && b.typ != "" {
			return
		}
		if keys, ok := x.trueKeys(e.X); ok {
			x.enum(r, keys)
		}
	case *ast.CallExpr:
		fn, _ := typeutil.Callee(x.info, e).(*types.Func)
		if fn == nil || fn.Pkg() == nil {
			return
		}
		switch path, name := fn.Pkg().Path(), fn.Name(); {
		case path == "strings" && len(e.Args) == 2 && (name == "HasPrefix" || name == "HasSuffix" || name == "Contains"):
			if p, says, _, ok := x.stringPredicate(e); ok {
				set(r, says, model.Constraint{Keyword: model.Pattern, Str: p})
			}
		case path == "regexp" && name == "MatchString" && fn.Signature().Recv() != nil && len(e.Args) == 1:
			sel, ok := ast.Unparen(e.Fun).(*ast.SelectorExpr)
			if !ok {
				return
			}
			if _, ok := x.stringArg(e.Args[0]); !ok {
				return
			}
			expr, ok := x.compiledRegexp(sel.X)
			if !ok {
				return
			}
			says := "must match " + quote(expr)
			if p, ok := pattern.FromRE2(expr); ok {
				set(r, says, model.Constraint{Keyword: model.Pattern, Str: p})
			} else {
				set(r, says, model.Constraint{Keyword: model.Pattern})
				r.NoFix = "this RE2 expression has no exact ECMA-262 equivalent toolvet can write"
			}
		case path == "slices" && name == "Contains" && len(e.Args) == 2:
			if _, ok := x.stringArg(e.Args[1]); !ok {
				return
			}
			if values, ok := x.stringList(e.Args[0]); ok {
				x.enum(r, values)
			}
		}
	}
}

// excluded handles a failing `re.MatchString(v)` where re matches one
// character of a class: v must be made of the other characters.
func (x *extractor) excluded(r *model.Rule, call *ast.CallExpr) {
	fn := resolve.Callee(x.info, call)
	if x.excludedChars(r, call, fn) {
		return
	}
	if !resolve.IsFunc(fn, "regexp", "MatchString") || fn.Signature().Recv() == nil || len(call.Args) != 1 {
		return
	}
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return
	}
	if _, ok := x.stringArg(call.Args[0]); !ok {
		return
	}
	expr, ok := x.compiledRegexp(sel.X)
	if !ok {
		return
	}
	if p, ok := pattern.Excluding(expr); ok {
		set(r, "must not contain a match of "+quote(expr), model.Constraint{Keyword: model.Pattern, Str: p})
	}
}

// excludedChars handles a failing strings.Contains(v, ";") of one
// character, strings.ContainsAny(v, ";|&") or strings.ContainsRune(v,
// ';'): v must hold none of those characters, `^[^;|&]*$`. A longer
// substring has no pattern without lookahead, which the Go validators of
// schemas (jsonschema-go) cannot compile: no keyword.
func (x *extractor) excludedChars(r *model.Rule, call *ast.CallExpr, fn *types.Func) bool {
	if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != "strings" || fn.Signature().Recv() != nil || len(call.Args) != 2 {
		return false
	}
	var chars []rune
	switch fn.Name() {
	case "Contains", "ContainsAny":
		s, ok := constString(x.info, call.Args[1])
		if !ok || !utf8.ValidString(s) || fn.Name() == "Contains" && utf8.RuneCountInString(s) != 1 {
			return false
		}
		chars = []rune(s)
	case "ContainsRune":
		c := x.constant(call.Args[1])
		if c == nil || c.Kind() != constant.Int {
			return false
		}
		v, exact := constant.Int64Val(c)
		if !exact || v < 0 || v > utf8.MaxRune {
			return false
		}
		chars = []rune{rune(v)}
	default:
		return false
	}
	b, ok := x.stringArg(call.Args[0])
	if !ok || b.norm != "" {
		return false // a normalised value: the characters of the value as sent differ
	}
	p, ok := pattern.ExcludingRunes(chars)
	if !ok {
		return false
	}
	says := "must not contain " + quote(string(chars))
	if len(chars) > 1 {
		says = "must not contain any of the characters " + quote(string(chars))
	}
	set(r, says, model.Constraint{Keyword: model.Pattern, Str: p})
	return true
}

// exclusions handles `v != "a" && v != "b"`: the rule is an enum.
func (x *extractor) exclusions(r *model.Rule, e *ast.BinaryExpr) {
	if values, ok := x.memberships(e, token.LAND, token.NEQ); ok {
		x.enum(r, values)
	}
}

// memberships reads a chain of `v cmp "const"` joined by join (the same
// string argument throughout, else ok is false) and returns the constants.
func (x *extractor) memberships(e ast.Expr, join, cmp token.Token) ([]string, bool) {
	var values []string
	arg := ""
	var walk func(e ast.Expr) bool
	walk = func(e ast.Expr) bool {
		be, ok := ast.Unparen(e).(*ast.BinaryExpr)
		if !ok {
			return false
		}
		switch be.Op {
		case join:
			return walk(be.X) && walk(be.Y)
		case cmp:
			v, c := be.X, be.Y
			empty, isEmpty := x.emptyLength(be) // len(v) != 0 is v != ""
			if isEmpty {
				v = empty
			} else if _, ok := x.argOf(v); !ok {
				v, c = c, v
			}
			b, ok := x.stringArg(v)
			if !ok || arg != "" && b.arg != arg {
				return false
			}
			arg = b.arg
			s, ok := "", isEmpty
			if !isEmpty {
				s, ok = constString(x.info, c)
			}
			values = append(values, s)
			return ok
		}
		return false
	}
	return values, walk(e)
}

// emptyLength returns s when be compares the length of a string s with
// zero for equality (len(s) == 0, 0 != len(s)): a test of s against "".
func (x *extractor) emptyLength(be *ast.BinaryExpr) (ast.Expr, bool) {
	if be.Op != token.EQL && be.Op != token.NEQ {
		return nil, false
	}
	l, k := ast.Unparen(be.X), ast.Unparen(be.Y)
	if x.constant(l) != nil {
		l, k = k, l
	}
	call, ok := l.(*ast.CallExpr)
	if c := x.constant(k); !ok || c == nil || !isZero(c) || len(call.Args) != 1 || !resolve.IsBuiltin(x.info, call.Fun, "len") {
		return nil, false
	}
	if t, ok := x.info.TypeOf(call.Args[0]).Underlying().(*types.Basic); !ok || t.Info()&types.IsString == 0 {
		return nil, false
	}
	return call.Args[0], true
}

// comparison handles `v OP c`, `len(v) OP c`, `v % c != 0`, `err != nil`
// and `v == ""`.
func (x *extractor) comparison(r *model.Rule, e *ast.BinaryExpr) {
	left, op, right := ast.Unparen(e.X), e.Op, ast.Unparen(e.Y)
	if x.constant(left) != nil && x.constant(right) == nil {
		left, right = right, left
		op = mirror(op)
	}
	// err != nil, with err from a Require-style read.
	if id, ok := left.(*ast.Ident); ok && op == token.NEQ && isNil(x.info, right) {
		if _, ok := x.errs[x.info.Uses[id]]; ok {
			set(r, "is required", model.Constraint{Keyword: model.Required})
		} else if p, ok := x.formats[x.info.Uses[id]]; ok && p.noun == "" && len(x.accepted[p.arg]) > 0 {
			// The last of several formats tried (alternatives.go).
			if c, ok := x.anyFormat(p.arg, p.format); ok && p.format != "" {
				set(r, c.Says(), c)
				if c.Keyword == model.AnyFormat {
					r.NoFix = anyFormatNoFix
				}
				r.OriginNote = alternativesNote
			}
		} else if ok && p.noun == "" {
			if c, says, noFix, ok := p.keyword(); ok {
				set(r, says, c)
				r.NoFix = noFix
			}
		} else if ok {
			r.Says = "must be " + p.noun // no keyword states it
		}
		return
	}
	c := x.constant(right)
	if c == nil {
		return
	}
	// v % n != 0
	if bin, ok := left.(*ast.BinaryExpr); ok && bin.Op == token.REM && op == token.NEQ && isZero(c) {
		b, ok := x.argOf(bin.X)
		n := x.constant(bin.Y)
		if ok && b.typ == "integer" && b.offset == nil && n != nil && constant.Sign(n) > 0 {
			c := model.Constraint{Keyword: model.MultipleOf, Num: n}
			set(r, c.Says(), c)
		}
		return
	}
	// len(v) OP n, utf8.RuneCountInString(v) OP n
	if call, ok := left.(*ast.CallExpr); ok {
		if b, sep, ok := x.splitCount(call); ok {
			x.partsRule(r, b, sep, op, c)
			return
		}
		if b, unit, ok := x.length(call); ok {
			x.lengthRule(r, b, unit, op, c)
			return
		}
	}
	b, ok := x.argOf(left)
	if !ok {
		return
	}
	switch {
	case c.Kind() == constant.String && (b.typ == "string" || b.typ == ""):
		s := constant.StringVal(c)
		switch {
		case op == token.EQL && s == "":
			r.Says = "must not be empty"
			r.Keywords = []model.Constraint{{Keyword: model.MinLength, Num: constant.MakeInt64(1)}}
			if b.required || b.def == nil || isEmptyString(x.info, b.def) {
				// Missing reads as "" too, so the rule also makes it required.
				r.Keywords = append([]model.Constraint{{Keyword: model.Required}}, r.Keywords...)
			}
		case op == token.NEQ:
			x.enum(r, []string{s})
		}
	case isNumeric(c) && (b.typ == "number" || b.typ == "integer"):
		if b.offset != nil { // v = arg + k: v OP c is arg OP c - k
			c = constant.BinaryOp(c, token.SUB, b.offset)
		}
		x.bound(r, b.typ == "integer", op, c)
	}
}

// bound maps `v OP c` (failing) to minimum/maximum keywords. Integers get
// inclusive bounds (x <= 0 fails: minimum 1); numbers get exclusive ones.
func (x *extractor) bound(r *model.Rule, integer bool, op token.Token, c constant.Value) {
	r.IntegerRead = integer
	one := constant.MakeInt64(1)
	var k model.Keyword
	switch op {
	case token.LSS: // v < c fails: v >= c
		k = model.Minimum
	case token.GTR: // v > c fails: v <= c
		k = model.Maximum
	case token.LEQ: // v <= c fails: v > c
		k = model.ExclusiveMinimum
		if integer && isInt(c) {
			k, c = model.Minimum, constant.BinaryOp(c, token.ADD, one)
		}
	case token.GEQ: // v >= c fails: v < c
		k = model.ExclusiveMaximum
		if integer && isInt(c) {
			k, c = model.Maximum, constant.BinaryOp(c, token.SUB, one)
		}
	default:
		return
	}
	kw, says := model.Bound(k, c)
	set(r, says, kw)
}

// length recognises len(v) and utf8.RuneCountInString(v); unit says what
// it counts.
func (x *extractor) length(call *ast.CallExpr) (binding, string, bool) {
	if lr, ok := x.h.Reader.(model.LengthReader); ok {
		if read, ok := lr.ReadLength(x.info, call); ok {
			b := binding{arg: read.Name, typ: read.Type, def: read.Default, required: read.ErrIndex >= 0 && !read.Optional}
			switch read.Type {
			case "string":
				return b, "bytes", true
			case "array":
				return b, "items", true
			}
			return binding{}, "", false
		}
	}
	if len(call.Args) != 1 {
		return binding{}, "", false
	}
	b, ok := x.argOf(call.Args[0])
	if !ok {
		return binding{}, "", false
	}
	if _, ok := ast.Unparen(call.Fun).(*ast.Ident); ok {
		if resolve.IsBuiltin(x.info, call.Fun, "len") {
			switch gostruct.JSONType(x.info.TypeOf(call.Args[0])) {
			case "string":
				return b, "bytes", true
			case "array":
				return b, "items", true
			}
		}
		return binding{}, "", false
	}
	if resolve.IsCallTo(x.info, call, "unicode/utf8", "RuneCountInString") {
		return b, "characters", true
	}
	return binding{}, "", false
}

// splitCount recognises len(strings.Split(v, sep)), directly or through
// a variable assigned it once (`parts := strings.Split(id, "/")`), for a
// string argument v and a separator of one character that a character
// class can exclude.
func (x *extractor) splitCount(call *ast.CallExpr) (binding, string, bool) {
	if !resolve.IsBuiltin(x.info, call.Fun, "len") || len(call.Args) != 1 {
		return binding{}, "", false
	}
	e := ast.Unparen(call.Args[0])
	// Through the variables holding it, copies included (parts :=
	// strings.Split(…); p := parts).
	for range 4 {
		v, ok := e.(*ast.Ident)
		if !ok || x.found == nil || x.found.Index == nil {
			break
		}
		obj := x.info.Uses[v]
		if obj == nil || x.found.Index.Assignments(obj) != 1 {
			break
		}
		def := x.found.Index.Value(obj)
		if def == nil || x.found.Index.WrittenBetween(obj, def.End(), call.Pos()) {
			break
		}
		e = ast.Unparen(def)
	}
	split, ok := e.(*ast.CallExpr)
	if !ok || !resolve.IsCallTo(x.info, split, "strings", "Split") || len(split.Args) != 2 {
		return binding{}, "", false
	}
	sep, ok := constString(x.info, split.Args[1])
	if !ok || utf8.RuneCountInString(sep) != 1 || strings.ContainsAny(sep, `\]^-`) {
		return binding{}, "", false
	}
	b, ok := x.stringArg(split.Args[0])
	return b, sep, ok
}

// partsRule maps a failing count of the parts strings.Split makes to the
// pattern of that many parts: n parts are n-1 separators.
func (x *extractor) partsRule(r *model.Rule, b binding, sep string, op token.Token, c constant.Value) {
	n, exact := constant.Int64Val(c)
	if !exact || c.Kind() != constant.Int || n > 64 {
		return
	}
	var lo, hi int64 // the allowed counts of parts, hi < 0: no upper bound
	switch op {
	case token.NEQ:
		lo, hi = n, n
	case token.LSS:
		lo, hi = n, -1
	case token.LEQ:
		lo, hi = n+1, -1
	case token.GTR:
		lo, hi = 1, n
	case token.GEQ:
		lo, hi = 1, n-1
	default:
		return
	}
	if lo < 1 {
		lo = 1 // strings.Split never returns fewer than one part
	}
	if hi >= 0 && hi < lo {
		return // no value passes: no keyword
	}
	part := "[^" + sep + "]*"
	var reps string
	switch {
	case hi == lo:
		reps = fmt.Sprintf("{%d}", lo-1)
	case hi < 0:
		reps = fmt.Sprintf("{%d,}", lo-1)
	default:
		reps = fmt.Sprintf("{%d,%d}", lo-1, hi-1)
	}
	quoted := regexp.QuoteMeta(sep)
	pat := "^" + part + "(?:" + quoted + part + ")" + reps + "$"
	count := fmt.Sprintf("exactly %d", lo)
	switch {
	case hi < 0:
		count = fmt.Sprintf("at least %d", lo)
	case hi != lo:
		count = fmt.Sprintf("%d to %d", lo, hi)
	}
	set(r, fmt.Sprintf("must have %s parts separated by %q", count, sep), model.Constraint{Keyword: model.Pattern, Str: pat})
}

// lengthRule maps a failing length comparison to minLength/maxLength or
// minItems/maxItems. JSON Schema counts a string's length in Unicode code
// points; len counts bytes. A byte maximum is still a true maximum in
// characters (n characters take at least n bytes), so maxLength is declared
// with a caveat; a byte minimum above 1 is not (two 2-byte characters pass
// len(s) >= 3), so it is reported without a fix.
func (x *extractor) lengthRule(r *model.Rule, b binding, unit string, op token.Token, c constant.Value) {
	if !isInt(c) {
		return
	}
	minK, maxK := model.MinLength, model.MaxLength
	noun := " characters long"
	if unit == "items" {
		minK, maxK = model.MinItems, model.MaxItems
		noun = " items"
	}
	one := constant.MakeInt64(1)
	var min, max constant.Value
	switch op {
	case token.LSS:
		min = c
	case token.LEQ:
		min = constant.BinaryOp(c, token.ADD, one)
	case token.GTR:
		max = c
	case token.GEQ:
		max = constant.BinaryOp(c, token.SUB, one)
	case token.EQL:
		if constant.Sign(c) == 0 {
			min = one
		}
	case token.NEQ:
		min, max = c, c
	}
	if min != nil && constant.Sign(min) <= 0 {
		min = nil // vacuous
	}
	if max != nil && constant.Sign(max) < 0 {
		return // no length is negative: the check always fails, no keyword
	}
	switch {
	case min != nil && max != nil:
		r.Says = "must be exactly " + model.NumText(min) + noun
		if unit == "items" {
			r.Says = "must have exactly " + model.NumText(min) + noun
		}
		r.Keywords = []model.Constraint{{Keyword: minK, Num: min}, {Keyword: maxK, Num: max}}
	case min != nil:
		r.Says = "must be at least " + model.NumText(min) + noun
		if unit == "items" {
			r.Says = "must have at least " + model.NumText(min) + noun
		}
		r.Keywords = []model.Constraint{{Keyword: minK, Num: min}}
		if constant.Compare(min, token.EQL, one) {
			r.Says = "must not be empty"
			if unit != "items" && (b.required || b.def == nil || isEmptyString(x.info, b.def)) {
				// As for v == "": missing reads as "" too, so the rule
				// also makes it required.
				r.Keywords = append([]model.Constraint{{Keyword: model.Required}}, r.Keywords...)
			}
		}
	case max != nil:
		r.Says = "must be at most " + model.NumText(max) + noun
		if unit == "items" {
			r.Says = "must have at most " + model.NumText(max) + noun
		}
		r.Keywords = []model.Constraint{{Keyword: maxK, Num: max}}
	default:
		return
	}
	r.Args = []string{b.arg}
	if unit == "bytes" {
		r.Says = strings.Replace(r.Says, " characters long", " bytes long", 1)
		if min != nil && !constant.Compare(min, token.EQL, one) {
			r.NoFix = "len counts bytes but minLength counts characters, so minLength " + model.NumText(min) +
				" would reject short non-ASCII values the code accepts; count with utf8.RuneCountInString to make them agree"
		} else if max != nil {
			r.Caveat = "len counts bytes, maxLength characters: non-ASCII values may still be too long"
		}
	}
}

func set(r *model.Rule, says string, c model.Constraint) {
	r.Says = says
	r.Keywords = []model.Constraint{c}
}

// enum states membership in values; after strings.ToLower, as the
// pattern of every spelling that lowercases to one of them (an enum would
// be stricter than the code, which also takes "USD").
func (x *extractor) enum(r *model.Rule, values []string) {
	if len(values) == 0 {
		return
	}
	var uniq []string // x != "a" && x != "a" lists "a" once
	for _, v := range values {
		if !slices.Contains(uniq, v) {
			uniq = append(uniq, v)
		}
	}
	values = uniq
	if x.norm == normLower {
		// "" lowers to itself only: `case "remote", "":` takes an empty
		// value as it is.
		nonEmpty := slices.DeleteFunc(slices.Clone(values), func(v string) bool { return v == "" })
		p, ok := pattern.LoweredEnum(nonEmpty)
		if !ok || len(nonEmpty) == 0 {
			return
		}
		says := "must be one of " + quoteList(nonEmpty) + " in any case"
		if len(nonEmpty) < len(values) {
			p, says = pattern.OrEmpty(p), says+" when set"
		}
		set(r, says, model.Constraint{Keyword: model.Pattern, Str: p})
		r.Constants = nonEmpty
		return
	}
	set(r, "must be one of "+quoteList(values), model.Constraint{Keyword: model.Enum, Strs: values})
}

// stringArg reports whether e is a string argument.
func (x *extractor) stringArg(e ast.Expr) (binding, bool) {
	b, ok := x.argOf(e)
	if !ok || b.typ != "string" && b.typ != "" {
		return binding{}, false
	}
	return b, true
}

// compiledRegexp follows re to regexp.MustCompile(const) and returns the
// expression.
func (x *extractor) compiledRegexp(re ast.Expr) (string, bool) {
	if x.found.Index != nil {
		re = x.found.Index.Expr(re)
	}
	call, ok := re.(*ast.CallExpr)
	if !ok || len(call.Args) != 1 {
		return "", false
	}
	if !resolve.IsCallTo(x.info, call, "regexp", "MustCompile") {
		return "", false
	}
	return constString(x.info, call.Args[0])
}

// stringList follows e to a slice or array literal of string constants.
func (x *extractor) stringList(e ast.Expr) ([]string, bool) {
	if x.found.Index != nil {
		e = x.found.Index.Expr(e)
	}
	lit, ok := e.(*ast.CompositeLit)
	if !ok {
		return nil, false
	}
	var out []string
	for _, elt := range lit.Elts {
		s, ok := constString(x.info, elt)
		if !ok {
			return nil, false
		}
		out = append(out, s)
	}
	return out, true
}

// trueKeys follows e to a map literal whose keys are string constants and
// whose values are all true, and returns the keys.
func (x *extractor) trueKeys(e ast.Expr) ([]string, bool) {
	lit, keys, ok := x.mapLiteral(e)
	if !ok {
		return nil, false
	}
	for _, elt := range lit.Elts {
		tv := x.info.Types[elt.(*ast.KeyValueExpr).Value]
		if tv.Value == nil || tv.Value.Kind() != constant.Bool || !constant.BoolVal(tv.Value) {
			return nil, false
		}
	}
	return keys, true
}

// membership is looking an argument up in a map whose keys are string
// constants: the lookup fails unless the argument is one of the keys.
type membership struct {
	arg  binding
	keys []string
}

// lookup reports whether e is m[v], v a string argument and m a map
// literal (or a variable holding only one) whose keys are string
// constants.
func (x *extractor) lookup(e ast.Expr) (membership, bool) {
	ix, ok := ast.Unparen(e).(*ast.IndexExpr)
	if !ok || x.isArgMap(ix.X) {
		return membership{}, false
	}
	b, ok := x.stringArg(ix.Index)
	if !ok {
		return membership{}, false
	}
	keys, ok := x.mapKeys(ix.X)
	if !ok {
		return membership{}, false
	}
	return membership{arg: b, keys: keys}, true
}

// mapKeys follows e to a map literal whose keys are string constants and
// returns them.
func (x *extractor) mapKeys(e ast.Expr) ([]string, bool) {
	_, keys, ok := x.mapLiteral(e)
	return keys, ok
}

// mapLiteral follows e to a map literal (or a variable holding only one)
// whose keys are string constants, and returns it with its keys.
func (x *extractor) mapLiteral(e ast.Expr) (*ast.CompositeLit, []string, bool) {
	if x.found.Index != nil {
		e = x.found.Index.Expr(e)
	}
	lit, ok := e.(*ast.CompositeLit)
	if !ok {
		return nil, nil, false
	}
	if t := x.info.TypeOf(lit); t == nil {
		return nil, nil, false
	} else if _, isMap := t.Underlying().(*types.Map); !isMap {
		return nil, nil, false
	}
	var keys []string
	for _, elt := range lit.Elts {
		kv, ok := elt.(*ast.KeyValueExpr)
		if !ok {
			return nil, nil, false
		}
		k, ok := constString(x.info, kv.Key)
		if !ok {
			return nil, nil, false
		}
		keys = append(keys, k)
	}
	return lit, keys, len(keys) > 0
}

func (x *extractor) constant(e ast.Expr) constant.Value {
	tv, ok := x.info.Types[e]
	if !ok {
		return nil
	}
	return tv.Value
}

var constString = resolve.ConstString

var isNil = resolve.IsNil

func isEmptyString(info *types.Info, e ast.Expr) bool {
	s, ok := constString(info, e)
	return ok && s == ""
}

func isNumeric(c constant.Value) bool {
	return c.Kind() == constant.Int || c.Kind() == constant.Float
}

func isInt(c constant.Value) bool {
	return c.Kind() == constant.Int || c.Kind() == constant.Float && constant.ToInt(c).Kind() == constant.Int
}

func isZero(c constant.Value) bool { return isNumeric(c) && constant.Sign(c) == 0 }

// mirror returns the operator that holds with the operands swapped.
func mirror(op token.Token) token.Token {
	switch op {
	case token.LSS:
		return token.GTR
	case token.GTR:
		return token.LSS
	case token.LEQ:
		return token.GEQ
	case token.GEQ:
		return token.LEQ
	}
	return op
}

func quote(s string) string { return constant.MakeString(s).ExactString() }

func quoteList(values []string) string {
	q := make([]string, len(values))
	for i, v := range values {
		q[i] = quote(v)
	}
	return strings.Join(q, ", ")
}

// render prints e for messages.
func render(e ast.Expr) string {
	var buf bytes.Buffer
	if err := format.Node(&buf, token.NewFileSet(), e); err != nil {
		return ""
	}
	return buf.String()
}

// parsed says that a variable holds the error of parsing an argument in a
// format.
type parsed struct {
	arg, format string
	// noun says what the value must be when no format states it
	// ("base64"): a rule for a description, with no keyword.
	noun string
	// number is set for a parse of a number that a pattern states
	// (strconv.Atoi: an integer), boolean for strconv.ParseBool (an enum
	// of the spellings it accepts).
	number, boolean bool
}

// keyword returns what a successful parse p means: a format, the pattern
// of a number (reported without a fix: the parse also rejects numbers
// out of the type's range, which the pattern lets through), or the enum
// of a boolean's spellings.
func (p parsed) keyword() (c model.Constraint, says, noFix string, ok bool) {
	switch {
	case p.format != "":
		c = model.Constraint{Keyword: model.Format, Str: p.format}
		return c, c.Says(), "", true
	case p.number:
		return model.Constraint{Keyword: model.Pattern, Str: integerPattern}, "must be a whole number",
			"the code also rejects numbers too large for its integer type, which the pattern lets through", true
	case p.boolean:
		c = model.Constraint{Keyword: model.Enum, Strs: boolSpellings}
		return c, "must be one of " + quoteList(boolSpellings), "", true
	}
	return model.Constraint{}, "", "", false
}

// isInt reports whether e is the integer constant n.
func (x *extractor) isInt(e ast.Expr, n int64) bool {
	c := x.constant(e)
	if c == nil || c.Kind() != constant.Int {
		return false
	}
	v, exact := constant.Int64Val(c)
	return exact && v == n
}

// integerPattern is what strconv.Atoi and strconv.ParseInt(v, 10, n)
// accept, range aside: an optional sign and decimal digits.
const integerPattern = "^[+-]?[0-9]+$"

// boolSpellings are the strings strconv.ParseBool accepts.
var boolSpellings = []string{"1", "t", "T", "TRUE", "true", "True", "0", "f", "F", "FALSE", "false", "False"}

// decoders are the methods and functions that decode a string argument in
// an encoding no JSON Schema format states.
var decoders = map[string]string{
	"(*encoding/base64.Encoding).DecodeString": "base64",
	"encoding/hex.DecodeString":                "hexadecimal",
}

// formatParsers are the parsers whose success means a JSON Schema format.
// Each is at least as strict as the format's usual reading on the strings
// the format allows, so a value the model writes to the format passes.
var formatParsers = map[string]string{
	"net/mail.ParseAddress":            "email",
	"github.com/google/uuid.Parse":     "uuid",
	"github.com/gofrs/uuid.FromString": "uuid",
}

// timeLayouts are the time.Parse layouts with a JSON Schema format.
var timeLayouts = map[string]string{
	"2006-01-02T15:04:05Z07:00": "date-time",
	"2006-01-02":                "date",
}

// parse recognises a call that parses a string argument in a format:
// mail.ParseAddress(v), uuid.Parse(v), time.Parse(time.RFC3339, v).
func (x *extractor) parse(call *ast.CallExpr) (parsed, bool) {
	fn, _ := typeutil.Callee(x.info, call).(*types.Func)
	if fn == nil || fn.Pkg() == nil {
		return parsed{}, false
	}
	if noun, ok := decoders[fn.FullName()]; ok && len(call.Args) == 1 {
		if b, ok := x.stringArg(call.Args[0]); ok {
			return parsed{arg: b.arg, noun: noun}, true
		}
	}
	if fn.Signature().Recv() != nil {
		return parsed{}, false
	}
	key := fn.Pkg().Path() + "." + fn.Name()
	if f, ok := formatParsers[key]; ok && len(call.Args) == 1 {
		if b, ok := x.stringArg(call.Args[0]); ok {
			return parsed{arg: b.arg, format: f}, true
		}
	}
	switch {
	case key == "strconv.Atoi" && len(call.Args) == 1,
		key == "strconv.ParseInt" && len(call.Args) == 3 && x.isInt(call.Args[1], 10):
		if b, ok := x.stringArg(call.Args[0]); ok {
			return parsed{arg: b.arg, number: true}, true
		}
	case key == "strconv.ParseBool" && len(call.Args) == 1:
		if b, ok := x.stringArg(call.Args[0]); ok {
			return parsed{arg: b.arg, boolean: true}, true
		}
	}
	if key == "time.Parse" && len(call.Args) == 2 {
		layout, ok := constString(x.info, call.Args[0])
		f, known := timeLayouts[layout]
		if b, isArg := x.stringArg(call.Args[1]); ok && known && isArg {
			return parsed{arg: b.arg, format: f}, true
		}
	}
	return parsed{}, false
}

// normIn returns the normalisation of the argument e reads, if any.
func (x *extractor) normIn(e ast.Expr) string {
	norm := ""
	ast.Inspect(e, func(n ast.Node) bool {
		ex, ok := n.(ast.Expr)
		if !ok {
			return true
		}
		if b, ok := x.argOf(ex); ok {
			if b.norm != "" {
				norm = b.norm
			}
			return false
		}
		return true
	})
	return norm
}

// normalised qualifies a rule on a normalised argument. A keyword states
// the rule on the value as sent while the code checks the normalised one,
// so the keyword is exact only where normalising keeps the verdict:
//   - after ToLower, the case-insensitive patterns, and "not empty";
//   - after TrimSpace, "not empty" becomes "holds a rune TrimSpace keeps"
//     (pattern.NotBlank): minLength 1 would let "   " through.
//
// Elsewhere a normaliser that turns an invalid value into a valid one
// (" eu " trims to "eu", "USD" lowers to "usd") makes the keyword stricter
// than the code, and trimming before a lower bound makes it looser ("  ab"
// is three bytes long, "ab" two).
func (x *extractor) normalised(r *model.Rule) {
	if x.norm == "" || len(r.Keywords) == 0 || r.NoFix != "" {
		return
	}
	notEmpty := isNotEmpty(r)
	switch {
	case x.norm == normLower && len(r.Keywords) == 1 && r.Keywords[0].Keyword == model.Enum:
		// A helper's enum on the value lowered first: as a guard on it
		// reads it (enum), every spelling that lowers to one of them.
		if x.enum(r, r.Keywords[0].Strs); r.Keywords[0].Keyword == model.Enum {
			r.NoFix = "the code normalises the value first, so the keyword would be stricter than the code; state the rule in the description"
		}
	case x.norm == normLower && (r.Keywords[0].Keyword == model.Pattern || notEmpty):
	case x.norm == normTrimSpace && notEmpty:
		for i, c := range r.Keywords {
			if c.Keyword == model.MinLength {
				r.Keywords[i] = model.Constraint{Keyword: model.Pattern, Str: pattern.NotBlank}
			}
		}
		r.Says = "must not be empty or only white space"
	case x.norm == normTrimSpace && hasLowerBound(r):
		r.NoFix = "the code trims white space first, so the keyword would let through values the code rejects; state the rule in the description"
	default:
		r.NoFix = "the code normalises the value first, so the keyword would be stricter than the code; state the rule in the description"
	}
}

// isNotEmpty reports whether r's keywords say "not empty": minLength 1,
// with or without required.
func isNotEmpty(r *model.Rule) bool {
	found := false
	for _, c := range r.Keywords {
		switch {
		case c.Keyword == model.MinLength && c.Num != nil && constant.Compare(c.Num, token.EQL, constant.MakeInt64(1)):
			found = true
		case c.Keyword != model.Required:
			return false
		}
	}
	return found
}

// hasLowerBound reports whether r sets a least length.
func hasLowerBound(r *model.Rule) bool {
	for _, c := range r.Keywords {
		if c.Keyword == model.MinLength {
			return true
		}
	}
	return false
}
