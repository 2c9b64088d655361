package adapter

import (
	"go/ast"
	"go/token"
	"go/types"
	"strconv"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/toolvet/toolvet/internal/model"
	"github.com/toolvet/toolvet/internal/resolve"
)

// A handler shim is a project function that turns a handler of the
// project's own shape into the library's handler (the identifiers here keep
// the older name, handler adapter: HandlerAdapters, AdaptsFact,
// AdaptedFact; a library adapter is something else, see DESIGN.md's
// glossary):
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
// argument the shim passes, and fails by returning a non-nil error.
// Whether the model reads that error is the shim's choice. How a
// shim is recognised is the same for every library; what the argument
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
// a handler of some tool. ErrorsUnknown: the package's shims of the
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

// HandlerAdapters summarises one library's handler shims, of the
// package (read on demand) and of other packages (their AdaptsFact).
type HandlerAdapters struct {
	pass *Pass
	lib  LibraryHandlers
	// library is lib.Name, the facts' Library.
	library   string
	summaries map[*types.Func]*AdaptsFact
}

// LibraryHandlers is what a library's adapter says of its handlers, for
// the handler shims of its projects.
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
	ReturnsErrorResult func(p *Pass, body *ast.BlockStmt) bool
	// ErrorNote says what the library does with a handler's Go error.
	ErrorNote string
}

// NewHandlerAdapters returns the handler shim summaries of lib for the
// pass.
func NewHandlerAdapters(p *Pass, lib LibraryHandlers) *HandlerAdapters {
	return &HandlerAdapters{pass: p, lib: lib, library: lib.Name, summaries: make(map[*types.Func]*AdaptsFact)}
}

// Of returns the summary of the shim call calls, of this package or
// (through its fact) of another; nil when call is no shim call.
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

// Handler returns the handler a shim call registers: the function of
// the value passed as its handler (in env), read as a MapHandler. The
// shim's name (as written at the call) goes into the error note.
func (a *HandlerAdapters) Handler(call *ast.CallExpr, f *AdaptsFact, en resolve.Env) *model.Handler {
	return a.HandlerOf(call.Args[f.Handler], f, en, types.ExprString(call.Fun))
}

// HandlerOf returns the handler e (in env) holds, adapted as f says; by
// names the shim for the error note.
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
	// A handler that only hands the arguments on (return handleList(ctx,
	// params, cfg)) is the function it hands them to: the value-flow
	// engine follows it (flow.Graph.Forwarded).
	if to, vars := a.pass.Flow.Forwarded(fun, v); to != fun {
		fun, v = to, vars[0]
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

// handlerFunc follows a handler value given to a shim to its function:
// a func literal or declaration, a method value, a conversion of one to a
// func type (ResourceHandlerFunc(func(...) {...})), a value whose method
// the shim calls (&listHandler{}: its method), or a call of the
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
					return false // two different calls: not one shim
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
		}
		return true
	})
	// A copy of a result is the result (e := err).
	var copies []types.Object
	for obj := range results {
		copies = append(copies, a.pass.Index.Copies(obj)...)
	}
	for _, c := range copies {
		results[c] = true
	}
	// if err != nil { return <error result>, nil }, also written as a
	// case or as the failure after `if err == nil { return … }`.
	for _, g := range resolve.GuardedIn(lit.Body, true) {
		be, ok := a.pass.Cond(g.Cond).(*ast.BinaryExpr)
		if !ok || be.Op != token.NEQ || !resolve.IsNil(info, ast.Unparen(be.Y)) {
			continue
		}
		if obj := resolve.Object(info, be.X); obj != nil && results[obj] && a.lib.ReturnsErrorResult(a.pass, g.Body) {
			s.Converts = true
		}
	}
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

// Export adds to facts the package's exportable shims that have no
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
	a.exportPassesErrors(facts)
}

// adapted summarises the types of this package that its exportable
// shims adapt: each shim's handler parameter type, and the package's
// types assignable to it (ResourceHandlerFunc for ResourceHandler). A type
// adapted in two shapes is nil (no pairing by it). each is called with
// every shim found.
func (a *HandlerAdapters) adapted(each func(*types.Func, *AdaptsFact)) (map[*types.TypeName]*AdaptedFact, []*types.TypeName) {
	adapted := make(map[*types.TypeName]*AdaptedFact)
	var order []*types.TypeName
	for fn := range FuncsWithBody(a.pass.Pass) {
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
// shape that a shim calls with the call's arguments: Map, its
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

// Rebind implements model.ParamReader.
func (r MapHandler) Rebind(to func(*types.Var) *types.Var) (model.ArgReader, bool) {
	if r.Map == nil {
		return r, true
	}
	m := to(r.Map)
	if m == nil {
		return nil, false
	}
	r.Map = m
	return r, true
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
// becomes is decided by code around it (a shim): toolerror can say
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
