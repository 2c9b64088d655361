package rules

import (
	"go/ast"
	"go/token"
	"go/types"
	"maps"
	"slices"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/toolvet/toolvet/internal/model"
	"github.com/toolvet/toolvet/internal/resolve"
)

// Struct helpers. A handler or validate method hands its decoded arguments,
// or an embedded part of them, to a function of the package that checks
// them and returns an error:
//
//	_, err := buildListOpts(p.listFilters, folder)   // p.listFilters embedded in the input
//	if err != nil { return err }
//	...
//	case "create":
//		return p.validateWrite()                        // a method on the input
//
// The helper's checks on the fields are the caller's rules, with the
// branch conditions the call is reached under. They are read in the
// helper's body, where they are written and reported.

// maxStructHelperDepth bounds how deep helpers calling helpers are read.
const maxStructHelperDepth = 3

// structHelper returns the function call calls, with the parameter (or
// receiver) that receives the arguments, when call hands them to a
// function of the package that returns an error last.
func (x *extractor) structHelper(call *ast.CallExpr) (*ast.FuncDecl, *types.Var, bool) {
	decl, v, _, ok := x.argsHelper(call, true)
	return decl, v, ok
}

// argsHelper returns the function call calls, the parameter (or receiver)
// that receives the arguments and the expression that gives them, when
// call hands the arguments to a function of the package (returning an
// error last, when failing is set).
func (x *extractor) argsHelper(call *ast.CallExpr, failing bool) (*ast.FuncDecl, *types.Var, ast.Expr, bool) {
	fn, decl := x.localFunc(call)
	if decl == nil || x.depth >= maxStructHelperDepth {
		return nil, nil, nil, false
	}
	if _, _, fails := x.verdictReader(fn.Signature(), decl.Body); failing && !fails {
		return nil, nil, nil, false
	}
	// A method on the arguments: p.validateWrite().
	if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok && decl.Recv != nil && x.holdsArgs(sel.X) {
		if names := decl.Recv.List[0].Names; len(names) == 1 {
			if v, ok := x.info.Defs[names[0]].(*types.Var); ok {
				return decl, v, sel.X, true
			}
		}
		return nil, nil, nil, false
	}
	ps := resolve.Params(x.info, decl.Type)
	for i, a := range call.Args {
		if i < len(ps) && ps[i] != nil && x.holdsArgs(a) {
			if v, ok := ps[i].(*types.Var); ok {
				return decl, v, a, true
			}
		}
	}
	return nil, nil, nil, false
}

// changedIn returns the fields of the struct e is (v, &v, *v) that the
// function being read writes ("*": all), or nil.
func (x *extractor) changedIn(e ast.Expr) map[string]bool {
	switch u := ast.Unparen(e).(type) {
	case *ast.UnaryExpr:
		if u.Op == token.AND {
			return x.changedIn(u.X)
		}
	case *ast.StarExpr:
		return x.changedIn(u.X)
	case *ast.Ident:
		obj := x.info.Uses[u]
		x.mutated(obj, "") // reads the body's writes
		before := x.changedBefore[obj]
		src, copied := x.copied[obj]
		if len(before) == 0 && !copied {
			return x.changed[obj]
		}
		// A helper handing on the struct its caller changed (or a copy of
		// one changed): the fields hold no argument in the next helper
		// either.
		changed := maps.Clone(before)
		if changed == nil {
			changed = make(map[string]bool)
		}
		maps.Copy(changed, x.changed[obj])
		if copied {
			maps.Copy(changed, x.changed[src])
			maps.Copy(changed, x.changedBefore[src])
		}
		return changed
	}
	return nil
}

// holdsArgs reports whether e is the decoded arguments (v, &v, *v) or an
// embedded struct of them (v.Filters, its fields promoted into v).
func (x *extractor) holdsArgs(e ast.Expr) bool {
	e = ast.Unparen(e)
	switch u := e.(type) {
	case *ast.UnaryExpr:
		if u.Op == token.AND {
			return x.holdsArgs(u.X)
		}
	case *ast.StarExpr:
		return x.holdsArgs(u.X)
	case *ast.Ident:
		return x.structs[x.info.Uses[u]] || x.converted[x.info.Uses[u]] != nil
	case *ast.SelectorExpr:
		id, ok := ast.Unparen(u.X).(*ast.Ident)
		if !ok || !x.structs[x.info.Uses[id]] || x.mutated(x.info.Uses[id], u.Sel.Name) {
			return false
		}
		f, ok := x.info.Uses[u.Sel].(*types.Var)
		if !ok || !f.Embedded() {
			return false
		}
		_, isStruct := f.Type().Underlying().(*types.Struct)
		return isStruct
	}
	return false
}

// inline reads the helper decl, its parameter v holding the arguments,
// under the caller's branch conditions, and adds its rules (with keywords,
// or over several arguments) to the caller's.
func (x *extractor) inline(p pendingHelper) {
	decl := p.decl
	var reader model.ArgReader = failsWithError{x.h.Reader}
	switch {
	case p.handlerShaped:
		reader = x.h.Reader
	case p.result:
		if r, _, ok := x.verdictReader(p.sig, decl.Body); ok {
			reader = r
		}
	}
	h := &model.Handler{Func: decl, Reader: reader}
	if p.v != nil && p.fields == nil {
		h.Structs = []*types.Var{p.v}
	}
	sub := newExtractor(x.info, x.found, h, x.helpers)
	if sub == nil {
		return
	}
	if p.fields != nil {
		// A struct the package built from the arguments' fields.
		sub.converted[p.v] = p.fields
	}
	if p.v != nil && len(p.changed) > 0 {
		sub.changedBefore = map[types.Object]map[string]bool{p.v: p.changed}
	}
	inherit(sub.converted, x.converted)
	for param, b := range p.vals {
		sub.vals[param] = b
	}
	for _, m := range p.maps {
		sub.maps[m] = true
	}
	sub.depth = x.depth + 1
	sub.working = p.work
	// The caller's branch conditions, and what its variables hold to read
	// them by.
	sub.conds = append([]ast.Expr(nil), x.conds...)
	inherit(sub.vals, x.vals)
	inherit(sub.errs, x.errs)
	inherit(sub.oks, x.oks)
	inherit(sub.members, x.members)
	inherit(sub.formats, x.formats)
	inherit(sub.maps, x.maps)
	inherit(sub.structs, x.structs)
	inherit(sub.binds, x.binds)
	if p.work {
		inherit(sub.extracted, x.extracted)
		inherit(sub.checked, x.checked)
		sub.pending = maps.Clone(x.pending)
		sub.verdicts = maps.Clone(x.verdicts)
		for param, src := range p.copies {
			if fields := x.convertedIn(src); fields != nil {
				// A struct the package built from the arguments'
				// fields, as the caller left it.
				sub.converted[param] = fields
				if changed := x.changedIn(src); len(changed) > 0 {
					if sub.changedBefore == nil {
						sub.changedBefore = make(map[types.Object]map[string]bool)
					}
					sub.changedBefore[param] = changed
				}
				continue
			}
			sub.copyOf(param, x.info.Uses[src])
		}
		sub.handedIn = p.copies
	}
	sub.block(decl.Body.List)
	for _, r := range sub.rules {
		if p.work || len(r.Args) > 0 && (len(r.Keywords) > 0 || r.CrossField()) {
			x.add(r)
		}
	}
	if p.work {
		x.failures = append(x.failures, sub.failures...)
	}
}

// inlineReturn reads `return helper(args)` (or `return out, helper(args)`
// as the last result): the helper's failures are the caller's.
func (x *extractor) inlineReturn(ret *ast.ReturnStmt) bool {
	if p, ok := x.workHelper(ret); ok {
		x.inline(p)
		return true
	}
	if x.foreignWork(ret) {
		return true
	}
	if len(ret.Results) == 0 {
		return false
	}
	call, ok := ast.Unparen(ret.Results[len(ret.Results)-1]).(*ast.CallExpr)
	if !ok {
		return false
	}
	p, ok := x.helperCall(call)
	if !ok {
		return false
	}
	x.inline(p)
	return true
}

// workHelper reads `return work(ctx, acct, amount)`: the handler hands
// what it read to a function of the package (or a method) that answers the
// call in its stead, its results the handler's own. The handler's work is
// split out of the code that reads the arguments, as servers keeping the
// protocol apart from the work do. It is read inline, as the rest of the
// handler: each parameter given an argument's value, the argument map, the
// decoded arguments, or what the caller knows of the value handed on (an
// error about an argument, a flag) holds it there; it fails as the handler
// fails, under the caller's branch conditions, and its failures are the
// handler's.
func (x *extractor) workHelper(ret *ast.ReturnStmt) (pendingHelper, bool) {
	if x.found == nil || x.depth >= maxStructHelperDepth || x.depth > 0 && !x.working {
		// A helper's own tail call (`return buildOpts(p.filters)` in a
		// validate method) is a helper's: helperCall reads it.
		return pendingHelper{}, false
	}
	call, fn, decl := workCall(x.info, x.found.Index, x.h.Func, ret)
	if decl == nil {
		// res, err = work(…); return: the results held, as the call.
		if r := x.returned(ret); r != nil {
			call, fn, decl = workCall(x.info, x.found.Index, x.h.Func, r)
		}
	}
	if decl == nil {
		return pendingHelper{}, false
	}
	p := pendingHelper{decl: decl, sig: fn.Signature(), vals: make(map[types.Object]binding),
		copies: make(map[types.Object]*ast.Ident), handlerShaped: true, work: true}
	ps := resolve.Params(x.info, decl.Type)
	own := make(map[types.Object]bool) // the handler's parameters
	if ft := funcType(x.h.Func); ft != nil {
		for _, v := range resolve.Params(x.info, ft) {
			own[v] = true
		}
	}
	computed := false // a value the handler computed is handed on
	for i, a := range call.Args {
		if !ownParam(x.info, x.found.Index, own, a) {
			computed = true
		}
		if i >= len(ps) || ps[i] == nil {
			continue
		}
		switch {
		case x.isArgMap(a):
			p.maps = append(p.maps, ps[i])
		case x.holdsArgs(a):
			id, ok := ast.Unparen(a).(*ast.Ident)
			if !ok {
				return pendingHelper{}, false // a part of them: a struct helper's (argsHelper)
			}
			p.copies[ps[i]] = id // the decoded arguments, or a struct built from them
		default:
			if b, ok := x.argOf(a); ok {
				b.at, b.from = ps[i].Pos(), token.NoPos // bound where the parameter is
				p.vals[ps[i]] = b
			} else if id, ok := ast.Unparen(a).(*ast.Ident); ok && x.info.Uses[id] != nil {
				p.copies[ps[i]] = id
			}
		}
	}
	if !computed || len(p.maps) == 0 && len(p.vals) == 0 && len(p.copies) == 0 {
		// Only the handler's own parameters, as they are: a handler
		// handing the call on (a dispatch's case, read by the tool it
		// serves), not the rest of this one.
		return pendingHelper{}, false
	}
	return p, true
}

// ownParam reports whether e is one of the parameters own, or a copy of
// one (r := req).
func ownParam(info *types.Info, idx *resolve.Index, own map[types.Object]bool, e ast.Expr) bool {
	for range 8 {
		id, ok := ast.Unparen(e).(*ast.Ident)
		if !ok {
			return false
		}
		obj := info.Uses[id]
		if own[obj] {
			return true
		}
		if e = idx.Value(obj); e == nil {
			return false
		}
	}
	return false
}

// funcType returns the type of a function declaration or literal, or nil.
func funcType(fun ast.Node) *ast.FuncType {
	switch fun := fun.(type) {
	case *ast.FuncDecl:
		return fun.Type
	case *ast.FuncLit:
		return fun.Type
	}
	return nil
}

// workCall returns the call ret, a return of the handler fun, returns as
// it is, with the function of the package it calls and its declaration,
// when that function's results are the handler's (workHelper); a nil decl
// otherwise.
func workCall(info *types.Info, idx *resolve.Index, fun ast.Node, ret *ast.ReturnStmt) (*ast.CallExpr, *types.Func, *ast.FuncDecl) {
	if len(ret.Results) != 1 || idx == nil {
		return nil, nil, nil
	}
	call, ok := ast.Unparen(ret.Results[0]).(*ast.CallExpr)
	if !ok || call.Ellipsis.IsValid() {
		return nil, nil, nil
	}
	fn, _ := typeutil.Callee(info, call).(*types.Func)
	own := resolve.Signature(info, fun)
	if fn == nil || own == nil || !types.Identical(fn.Signature().Results(), own.Results()) {
		return nil, nil, nil
	}
	decl := idx.FuncDecl(fn)
	if decl == nil || decl.Body == nil || decl == fun {
		return nil, nil, nil
	}
	return call, fn.Origin(), decl
}

// pendingHelper is a struct helper whose error a variable holds: its
// parameter v holding the arguments, or its parameters holding argument
// values (vals).
type pendingHelper struct {
	decl *ast.FuncDecl
	sig  *types.Signature // the helper's (a closure's decl is made up)
	v    *types.Var
	// fields, when set, are the arguments v's fields hold: v is a struct
	// the package built from them (converted.go), not the arguments.
	fields map[string]binding
	vals   map[types.Object]binding
	// maps are the parameters holding the argument map; handlerShaped
	// says the helper fails as the handler does (mapHelper).
	maps          []types.Object
	handlerShaped bool
	// changed are the fields of the struct v is given that the caller
	// writes ("*": all): v's hold no argument there either.
	changed map[string]bool
	// result: the helper answers with the library's error result or nil
	// (resultVerdict), not an error.
	result bool
	// work: the helper answers the call in the handler's stead
	// (workHelper): all its rules and failures are the handler's. copies
	// are its parameters given a variable of the caller, with the
	// caller's use of it: they hold what it holds (extractor.copyOf), a
	// condition included (extractor.handedIn).
	work   bool
	copies map[types.Object]*ast.Ident
}

// helperCall returns the struct helper, values helper or map helper call
// calls.
func (x *extractor) helperCall(call *ast.CallExpr) (pendingHelper, bool) {
	if decl, v, src, ok := x.argsHelper(call, true); ok {
		sig := x.calleeSignature(call)
		_, result, _ := x.verdictReader(sig, decl.Body)
		return pendingHelper{decl: decl, sig: sig, v: v, fields: x.convertedIn(src), changed: x.changedIn(src), result: result}, true
	}
	if p, ok := x.mapHelper(call); ok {
		return p, true
	}
	return x.valuesHelper(call)
}

// mapHelper reads a call handing the argument map to a function of the
// package that returns the handler's result (`case "update_items": return
// updateItems(ctx, client, owner, args)`): the tool's work for one mode
// split out, a handler in all but name. It is read inline, its map
// parameter the argument map, failing as the handler fails, under the
// caller's branch conditions.
func (x *extractor) mapHelper(call *ast.CallExpr) (pendingHelper, bool) {
	fn, decl := x.localFunc(call)
	if decl == nil || x.depth >= maxStructHelperDepth || call.Ellipsis.IsValid() {
		return pendingHelper{}, false
	}
	result := x.handlerResult()
	if result == nil || !slices.ContainsFunc(slices.Collect(fn.Signature().Results().Variables()), func(v *types.Var) bool {
		return types.Identical(v.Type(), result)
	}) {
		return pendingHelper{}, false
	}
	ps := resolve.Params(x.info, decl.Type)
	var maps []types.Object
	vals := make(map[types.Object]binding)
	for i, a := range call.Args {
		if i >= len(ps) || ps[i] == nil {
			continue
		}
		if x.isArgMap(a) {
			maps = append(maps, ps[i])
		} else if b, ok := x.argOf(a); ok {
			vals[ps[i]] = b // an argument read before the call
		}
	}
	if len(maps) == 0 {
		return pendingHelper{}, false
	}
	return pendingHelper{decl: decl, maps: maps, vals: vals, handlerShaped: true}, true
}

// handlerResult returns the type of the handler's first result (the
// library's result), or nil.
func (x *extractor) handlerResult() types.Type {
	var t types.Type
	switch f := x.h.Func.(type) {
	case *ast.FuncLit:
		t = x.info.TypeOf(f)
	case *ast.FuncDecl:
		if obj := x.info.Defs[f.Name]; obj != nil {
			t = obj.Type()
		}
	}
	sig, ok := t.(*types.Signature)
	if !ok || sig.Results().Len() < 2 {
		return nil
	}
	return sig.Results().At(0).Type()
}

// valuesHelper reads a call handing two or more argument values to a
// function of the package that returns an error last
// (weather(args.City, args.Unit)): the tool's work split out of the code
// that decodes the call, like a struct helper given the fields one by
// one. It is read inline with each such parameter bound to its argument,
// so that its checks, on one argument or across them, are found and
// reported where they are written. A function given one argument value
// stays a validation helper (helpers.go), summarised once.
func (x *extractor) valuesHelper(call *ast.CallExpr) (pendingHelper, bool) {
	fn, decl := x.localFunc(call)
	if decl == nil || x.depth >= maxStructHelperDepth || call.Ellipsis.IsValid() {
		return pendingHelper{}, false
	}
	_, result, fails := x.verdictReader(fn.Signature(), decl.Body)
	if !fails {
		return pendingHelper{}, false
	}
	ps := resolve.Params(x.info, decl.Type)
	vals := make(map[types.Object]binding)
	for i, a := range call.Args {
		if i >= len(ps) || ps[i] == nil {
			continue
		}
		if b, ok := x.argOf(a); ok {
			vals[ps[i]] = b
		}
	}
	if len(vals) < 2 {
		return pendingHelper{}, false
	}
	return pendingHelper{decl: decl, sig: fn.Signature(), vals: vals, result: result}, true
}

// pendingValues records `out, err := helper(args.A, args.B)`, a values
// helper, before the call is read as a validation helper of one of them.
func (x *extractor) pendingValues(call *ast.CallExpr, lhs []ast.Expr) bool {
	if _, ok := x.valuesHelper(call); !ok {
		return false
	}
	return x.pendingCall(call, lhs)
}

// pendingCall records `err := helper(args)` (or `_, err := ...`): the
// helper is read where a guard fails on err.
func (x *extractor) pendingCall(call *ast.CallExpr, lhs []ast.Expr) bool {
	p, ok := x.helperCall(call)
	if !ok {
		return false
	}
	obj := x.object(lhs[len(lhs)-1])
	if obj == nil {
		return false
	}
	if x.pending == nil {
		x.pending = make(map[types.Object]pendingHelper)
	}
	x.pending[obj] = p
	if p.result {
		x.verdict(obj)
	}
	return true
}

// pendingGuard reads `err != nil` failing, err a struct helper's error.
func (x *extractor) pendingGuard(cond ast.Expr) bool {
	be, ok := ast.Unparen(cond).(*ast.BinaryExpr)
	if !ok || be.Op != token.NEQ || !isNil(x.info, ast.Unparen(be.Y)) {
		return false
	}
	id, ok := ast.Unparen(be.X).(*ast.Ident)
	if !ok {
		return false
	}
	p, ok := x.pending[x.info.Uses[id]]
	if !ok {
		return false
	}
	delete(x.pending, x.info.Uses[id]) // read once
	x.inline(p)
	return true
}

// inherit copies what the caller knows of its variables into a helper's
// extractor (the objects are distinct, so nothing is overwritten).
func inherit[V any](dst, src map[types.Object]V) {
	for k, v := range src {
		if _, ok := dst[k]; !ok {
			dst[k] = v
		}
	}
}

// tailHelper reports whether body ends returning a struct helper's error:
// the case may succeed, as the helper decides.
func (x *extractor) tailHelper(body []ast.Stmt) bool {
	if len(body) == 0 {
		return false
	}
	ret, ok := body[len(body)-1].(*ast.ReturnStmt)
	if !ok || len(ret.Results) == 0 {
		return false
	}
	if x.returnsMapHelper(body, ret) {
		return true
	}
	call, ok := ast.Unparen(ret.Results[len(ret.Results)-1]).(*ast.CallExpr)
	if !ok {
		return false
	}
	// `cp, err := p.toCreate(); …; return cp.validate()`: cp is the
	// arguments, converted, before the body is read.
	for _, stmt := range body {
		if as, ok := stmt.(*ast.AssignStmt); ok && len(as.Rhs) == 1 {
			if c, ok := ast.Unparen(as.Rhs[0]).(*ast.CallExpr); ok {
				x.convertCall(c, as.Lhs)
			}
		}
	}
	// Only a struct helper: a case returning a values helper's error stays
	// a failing case (an exclusion), as the switch it is in reads it.
	_, _, ok = x.structHelper(call)
	return ok
}

// returnsMapHelper reports whether ret returns what a map helper called
// in body returned (`res, err := createItem(ctx, args); return res, err`):
// the helper decides whether the case fails.
func (x *extractor) returnsMapHelper(body []ast.Stmt, ret *ast.ReturnStmt) bool {
	for _, stmt := range body {
		as, ok := stmt.(*ast.AssignStmt)
		if !ok || len(as.Rhs) != 1 {
			continue
		}
		call, ok := ast.Unparen(as.Rhs[0]).(*ast.CallExpr)
		if !ok {
			continue
		}
		if _, ok := x.mapHelper(call); !ok {
			continue
		}
		assigned := make(map[types.Object]bool)
		for _, l := range as.Lhs {
			if obj := x.object(l); obj != nil {
				assigned[obj] = true
			}
		}
		all := true
		for _, r := range ret.Results {
			id, ok := ast.Unparen(r).(*ast.Ident)
			if !ok || !assigned[x.info.Uses[id]] && !isNil(x.info, id) {
				all = false
			}
		}
		if all {
			return true
		}
	}
	return false
}

// calleeSignature is the signature of the function call calls (a
// closure's too), or nil.
func (x *extractor) calleeSignature(call *ast.CallExpr) *types.Signature {
	if fn, _ := x.localFunc(call); fn != nil {
		return fn.Signature()
	}
	sig, _ := x.info.TypeOf(call.Fun).(*types.Signature)
	return sig
}
