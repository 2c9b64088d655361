package rules

import (
	"fmt"
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"slices"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/toolvet/toolvet/internal/gostruct"
	"github.com/toolvet/toolvet/internal/model"
	"github.com/toolvet/toolvet/internal/resolve"
	"github.com/toolvet/toolvet/passes/tools"
)

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
		helpers:   hs,
		checked:   make(map[types.Object]checkedErr),
		info:      info,
		found:     found,
		h:         h,
		vals:      make(map[types.Object]binding),
		errs:      make(map[types.Object]string),
		oks:       make(map[types.Object]string),
		members:   make(map[types.Object]membership),
		formats:   make(map[types.Object]parsed),
		maps:      make(map[types.Object]bool),
		structs:   make(map[types.Object]bool),
		binds:     make(map[types.Object]bool),
		encoded:   make(map[types.Object]bool),
		extracted: make(map[types.Object]bool),
		converted: make(map[types.Object]map[string]binding),

		collectors: make(map[types.Object]bool),
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
	// (strings.ToLower), normTrimSpace (strings.TrimSpace), normOther
	// (the rest, or several), or "".
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
	normLower     = "lower"
	normTrimSpace = "trimspace"
	normOther     = "other"
	// normDerived: a value a function of the package computed from the
	// argument (a date parsed in one of many layouts). No keyword states a
	// check on it, but comparing it with another argument's is a rule over
	// both.
	normDerived = "derived"
)

// normalisers map a function that returns a normalised copy of its string
// argument to the kind of normalisation.
var normalisers = map[string]string{
	"strings.ToLower": normLower, "strings.TrimSpace": normTrimSpace, "strings.ToUpper": normOther,
	"strings.Trim": normOther, "strings.TrimPrefix": normOther, "strings.TrimSuffix": normOther,
}

// normThen is the normalisation of applying next after done.
func normThen(done, next string) string {
	switch {
	case next == "" || next == done:
		return done
	case done == "":
		return next
	}
	return normOther
}

type extractor struct {
	// sourcing counts the variables sourceArg is following back.
	sourcing int

	info  *types.Info
	found *tools.Result
	h     *model.Handler
	vals  map[types.Object]binding // var -> argument value
	errs  map[types.Object]string  // var -> "argument missing" error of arg
	oks   map[types.Object]string  // var -> "argument present" flag of arg
	// members are the ok flags of looking an argument up in a map of
	// constant keys (`v, ok := rates[currency]`), with the keys.
	members map[types.Object]membership
	formats map[types.Object]parsed // var -> error of parsing an argument in a format
	maps    map[types.Object]bool   // var -> the raw argument map
	structs map[types.Object]bool   // var -> all arguments, decoded
	// copied maps a copy of the decoded arguments (in2 := in) to the
	// variable it copies.
	copied  map[types.Object]types.Object
	binds   map[types.Object]bool // var -> the error of decoding arguments
	encoded map[types.Object]bool // var -> the arguments, JSON-encoded (decode.go)
	// extracted are values a function of the package computed from the
	// raw arguments (decode.go).
	extracted map[types.Object]bool
	checked   map[types.Object]checkedErr      // var -> the error of a validation helper
	helpers   *helpers                         // summaries of this package's helper functions
	norm      string                           // the normalisation of the argument being classified
	changed   map[types.Object]map[string]bool // struct fields the handler assigns ("*": all)
	// changedBefore are, for a helper's parameter, the fields of the
	// struct it is given that its caller assigns.
	changedBefore map[types.Object]map[string]bool
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
	// verdicts are the variables holding a helper's error result or nil
	// (func check(…) *mcp.CallToolResult), which a failing guard returns
	// as the handler's own failure (verdictReturned).
	verdicts map[types.Object]bool
	// retGuards are the conditions of the ifs whose body a return ends,
	// found on first need (underNotNil).
	retGuards map[token.Pos][]ast.Expr
	// returns are the handler's returns read through the variables their
	// results are held in (returned), nil where that changes nothing.
	returns map[*ast.ReturnStmt]*ast.ReturnStmt
	// expanded are the conditions read through the variables holding them.
	expanded []expansion
	// defaultWrites are the handler's default writes (defaults.go), found
	// on first need.
	defaultWrites map[token.Pos]defaultWrite
	// following are the statements after the one being read, in the
	// list block is reading.
	following []ast.Stmt
	// accepted are, by argument, the formats parses of it accepted on ways
	// out that succeed (alternatives.go).
	accepted map[string][]alternative
	// converted are variables holding a struct a function of the package
	// built from the arguments' fields, with the argument each field holds
	// (converted.go).
	converted map[types.Object]map[string]binding
	// collectors are the lists of problems the handler fails on when not
	// empty, and the errors joining them (deferred.go).
	collectors map[types.Object]bool
	// loopNames are the variables of loops over argument names being
	// read, each with the name of this reading (items.go, nameLoop).
	loopNames map[types.Object]string
	// loopNameRead is set when a loop name was read as an argument's.
	loopNameRead bool
	// handedIn are, in a function answering the call in the handler's
	// stead (workHelper), its parameters given a variable of the caller,
	// with the caller's use of it: a condition the caller computed is
	// read through it (expand).
	handedIn map[types.Object]*ast.Ident
	// working is set in a function answering the call in the handler's
	// stead: it may hand the call on again.
	working bool
}

// block reads top-level statements in order, stopping where a successful
// return may happen.
func (x *extractor) block(stmts []ast.Stmt) {
	stmts = resolve.HappyPathOf(resolve.IfChains(returningChains(stmts)), x.failing, x.otherArguments)
	depth := len(x.conds)
	defer func() { x.conds = x.conds[:depth] }()
	following := x.following
	defer func() { x.following = following }()
	for i, s := range stmts {
		x.following = stmts[i+1:]
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
		case *ast.TypeSwitchStmt:
			if s.Init != nil {
				x.block([]ast.Stmt{s.Init})
			}
			x.typeSwitch(s)
		case *ast.ReturnStmt:
			if x.inlineReturn(s) || x.returnedParse(s) {
				return
			}
			if msg, fails := x.fails(s); fails && len(x.conds) == 0 && x.failAfterAlternatives(msg) {
				return
			}
			// A failure reached under branch conditions (after early
			// successful returns): the conditions are its guard.
			// A returned error variable that may be nil here
			// (`res, err := run(…); return res, err`) may be a success.
			if msg, fails := x.fails(s); fails && len(x.conds) > 0 && !x.mayBeNil(s, x.conds) {
				saved := x.conds
				if all, ok := x.oneArgument(x.conds[depth:]); ok {
					// Every early return took a kind of value of one
					// argument (`if strings.HasPrefix(raw, "#") {…; return}`,
					// `if strings.HasPrefix(raw, "C") {…; return}`): the
					// failure after them refuses every other value.
					x.conds = x.conds[:depth]
					n := len(x.rules)
					x.guard(all, msg)
					for _, r := range x.rules[n:] {
						// No one condition is the check: the failure is.
						r.Pos, r.End = s.Pos(), s.End()
					}
				} else {
					last := x.conds[len(x.conds)-1]
					x.conds = x.conds[:len(x.conds)-1]
					x.guard(last, msg)
				}
				x.conds = saved
			} else if rec := x.recording(); rec != nil && !fails {
				rec.verdictHandedBack(x, s)
			}
			return
		}
		if x.mayReturnOK(s) {
			if len(x.conds) == 0 && x.acceptParse(s) {
				// if err == nil { return t, nil }: one format of several.
				x.forgetNested(s)
				continue
			}
			// if cond { ...; return result }: what follows is reached
			// only when cond is false.
			conds, ok := earlyReturn(s)
			if !ok || len(x.conds)+len(conds) > maxBranchDepth {
				return
			}
			x.forgetNested(s)
			for _, cond := range conds {
				e := x.expand(cond, 0)
				if x.alwaysHolds(negate(e)) {
					continue // a return never taken (`local := "x"; if local == "y"`)
				}
				x.conds = append(x.conds, negate(e))
			}
			continue
		}
		v, b, bound := x.presentBinding(s)
		x.forgetNested(s)
		if bound {
			x.vals[v] = b
		}
	}
}

// returningChains writes each else-if chain of stmts whose every branch
// returns, with no final else, as the ifs one after the other it runs as
// (`if dryRun { return ok } else if offset != nil { return fail }`): each
// failing branch a guard, each succeeding one an early return.
func returningChains(stmts []ast.Stmt) []ast.Stmt {
	var out []ast.Stmt
	for i, s := range stmts {
		var flat []ast.Stmt
		for is, ok := s.(*ast.IfStmt); ok; {
			if is.Init != nil && len(flat) > 0 || len(is.Body.List) == 0 {
				flat = nil
				break
			}
			if _, returns := is.Body.List[len(is.Body.List)-1].(*ast.ReturnStmt); !returns {
				flat = nil
				break
			}
			flat = append(flat, &ast.IfStmt{If: is.If, Init: is.Init, Cond: is.Cond, Body: is.Body})
			if is.Else == nil {
				break
			}
			if is, ok = is.Else.(*ast.IfStmt); !ok {
				flat = nil // a final else: the chain's modes are read together
			}
		}
		if len(flat) < 2 {
			if out != nil {
				out = append(out, s)
			}
			continue
		}
		if out == nil {
			out = slices.Clip(stmts[:i])
		}
		out = append(out, flat...)
	}
	if out == nil {
		return stmts
	}
	return out
}

// otherArguments reports whether the conditions of early successes test
// something else than the good case's after them: each reads arguments,
// and they are not all the one same argument (alternatives of one value,
// `if strings.HasPrefix(raw, "#") {…}` then `"C"`, stay alternatives).
func (x *extractor) otherArguments(earlier []ast.Expr, good ast.Expr) bool {
	saved, expanded := x.info, len(x.expanded)
	defer func() { x.info, x.expanded = saved, x.expanded[:expanded] }()
	one := ""
	same := true
	for _, c := range append(slices.Clip(earlier), good) {
		args := x.valuesReadBy(x.expand(c, 0))
		if len(args) == 0 {
			return false // unknown: keep them alternatives
		}
		if len(args) != 1 || one != "" && args[0] != one {
			same = false
		}
		one = args[0]
	}
	return !same
}

// valuesReadBy returns what c tests: the arguments it reads, and the
// local variables the walk does not bind (yet: the good case is read
// before the statements above it), each once.
func (x *extractor) valuesReadBy(c ast.Expr) []string {
	vals := x.argsIn(c)
	seen := make(map[types.Object]bool)
	ast.Inspect(c, func(n ast.Node) bool {
		id, ok := n.(*ast.Ident)
		if !ok {
			return true
		}
		v, ok := x.info.Uses[id].(*types.Var)
		if !ok || v.IsField() || v.Pkg() == nil || v.Parent() == v.Pkg().Scope() || x.known(v) || seen[v] {
			return true
		}
		seen[v] = true
		vals = append(vals, fmt.Sprintf("var %s@%d", v.Name(), v.Pos()))
		return true
	})
	return vals
}

// oneArgument returns the conjunction of conds, the conditions of a
// block's early returns, when there are several and each is on one
// argument, the same.
func (x *extractor) oneArgument(conds []ast.Expr) (ast.Expr, bool) {
	if len(conds) < 2 {
		return nil, false
	}
	var arg string
	for _, c := range conds {
		args := x.argsIn(c)
		if len(args) != 1 || arg != "" && args[0] != arg {
			return nil, false
		}
		arg = args[0]
	}
	all := conds[0]
	for _, c := range conds[1:] {
		all = &ast.BinaryExpr{X: all, OpPos: c.Pos(), Op: token.LAND, Y: c}
	}
	return all, true
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
	if cond := x.expand(s.Cond, 0); cond != s.Cond {
		expanded := *s
		expanded.Cond = cond
		s = &expanded
	}
	_, bodyFails := x.endsInFailure(s.Body)
	if msg, ok := x.endsInFailure(s.Body); ok && !x.mayReturnOK(s.Body, s.Cond) {
		x.failure(s.Body, s.Cond)
		if !x.sourceGuard(s) {
			x.guard(s.Cond, msg)
		}
	} else if msg, collected, ok := x.failsLater(s.Body.List); ok && !x.mayReturnOK(s.Body, s.Cond) {
		// errs = append(errs, …) or res = failure: the failure is made
		// later (deferred.go), the rule is decided here.
		bodyFails = true
		if x.checksArguments(s.Cond) {
			// The failure on the list is a verdict on the arguments.
			for _, v := range collected {
				x.collectors[v] = true
				if idx := x.found.Index; idx != nil {
					// A copy failed on instead (c := errs; return
					// errors.Join(c...)).
					for _, c := range idx.Copies(v) {
						// Copied once the list is complete: nothing
						// written to it after the copy.
						if def := idx.Value(c); def != nil && idx.Assignments(c) == 1 && len(idx.PartWrites(c)) == 0 &&
							!idx.WrittenBetween(v, def.End(), x.h.Body().End()) {
							x.collectors[c] = true
						}
					}
				}
			}
		}
		if rec := x.recording(); rec != nil {
			rec.collecting = collected
		}
		if !x.sourceGuard(s) {
			x.guard(s.Cond, msg)
		}
		if rec := x.recording(); rec != nil {
			rec.collecting = nil
		}
		if els, ok := s.Else.(*ast.BlockStmt); ok {
			x.branch(negate(s.Cond), els.List)
			return
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
		if bodyFails {
			// else if: reached only when cond is false, and cond already
			// fails, so each further failing condition is a rule of its own.
			x.ifStmt(elif)
		} else if x.alwaysHolds(negate(s.Cond)) {
			x.ifStmt(elif) // an if never taken
		} else {
			x.conds = append(x.conds, negate(s.Cond))
			x.ifStmt(elif)
			x.conds = x.conds[:len(x.conds)-1]
		}
	}
}

// failing reports whether ret surely fails: it fails (x.fails), and does
// not return the verdict of a function of the package that returns a
// nil error on some way out (`return cp.validate()` may succeed).
func (x *extractor) failing(ret *ast.ReturnStmt) bool {
	if _, fails := x.fails(ret); !fails {
		return false
	}
	if len(ret.Results) == 0 {
		return true
	}
	// An error, a failure helper's error result, or a call of no check
	// (another package's check, by its facts, passes on good values).
	call, ok := ast.Unparen(ret.Results[len(ret.Results)-1]).(*ast.CallExpr)
	return !ok || !x.verdictCall(call)
}

// handsOnVerdict reports whether ret returns what a check returns, nil on
// a good value: `if name == "" { return nil }; return validate(name)`
// fails only when validate does, so name != "" is no rule.
func (x *extractor) handsOnVerdict(ret *ast.ReturnStmt) bool {
	if len(ret.Results) == 0 {
		return false
	}
	call, isCall := ast.Unparen(ret.Results[len(ret.Results)-1]).(*ast.CallExpr)
	return isCall && x.verdictCall(call)
}

// verdictCall reports whether call is of a check, which returns nil on a
// good value: a function of the package with a return of a nil error, or
// another package's whose facts say it checks.
func (x *extractor) verdictCall(call *ast.CallExpr) bool {
	if x.errorResultCall(call) {
		return false
	}
	fn, decl := x.localFunc(call)
	if decl == nil {
		return x.foreignCheck(fn)
	}
	return returnsNilError(x.info, decl.Body)
}

// foreignCheck reports whether fn is another package's function whose
// facts say it checks its parameters: it returns nil on the values it
// accepts.
func (x *extractor) foreignCheck(fn *types.Func) bool {
	if fn == nil || fn.Pkg() == nil || x.helpers == nil || x.helpers.importFact == nil {
		return false
	}
	var c ChecksFact
	var g GuardsFact
	return x.helpers.importFact(fn.Origin(), &c) || x.helpers.importFact(fn.Origin(), &g)
}

// foreignResultVerdict reports whether fn is another package's function
// whose facts say it answers with the library's error result or nil (func
// check(…) *mcp.CallToolResult), as resultVerdict says of one of the
// package.
func (x *extractor) foreignResultVerdict(fn *types.Func) bool {
	if fn == nil || fn.Pkg() == nil || x.helpers == nil || x.helpers.importFact == nil {
		return false
	}
	var c ChecksFact
	var g GuardsFact
	return x.helpers.importFact(fn.Origin(), &c) && c.Result || x.helpers.importFact(fn.Origin(), &g) && g.Result
}

// returnsNilError reports whether a return in body (outside function
// literals) gives nil as its last result.
func returnsNilError(info *types.Info, body *ast.BlockStmt) bool {
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			if len(n.Results) > 0 && isNil(info, ast.Unparen(n.Results[len(n.Results)-1])) {
				found = true
			}
		}
		return !found
	})
	return found
}

// normalisedCases returns s with each case's statements read as block
// reads them (resolve.IfChains, resolve.HappyPath): a case that ends in a
// failure after `if good { return ok }` may succeed, and is no failing
// case. s itself when no case changes; the syntax is never written.
func (x *extractor) normalisedCases(s *ast.SwitchStmt) *ast.SwitchStmt {
	var list []ast.Stmt
	for i, c := range s.Body.List {
		cc := c.(*ast.CaseClause)
		body := resolve.HappyPath(resolve.IfChains(cc.Body), x.failing)
		if len(body) == len(cc.Body) && (len(body) == 0 || &body[0] == &cc.Body[0]) {
			continue // the same statements: neither rewrote them
		}
		if list == nil {
			list = slices.Clone(s.Body.List)
		}
		copied := *cc
		copied.Body = body
		list[i] = &copied
	}
	if list == nil {
		return s
	}
	copied := *s
	copied.Body = &ast.BlockStmt{Lbrace: s.Body.Lbrace, List: list, Rbrace: s.Body.Rbrace}
	return &copied
}

// switchStmt reads `switch v { case "a", "b": ...; default: return failure }`
// as an enum, and a tagless switch's failing cases as guards.
func (x *extractor) switchStmt(s *ast.SwitchStmt) {
	s = x.normalisedCases(s)
	if rec := x.recording(); rec != nil && s.Tag != nil {
		x.recordSwitch(rec, s)
	}
	if s.Tag == nil {
		for i, c := range s.Body.List {
			cc := c.(*ast.CaseClause)
			msg, fails := x.endsInFailure(&ast.BlockStmt{List: cc.Body})
			if !fails || cc.List == nil || x.mayReturnOK(&ast.BlockStmt{List: cc.Body}) {
				x.tagless(s.Body.List[i:])
				return // later cases are reached only when this one did not match
			}
			// The failure is on any of the case's expressions.
			either := cc.List[0]
			for _, e := range cc.List[1:] {
				either = &ast.BinaryExpr{X: either, OpPos: e.Pos(), Op: token.LOR, Y: e}
			}
			x.failure(&ast.BlockStmt{List: cc.Body}, either)
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
			if !fails {
				m, fails = x.failsThrough(cc.Body)
			}
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
	if zero != "" && acceptZero(r, zero) {
		return
	}
	x.add(r)
}

// failureThrough is a reader whose functions may fail by leaving a
// failure in their output and going on to return it
// (functool.reader.FailureThrough).
type failureThrough interface {
	FailureThrough(info *types.Info, stmts []ast.Stmt, ret *ast.ReturnStmt) (string, bool)
}

// failsThrough reports whether body, a switch's clause that does not
// return, fails all the same: it sets a failure in the output the
// statements after the switch return, unchanged (`default: res.Error =
// "unknown action"`, then `res.Status = "success"; return res, nil`).
func (x *extractor) failsThrough(body []ast.Stmt) (string, bool) {
	ft, ok := x.h.Reader.(failureThrough)
	if !ok || len(body) == 0 {
		return "", false
	}
	if _, ends := body[len(body)-1].(*ast.ReturnStmt); ends {
		return "", false
	}
	for i, s := range x.following {
		if ret, ok := s.(*ast.ReturnStmt); ok {
			stmts := append(slices.Clone(body), x.following[:i]...)
			return ft.FailureThrough(x.info, stmts, ret)
		}
	}
	return "", false
}

// returnedParse reads a helper's last `return time.Parse(layout, v)`, on
// no branch: the helper fails as the parse does, the rule is the format.
func (x *extractor) returnedParse(ret *ast.ReturnStmt) bool {
	if len(ret.Results) != 1 || len(x.conds) > 0 {
		return false
	}
	call, ok := ast.Unparen(ret.Results[0]).(*ast.CallExpr)
	if !ok {
		return false
	}
	tuple, ok := x.info.TypeOf(call).(*types.Tuple)
	if !ok || tuple.Len() == 0 || !resolve.IsError(tuple.At(tuple.Len()-1).Type()) {
		return false
	}
	p, ok := x.parse(call)
	if !ok {
		return false
	}
	c, says, noFix, ok := p.keyword()
	if !ok {
		return false
	}
	r := &model.Rule{Args: []string{p.arg}, Pos: call.Pos(), End: call.End(), Check: render(call) + " fails", NoFix: noFix}
	set(r, says, c)
	x.add(r)
	return true
}

// guard records the rules of a condition under which the call fails.
func (x *extractor) guard(cond ast.Expr, msg string) {
	cond = ast.Unparen(cond)
	if rec := x.recording(); rec != nil {
		defer rec.enter(x, cond, msg)()
	}
	if be, ok := cond.(*ast.BinaryExpr); ok && be.Op == token.LOR {
		// Each disjunct fails on its own: a rule each.
		x.guard(be.X, msg)
		x.guard(be.Y, msg)
		return
	}
	if u, ok := cond.(*ast.UnaryExpr); ok && u.Op == token.NOT {
		if in, ok := ast.Unparen(u.X).(*ast.UnaryExpr); ok && in.Op == token.NOT {
			// !!ok fails as ok does (a predicate helper returning !bad).
			x.guard(in.X, msg)
			return
		}
		if be, ok := ast.Unparen(u.X).(*ast.BinaryExpr); ok && be.Op != token.LOR {
			// !(a >= 1 && a <= 5000) fails as a < 1 || a > 5000 does,
			// !(page >= 1) as page < 1.
			x.guard(negate(be), msg)
			return
		}
	}
	if x.pendingGuard(cond) {
		return
	}
	if x.inlinedGuards(cond, msg) || x.passedGuard(cond, msg) {
		return
	}
	if msg == "" {
		msg = x.verdictMessage(cond)
	}
	if args := x.argsIn(cond); len(args) == 1 && x.normIn(cond) == normDerived {
		return // a check on one computed value: no keyword states it
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
		_, r.Must = x.requirement(cond)
		x.norm = x.normIn(cond)
		x.keywords(r, cond)
		x.normalised(r)
		x.norm = ""
		if zero := x.zeroIn(cond); zero != "" && acceptZero(r, zero) {
			return
		}
	} else {
		x.crossField(r, cond)
	}
	x.add(r)
}

func (x *extractor) add(r *model.Rule) {
	// A rule read from the condition a guard's variable holds is the
	// guard's: it is reported where the guard tests the variable, as
	// where the code fails (and where an ignore directive for it goes).
	// A condition written over a predicate helper's body may begin at
	// the caller (the `!` of `!isAcct(x)`) and end in the helper.
	r.Pos, r.End = x.useSpan(r.Pos, r.End)
	x.rules = append(x.rules, r)
}

// usePos is pos, in a condition a guard's variable holds, moved to where
// the guard tests the variable (add).
func (x *extractor) usePos(pos token.Pos) token.Pos {
	p, _ := x.useSpan(pos, pos)
	return p
}

func (x *extractor) useSpan(pos, end token.Pos) (token.Pos, token.Pos) {
	for range maxExpandDepth {
		moved := false
		for _, sp := range x.expanded {
			if sp.def.Pos() <= pos && pos < sp.def.End() || sp.def.Pos() < end && end <= sp.def.End() && sp.use.Pos() != pos {
				pos, end = sp.use.Pos(), sp.use.End()
				moved = true
				break
			}
		}
		if !moved {
			break
		}
	}
	return pos, end
}

// expansion records that the condition def was read where use, a
// variable holding it or a call of a predicate helper returning it, is
// tested (expand).
type expansion struct {
	use ast.Expr
	def ast.Node
}

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
			obj := x.info.Uses[id]
			if _, helperErr := x.pending[obj]; helperErr || x.collectors[obj] || x.binds[obj] || x.extracted[obj] || x.parseError(id) || x.guardsArguments(obj) {
				found = true
			}
		}
		return !found
	})
	return found
}

// guardsArguments reports whether v holds the verdict of a guard helper
// one of whose guards checks an argument or a value computed from them
// (`if err := validateCode(code); err != nil`, code cut out of an
// argument).
func (x *extractor) guardsArguments(v types.Object) bool {
	c, ok := x.checked[v]
	if !ok || c.sum != nil {
		return false
	}
	for _, g := range c.inlined {
		saved := x.info
		x.info = x.helpers.overlay(x.info, g.types)
		checks := x.checksArguments(g.cond)
		x.info = saved
		if checks {
			return true
		}
	}
	return false
}

// parseError reports whether id holds the error of a parse function of
// the package, one that fills a struct from the arguments
// (`p, err := parseParams(args)`): the error of reading them.
func (x *extractor) parseError(id *ast.Ident) bool {
	if x.found == nil || x.found.Flow == nil || !resolve.IsError(x.info.TypeOf(id)) {
		return false
	}
	def, part := x.found.Flow.Source(id)
	call, ok := def.(*ast.CallExpr)
	if !ok || part < 0 {
		return false
	}
	fn, _ := typeutil.Callee(x.info, call).(*types.Func)
	if len(x.found.Flow.FilledFields(call, x.h.Reader)) > 0 {
		return true
	}
	// p.toQuery() on a struct a parse function filled: an error of a
	// method that only checks its receiver is a verdict on the arguments.
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok || fn == nil || fn.Signature().Recv() == nil {
		return false
	}
	recv, ok := ast.Unparen(sel.X).(*ast.Ident)
	if !ok || !x.onlyChecks(fn) {
		return false
	}
	filler := x.found.Flow.HeldCall(recv)
	if filler == nil {
		return false
	}
	return len(x.found.Flow.FilledFields(filler, x.h.Reader)) > 0
}

// onlyChecks reports whether fn, a method of the package, computes its
// results from its receiver without calling anything but the error
// constructors (errors.New, fmt.Errorf) and conversions: its error is a
// verdict on the receiver, not a failure of something it reaches.
func (x *extractor) onlyChecks(fn *types.Func) bool {
	if x.found.Index == nil {
		return false
	}
	decl := x.found.Index.FuncDecl(fn.Origin())
	if decl == nil || decl.Body == nil || decl.Type.Params.NumFields() != 0 {
		return false
	}
	pure := true
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok || !pure {
			return pure
		}
		if tv, ok := x.info.Types[call.Fun]; ok && tv.IsType() {
			return true // a conversion
		}
		if !resolve.NewError(x.info, call) {
			pure = false
		}
		return pure
	})
	return pure
}

// endsInFailure reports whether b's last statement is a failing return,
// or a call that reports a failure (model.FailureReporter).
func (x *extractor) endsInFailure(b *ast.BlockStmt) (string, bool) {
	if b == nil || len(b.List) == 0 {
		return "", false
	}
	switch last := b.List[len(b.List)-1].(type) {
	case *ast.ReturnStmt:
		if x.handsOnVerdict(last) {
			return "", false
		}
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
	var under []resolve.GuardedBody // the bodies in n that run only when a condition holds
	ast.Inspect(n, func(n ast.Node) bool {
		under = append(under, resolve.Guarded(n)...)
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
			holding := conds
			for _, g := range under {
				if g.Body.Pos() <= n.Pos() && n.End() <= g.Body.End() {
					holding = append(holding[:len(holding):len(holding)], x.expand(g.Cond, 0))
				}
			}
			found = x.mayBeNil(n, holding)
		}
		return !found
	})
	return found
}

// mayBeNil reports whether ret returns, as its last result, a local error
// variable that may be nil where ret is: no condition in conds says it is
// not (err != nil, errors.Is(err, …), errors.As(err, …) among their
// conjuncts), and it is not assigned once from errors.New or fmt.Errorf.
// A return whose other results are all nil (`return nil, err`) gives no
// result either way: no success, whatever err holds.
func (x *extractor) mayBeNil(ret *ast.ReturnStmt, conds []ast.Expr) bool {
	if len(ret.Results) == 0 {
		return false
	}
	if len(ret.Results) > 1 && !slices.ContainsFunc(ret.Results[:len(ret.Results)-1], func(e ast.Expr) bool {
		tv, ok := x.info.Types[e]
		return !ok || !tv.IsNil()
	}) {
		return false
	}
	if x.handsOnVerdict(ret) {
		return true
	}
	id, ok := ast.Unparen(ret.Results[len(ret.Results)-1]).(*ast.Ident)
	if !ok {
		return false
	}
	if x.found != nil && x.found.Flow.NilResult(ret, len(ret.Results)-1) {
		return false // nil here: x.fails read the other results
	}
	v, ok := x.info.Uses[id].(*types.Var)
	if !ok || v.Pkg() == nil || v.Parent() == v.Pkg().Scope() ||
		!resolve.IsError(v.Type()) {
		return false
	}
	// v itself, or a variable holding the same value where it is read
	// (e := err; if e != nil { return err }).
	isV := func(e ast.Expr) bool {
		if resolve.Object(x.info, e) == v {
			return true
		}
		if x.found == nil || x.found.Flow == nil {
			return false
		}
		a, b := x.found.Flow.Value(e), x.found.Flow.Value(id)
		return a != nil && a == b
	}
	for _, c := range conds {
		if notNil(x.info, c, isV) {
			return false
		}
	}
	if x.found != nil && x.found.Index != nil {
		if call, ok := ast.Unparen(x.found.Index.Value(v)).(*ast.CallExpr); ok {
			if resolve.NewError(x.info, call) {
				return false
			}
		}
	}
	return true
}

// notNil reports whether cond, when true, says the value isV recognises
// is not nil: one of its conjuncts is v != nil, errors.Is(v, …) or
// errors.As(v, …).
func notNil(info *types.Info, cond ast.Expr, isV func(ast.Expr) bool) bool {
	switch c := ast.Unparen(cond).(type) {
	case *ast.BinaryExpr:
		switch c.Op {
		case token.LAND:
			return notNil(info, c.X, isV) || notNil(info, c.Y, isV)
		case token.NEQ:
			isNil := func(e ast.Expr) bool { return resolve.IsNil(info, e) }
			return isV(c.X) && isNil(c.Y) || isV(c.Y) && isNil(c.X)
		}
	case *ast.CallExpr:
		return resolve.IsCallTo(info, c, "errors", "Is", "As") && len(c.Args) == 2 && isV(c.Args[0])
	}
	return false
}

// expand replaces each local boolean variable of cond that holds a
// condition by the condition it holds, as the engine follows the value
// (flow.Graph.Definition): `bad := n < 1 || n > 10; if bad {…}` is a guard
// on the comparison. Variables that hold what the extractor knows (an
// argument, a presence flag, a helper's verdict) stay as they are.
func (x *extractor) expand(cond ast.Expr, depth int) ast.Expr {
	if depth > maxExpandDepth || x.found == nil || x.found.Flow == nil {
		return cond
	}
	switch e := cond.(type) {
	case *ast.ParenExpr:
		if in := x.expand(e.X, depth+1); in != e.X {
			return &ast.ParenExpr{Lparen: e.Lparen, X: in, Rparen: e.Rparen}
		}
	case *ast.UnaryExpr:
		if e.Op == token.NOT {
			if in := x.expand(e.X, depth+1); in != e.X {
				switch in := ast.Unparen(in).(type) {
				case *ast.UnaryExpr:
					if in.Op == token.NOT {
						return in.X // !ok where ok := !bad: bad
					}
				case *ast.BinaryExpr:
					if in.Op != token.LAND && in.Op != token.LOR {
						return negate(in) // !titled(in) where titled returns title != "": title == ""
					}
				}
				return &ast.UnaryExpr{OpPos: e.OpPos, Op: e.Op, X: in}
			}
		}
	case *ast.BinaryExpr:
		if e.Op == token.LAND || e.Op == token.LOR {
			l, r := x.expand(e.X, depth+1), x.expand(e.Y, depth+1)
			if l != e.X || r != e.Y {
				return &ast.BinaryExpr{X: l, OpPos: e.OpPos, Op: e.Op, Y: r}
			}
		}
	case *ast.Ident:
		obj := x.info.Uses[e]
		if obj == nil || !isBool(obj.Type()) || x.known(obj) {
			return cond
		}
		if def := x.found.Flow.Definition(e); def != nil {
			x.expanded = append(x.expanded, expansion{use: e, def: def})
			return x.expand(ast.Unparen(def), depth+1)
		}
		if caller, ok := x.handedIn[obj]; ok {
			x.expanded = append(x.expanded, expansion{use: e, def: caller})
			return x.expand(caller, depth+1)
		}
	case *ast.CallExpr:
		if def, body, ok := x.predicateHelper(e); ok {
			x.expanded = append(x.expanded, expansion{use: e, def: body}, expansion{use: e, def: e})
			return x.expand(resolve.Simplify(def), depth+1)
		}
	}
	return cond
}

// maxExpandDepth bounds how many variables deep a condition is followed.
const maxExpandDepth = 16

// known reports whether the extractor binds obj to something it reads
// (an argument, a presence flag, a membership, a helper's verdict).
func (x *extractor) known(obj types.Object) bool {
	if _, ok := x.vals[obj]; ok {
		return true
	}
	if _, ok := x.oks[obj]; ok {
		return true
	}
	if _, ok := x.members[obj]; ok {
		return true
	}
	if _, ok := x.checked[obj]; ok {
		return true
	}
	return x.binds[obj] || x.structs[obj] || x.maps[obj]
}

func isBool(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsBoolean != 0
}
