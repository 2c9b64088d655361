package adapter

import (
	"go/ast"
	"go/types"
	"strings"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/toolvet/toolvet/internal/gostruct"
	"github.com/toolvet/toolvet/internal/model"
	"github.com/toolvet/toolvet/internal/resolve"
)

// Pair links tools the package defines but does not register (unlinked:
// a function returns them, another package registers them) to the handlers
// of the project's own shape that the package's functions return, when the
// link itself is in another package: `s.AddTool(pkg.ListTool(),
// tools.Adapt(pkg.ListHandler(c), cfg))` in package server, which package
// pkg never sees (facts flow only from a package's dependencies). A
// function returning a value of a type some package's shim adapts
// (its AdaptedFact, or this package's own shims) returns a handler of
// some tool; it is paired with the one unregistered tool that declares
// every argument name its handler reads by constant name (one at least),
// when no other such handler pairs with that tool. A function returning the
// library's own handler (libraryHandler: its handler, or nil when fn
// returns none) is paired the same way. A function returning a type of the
// package that no fact speaks of, with a method of an adapted handler's
// shape (ownShape: the shim's fact may be out of reach), pairs only with a
// tool no handler of the others pairs with. linked reports the functions
// already serving a tool of the package.
func (a *HandlerAdapters) Pair(unregistered []*model.Tool, linked func(ast.Node) bool, libraryHandler func(*types.Func) *model.Handler) {
	if len(unregistered) == 0 {
		return
	}
	var local map[*types.TypeName]*AdaptedFact // built on first need
	var ifaces []*types.TypeName               // adapted interfaces of other packages, built on first need
	adaptedBy := func(t types.Type) (*AdaptedFact, string) {
		orig := t
		if ptr, ok := types.Unalias(t).(*types.Pointer); ok {
			t = ptr.Elem()
		}
		named, ok := types.Unalias(t).(*types.Named)
		if !ok || named.Obj().Pkg() == nil {
			return nil, ""
		}
		tn := named.Obj()
		if tn.Pkg() != a.pass.Pkg {
			var f AdaptedFact
			if !a.pass.ImportObjectFact(tn, &f) || f.Library != a.library {
				return nil, ""
			}
			return &f, tn.Pkg().Name() + "." + tn.Name()
		}
		if local == nil {
			local, _ = a.adapted(nil)
		}
		if f := local[tn]; f != nil {
			return f, tn.Name()
		}
		// A type of this package implementing an adapted interface of
		// another (a struct whose Execute method the shim calls).
		if ifaces == nil {
			ifaces = []*types.TypeName{}
			for _, of := range a.pass.AllObjectFacts() {
				f, isAdapted := of.Fact.(*AdaptedFact)
				itn, isType := of.Object.(*types.TypeName)
				if isAdapted && isType && f.Library == a.library && f.Method != "" && types.IsInterface(itn.Type()) {
					ifaces = append(ifaces, itn)
				}
			}
		}
		for _, itn := range ifaces {
			if types.Implements(orig, itn.Type().Underlying().(*types.Interface)) {
				var f AdaptedFact
				if a.pass.ImportObjectFact(itn, &f) {
					return &f, itn.Pkg().Name() + "." + itn.Name()
				}
			}
		}
		return nil, ""
	}
	type candidate struct {
		h    *model.Handler
		tool *model.Tool
		// byShape: its type is a handler by its method's shape alone.
		byShape bool
	}
	var pairs []candidate
	byTool := make(map[*model.Tool]int)
	byShapeForTool := make(map[*model.Tool]int)
	for fn := range FuncsWithBody(a.pass.Pass) {
		if fn == nil || fn.Signature().Results().Len() != 1 {
			continue
		}
		var handlers []*model.Handler
		res := fn.Signature().Results().At(0).Type()
		byShape := false
		if f, typeName := adaptedBy(res); f != nil {
			handlers = append(handlers, a.returnedHandler(fn, f, "the adapter of "+typeName))
		} else if shaped := a.ownShape(res); len(shaped) > 0 {
			// Each method of the shape is a candidate: the one reading
			// what a tool declares is the handler.
			byShape = true
			for _, f := range shaped {
				handlers = append(handlers, a.returnedHandler(fn, f, ""))
			}
		} else if libraryHandler != nil {
			handlers = append(handlers, libraryHandler(fn))
		}
		for _, h := range handlers {
			if h == nil || linked(h.Func) {
				continue
			}
			names := a.namesRead(h)
			if len(names) == 0 {
				continue
			}
			var match *model.Tool
			for _, t := range unregistered {
				if declaresAll(t, names) {
					if match != nil {
						match = nil // two tools fit: no pairing
						break
					}
					match = t
				}
			}
			if match == nil {
				continue
			}
			pairs = append(pairs, candidate{h, match, byShape})
			if byShape {
				byShapeForTool[match]++
			} else {
				byTool[match]++
			}
		}
	}
	for _, p := range pairs {
		if !p.byShape && byTool[p.tool] == 1 || p.byShape && byTool[p.tool] == 0 && byShapeForTool[p.tool] == 1 {
			p.tool.Handlers = append(p.tool.Handlers, p.h)
		}
	}
}

// returnedHandler returns the handler fn returns, a value of a type
// adapted as f says, or nil.
func (a *HandlerAdapters) returnedHandler(fn *types.Func, f *AdaptedFact, by string) *model.Handler {
	ret := a.pass.Index.Returns(fn)
	if ret == nil {
		return nil
	}
	fun := a.handlerFunc(ret, f.Method, nil)
	if fun == nil {
		return nil
	}
	return a.mapHandler(fun, f.Arg, f.Struct, f.Converts, f.ErrorsUnknown, by)
}

// ownShape reads t, a type of this package no fact speaks of, as a
// handler of the project's own shape through each exported method of its
// method set that takes one argument map and returns an error last
// (Execute(ctx, params map[string]any, cfg) (string, error)): a method
// that an interface a shim adapts may name. A type satisfies an interface
// without importing its package, and facts flow only along imports, so
// the shim's AdaptedFact may never reach this package. What the shim
// makes of the handler's errors is then out of sight (ErrorsUnknown).
func (a *HandlerAdapters) ownShape(t types.Type) []*AdaptedFact {
	elem := t
	if ptr, ok := types.Unalias(t).(*types.Pointer); ok {
		elem = ptr.Elem()
	}
	named, ok := types.Unalias(elem).(*types.Named)
	if !ok || named.Obj().Pkg() != a.pass.Pkg || types.IsInterface(named) {
		return nil // an interface's methods are its values', out of sight
	}
	var shaped []*AdaptedFact
	methods := types.NewMethodSet(t)
	for i := range methods.Len() {
		m := methods.At(i).Obj()
		if !m.Exported() {
			continue
		}
		if sig, _ := handlerShape(m.Type()); sig != nil {
			if arg := mapArg(sig); arg >= 0 {
				shaped = append(shaped, &AdaptedFact{Library: a.library, Method: m.Name(), Arg: arg, ErrorsUnknown: true})
			}
		}
	}
	return shaped
}

// UnpairedWhy says why a tool the package returns for another package to
// register has no handler: the Unlinked of the tools Pair leaves alone.
const UnpairedWhy = "returned for another package to register, and no handler this package returns pairs with it " +
	"(toolvet pairs one whose adapted handler reads arguments only this tool declares)"

// namesRead returns the argument names h reads by constant name: through
// its reader's calls (req.GetString("name")), as keys of its argument map
// (args["name"], the map as obtained or held in a variable), or the JSON
// names of its argument struct's fields; when it reads none itself, the
// keys a helper of the package it gives the map to reads.
func (a *HandlerAdapters) namesRead(h *model.Handler) []string {
	info := a.pass.TypesInfo
	var names []string
	seen := make(map[string]bool)
	add := func(name string) {
		if name != "" && !seen[name] {
			seen[name] = true
			names = append(names, name)
		}
	}
	for _, v := range h.Structs {
		for _, name := range structNames(v.Type()) {
			add(name)
		}
	}
	body := h.Body()
	if body == nil || h.Reader == nil {
		return names
	}
	maps := make(map[types.Object]bool) // variables holding the argument map
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.AssignStmt:
			if len(n.Rhs) == 1 && (len(n.Lhs) == 1 || len(n.Lhs) == 2) && h.Reader.ArgMap(info, n.Rhs[0]) {
				if obj := resolve.Object(info, n.Lhs[0]); obj != nil {
					maps[obj] = true
				}
			}
		case *ast.CallExpr: // json.Unmarshal(req.Params.Arguments, &in)
			if target, ok := h.Reader.Bind(info, n); ok {
				if obj := resolve.Object(info, target); obj != nil {
					if _, isMap := obj.Type().Underlying().(*types.Map); isMap {
						maps[obj] = true
					} else {
						for _, name := range structNames(obj.Type()) {
							add(name)
						}
					}
				}
			}
		}
		return true
	})
	isMap := func(e ast.Expr) bool { return maps[resolve.Object(info, e)] || h.Reader.ArgMap(info, e) }
	// Names read by helpers the map is given to count only for a handler
	// that reads none itself: a helper may read what the schema declares
	// elsewhere (a nested object), and the handler's own reads are surer.
	var helperNames []string
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.CallExpr:
			if r, ok := h.Reader.ReadArg(info, n); ok {
				add(r.Name)
			}
			// A helper of the package given the map: parseParams(params).
			for i, arg := range n.Args {
				if isMap(arg) {
					helperNames = append(helperNames, a.keysRead(n, i)...)
				}
			}
		case *ast.IndexExpr:
			if isMap(n.X) {
				if name, ok := resolve.ConstString(info, n.Index); ok {
					add(name)
				}
			}
		}
		return true
	})
	if len(names) == 0 {
		for _, name := range helperNames {
			add(name)
		}
	}
	return names
}

// keysRead returns the constant keys a function of the package that call
// calls reads of its parameter i (a map): m["name"].
func (a *HandlerAdapters) keysRead(call *ast.CallExpr, i int) []string {
	fn, _ := typeutil.Callee(a.pass.TypesInfo, call).(*types.Func)
	decl := a.pass.Index.FuncDecl(fn)
	if decl == nil || decl.Body == nil || call.Ellipsis.IsValid() {
		return nil
	}
	m := resolve.FuncParam(a.pass.TypesInfo, decl, i)
	if m == nil {
		return nil
	}
	var keys []string
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		if ix, ok := n.(*ast.IndexExpr); ok && resolve.Object(a.pass.TypesInfo, ix.X) == m {
			if name, ok := resolve.ConstString(a.pass.TypesInfo, ix.Index); ok {
				keys = append(keys, name)
			}
		}
		return true
	})
	return keys
}

// declaresAll reports whether t's schema declares a property of each name.
func declaresAll(t *model.Tool, names []string) bool {
	for _, n := range names {
		if t.Property(n) == nil {
			return false
		}
	}
	return true
}

// structNames returns the JSON names of struct type t's fields.
func structNames(t types.Type) []string {
	fields, ok := gostruct.Fields(t)
	if !ok {
		return nil
	}
	names := make([]string, len(fields))
	for i, f := range fields {
		names[i] = f.Name
	}
	return names
}

// project reports whether pkg is the project's own code: the package
// analysed, or another package of its module.
func (a *HandlerAdapters) project(pkg *types.Package) bool {
	if pkg == a.pass.Pkg {
		return true
	}
	m := a.pass.Module
	return m != nil && m.Path != "" && (pkg.Path() == m.Path || strings.HasPrefix(pkg.Path(), m.Path+"/"))
}

// LinkedFuncs returns whether a function node is already some tool's
// handler: the handlers Pair must leave alone.
func LinkedFuncs(tools []*model.Tool) func(ast.Node) bool {
	linked := make(map[ast.Node]bool)
	for _, t := range tools {
		for _, h := range t.Handlers {
			linked[h.Func] = true
		}
	}
	return func(n ast.Node) bool { return linked[n] }
}

// EachReturned calls visit for each function of the package with a body
// and the one expression it returns (resolve.Index.Returns), where it has
// one: where a package defines tools and handlers for another to register.
func EachReturned(p *Pass, visit func(fn *types.Func, ret ast.Expr)) {
	for fn := range FuncsWithBody(p.Pass) {
		if ret := p.Index.Returns(fn); ret != nil {
			visit(fn, ret)
		}
	}
}
