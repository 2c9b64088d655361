package adapter

import (
	"cmp"
	"go/ast"
	"go/token"
	"go/types"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/toolvet/toolvet/internal/gostruct"
	"github.com/toolvet/toolvet/internal/model"
	"github.com/toolvet/toolvet/internal/resolve"
)

// A handler adapter is a project function that turns a handler of the
// project's own shape into the library's handler:
//
//	func Adapt(h ResourceHandler, cfg *Config) server.ToolHandlerFunc {
//		return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
//			args := req.GetArguments()
//			out, err := h.Handle(ctx, args, cfg)
//			if err != nil {
//				return mcp.NewToolResultError(err.Error()), nil
//			}
//			return mcp.NewToolResultText(out), nil
//		}
//	}
//
// Registering Adapt(x, cfg) registers x's function, which receives the
// argument map (or a struct the arguments are decoded into) as the
// argument the adapter passes, and fails by returning a non-nil error.
// Whether the model reads that error is the adapter's choice. How an
// adapter is recognised is the same for every library; what the argument
// map, a decoding call and an error result are, is the library's.

// AdaptsFact says a function returns a library handler that obtains the
// call's arguments and passes them to the handler in its parameter
// Handler (a func, or a value whose method Method it calls) as argument
// Arg of that call: the argument map, or a struct they are decoded into
// (Struct), converting the handler's errors into error results when
// Converts.
type AdaptsFact struct {
	Library  string
	Handler  int
	Method   string
	Arg      int
	Struct   bool
	Converts bool
}

func (*AdaptsFact) AFact() {}
func (f *AdaptsFact) String() string {
	s := "adapts(" + f.Library + ": handler " + strconv.Itoa(f.Handler)
	if f.Method != "" {
		s += "." + f.Method
	}
	what := "map"
	if f.Struct {
		what = "struct"
	}
	s += ", arguments " + what + " as " + strconv.Itoa(f.Arg)
	if f.Converts {
		s += ", converts errors"
	}
	return s + ")"
}

// AdaptedFact says values of a type are handlers of the project's own
// shape that some function of the type's package adapts (its AdaptsFact
// without the parameter): a function of another package returning one is
// a handler of some tool. ErrorsUnknown: the package's adapters of the
// type disagree about its errors.
type AdaptedFact struct {
	Library       string
	Method        string
	Arg           int
	Struct        bool
	Converts      bool
	ErrorsUnknown bool
}

func (*AdaptedFact) AFact() {}
func (f *AdaptedFact) String() string {
	s := "adapted(" + f.Library
	if f.Method != "" {
		s += ": method " + f.Method
	}
	s += ", argument " + strconv.Itoa(f.Arg)
	switch {
	case f.ErrorsUnknown:
		s += ", errors unknown"
	case f.Converts:
		s += ", converts errors"
	}
	return s + ")"
}

// HandlerAdapters summarises one library's handler adapters, of the
// package (read on demand) and of other packages (their AdaptsFact).
type HandlerAdapters struct {
	pass *Pass
	lib  LibraryHandlers
	// library is lib.Name, the facts' Library.
	library   string
	summaries map[*types.Func]*AdaptsFact
}

// LibraryHandlers is what a library's adapter says of its handlers, for
// the handler adapters of its projects.
type LibraryHandlers struct {
	Name string
	// Reader is the library's: its ArgMap and Bind say how a handler
	// obtains the arguments, its ReadArg and Failure how an adapted
	// handler that also receives the library's request reads it and how
	// one returning the library's results fails.
	Reader model.ArgReader
	// Results rewrites a failing return of a handler that returns the
	// library handler's results (IsHandlerResults).
	Results          model.ResultWriter
	IsHandlerResults func(*types.Tuple) bool
	// ReturnsErrorResult reports whether a block returns the library's
	// error result and no Go error.
	ReturnsErrorResult func(info *types.Info, body *ast.BlockStmt) bool
	// ErrorNote says what the library does with a handler's Go error.
	ErrorNote string
}

// NewHandlerAdapters returns the handler adapter summaries of lib for the
// pass.
func NewHandlerAdapters(p *Pass, lib LibraryHandlers) *HandlerAdapters {
	return &HandlerAdapters{pass: p, lib: lib, library: lib.Name, summaries: make(map[*types.Func]*AdaptsFact)}
}

// Of returns the summary of the adapter call calls, of this package or
// (through its fact) of another; nil when call is no adapter call.
func (a *HandlerAdapters) Of(call *ast.CallExpr) *AdaptsFact {
	fn, _ := typeutil.Callee(a.pass.TypesInfo, call).(*types.Func)
	if fn == nil {
		return nil
	}
	var f *AdaptsFact
	if foreign := a.pass.Foreign(fn); foreign != nil {
		var fact AdaptsFact
		if a.pass.ImportObjectFact(foreign, &fact) && fact.Library == a.library {
			f = &fact
		}
	} else {
		f = a.Summary(fn.Origin())
	}
	if f == nil || f.Handler >= len(call.Args) {
		return nil
	}
	return f
}

// Handler returns the handler an adapter call registers: the function of
// the value passed as its handler (in env), read as a MapHandler. The
// adapter's name (as written at the call) goes into the error note.
func (a *HandlerAdapters) Handler(call *ast.CallExpr, f *AdaptsFact, en resolve.Env) *model.Handler {
	return a.HandlerOf(call.Args[f.Handler], f, en, types.ExprString(call.Fun))
}

// HandlerOf returns the handler e (in env) holds, adapted as f says; by
// names the adapter for the error note.
func (a *HandlerAdapters) HandlerOf(e ast.Expr, f *AdaptsFact, en resolve.Env, by string) *model.Handler {
	fun := a.handlerFunc(e, f.Method, en)
	if fun == nil {
		return nil
	}
	return a.mapHandler(fun, f.Arg, f.Struct, f.Converts, false, by)
}

// mapHandler builds the model.Handler of fun, an adapted handler receiving
// the arguments as its parameter arg.
func (a *HandlerAdapters) mapHandler(fun ast.Node, arg int, isStruct, converts, unknown bool, by string) *model.Handler {
	v := resolve.FuncParam(a.pass.TypesInfo, fun, arg)
	if v == nil {
		return nil
	}
	for range maxAdapterDepth {
		next, at := a.forwards(fun, v)
		if next == nil {
			break
		}
		fun, v = next, resolve.FuncParam(a.pass.TypesInfo, next, at)
	}
	h := &model.Handler{Func: fun, Results: ErrorReturns{}, Errors: model.ErrorsAreProtocolErrors,
		ErrorNote: by + " passes this handler's Go error on as the library handler's error, and " + a.lib.ErrorNote}
	if sig := resolve.Signature(a.pass.TypesInfo, fun); sig != nil && a.lib.IsHandlerResults != nil &&
		a.lib.Results != nil && a.lib.IsHandlerResults(sig.Results()) {
		// It returns what the library's handler returns: its failing
		// returns are rewritten in the library's idiom.
		h.Results = a.lib.Results
	}
	if isStruct {
		h.Reader = MapHandler{Library: a.lib.Reader}
		h.Structs = []*types.Var{v}
	} else {
		h.Reader = MapHandler{Map: v, Library: a.lib.Reader}
	}
	switch {
	case unknown:
		h.Errors = model.ErrorsUnknown
	case converts:
		h.Errors = model.ErrorsBecomeResults
	}
	return h
}

// forwards reports whether fun's body only returns a call of a function of
// the package that it passes its arguments v to (return
// handleList(ctx, params, cfg)): that function, and the parameter that
// receives them, is the handler.
func (a *HandlerAdapters) forwards(fun ast.Node, v *types.Var) (ast.Node, int) {
	body := (&model.Handler{Func: fun}).Body()
	if body == nil || len(body.List) != 1 {
		return nil, -1
	}
	ret, ok := body.List[0].(*ast.ReturnStmt)
	if !ok || len(ret.Results) != 1 {
		return nil, -1
	}
	call, ok := ast.Unparen(ret.Results[0]).(*ast.CallExpr)
	if !ok || call.Ellipsis.IsValid() {
		return nil, -1
	}
	fn, _ := typeutil.Callee(a.pass.TypesInfo, call).(*types.Func)
	decl := a.pass.Index.FuncDecl(fn)
	if decl == nil || decl.Body == nil {
		return nil, -1
	}
	at := -1
	for i, arg := range call.Args {
		if resolve.Object(a.pass.TypesInfo, arg) == v {
			if at >= 0 {
				return nil, -1
			}
			at = i
		}
	}
	if at < 0 || resolve.FuncParam(a.pass.TypesInfo, decl, at) == nil {
		return nil, -1
	}
	return decl, at
}

// handlerFunc follows a handler value given to an adapter to its function:
// a func literal or declaration, a method value, a conversion of one to a
// func type (ResourceHandlerFunc(func(...) {...})), a value whose method
// the adapter calls (&listHandler{}: its method), or a call of the
// package's own function returning one of these.
func (a *HandlerAdapters) handlerFunc(e ast.Expr, method string, en resolve.Env) ast.Node {
	info := a.pass.TypesInfo
	for range maxAdapterDepth {
		e = a.pass.Index.ExprIn(e, en)
		call, ok := e.(*ast.CallExpr)
		if !ok || len(call.Args) != 1 {
			break
		}
		if tv, ok := info.Types[call.Fun]; !ok || !tv.IsType() {
			break
		}
		e = call.Args[0] // a conversion: the value converted
	}
	if fun := a.pass.Index.Func(e); fun != nil {
		return fun
	}
	if method == "" {
		return nil
	}
	t := info.TypeOf(e)
	if t == nil {
		return nil
	}
	obj, _, _ := types.LookupFieldOrMethod(t, true, a.pass.Pkg, method)
	fn, ok := obj.(*types.Func)
	if !ok {
		return nil
	}
	if d := a.pass.Index.FuncDecl(fn); d != nil && d.Body != nil {
		return d
	}
	return nil
}

// maxAdapterDepth bounds how many conversions around a handler value are
// unwrapped.
const maxAdapterDepth = 4

// Summary summarises fn, a function of this package, when it returns a
// library handler (a func literal, possibly converted to a named func
// type) whose body obtains the arguments (the library's ArgMap, or its
// Bind into a variable) and passes them to a call of its parameter k or
// of a method of it; it converts that call's error when some
// `if err != nil`, err a result of the call, returns an error result.
func (a *HandlerAdapters) Summary(fn *types.Func) *AdaptsFact {
	if s, ok := a.summaries[fn]; ok {
		return s
	}
	a.summaries[fn] = nil
	ret := a.pass.Index.Returns(fn)
	for range maxAdapterDepth {
		call, ok := ret.(*ast.CallExpr)
		if !ok || len(call.Args) != 1 {
			break
		}
		if tv, ok := a.pass.TypesInfo.Types[call.Fun]; !ok || !tv.IsType() {
			break
		}
		ret = a.pass.Index.Expr(call.Args[0])
	}
	lit, ok := ret.(*ast.FuncLit)
	if !ok {
		return nil
	}
	info := a.pass.TypesInfo
	maps := make(map[types.Object]bool)  // variables holding the argument map
	binds := make(map[types.Object]bool) // variables the arguments are decoded into
	ast.Inspect(lit.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.AssignStmt:
			// args := req.GetArguments(); args, ok := req.Params.Arguments.(map[string]any)
			if len(n.Rhs) == 1 && (len(n.Lhs) == 1 || len(n.Lhs) == 2) && a.lib.Reader.ArgMap(info, n.Rhs[0]) {
				if obj := resolve.Object(info, n.Lhs[0]); obj != nil {
					maps[obj] = true
				}
			}
		case *ast.CallExpr: // json.Unmarshal(req.Params.Arguments, &in), req.BindArguments(&in)
			if target, ok := a.lib.Reader.Bind(info, n); ok {
				if obj := resolve.Object(info, target); obj != nil {
					binds[obj] = true
				}
			}
		}
		return true
	})
	s := &AdaptsFact{Library: a.library, Handler: -1, Arg: -1}
	results := make(map[types.Object]bool) // variables holding the handler's results
	// passes reports whether call calls the handler parameter (or its
	// method), passing it the arguments.
	passes := func(call *ast.CallExpr) bool {
		var recv ast.Expr
		method := ""
		switch fun := ast.Unparen(call.Fun).(type) {
		case *ast.Ident:
			recv = fun
		case *ast.SelectorExpr:
			if _, ok := info.Selections[fun]; !ok {
				return false
			}
			recv, method = fun.X, fun.Sel.Name
		default:
			return false
		}
		p, ok := a.pass.Index.ParamOf(recv)
		if !ok || p.Func != fn || !failsWithError(info, call) {
			return false
		}
		for i, arg := range call.Args {
			obj := resolve.Object(info, arg)
			isMap := maps[obj] || a.lib.Reader.ArgMap(info, arg)
			if obj == nil && !isMap {
				continue
			}
			if isMap || binds[obj] {
				if s.Handler >= 0 && (s.Handler != p.Index || s.Method != method || s.Arg != i) {
					return false // two different calls: not one adapter
				}
				s.Handler, s.Method, s.Arg = p.Index, method, i
				if binds[obj] {
					_, isMapType := types.Unalias(obj.Type()).Underlying().(*types.Map)
					s.Struct = !isMapType
				}
				return true
			}
		}
		return false
	}
	ast.Inspect(lit.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.AssignStmt: // out, err := h.Handle(ctx, args, cfg)
			if call, ok := ast.Unparen(firstExpr(n.Rhs)).(*ast.CallExpr); ok && len(n.Rhs) == 1 && passes(call) {
				for _, l := range n.Lhs {
					if obj := resolve.Object(info, l); obj != nil {
						results[obj] = true
					}
				}
			}
		case *ast.CallExpr:
			passes(n)
		case *ast.IfStmt: // if err != nil { return <error result>, nil }
			be, ok := n.Cond.(*ast.BinaryExpr)
			if !ok || be.Op != token.NEQ || !resolve.IsNil(info, ast.Unparen(be.Y)) {
				return true
			}
			if obj := resolve.Object(info, be.X); obj != nil && results[obj] && a.lib.ReturnsErrorResult(info, n.Body) {
				s.Converts = true
			}
		}
		return true
	})
	if s.Handler < 0 {
		return nil
	}
	a.summaries[fn] = s
	return s
}

// failsWithError reports whether call returns an error as its last
// result: a handler's call, not a log line that happens to take the
// arguments.
func failsWithError(info *types.Info, call *ast.CallExpr) bool {
	switch t := info.TypeOf(call).(type) {
	case *types.Tuple:
		return t.Len() > 0 && resolve.IsError(t.At(t.Len()-1).Type())
	case nil:
		return false
	default:
		return resolve.IsError(t)
	}
}

func firstExpr(es []ast.Expr) ast.Expr {
	if len(es) == 0 {
		return nil
	}
	return es[0]
}

// Export adds to facts the package's exportable adapters that have no
// fact yet, and records an AdaptedFact on each exported type of the
// package that they adapt, for the packages whose functions return such
// handlers.
func (a *HandlerAdapters) Export(facts map[*types.Func]analysis.Fact) {
	if !a.pass.ExportsFacts() {
		return
	}
	adapted, order := a.adapted(func(fn *types.Func, s *AdaptsFact) {
		if facts[fn] == nil {
			facts[fn] = s
		}
	})
	for _, tn := range order {
		if f := adapted[tn]; f != nil && tn.Exported() {
			a.pass.ExportObjectFact(tn, f)
		}
	}
}

// adapted summarises the types of this package that its exportable
// adapters adapt: each adapter's handler parameter type, and the package's
// types assignable to it (ResourceHandlerFunc for ResourceHandler). A type
// adapted in two shapes is nil (no pairing by it). each is called with
// every adapter found.
func (a *HandlerAdapters) adapted(each func(*types.Func, *AdaptsFact)) (map[*types.TypeName]*AdaptedFact, []*types.TypeName) {
	adapted := make(map[*types.TypeName]*AdaptedFact)
	var order []*types.TypeName
	for _, file := range a.pass.Files {
		for _, d := range file.Decls {
			decl, ok := d.(*ast.FuncDecl)
			if !ok || decl.Body == nil {
				continue
			}
			fn, _ := a.pass.TypesInfo.Defs[decl.Name].(*types.Func)
			if !Exportable(fn) || fn.Signature().Results().Len() != 1 {
				continue
			}
			s := a.Summary(fn)
			if s == nil {
				continue
			}
			if each != nil {
				each(fn, s)
			}
			param := fn.Signature().Params().At(s.Handler).Type()
			for _, tn := range a.adaptedTypes(param) {
				f := &AdaptedFact{Library: a.library, Method: s.Method, Arg: s.Arg, Struct: s.Struct, Converts: s.Converts}
				old, seen := adapted[tn]
				switch {
				case !seen:
					adapted[tn] = f
					order = append(order, tn)
				case old == nil:
				case old.Method != f.Method || old.Arg != f.Arg || old.Struct != f.Struct:
					adapted[tn] = nil
				case old.Converts != f.Converts:
					old.ErrorsUnknown = true
				}
			}
		}
	}
	return adapted, order
}

// adaptedTypes returns the exported named types of this package that are
// param, or that are assignable to it when it is an interface.
func (a *HandlerAdapters) adaptedTypes(param types.Type) []*types.TypeName {
	var out []*types.TypeName
	if named, ok := types.Unalias(param).(*types.Named); ok && named.Obj().Pkg() == a.pass.Pkg {
		out = append(out, named.Obj())
	}
	iface, ok := param.Underlying().(*types.Interface)
	if !ok || iface.Empty() {
		return out
	}
	scope := a.pass.Pkg.Scope()
	for _, name := range scope.Names() {
		tn, ok := scope.Lookup(name).(*types.TypeName)
		if !ok || tn.IsAlias() || types.Identical(tn.Type(), param) {
			continue
		}
		if _, isIface := tn.Type().Underlying().(*types.Interface); isIface {
			continue
		}
		if types.AssignableTo(tn.Type(), param) || types.AssignableTo(types.NewPointer(tn.Type()), param) {
			out = append(out, tn)
		}
	}
	return out
}

// MapHandler is the model.ArgReader of a handler of the project's own
// shape that an adapter calls with the call's arguments: Map, its
// parameter holding the argument map (nil when it receives them decoded
// into a struct, Handler.Structs), is read by key (args["name"]); it fails
// by returning a non-nil error as its last result. Library is the
// library's reader, for a handler that also receives the library's request
// (req.GetString("x")) or returns the library's results (an error
// result).
type MapHandler struct {
	Map     *types.Var
	Library model.ArgReader
}

func (r MapHandler) ReadArg(info *types.Info, call *ast.CallExpr) (model.ArgRead, bool) {
	if r.Library == nil {
		return model.ArgRead{}, false
	}
	return r.Library.ReadArg(info, call)
}

func (r MapHandler) ArgMap(info *types.Info, e ast.Expr) bool {
	if id, ok := ast.Unparen(e).(*ast.Ident); ok && r.Map != nil && info.Uses[id] == r.Map {
		return true
	}
	return r.Library != nil && r.Library.ArgMap(info, e)
}

func (r MapHandler) Bind(info *types.Info, call *ast.CallExpr) (ast.Expr, bool) {
	if r.Library == nil {
		return nil, false
	}
	return r.Library.Bind(info, call)
}

func (r MapHandler) Failure(info *types.Info, ret *ast.ReturnStmt) (string, bool) {
	if err, ok := (ErrorReturns{}).GoError(info, ret); ok {
		return resolve.ErrorText(info, err), true
	}
	if r.Library == nil {
		return "", false
	}
	return r.Library.Failure(info, ret)
}

// ErrorReturns is the model.ResultWriter of a handler that fails by
// returning a non-nil error as its last result, where what that error
// becomes is decided by code around it (an adapter): toolerror can say
// where the model loses the failure, but a rewrite of the handler's
// return in the library's idiom would not compile, so it offers none.
type ErrorReturns struct{}

func (ErrorReturns) GoError(info *types.Info, ret *ast.ReturnStmt) (ast.Expr, bool) {
	if len(ret.Results) == 0 {
		return nil, false
	}
	last := ret.Results[len(ret.Results)-1]
	tv, ok := info.Types[last]
	if !ok || tv.IsNil() || !resolve.ImplementsError(tv.Type) {
		return nil, false
	}
	return last, true
}

func (ErrorReturns) ErrorResult(*ast.File, *ast.ReturnStmt, ast.Expr) ([]analysis.TextEdit, bool) {
	return nil, false
}

// Pair links tools the package defines but does not register (unlinked:
// a function returns them, another package registers them) to the handlers
// of the project's own shape that the package's functions return, when the
// link itself is in another package: `s.AddTool(pkg.ListTool(),
// tools.Adapt(pkg.ListHandler(c), cfg))` in package server, which package
// pkg never sees (facts flow only from a package's dependencies). A
// function returning a value of a type some package's adapter adapts
// (its AdaptedFact, or this package's own adapters) returns a handler of
// some tool; it is paired with the one unregistered tool that declares
// every argument name its handler reads by constant name (one at least),
// when no other such handler pairs with that tool. A function returning the
// library's own handler (libraryHandler: its handler, or nil when fn
// returns none) is paired the same way. linked reports the functions
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
		// another (a struct whose Execute method the adapter calls).
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
	}
	var pairs []candidate
	byTool := make(map[*model.Tool]int)
	for _, file := range a.pass.Files {
		for _, d := range file.Decls {
			decl, ok := d.(*ast.FuncDecl)
			if !ok || decl.Body == nil {
				continue
			}
			fn, _ := a.pass.TypesInfo.Defs[decl.Name].(*types.Func)
			if fn == nil || fn.Signature().Results().Len() != 1 {
				continue
			}
			var h *model.Handler
			if f, typeName := adaptedBy(fn.Signature().Results().At(0).Type()); f != nil {
				if ret := a.pass.Index.Returns(fn); ret != nil {
					if fun := a.handlerFunc(ret, f.Method, nil); fun != nil {
						h = a.mapHandler(fun, f.Arg, f.Struct, f.Converts, f.ErrorsUnknown, "the adapter of "+typeName)
					}
				}
			} else if libraryHandler != nil {
				h = libraryHandler(fn)
			}
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
			pairs = append(pairs, candidate{h, match})
			byTool[match]++
		}
	}
	for _, p := range pairs {
		if byTool[p.tool] == 1 {
			p.tool.Handlers = append(p.tool.Handlers, p.h)
		}
	}
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

// CoPassed returns the handler e holds when e's type is a handler shape of
// the project's own, given together with a tool to a function of the
// project that toolvet does not follow (one that stores the pair for
// later: registry.Add(tool, handler), NewEntry(meta, tool, handler)): a
// func type, or an interface of one method, with one argument map
// parameter (map[string]any) and an error as last result. What becomes of
// its errors is out of sight (ErrorsUnknown); nil when e is no such
// handler.
func (a *HandlerAdapters) CoPassed(e ast.Expr) *model.Handler {
	t := a.pass.TypesInfo.TypeOf(e)
	if t == nil {
		return nil
	}
	sig, method := handlerShape(t)
	if sig == nil {
		return nil
	}
	arg := -1
	for i := range sig.Params().Len() {
		if isArgMap(sig.Params().At(i).Type()) {
			if arg >= 0 {
				return nil // two maps: which is the arguments?
			}
			arg = i
		}
	}
	fun := a.handlerFunc(e, method, nil)
	if arg < 0 || fun == nil {
		return nil
	}
	return a.mapHandler(fun, arg, false, false, true, "")
}

// handlerShape returns the signature a value of type t is called with: its
// own (a func type) or its one method's (an interface), when the last
// result is an error.
func handlerShape(t types.Type) (sig *types.Signature, method string) {
	switch u := t.Underlying().(type) {
	case *types.Signature:
		sig = u
	case *types.Interface:
		if u.NumMethods() != 1 {
			return nil, ""
		}
		sig, method = u.Method(0).Signature(), u.Method(0).Name()
	default:
		return nil, ""
	}
	rs := sig.Results()
	if rs.Len() == 0 || !resolve.IsError(rs.At(rs.Len()-1).Type()) {
		return nil, ""
	}
	return sig, method
}

// isArgMap reports whether t is an argument map: map[string]any.
func isArgMap(t types.Type) bool {
	m, ok := t.Underlying().(*types.Map)
	if !ok {
		return false
	}
	k, ok := m.Key().Underlying().(*types.Basic)
	iface, isIface := m.Elem().Underlying().(*types.Interface)
	return ok && k.Kind() == types.String && isIface && iface.Empty()
}

// CoPassing is what LinkCoPassed asks of a library's adapter.
type CoPassing struct {
	// Tool returns the tool of the package e evaluates to when no
	// registration links it, or nil.
	Tool func(e ast.Expr) *model.Tool
	// Library reports whether fn is the library's own (its registrations
	// are the adapter's to read).
	Library func(fn *types.Func) bool
	// Entry reports whether a struct type is the library's own pair of a
	// tool and a handler.
	Entry func(t types.Type) bool
	// Handler returns the handler e holds when it is of the library's
	// handler type, or nil.
	Handler func(e ast.Expr) *model.Handler
	// Linked is told of each tool linked.
	Linked func(t *model.Tool)
}

// LinkCoPassed links a tool of the package that no registration links to
// the one handler given together with it to a function of the project that
// toolvet does not follow, or in one struct literal of the project's own
// type: registry.Add(mcp.NewTool(...), handle), NewEntry(meta, listTool(),
// scopes, handleList), entry{tool: ..., run: ...}. The project pairs them
// there, to register them elsewhere (later, or from another package). The
// handler is the library's (c.Handler) or of the project's own shape
// (CoPassed); what becomes of its errors is out of sight.
func (a *HandlerAdapters) LinkCoPassed(c CoPassing) {
	for cur := range a.pass.Inspector.Root().Preorder((*ast.CallExpr)(nil), (*ast.CompositeLit)(nil)) {
		var args []ast.Expr
		switch n := cur.Node().(type) {
		case *ast.CallExpr:
			fn, ok := typeutil.Callee(a.pass.TypesInfo, n).(*types.Func)
			if !ok || fn.Pkg() == nil || c.Library(fn) || !a.project(fn.Pkg()) {
				continue // a conversion, a call of a func value, the library's own, or not the project's
			}
			args = n.Args
		case *ast.CompositeLit:
			t := a.pass.TypesInfo.TypeOf(n)
			if t == nil || c.Entry(t) {
				continue
			}
			if named, ok := types.Unalias(t).(*types.Named); ok && (named.Obj().Pkg() == nil || !a.project(named.Obj().Pkg())) {
				continue
			}
			if _, ok := t.Underlying().(*types.Struct); !ok {
				continue
			}
			for _, elt := range n.Elts {
				if kv, ok := elt.(*ast.KeyValueExpr); ok {
					elt = kv.Value
				}
				args = append(args, elt)
			}
		}
		var tool *model.Tool
		var h *model.Handler
		tools, handlers := 0, 0
		for _, arg := range args {
			if t := c.Tool(arg); t != nil {
				tool, tools = t, tools+1
				continue
			}
			if x := cmp.Or(a.CoPassed(arg), c.Handler(arg)); x != nil {
				h, handlers = x, handlers+1
			}
		}
		if tools != 1 || handlers != 1 || len(tool.Handlers) > 0 {
			continue
		}
		h.Errors = model.ErrorsUnknown
		tool.Handlers = append(tool.Handlers, h)
		c.Linked(tool)
	}
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
	for _, file := range p.Files {
		for _, d := range file.Decls {
			decl, ok := d.(*ast.FuncDecl)
			if !ok || decl.Body == nil {
				continue
			}
			fn, _ := p.TypesInfo.Defs[decl.Name].(*types.Func)
			if ret := p.Index.Returns(fn); ret != nil {
				visit(fn, ret)
			}
		}
	}
}
