package mcpgo

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/toolvet/toolvet/internal/adapter"
	"github.com/toolvet/toolvet/internal/adapter/structschema"
	"github.com/toolvet/toolvet/internal/model"
	"github.com/toolvet/toolvet/internal/resolve"
)

// A project's own generic tool constructor that infers the schema at run
// time (mcp-grafana's MustTool and ConvertTool):
//
//	func ConvertTool[T, R any](name, desc string, fn func(context.Context, T) (R, error), opts ...mcp.ToolOption) (mcp.Tool, server.ToolHandlerFunc, error) {
//		schema := reflector.ReflectFromType(reflect.TypeOf(fn).In(1))
//		raw, _ := json.Marshal(schema)
//		h := func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
//			var in T  // decoded from req's arguments
//			out, err := fn(ctx, in)
//			if err != nil {
//				return mcp.NewToolResultError(err.Error()), nil
//			}
//			...
//		}
//		return mcp.Tool{Name: name, Description: desc, RawInputSchema: raw}, h, nil
//	}
//
// Each call defines one tool: its schema is the invopop reflection of the
// type T is instantiated with there, its handler the function passed,
// which receives its arguments decoded (a typed handler), and what becomes
// of its errors is what the closure does with them. A generic function
// that calls such a converter with its own name, description, handler and
// type parameter, and keeps what it returns (MustTool), is one too. Both
// are exported as a RegistersFact with Via "func".

// viaFunc is the Via of a converter: the handler is the function given,
// func(ctx, In) (R, error).
const viaFunc = "func"

// The reflector a converter's schema comes from (RegistersFact.Schema).
const (
	// schemaInvopop: invopop/jsonschema's defaults for what is required
	// (every field without omitempty or omitzero, and those tagged
	// jsonschema:"required").
	schemaInvopop = "invopop"
	// schemaInvopopRequiredTags: RequiredFromJSONSchemaTags, only fields
	// tagged jsonschema:"required" are.
	schemaInvopopRequiredTags = "invopop-required-tags"
	// schemaUnread: a reflector option toolvet does not model (names,
	// ignored types, a type mapper), or a reflector it cannot read.
	schemaUnread = "unread"
)

const invopopPath = "github.com/invopop/jsonschema"

// converter summarises fn, a generic function of this package, when each
// of its calls defines a tool as described above.
func (f *finder) converter(fn *types.Func) *adapter.RegistersFact {
	if c, ok := f.converters[fn]; ok {
		return c
	}
	f.converters[fn] = nil // against recursion
	decl := f.Index.FuncDecl(fn)
	sig := fn.Signature()
	if decl == nil || decl.Body == nil || sig.TypeParams().Len() == 0 {
		return nil
	}
	h, in := handlerFuncParam(sig)
	if h < 0 {
		return nil
	}
	c := f.composedConverter(fn, decl, h, in)
	if c == nil {
		c = f.directConverter(fn, decl, h, in)
	}
	if c != nil {
		f.converters[fn] = c
		f.builders[fn] = c
	}
	return c
}

// handlerFuncParam returns the index of sig's one parameter of type
// func(context.Context, T) (R, error) (or a named or alias type of it), T
// a type parameter of sig, and T's index; -1 when there is none or more
// than one.
func handlerFuncParam(sig *types.Signature) (param, input int) {
	param, input = -1, -1
	tps := sig.TypeParams()
	for i := 0; i < sig.Params().Len(); i++ {
		hs, ok := types.Unalias(sig.Params().At(i).Type()).Underlying().(*types.Signature)
		if !ok || hs.Params().Len() != 2 || hs.Results().Len() != 2 || hs.Variadic() {
			continue
		}
		tp, ok := types.Unalias(hs.Params().At(1).Type()).(*types.TypeParam)
		if !ok || tp.Index() >= tps.Len() || tps.At(tp.Index()) != tp ||
			!resolve.IsNamedOrPointer(hs.Params().At(0).Type(), "context", "Context") || !resolve.IsError(hs.Results().At(1).Type()) {
			continue
		}
		if param >= 0 {
			return -1, -1
		}
		param, input = i, tp.Index()
	}
	return param, input
}

// converterFact returns the converter call calls, of this package or
// (through its fact) of another.
func (f *finder) converterFact(call *ast.CallExpr) *adapter.RegistersFact {
	fn, _ := typeutil.Callee(f.TypesInfo, call).(*types.Func)
	if fn == nil {
		return nil
	}
	if foreign := f.Foreign(fn); foreign != nil {
		var fact adapter.RegistersFact
		if f.ImportObjectFact(foreign, &fact) && fact.Library == Library && fact.Via == viaFunc {
			return &fact
		}
		return nil
	}
	return f.converter(fn.Origin())
}

// composedConverter reads fn when it calls one converter with its own
// name, description, handler and type parameter, and keeps the results
// (MustTool calling ConvertTool and panicking on its error).
func (f *finder) composedConverter(fn *types.Func, decl *ast.FuncDecl, h, in int) *adapter.RegistersFact {
	param := func(e ast.Expr) int {
		if p, ok := f.Index.ParamOf(f.Index.Shallow(e, nil)); ok && p.Func == fn {
			return p.Index
		}
		return -1
	}
	discarded := make(map[*ast.CallExpr]bool)
	var found *adapter.RegistersFact
	count := 0
	inspectOutsideLits(decl.Body, func(n ast.Node) {
		switch n := n.(type) {
		case *ast.ExprStmt:
			if call, ok := ast.Unparen(n.X).(*ast.CallExpr); ok {
				discarded[call] = true
			}
		case *ast.CallExpr:
			inner := f.converterFact(n)
			if inner == nil || discarded[n] {
				return
			}
			args := len(n.Args)
			if inner.Name < 0 || inner.Description < 0 || inner.Name >= args || inner.Description >= args || inner.Handler < 0 || inner.Handler >= args ||
				param(n.Args[inner.Handler]) != h {
				return
			}
			targs := resolve.TypeArgs(f.TypesInfo, n)
			if targs == nil || inner.Input < 0 || inner.Input >= targs.Len() {
				return
			}
			tp, ok := targs.At(inner.Input).(*types.TypeParam)
			if !ok || tp.Index() != in || fn.Signature().TypeParams().At(in) != tp {
				return
			}
			c := *inner
			c.Handler, c.Input = h, in
			c.Name, c.Description = param(n.Args[inner.Name]), param(n.Args[inner.Description])
			if c.Name < 0 || c.Description < 0 {
				return
			}
			found = &c
			count++
		}
	})
	if count != 1 {
		return nil
	}
	return found
}

// directConverter reads fn when it reflects the type parameter with
// invopop/jsonschema, builds an mcp.Tool from its name and description
// parameters with that schema, and returns or registers it with a
// handler closure that calls the handler parameter.
func (f *finder) directConverter(fn *types.Func, decl *ast.FuncDecl, h, in int) *adapter.RegistersFact {
	handlerVar := fn.Signature().Params().At(h)
	tp := fn.Signature().TypeParams().At(in)
	param := func(e ast.Expr) int {
		if p, ok := f.Index.ParamOf(f.Index.Shallow(e, nil)); ok && p.Func == fn {
			return p.Index
		}
		return -1
	}

	// The schema: a reflection of T, here or in a helper given the handler.
	var reflection ast.Node
	schema := ""
	count := 0
	inspectOutsideLits(decl.Body, func(n ast.Node) {
		call, ok := n.(*ast.CallExpr)
		if !ok {
			return
		}
		if s, ok := f.reflectsInput(call, handlerVar, tp); ok {
			reflection, schema = call, s
			count++
			return
		}
		if s, ok := f.helperReflects(call, fn, handlerVar); ok {
			reflection, schema = call, s
			count++
		}
	})
	if count != 1 {
		return nil
	}
	fromSchema := taint(f.TypesInfo, decl.Body, reflection, token.NoPos)

	// The tool: built from the name and description parameters, its
	// input schema from the reflection.
	var tool ast.Node
	name, desc := -1, -1
	count = 0
	inspectOutsideLits(decl.Body, func(n ast.Node) {
		switch n := n.(type) {
		case *ast.CompositeLit:
			if !resolve.IsNamedOrPointer(f.TypesInfo.TypeOf(n), mcpPath, "Tool") {
				return
			}
			var nameExpr, descExpr, schemaExpr ast.Expr
			for _, elt := range n.Elts {
				kv, ok := elt.(*ast.KeyValueExpr)
				if !ok {
					return
				}
				switch key, _ := kv.Key.(*ast.Ident); {
				case key == nil:
					return
				case key.Name == "Name":
					nameExpr = kv.Value
				case key.Name == "Description":
					descExpr = kv.Value
				case key.Name == "InputSchema" || key.Name == "RawInputSchema":
					if schemaExpr != nil {
						return
					}
					schemaExpr = kv.Value
				}
			}
			if nameExpr != nil && descExpr != nil && schemaExpr != nil && fromSchema.in(schemaExpr) {
				tool, name, desc = n, param(nameExpr), param(descExpr)
				count++
			}
		case *ast.CallExpr:
			if c := f.callee(n, mcpPath); c != nil && c.Name() == "NewToolWithRawSchema" && len(n.Args) == 3 &&
				fromSchema.in(n.Args[2]) {
				tool, name, desc = n, param(n.Args[0]), param(n.Args[1])
				count++
			}
		}
	})
	if count != 1 || name < 0 || desc < 0 {
		return nil
	}

	// The handler: a closure calling the handler parameter.
	var closure *ast.FuncLit
	var handlerCall *ast.CallExpr
	count = 0
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		lit, ok := n.(*ast.FuncLit)
		if !ok {
			return true
		}
		if sig, ok := f.TypesInfo.TypeOf(lit).(*types.Signature); ok && isHandlerSignature(sig) {
			if c := f.callOf(lit.Body, fn, h, handlerVar); c != nil {
				closure, handlerCall = lit, c
				count++
			}
		}
		return false
	})
	if count != 1 || !f.paired(decl.Body, tool, closure) {
		return nil
	}
	if call, ok := tool.(*ast.CallExpr); ok {
		f.templates[call] = true // NewToolWithRawSchema here defines no tool of its own
	}
	c := &adapter.RegistersFact{Library: Library, Tool: -1, Handler: h, Via: viaFunc,
		Name: name, Description: desc, Input: in, Schema: schema}
	c.Converts, c.Escapes, c.ErrorsUnknown = f.conversion(closure, handlerCall)
	// The closure is the handler mcp-go runs for every tool the converter
	// defines: it decodes the arguments before the project's handler runs.
	f.WrapperHandlers = append(f.WrapperHandlers, &model.Handler{Func: closure, Reader: reader{}, Results: results{},
		ErrorNote: errorFateNote, Errors: model.ErrorsAreProtocolErrors})
	return c
}

func selIdent(e ast.Expr) *ast.Ident {
	if sel, ok := ast.Unparen(e).(*ast.SelectorExpr); ok {
		return sel.Sel
	}
	return nil
}

// isHandlerSignature reports whether sig is server.ToolHandlerFunc's:
// func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error).
func isHandlerSignature(sig *types.Signature) bool {
	return sig.Params().Len() == 2 && sig.Results().Len() == 2 &&
		resolve.IsNamedOrPointer(sig.Params().At(0).Type(), "context", "Context") &&
		resolve.IsNamedOrPointer(sig.Params().At(1).Type(), mcpPath, "CallToolRequest") &&
		isToolResult(sig.Results().At(0).Type()) && resolve.IsError(sig.Results().At(1).Type())
}

// isToolResult reports whether t is *mcp.CallToolResult.
func isToolResult(t types.Type) bool {
	_, ok := t.(*types.Pointer)
	return ok && resolve.IsNamedOrPointer(t, mcpPath, "CallToolResult")
}

// callOf returns the first call in body of fn's handler parameter h:
// h(ctx, in), or reflect.ValueOf(h).Call(args) through a variable.
func (f *finder) callOf(body *ast.BlockStmt, fn *types.Func, h int, handler *types.Var) *ast.CallExpr {
	var found *ast.CallExpr
	ast.Inspect(body, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok || found != nil {
			return found == nil
		}
		if p, ok := f.Index.ParamOf(call.Fun); ok && p.Func == fn && p.Index == h {
			found = call
			return false
		}
		sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
		if !ok || sel.Sel.Name != "Call" || len(call.Args) != 1 {
			return true
		}
		v, ok := ast.Unparen(f.Index.Expr(sel.X)).(*ast.CallExpr)
		if !ok || len(v.Args) != 1 {
			return true
		}
		if resolve.IsCallTo(f.TypesInfo, v, "reflect", "ValueOf") && resolve.Object(f.TypesInfo, v.Args[0]) == handler {
			found = call
			return false
		}
		return true
	})
	return found
}

// paired reports whether the tool and the closure leave fn together: both
// in one return statement, one composite literal (Tool{Tool: t, Handler:
// h}), or one AddTool call.
func (f *finder) paired(body *ast.BlockStmt, tool ast.Node, closure *ast.FuncLit) bool {
	// The variables the tool or the closure is assigned to (the tool's
	// may be assigned once and then changed through &t by its options).
	holders := make(map[types.Object]ast.Node)
	ast.Inspect(body, func(n ast.Node) bool {
		if as, ok := n.(*ast.AssignStmt); ok && len(as.Lhs) == len(as.Rhs) {
			for i, r := range as.Rhs {
				if r := ast.Unparen(r); r == tool || r == closure {
					if obj := resolve.Object(f.TypesInfo, as.Lhs[i]); obj != nil {
						holders[obj] = r
					}
				}
			}
		}
		return true
	})
	holds := func(n ast.Node, target ast.Node) bool {
		found := false
		ast.Inspect(n, func(m ast.Node) bool {
			if m == target {
				found = true
			}
			if id, ok := m.(*ast.Ident); ok && holders[f.TypesInfo.Uses[id]] == target {
				found = true
			}
			return !found && m != closure
		})
		return found
	}
	both := func(n ast.Node) bool { return holds(n, tool) && holds(n, closure) }
	found := false
	inspectOutsideLits(body, func(n ast.Node) {
		switch n := n.(type) {
		case *ast.ReturnStmt:
			found = found || both(n)
		case *ast.CompositeLit:
			found = found || n != tool && both(n)
		case *ast.CallExpr:
			if m := f.callee(n, serverPath); m != nil && m.Name() == "AddTool" && len(n.Args) == 2 {
				found = found || both(n)
			}
		}
	})
	return found
}

// buildFunc completes the tool a converter's call defines (buildAt): the
// schema reflected from in, the tool options at the call, and the handler
// function passed.
func (f *finder) buildFunc(t *model.Tool, call *ast.CallExpr, b *adapter.RegistersFact, in types.Type) {
	opaque := call.Ellipsis.IsValid() || b.Schema == schemaUnread
	for i, arg := range call.Args {
		if i == b.Name || i == b.Description || i == b.Handler || !resolve.IsNamedOrPointer(f.TypesInfo.TypeOf(arg), mcpPath, "ToolOption") {
			continue
		}
		opt, ok := ast.Unparen(arg).(*ast.CallExpr)
		if !ok {
			opaque = true
			continue
		}
		if o := f.callee(opt, mcpPath); o == nil || !toolOptionsWithoutProperties[o.Name()] || o.Name() == "WithDescription" {
			opaque = true // it may change the schema, or the description
		}
	}
	dialect := structschema.Invopop
	if b.Schema == schemaInvopopRequiredTags {
		dialect = structschema.InvopopRequiredFromTags
	}
	props, pitfalls, ok := structschema.Properties(f.Fset, in, f.fieldDecls(), dialect)
	t.Pitfalls = pitfalls
	switch {
	case ok && !opaque:
		t.Input = in
		t.Properties = props
	case !ok:
		t.MarkOpaque(call.Pos(), structschema.Unreadable(in, dialect, ok))
	default:
		t.MarkOpaque(call.Pos(), "tool options, or a schema the converter builds, that toolvet does not read")
	}
	if b.Handler < 0 || b.Handler >= len(call.Args) {
		return
	}
	fun := f.Index.Func(f.Index.Expr(call.Args[b.Handler]))
	if fun == nil {
		return
	}
	h := &model.Handler{Func: fun, Reader: reader{}, ErrorNote: errorFateNote}
	if v := resolve.FuncParam(f.TypesInfo, fun, 1); v != nil {
		h.Structs = append(h.Structs, v)
	}
	builder := "the tool's builder"
	if fn, _ := typeutil.Callee(f.TypesInfo, call).(*types.Func); fn != nil {
		builder = fn.Name()
	}
	switch {
	case b.ErrorsUnknown:
		h.Errors = model.ErrorsUnknown
	case b.Converts && b.Escapes != "":
		h.Errors = model.ErrorsDependOnValue
		h.Results = escapeResults{index: f.Index, typ: b.Escapes}
		// The type's name without its package path: "*HardError".
		short := b.Escapes[strings.LastIndex(b.Escapes, ".")+1:]
		if strings.HasPrefix(b.Escapes, "*") {
			short = "*" + short
		}
		h.ErrorNote = builder + " sends a " + short + " returned by the handler as a JSON-RPC error, not as a tool result the model reads; return a plain error, which " + builder + " makes a tool result marked as error"
	case b.Converts:
		h.Errors = model.ErrorsBecomeResults
		h.Results = results{}
	default:
		h.Errors = model.ErrorsAreProtocolErrors
		h.Results = funcResults{toolResult: firstResultIsToolResult(f.TypesInfo, fun)}
		h.ErrorNote = builder + " passes the handler's Go error on to mcp-go, which sends it as a JSON-RPC error (-32603), not as a tool result the model reads; return it as a tool result marked as error"
	}
	t.Handlers = append(t.Handlers, h)
}

// firstResultIsToolResult reports whether fun returns a *mcp.CallToolResult
// first: only then can a failure be rewritten into an error result.
func firstResultIsToolResult(info *types.Info, fun ast.Node) bool {
	sig := resolve.Signature(info, fun)
	return sig != nil && sig.Results().Len() == 2 && isToolResult(sig.Results().At(0).Type())
}
