package providersdk

import (
	"cmp"
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"github.com/toolvet/toolvet/internal/adapter"
	"github.com/toolvet/toolvet/internal/adapter/dispatch"
	"github.com/toolvet/toolvet/internal/adapter/rawschema"
	"github.com/toolvet/toolvet/internal/adapter/structschema"
	"github.com/toolvet/toolvet/internal/model"
	"github.com/toolvet/toolvet/internal/resolve"
)

// A program with tools of its own type (an agent loop with a registry)
// builds each definition from a value of that type:
//
//	openai.Tool{Function: &openai.FunctionDefinition{
//		Name:        tool.Name(),
//		Description: tool.Description(),
//		Parameters:  tool.Parameters(),
//	}}
//
// with tool an interface of the project (or one of its types). Whatever
// the methods are called, their results go into a provider's definition:
// that is what makes the type's values tools. Each type of the package
// implementing it is read: a method returning a constant gives one tool
// per type, one returning a field of the receiver gives one tool per
// literal of the type that sets that field. The methods of the type that
// take the call's arguments (a map, JSON text) are its handlers, or hand
// them to a function held in a field of the literal, which is then the
// tool's handler.

// fromToolType reads the definition literal def as one per value of a
// project's tool type, when its Name is a method call on a variable of an
// interface or type the package declares; it reports whether it defined a
// tool (else def is read as it is, its name unknown).
func (r *reading) fromToolType(p *adapter.Pass, s sdk, kind defKind, def *ast.CompositeLit, fields map[string]ast.Expr) bool {
	recv, _ := methodCall(p.TypesInfo, fields["Name"])
	if recv == nil {
		return false
	}
	recvObj := resolve.Object(p.TypesInfo, recv)
	if recvObj == nil {
		return false // registry[i].Name(): not one variable the fields all read
	}
	methods := make(map[string]string) // definition field -> method of the tool type
	for key, e := range fields {
		if x, m := methodCall(p.TypesInfo, e); x != nil && resolve.Object(p.TypesInfo, x) == recvObj {
			methods[key] = m
		}
	}
	return r.toolsOfType(p, s, kind, p.TypesInfo.TypeOf(recv), implementations(p, p.TypesInfo.TypeOf(recv)), methods, fields)
}

// toolsOfType defines the tools of the types impls, which stand for
// recvType (an interface they implement, or themselves): the definition
// field key holds what their method methods[key] returns, the other
// fields are fields'.
func (r *reading) toolsOfType(p *adapter.Pass, s sdk, kind defKind, recvType types.Type, impls []*types.Named, methods map[string]string, fields map[string]ast.Expr) bool {
	defined := false
	for _, impl := range impls {
		values := make(map[string]methodValue)
		perLiteral, known := false, true
		for key, m := range methods {
			v, ok := returned(p, impl, m)
			values[key] = v
			known = known && ok
			perLiteral = perLiteral || v.field != ""
		}
		if !known {
			continue // a method another type declares (embedded): not read
		}
		handlers := argumentMethods(p, impl, recvType, methods)
		if !perLiteral {
			if !constructed(p, impl) {
				continue // no value of the type is ever made
			}
			fs := copyFields(fields)
			for key, v := range values {
				fs[key] = v.expr // nil when unknown
			}
			if t := r.defineOwn(p, s, kind, impl.Obj().Pos(), fs); t != nil {
				r.link(p, t, handlers, nil)
				defined = true
			}
			continue
		}
		for _, lit := range literalsOf(p, impl) {
			lf := rawschema.StructFields(lit)
			fs := copyFields(fields)
			for key, v := range values {
				if v.field != "" {
					fs[key] = lf[v.field]
				} else {
					fs[key] = v.expr
				}
			}
			if _, ok := resolve.ConstString(p.TypesInfo, fs["Name"]); !ok {
				continue
			}
			if t := r.defineOwn(p, s, kind, lit.Pos(), fs); t != nil {
				r.link(p, t, handlers, lf)
				defined = true
			}
		}
	}
	return defined
}

// defineOwn defines the tool of one value of a project's tool type. Its
// schema may come from a generic helper of the package that reflects a
// struct with invopop/jsonschema (Parameters: schemaFor[editArgs]()): the
// value is then that struct's tool, read here, since the project's type
// (not a definition literal) names it.
func (r *reading) defineOwn(p *adapter.Pass, s sdk, kind defKind, def token.Pos, fields map[string]ast.Expr) *model.Tool {
	t, target := r.define(p, s, kind, def, fields)
	if target == nil {
		return t
	}
	input := target.Input
	r.targets = r.targets[:len(r.targets)-1]
	t = &model.Tool{Library: s.library, Pos: def, Name: target.Name, Description: target.Description, Target: target.Profile, Input: input, Opaque: true}
	if arg := fields["Description"]; arg != nil && t.Description.Known {
		if inner, isOpt := optCall(p.TypesInfo, arg); isOpt {
			arg = inner
		}
		if _, isConst := resolve.ConstString(p.TypesInfo, arg); isConst {
			t.Describe = adapter.NewStringAnchor(p.Fset, arg, t.Description)
		}
	}
	call, _ := follow(p, schemaField(kind, fields)).(*ast.CallExpr)
	if call == nil || !reflectsWithInvopop(p, genericCallee(p.TypesInfo, call), 3) {
		t.MarkOpaque(def, "a schema a helper of the package builds from "+types.TypeString(input, types.RelativeTo(p.Pkg))+" in a way toolvet does not read")
	} else {
		if r.decls == nil {
			r.decls = structschema.FieldDecls(p)
		}
		structschema.Infer(p.Fset, t, input, r.decls, structschema.Invopop, def)
	}
	r.tools = append(r.tools, t)
	return t
}

// sdkToolTypes defines the tools of the package's types implementing an
// SDK's own tool interface, whose methods the SDK reads to build the
// definition it sends and calls to answer the model: anthropic-sdk-go's
// BetaTool (Name, Description, InputSchema, and Execute given the raw
// JSON input), which its tool runners run, sending Execute's error back as
// a result marked is_error (betatoolrunner.go's executeToolUse; the
// session runner of lib/environments likewise).
func (r *reading) sdkToolTypes(p *adapter.Pass) {
	for _, m := range anthropicModules {
		pkg := imported(p.Pkg, m)
		if pkg == nil {
			continue
		}
		tn, ok := pkg.Scope().Lookup("BetaTool").(*types.TypeName)
		if !ok {
			continue
		}
		iface, ok := tn.Type().Underlying().(*types.Interface)
		if !ok {
			continue
		}
		s := sdks[slices.IndexFunc(sdks, func(s sdk) bool { return s.library == Anthropic })]
		before := len(r.tools)
		methods := map[string]string{"Name": "Name", "Description": "Description", "InputSchema": "InputSchema"}
		r.toolsOfType(p, s, anthropicTool, tn.Type(), implementing(p, iface), methods, map[string]ast.Expr{})
		defs, impls := r.tools[:before], r.tools[before:]
		var kept []*model.Tool
		for _, t := range impls {
			for _, h := range t.Handlers {
				h.Errors, h.ErrorNote = model.ErrorsBecomeResults, runnerNote
			}
			// A definition the package sends itself under the same name
			// (a managed agent's custom tool, created with Agents.New) is
			// what the model reads; the type's Execute answers it.
			if d := unanswered(defs, t.Name); d != nil && len(t.Handlers) > 0 {
				d.Handlers, d.Unlinked = t.Handlers, ""
				continue
			}
			kept = append(kept, t)
		}
		r.tools = append(defs, kept...)
	}
}

// unanswered returns the one anthropic-sdk-go definition named name that
// no handler answers, or nil.
func unanswered(defs []*model.Tool, name string) *model.Tool {
	var found *model.Tool
	for _, d := range defs {
		if name != "" && d.Name == name && d.Library == Anthropic && len(d.Handlers) == 0 {
			if found != nil {
				return nil
			}
			found = d
		}
	}
	return found
}

// imported returns the package at path that pkg imports, or nil.
func imported(pkg *types.Package, path string) *types.Package {
	for _, imp := range pkg.Imports() {
		if imp.Path() == path {
			return imp
		}
	}
	return nil
}

// schemaField is the definition field holding the schema.
func schemaField(kind defKind, fields map[string]ast.Expr) ast.Expr {
	switch kind {
	case anthropicTool:
		return fields["InputSchema"]
	case geminiFunction:
		if e := fields["ParametersJsonSchema"]; e != nil {
			return e
		}
	}
	return fields["Parameters"]
}

// genericCallee returns the generic function a call F[T]() instantiates.
func genericCallee(info *types.Info, call *ast.CallExpr) *types.Func {
	id := instanceIdent(call)
	if id == nil {
		return nil
	}
	fn, _ := info.Uses[id].(*types.Func)
	return fn
}

// reflectsWithInvopop reports whether fn, a function of the package, or
// one it calls (to depth), calls invopop/jsonschema's reflector.
func reflectsWithInvopop(p *adapter.Pass, fn *types.Func, depth int) bool {
	decl := p.Index.FuncDecl(fn)
	if decl == nil || decl.Body == nil || depth == 0 {
		return false
	}
	found := false
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok || found {
			return !found
		}
		callee := resolve.Callee(p.TypesInfo, call)
		switch {
		case callee == nil:
		case resolve.InPackage(callee, invopopPath) && (callee.Name() == "Reflect" || callee.Name() == "ReflectFromType"):
			found = true
		case callee.Pkg() == p.Pkg:
			found = reflectsWithInvopop(p, callee, depth-1)
		}
		return !found
	})
	return found
}

const invopopPath = "github.com/invopop/jsonschema"

// link gives tool the handlers of its type: each method taking the
// call's arguments, or, for a literal's tool, the function in the field
// that method hands them to.
func (r *reading) link(p *adapter.Pass, tool *model.Tool, handlers []argumentMethod, lf map[string]ast.Expr) {
	for _, h := range handlers {
		if len(h.calls) == 0 {
			tool.Handlers = append(tool.Handlers, dispatch.ArgsHandler(p, calls, h.decl, map[types.Object]bool{h.param: true}))
			continue
		}
		for _, c := range h.calls {
			if lf == nil || lf[c.field] == nil {
				continue // not set in this literal
			}
			fun := p.Index.Func(lf[c.field])
			if fun == nil {
				continue
			}
			if v := resolve.FuncParam(p.TypesInfo, fun, c.arg); v != nil {
				tool.Handlers = append(tool.Handlers, dispatch.ArgsHandler(p, calls, fun, map[types.Object]bool{v: true}))
			}
		}
	}
	// A validator (a function whose only result is an error) first: its
	// checks are the tool's rules, and the work function's repetitions of
	// them are reported there only when they say more.
	slices.SortStableFunc(tool.Handlers, func(a, b *model.Handler) int {
		return cmp.Compare(validatorRank(p.TypesInfo, a.Func), validatorRank(p.TypesInfo, b.Func))
	})
	if len(tool.Handlers) > 0 {
		tool.Unlinked = ""
	}
}

// validatorRank is 0 for a function whose only result is an error, 1 for
// any other.
func validatorRank(info *types.Info, fun ast.Node) int {
	var ft *ast.FuncType
	switch f := fun.(type) {
	case *ast.FuncDecl:
		ft = f.Type
	case *ast.FuncLit:
		ft = f.Type
	}
	if ft != nil && ft.Results != nil && len(ft.Results.List) == 1 && len(ft.Results.List[0].Names) <= 1 &&
		resolve.IsError(info.TypeOf(ft.Results.List[0].Type)) {
		return 0
	}
	return 1
}

func copyFields(fields map[string]ast.Expr) map[string]ast.Expr {
	m := make(map[string]ast.Expr, len(fields))
	for k, v := range fields {
		m[k] = v
	}
	return m
}

// methodCall returns x and M when e is x.M(), a call of a method without
// arguments.
func methodCall(info *types.Info, e ast.Expr) (ast.Expr, string) {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok || len(call.Args) != 0 {
		return nil, ""
	}
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return nil, ""
	}
	if s, ok := info.Selections[sel]; !ok || s.Kind() != types.MethodVal {
		return nil, ""
	}
	return sel.X, sel.Sel.Name
}

// implementations returns the named types of the package that t stands
// for: t itself, or each type implementing the interface t (directly or
// through a pointer).
func implementations(p *adapter.Pass, t types.Type) []*types.Named {
	if t == nil {
		return nil
	}
	if ptr, ok := t.Underlying().(*types.Pointer); ok {
		t = ptr.Elem()
	}
	named, ok := types.Unalias(t).(*types.Named)
	if !ok || named.Obj().Pkg() != p.Pkg {
		return nil // an interface of another package (fmt.Stringer) is no tool type of this one
	}
	iface, isIface := t.Underlying().(*types.Interface)
	if !isIface {
		if inTestFile(p, named.Obj().Pos()) {
			return nil
		}
		return []*types.Named{named}
	}
	return implementing(p, iface)
}

// implementing returns the named types of the package (outside its test
// files) implementing iface, directly or through a pointer.
func implementing(p *adapter.Pass, iface *types.Interface) []*types.Named {
	var out []*types.Named
	scope := p.Pkg.Scope()
	for _, name := range scope.Names() {
		tn, ok := scope.Lookup(name).(*types.TypeName)
		if !ok || tn.IsAlias() {
			continue
		}
		named, ok := tn.Type().(*types.Named)
		if !ok || named.TypeParams().Len() > 0 {
			continue
		}
		if _, isIface := named.Underlying().(*types.Interface); isIface {
			continue
		}
		if inTestFile(p, tn.Pos()) {
			continue // a test's fake
		}
		if types.Implements(named, iface) || types.Implements(types.NewPointer(named), iface) {
			out = append(out, named)
		}
	}
	return out
}

// methodValue is what a method of a tool type returns: a constant or
// other expression (expr), or a field of the receiver (field).
type methodValue struct {
	expr  ast.Expr
	field string
}

// returned reads the one return statement of t's method m; ok is false
// when t does not declare m itself (a method promoted from an embedded
// value, whose declaration other types share).
func returned(p *adapter.Pass, t *types.Named, m string) (v methodValue, ok bool) {
	decl, recv := methodDecl(p, t, m)
	if decl == nil {
		return methodValue{}, false
	}
	if decl.Body == nil || len(decl.Body.List) != 1 {
		return methodValue{}, true
	}
	ret, isRet := decl.Body.List[0].(*ast.ReturnStmt)
	if !isRet || len(ret.Results) != 1 {
		return methodValue{}, true
	}
	e := ast.Unparen(ret.Results[0])
	if sel, isSel := e.(*ast.SelectorExpr); isSel && recv != nil && resolve.Object(p.TypesInfo, sel.X) == recv {
		if s, found := p.TypesInfo.Selections[sel]; found && s.Kind() == types.FieldVal && len(s.Index()) == 1 {
			return methodValue{field: sel.Sel.Name}, true
		}
		return methodValue{}, true
	}
	return methodValue{expr: e}, true
}

// inTestFile reports whether pos is in a _test.go file.
func inTestFile(p *adapter.Pass, pos token.Pos) bool {
	return strings.HasSuffix(p.Fset.Position(pos).Filename, "_test.go")
}

// constructed reports whether the package, outside its tests, makes a
// value of t: a composite literal, new(t), or a conversion to t.
func constructed(p *adapter.Pass, t *types.Named) bool {
	if len(literalsOf(p, t)) > 0 {
		return true
	}
	is := func(e ast.Expr) bool {
		tv, ok := p.TypesInfo.Types[e]
		return ok && tv.IsType() && types.Identical(tv.Type, t)
	}
	made := false
	for cur := range p.Inspector.Preorder((*ast.CallExpr)(nil), (*ast.ValueSpec)(nil)) {
		if inTestFile(p, cur.Node().Pos()) {
			continue
		}
		switch n := cur.Node().(type) {
		case *ast.CallExpr: // t(x), new(t)
			if is(n.Fun) {
				made = true
			} else if id, ok := ast.Unparen(n.Fun).(*ast.Ident); ok && id.Name == "new" && len(n.Args) == 1 && is(n.Args[0]) {
				made = true
			}
		case *ast.ValueSpec: // var v t: its zero value
			made = made || n.Type != nil && is(n.Type)
		}
		if made {
			return true
		}
	}
	return false
}

// methodDecl returns the declaration of t's (or *t's) method m in the
// package, and its receiver variable.
func methodDecl(p *adapter.Pass, t *types.Named, m string) (*ast.FuncDecl, types.Object) {
	sel := types.NewMethodSet(types.NewPointer(t)).Lookup(p.Pkg, m)
	if sel == nil {
		return nil, nil
	}
	if len(sel.Index()) != 1 {
		return nil, nil // promoted from an embedded field
	}
	fn, _ := sel.Obj().(*types.Func)
	decl := p.Index.FuncDecl(fn)
	if decl == nil || decl.Recv == nil || len(decl.Recv.List) != 1 {
		return nil, nil
	}
	var recv types.Object
	if names := decl.Recv.List[0].Names; len(names) == 1 {
		recv = p.TypesInfo.Defs[names[0]]
	}
	return decl, recv
}

// argumentMethod is a method of a tool type that takes the call's
// arguments in its parameter param, and the functions in the receiver's
// fields it hands them to.
type argumentMethod struct {
	decl  *ast.FuncDecl
	param types.Object
	calls []fieldCall
}

// fieldCall is a call of a func-typed field of the receiver given the
// arguments, as its argument arg.
type fieldCall struct {
	field string
	arg   int
}

// argumentMethods returns t's methods, other than those the definition
// reads, that take the call's arguments: a parameter that is a map with
// string keys, or raw JSON ([]byte, json.RawMessage), or JSON text
// (string) for a method of the interface the definition reads the tool
// through (recv's: what the loop calls). Of a concrete receiver type,
// every method so taking them.
func argumentMethods(p *adapter.Pass, t *types.Named, recv types.Type, definition map[string]string) []argumentMethod {
	reads := make(map[string]bool)
	for _, m := range definition {
		reads[m] = true
	}
	iface, _ := recv.Underlying().(*types.Interface)
	var out []argumentMethod
	ms := types.NewMethodSet(types.NewPointer(t))
	for i := range ms.Len() {
		fn, ok := ms.At(i).Obj().(*types.Func)
		if !ok || reads[fn.Name()] {
			continue
		}
		inInterface := false
		if iface != nil {
			if obj, _, _ := types.LookupFieldOrMethod(iface, false, nil, fn.Name()); obj != nil {
				inInterface = true
			} else {
				continue // not what the loop calls
			}
		}
		decl, recvVar := methodDecl(p, t, fn.Name())
		if decl == nil || decl.Body == nil {
			continue
		}
		params := fn.Signature().Params()
		for j := range params.Len() {
			v := params.At(j)
			if !holdsArguments(v.Type(), inInterface) {
				continue
			}
			out = append(out, argumentMethod{decl: decl, param: v, calls: handsToFields(p, decl, recvVar, v)})
			break
		}
	}
	return out
}

// holdsArguments reports whether a parameter of type t can hold a tool
// call's arguments: a map with string keys, raw JSON, or, when text is
// set, a string of JSON.
func holdsArguments(t types.Type, text bool) bool {
	switch u := t.Underlying().(type) {
	case *types.Map:
		b, ok := u.Key().Underlying().(*types.Basic)
		return ok && b.Kind() == types.String
	case *types.Basic:
		return text && u.Kind() == types.String
	case *types.Slice:
		b, ok := u.Elem().Underlying().(*types.Basic)
		return ok && b.Kind() == types.Byte
	}
	return false
}

// handsToFields returns the calls of the receiver's func-typed fields
// decl makes with param (t.ValidateFunc(args), t.ExecuteFunc(ctx, args)).
func handsToFields(p *adapter.Pass, decl *ast.FuncDecl, recv, param types.Object) []fieldCall {
	var out []fieldCall
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		call, isCall := n.(*ast.CallExpr)
		if !isCall {
			return true
		}
		sel, isSel := ast.Unparen(call.Fun).(*ast.SelectorExpr)
		if !isSel || recv == nil || resolve.Object(p.TypesInfo, sel.X) != recv {
			return true
		}
		if s, found := p.TypesInfo.Selections[sel]; !found || s.Kind() != types.FieldVal {
			return true
		}
		for i, a := range call.Args {
			if resolve.Object(p.TypesInfo, a) == param {
				out = append(out, fieldCall{sel.Sel.Name, i})
			}
		}
		return true
	})
	return out
}

// literalsOf returns the package's composite literals of type t (T{…}
// and &T{…}).
func literalsOf(p *adapter.Pass, t *types.Named) []*ast.CompositeLit {
	var out []*ast.CompositeLit
	for cur := range p.Inspector.Preorder((*ast.CompositeLit)(nil)) {
		lit := cur.Node().(*ast.CompositeLit)
		lt := p.TypesInfo.TypeOf(lit)
		if ptr, ok := lt.(*types.Pointer); ok {
			lt = ptr.Elem()
		}
		if lt != nil && types.Identical(lt, t) && !inTestFile(p, lit.Pos()) {
			out = append(out, lit)
		}
	}
	return out
}
