package rules

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"slices"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/toolvet/toolvet/internal/flow"
	"github.com/toolvet/toolvet/internal/gostruct"
	"github.com/toolvet/toolvet/internal/model"
	"github.com/toolvet/toolvet/internal/resolve"
	"github.com/toolvet/toolvet/internal/rulesource"
)

// Real handlers rarely read and check arguments inline: they call the
// project's helpers. Two kinds of helper are followed, in the same package
// and, through facts (facts.go), in other packages of the module:
//
//   - argument readers: a function with a string parameter k whose body
//     reads the argument named by k, once: RequiredParam[T](req, "owner"),
//     getTrimmedString(req, "q"). A call with a constant name is a read.
//   - validation helpers: a function whose parameter k is checked by
//     guards that fail (return a non-nil error), validateAccountID(s)
//     error, parseISO(s) (time.Time, error); or a predicate that returns a
//     condition on k, after guards that return false, isAccountID(s)
//     bool. Its rules on k
//     become the caller's rules on the argument it passes.
//   - parse helpers: a function that reads arguments by name itself and
//     fails on them, parseParams(req) (params, error). Its rules, on the
//     arguments it reads, become the caller's where it fails on the
//     function's error.

// helpers caches the summaries of one package's functions.
type helpers struct {
	readers map[*types.Func]*readerSummary
	checks  map[*types.Func]*checkSummary
	// callbacks are the summaries of closures handed to functions that
	// fail when they do (callbacks.go).
	callbacks map[*ast.FuncLit]*checkSummary
	// errorResults says which of the package's functions return only
	// error results (failresults.go).
	errorResults map[*types.Func]bool
	// verdictFuncs says which answer with an error result or nil
	// (holdsVerdict).
	verdictFuncs map[*types.Func]bool
	// importFact reads a fact of another package's function (nil: none).
	importFact func(types.Object, analysis.Fact) bool
	// sources are the rule sources' readings of the package (sources.go).
	sources []rulesource.Reading
	// cuts are the places a budget stopped the reading, in order.
	cuts []model.Unread
	// typed is typedFrom with the types of the conditions guard helpers'
	// readings wrote (inlined.go).
	typed, typedFrom *types.Info
	// typedApart: typed has uses and selections of its own
	// (overlayTyped).
	typedApart bool
	// recorder, while a work function is read for its summary, records
	// the conditions it fails on (exportWork).
	recorder *guardRecorder
}

// cutAt records that the reading stopped at pos, once.
func (hs *helpers) cutAt(pos token.Pos, why string) {
	u := model.Unread{Pos: pos, Why: why}
	if !slices.Contains(hs.cuts, u) {
		hs.cuts = append(hs.cuts, u)
	}
}

// readerSummary: the function returns the argument named by parameter
// nameParam (flow.Reader), read from the argument map the caller gives it
// as parameter mapParam (-1: it reaches the arguments itself), or else
// parameter defaultParam (-1: none).
type readerSummary struct {
	nameParam, mapParam, defaultParam int
	name                              string   // nameParam -1: the name the function spells itself
	through                           []string // flow.Reader.Through
	typ                               string   // JSON type, "" when the function is generic in it
	errIndex                          int      // the error result, or -1
	// optional: the error is no verdict on a missing argument (it fails
	// only on a value of the wrong type).
	optional bool
	// norm is the normalisation of what the function returns
	// (getTrimmedString: normTrimSpace), "" when none.
	norm string
	// present is the bool result saying the argument was sent, or -1.
	present int
}

// checkSummary: the function fails (or, for a predicate, is false) unless
// parameter param satisfies each rule.
type checkSummary struct {
	param     int
	predicate bool // a bool function: false means failure
	// result: the function returns the library's error result or nil
	// (func check(v string) *mcp.CallToolResult): a non-nil result is the
	// failure, which the caller returns as its own.
	result bool
	// parsed: a parse helper (param -1), whose rules name the arguments
	// it reads.
	parsed bool
	// inline: the checks are the handler's own, written in a closure it
	// hands a function that fails when the closure does (callbacks.go);
	// its rules are reported where they are written.
	inline bool
	// partial: the function checks more than parameter param (another
	// parameter, or arguments it reads itself); a caller reads its guards
	// in place where it can (inlined.go).
	partial bool
	rules   []*model.Rule
}

// checkedErr says that a variable holds the error of a validation helper
// called on an argument.
type checkedErr struct {
	arg  string
	zero string // the zero value a default lets through unchecked (defaults.go)
	norm string // the normalisation of the value checked
	// offset is the constant the value checked adds to the argument
	// (validate(*args.Step - 1)): binding.offset.
	offset constant.Value
	sum    *checkSummary
	// inlined are, for a guard helper's verdict (inlined.go), its guards
	// over the values it was given; sum is nil then.
	inlined []inlinedGuard
	// computes is set when the helper returns a value besides its verdict
	// (`t, err := parseWhen(v)`): its checks are inside it, not at the guard.
	computes bool
	// call is the helper's call, whose guards say when the verdict is a
	// failure (verdictCondition).
	call *ast.CallExpr
	// result: the verdict is the library's error result or nil, which the
	// caller returns as its own failure (checkSummary.result).
	result bool
}

// readArg is the library's ReadArg for constant names, extended to this
// package's argument readers (the engine's flow.Reader summaries, and
// other packages' through ReadsArgFact); norm is how such a reader
// normalises the value it returns.
func (x *extractor) readArg(call *ast.CallExpr) (read model.ArgRead, norm string, ok bool) {
	if r, ok := x.h.Reader.ReadArg(x.info, call); ok {
		if r.Name == "" && r.NameExpr != nil {
			r.Name, _ = x.argName(r.NameExpr)
		}
		return r, "", r.Name != ""
	}
	fn, decl := x.localFunc(call)
	var s *readerSummary
	if decl != nil {
		s = x.readerSummary(fn)
		if s == nil {
			// snippet(args) returning args["code"]: read as another
			// package's reader of that one argument is (its fact).
			if r := x.found.Flow.NamedReader(fn, x.h.Reader); r != nil && r.Result == 0 {
				s = readerOf(r, fn)
			}
		}
	} else {
		s = importedReader(x.helpers.importFact, fn)
	}
	if s == nil || s.nameParam >= len(call.Args) || s.mapParam >= len(call.Args) || s.defaultParam >= len(call.Args) {
		return model.ArgRead{}, "", false
	}
	if s.mapParam >= 0 && !x.isArgMap(call.Args[s.mapParam]) {
		return model.ArgRead{}, "", false
	}
	name, ok, nameExpr := s.name, s.name != "", ast.Expr(call)
	if s.nameParam >= 0 {
		nameExpr = call.Args[s.nameParam]
		name, ok = x.argName(nameExpr)
	}
	if !ok {
		return model.ArgRead{}, "", false
	}
	typ := s.typ
	if typ == "" { // generic: the type it is called with
		t := x.info.TypeOf(call)
		if tuple, ok := t.(*types.Tuple); ok && tuple.Len() > 0 {
			t = tuple.At(0).Type()
			if s.errIndex == 0 && tuple.Len() > 1 {
				t = tuple.At(1).Type()
			}
		}
		typ = gostruct.JSONType(t)
	}
	read = model.ArgRead{Name: name, Type: typ, ErrIndex: s.errIndex, Optional: s.optional, NameExpr: nameExpr, Present: s.present + 1}
	if s.defaultParam >= 0 {
		read.Default = call.Args[s.defaultParam]
	}
	return read, s.norm, true
}

// localFunc returns the function call calls, and its declaration when
// this package declares it. A closure the function being read defines
// once and calls (check := func(s string) error {…}; check(acct)) is a
// function of the package like any other (flow.Graph.Closure): read the
// same way as a named one with the same body.
func (x *extractor) localFunc(call *ast.CallExpr) (*types.Func, *ast.FuncDecl) {
	fn, _ := typeutil.Callee(x.info, call).(*types.Func)
	if fn == nil {
		if id, ok := ast.Unparen(call.Fun).(*ast.Ident); ok && x.found != nil {
			return x.found.Flow.Closure(id)
		}
		return nil, nil
	}
	fn = fn.Origin()
	if x.found.Index == nil {
		return fn, nil
	}
	decl := x.found.Index.FuncDecl(fn)
	if decl == nil || decl.Body == nil {
		return fn, nil
	}
	return fn, decl
}

func (x *extractor) readerSummary(fn *types.Func) *readerSummary {
	if s, ok := x.helpers.readers[fn]; ok {
		return s
	}
	if x.helpers.readers == nil {
		x.helpers.readers = make(map[*types.Func]*readerSummary)
	}
	var s *readerSummary
	if r := x.found.Flow.Reader(fn, x.h.Reader); r != nil {
		s = readerOf(r, fn)
	}
	x.helpers.readers[fn] = s
	return s
}

// readerOf is the reader summary of fn, a reader as the engine reads it.
func readerOf(r *flow.Reader, fn *types.Func) *readerSummary {
	s := &readerSummary{nameParam: r.Key, name: r.Name, mapParam: r.Map, defaultParam: r.Default, errIndex: r.Err,
		optional: r.Err >= 0 && !r.FailsWhenAbsent, present: r.Present, through: r.Through}
	res := fn.Signature().Results().At(r.Result).Type()
	if _, generic := res.(*types.TypeParam); !generic {
		s.typ = gostruct.JSONType(res)
	}
	// strings.TrimSpace(req.GetString(key, "")): what the caller checks
	// is not the argument as sent.
	for _, f := range r.Through {
		s.norm = normThen(s.norm, normalisers[f])
	}
	return s
}

// argMapExpr reports whether e is the raw argument map, directly or
// through a variable assigned it.
func argMapExpr(info *types.Info, reader model.ArgReader, e ast.Expr) bool {
	return reader.ArgMap(info, e)
}

func identOf(e ast.Expr) *ast.Ident {
	id, _ := ast.Unparen(e).(*ast.Ident)
	return id
}

// paramIndex maps a function's parameters to their indexes.
func paramIndex(info *types.Info, decl *ast.FuncDecl) map[types.Object]int {
	m := make(map[types.Object]int)
	i := 0
	for _, field := range decl.Type.Params.List {
		if len(field.Names) == 0 {
			i++
		}
		for _, name := range field.Names {
			if obj := info.Defs[name]; obj != nil {
				m[obj] = i
			}
			i++
		}
	}
	return m
}

// lastIsError reports whether call returns n results, the last an error.
func lastIsError(info *types.Info, call *ast.CallExpr, n int) bool {
	tuple, ok := info.TypeOf(call).(*types.Tuple)
	return ok && tuple.Len() == n && resolve.IsError(tuple.At(n-1).Type())
}

// checkCall records `err := validateX(v)` (or `_, err := parseX(v)`):
// err now holds the helper's verdict on the argument v. lhs are the
// assignment's left-hand sides.
func (x *extractor) checkCall(call *ast.CallExpr, lhs []ast.Expr) bool {
	for _, l := range lhs {
		if obj := x.object(l); obj != nil && readsSome(x.info, call, func(o types.Object) bool { return o == obj }) {
			return false // err = wrap(err): no verdict on an argument of its own
		}
	}
	s, b, ok := x.helperCheck(call)
	if !ok || s.partial {
		// The verdict is the one result, or the error last of several
		// (`price, err := quote(express, kg)`).
		if guards, result, ok := x.guardHelper(call); ok && (len(lhs) == 1 || !result && lastIsError(x.info, call, len(lhs))) {
			if obj := x.object(lhs[len(lhs)-1]); obj != nil {
				saved := x.info
				for i := range guards {
					// A condition held in a variable before the call
					// (bad := amount < 1; check(bad)), read with the
					// types of the nodes another package's guard text
					// wrote (a predicate of its package it calls).
					x.info = x.guardInfo(saved, guards[i])
					guards[i].cond = x.expand(guards[i].cond, 0)
				}
				x.info = saved
				x.checked[obj] = checkedErr{inlined: guards, call: call, result: result, computes: len(lhs) > 1}
				if result {
					x.verdict(obj)
				}
				return true
			}
		}
		if !ok {
			return false
		}
		// Read in place it cannot be: its summary tells what it can.
	}
	if s.predicate {
		return false
	}
	if s.parsed && slices.ContainsFunc(call.Args, x.holdsArgs) {
		// validate(in, req): the helper reads arguments itself and is
		// handed the decoded ones too; read as a struct helper, it is
		// read whole.
		return false
	}
	obj := x.object(lhs[len(lhs)-1])
	if obj == nil {
		return false
	}
	x.checked[obj] = checkedErr{arg: b.arg, zero: b.zero, norm: b.norm, offset: b.offset, sum: s, computes: len(lhs) > 1, call: call, result: s.result}
	if s.result {
		x.verdict(obj)
	}
	if len(lhs) == 2 && !s.parsed && s.formats() {
		// t, err := parseWhen(args.When): t is the argument, parsed.
		x.setVal(lhs[0], binding{arg: b.arg})
	}
	return true
}

// readsSome reports whether n reads an object of which some is true.
func readsSome(info *types.Info, n ast.Node, some func(types.Object) bool) bool {
	found := false
	ast.Inspect(n, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok {
			if obj := info.Uses[id]; obj != nil && some(obj) {
				found = true
			}
		}
		return !found
	})
	return found
}

// formats reports whether the helper checks a format: what it returns
// besides its error is the argument parsed.
func (s *checkSummary) formats() bool {
	for _, r := range s.rules {
		for _, k := range r.Keywords {
			if k.Keyword == model.Format {
				return true
			}
		}
	}
	return false
}

// helperCheck returns the summary of a validation helper call whose
// checked parameter is given an argument.
func (x *extractor) helperCheck(call *ast.CallExpr) (*checkSummary, binding, bool) {
	if s := x.callbackCheck(call); s != nil {
		return s, binding{}, true
	}
	fn, decl := x.localFunc(call)
	var s *checkSummary
	if decl != nil {
		s = x.checkSummary(fn, decl)
	} else if fn != nil && x.helpers.importFact != nil {
		var f ChecksFact
		if x.helpers.importFact(fn, &f) {
			s = fromFact(&f)
		}
	}
	if s != nil && s.parsed {
		return s, binding{}, true
	}
	if s == nil || s.param < 0 || s.param >= len(call.Args) {
		return nil, binding{}, false
	}
	b, ok := x.argOf(call.Args[s.param])
	return s, b, ok
}

// helperGuard reads a guard that fails on a validation helper's verdict:
// `err != nil` with err from the helper, or `!isValid(v)`. Each of the
// helper's rules becomes a rule on the argument, at the guard, pointing at
// the check inside the helper.
func (x *extractor) helperGuard(cond ast.Expr, msg string) bool {
	var s *checkSummary
	var arg, zero, norm string
	var offset constant.Value
	computes := false
	switch e := cond.(type) {
	case *ast.BinaryExpr: // err != nil
		id, ok := ast.Unparen(e.X).(*ast.Ident)
		if !ok || e.Op != token.NEQ || !isNil(x.info, ast.Unparen(e.Y)) {
			return false
		}
		c, ok := x.checked[x.info.Uses[id]]
		if !ok || c.sum == nil {
			return false
		}
		s, arg, zero, norm, offset, computes = c.sum, c.arg, c.zero, c.norm, c.offset, c.computes
	case *ast.UnaryExpr: // !isValid(v)
		call, ok := ast.Unparen(e.X).(*ast.CallExpr)
		if !ok || e.Op != token.NOT {
			return false
		}
		sum, b, ok := x.helperCheck(call)
		if !ok || !sum.predicate {
			return false
		}
		s, arg, zero, norm, offset = sum, b.arg, b.zero, b.norm, b.offset
	default:
		return false
	}
	for _, hr := range s.rules {
		r := *hr
		if !s.parsed {
			r.Args = []string{arg}
		}
		if !s.inline {
			// Another package's helper has its check's place from its
			// fact (OriginIn), no position of this pass.
			r.Origin, r.OriginEnd, r.OriginCheck = hr.Pos, hr.End, hr.Check
			r.OriginIn = model.FileSite{}
			if !hr.Pos.IsValid() {
				r.OriginIn = hr.OriginIn
			}
			if hr.InHelper() && hr.CheckedInside {
				// The helper's guard only tests a deeper helper's failure
				// (parseParams calling formatChannel): the check is that
				// helper's.
				r.Origin, r.OriginEnd, r.OriginCheck, r.OriginIn = hr.Origin, hr.OriginEnd, hr.OriginCheck, hr.OriginIn
			}
			r.CheckedInside = computes
			r.Pos, r.End = cond.Pos(), cond.End()
			r.Check = render(cond)
		}
		if r.Message == "" {
			r.Message = msg
		}
		if offset != nil && !s.parsed && !unshift(&r, offset) {
			continue
		}
		if zero != "" && !s.parsed {
			r.Keywords = slices.Clone(r.Keywords)
			if acceptZero(&r, zero) {
				continue
			}
		}
		if norm != "" && !s.parsed {
			x.norm = norm
			x.normalised(&r)
			x.norm = ""
		}
		x.add(&r)
	}
	return true
}

// verdictMessage is the message of a guard on a validation helper's
// verdict (err != nil, err from the helper) whose own failure's message
// is not a constant (return fail(err.Error())): the helper's, when every
// rule of the helper fails with the same one. helperGuard gives the
// helper's rules their own messages the same way.
func (x *extractor) verdictMessage(cond ast.Expr) string {
	e, ok := cond.(*ast.BinaryExpr)
	if !ok || e.Op != token.NEQ || !isNil(x.info, ast.Unparen(e.Y)) {
		return ""
	}
	id, ok := ast.Unparen(e.X).(*ast.Ident)
	if !ok {
		return ""
	}
	c, ok := x.checked[x.info.Uses[id]]
	if !ok || c.sum == nil {
		return ""
	}
	msg := ""
	for _, r := range c.sum.rules {
		if r.Message == "" || msg != "" && r.Message != msg {
			return ""
		}
		msg = r.Message
	}
	return msg
}

// unshift turns a helper's bound on the value it was given, the argument
// plus offset, into the bound on the argument (v >= 0 for v = step - 1 is
// step >= 1), as a guard on the value itself is read (keywords.go). It
// reports false for a rule that is no single bound: no rule on the
// argument then.
func unshift(r *model.Rule, offset constant.Value) bool {
	if len(r.Keywords) != 1 || r.Keywords[0].Num == nil {
		return false
	}
	switch k := r.Keywords[0]; k.Keyword {
	case model.Minimum, model.Maximum, model.ExclusiveMinimum, model.ExclusiveMaximum:
		c, says := model.Bound(k.Keyword, constant.BinaryOp(k.Num, token.SUB, offset))
		r.Keywords, r.Says = []model.Constraint{c}, says
		return true
	}
	return false
}

func (x *extractor) checkSummary(fn *types.Func, decl *ast.FuncDecl) *checkSummary {
	if s, ok := x.helpers.checks[fn]; ok {
		return s
	}
	if x.helpers.checks == nil {
		x.helpers.checks = make(map[*types.Func]*checkSummary)
	}
	x.helpers.checks[fn] = nil // a recursive call summarises as nothing
	s := x.summarizeCheck(fn.Signature(), decl, decl.Type, decl.Body)
	x.helpers.checks[fn] = s
	return s
}

// helperArg is the name a helper's checked parameter goes by while its
// body is read; the caller substitutes the argument it passes.
const helperArg = "\x00param"

// summarizeCheck reads the rules a helper enforces on one string or
// numeric parameter: a func(...) error (or (T, error)) read like a
// handler, or a func(...) bool read by predicate.
func (x *extractor) summarizeCheck(sig *types.Signature, fun ast.Node, ftype *ast.FuncType, body *ast.BlockStmt) *checkSummary {
	results := sig.Results()
	if results.Len() == 0 {
		return nil
	}
	last := results.At(results.Len() - 1).Type()
	predicate := results.Len() == 1 && types.Identical(last.Underlying(), types.Typ[types.Bool])
	var failure model.ArgReader = failsWithError{x.h.Reader}
	result := false
	if !predicate && !resolve.IsError(last) {
		r, ok := x.resultVerdict(sig, body)
		if !ok {
			return nil
		}
		failure, result = r, true
	}
	var found *checkSummary
	for k, obj := range resolve.Params(x.info, ftype) {
		if obj == nil {
			continue
		}
		typ := gostruct.JSONType(obj.Type())
		if typ != "string" && typ != "number" && typ != "integer" {
			continue
		}
		sub := newExtractor(x.info, x.found, &model.Handler{Func: fun, Reader: failure}, x.helpers)
		if sub == nil {
			return nil
		}
		sub.vals[obj] = binding{arg: helperArg, typ: typ, required: true}
		var rules []*model.Rule
		if predicate {
			sub.h.Reader = failsWithFalse{x.h.Reader}
			sub.predicate(body.List)
		} else {
			sub.block(body.List)
		}
		for _, r := range sub.rules {
			if len(r.Args) == 1 && r.Args[0] == helperArg && len(r.Keywords) > 0 {
				rules = append(rules, r)
			}
		}
		if len(rules) == 0 {
			continue
		}
		if found != nil {
			// A second parameter checked: the summary of the first
			// tells part of what the helper checks.
			found.partial = true
			return found
		}
		found = &checkSummary{param: k, predicate: predicate, result: result, rules: rules}
		if sig.Params().Len() == 1 {
			return found
		}
	}
	if found != nil {
		// The helper may test another parameter, of any type
		// (validate(ok, limit) testing ok), or read arguments itself
		// (validate(q, req) reading req's "sku").
		found.partial = x.testsOtherParam(ftype, body, found.param) ||
			!predicate && x.summarizeParse(fun, body, failure) != nil
		return found
	}
	if !predicate {
		s := x.summarizeParse(fun, body, failure)
		if s != nil {
			s.result = result
			// A value it is given takes part in a check too
			// (validate(action, req): action == "create" && id != "").
			s.partial = x.testsOtherParam(ftype, body, -1)
		}
		return s
	}
	return nil
}

// testsOtherParam reports whether body reads a parameter of ftype other
// than the k-th outside its returns (in a condition, or in what a
// condition is made of: `bad := !sent`, a helper given it); for k -1, one that is no library's
// struct (a value, not a request to read arguments from).
func (x *extractor) testsOtherParam(ftype *ast.FuncType, body *ast.BlockStmt, k int) bool {
	others := make(map[types.Object]bool)
	for i, p := range resolve.Params(x.info, ftype) {
		if p == nil || i == k {
			continue
		}
		t := p.Type()
		if ptr, ok := t.Underlying().(*types.Pointer); ok {
			t = ptr.Elem()
		}
		// A library's struct (the request the helper reads arguments
		// from) is no value; the package's own (a params struct) is.
		_, isStruct := t.Underlying().(*types.Struct)
		n, named := types.Unalias(t).(*types.Named)
		library := isStruct && (!named || n.Obj().Pkg() != p.Pkg())
		if k >= 0 || !library {
			others[p] = true
		}
	}
	if len(others) == 0 {
		return false
	}
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.ReturnStmt:
			return false // what it fails with (a field's name in the message) tests nothing
		case *ast.Ident:
			if others[x.info.Uses[n]] {
				found = true
			}
		}
		return !found
	})
	return found
}

// verdictReader returns the reader of the body of a helper that fails by
// returning a non-nil error last, or (result) the library's error result
// as its one result; ok is false for a helper that does neither.
func (x *extractor) verdictReader(sig *types.Signature, body *ast.BlockStmt) (r model.ArgReader, result, ok bool) {
	if sig == nil {
		return nil, false, false
	}
	res := sig.Results()
	if res.Len() > 0 && resolve.IsError(res.At(res.Len()-1).Type()) {
		return failsWithError{x.h.Reader}, false, true
	}
	if r, ok := x.resultVerdict(sig, body); ok {
		return r, true, true
	}
	return nil, false, false
}

// verdict records that v holds a helper's error result or nil.
func (x *extractor) verdict(v types.Object) {
	if x.verdicts == nil {
		x.verdicts = make(map[types.Object]bool)
	}
	x.verdicts[v] = true
}

// resultVerdict returns the reader of a helper that answers with the
// library's error result or nil, func check(v string) *mcp.CallToolResult:
// its one result a pointer, every return nil or an error result (as the
// handler's library reads one). ok is false for any other function.
func (x *extractor) resultVerdict(sig *types.Signature, body *ast.BlockStmt) (model.ArgReader, bool) {
	if sig.Results().Len() != 1 || body == nil {
		return nil, false
	}
	if _, ok := sig.Results().At(0).Type().Underlying().(*types.Pointer); !ok {
		return nil, false
	}
	readers := []model.ArgReader{x.h.Reader}
	if x.found != nil {
		readers = append(readers, x.found.Readers...)
	}
	var ers anyErrorResult
	for _, r := range readers {
		if er, ok := r.(model.ErrorResultReader); ok {
			ers = append(ers, er)
		}
	}
	if len(ers) == 0 {
		return nil, false
	}
	var er model.ErrorResultReader = ers
	fails, ok := false, true
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			switch {
			case len(n.Results) != 1:
				ok = false
			case isNil(x.info, ast.Unparen(n.Results[0])):
			default:
				_, isResult := er.ErrorResult(x.info, n.Results[0])
				if call, isCall := ast.Unparen(n.Results[0]).(*ast.CallExpr); !isResult && isCall {
					isResult = x.errorResultCall(call) // the package's failure helper
				}
				ok, fails = ok && isResult, fails || isResult
			}
		}
		return ok
	})
	if !ok || !fails {
		return nil, false
	}
	return failsWithResult{x.h.Reader, ownErrorResults{er, x}}, true
}

// ownErrorResults reads an error result as the library's readers do, or a
// call of the package's failure helper (errorResultCall), with its
// message when the helper makes one of its arguments the whole message.
type ownErrorResults struct {
	model.ErrorResultReader
	x *extractor
}

func (r ownErrorResults) ErrorResult(info *types.Info, e ast.Expr) (string, bool) {
	if msg, ok := r.ErrorResultReader.ErrorResult(info, e); ok {
		return msg, true
	}
	if call, ok := ast.Unparen(e).(*ast.CallExpr); ok && r.x.errorResultCall(call) {
		return r.x.helperMessage(call), true
	}
	return "", false
}

// anyErrorResult reads an error result as any of the readers does: the
// handler's library's, and those of the other libraries the package
// imports (a shim's handler has no library reader of its own).
type anyErrorResult []model.ErrorResultReader

func (rs anyErrorResult) ErrorResult(info *types.Info, e ast.Expr) (string, bool) {
	for _, r := range rs {
		if msg, ok := r.ErrorResult(info, e); ok {
			return msg, true
		}
	}
	return "", false
}

// failsWithResult reads the body of a helper answering with an error
// result or nil (resultVerdict): it fails by returning the error result;
// argument access is the library's.
type failsWithResult struct {
	model.ArgReader
	results model.ErrorResultReader
}

func (r failsWithResult) Failure(info *types.Info, ret *ast.ReturnStmt) (string, bool) {
	if len(ret.Results) != 1 {
		return "", false
	}
	return r.results.ErrorResult(info, ret.Results[0])
}

// summarizeParse reads a parse helper: a function that reads arguments by
// name itself, with the library's reader, and fails on them as failure
// reads it (a non-nil error, parseParams(req) (params, error), or the
// library's error result).
func (x *extractor) summarizeParse(fun ast.Node, body *ast.BlockStmt, failure model.ArgReader) *checkSummary {
	if _, none := x.h.Reader.(noReader); none {
		return nil // a package of no tool library reads no argument
	}
	sub := newExtractor(x.info, x.found, &model.Handler{Func: fun, Reader: failure}, x.helpers)
	if sub == nil {
		return nil
	}
	sub.block(body.List)
	rules := argumentRules(sub.rules)
	if len(rules) == 0 {
		return nil
	}
	return &checkSummary{param: -1, parsed: true, rules: rules}
}

// argumentRules keeps, of the rules read in a body that reads arguments
// itself (a parse helper, a closure of the handler's), those on arguments
// that a keyword or a sentence states.
func argumentRules(rules []*model.Rule) []*model.Rule {
	var out []*model.Rule
	for _, r := range rules {
		if len(r.Args) > 0 && r.Args[0] != helperArg && (len(r.Keywords) > 0 || r.CrossField()) {
			out = append(out, r)
		}
	}
	return out
}

// predicate reads the body of a function that says whether its argument
// is valid: guards that return false, then a last `return cond` (false
// unless cond holds). x's reader fails on `return false`.
func (x *extractor) predicate(stmts []ast.Stmt) {
	// if good { return cond }; return false: the guard `if !good {
	// return false }`, then return cond.
	stmts = resolve.HappyPath(resolve.IfChains(stmts), x.failing)
	n := len(stmts)
	if n == 0 {
		return
	}
	// switch v { case "a", "b": return true }; return false: the return
	// after the switch is its default.
	if _, ok := stmts[n-1].(*ast.SwitchStmt); ok {
		x.block(stmts)
		return
	}
	if sw, ok := defaultAfter(stmts); ok {
		x.block(append(stmts[:n-2:n-2], sw))
		return
	}
	x.block(stmts[:n-1])
	for _, s := range stmts[:n-1] {
		if x.mayReturnOK(s) {
			return // the last return is reached only on some paths
		}
	}
	ret, ok := stmts[n-1].(*ast.ReturnStmt)
	if !ok || len(ret.Results) != 1 || x.constant(ret.Results[0]) != nil {
		return
	}
	x.guard(negate(ret.Results[0]), "")
}

// negate is resolve.Negate.
func negate(e ast.Expr) ast.Expr { return resolve.Negate(e) }

// failsWithError reads a helper's body: it fails by returning a non-nil
// last result of type error; argument access is the library's.
type failsWithError struct{ model.ArgReader }

func (failsWithError) Failure(info *types.Info, ret *ast.ReturnStmt) (string, bool) {
	if len(ret.Results) == 0 {
		return "", false
	}
	last := ret.Results[len(ret.Results)-1]
	tv, ok := info.Types[last]
	if !ok || tv.IsNil() {
		return "", false
	}
	// An error, or a value of the project's own error type
	// (`myErr("day is required")`); a pointer may be a typed nil.
	_, pointer := tv.Type.Underlying().(*types.Pointer)
	if !resolve.IsError(tv.Type) && (pointer || !resolve.ImplementsError(tv.Type)) {
		return "", false
	}
	return resolve.ErrorText(info, last), true
}

// failsWithFalse reads a predicate's body: it fails by returning false;
// argument access is the library's.
type failsWithFalse struct{ model.ArgReader }

func (failsWithFalse) Failure(info *types.Info, ret *ast.ReturnStmt) (string, bool) {
	if len(ret.Results) != 1 {
		return "", false
	}
	tv, ok := info.Types[ret.Results[0]]
	return "", ok && tv.Value != nil && tv.Value.Kind() == constant.Bool && !constant.BoolVal(tv.Value)
}

// defaultAfter reads `switch v { cases that return }; return r` as the
// switch with r as its default: returns the rewritten switch.
func defaultAfter(stmts []ast.Stmt) (*ast.SwitchStmt, bool) {
	n := len(stmts)
	if n < 2 {
		return nil, false
	}
	sw, ok := stmts[n-2].(*ast.SwitchStmt)
	ret, isRet := stmts[n-1].(*ast.ReturnStmt)
	if !ok || !isRet || sw.Tag == nil {
		return nil, false
	}
	for _, c := range sw.Body.List {
		cc := c.(*ast.CaseClause)
		if cc.List == nil || len(cc.Body) == 0 {
			return nil, false // a default already, or a case that falls out
		}
		if _, returns := cc.Body[len(cc.Body)-1].(*ast.ReturnStmt); !returns {
			return nil, false
		}
	}
	body := &ast.BlockStmt{Lbrace: sw.Body.Lbrace, Rbrace: sw.Body.Rbrace,
		List: append(sw.Body.List[:len(sw.Body.List):len(sw.Body.List)], &ast.CaseClause{Case: ret.Pos(), Body: []ast.Stmt{ret}})}
	return &ast.SwitchStmt{Switch: sw.Switch, Init: sw.Init, Tag: sw.Tag, Body: body}, true
}
