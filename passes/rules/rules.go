// Package rules defines the helper analyzer that reads, from each tool's
// handler, the rules its code enforces on the tool's arguments. It reports
// nothing; its Result feeds the checking analyzers.
//
// A rule is a guard that ends the call as a failure: an if statement whose
// body ends in a failing return, a switch whose default fails, a tagless
// switch case that fails. Only guards every call reaches are read: the
// handler's top-level statements, up to the first statement that may return
// successfully (after it, a guard holds only on some paths).
//
// Which calls read an argument and which returns fail is the library's
// knowledge (model.ArgReader); everything else here is library-neutral.
package rules

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"reflect"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/toolvet/toolvet/internal/gostruct"
	"github.com/toolvet/toolvet/internal/model"
	"github.com/toolvet/toolvet/internal/resolve"
	"github.com/toolvet/toolvet/internal/rulesource"
	"github.com/toolvet/toolvet/passes/tools"
)

// Result holds the rules of each tool of the package, and the failing
// returns of each handler's guards.
type Result struct {
	Rules    map[*model.Tool][]*model.Rule
	Failures map[*model.Handler][]*model.Failure
	// Reads are the places each handler reads an argument by name.
	Reads map[*model.Handler][]model.Read
}

// Analyzer extracts rules.
var Analyzer = &analysis.Analyzer{
	Name:       "rules",
	Doc:        "read the rules tool handlers enforce on their arguments (helper pass; reports nothing)",
	URL:        "https://github.com/toolvet/toolvet#how-it-works",
	Requires:   []*analysis.Analyzer{tools.Analyzer},
	ResultType: reflect.TypeFor[*Result](),
	FactTypes:  []analysis.Fact{new(ReadsArgFact), new(ChecksFact), new(ValidatesFact), new(ErrorResultFact)},
	Run:        run,
}

func run(pass *analysis.Pass) (any, error) {
	found := pass.ResultOf[tools.Analyzer].(*tools.Result)
	res := &Result{
		Rules:    make(map[*model.Tool][]*model.Rule),
		Failures: make(map[*model.Handler][]*model.Failure),
		Reads:    make(map[*model.Handler][]model.Read),
	}
	type extracted struct {
		rules    []*model.Rule
		failures []*model.Failure
	}
	cache := make(map[ast.Node]extracted)
	hs := &helpers{importFact: pass.ImportObjectFact}
	defer exportFacts(pass, found, hs)
	hs.sources = openSources(&rulesource.Pass{Pass: pass, Index: found.Index}, found, hs)
	for _, t := range found.Tools {
		if t.Input != nil {
			for _, src := range hs.sources {
				res.Rules[t] = append(res.Rules[t], src.InputRules(t.Input)...)
			}
		}
		for _, v := range validateMethods(pass.TypesInfo, found, t) {
			h := validateMethod(pass.TypesInfo, found, v.fn)
			if h == nil {
				res.Rules[t] = append(res.Rules[t], importedValidation(pass, v, t)...)
				continue
			}
			e, ok := cache[h.Func]
			if !ok {
				e.rules, _ = extract(pass.TypesInfo, found, h, hs)
				e.rules = append(e.rules, methodRules(pass.TypesInfo, found, hs, h)...)
				cache[h.Func] = e
			}
			res.Rules[t] = append(res.Rules[t], e.rules...)
		}
		for _, h := range t.Handlers {
			e, ok := cache[h.Func]
			if !ok {
				e.rules, e.failures = extract(pass.TypesInfo, found, h, hs)
				cache[h.Func] = e
			}
			res.Rules[t] = append(res.Rules[t], e.rules...)
			res.Failures[h] = e.failures
			res.Reads[h] = reads(pass.TypesInfo, h)
		}
	}
	for _, h := range found.WrapperHandlers {
		_, res.Failures[h] = extract(pass.TypesInfo, found, h, hs)
	}
	for t, rs := range res.Rules {
		res.Rules[t] = dedupe(rs)
	}
	return res, nil
}

// dedupe drops a rule read twice (a helper read both as the input's
// validate method and where the handler calls it).
func dedupe(rs []*model.Rule) []*model.Rule {
	type key struct {
		pos, end, origin token.Pos
		check, says      string
		args             string
	}
	seen := make(map[key]bool)
	out := rs[:0:0]
	for _, r := range rs {
		k := key{r.Pos, r.End, r.Origin, r.Check, r.Says, strings.Join(r.Args, ",")}
		if seen[k] {
			continue
		}
		seen[k] = true
		out = append(out, r)
	}
	return out
}

// validation is a validate method of a tool's input, and the handler's
// call of it (nil when no handler calls it).
type validation struct {
	fn   *types.Func
	call *ast.CallExpr
}

// validateMethods returns the validation methods of the tool's input: its
// `Validate() error` method (the convention of hand-written validation
// and of ozzo-validation's Validatable), promoted from an embedded struct
// or not; and the `validate() error` / `Validate() error` methods a
// handler calls on its input, or on the input converted to another type
// with the same fields and JSON names (Params(in).validate()); for a
// schema declared property by property, the input is the struct the
// handler decodes. Each receiver holds the arguments; it fails by
// returning a non-nil error. One declared in this package is read as a
// handler; one declared in another, through its ValidatesFact.
func validateMethods(info *types.Info, found *tools.Result, t *model.Tool) []validation {
	if found.Index == nil {
		return nil
	}
	var out []validation
	seen := make(map[*types.Func]int)
	add := func(fn *types.Func, call *ast.CallExpr) {
		if i, ok := seen[fn]; ok {
			if out[i].call == nil {
				out[i].call = call
			}
			return
		}
		seen[fn] = len(out)
		out = append(out, validation{fn: fn, call: call})
	}
	if t.Input != nil {
		if obj, _, _ := types.LookupFieldOrMethod(t.Input, true, nil, "Validate"); obj != nil {
			if fn, ok := obj.(*types.Func); ok {
				add(fn, nil)
			}
		}
	}
	for _, h := range t.Handlers {
		body := h.Body()
		if body == nil || len(h.Structs) == 0 {
			continue
		}
		structs := make(map[types.Object]bool)
		for _, v := range h.Structs {
			structs[v] = true
		}
		// A schema declared property by property (t.Input nil): what the
		// handler decodes is the input.
		input := t.Input
		if input == nil {
			if len(h.Structs) != 1 {
				continue
			}
			input = h.Structs[0].Type()
		}
		ast.Inspect(body, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok || len(call.Args) != 0 {
				return true
			}
			sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
			if !ok || sel.Sel.Name != "validate" && sel.Sel.Name != "Validate" {
				return true
			}
			selection, ok := info.Selections[sel]
			if !ok || selection.Kind() != types.MethodVal {
				return true
			}
			fn, ok := selection.Obj().(*types.Func)
			if ok && inputValue(info, found, sel.X, structs) && sameJSON(input, selection.Recv()) {
				add(fn, call)
			}
			return true
		})
	}
	return out
}

// inputValue reports whether e is one of the handler's input structs, as
// is, through & or a conversion, or through a variable assigned so once.
func inputValue(info *types.Info, found *tools.Result, e ast.Expr, structs map[types.Object]bool) bool {
	for range 4 {
		switch x := ast.Unparen(e).(type) {
		case *ast.Ident:
			obj := info.Uses[x]
			if structs[obj] {
				return true
			}
			v, ok := obj.(*types.Var)
			if !ok || found.Index.Value(v) == nil {
				return false
			}
			e = found.Index.Value(v)
		case *ast.UnaryExpr:
			if x.Op != token.AND {
				return false
			}
			e = x.X
		case *ast.CallExpr: // Params(in)
			if tv, ok := info.Types[x.Fun]; !ok || !tv.IsType() || len(x.Args) != 1 {
				return false
			}
			e = x.Args[0]
		default:
			return false
		}
	}
	return false
}

// sameJSON reports whether a value of type recv decodes the same JSON
// properties as one of type input: the same fields, by the same names.
func sameJSON(input, recv types.Type) bool {
	a, okA := gostruct.Fields(input)
	b, okB := gostruct.Fields(recv)
	if !okA || !okB || len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i].Name != b[i].Name || a[i].Var.Name() != b[i].Var.Name() {
			return false
		}
	}
	return true
}

// importedValidation returns the rules of v, a Validate method another
// package of the module declares, from its fact. They are reported where
// the handler calls it, else where the tool is defined: the check itself
// is out of this package's reach, and so is its receiver's schema, which
// toolvet then reports without a fix.
func importedValidation(pass *analysis.Pass, v validation, t *model.Tool) []*model.Rule {
	fn := v.fn.Origin()
	if fn.Pkg() == nil || fn.Pkg() == pass.Pkg {
		return nil
	}
	var f ValidatesFact
	if !pass.ImportObjectFact(fn, &f) {
		return nil
	}
	pos, end := t.Pos, token.NoPos
	if v.call != nil {
		pos, end = v.call.Pos(), v.call.End()
	}
	if !pos.IsValid() {
		return nil
	}
	var out []*model.Rule
	for _, fr := range f.Rules {
		r := fromFactRule(fr)
		r.Pos, r.End = pos, end
		out = append(out, r)
	}
	return out
}

// validateMethod reads fn, a `validate() error` method this package
// declares, as a handler whose receiver holds the arguments.
func validateMethod(info *types.Info, found *tools.Result, fn *types.Func) *model.Handler {
	if fn.Signature().Params().Len() != 0 || fn.Signature().Results().Len() != 1 ||
		!resolve.IsError(fn.Signature().Results().At(0).Type()) {
		return nil
	}
	decl := found.Index.FuncDecl(fn)
	if decl == nil || decl.Recv == nil || len(decl.Recv.List) != 1 || len(decl.Recv.List[0].Names) != 1 {
		return nil
	}
	recv, ok := info.Defs[decl.Recv.List[0].Names[0]].(*types.Var)
	if !ok {
		return nil
	}
	return &model.Handler{Func: decl, Structs: []*types.Var{recv}, Reader: errorReturns{}}
}

// errorReturns reads a func() error: it fails by returning a non-nil error.
type errorReturns struct{}

func (errorReturns) ReadArg(*types.Info, *ast.CallExpr) (model.ArgRead, bool) {
	return model.ArgRead{}, false
}
func (errorReturns) ArgMap(*types.Info, ast.Expr) bool { return false }
func (errorReturns) Bind(*types.Info, *ast.CallExpr) (ast.Expr, bool) {
	return nil, false
}
func (errorReturns) Failure(info *types.Info, ret *ast.ReturnStmt) (string, bool) {
	if len(ret.Results) != 1 {
		return "", false
	}
	tv, ok := info.Types[ret.Results[0]]
	if !ok || tv.IsNil() {
		return "", false
	}
	return resolve.ErrorText(info, ret.Results[0]), true
}

// reads lists where h reads an argument by a constant name, anywhere in
// its body: through the library's readers and the raw argument map.
func reads(info *types.Info, h *model.Handler) []model.Read {
	body := h.Body()
	if body == nil || h.Reader == nil {
		return nil
	}
	var out []model.Read
	maps := make(map[types.Object]bool) // variables holding the argument map
	ast.Inspect(body, func(n ast.Node) bool {
		if as, ok := n.(*ast.AssignStmt); ok && len(as.Lhs) == len(as.Rhs) {
			for i, r := range as.Rhs {
				if h.Reader.ArgMap(info, r) {
					if obj := resolve.Object(info, as.Lhs[i]); obj != nil {
						maps[obj] = true
					}
				}
			}
		}
		return true
	})
	isMap := func(e ast.Expr) bool {
		if id, ok := ast.Unparen(e).(*ast.Ident); ok && maps[info.Uses[id]] {
			return true
		}
		return h.Reader.ArgMap(info, e)
	}
	add := func(name string, e, def ast.Expr) {
		out = append(out, model.Read{Name: name, Pos: e.Pos(), End: e.End(), Default: def})
	}
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.CallExpr:
			if r, ok := h.Reader.ReadArg(info, n); ok && r.Name != "" && r.NameExpr != nil {
				add(r.Name, r.NameExpr, r.Default)
			}
		case *ast.IndexExpr: // req.GetArguments()["x"], args["x"]
			if isMap(n.X) {
				if name, ok := constString(info, n.Index); ok {
					add(name, n.Index, nil)
				}
			}
		}
		return true
	})
	return out
}

// Extract returns the rules handler h enforces, and its guards' failing
// returns.
func Extract(info *types.Info, found *tools.Result, h *model.Handler) ([]*model.Rule, []*model.Failure) {
	return extract(info, found, h, &helpers{})
}

// extract is Extract sharing hs, the summaries of the package's helpers.
func extract(info *types.Info, found *tools.Result, h *model.Handler, hs *helpers) ([]*model.Rule, []*model.Failure) {
	x := newExtractor(info, found, h, hs)
	if x == nil {
		return nil, nil
	}
	x.block(h.Body().List)
	return x.rules, x.failures
}

func newExtractor(info *types.Info, found *tools.Result, h *model.Handler, hs *helpers) *extractor {
	if h.Body() == nil || h.Reader == nil {
		return nil
	}
	x := &extractor{
		helpers: hs,
		checked: make(map[types.Object]checkedErr),
		info:    info,
		found:   found,
		h:       h,
		vals:    make(map[types.Object]binding),
		errs:    make(map[types.Object]string),
		oks:     make(map[types.Object]string),
		members: make(map[types.Object]membership),
		formats: make(map[types.Object]parsed),
		maps:    make(map[types.Object]bool),
		structs: make(map[types.Object]bool),
		binds:   make(map[types.Object]bool),
		encoded: make(map[types.Object]bool),
	}
	for _, v := range h.Structs {
		x.structs[v] = true
	}
	for v, name := range h.Inputs {
		x.vals[v] = binding{arg: name, typ: gostruct.JSONType(v.Type())}
	}
	return x
}

// binding says that a variable holds the value of an argument.
type binding struct {
	arg string
	typ string   // JSON type, "" when unknown
	def ast.Expr // the value a missing argument reads as; nil: none or unknown
	// required is set when reading the argument fails if it is missing.
	required bool
	// norm is the normalisation applied before the check: normLower
	// (strings.ToLower), normOther (TrimSpace and the like), or "".
	norm string
	// at is where a local variable was bound to the argument: a write
	// of the variable before its use (other than at, or a default's)
	// unbinds it.
	at token.Pos
	// zero is the zero value a default replaced before the use
	// (defaults.go): checks on the value let it through.
	zero string
	// offset, when set, is a constant added to a numeric argument: the
	// variable holds arg + offset (`i := *args.Step - 1`).
	offset constant.Value
	// from, when set, is where the variable was bound to the argument in
	// a branch taken when the argument is present (`if s != "" { v = s
	// }`): writes before it gave v its default.
	from token.Pos
}

const (
	normLower = "lower"
	normOther = "other"
)

// normalisers map a function that returns a normalised copy of its string
// argument to the kind of normalisation.
var normalisers = map[string]string{
	"strings.ToLower": normLower, "strings.TrimSpace": normOther, "strings.ToUpper": normOther,
	"strings.Trim": normOther, "strings.TrimPrefix": normOther, "strings.TrimSuffix": normOther,
}

type extractor struct {
	info  *types.Info
	found *tools.Result
	h     *model.Handler
	vals  map[types.Object]binding // var -> argument value
	errs  map[types.Object]string  // var -> "argument missing" error of arg
	oks   map[types.Object]string  // var -> "argument present" flag of arg
	// members are the ok flags of looking an argument up in a map of
	// constant keys (`v, ok := rates[currency]`), with the keys.
	members map[types.Object]membership
	formats map[types.Object]parsed          // var -> error of parsing an argument in a format
	maps    map[types.Object]bool            // var -> the raw argument map
	structs map[types.Object]bool            // var -> all arguments, decoded
	binds   map[types.Object]bool            // var -> the error of decoding arguments
	encoded map[types.Object]bool            // var -> the arguments, JSON-encoded (decode.go)
	checked map[types.Object]checkedErr      // var -> the error of a validation helper
	helpers *helpers                         // summaries of this package's helper functions
	norm    string                           // the normalisation of the argument being classified
	changed map[types.Object]map[string]bool // struct fields the handler assigns ("*": all)
	// fieldPtrs are &v.F expressions that hand a field to a validation
	// library to read, not to change.
	fieldPtrs map[ast.Expr]bool
	rules     []*model.Rule
	failures  []*model.Failure
	// conds are the conditions of the branches being read (branches.go).
	conds []ast.Expr
	// depth is how many struct helpers deep this body is (structhelpers.go).
	depth int
	// pending are errors of struct helpers not checked yet: the helper is
	// read where a guard fails on its error.
	pending map[types.Object]pendingHelper
	// defaultWrites are the handler's default writes (defaults.go), found
	// on first need.
	defaultWrites map[token.Pos]defaultWrite
}

// block reads top-level statements in order, stopping where a successful
// return may happen.
func (x *extractor) block(stmts []ast.Stmt) {
	depth := len(x.conds)
	defer func() { x.conds = x.conds[:depth] }()
	for _, s := range stmts {
		switch s := s.(type) {
		case *ast.AssignStmt:
			x.assign(s.Lhs, s.Rhs)
		case *ast.DeclStmt:
			if gd, ok := s.Decl.(*ast.GenDecl); ok && gd.Tok == token.VAR {
				for _, spec := range gd.Specs {
					vs := spec.(*ast.ValueSpec)
					lhs := make([]ast.Expr, len(vs.Names))
					for i, n := range vs.Names {
						lhs[i] = n
					}
					x.assign(lhs, vs.Values)
				}
			}
		case *ast.ExprStmt:
			if call, ok := s.X.(*ast.CallExpr); ok {
				x.bind(call)
			}
		case *ast.IfStmt:
			x.ifStmt(s)
		case *ast.RangeStmt:
			x.rangeStmt(s)
		case *ast.SwitchStmt:
			if s.Init != nil {
				x.block([]ast.Stmt{s.Init})
			}
			x.switchStmt(s)
		case *ast.ReturnStmt:
			if x.inlineReturn(s) {
				return
			}
			// A failure reached under branch conditions (after early
			// successful returns): the conditions are its guard.
			if msg, fails := x.fails(s); fails && len(x.conds) > 0 {
				saved := x.conds
				last := x.conds[len(x.conds)-1]
				x.conds = x.conds[:len(x.conds)-1]
				x.guard(last, msg)
				x.conds = saved
			}
			return
		}
		if x.mayReturnOK(s) {
			// if cond { ...; return result }: what follows is reached
			// only when cond is false.
			cond, ok := earlyReturn(s)
			if !ok || len(x.conds) >= maxBranchDepth {
				return
			}
			x.forgetNested(s)
			x.conds = append(x.conds, negate(cond))
			continue
		}
		v, b, bound := x.presentBinding(s)
		x.forgetNested(s)
		if bound {
			x.vals[v] = b
		}
	}
}

// forgetNested forgets what the variables a compound statement assigns
// inside its bodies held: after `if p { err = a() } else { err = b() }`,
// err is no longer the error a validation helper returned before.
func (x *extractor) forgetNested(s ast.Stmt) {
	if _, ok := s.(*ast.AssignStmt); ok {
		return // read by assign
	}
	ast.Inspect(s, func(n ast.Node) bool {
		var lhs []ast.Expr
		switch n := n.(type) {
		case *ast.AssignStmt:
			lhs = n.Lhs
		case *ast.IncDecStmt:
			lhs = []ast.Expr{n.X}
		}
		for _, l := range lhs {
			if _, isDefault := x.defaults()[l.Pos()]; !isDefault {
				x.forget(l)
			}
		}
		return true
	})
}

func (x *extractor) ifStmt(s *ast.IfStmt) {
	if s.Init != nil {
		x.block([]ast.Stmt{s.Init})
	}
	if msg, ok := x.endsInFailure(s.Body); ok && !x.mayReturnOK(s.Body, s.Cond) {
		x.failure(s.Body, s.Cond)
		if !x.sourceGuard(s) {
			x.guard(s.Cond, msg)
		}
	} else if els, ok := s.Else.(*ast.BlockStmt); ok {
		// if cond { ... } else { return failure }: the rule is cond itself.
		if msg, ok := x.endsInFailure(els); ok && !x.mayReturnOK(s.Body) {
			not := &ast.UnaryExpr{OpPos: s.Cond.Pos(), Op: token.NOT, X: s.Cond}
			x.failure(els, not)
			x.guard(not, msg)
			return
		}
		x.branch(s.Cond, s.Body.List)
		x.branch(negate(s.Cond), els.List)
		return
	} else {
		x.branch(s.Cond, s.Body.List)
	}
	if elif, ok := s.Else.(*ast.IfStmt); ok && elif.Init == nil {
		if _, fails := x.endsInFailure(s.Body); fails {
			// else if: reached only when cond is false, and cond already
			// fails, so each further failing condition is a rule of its own.
			x.ifStmt(elif)
		} else {
			x.conds = append(x.conds, negate(s.Cond))
			x.ifStmt(elif)
			x.conds = x.conds[:len(x.conds)-1]
		}
	}
}

// switchStmt reads `switch v { case "a", "b": ...; default: return failure }`
// as an enum, and a tagless switch's failing cases as guards.
func (x *extractor) switchStmt(s *ast.SwitchStmt) {
	if s.Tag == nil {
		for i, c := range s.Body.List {
			cc := c.(*ast.CaseClause)
			msg, fails := x.endsInFailure(&ast.BlockStmt{List: cc.Body})
			if !fails || cc.List == nil || x.mayReturnOK(&ast.BlockStmt{List: cc.Body}) {
				x.tagless(s.Body.List[i:])
				return // later cases are reached only when this one did not match
			}
			x.failure(&ast.BlockStmt{List: cc.Body}, cc.List[0])
			for _, e := range cc.List {
				x.guard(e, msg)
			}
		}
		return
	}
	b, ok := x.argOf(s.Tag)
	if !ok {
		return
	}
	x.cases(s)
	var values []string
	var msg string
	hasDefault := false
	var def *ast.CaseClause // the default clause, which fails
	for _, c := range s.Body.List {
		cc := c.(*ast.CaseClause)
		if n := len(cc.Body); n > 0 {
			if br, ok := cc.Body[n-1].(*ast.BranchStmt); ok && br.Tok == token.FALLTHROUGH {
				return // a case that falls into another: not read
			}
		}
		m, fails := x.endsInFailure(&ast.BlockStmt{List: cc.Body})
		if cc.List == nil {
			if !fails || x.mayReturnOK(&ast.BlockStmt{List: cc.Body}) {
				return
			}
			hasDefault, msg, def = true, m, cc
			x.failure(&ast.BlockStmt{List: cc.Body}, s.Tag)
			continue
		}
		if fails && !x.tailHelper(cc.Body) {
			return // a failing case is an exclusion, not a membership
		}
		for _, e := range cc.List {
			v, ok := constString(x.info, e)
			if !ok {
				return
			}
			values = append(values, v)
		}
	}
	if !hasDefault || len(values) == 0 {
		return
	}
	// The rule is where the code rejects every other value: its default.
	r := &model.Rule{
		Args:    []string{b.arg},
		Pos:     def.Case,
		End:     def.Colon + 1,
		Check:   "switch " + render(s.Tag),
		Message: msg,
	}
	zero, ok := x.onlyPresence(b.arg)
	if !ok {
		return // a switch in a branch on something else: not read
	}
	x.norm = b.norm
	x.enum(r, values)
	x.normalised(r)
	x.norm = ""
	if b.zero != "" {
		zero = b.zero
	}
	if zero != "" {
		acceptZero(r, zero)
	}
	x.add(r)
}

// guard records the rules of a condition under which the call fails.
func (x *extractor) guard(cond ast.Expr, msg string) {
	cond = ast.Unparen(cond)
	if be, ok := cond.(*ast.BinaryExpr); ok && be.Op == token.LOR {
		// Each disjunct fails on its own: a rule each.
		x.guard(be.X, msg)
		x.guard(be.Y, msg)
		return
	}
	if x.pendingGuard(cond) {
		return
	}
	if x.conditioned(cond, msg) {
		return
	}
	if x.helperGuard(cond, msg) {
		return
	}
	args := x.argsIn(cond)
	if len(args) == 0 {
		return
	}
	r := &model.Rule{Args: args, Pos: cond.Pos(), End: cond.End(), Check: render(cond), Message: msg,
		Constants: x.constants(cond)}
	if len(args) == 1 {
		x.norm = x.normIn(cond)
		x.keywords(r, cond)
		x.normalised(r)
		x.norm = ""
		if zero := x.zeroIn(cond); zero != "" {
			acceptZero(r, zero)
		}
	} else {
		x.crossField(r, cond)
	}
	x.add(r)
}

func (x *extractor) add(r *model.Rule) { x.rules = append(x.rules, r) }

// failure records the failing return that ends b, a guard's body (none
// when b ends in a call that reports the failure).
func (x *extractor) failure(b *ast.BlockStmt, cond ast.Expr) {
	if ret, ok := b.List[len(b.List)-1].(*ast.ReturnStmt); ok {
		x.failures = append(x.failures, &model.Failure{Ret: ret, Cond: cond, Validation: x.checksArguments(cond)})
		return
	}
	if call := x.reportingCall(b); call != nil {
		x.failures = append(x.failures, &model.Failure{Call: call, Cond: cond, Validation: x.checksArguments(cond)})
	}
}

// reportingCall returns the call that reports the failure ending b: its
// last statement, or the one before a continue or break (a loop answering
// tool calls records the failure, then moves on to the next call), in an
// expression statement or an assignment (results = append(results, r)).
func (x *extractor) reportingCall(b *ast.BlockStmt) *ast.CallExpr {
	fr, ok := x.h.Reader.(model.FailureReporter)
	if !ok || b == nil || len(b.List) == 0 {
		return nil
	}
	last := b.List[len(b.List)-1]
	moves := false // the block moves on to the next call
	if br, ok := last.(*ast.BranchStmt); ok && (br.Tok == token.CONTINUE || br.Tok == token.BREAK) {
		if len(b.List) < 2 {
			return nil
		}
		last, moves = b.List[len(b.List)-2], true
	}
	var found *ast.CallExpr
	check := func(n ast.Node) {
		ast.Inspect(n, func(n ast.Node) bool {
			if call, ok := n.(*ast.CallExpr); ok && found == nil {
				if _, fails := fr.ReportsFailure(x.info, call); fails {
					found = call
				}
			}
			_, lit := n.(*ast.FuncLit)
			return found == nil && !lit
		})
	}
	switch s := last.(type) {
	case *ast.ExprStmt:
		check(s.X)
	case *ast.AssignStmt:
		if moves { // recorded, then the next call: an assignment alone goes on
			for _, r := range s.Rhs {
				check(r)
			}
		}
	}
	return found
}

// checksArguments reports whether cond reads an argument, or the error of
// reading, decoding or parsing one.
func (x *extractor) checksArguments(cond ast.Expr) bool {
	if len(x.argsIn(cond)) > 0 {
		return true
	}
	found := false
	ast.Inspect(cond, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok {
			if _, helperErr := x.pending[x.info.Uses[id]]; helperErr || x.binds[x.info.Uses[id]] {
				found = true
			}
		}
		return !found
	})
	return found
}

// endsInFailure reports whether b's last statement is a failing return,
// or a call that reports a failure (model.FailureReporter).
func (x *extractor) endsInFailure(b *ast.BlockStmt) (string, bool) {
	if b == nil || len(b.List) == 0 {
		return "", false
	}
	switch last := b.List[len(b.List)-1].(type) {
	case *ast.ReturnStmt:
		return x.fails(last)
	case *ast.ExprStmt:
		call, ok := last.X.(*ast.CallExpr)
		if fr, isReporter := x.h.Reader.(model.FailureReporter); ok && isReporter {
			return fr.ReportsFailure(x.info, call)
		}
	case *ast.BranchStmt:
		if call := x.reportingCall(b); call != nil {
			return x.h.Reader.(model.FailureReporter).ReportsFailure(x.info, call)
		}
	}
	return "", false
}

// mayReturnOK reports whether n holds a return that is not a failure:
// one the reader does not call failing, or one returning an error
// variable that may be nil there (`if !errors.Is(err, errUnknown) {
// return err }`). conds hold where n is reached (an if's condition, when
// n is its body).
func (x *extractor) mayReturnOK(n ast.Node, conds ...ast.Expr) bool {
	conds = append(x.conds[:len(x.conds):len(x.conds)], conds...)
	var ifs []*ast.IfStmt // the ifs in n, whose bodies hold on their conditions
	ast.Inspect(n, func(n ast.Node) bool {
		if s, ok := n.(*ast.IfStmt); ok {
			ifs = append(ifs, s)
		}
		_, lit := n.(*ast.FuncLit)
		return !lit
	})
	found := false
	ast.Inspect(n, func(n ast.Node) bool {
		if found {
			return false
		}
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			if _, fails := x.fails(n); !fails {
				found = true
				break
			}
			under := conds
			for _, s := range ifs {
				if s.Body.Pos() <= n.Pos() && n.End() <= s.Body.End() {
					under = append(under[:len(under):len(under)], s.Cond)
				}
			}
			found = x.mayBeNil(n, under)
		}
		return !found
	})
	return found
}

// mayBeNil reports whether ret returns, as its last result, a local error
// variable that may be nil where ret is: no condition in conds says it is
// not (err != nil, errors.Is(err, …), errors.As(err, …) among their
// conjuncts), and it is not assigned once from errors.New or fmt.Errorf.
func (x *extractor) mayBeNil(ret *ast.ReturnStmt, conds []ast.Expr) bool {
	if len(ret.Results) == 0 {
		return false
	}
	id, ok := ast.Unparen(ret.Results[len(ret.Results)-1]).(*ast.Ident)
	if !ok {
		return false
	}
	v, ok := x.info.Uses[id].(*types.Var)
	if !ok || v.Pkg() == nil || v.Parent() == v.Pkg().Scope() ||
		!resolve.IsError(v.Type()) {
		return false
	}
	for _, c := range conds {
		if notNil(x.info, c, v) {
			return false
		}
	}
	if x.found != nil && x.found.Index != nil {
		if call, ok := ast.Unparen(x.found.Index.Value(v)).(*ast.CallExpr); ok {
			if fn, _ := typeutil.Callee(x.info, call).(*types.Func); fn != nil && fn.Pkg() != nil &&
				(fn.Pkg().Path() == "errors" && fn.Name() == "New" || fn.Pkg().Path() == "fmt" && fn.Name() == "Errorf") {
				return false
			}
		}
	}
	return true
}

// notNil reports whether cond, when true, says v is not nil: one of its
// conjuncts is v != nil, errors.Is(v, …) or errors.As(v, …).
func notNil(info *types.Info, cond ast.Expr, v *types.Var) bool {
	switch c := ast.Unparen(cond).(type) {
	case *ast.BinaryExpr:
		switch c.Op {
		case token.LAND:
			return notNil(info, c.X, v) || notNil(info, c.Y, v)
		case token.NEQ:
			isNil := func(e ast.Expr) bool { tv, ok := info.Types[e]; return ok && tv.IsNil() }
			return resolve.Object(info, c.X) == v && isNil(c.Y) || resolve.Object(info, c.Y) == v && isNil(c.X)
		}
	case *ast.CallExpr:
		fn, _ := typeutil.Callee(info, c).(*types.Func)
		return fn != nil && fn.Pkg() != nil && fn.Pkg().Path() == "errors" && (fn.Name() == "Is" || fn.Name() == "As") &&
			len(c.Args) == 2 && resolve.Object(info, c.Args[0]) == v
	}
	return false
}

// argsIn returns the arguments e reads, in order of appearance.
func (x *extractor) argsIn(e ast.Expr) []string {
	var args []string
	seen := make(map[string]bool)
	note := func(a string) {
		if !seen[a] {
			seen[a] = true
			args = append(args, a)
		}
	}
	ast.Inspect(e, func(n ast.Node) bool {
		ex, ok := n.(ast.Expr)
		if !ok {
			return true
		}
		if _, isLit := ex.(*ast.FuncLit); isLit {
			return false
		}
		if b, ok := x.argOf(ex); ok {
			note(b.arg)
			return false
		}
		if call, ok := ex.(*ast.CallExpr); ok {
			if lr, ok := x.h.Reader.(model.LengthReader); ok {
				if read, ok := lr.ReadLength(x.info, call); ok {
					note(read.Name)
					return false
				}
			}
		}
		if id, ok := ex.(*ast.Ident); ok {
			obj := x.info.Uses[id]
			if a, ok := x.errs[obj]; ok {
				note(a)
			} else if a, ok := x.oks[obj]; ok {
				note(a)
			} else if m, ok := x.members[obj]; ok {
				note(m.arg.arg)
			} else if p, ok := x.formats[obj]; ok {
				note(p.arg)
			} else if c, ok := x.checked[obj]; ok {
				if c.sum.parsed {
					for _, r := range c.sum.rules {
						for _, a := range r.Args {
							note(a)
						}
					}
				} else {
					note(c.arg)
				}
			}
		}
		return true
	})
	return args
}

// forget drops what is known of the variable l writes: it holds
// something else now.
func (x *extractor) forget(l ast.Expr) {
	if obj := x.object(l); obj != nil {
		delete(x.vals, obj)
		delete(x.errs, obj)
		delete(x.oks, obj)
		delete(x.members, obj)
		delete(x.formats, obj)
		delete(x.binds, obj)
		delete(x.checked, obj)
		delete(x.maps, obj)
		delete(x.pending, obj)
	}
}

// assign records what the left-hand sides now hold.
func (x *extractor) assign(lhs, rhs []ast.Expr) {
	if len(lhs) == 1 {
		if _, isDefault := x.defaults()[lhs[0].Pos()]; isDefault {
			return // the value stays the argument's, but for its zero value (defaults.go)
		}
	}
	for _, l := range lhs {
		x.forget(l)
	}
	if len(rhs) == 1 && len(lhs) > 1 {
		r := ast.Unparen(rhs[0])
		switch r := r.(type) {
		case *ast.CallExpr:
			if read, norm, ok := x.readArg(r); ok {
				x.setVal(lhs[0], binding{arg: read.Name, typ: read.Type, def: read.Default, required: read.ErrIndex >= 0, norm: norm})
				if read.ErrIndex >= 0 && read.ErrIndex < len(lhs) {
					if obj := x.object(lhs[read.ErrIndex]); obj != nil {
						x.errs[obj] = read.Name
					}
				}
				return
			}
			if x.pendingValues(r, lhs) || x.checkCall(r, lhs) {
				return
			}
			if x.pendingCall(r, lhs) {
				return
			}
			if x.encodeCall(r, lhs) || x.decodeCall(r, lhs) {
				return
			}
			if p, ok := x.parse(r); ok {
				if obj := x.object(lhs[len(lhs)-1]); obj != nil {
					x.formats[obj] = p
				}
				if len(lhs) == 2 {
					// t, err := time.Parse(layout, s): t is the argument, parsed;
					// comparing it with another is a rule over both.
					x.setVal(lhs[0], binding{arg: p.arg})
				}
				return
			}
			x.bind(r)
		case *ast.TypeAssertExpr, *ast.IndexExpr: // v, ok := args["x"].(T)
			if m, ok := x.lookup(r); ok && len(lhs) == 2 {
				if obj := x.object(lhs[1]); obj != nil {
					x.members[obj] = m
				}
				return
			}
			if b, ok := x.argOf(r); ok && len(lhs) == 2 {
				if _, isIndex := r.(*ast.IndexExpr); !isIndex {
					x.setVal(lhs[0], b)
				}
				if obj := x.object(lhs[1]); obj != nil {
					x.oks[obj] = b.arg
				}
			}
		}
		return
	}
	if len(lhs) != len(rhs) {
		return
	}
	for i, l := range lhs {
		r := ast.Unparen(rhs[i])
		obj := x.object(l)
		if obj == nil {
			continue
		}
		if x.h.Reader.ArgMap(x.info, r) {
			x.maps[obj] = true
			continue
		}
		if call, ok := r.(*ast.CallExpr); ok {
			if x.bind(call) {
				x.binds[obj] = true
				continue
			}
			if x.pendingValues(call, []ast.Expr{l}) || x.checkCall(call, []ast.Expr{l}) {
				continue
			}
			if x.decodeCall(call, []ast.Expr{l}) {
				continue
			}
			if x.pendingCall(call, []ast.Expr{l}) {
				continue
			}
		}
		if b, ok := x.argOf(r); ok {
			x.setVal(l, b)
		}
	}
}

// setVal binds a variable to an argument; argOf unbinds it where another
// write of the variable comes before (then its value at a guard may be
// something else).
func (x *extractor) setVal(l ast.Expr, b binding) {
	obj := x.object(l)
	if obj == nil || x.found.Index == nil {
		return
	}
	b.at = l.Pos()
	x.vals[obj] = b
}

// bind records `req.BindArguments(&v)`: v now holds every argument.
func (x *extractor) bind(call *ast.CallExpr) bool {
	target, ok := x.h.Reader.Bind(x.info, call)
	if !ok {
		return false
	}
	if obj := x.object(target); obj != nil {
		x.structs[obj] = true
	}
	return true
}

func (x *extractor) object(e ast.Expr) types.Object { return resolve.Object(x.info, e) }

// argOf reports whether e evaluates to an argument's value.
func (x *extractor) argOf(e ast.Expr) (binding, bool) {
	e = ast.Unparen(e)
	switch e := e.(type) {
	case *ast.Ident:
		obj := x.info.Uses[e]
		b, ok := x.vals[obj]
		if ok && b.at.IsValid() {
			defaults, zero := x.defaultedBefore(obj, "", e.Pos())
			if b.from.IsValid() {
				if x.found.Index.WrittenBetween(obj, b.from, e.Pos(), b.at) {
					return binding{}, false
				}
			} else if x.found.Index.WrittenBefore(obj, e.Pos(), append(defaults, b.at)...) {
				return binding{}, false // changed before it is checked: a clamp, a default over a value sent
			}
			if len(defaults) > 0 {
				b.zero = zero
			}
		}
		return b, ok
	case *ast.CallExpr:
		if read, norm, ok := x.readArg(e); ok {
			return binding{arg: read.Name, typ: read.Type, def: read.Default, required: read.ErrIndex >= 0, norm: norm}, true
		}
		if fn, _ := typeutil.Callee(x.info, e).(*types.Func); fn != nil && fn.Pkg() != nil && len(e.Args) >= 1 {
			if kind, ok := normalisers[fn.Pkg().Path()+"."+fn.Name()]; ok {
				if b, ok := x.argOf(e.Args[0]); ok && (b.typ == "string" || b.typ == "") {
					if b.norm != "" && b.norm != kind {
						kind = normOther
					}
					b.norm = kind
					return b, true
				}
			}
		}
	case *ast.SelectorExpr: // v.Field of a decoded argument struct
		if b, ok := x.itemField(e); ok {
			return b, true
		}
		id, ok := ast.Unparen(e.X).(*ast.Ident)
		if !ok || !x.structs[x.info.Uses[id]] || x.mutated(x.info.Uses[id], e.Sel.Name) {
			return binding{}, false
		}
		name, typ, ok := x.jsonField(e)
		if !ok {
			return binding{}, false
		}
		_, zero := x.defaultedBefore(x.info.Uses[id], e.Sel.Name, e.Pos())
		return binding{arg: name, typ: typ, zero: zero}, true
	case *ast.BinaryExpr: // arg + k, arg - k: a numeric argument shifted by a constant
		if e.Op != token.ADD && e.Op != token.SUB {
			return binding{}, false
		}
		k := x.constant(e.Y)
		b, ok := x.argOf(e.X)
		if e.Op == token.ADD && (k == nil || !ok) {
			k = x.constant(e.X)
			b, ok = x.argOf(e.Y)
		}
		if !ok || k == nil || !isNumeric(k) || b.typ != "number" && b.typ != "integer" || b.norm != "" {
			return binding{}, false
		}
		if e.Op == token.SUB {
			k = constant.UnaryOp(token.SUB, k, 0)
		}
		if b.offset != nil {
			k = constant.BinaryOp(b.offset, token.ADD, k)
		}
		b.offset = k
		return b, true
	case *ast.StarExpr: // *v.Field, a pointer to an optional argument
		b, ok := x.argOf(e.X)
		if ok {
			b.typ = gostruct.JSONType(x.info.TypeOf(e))
		}
		return b, ok
	case *ast.TypeAssertExpr: // args["x"].(string)
		b, ok := x.argOf(e.X)
		if ok && e.Type != nil {
			b.typ = gostruct.JSONType(x.info.TypeOf(e.Type))
		}
		return b, ok
	case *ast.IndexExpr: // args["x"]
		if !x.isArgMap(e.X) {
			return binding{}, false
		}
		name, ok := constString(x.info, e.Index)
		return binding{arg: name}, ok
	}
	return binding{}, false
}

func (x *extractor) isArgMap(e ast.Expr) bool {
	e = ast.Unparen(e)
	if id, ok := e.(*ast.Ident); ok && x.maps[x.info.Uses[id]] {
		return true
	}
	return x.h.Reader.ArgMap(x.info, e) // also a parameter holding the map
}

// mutated reports whether the handler changes field (or all of v) after
// decoding: v.F = ..., v.F++, &v.F, v = ..., a pointer method call on v.
// Such a field no longer holds the argument as sent.
func (x *extractor) mutated(v types.Object, field string) bool {
	if x.changed == nil {
		x.changed = make(map[types.Object]map[string]bool)
		mark := func(e ast.Expr, whole bool) {
			switch e := ast.Unparen(e).(type) {
			case *ast.SelectorExpr:
				if id, ok := ast.Unparen(e.X).(*ast.Ident); ok {
					obj := x.info.Uses[id]
					if x.changed[obj] == nil {
						x.changed[obj] = make(map[string]bool)
					}
					if sel, ok := x.info.Selections[e]; ok && sel.Kind() == types.MethodVal {
						if _, ptr := sel.Obj().Type().(*types.Signature).Recv().Type().(*types.Pointer); ptr {
							x.changed[obj]["*"] = true
						}
						return
					}
					x.changed[obj][e.Sel.Name] = true
				}
			case *ast.Ident:
				if whole {
					obj := x.info.Uses[e]
					if x.changed[obj] == nil {
						x.changed[obj] = make(map[string]bool)
					}
					x.changed[obj]["*"] = true
				}
			}
		}
		ast.Inspect(x.h.Body(), func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.AssignStmt:
				for _, l := range n.Lhs {
					if _, isDefault := x.defaults()[l.Pos()]; isDefault {
						continue // a default replaces only the zero value (defaults.go)
					}
					mark(l, n.Tok != token.DEFINE)
				}
			case *ast.IncDecStmt:
				mark(n.X, true)
			case *ast.UnaryExpr:
				if n.Op == token.AND && !x.fieldPtrs[n] {
					if _, isSel := ast.Unparen(n.X).(*ast.SelectorExpr); isSel {
						mark(n.X, false)
					}
				}
			case *ast.CallExpr:
				if sel, ok := ast.Unparen(n.Fun).(*ast.SelectorExpr); ok {
					mark(sel, false)
				}
			}
			return true
		})
	}
	return x.changed[v]["*"] || x.changed[v][field]
}

// jsonField returns the JSON name and type of the struct field e selects.
func (x *extractor) jsonField(e *ast.SelectorExpr) (name, typ string, ok bool) {
	field, ok := x.info.Uses[e.Sel].(*types.Var)
	if !ok || !field.IsField() {
		return "", "", false
	}
	name, ok = gostruct.JSONName(x.info.TypeOf(e.X), field)
	if !ok {
		return "", "", false
	}
	return name, gostruct.JSONType(field.Type()), true
}
