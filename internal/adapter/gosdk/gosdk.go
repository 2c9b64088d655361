// Package gosdk is toolvet's adapter for the official MCP Go SDK,
// github.com/modelcontextprotocol/go-sdk.
//
// Typed tools, mcp.AddTool(server, &mcp.Tool{...}, handler), take a struct
// In whose schema google/jsonschema-go infers: properties from the JSON
// names of exported fields, required unless omitempty/omitzero, and a
// description from the `jsonschema` tag — which is a description only (a
// tag starting WORD= panics at AddTool). So rules on such a property can be
// stated only in words: its properties are InWords, and a fix appends a
// sentence to the field's jsonschema tag. The SDK turns a typed handler's
// Go error into an error result the model reads.
//
// The exception is a *jsonrpc.Error: v1.8.0 checks the handler's error with
// a type assertion (err.(*jsonrpc.Error), not errors.As) and returns that
// value as the JSON-RPC error of tools/call (measured: the client's
// CallTool fails; wrapped with %w it becomes an error result).
//
// Low-level tools, (*mcp.Server).AddTool(tool, handler), decode
// req.Params.Arguments themselves, and a Go error their handler returns
// becomes a JSON-RPC error with code 0 (measured), which the model never
// reads.
//
// A tool of either kind may carry an explicit InputSchema: a
// *jsonschema.Schema literal, or one jsonschema.For[T] infers and the code
// then edits (schema.go). Its properties take keywords, so a fix sets the
// Schema field rather than writing words into a tag.
//
// Both are also found through the project's own registration wrappers, in
// the package and (through facts) in other packages of the module.
//
// A value of the program's own struct type holding a *jsonschema.Schema
// and the function that answers the call, which another package converts
// into the SDK's tool, is read where it is written (owntype.go), under the
// library name jsonschema-go.
package gosdk

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/analysis"

	"github.com/toolvet/toolvet/internal/adapter"
	"github.com/toolvet/toolvet/internal/adapter/structschema"
	"github.com/toolvet/toolvet/internal/fixtext"
	"github.com/toolvet/toolvet/internal/model"
	"github.com/toolvet/toolvet/internal/resolve"
)

const mcpPath = "github.com/modelcontextprotocol/go-sdk/mcp"

// Library is the library's name: every tool's model.Tool.Library and the
// Library of the facts the adapter exports.
const Library = "go-sdk"

// sdkModule is go-sdk's module path.
const sdkModule = "github.com/modelcontextprotocol/go-sdk"

var libraries = []adapter.Library{{Name: Library, Modules: []string{sdkModule}}}

// Adapter is the go-sdk adapter.
type Adapter struct{}

func (Adapter) Libraries() []adapter.Library { return append(libraries, ownTypeLibrary) }

// Imports: the SDK, the schema library, whose schemas a program's own
// tool types hold (owntype.go), and the SDK's jsonrpc package, whose
// errors a util package may make for handlers of other packages
// (adapter.ProtocolErrorsFact).
func (Adapter) Imports() []string { return []string{mcpPath, jsonschemaPath, jsonrpcPath} }

// Readers are the typed handlers' reader and the reader of tools of a
// program's own type, for summarising the package's helpers.
func (Adapter) Readers() []model.ArgReader {
	return []model.ArgReader{reader{typed: true}, ownTypeReader{}}
}

// ShapedHandler: a function or method of mcp.ToolHandler's shape, or of a
// typed handler's (func(ctx, *mcp.CallToolRequest, In) (*mcp.CallToolResult,
// Out, error)), as mcp.AddTool or (*mcp.Server).AddTool link it.
func (Adapter) ShapedHandler(p *adapter.Pass, fn *types.Func, decl *ast.FuncDecl) *model.Handler {
	sig := fn.Signature()
	switch {
	case isRawHandler(sig):
		return rawHandler(p, decl)
	case isTypedHandler(sig):
		in := resolve.FuncParam(p.TypesInfo, decl, 2)
		if in == nil {
			return nil
		}
		h := typedHandler(p, decl)
		h.Structs = []*types.Var{in}
		return h
	}
	return nil
}

// isRawHandler reports whether sig is mcp.ToolHandler's.
func isRawHandler(sig *types.Signature) bool {
	return sig.Params().Len() == 2 && isNamed(sig.Params().At(1).Type(), "CallToolRequest") && isHandlerResults(sig.Results())
}

// isTypedHandler reports whether sig is a typed handler's, its input a
// struct.
func isTypedHandler(sig *types.Signature) bool {
	if sig.Params().Len() != 3 || !isNamed(sig.Params().At(1).Type(), "CallToolRequest") || sig.Results().Len() != 3 {
		return false
	}
	rs := sig.Results()
	_, isPtr := types.Unalias(rs.At(0).Type()).(*types.Pointer)
	_, isStruct := sig.Params().At(2).Type().Underlying().(*types.Struct)
	return isPtr && isNamed(rs.At(0).Type(), "CallToolResult") && resolve.IsError(rs.At(2).Type()) && isStruct
}

// rawHandler is the handler fun is, registered with (*mcp.Server).AddTool.
func rawHandler(p *adapter.Pass, fun ast.Node) *model.Handler {
	return &model.Handler{Func: fun, Reader: reader{}, Errors: model.ErrorsAreProtocolErrors,
		ErrorNote: errorFateNote, Results: results{pass: p}}
}

// typedHandler is the handler fun is, registered with mcp.AddTool: the
// SDK turns its error into an error result (measured), except a
// *jsonrpc.Error, which it sends as a JSON-RPC error.
func typedHandler(p *adapter.Pass, fun ast.Node) *model.Handler {
	return &model.Handler{Func: fun, Reader: reader{typed: true}, Errors: model.ErrorsDependOnValue,
		ErrorNote: wireErrorNote, Results: typedResults{pass: p}}
}

// imported returns the function of another package e denotes, when its
// signature is shape's: a handler read through its summary.
func (f *finder) imported(e ast.Expr, shape func(*types.Signature) bool) *types.Func {
	fn := resolve.FuncValue(f.TypesInfo, e)
	if fn == nil || fn.Pkg() == nil || fn.Pkg() == f.Pkg || !shape(fn.Signature()) {
		return nil
	}
	return fn.Origin()
}

// Tools finds the tools registered with mcp.AddTool and (*mcp.Server).AddTool,
// directly or through the project's own registration wrappers.
func (Adapter) Tools(p *adapter.Pass) []*model.Tool {
	f := &finder{
		Pass:        p,
		fields:      structschema.FieldDecls(p),
		exports:     make(map[*types.Func]analysis.Fact),
		schemaTools: make(map[ast.Node][]*model.Tool),
		read:        make(map[*ast.CompositeLit]bool),
	}
	f.mw = adapter.NewMiddlewares(p, Library, returnsErrorResult)
	f.ad = adapter.NewHandlerAdapters(p, adapter.LibraryHandlers{Name: Library, Reader: reader{}, Results: results{pass: p},
		IsHandlerResults: isHandlerResults, ReturnsErrorResult: returnsErrorResult, ErrorNote: errorFateNote})
	for cur := range p.Inspector.Preorder((*ast.CallExpr)(nil)) {
		call := cur.Node().(*ast.CallExpr)
		fn := resolve.Callee(p.TypesInfo, call)
		if fn == nil || fn.Pkg() == nil {
			continue
		}
		if !resolve.InPackage(fn, mcpPath) {
			f.linkForeign(call, fn)
			continue
		}
		if fn.Name() != "AddTool" {
			continue
		}
		if fn.Signature().Recv() == nil && len(call.Args) == 3 {
			f.link(registration{tool: call.Args[1], handler: call.Args[2], typed: true, at: call}, nil, 0)
		} else if fn.Signature().Recv() != nil && len(call.Args) == 2 {
			f.link(registration{tool: call.Args[0], handler: call.Args[1], at: call}, nil, 0)
		}
	}
	f.mw.Export(f.exports)
	f.ad.Export(f.exports)
	f.Export(Library, f.exports)
	f.ExportErrorResults(Library, func(t types.Type) bool { return resolve.IsNamedOrPointer(t, mcpPath, "CallToolResult") }, func(e ast.Expr) bool { return isErrorResult(f.TypesInfo, e) })
	f.ExportProtocolErrors(Library, func(e ast.Expr) bool { return isWireErrorValue(p, p.TypesInfo, e) })
	f.linkCoPassed()
	f.pairUnregistered()
	f.ownTypeTools()
	f.converterHandlers()
	f.unshare()
	if p.Pkg.Path() == mcpPath {
		// The library itself: its generic AddTool registers what it
		// builds from its caller's tool (s.AddTool(tt, hh)), no tool of
		// its own. Its facts stay.
		return nil
	}
	return f.tools
}

type finder struct {
	*adapter.Pass
	fields  map[*types.Var]*ast.Field // struct fields declared in this package
	tools   []*model.Tool
	exports map[*types.Func]analysis.Fact // the package's registration wrappers
	mw      *adapter.Middlewares          // the middleware around handlers
	ad      *adapter.HandlerAdapters      // the adapters of the project's own handler shapes
	// read are the Tool literals some registration of the package reads.
	read map[*ast.CompositeLit]bool
	// schemaTools are the tools reading each explicit schema.
	schemaTools map[ast.Node][]*model.Tool
	varUses     map[types.Object][]*ast.Ident // built on first need
	// nonNil are the uses of error variables an enclosing if says are
	// not nil (ownTypeReader).
	nonNil map[*ast.Ident]bool
}

// registration is a tool registered with its handler: typed through
// mcp.AddTool, else through (*mcp.Server).AddTool.
type registration struct {
	tool, handler ast.Expr
	typed         bool
	at            *ast.CallExpr // the call in this package that registers it
	// converts: a middleware on the way turns the handler's errors into
	// error results.
	converts bool
}

// maxWrapperDepth bounds how many of the package's registration wrappers
// are followed outwards.
const maxWrapperDepth = 2

// link reads a registration. When its tool or handler is a parameter of
// the package's own wrapper, it is read at each of the wrapper's call
// sites instead, with the parameters bound to the arguments there; an
// exported wrapper whose tool and handler are both parameters exports a
// RegistersFact for the packages that call it.
func (f *finder) link(r registration, en resolve.Env, depth int) {
	// An inventory ranged over: for _, d := range defs { s.AddTool(d.tool,
	// d.h) }, the handler maybe wrapped by a middleware (logged(d.h)).
	unwrapped, unwrapConverts := f.mw.Unwrap(r.handler, f.shallow(en))
	// Or a type per tool, for _, t := range []tool{a{}, b{}} {
	// s.AddTool(t.Tool(), t.Handle) }, or handlers by name,
	// s.AddTool(t, handlers[t.Name]) (resolve.Index.Pairs).
	if pairs, ok := f.Index.Pairs(r.tool, unwrapped, f.toolName(en)); ok {
		for _, p := range pairs {
			inner := r
			inner.tool, inner.handler = p[0], p[1]
			inner.converts = r.converts || unwrapConverts
			f.link(inner, en, depth)
		}
		return
	}
	toolParam, toolIsParam := f.Index.ParamOf(f.Index.ExprIn(r.tool, en))
	// logged(h): the handler is what the middleware wraps.
	inner, converts := unwrapped, unwrapConverts || r.converts
	handlerParam, handlerIsParam := f.Index.ParamOf(f.Index.Shallow(inner, en))
	if toolIsParam && handlerIsParam && toolParam.Func == handlerParam.Func && adapter.Exportable(toolParam.Func) {
		fact := &adapter.RegistersFact{Library: Library, Tool: toolParam.Index, Handler: handlerParam.Index, Converts: converts}
		if r.typed {
			fact.Via = "typed"
		}
		f.exports[toolParam.Func] = fact
	}
	if !toolIsParam && handlerIsParam && en == nil && adapter.Exportable(handlerParam.Func) {
		if name, desc, reflects, ok := f.template(handlerParam.Func, r.tool); ok && !(r.typed && reflects >= 0) {
			fact := &adapter.RegistersFact{Library: Library, Tool: -1, Handler: handlerParam.Index,
				Name: name, Description: desc, Input: -1, Converts: converts, Reflected: reflects >= 0, Reflects: max(reflects, 0)}
			if fact.Reflected {
				fact.Schema = "jsonschema-go" // ForType: For's reading of the struct
			}
			if r.typed {
				fact.Via = "typed"
			}
			f.exports[handlerParam.Func] = fact
		}
	}
	var wrapper *types.Func
	switch {
	case toolIsParam:
		wrapper = toolParam.Func
	case handlerIsParam:
		wrapper = handlerParam.Func
	}
	if wrapper != nil {
		if depth >= maxWrapperDepth {
			return
		}
		for _, site := range f.Index.CallSites(wrapper) {
			bound := f.Index.BindWithin(wrapper, site, en)
			outer := r
			outer.at = site
			f.link(outer, bound, depth+1)
		}
		return
	}
	if factory := f.factory(r.tool, en); factory != nil && depth < maxWrapperDepth {
		// A tool factory: one tool per call, its name given there.
		for _, site := range f.Index.CallSites(factory) {
			outer := r
			outer.at = site
			f.link(outer, f.Index.BindWithin(factory, site, en), depth+1)
		}
		return
	}
	if r.typed {
		f.tools = append(f.tools, f.typedTool(r, en))
	} else {
		f.tools = append(f.tools, f.rawTool(r, en))
	}
}

// factory returns the function of the package whose parameter names the
// tool, a Tool literal (&mcp.Tool{Name: name, …}) built in its body: each
// of its calls in the package defines a tool, read with the parameters
// bound to the call's arguments. nil when the name is no parameter, or
// the function is never called here (its callers are in another package,
// and the tool is read once, unnamed).
func (f *finder) factory(tool ast.Expr, en resolve.Env) *types.Func {
	lit := f.toolLit(tool, en)
	name := fieldValue(lit, "Name")
	if name == nil {
		return nil
	}
	p, ok := f.Index.ParamOf(f.Index.ExprIn(name, en))
	if !ok || len(f.Index.CallSites(p.Func)) == 0 {
		return nil
	}
	return p.Func
}

// linkForeign reads a call of another package's registration wrapper.
func (f *finder) linkForeign(call *ast.CallExpr, fn *types.Func) {
	fn = f.Foreign(fn)
	if fn == nil {
		return
	}
	var fact adapter.RegistersFact
	if !f.ImportObjectFact(fn, &fact) || fact.Library != Library ||
		fact.Tool >= len(call.Args) || fact.Handler >= len(call.Args) {
		return
	}
	if fact.Tool < 0 {
		f.buildVia(call, &fact, nil, call, 0)
		return
	}
	f.link(registration{tool: call.Args[fact.Tool], handler: call.Args[fact.Handler], typed: fact.Via == "typed",
		at: call, converts: fact.Converts}, nil, 0)
}

// toolLit follows e (a *mcp.Tool) to its composite literal.
func (f *finder) toolLit(e ast.Expr, en resolve.Env) *ast.CompositeLit {
	e = f.Index.ExprIn(e, en)
	if u, ok := e.(*ast.UnaryExpr); ok && u.Op == token.AND {
		e = ast.Unparen(u.X)
	}
	lit, _ := e.(*ast.CompositeLit)
	return lit
}

// toolName returns a reader of the constant name of the Tool literal an
// expression evaluates to (resolve.Index.KeyedPairs).
func (f *finder) toolName(en resolve.Env) func(ast.Expr) (string, bool) {
	return func(e ast.Expr) (string, bool) {
		name := fieldValue(f.toolLit(e, en), "Name")
		if name == nil {
			return "", false
		}
		return resolve.ConstString(f.TypesInfo, f.Index.ExprIn(name, en))
	}
}

// common reads the Tool literal's name and description. At a wrapper's
// call site (en binds its parameters) a field set from a parameter is read
// from the argument there, and only such an argument is edited: the
// literal itself is shared by every call.
func (f *finder) common(r registration, en resolve.Env) (*model.Tool, *ast.CompositeLit) {
	pos := r.tool.Pos()
	if r.at != nil {
		pos = r.at.Pos()
	}
	t := &model.Tool{Library: Library, Pos: pos, Opaque: true}
	lit := f.toolLit(r.tool, en)
	if lit != nil {
		f.read[lit] = true
	}
	if lit == nil {
		t.Description.Known = false
		t.MarkOpaque(r.tool.Pos(), "a *mcp.Tool that is not a literal toolvet can follow")
		return t, nil
	}
	t.Description = model.Text{Known: true, Pos: lit.Pos()}
	desc := &descAnchor{file: f.Fset.File(lit.Pos()), lit: lit}
	if en == nil {
		t.Pos = lit.Pos()
	} else {
		t.Description.Pos = pos
		desc = &descAnchor{file: f.Fset.File(pos)}
	}
	for _, elt := range lit.Elts {
		kv, ok := elt.(*ast.KeyValueExpr)
		if !ok {
			t.Description.Known = false // positional literal: not read
			continue
		}
		value := kv.Value
		if en != nil {
			value = f.Index.ExprIn(kv.Value, en)
		}
		switch key, _ := kv.Key.(*ast.Ident); {
		case key == nil:
		case key.Name == "Name":
			t.Name, _ = resolve.ConstString(f.TypesInfo, value)
		case key.Name == "Description":
			value = resolve.DefaultText(f.TypesInfo, value)
			if en != nil {
				value = f.Index.ExprIn(value, en) // a default given at the call
			}
			s, ok := resolve.ConstString(f.TypesInfo, value)
			t.Description = model.Text{Value: s, Known: ok, Pos: value.Pos()}
			// Only an argument of the outermost call is this tool's own: a
			// value bound at a call inside another wrapper is shared by
			// every tool that wrapper registers.
			if en == nil || value != kv.Value && value.Pos() > r.at.Lparen && value.End() <= r.at.Rparen {
				desc.value = value
			}
		case key.Name == "Annotations":
			f.annotations(t, value, en)
		case unwrittenToolFields[key.Name] != "":
			t.Unread = append(t.Unread, model.Unread{Pos: value.Pos(), Key: unwrittenToolFields[key.Name],
				Why: "the tool's " + unwrittenToolFields[key.Name] + " (toolvet does not write it)"})
		}
	}
	desc.text = t.Description
	t.Describe = desc
	return t, lit
}

// unwrittenToolFields are the mcp.Tool fields the server lists that
// toolvet does not write (it writes the name, description, input schema
// and annotations), by their JSON names: a snapshot check does not
// compare them.
var unwrittenToolFields = map[string]string{
	"Title": "title", "Icons": "icons", "Meta": "_meta", "OutputSchema": "outputSchema",
}

// annotations reads a Tool literal's Annotations, a
// &mcp.ToolAnnotations{…} literal (nil: none), into t.
func (f *finder) annotations(t *model.Tool, value ast.Expr, en resolve.Env) {
	if resolve.IsNil(f.TypesInfo, value) {
		return
	}
	u, ok := value.(*ast.UnaryExpr)
	var lit *ast.CompositeLit
	if ok && u.Op == token.AND {
		lit, _ = ast.Unparen(u.X).(*ast.CompositeLit)
	}
	if lit == nil {
		t.Unread = append(t.Unread, model.Unread{Pos: value.Pos(), Why: "annotations that are not a &mcp.ToolAnnotations{…} literal"})
		return
	}
	a, unread := adapter.StructAnnotations(f.TypesInfo, lit, func(e ast.Expr) ast.Expr {
		if en == nil {
			return resolve.DefaultText(f.TypesInfo, e)
		}
		return f.Index.ExprIn(resolve.DefaultText(f.TypesInfo, f.Index.ExprIn(e, en)), en)
	})
	t.Annotations = a
	t.Unread = append(t.Unread, unread...)
}

// typedTool reads mcp.AddTool(server, tool, handler) with a typed handler.
func (f *finder) typedTool(r registration, en resolve.Env) *model.Tool {
	t, lit := f.common(r, en)
	return f.typedInput(t, fieldValue(lit, "InputSchema"), r.handler, en, r.converts)
}

// typedInput links t to the typed handler e evaluates to (through the
// middleware around it), and infers its schema from the handler's input
// type unless the tool sets its own. converts: the registration turns the
// handler's errors into error results.
func (f *finder) typedInput(t *model.Tool, schema ast.Expr, e ast.Expr, en resolve.Env, converts bool) *model.Tool {
	e, converted := f.mw.Unwrap(e, f.shallow(en))
	fun := f.Index.Func(f.Index.ExprIn(e, en))
	if fn := f.imported(f.Index.ExprIn(e, en), isTypedHandler); fun == nil && fn != nil {
		// A typed handler of another package: its input type is the
		// schema's, its body's rules come from its summary.
		h := typedHandler(f.Pass, nil)
		h.Func, h.Imported = nil, fn
		if converts || converted {
			h.Errors = model.ErrorsBecomeResults
		}
		t.Handlers = append(t.Handlers, h)
		in := fn.Signature().Params().At(2)
		t.Input = in.Type()
		if schema != nil {
			f.explicitSchema(t, schema, en)
			return t
		}
		props, pitfalls, ok := structschema.Properties(f.Fset, in.Type(), f.fields, structschema.Google)
		t.Pitfalls = pitfalls
		if !ok || len(pitfalls) > 0 {
			t.MarkOpaque(e.Pos(), structschema.Unreadable(in.Type(), structschema.Google, ok))
			return t
		}
		t.Opaque = false
		t.Properties = props
		t.Closed = true
		return t
	}
	if fun == nil {
		adapter.UnfollowedHandler(f.TypesInfo, t, f.Index.ExprIn(e, en))
		t.MarkOpaque(e.Pos(), "the schema inferred from the input type of a handler toolvet cannot follow")
		return t
	}
	in := resolve.FuncParam(f.TypesInfo, fun, 2)
	if in == nil {
		t.Unlink(e.Pos(), "the handler has no input parameter toolvet can read")
		t.MarkOpaque(e.Pos(), "the schema inferred from the input type of a handler toolvet cannot read")
		return t
	}
	h := typedHandler(f.Pass, fun)
	h.Structs = []*types.Var{in}
	if converts || converted {
		h.Errors = model.ErrorsBecomeResults
	}
	t.Handlers = append(t.Handlers, h)
	t.Input = in.Type()
	inferred := in.Type()
	if schema != nil {
		typ := f.schemaHelperType(schema)
		if typ == nil {
			f.explicitSchema(t, schema, en)
			return t
		}
		inferred = typ // InputSchema: inputSchema[T](), For's inference of T
	}
	props, pitfalls, ok := structschema.Properties(f.Fset, inferred, f.fields, structschema.Google)
	t.Pitfalls = pitfalls
	if !ok || len(pitfalls) > 0 {
		t.MarkOpaque(in.Pos(), structschema.Unreadable(in.Type(), structschema.Google, ok))
		return t // the wire schema is not what the struct says
	}
	t.Opaque = false
	t.Properties = props
	t.Closed = true
	return t
}

// template reads a Tool literal that a wrapper fn builds from its
// parameters: &mcp.Tool{Name: name, Description: desc}, and an InputSchema
// reflected from a parameter's dynamic type (reflects, -1 when none:
// reflected.go). Any other field makes it no template.
func (f *finder) template(fn *types.Func, toolExpr ast.Expr) (name, desc, reflects int, ok bool) {
	lit := f.toolLit(toolExpr, nil)
	if lit == nil {
		return 0, 0, 0, false
	}
	name, desc, reflects = -1, -1, -1
	for _, elt := range lit.Elts {
		kv, ok := elt.(*ast.KeyValueExpr)
		if !ok {
			return 0, 0, 0, false
		}
		key, _ := kv.Key.(*ast.Ident)
		if key != nil && key.Name == "InputSchema" {
			if reflects = f.reflectsParam(fn, kv.Value); reflects < 0 {
				return 0, 0, 0, false
			}
			continue
		}
		p, isParam := f.Index.ParamOf(f.Index.Shallow(kv.Value, nil))
		if key == nil || !isParam || p.Func != fn {
			return 0, 0, 0, false
		}
		switch key.Name {
		case "Name":
			name = p.Index
		case "Description":
			desc = p.Index
		default:
			return 0, 0, 0, false
		}
	}
	return name, desc, reflects, name >= 0
}

// buildVia reads call, a call of another package's wrapper that builds the
// tool (fact.Tool < 0). When the handler it is given is a parameter of the
// function around the call, that function is a builder in turn: the tool
// is read at each of its call sites (with its parameters bound to the
// arguments there), and, exported, it gets a fact of its own.
func (f *finder) buildVia(call *ast.CallExpr, fact *adapter.RegistersFact, en resolve.Env, at *ast.CallExpr, depth int) {
	n := len(call.Args)
	if fact.Name < 0 || fact.Name >= n || fact.Description >= n || fact.Handler >= n || fact.Reflected && fact.Reflects >= n {
		return
	}
	inner, converts := f.mw.Unwrap(call.Args[fact.Handler], f.shallow(en))
	p, isParam := f.Index.ParamOf(f.Index.Shallow(inner, en))
	if !isParam {
		f.buildAt(call, fact, en, at)
		return
	}
	if en == nil && adapter.Exportable(p.Func) {
		f.composed(call, fact, p, converts)
	}
	if depth >= maxWrapperDepth {
		return
	}
	for _, site := range f.Index.CallSites(p.Func) {
		bound := f.Index.BindWithin(p.Func, site, en)
		f.buildVia(call, fact, bound, site, depth+1)
	}
}

// composed exports the fact of h.Func, which builds its tool by calling
// another package's builder with its own parameters: the name, the
// description (or a constant, which becomes the fact's DescPrefix) and the
// handler.
func (f *finder) composed(call *ast.CallExpr, fact *adapter.RegistersFact, h resolve.Param, converts bool) {
	param := func(e ast.Expr) int {
		if p, ok := f.Index.ParamOf(f.Index.Shallow(e, nil)); ok && p.Func == h.Func {
			return p.Index
		}
		return -1
	}
	c := &adapter.RegistersFact{Library: Library, Tool: -1, Handler: h.Index, Via: fact.Via,
		Converts: fact.Converts || converts, Name: param(call.Args[fact.Name]), Description: -1, Input: -1,
		DescPrefix: fact.DescPrefix}
	if c.Name < 0 {
		return
	}
	if fact.Reflected {
		// The value reflected must come from the caller too.
		if fact.Reflects >= len(call.Args) {
			return
		}
		if c.Reflects = param(call.Args[fact.Reflects]); c.Reflects < 0 {
			return
		}
		c.Reflected, c.Schema = true, fact.Schema
	}
	if fact.Description >= 0 {
		prefix, d, ok := adapter.DescribedBy(f.Pass, h.Func, call.Args[fact.Description], func(e ast.Expr) (string, bool) {
			return resolve.ConstString(f.TypesInfo, e)
		})
		if !ok {
			return
		}
		c.DescPrefix += prefix
		c.Description = d
	}
	f.exports[h.Func] = c
}

// buildAt reads the tool a call of another package's builder defines
// (fact.Tool < 0), in en at the call site at of this package. Only an
// argument of at is edited: anything else is shared by other tools.
func (f *finder) buildAt(call *ast.CallExpr, fact *adapter.RegistersFact, en resolve.Env, at *ast.CallExpr) {
	t := &model.Tool{Library: Library, Pos: at.Pos(), Opaque: true}
	t.Name, _ = resolve.ConstString(f.TypesInfo, f.Index.ExprIn(call.Args[fact.Name], en))
	t.Description = model.Text{Value: fact.DescPrefix, Known: true, Pos: at.Pos()}
	desc := &descAnchor{file: f.Fset.File(at.Pos())}
	desc.text = t.Description
	if fact.Description >= 0 {
		arg := f.Index.ExprIn(call.Args[fact.Description], en)
		s, ok := resolve.ConstString(f.TypesInfo, arg)
		desc.text = model.Text{Value: s, Known: ok, Pos: arg.Pos()}
		t.Description = desc.text
		t.Description.Value = fact.DescPrefix + s
		if arg.Pos() > at.Lparen && arg.End() <= at.Rparen {
			desc.value = arg
		}
	}
	t.Describe = desc
	if fact.Via == "typed" {
		f.tools = append(f.tools, f.typedInput(t, nil, call.Args[fact.Handler], en, fact.Converts))
		return
	}
	if fact.Reflected {
		f.reflectedAt(t, call.Args[fact.Reflects], en)
	}
	f.tools = append(f.tools, f.rawHandler(t, call.Args[fact.Handler], en, fact.Converts))
}

// rawTool reads (*mcp.Server).AddTool(tool, handler): the low-level API.
func (f *finder) rawTool(r registration, en resolve.Env) *model.Tool {
	t, lit := f.common(r, en)
	if v := fieldValue(lit, "InputSchema"); v != nil {
		f.explicitSchema(t, v, en)
	} else if lit != nil {
		t.MarkOpaque(lit.Pos(), "a Tool literal with no InputSchema field (the low-level AddTool needs one)")
	}
	return f.rawHandler(t, r.handler, en, r.converts)
}

// rawHandler links t to the low-level handler e evaluates to, through the
// middleware around it.
func (f *finder) rawHandler(t *model.Tool, e ast.Expr, en resolve.Env, converts bool) *model.Tool {
	e, converted := f.mw.Unwrap(e, f.shallow(en))
	// A shim of the project's own handler shape: the handler is the
	// function of the value it adapts.
	if call, ok := f.Index.Shallow(e, en).(*ast.CallExpr); ok {
		if a := f.ad.Of(call); a != nil {
			if h := f.ad.Handler(call, a, en); h != nil {
				if converts || converted {
					h.Errors = model.ErrorsBecomeResults
				}
				t.Handlers = append(t.Handlers, h)
				return t
			}
		}
	}
	if fun := f.Index.Func(f.Index.ExprIn(e, en)); fun != nil {
		// A handler of several tools, dispatching on the name called:
		// this tool's is the function its case hands the call to.
		if g := adapter.NameCase(f.Pass, fun, t.Name, adapter.CalledName(f.TypesInfo, func(t types.Type) bool { return isNamed(t, "CallToolRequest") })); g != nil {
			if inner := f.Index.Func(g); inner != nil {
				fun = inner
			}
		}
		h := rawHandler(f.Pass, fun)
		if converts || converted {
			h.Errors = model.ErrorsBecomeResults
		}
		t.Handlers = append(t.Handlers, h)
	} else if fn := f.imported(f.Index.ExprIn(e, en), isRawHandler); fn != nil {
		h := rawHandler(f.Pass, nil)
		h.Func, h.Imported = nil, fn
		if converts || converted {
			h.Errors = model.ErrorsBecomeResults
		}
		t.Handlers = append(t.Handlers, h)
	} else {
		adapter.UnfollowedHandler(f.TypesInfo, t, f.Index.ExprIn(e, en))
	}
	return t
}

// shallow follows an expression in env without entering calls: a call may
// be a middleware.
func (f *finder) shallow(en resolve.Env) func(ast.Expr) ast.Expr {
	return func(e ast.Expr) ast.Expr { return f.Index.Shallow(e, en) }
}

// fieldValue returns the value of a keyed field of lit, or nil.
func fieldValue(lit *ast.CompositeLit, name string) ast.Expr {
	if lit == nil {
		return nil
	}
	for _, elt := range lit.Elts {
		if kv, ok := elt.(*ast.KeyValueExpr); ok {
			if id, ok := kv.Key.(*ast.Ident); ok && id.Name == name {
				return kv.Value
			}
		}
	}
	return nil
}

// descAnchor appends sentences to a Tool literal's Description, or adds
// the field after Name.
type descAnchor struct {
	file  *token.File
	lit   *ast.CompositeLit
	value ast.Expr // the Description value, or nil
	text  model.Text
}

func (d *descAnchor) File() *token.File { return d.file }

func (d *descAnchor) Append(text string) ([]analysis.TextEdit, bool) {
	if d.value != nil {
		if !d.text.Known {
			return nil, false
		}
		return []analysis.TextEdit{fixtext.AppendSentences(d.value, d.text.Value, text)}, true
	}
	if d.lit == nil {
		return nil, false
	}
	for i, elt := range d.lit.Elts {
		if kv, ok := elt.(*ast.KeyValueExpr); ok {
			if id, ok := kv.Key.(*ast.Ident); ok && id.Name == "Name" {
				field := "Description: " + fixtext.Quote(text)
				return []analysis.TextEdit{fixtext.InsertAfter(d.file, d.lit.Elts, d.lit.Lbrace, d.lit.Rbrace, i, []string{field})}, true
			}
		}
	}
	return nil, false
}

// pairUnregistered reads the Tool literals with an explicit InputSchema
// that the package's functions return for another package to register
// (no registration here reads them), and offers them to the handlers of
// the project's own shape its functions return
// (adapter.HandlerAdapters.Pair).
func (f *finder) pairUnregistered() {
	var unregistered []*model.Tool
	adapter.EachReturned(f.Pass, func(_ *types.Func, ret ast.Expr) {
		if !isNamed(f.TypesInfo.TypeOf(ret), "Tool") {
			return
		}
		lit := f.toolLit(ret, nil)
		schema := fieldValue(lit, "InputSchema")
		if lit == nil || f.read[lit] || schema == nil {
			return
		}
		t, _ := f.common(registration{tool: ret}, nil)
		f.explicitSchema(t, schema, nil)
		unregistered = append(unregistered, t)
	})
	f.ad.Pair(unregistered, adapter.LinkedFuncs(f.tools), func(fn *types.Func) *model.Handler {
		sig, ok := fn.Signature().Results().At(0).Type().Underlying().(*types.Signature)
		if !ok || sig.Params().Len() != 2 || !isNamed(sig.Params().At(1).Type(), "CallToolRequest") || !isHandlerResults(sig.Results()) {
			return nil // a low-level handler only: a typed one infers its own schema
		}
		ret := f.Index.Returns(fn)
		if ret == nil {
			return nil
		}
		t := f.rawHandler(&model.Tool{}, ret, nil, false)
		if len(t.Handlers) != 1 {
			return nil
		}
		return t.Handlers[0]
	})
	for _, t := range unregistered {
		if len(t.Handlers) == 0 {
			t.Unlinked = adapter.UnpairedWhy
		}
		f.tools = append(f.tools, t)
	}
}

// isHandlerResults reports whether rs are a low-level handler's results:
// (*mcp.CallToolResult, error).
func isHandlerResults(rs *types.Tuple) bool {
	if rs.Len() != 2 || !resolve.IsError(rs.At(1).Type()) {
		return false
	}
	_, isPtr := types.Unalias(rs.At(0).Type()).(*types.Pointer)
	return isPtr && isNamed(rs.At(0).Type(), "CallToolResult")
}

// linkCoPassed links a Tool literal with an explicit schema that no
// registration of the package reads to the one handler given together
// with it to the project's own code (adapter.HandlerAdapters.LinkCoPassed).
func (f *finder) linkCoPassed() {
	built := make(map[*ast.CompositeLit]*model.Tool)
	lits := make(map[*model.Tool]*ast.CompositeLit)
	f.ad.LinkCoPassed(adapter.CoPassing{
		Tool: func(e ast.Expr) *model.Tool {
			if !isNamed(f.TypesInfo.TypeOf(e), "Tool") {
				return nil
			}
			lit := f.toolLit(e, nil)
			if lit == nil || f.read[lit] || fieldValue(lit, "InputSchema") == nil {
				return nil
			}
			if t := built[lit]; t != nil {
				return t
			}
			t, _ := f.common(registration{tool: e}, nil)
			delete(f.read, lit) // read only once linked
			built[lit], lits[t] = t, lit
			return t
		},
		Library: func(fn *types.Func) bool { return resolve.InPackage(fn, mcpPath) },
		Entry:   func(types.Type) bool { return false },
		Handler: func(e ast.Expr) *model.Handler {
			t := f.TypesInfo.TypeOf(e)
			if t == nil {
				return nil
			}
			sig, ok := t.Underlying().(*types.Signature)
			if !ok || sig.Params().Len() != 2 || !isNamed(sig.Params().At(1).Type(), "CallToolRequest") || !isHandlerResults(sig.Results()) {
				return nil
			}
			served := f.rawHandler(&model.Tool{}, e, nil, false)
			if len(served.Handlers) != 1 {
				return nil
			}
			return served.Handlers[0]
		},
		Linked: func(t *model.Tool) {
			lit := lits[t]
			f.read[lit] = true
			if factory := f.factory(lit, nil); factory != nil {
				// A tool factory: one tool per call, its name given
				// there, served by the handler linked here.
				for _, site := range f.Index.CallSites(factory) {
					en := f.Index.Bind(factory, site)
					built, _ := f.common(registration{tool: lit, at: site}, en)
					built.Handlers = append([]*model.Handler(nil), t.Handlers...)
					built.Unlinked, built.UnlinkedAt = t.Unlinked, t.UnlinkedAt
					f.explicitSchema(built, fieldValue(lit, "InputSchema"), en)
					f.tools = append(f.tools, built)
				}
				return
			}
			f.explicitSchema(t, fieldValue(lit, "InputSchema"), nil)
			f.tools = append(f.tools, t)
		},
	})
}
