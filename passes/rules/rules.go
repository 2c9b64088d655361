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
// knowledge (model.ArgReader), and so is what a validation library states
// (its rule source, internal/rulesource, listed in internal/registry:
// sources.go is this pass's side of that interface); everything else here
// is library-neutral.
package rules

import (
	"go/ast"
	"go/token"
	"go/types"
	"maps"
	"reflect"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/toolvet/toolvet/internal/degrade"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/toolvet/toolvet/internal/flow"
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
	// Cut is, for each handler, what a budget stopped toolvet from
	// reading while it read the handler (a branch nested too deep, a
	// helper too large for the engine): its rules there are not known.
	Cut map[*model.Handler][]model.Unread
}

// Analyzer extracts rules.
var Analyzer = degrade.OnPanic(&analysis.Analyzer{
	Name:       "rules",
	Doc:        "read the rules tool handlers enforce on their arguments (helper pass; reports nothing)",
	URL:        "https://github.com/toolvet/toolvet#how-it-works",
	Requires:   []*analysis.Analyzer{tools.Analyzer},
	ResultType: reflect.TypeFor[*Result](),
	FactTypes:  []analysis.Fact{new(ReadsArgFact), new(ChecksFact), new(ValidatesFact), new(ErrorResultFact), new(HandlesFact), new(GuardsFact), new(DecodesFact), new(WorkFact), new(ValueFact), new(CasesFact), new(SummaryFact)},
	Run:        run,
})

func run(pass *analysis.Pass) (any, error) {
	found := pass.ResultOf[tools.Analyzer].(*tools.Result)
	res := &Result{
		Rules:    make(map[*model.Tool][]*model.Rule),
		Failures: make(map[*model.Handler][]*model.Failure),
		Reads:    make(map[*model.Handler][]model.Read),
		Cut:      make(map[*model.Handler][]model.Unread),
	}
	type extracted struct {
		rules    []*model.Rule
		failures []*model.Failure
		cut      []model.Unread
	}
	cache := make(map[ast.Node]extracted)
	hs := &helpers{importFact: pass.ImportObjectFact}
	// Other packages' readers, by their facts, for the engine's reading
	// of this one's values.
	found.Flow.SetForeignReaders(func(fn *types.Func) *flow.Reader { return foreignReader(pass.ImportObjectFact, fn) })
	defer exportFacts(pass, found, hs)
	defer exportHandlers(pass, found, hs)
	hs.sources = openSources(&rulesource.Pass{Pass: pass, Index: found.Index, Flow: found.Flow}, found, hs)
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
			if h.Imported != nil {
				res.Rules[t] = append(res.Rules[t], importedHandler(pass, h, t)...)
				res.Failures[h] = importedFailures(pass, h)
				continue
			}
			if rs, fs, ok := forwardedAway(pass, found.Flow, h, t); ok {
				res.Rules[t] = append(res.Rules[t], rs...)
				res.Failures[h] = fs
				continue
			}
			e, ok := cache[h.Func]
			if !ok {
				cuts, flowCuts := len(hs.cuts), len(found.Flow.Cuts())
				e.rules, e.failures = extract(pass.TypesInfo, found, h, hs)
				// What was cut while this handler was read is its.
				e.cut = slices.Clone(hs.cuts[cuts:])
				for _, c := range found.Flow.Cuts()[flowCuts:] {
					e.cut = append(e.cut, model.Unread{Pos: c.Pos, Why: c.Why})
				}
				cache[h.Func] = e
			}
			res.Rules[t] = append(res.Rules[t], e.rules...)
			res.Failures[h] = e.failures
			if len(e.cut) > 0 {
				res.Cut[h] = e.cut
			}
			res.Reads[h] = reads(pass.TypesInfo, found.Flow, found.Index, h, failsIn(pass.TypesInfo, found, h, hs), hs.importFact, found.ForeignPredicate)
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
		originIn         model.FileSite
		check, says      string
		args             string
	}
	seen := make(map[key]bool)
	out := rs[:0:0]
	for _, r := range rs {
		k := key{r.Pos, r.End, r.Origin, r.OriginIn, r.Check, r.Says, strings.Join(r.Args, ",")}
		if seen[k] {
			continue
		}
		seen[k] = true
		out = append(out, r)
	}
	return out
}

// reads lists where h reads an argument by a constant name, anywhere in
// its body: through the library's readers and the raw argument map.
func reads(info *types.Info, g *flow.Graph, idx *resolve.Index, h *model.Handler, fails func(*ast.ReturnStmt) bool, importFact func(types.Object, analysis.Fact) bool, foreignPredicate func(*types.Func) string) []model.Read {
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
	// Another package's predicate is written over a call once: the
	// lookups refusals finds in it are the ones read below.
	type written struct {
		cond ast.Expr
		sub  *resolve.Substitution
	}
	writtenAt := make(map[*ast.CallExpr]*written)
	var typed helpers // only its overlay: info with the types of the nodes written so
	foreignCond := func(fn *types.Func, call *ast.CallExpr) (ast.Expr, *resolve.Substitution, bool) {
		if foreignPredicate == nil {
			return nil, nil, false
		}
		w, ok := writtenAt[call]
		if !ok {
			if cond, sub, ok := resolve.InlineText(fn, foreignPredicate(fn), call); ok {
				w = &written{cond, sub}
				info = typed.overlayTyped(info, sub) // isMap reads them too
			}
			writtenAt[call] = w
		}
		if w == nil {
			return nil, nil, false
		}
		return w.cond, w.sub, true
	}
	refused := refusals(info, g, idx, h, isMap, fails, foreignCond, importFact)
	walked := make(map[*ast.FuncDecl]bool) // predicates of the package read through
	foreignDepth := 0                      // other packages' predicates read through, one in another
	var visit func(n ast.Node) bool
	visit = func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.CallExpr:
			if r, ok := h.Reader.ReadArg(info, n); ok && r.Name != "" && r.NameExpr != nil {
				add(r.Name, r.NameExpr, r.Default)
				break
			}
			// A predicate of the package reads where it is written
			// (`func dryRun(req …) bool { return req.GetBool("dryRun",
			// false) }`), once.
			decl, predicate := predicateDecl(info, idx, n)
			if predicate != nil && !walked[decl] {
				walked[decl] = true
				ast.Inspect(decl.Body, visit)
			}
			fn, _ := typeutil.Callee(info, n).(*types.Func)
			if predicate == nil && fn != nil && foreignDepth < maxPredicateReads && importedReader(importFact, fn) == nil {
				// Another package's predicate reads at the call, in
				// the expression its fact writes over the call's
				// arguments (typed apart: its types join info's,
				// foreignCond); the arguments are read where they are.
				// A reader's fact says what it reads (below).
				if cond, _, ok := foreignCond(fn, n); ok {
					args := make(map[ast.Node]bool, len(n.Args))
					for _, a := range n.Args {
						args[a] = true
					}
					foreignDepth++ // its text may call it again
					ast.Inspect(cond, func(c ast.Node) bool { return !args[c] && visit(c) })
					foreignDepth--
				}
			}
			// Another package's function answering in the handler's
			// stead reads in the conditions its fact writes over the
			// call (WorkFact): its guards and their branches.
			var work WorkFact
			if predicate == nil && fn != nil && foreignDepth < maxPredicateReads && importFact != nil && fn.Pkg() != nil && importFact(fn, &work) {
				args := make(map[ast.Node]bool, len(n.Args))
				for _, a := range n.Args {
					args[a] = true
				}
				foreignDepth++
				for _, fg := range work.Guards {
					for _, text := range append([]string{fg.Cond}, fg.Ctx...) {
						if cond, sub, ok := resolve.InlineText(fn, text, n); ok {
							info = typed.overlayTyped(info, sub)
							ast.Inspect(cond, func(c ast.Node) bool { return !args[c] && visit(c) })
						}
					}
				}
				foreignDepth--
			}
			// A parse function filling a struct from the arguments: its
			// reads, where it makes them.
			if fields := g.FilledFields(n, h.Reader); len(fields) > 0 {
				idx := make([]int, 0, len(fields))
				for i := range fields {
					idx = append(idx, i)
				}
				slices.Sort(idx)
				for _, i := range idx {
					if r := fields[i]; r.NameExpr != nil {
						add(r.Name, r.NameExpr, r.Default)
					}
				}
				break
			}
			// A project's reader (flow.Reader): over the argument map it is
			// given (requiredParam[string](args, "id")) or by itself
			// (getTrimmedString(req, "query")).
			if s := g.Reader(fn, h.Reader); s != nil && s.Map < len(n.Args) && s.Key < len(n.Args) && s.Default < len(n.Args) && (s.Map < 0 || isMap(n.Args[s.Map])) {
				if name, ok := constString(info, n.Args[s.Key]); ok {
					var def ast.Expr
					if s.Default >= 0 {
						def = n.Args[s.Default]
					}
					add(name, n.Args[s.Key], def)
				}
			} else if s := g.NamedReader(fn, h.Reader); predicate == nil && s != nil && s.Result == 0 && s.Map < len(n.Args) && (s.Map < 0 || isMap(n.Args[s.Map])) {
				// snippet(args) returning args["code"].
				add(s.Name, n, nil)
			} else if s := importedReader(importFact, fn); s != nil && s.nameParam < len(n.Args) && s.mapParam < len(n.Args) && s.defaultParam < len(n.Args) && (s.mapParam < 0 || isMap(n.Args[s.mapParam])) {
				// Another package's reader, by its fact.
				var def ast.Expr
				if s.defaultParam >= 0 {
					def = n.Args[s.defaultParam]
				}
				if s.nameParam < 0 {
					add(s.name, n, def)
				} else if name, ok := constString(info, n.Args[s.nameParam]); ok {
					add(name, n.Args[s.nameParam], def)
				}
			}
		case *ast.IndexExpr: // req.GetArguments()["x"], args["x"]
			if isMap(n.X) {
				if name, ok := constString(info, n.Index); ok {
					add(name, n.Index, nil)
					out[len(out)-1].Refused = refused[n]
				}
			}
		}
		return true
	}
	ast.Inspect(body, visit)
	// The functions answering the call in the handler's stead read as
	// the rest of it.
	for _, w := range workBodies(info, g, idx, h) {
		if !walked[w.decl] {
			walked[w.decl] = true
			ast.Inspect(w.decl.Body, visit)
		}
	}
	return out
}

// maxPredicateReads bounds how many of another package's predicates deep
// reads follows, one's text calling the next (or itself).
const maxPredicateReads = 3

// workBody is a function answering the call in the handler's stead
// (workHelper), and the call handing the handler's values to it.
type workBody struct {
	decl *ast.FuncDecl
	call *ast.CallExpr
}

// workBodies returns the functions h's body hands the call to, `return
// work(ctx, acct)` (or the results of that call held and returned), and
// those they hand it to in turn, maxStructHelperDepth deep.
func workBodies(info *types.Info, g *flow.Graph, idx *resolve.Index, h *model.Handler) []workBody {
	var out []workBody
	seen := make(map[*ast.FuncDecl]bool)
	var from func(fun ast.Node, body *ast.BlockStmt, depth int)
	from = func(fun ast.Node, body *ast.BlockStmt, depth int) {
		if body == nil || depth >= maxStructHelperDepth {
			return
		}
		ast.Inspect(body, func(n ast.Node) bool {
			ret, ok := n.(*ast.ReturnStmt)
			if _, lit := n.(*ast.FuncLit); lit {
				return false
			}
			if !ok {
				return true
			}
			call, _, decl := workCall(info, idx, fun, ret)
			if decl == nil && len(ret.Results) == 0 && g != nil {
				if res := g.Returned(ret); res != nil {
					call, _, decl = workCall(info, idx, fun, &ast.ReturnStmt{Return: ret.Return, Results: res})
				}
			}
			if decl != nil && !seen[decl] {
				seen[decl] = true
				out = append(out, workBody{decl, call})
				from(decl, decl.Body, depth+1)
			}
			return true
		})
	}
	from(h.Func, h.Body(), 0)
	return out
}

// refusals returns the lookups in h's body that only refuse an argument:
// the handler fails when it is sent.
//
//	if _, ok := args["page"]; ok { return failure }
//	if args["page"] != nil { return failure }
//
// The condition may be held in a variable first (the engine's
// Definition), and ok assigned before the if.
func refusals(info *types.Info, g *flow.Graph, idx *resolve.Index, h *model.Handler, isMap func(ast.Expr) bool, fails func(*ast.ReturnStmt) bool, foreignCond func(*types.Func, *ast.CallExpr) (ast.Expr, *resolve.Substitution, bool), importFact func(types.Object, analysis.Fact) bool) map[*ast.IndexExpr]bool {
	// presence maps ok of `_, ok := m["x"]` (assigned once) to the lookup.
	presence := make(map[types.Object]*ast.IndexExpr)
	assigned := make(map[types.Object]int)
	works := workBodies(info, g, idx, h)
	bodies := []ast.Node{h.Body()}
	for _, w := range works {
		bodies = append(bodies, w.decl.Body)
	}
	for _, body := range bodies {
		ast.Inspect(body, func(n ast.Node) bool {
			as, ok := n.(*ast.AssignStmt)
			if !ok {
				return true
			}
			for _, l := range as.Lhs {
				if obj := resolve.Object(info, l); obj != nil {
					assigned[obj]++
				}
			}
			if len(as.Lhs) == 2 && len(as.Rhs) == 1 && isBlank(as.Lhs[0]) {
				if ix, ok := ast.Unparen(as.Rhs[0]).(*ast.IndexExpr); ok {
					if obj := resolve.Object(info, as.Lhs[1]); obj != nil {
						presence[obj] = ix
					}
				}
			}
			return true
		})
	}
	// args are, while a closure's body is read, the values its call
	// gives its parameters.
	var args map[types.Object]ast.Expr
	// value returns what e stands for: through the closure's parameters,
	// the variables holding a condition and the predicates called.
	value := func(e ast.Expr, depth int) ast.Expr {
		for ; depth < maxRefusalSteps; depth++ {
			switch c := ast.Unparen(e).(type) {
			case *ast.CallExpr:
				body := predicateBody(info, idx, c, args)
				if body == nil {
					// Another package's predicate, written over the
					// call's arguments (its new nodes' nil is
					// resolve.Nil, the arguments are the caller's).
					if fn, _ := typeutil.Callee(info, c).(*types.Func); fn != nil && fn.Pkg() != nil {
						if cond, _, ok := foreignCond(fn, c); ok {
							e = cond
							continue
						}
					}
					return c
				}
				e = body
				continue
			case *ast.Ident:
				obj := info.Uses[c]
				if a, ok := args[obj]; ok {
					e = a
					continue
				}
				if presence[obj] != nil {
					return c
				}
				if def := g.Definition(c); def != nil {
					e = def
					continue
				}
			}
			break
		}
		return ast.Unparen(e)
	}
	var lookup func(e ast.Expr, depth int) *ast.IndexExpr
	lookup = func(e ast.Expr, depth int) *ast.IndexExpr {
		if depth >= maxRefusalSteps {
			return nil
		}
		switch c := value(e, depth).(type) {
		case *ast.UnaryExpr: // !isAbsent(ok), with isAbsent(ok) returning !ok
			if c.Op != token.NOT {
				break
			}
			switch in := value(c.X, depth).(type) {
			case *ast.UnaryExpr:
				if in.Op == token.NOT {
					return lookup(in.X, depth+1)
				}
			case *ast.BinaryExpr: // !(args["x"] == nil)
				if in.Op == token.EQL && isNil(info, in.Y) {
					ix, _ := ast.Unparen(in.X).(*ast.IndexExpr)
					return ix
				}
			}
		case *ast.Ident:
			if ix := presence[info.Uses[c]]; ix != nil && assigned[info.Uses[c]] == 1 {
				return ix
			}
		case *ast.BinaryExpr: // args["x"] != nil
			if c.Op == token.NEQ && isNil(info, c.Y) {
				ix, _ := ast.Unparen(c.X).(*ast.IndexExpr)
				return ix
			}
		}
		return nil
	}
	out := make(map[*ast.IndexExpr]bool)
	refuse := func(body ast.Node, fails func(*ast.ReturnStmt) bool) {
		// if args["x"] != nil { return failure }, also as a case, or as
		// the failure after `if args["x"] == nil { …; return ok }`.
		for _, g := range resolve.GuardedIn(body, true) {
			ret, ok := onlyReturn(g.Body.List)
			if !ok || !fails(ret) {
				continue
			}
			if ix := lookup(g.Cond, 0); ix != nil && isMap(ix.X) {
				out[ix] = true
			}
		}
	}
	args = make(map[types.Object]ast.Expr)
	refuse(h.Body(), fails)
	// The functions answering in the handler's stead: their parameters
	// are what the handler hands them.
	for _, w := range works {
		for i, p := range resolve.Params(info, w.decl.Type) {
			if p != nil && i < len(w.call.Args) && !w.call.Ellipsis.IsValid() {
				args[p] = w.call.Args[i]
			}
		}
	}
	for _, w := range works {
		refuse(w.decl.Body, fails)
	}
	// A closure the handler fails on (`if err := check(req); err != nil {
	// return failure }`) refuses what it fails on with an error.
	// So does a function of the package answering with an error, or with
	// the library's error result or nil.
	// So does one such a function fails on in turn (`if err :=
	// refuseStart(bad); err != nil { return err }`), its parameters bound
	// through every layer.
	errorResult, _ := h.Reader.(model.ErrorResultReader)
	closureFails := func(ret *ast.ReturnStmt) bool {
		if _, ok := (failsWithError{}).Failure(info, ret); ok {
			return true
		}
		if len(ret.Results) != 1 || errorResult == nil || isNil(info, ast.Unparen(ret.Results[0])) {
			return false
		}
		_, ok := errorResult.ErrorResult(info, ret.Results[0])
		return ok
	}
	type layer struct {
		c     failingClosure
		outer map[types.Object]ast.Expr // the bindings of the layers above
		depth int
	}
	var work []layer
	for _, c := range failingClosures(info, g, idx, h.Body(), fails, importFact) {
		work = append(work, layer{c: c})
	}
	for len(work) > 0 {
		l := work[0]
		work = work[1:]
		if l.c.conds != nil {
			// Another package's function: the conditions it fails on,
			// over the call's arguments, in the bindings of the layers
			// above.
			args = l.outer
			if args == nil {
				args = make(map[types.Object]ast.Expr)
			}
			for _, cond := range l.c.conds {
				if ix := lookup(cond, 0); ix != nil && isMap(ix.X) {
					out[ix] = true
				}
			}
			continue
		}
		args = maps.Clone(l.outer)
		if args == nil {
			args = make(map[types.Object]ast.Expr)
		}
		for i, p := range resolve.Params(info, l.c.ftype) {
			if p != nil && i < len(l.c.call.Args) && !l.c.call.Ellipsis.IsValid() {
				args[p] = l.c.call.Args[i]
			}
		}
		refuse(l.c.body, closureFails)
		if l.depth+1 < maxRefusalDepth {
			for _, c := range failingClosures(info, g, idx, l.c.body, closureFails, importFact) {
				work = append(work, layer{c: c, outer: args, depth: l.depth + 1})
			}
		}
	}
	return out
}

// maxRefusalDepth bounds how many layers of functions failing on the
// next one's verdict refusals reads; maxRefusalSteps, how many variables,
// parameters and predicates it follows a condition through (each layer
// adds a parameter).
const (
	maxRefusalDepth = 3
	maxRefusalSteps = 10
)

// onlyReturn returns the return ending list when it is all list does
// but build what it returns (`res := mcp.NewToolResultError(…); return
// res, nil`): assignments and declarations before it, no other work.
func onlyReturn(list []ast.Stmt) (*ast.ReturnStmt, bool) {
	n := len(list)
	if n == 0 {
		return nil, false
	}
	for _, s := range list[:n-1] {
		switch s.(type) {
		case *ast.AssignStmt, *ast.DeclStmt:
		default:
			return nil, false
		}
	}
	ret, ok := list[n-1].(*ast.ReturnStmt)
	return ret, ok
}

// predicateBody returns the expression a call of a predicate of the
// package returns (resolve.PredicateResult), binding its parameters to the call's
// arguments in args; nil for any other call.
func predicateBody(info *types.Info, idx *resolve.Index, call *ast.CallExpr, args map[types.Object]ast.Expr) ast.Expr {
	decl, result := predicateDecl(info, idx, call)
	if result == nil || args == nil {
		return nil
	}
	for i, p := range resolve.Params(info, decl.Type) {
		if p != nil && i < len(call.Args) {
			args[p] = call.Args[i]
		}
	}
	return result
}

// predicateDecl returns the declaration of the predicate of the package
// call calls, and the expression it returns (resolve.PredicateResult).
func predicateDecl(info *types.Info, idx *resolve.Index, call *ast.CallExpr) (*ast.FuncDecl, ast.Expr) {
	fn, _ := typeutil.Callee(info, call).(*types.Func)
	if fn == nil || idx == nil || call.Ellipsis.IsValid() {
		return nil, nil
	}
	decl := idx.FuncDecl(fn.Origin())
	return decl, resolve.PredicateResult(fn, decl)
}

// failingClosure is a function h fails on (a literal, or one of the
// package), and a call of it.
type failingClosure struct {
	ftype *ast.FuncType
	body  *ast.BlockStmt
	call  *ast.CallExpr
	// conds are the conditions another package's function fails on,
	// written over the call's arguments (its GuardsFact): no body.
	conds []ast.Expr
}

// failingClosures returns the function literals held by a variable, and
// the functions of the package, whose non-nil verdict body fails on where
// it calls them, with those calls: `if err := check(…); err != nil {
// return failure }`, or `if res := check(…); res != nil { return res, nil
// }`.
func failingClosures(info *types.Info, g *flow.Graph, idx *resolve.Index, body ast.Node, fails func(*ast.ReturnStmt) bool, importFact func(types.Object, analysis.Fact) bool) []failingClosure {
	var out []failingClosure
	ast.Inspect(body, func(n ast.Node) bool {
		is, ok := n.(*ast.IfStmt)
		if !ok || is.Init == nil {
			return true
		}
		ret, ok := onlyReturn(is.Body.List)
		if !ok {
			return true
		}
		as, ok := is.Init.(*ast.AssignStmt)
		if !ok || len(as.Lhs) != 1 || len(as.Rhs) != 1 {
			return true
		}
		call, ok := ast.Unparen(as.Rhs[0]).(*ast.CallExpr)
		if !ok {
			return true
		}
		fun, isIdent := ast.Unparen(call.Fun).(*ast.Ident)
		foreign, _ := typeutil.Callee(info, call).(*types.Func)
		if foreign != nil && (foreign.Pkg() == nil || idx == nil || idx.FuncDecl(foreign.Origin()) != nil) {
			foreign = nil // the package's own, read in its body below
		}
		if !isIdent && foreign == nil {
			return true
		}
		be, ok := ast.Unparen(is.Cond).(*ast.BinaryExpr)
		if !ok || be.Op != token.NEQ || !isNil(info, ast.Unparen(be.Y)) || resolve.Object(info, be.X) == nil || resolve.Object(info, be.X) != resolve.Object(info, as.Lhs[0]) {
			return true
		}
		if !fails(ret) && !returnsVerdict(info, ret, resolve.Object(info, as.Lhs[0])) {
			return true
		}
		if foreign != nil {
			if conds := foreignConds(importFact, foreign, call); conds != nil {
				out = append(out, failingClosure{call: call, conds: conds})
			}
		} else if lit, ok := ast.Unparen(g.Definition(fun)).(*ast.FuncLit); ok {
			out = append(out, failingClosure{ftype: lit.Type, body: lit.Body, call: call})
		} else if fn, ok := info.Uses[fun].(*types.Func); ok && idx != nil {
			if decl := idx.FuncDecl(fn); decl != nil && decl.Body != nil {
				out = append(out, failingClosure{ftype: decl.Type, body: decl.Body, call: call})
			}
		}
		return true
	})
	return out
}

// returnsVerdict reports whether ret returns the verdict v holds as the
// handler's result, the rest nil: `return res, nil` under `res != nil`.
func returnsVerdict(info *types.Info, ret *ast.ReturnStmt, v types.Object) bool {
	if v == nil || len(ret.Results) < 2 || resolve.Object(info, ret.Results[0]) != v {
		return false
	}
	for _, r := range ret.Results[1:] {
		if !isNil(info, ast.Unparen(r)) {
			return false
		}
	}
	return true
}

func isBlank(e ast.Expr) bool {
	id, ok := e.(*ast.Ident)
	return ok && id.Name == "_"
}

// failsIn returns whether a return of h's fails the call, as the rules
// read it: the library's failures and the package's failure helpers.
func failsIn(info *types.Info, found *tools.Result, h *model.Handler, hs *helpers) func(*ast.ReturnStmt) bool {
	x := newExtractor(info, found, h, hs)
	return func(ret *ast.ReturnStmt) bool {
		if x == nil {
			_, ok := h.Reader.Failure(info, ret)
			return ok
		}
		_, ok := x.fails(ret)
		return ok
	}
}
