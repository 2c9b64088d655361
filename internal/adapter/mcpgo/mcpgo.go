// Package mcpgo is toolvet's adapter for github.com/mark3labs/mcp-go.
//
// Tools: mcp.NewTool(name, opts...) with WithString/WithNumber/... property
// options, and mcp.NewToolWithRawSchema with a constant JSON schema.
// Handlers: linked through (*server.MCPServer).AddTool, AddSessionTool and
// server.ServerTool literals (AddTools, SetTools, AddSessionTools), as func
// literals, functions, method values, or through mcp.NewTypedToolHandler /
// NewStructuredToolHandler, and through the project's own registration
// wrappers and middleware (wrappers.go); from inventories (resolve.Index.Pairs:
// a list ranged over, a type per tool, handlers by tool name), through a
// handler dispatching on the name called (adapter.NameCase), and, for a
// tool a method returns, to the handler its type gives (adapter.TypeHandler,
// link.go). Arguments: the CallToolRequest getters
// (GetString, RequireFloat, ...), mcp.ParseString & co., GetArguments()
// and BindArguments.
package mcpgo

import (
	"go/ast"
	"go/types"

	"github.com/toolvet/toolvet/internal/adapter"
	"github.com/toolvet/toolvet/internal/model"
	"github.com/toolvet/toolvet/internal/resolve"
)

const (
	mcpPath    = "github.com/mark3labs/mcp-go/mcp"
	serverPath = "github.com/mark3labs/mcp-go/server"
)

// Library is the library's name: every tool's model.Tool.Library and the
// Library of the facts the adapter exports.
const Library = "mcp-go"

var libraries = []adapter.Library{{Name: Library, Modules: []string{"github.com/mark3labs/mcp-go"}}}

// Adapter is the mcp-go adapter.
type Adapter struct{}

func (Adapter) Libraries() []adapter.Library { return libraries }
func (Adapter) Imports() []string            { return []string{mcpPath, serverPath} }

// ShapedHandler: a function or method of server.ToolHandlerFunc's shape,
// as a plain registration links it (its Go error a JSON-RPC error).
func (Adapter) ShapedHandler(p *adapter.Pass, fn *types.Func, decl *ast.FuncDecl) *model.Handler {
	if !isHandlerSignature(fn.Signature()) {
		return nil
	}
	return plainHandler(decl)
}

// plainHandler is the handler fun is when registered as it is.
func plainHandler(fun ast.Node) *model.Handler {
	return &model.Handler{Func: fun, Reader: reader{}, Results: results{}, ErrorNote: errorFateNote,
		Errors: model.ErrorsAreProtocolErrors}
}

// Tools finds every tool the package defines and links its handlers.
func (Adapter) Tools(p *adapter.Pass) []*model.Tool {
	f := &finder{Pass: p, byDef: make(map[ast.Expr]*model.Tool),
		exports: make(map[*types.Func]*adapter.RegistersFact),
		mw:      adapter.NewMiddlewares(p, Library, returnsErrorResult),
		ad: adapter.NewHandlerAdapters(p, adapter.LibraryHandlers{Name: Library, Reader: reader{}, Results: results{},
			IsHandlerResults: isHandlerResults, ReturnsErrorResult: returnsErrorResult, ErrorNote: errorFateNote}),
		registered: make(map[*model.Tool]bool),
		builders:   make(map[*types.Func]*adapter.RegistersFact), templates: make(map[*ast.CallExpr]bool),
		converters: make(map[*types.Func]*adapter.RegistersFact), tables: make(map[*ast.CallExpr]types.Object)}
	// The package's own builders first: the tool a builder's body defines
	// is a template, and each call of the builder defines a tool.
	for _, file := range p.Files {
		for _, d := range file.Decls {
			if decl, ok := d.(*ast.FuncDecl); ok {
				if fn, ok := p.TypesInfo.Defs[decl.Name].(*types.Func); ok && f.builder(fn) == nil && decl.Type.TypeParams != nil {
					f.converter(fn)
				}
			}
		}
	}
	f.buildersRead = true
	// Definitions first, so registrations can link to them.
	for cur := range p.Inspector.Preorder((*ast.CallExpr)(nil)) {
		call := cur.Node().(*ast.CallExpr)
		switch fn := f.callee(call, mcpPath); {
		case fn == nil:
		case fn.Name() == "NewTool" && fn.Signature().Recv() == nil:
			if v, entries := f.tableOf(call); entries != nil {
				f.defineEach(call, v, entries)
				continue
			}
			f.define(call, f.newTool(call))
		case fn.Name() == "NewToolWithRawSchema" && fn.Signature().Recv() == nil:
			f.define(call, f.rawTool(call))
		}
	}
	for cur := range p.Inspector.Preorder((*ast.CompositeLit)(nil)) {
		if lit := cur.Node().(*ast.CompositeLit); isToolLiteral(p.TypesInfo, lit) {
			if t := f.literalTool(lit); t != nil {
				f.define(lit, t)
			}
		}
	}
	for cur := range p.Inspector.Preorder((*ast.CallExpr)(nil), (*ast.CompositeLit)(nil)) {
		switch n := cur.Node().(type) {
		case *ast.CallExpr:
			fn := f.callee(n, serverPath)
			if fn == nil {
				f.registrationCall(n)
				continue
			}
			if !isMethodOf(fn, "MCPServer") {
				continue
			}
			switch {
			case fn.Name() == "AddTool" && len(n.Args) == 2:
				f.link(n.Args[0], n.Args[1])
			case fn.Name() == "AddSessionTool" && len(n.Args) == 3:
				f.link(n.Args[1], n.Args[2])
			}
		case *ast.CompositeLit:
			if resolve.IsNamedOrPointer(p.TypesInfo.TypeOf(n), serverPath, "ServerTool") {
				tool, handler := serverToolFields(n)
				if tool != nil && handler != nil {
					f.link(tool, handler)
				}
			}
		}
	}
	f.linkReturnedPairs()
	f.exportFacts()
	f.linkCoPassed()
	f.pairUnregistered()
	for _, t := range f.tools {
		// ToolInputSchema.MarshalJSON writes "properties": {} and
		// "required": [] when there are none (v1.2.1, measured by
		// internal/inventory's runtime comparison; v0.55.0's
		// MarshalJSON writes the same). A schema inferred from a struct
		// (Closed: WithInputSchema[T]) goes out as the inference wrote
		// it, RawInputSchema, without an empty required list.
		t.Wire.EmptyProperties = true
		t.Wire.EmptyRequired = !t.Closed
	}
	if len(f.templates) == 0 {
		return f.tools
	}
	template := make(map[*model.Tool]bool)
	for call := range f.templates {
		template[f.byDef[call]] = true
	}
	var tools []*model.Tool
	for _, t := range f.tools {
		if !template[t] {
			tools = append(tools, t)
		}
	}
	return tools
}

type finder struct {
	*adapter.Pass
	tools []*model.Tool
	// varUses and assignedTo say how the package uses its variables and
	// what each assignment assigns (optionUses, assigns), built on the
	// first question.
	varUses map[types.Object]uses
	// calledIdents are the identifiers naming a called function
	// (onlyCalled), built on first need.
	calledIdents map[*ast.Ident]bool
	// buildersRead is set once every function of the package has been
	// asked whether it is a builder.
	buildersRead bool
	assignedTo   map[ast.Expr]types.Object
	// byDef are the tools by the expression that defines each: a
	// constructor's call, or an mcp.Tool literal.
	byDef map[ast.Expr]*model.Tool
	// exports are the package's registration wrappers, for other packages.
	exports map[*types.Func]*adapter.RegistersFact
	mw      *adapter.Middlewares // the middleware around handlers
	// ad are the adapters of the project's own handler shapes.
	ad *adapter.HandlerAdapters
	// registered are the tools some registration of the package links.
	registered map[*model.Tool]bool
	// builders are the package's functions that build a tool per call
	// site; templates the calls in their bodies that build it (NewTool, or
	// another builder), which define no tool themselves.
	builders  map[*types.Func]*adapter.RegistersFact
	templates map[*ast.CallExpr]bool
	// converters are the builders that reflect the schema from a
	// handler function's input at run time (convert.go), nil when not.
	converters map[*types.Func]*adapter.RegistersFact
	decls      map[*types.Var]*ast.Field // struct field declarations, built on first need
	// tables are the NewTool calls that build a tool from each entry of a
	// table ranged over, by the range variable (defineEach); bound is
	// that variable bound to the entry being read, and entry the entry.
	tables map[*ast.CallExpr]types.Object
	bound  resolve.Env
	entry  *ast.CompositeLit
}

func (f *finder) define(def ast.Expr, t *model.Tool) {
	f.writtenAfter(def, t)
	f.tools = append(f.tools, t)
	f.byDef[def] = t
}

// tableOf returns the range variable whose fields call, mcp.NewTool(d.name,
// d.opts...), reads, and the table's entries it takes one after the other
// (resolve.Index.Elements); nil entries when call reads no such variable,
// or two.
func (f *finder) tableOf(call *ast.CallExpr) (types.Object, []*ast.CompositeLit) {
	var v types.Object
	two := false
	for _, arg := range call.Args {
		ast.Inspect(arg, func(n ast.Node) bool {
			sel, ok := n.(*ast.SelectorExpr)
			if !ok {
				return true
			}
			if id, ok := ast.Unparen(sel.X).(*ast.Ident); ok {
				if obj := f.TypesInfo.Uses[id]; obj != nil && f.Index.Elements(obj) != nil {
					two = two || v != nil && v != obj
					v = obj
				}
			}
			return true
		})
	}
	if v == nil || two {
		return nil, nil
	}
	return v, f.Index.Elements(v)
}

// defineEach defines the tool call builds from each entry of a table, read
// with the range variable v bound to the entry:
//
//	for _, d := range []spec{{name: "transfer", opts: []mcp.ToolOption{…}, handler: …}} {
//		s.AddTool(mcp.NewTool(d.name, d.opts...), d.handler)
//	}
//
// Each tool is the entry's (Pos, byDef); linkIn pairs it with the handler
// the same entry gives.
func (f *finder) defineEach(call *ast.CallExpr, v types.Object, entries []*ast.CompositeLit) {
	f.tables[call] = v
	for _, entry := range entries {
		f.bound, f.entry = resolve.Env{v: entry}, entry
		t := f.newTool(call)
		f.bound, f.entry = nil, nil
		t.Pos = entry.Pos()
		f.writtenAfter(call, t)
		f.tools = append(f.tools, t)
		f.byDef[entry] = t
	}
}

// toolAt returns the tool the expression e evaluates to under en: the tool
// a definition defines, or a table's entry's when e is a table's NewTool
// call and en binds its range variable.
func (f *finder) toolAt(e ast.Expr, en resolve.Env) *model.Tool {
	e = f.Index.ExprIn(e, en)
	if call, ok := e.(*ast.CallExpr); ok {
		if v := f.tables[call]; v != nil {
			return f.byDef[en[v]]
		}
	}
	return f.definedBy(e)
}

// definedBy returns the tool the expression e defines, unless a builder's
// body builds it as the template of the tools its calls define.
func (f *finder) definedBy(e ast.Expr) *model.Tool {
	if call, ok := e.(*ast.CallExpr); ok && f.templates[call] {
		return nil
	}
	return f.byDef[e]
}

// callee returns the function or method call calls when it belongs to the
// package at path.
func (f *finder) callee(call *ast.CallExpr, path string) *types.Func {
	fn := resolve.Callee(f.TypesInfo, call)
	if !resolve.InPackage(fn, path) {
		return nil
	}
	return fn
}

func serverToolFields(lit *ast.CompositeLit) (tool, handler ast.Expr) {
	for i, elt := range lit.Elts {
		if kv, ok := elt.(*ast.KeyValueExpr); ok {
			if id, ok := kv.Key.(*ast.Ident); ok {
				switch id.Name {
				case "Tool":
					tool = kv.Value
				case "Handler":
					handler = kv.Value
				}
			}
			continue
		}
		switch i { // positional: ServerTool{Tool, Handler}
		case 0:
			tool = elt
		case 1:
			handler = elt
		}
	}
	return tool, handler
}

// propertyTypes maps the mcp-go property constructors to JSON types.
var propertyTypes = map[string]string{
	"WithString":  "string",
	"WithNumber":  "number",
	"WithInteger": "integer",
	"WithBoolean": "boolean",
	"WithArray":   "array",
	"WithObject":  "object",
	"WithAny":     "",
}

// toolOptionsWithoutProperties are tool options that do not touch the input
// schema's properties.
var toolOptionsWithoutProperties = map[string]bool{
	"WithDescription": true, "WithToolTitle": true, "WithDeferLoading": true,
	"WithToolIcons": true, "WithTaskSupport": true, "WithOutputSchema": true,
	"WithRawOutputSchema": true, "WithToolAnnotation": true, "WithTitleAnnotation": true,
	"WithReadOnlyHintAnnotation": true, "WithDestructiveHintAnnotation": true,
	"WithIdempotentHintAnnotation": true, "WithOpenWorldHintAnnotation": true,
	"WithSchemaAdditionalProperties": true,
}

func isMethodOf(fn *types.Func, typeName string) bool {
	recv := fn.Signature().Recv()
	if recv == nil {
		return false
	}
	t := recv.Type()
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	named, ok := t.(*types.Named)
	return ok && named.Obj().Name() == typeName
}

// qualifier returns how the file refers to package mcp in call's Fun: the
// fix writes new options the same way.
func qualifier(call *ast.CallExpr) string {
	if sel, ok := call.Fun.(*ast.SelectorExpr); ok {
		if id, ok := sel.X.(*ast.Ident); ok {
			return id.Name + "."
		}
	}
	return "" // dot import
}
