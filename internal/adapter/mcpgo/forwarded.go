package mcpgo

import (
	"cmp"
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
func (f *finder) optionsTemplate(fn *types.Func, decl *ast.FuncDecl, call *ast.CallExpr, rest int) (*adapter.RegistersFact, bool) {
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
	ch := &optionChain{reads: make(map[*ast.Ident]bool), defs: make(map[ast.Expr]bool), vars: map[types.Object]bool{restVar: true}}
	args := call.Args[1:]
	if call.Ellipsis.IsValid() {
		elems, ok := f.forwarded(args[len(args)-1], restVar, ch, 0)
		if !ok {
			return nil, false
		}
		own = append(own, args[:len(args)-1]...)
		own = append(own, elems...)
	}
	if !ch.spread || !f.onlyChain(decl, ch) {
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

// optionChain is what forwarded walked through: the reads of variables
// it followed, the values it took from their assignments, the variables
// (the variadic parameter among them), and whether it met the spread of
// the parameter.
type optionChain struct {
	reads  map[*ast.Ident]bool
	defs   map[ast.Expr]bool
	vars   map[types.Object]bool
	spread bool
}

// forwarded returns the options of the slice e holds, before the spread
// of the variadic parameter rest (ch.spread; nothing may follow it: a
// later option would override the caller's).
func (f *finder) forwarded(e ast.Expr, rest *types.Var, ch *optionChain, depth int) ([]ast.Expr, bool) {
	if depth > 8 || ch.spread {
		return nil, false
	}
	switch e := ast.Unparen(e).(type) {
	case *ast.Ident:
		obj := f.TypesInfo.Uses[e]
		ch.reads[e] = true
		if obj == rest && f.Flow.AsCalled(e) {
			ch.spread = true
			return nil, true
		}
		def := f.Flow.Definition(e)
		if def == nil || !f.assigns(e, def) {
			return nil, false
		}
		ch.vars[obj] = true
		ch.defs[ast.Unparen(def)] = true
		return f.forwarded(def, rest, ch, depth+1)
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
		base, ok := f.forwarded(e.Args[0], rest, ch, depth+1)
		if !ok || ch.spread {
			return nil, false
		}
		if !e.Ellipsis.IsValid() {
			return append(base[:len(base):len(base)], e.Args[1:]...), true
		}
		more, ok := f.forwarded(e.Args[len(e.Args)-1], rest, ch, depth+1)
		return append(base[:len(base):len(base)], append(e.Args[1:len(e.Args)-1:len(e.Args)-1], more...)...), ok
	}
	return nil, false
}

// onlyChain reports whether decl's body uses the variables ch went
// through only where ch read them and where they are given the values ch
// took: nothing else writes an element (opts[0] = …), hands them to a
// function that could (harden(opts)), or captures them.
func (f *finder) onlyChain(decl *ast.FuncDecl, ch *optionChain) bool {
	written := make(map[*ast.Ident]bool)
	ok := true
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.AssignStmt:
			for i, l := range n.Lhs {
				id, isID := ast.Unparen(l).(*ast.Ident)
				if isID && len(n.Lhs) == len(n.Rhs) && ch.defs[ast.Unparen(n.Rhs[i])] {
					written[id] = true
				}
			}
		case *ast.ValueSpec:
			for i, id := range n.Names {
				if len(n.Names) == len(n.Values) && ch.defs[ast.Unparen(n.Values[i])] {
					written[id] = true
				}
			}
		case *ast.Ident:
			obj := f.TypesInfo.Uses[n]
			if obj == nil {
				obj = f.TypesInfo.Defs[n]
			}
			if ch.vars[obj] && !ch.reads[n] && !written[n] {
				ok = false
			}
		}
		return ok
	})
	return ok
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
	t.Description = model.Text{Known: true, Value: b.DescPrefix, Pos: call.Pos()}
	var own model.Text
	if b.Description >= 0 {
		// The wrapper's description comes first: an option the caller
		// passes may replace it.
		desc.arg = f.textIn(call.Args[b.Description])
		own = f.text(desc.arg)
		t.Description = own
		t.Description.Value = b.DescPrefix + own.Value
	}
	wrapperArg := desc.arg
	ellipsis := token.NoPos
	if spread {
		ellipsis = call.Ellipsis
	}
	f.readOptions(t, call.Args[b.Name], opts, ellipsis, desc)
	if wrapperArg != nil && desc.arg == wrapperArg {
		// Sentences go after the argument's own text, the prefix
		// staying where the wrapper writes it.
		desc.text = own
	}
	f.linkBuilt(t, call, b)
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

// callArgs returns the arguments of call as the callee's parameters take
// them: after the receiver of a method expression, (*T).m(recv, args…).
func callArgs(info *types.Info, call *ast.CallExpr) ([]ast.Expr, bool) {
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return call.Args, true
	}
	if s := info.Selections[sel]; s != nil && s.Kind() == types.MethodExpr {
		if len(call.Args) == 0 {
			return nil, false
		}
		return call.Args[1:], true
	}
	return call.Args, true
}

// onlyCalled reports whether every use of fn in the package calls it:
// a function value (registerAll(r.tool)) is called where toolvet does not
// see the arguments, so its body's tool must stay a tool of its own.
func (f *finder) onlyCalled(fn *types.Func) bool {
	if f.calledIdents == nil {
		f.calledIdents = make(map[*ast.Ident]bool)
		for _, file := range f.Files {
			ast.Inspect(file, func(n ast.Node) bool {
				if call, ok := n.(*ast.CallExpr); ok {
					switch fun := ast.Unparen(call.Fun).(type) {
					case *ast.Ident:
						f.calledIdents[fun] = true
					case *ast.SelectorExpr:
						f.calledIdents[fun.Sel] = true
					case *ast.IndexExpr: // f[T](…)
						if id := funcName(fun.X); id != nil {
							f.calledIdents[id] = true
						}
					case *ast.IndexListExpr:
						if id := funcName(fun.X); id != nil {
							f.calledIdents[id] = true
						}
					}
				}
				return true
			})
		}
	}
	for id, obj := range f.TypesInfo.Uses {
		// A method of a generic type is used as its instance.
		if use, ok := obj.(*types.Func); ok && use.Origin() == fn.Origin() && !f.calledIdents[id] {
			return false
		}
	}
	return true
}

// funcName returns the identifier naming the function e is (f, pkg.f,
// x.m), or nil.
func funcName(e ast.Expr) *ast.Ident {
	switch e := ast.Unparen(e).(type) {
	case *ast.Ident:
		return e
	case *ast.SelectorExpr:
		return e.Sel
	}
	return nil
}

// composedOptions summarises fn when its body defines its tool by calling
// one options builder (of this package, or of another through its fact)
// with its own name, description (or a constant before it), handler and
// variadic options, passed on as they come:
//
//	func (r *Registry) readOnly(name, desc string, h server.ToolHandlerFunc, opts ...mcp.ToolOption) {
//		r.tool(name, "Read-only. "+desc, h, opts...)
//	}
//
// The call inside is then a template too.
func (f *finder) composedOptions(fn *types.Func, decl *ast.FuncDecl, rest int) *adapter.RegistersFact {
	call, inner := f.builderCall(decl, nil)
	if call == nil || inner.Options <= 0 {
		return nil
	}
	args, ok := callArgs(f.TypesInfo, call)
	if !ok || inner.Name >= len(args) || inner.Description >= len(args) || inner.Handler >= len(args) ||
		len(args) != inner.Options+1 || !call.Ellipsis.IsValid() {
		return nil
	}
	restVar := fn.Signature().Params().At(rest)
	spread, ok := ast.Unparen(args[inner.Options]).(*ast.Ident)
	if !ok || f.TypesInfo.Uses[spread] != restVar || !f.Flow.AsCalled(spread) {
		return nil
	}
	// Read nowhere else: nothing writes an element or hands them on.
	if !f.onlyChain(decl, &optionChain{reads: map[*ast.Ident]bool{spread: true}, vars: map[types.Object]bool{restVar: true}}) {
		return nil
	}
	param := func(e ast.Expr) int {
		if p, ok := f.Index.ParamOf(f.Index.Shallow(e, nil)); ok && p.Func == fn {
			return p.Index
		}
		return -1
	}
	b := &adapter.RegistersFact{Library: Library, Tool: -1, Name: param(args[inner.Name]), Description: -1, Input: -1,
		Options: rest, DescPrefix: inner.DescPrefix, Via: inner.Via, Converts: inner.Converts, Adapts: inner.Adapts}
	if b.Name < 0 {
		return nil
	}
	if inner.Description >= 0 {
		prefix, d, ok := f.describedBy(fn, args[inner.Description])
		if !ok {
			return nil
		}
		b.DescPrefix += prefix
		b.Description = d
	}
	hp, ok := f.handlerParam(args[inner.Handler], nil)
	if !ok || hp.param.Func != fn || hp.via != "" && inner.Via != "" || hp.adapts != nil && (inner.Adapts != nil || inner.Via != "") {
		return nil
	}
	b.Handler, b.Via, b.Converts = hp.param.Index, inner.Via+hp.via, inner.Converts || hp.converts
	b.Adapts = cmp.Or(inner.Adapts, hp.adapts)
	f.templates[call] = true
	return b
}

// resultsHoldTool reports whether a result of sig may hold a tool: an
// mcp.Tool or server.ServerTool, a pointer to one, a slice or map of them,
// or an interface (any).
func resultsHoldTool(sig *types.Signature) bool {
	for i := range sig.Results().Len() {
		t := sig.Results().At(i).Type()
		for {
			switch u := t.Underlying().(type) {
			case *types.Pointer:
				t = u.Elem()
				continue
			case *types.Slice:
				t = u.Elem()
				continue
			case *types.Array:
				t = u.Elem()
				continue
			case *types.Map:
				t = u.Elem()
				continue
			case *types.Interface:
				if !types.Identical(t, types.Universe.Lookup("error").Type()) {
					return true
				}
			}
			break
		}
		if resolve.IsNamed(t, mcpPath, "Tool") || resolve.IsNamed(t, serverPath, "ServerTool") {
			return true
		}
	}
	return false
}
