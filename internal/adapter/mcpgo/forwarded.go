package mcpgo

import (
	"go/ast"
	"go/token"
	"go/types"

	"github.com/toolvet/toolvet/internal/adapter"
	"github.com/toolvet/toolvet/internal/model"
	"github.com/toolvet/toolvet/internal/resolve"
)

// optionsParam returns the index of sig's variadic ...mcp.ToolOption
// parameter, or -1.
func optionsParam(sig *types.Signature) int {
	n := sig.Params().Len()
	if !sig.Variadic() || n < 2 {
		return -1
	}
	s, ok := sig.Params().At(n - 1).Type().(*types.Slice)
	if !ok || !resolve.IsNamed(s.Elem(), mcpPath, "ToolOption") {
		return -1
	}
	return n - 1
}

// optionsTemplate reads the tool a wrapper fn builds, call, when fn passes
// its own ...mcp.ToolOption parameter on to it:
//
//	func (r *Registry) Tool(name, desc string, h server.ToolHandlerFunc, opts ...mcp.ToolOption) {
//		opts = append([]mcp.ToolOption{mcp.WithDescription(desc)}, opts...)
//		r.s.AddTool(mcp.NewTool(name, opts...), h)
//	}
//
// Each call of fn then defines a tool of its own options. The wrapper may
// add a description from a parameter before them, nothing else: an option
// of its own would be every tool's, and a fix could not edit it for one.
func (f *finder) optionsTemplate(fn *types.Func, call *ast.CallExpr, rest int) (*adapter.RegistersFact, bool) {
	newTool := f.callee(call, mcpPath)
	if newTool == nil || newTool.Name() != "NewTool" || len(call.Args) == 0 {
		return nil, false
	}
	param := func(e ast.Expr) int {
		if p, ok := f.Index.ParamOf(f.Index.Shallow(e, nil)); ok && p.Func == fn {
			return p.Index
		}
		return -1
	}
	b := &adapter.RegistersFact{Library: Library, Tool: -1, Name: param(call.Args[0]), Description: -1, Input: -1, Options: rest}
	if b.Name < 0 || b.Name == rest {
		return nil, false
	}
	restVar := fn.Signature().Params().At(rest)
	var own []ast.Expr
	spread := false
	args := call.Args[1:]
	if call.Ellipsis.IsValid() {
		elems, ok := f.forwarded(args[len(args)-1], restVar, &spread, 0)
		if !ok {
			return nil, false
		}
		own = append(own, args[:len(args)-1]...)
		own = append(own, elems...)
	}
	if !spread {
		return nil, false
	}
	for _, arg := range own {
		opt, ok := ast.Unparen(arg).(*ast.CallExpr)
		if !ok {
			return nil, false
		}
		if o := f.callee(opt, mcpPath); o == nil || o.Name() != "WithDescription" || len(opt.Args) != 1 || b.Description >= 0 {
			return nil, false
		}
		if b.Description = param(opt.Args[0]); b.Description < 0 || b.Description == rest {
			return nil, false
		}
	}
	return b, true
}

// forwarded returns the options of the slice e holds, before the spread
// of the variadic parameter rest (which sets *spread; nothing may follow
// it: a later option would override the caller's).
func (f *finder) forwarded(e ast.Expr, rest *types.Var, spread *bool, depth int) ([]ast.Expr, bool) {
	if depth > 8 || *spread {
		return nil, false
	}
	switch e := ast.Unparen(e).(type) {
	case *ast.Ident:
		if f.TypesInfo.Uses[e] == rest && f.Flow.AsCalled(e) {
			*spread = true
			return nil, true
		}
		def := f.Flow.Definition(e)
		if def == nil || !f.assigns(e, def) {
			return nil, false
		}
		return f.forwarded(def, rest, spread, depth+1)
	case *ast.CompositeLit:
		for _, elt := range e.Elts {
			if _, keyed := elt.(*ast.KeyValueExpr); keyed {
				return nil, false
			}
		}
		return e.Elts, true
	case *ast.CallExpr:
		if !resolve.IsBuiltin(f.TypesInfo, e.Fun, "append") || len(e.Args) == 0 {
			return nil, false
		}
		base, ok := f.forwarded(e.Args[0], rest, spread, depth+1)
		if !ok || *spread {
			return nil, false
		}
		if !e.Ellipsis.IsValid() {
			return append(base[:len(base):len(base)], e.Args[1:]...), true
		}
		more, ok := f.forwarded(e.Args[len(e.Args)-1], rest, spread, depth+1)
		return append(base[:len(base):len(base)], append(e.Args[1:len(e.Args)-1:len(e.Args)-1], more...)...), ok
	}
	return nil, false
}

// buildOptionsAt defines the tool a call of an options wrapper (b) defines:
// its name, description and handler the arguments b says, its options
// those the call passes on.
func (f *finder) buildOptionsAt(call *ast.CallExpr, b *adapter.RegistersFact) {
	n := len(call.Args)
	if b.Name >= n || b.Description >= n || b.Handler >= n || b.Options > n {
		return
	}
	spread := call.Ellipsis.IsValid()
	if spread && b.Options >= n {
		return
	}
	t := &model.Tool{Library: Library, Pos: call.Pos()}
	opts := f.optionArgs(call.Args[b.Options:], spread)
	if f.entry != nil {
		opts.shared = true
	}
	desc := &descAnchor{file: f.Fset.File(call.Pos()), qual: qualifier(call)}
	t.Description = model.Text{Known: true, Pos: call.Pos()}
	if b.Description >= 0 {
		// The wrapper's description comes first: an option the caller
		// passes may replace it.
		desc.arg = f.textIn(call.Args[b.Description])
		t.Description = f.text(desc.arg)
	}
	ellipsis := token.NoPos
	if spread {
		ellipsis = call.Ellipsis
	}
	f.readOptions(t, call.Args[b.Name], opts, ellipsis, desc)
	if h := f.builtHandler(call, b); h != nil {
		t.Handlers = append(t.Handlers, h)
	}
	f.tools = append(f.tools, t)
}

// holdsOnly reports whether the tool registered, e, is call's tool as
// built: call itself, or a variable decl's body gives call and reads only
// where it registers it (no field of the tool set on the way).
func (f *finder) holdsOnly(decl *ast.FuncDecl, e ast.Expr, call *ast.CallExpr) bool {
	switch e := ast.Unparen(e).(type) {
	case *ast.CallExpr:
		return e == call
	case *ast.Ident:
		obj := f.TypesInfo.Uses[e]
		if obj == nil || f.Flow.Definition(e) != ast.Expr(call) {
			return false
		}
		reads := 0
		ast.Inspect(decl.Body, func(n ast.Node) bool {
			if id, ok := n.(*ast.Ident); ok && f.TypesInfo.Uses[id] == obj {
				reads++
			}
			return true
		})
		return reads == 1
	}
	return false
}
