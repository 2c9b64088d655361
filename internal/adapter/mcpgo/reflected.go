package mcpgo

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/toolvet/toolvet/internal/adapter"
	"github.com/toolvet/toolvet/internal/adapter/structschema"
	"github.com/toolvet/toolvet/internal/model"
	"github.com/toolvet/toolvet/internal/resolve"
)

// A registration wrapper that reflects the schema itself, from an example
// value of the input struct (a wrapper module's idiom):
//
//	func (w *Wrapper) Register(name, desc string, argsType any, h Handler) error {
//		schema, err := buildSchema(argsType) // reflect.TypeOf(argsType), its tags
//		if err != nil {
//			return err
//		}
//		tool := mcp.NewTool(name, mcp.WithDescription(desc))
//		tool.InputSchema = *schema
//		w.server.AddTool(tool, w.adapt(argsType, h))
//		return nil
//	}
//
// Each call (Register("greet", "…", GreetArgs{}, greet)) defines a tool: its
// name and description the call's, its schema the reflector's reading of
// the argument's type (flow.Graph.ReflectedParam gives the tag dialect),
// its input that type, its handler the one passed, through the handler
// shim on the way. A function that calls such a wrapper with its own
// parameters (or a field of one, cmd.Use) is one too. Both are exported
// as a RegistersFact with Reflected set.

// hasInterfaceParam reports whether sig takes a value of interface type:
// what a reflecting wrapper reflects the dynamic type of.
func hasInterfaceParam(sig *types.Signature) bool {
	for i := range sig.Params().Len() {
		if types.IsInterface(sig.Params().At(i).Type()) {
			return true
		}
	}
	return false
}

// reflectingTemplate reads the tool a non-generic wrapper fn builds, call
// (mcp.NewTool(name, mcp.WithDescription(desc), …)), held by toolExpr,
// whose InputSchema the wrapper then replaces by its own reflection of a
// parameter's type. The options the schema replaces may be anything.
func (f *finder) reflectingTemplate(fn *types.Func, decl *ast.FuncDecl, toolExpr ast.Expr, call *ast.CallExpr) (*adapter.RegistersFact, bool) {
	newTool := f.callee(call, mcpPath)
	if newTool == nil || newTool.Name() != "NewTool" || len(call.Args) == 0 {
		return nil, false
	}
	opts := f.toolOptions(call)
	if !opts.ok {
		return nil, false
	}
	b := &adapter.RegistersFact{Library: Library, Tool: -1, Name: -1, Description: -1, Input: -1, Reflected: true}
	if p, ok := f.Index.ParamOf(f.Index.Shallow(call.Args[0], nil)); ok && p.Func == fn {
		b.Name = p.Index
	} else {
		return nil, false
	}
	for _, arg := range opts.list {
		opt, ok := ast.Unparen(arg).(*ast.CallExpr)
		if !ok {
			return nil, false
		}
		if o := f.callee(opt, mcpPath); o != nil && o.Name() == "WithDescription" && len(opt.Args) == 1 {
			prefix, d, ok := f.describedBy(fn, opt.Args[0])
			if !ok {
				return nil, false
			}
			b.DescPrefix, b.Description = prefix, d
		}
	}
	tool, ok := ast.Unparen(toolExpr).(*ast.Ident)
	if !ok {
		return nil, false
	}
	reflector, at, param := f.schemaWritten(fn, decl, f.TypesInfo.Uses[tool])
	if reflector == nil {
		return nil, false
	}
	b.Reflects = param
	b.Dialect, ok = f.Flow.ReflectedParam(reflector, at)
	return b, ok
}

// schemaWritten finds the one write of tool's InputSchema in decl
// (tool.InputSchema = *schema, schema computed by a function of the
// package from a parameter of fn of interface type): that function, the
// argument's index there, and the parameter's index in fn.
func (f *finder) schemaWritten(fn *types.Func, decl *ast.FuncDecl, tool types.Object) (reflector *types.Func, at, param int) {
	if tool == nil {
		return nil, 0, 0
	}
	var written []ast.Expr
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		as, ok := n.(*ast.AssignStmt)
		if !ok || len(as.Lhs) != len(as.Rhs) {
			return true
		}
		for i, l := range as.Lhs {
			if sel, ok := ast.Unparen(l).(*ast.SelectorExpr); ok && sel.Sel.Name == "InputSchema" && resolve.Object(f.TypesInfo, sel.X) == tool {
				written = append(written, as.Rhs[i])
			}
		}
		return true
	})
	if len(written) != 1 || len(f.Index.PartWrites(tool)) != 1 {
		// Another write into the tool (its schema's required list, its
		// raw schema, its address handed on) may change what is served.
		return nil, 0, 0
	}
	e := ast.Unparen(written[0])
	if star, ok := e.(*ast.StarExpr); ok {
		e = ast.Unparen(star.X)
	}
	call, _ := e.(*ast.CallExpr)
	if id, ok := e.(*ast.Ident); ok {
		v := f.TypesInfo.Uses[id]
		if c, i, ok := f.Index.ResultOf(v); ok && i == 0 {
			call = c
		} else if c, ok := ast.Unparen(f.Index.Value(v)).(*ast.CallExpr); ok {
			call = c
		}
	}
	if call == nil {
		return nil, 0, 0
	}
	r := typeutil.StaticCallee(f.TypesInfo, call)
	if r == nil || r.Pkg() != f.Pkg {
		return nil, 0, 0
	}
	for i, arg := range call.Args {
		if p, ok := f.Index.ParamOf(f.Index.Shallow(arg, nil)); ok && p.Func == fn && types.IsInterface(fn.Signature().Params().At(p.Index).Type()) {
			return r, i, p.Index
		}
	}
	return nil, 0, 0
}

// composedReflecting summarises a non-generic fn whose body calls one
// reflecting wrapper (of this package or, through its fact, of another)
// with its own parameters: its value to reflect, its handler, its name or
// a field of a struct parameter (cmd.Use), and its description or
// something computed (DescUnknown).
func (f *finder) composedReflecting(fn *types.Func, decl *ast.FuncDecl) *adapter.RegistersFact {
	call, inner := f.builderCall(decl, func(b *adapter.RegistersFact) bool { return b.Reflected })
	if call == nil {
		return nil
	}
	n := len(call.Args)
	if inner.Name < 0 || inner.Name >= n || inner.Description >= n || inner.Handler < 0 || inner.Handler >= n ||
		inner.Reflects >= n || inner.NameField != "" {
		return nil
	}
	param := func(e ast.Expr) int {
		if p, ok := f.Index.ParamOf(f.Index.Shallow(e, nil)); ok && p.Func == fn {
			return p.Index
		}
		return -1
	}
	b := *inner
	if b.Reflects = param(call.Args[inner.Reflects]); b.Reflects < 0 {
		return nil
	}
	if b.Name = param(call.Args[inner.Name]); b.Name < 0 {
		// name := cmd.Use: a field of a struct parameter.
		sel, ok := f.Index.Shallow(call.Args[inner.Name], nil).(*ast.SelectorExpr)
		if !ok {
			return nil
		}
		if b.Name = param(sel.X); b.Name < 0 {
			return nil
		}
		b.NameField = sel.Sel.Name
	}
	if inner.Description >= 0 && !inner.DescUnknown {
		prefix, d, ok := f.describedBy(fn, call.Args[inner.Description])
		if ok {
			b.DescPrefix, b.Description = prefix+inner.DescPrefix, d
		} else {
			b.DescPrefix, b.Description, b.DescUnknown = "", -1, true
		}
	}
	hp, ok := f.handlerParam(call.Args[inner.Handler], nil)
	if !ok || hp.param.Func != fn || hp.via != "" || hp.adapts != nil || hp.converts {
		return nil
	}
	b.Handler = hp.param.Index
	f.templates[call] = true
	return &b
}

// buildReflected defines the tool a call of a reflecting wrapper defines.
func (f *finder) buildReflected(call *ast.CallExpr, b *adapter.RegistersFact) {
	n := len(call.Args)
	if b.Name >= n || b.Description >= n || b.Handler >= n || b.Reflects >= n {
		return
	}
	t := &model.Tool{Library: Library, Pos: call.Pos()}
	nameArg := call.Args[b.Name]
	if b.NameField != "" {
		nameArg = nil
		lit, _ := ast.Unparen(f.Index.Expr(call.Args[b.Name])).(*ast.CompositeLit)
		if u, ok := ast.Unparen(f.Index.Expr(call.Args[b.Name])).(*ast.UnaryExpr); ok {
			lit, _ = ast.Unparen(u.X).(*ast.CompositeLit)
		}
		if lit != nil {
			nameArg = resolve.Keyed(lit, b.NameField)
		}
	}
	if nameArg != nil {
		t.Name, _ = f.constString(nameArg)
	}
	f.describeAt(t, call, b)
	in := f.TypesInfo.TypeOf(call.Args[b.Reflects])
	if ptr, ok := types.Unalias(in).(*types.Pointer); ok {
		in = ptr.Elem()
	}
	if in == nil || types.IsInterface(in) {
		// RegisterCobraCommand(cmd, argsType) calling RegisterCobra(cmd,
		// argsType, h): the type is its caller's, in a wrapper toolvet
		// does not summarise (its handler is its own). No tool here.
		return
	}
	t.Input = in
	props, ok := structschema.OwnProperties(f.Fset, in, f.fieldDecls(), b.Dialect)
	switch {
	case b.Dialect == nil:
		t.MarkOpaque(call.Pos(), "a schema the wrapper's own code reflects from "+typeName(in)+", reading its tags in a way toolvet does not follow")
	case !ok:
		t.MarkOpaque(call.Pos(), "a schema the wrapper's own code reflects from "+typeName(in)+", whose embedded fields or JSON names it may read otherwise")
	default:
		t.Properties = props
	}
	f.linkBuilt(t, call, b)
	f.tools = append(f.tools, t)
}

// typeName is t as a message names it: qualified by package name.
func typeName(t types.Type) string {
	return types.TypeString(t, func(p *types.Package) string { return p.Name() })
}
