// Package mcpgo is toolvet's adapter for github.com/mark3labs/mcp-go.
//
// Tools: mcp.NewTool(name, opts...) with WithString/WithNumber/... property
// options, and mcp.NewToolWithRawSchema with a constant JSON schema.
// Handlers: linked through (*server.MCPServer).AddTool, AddSessionTool and
// server.ServerTool literals (AddTools, SetTools, AddSessionTools), as func
// literals, functions, method values, or through mcp.NewTypedToolHandler /
// NewStructuredToolHandler, and through the project's own registration
// wrappers and middleware (wrappers.go). Arguments: the CallToolRequest getters
// (GetString, RequireFloat, ...), mcp.ParseString & co., GetArguments()
// and BindArguments.
package mcpgo

import (
	"encoding/json"
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"slices"

	"golang.org/x/tools/go/analysis"

	"github.com/toolvet/toolvet/internal/adapter"
	"github.com/toolvet/toolvet/internal/adapter/structschema"
	"github.com/toolvet/toolvet/internal/model"
	"github.com/toolvet/toolvet/internal/resolve"
)

const (
	mcpPath    = "github.com/mark3labs/mcp-go/mcp"
	serverPath = "github.com/mark3labs/mcp-go/server"
)

// Library is the library's name: the adapter's Name, every tool's
// model.Tool.Library and the Library of the facts it exports.
const Library = "mcp-go"

// Adapter is the mcp-go adapter.
type Adapter struct{}

func (Adapter) Name() string      { return Library }
func (Adapter) Imports() []string { return []string{mcpPath, serverPath} }

// Tools finds every tool the package defines and links its handlers.
func (Adapter) Tools(p *adapter.Pass) []*model.Tool {
	f := &finder{Pass: p, byDef: make(map[ast.Expr]*model.Tool),
		exports: make(map[*types.Func]*adapter.RegistersFact),
		mw:      adapter.NewMiddlewares(p, Library, returnsErrorResult),
		ad: adapter.NewHandlerAdapters(p, adapter.LibraryHandlers{Name: Library, Reader: reader{}, Results: results{},
			IsHandlerResults: isHandlerResults, ReturnsErrorResult: returnsErrorResult, ErrorNote: errorFateNote}),
		registered: make(map[*model.Tool]bool),
		builders:   make(map[*types.Func]*adapter.RegistersFact), templates: make(map[*ast.CallExpr]bool),
		converters: make(map[*types.Func]*adapter.RegistersFact)}
	// The package's own builders first: the tool a builder's body defines
	// is a template, and each call of the builder defines a tool.
	for _, file := range p.Files {
		for _, d := range file.Decls {
			if decl, ok := d.(*ast.FuncDecl); ok && decl.Type.TypeParams != nil {
				if fn, ok := p.TypesInfo.Defs[decl.Name].(*types.Func); ok && f.builder(fn) == nil {
					f.converter(fn)
				}
			}
		}
	}
	// Definitions first, so registrations can link to them.
	for cur := range p.Inspector.Root().Preorder((*ast.CallExpr)(nil)) {
		call := cur.Node().(*ast.CallExpr)
		switch fn := f.callee(call, mcpPath); {
		case fn == nil:
		case fn.Name() == "NewTool" && fn.Signature().Recv() == nil:
			f.define(call, f.newTool(call))
		case fn.Name() == "NewToolWithRawSchema" && fn.Signature().Recv() == nil:
			f.define(call, f.rawTool(call))
		}
	}
	for cur := range p.Inspector.Root().Preorder((*ast.CompositeLit)(nil)) {
		if lit := cur.Node().(*ast.CompositeLit); isToolLiteral(p.TypesInfo, lit) {
			if t := f.literalTool(lit); t != nil {
				f.define(lit, t)
			}
		}
	}
	for cur := range p.Inspector.Root().Preorder((*ast.CallExpr)(nil), (*ast.CompositeLit)(nil)) {
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
}

func (f *finder) define(def ast.Expr, t *model.Tool) {
	f.tools = append(f.tools, t)
	f.byDef[def] = t
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

// newTool reads mcp.NewTool(name, opts...).
func (f *finder) newTool(call *ast.CallExpr) *model.Tool {
	t := &model.Tool{Library: Library, Pos: call.Pos()}
	if len(call.Args) == 0 {
		t.MarkOpaque(call.Pos(), "NewTool called with no arguments")
		return t
	}
	t.Name, _ = f.constString(call.Args[0])
	if call.Ellipsis.IsValid() {
		t.MarkOpaque(call.Ellipsis, "options passed as a slice (...)")
	}
	desc := &descAnchor{file: f.Fset.File(call.Pos()), tool: call, qual: qualifier(call)}
	t.Description = model.Text{Known: true, Pos: call.Pos()}
	for _, arg := range call.Args[1:] {
		opt, ok := ast.Unparen(arg).(*ast.CallExpr)
		fn := (*types.Func)(nil)
		if ok {
			fn = f.callee(opt, mcpPath)
		}
		switch {
		case fn == nil:
			t.MarkOpaque(arg.Pos(), "an option toolvet cannot follow (not a call of an mcp-go option)")
			t.Description.Known = false // the options may set it
		case fn.Name() == "WithDescription" && len(opt.Args) == 1:
			desc.arg = f.textIn(opt.Args[0])
			t.Description = f.text(desc.arg)
		case fn.Name() == "WithRawInputSchema":
			t.MarkOpaque(opt.Pos(), "WithRawInputSchema (NewTool cannot marshal it)")
			t.Pitfalls = append(t.Pitfalls, f.rawInputSchemaPitfall(call, opt))
		case fn.Name() == "WithInputSchema":
			// The schema is inferred from T (google/jsonschema-go plus
			// mcp-go's own tag handling).
			in := f.typeArg(opt)
			props, pitfalls, ok := structschema.Properties(f.Fset, in, f.fieldDecls(), structschema.MCPGo)
			t.Pitfalls = append(t.Pitfalls, pitfalls...)
			if !ok || len(pitfalls) > 0 {
				t.MarkOpaque(opt.Pos(), structschema.Unreadable(in, structschema.MCPGo, ok)) // the wire schema is not what the struct says
				continue
			}
			t.Input = in
			t.Properties = append(t.Properties, props...)
			t.Closed = true
		case toolOptionsWithoutProperties[fn.Name()]:
		default:
			typ, isProp := propertyTypes[fn.Name()]
			if !isProp || len(opt.Args) == 0 {
				t.MarkOpaque(opt.Pos(), "option "+fn.Name()+", which toolvet does not read") // WithInputSchema, WithRawInputSchema, ...
				continue
			}
			if p := f.property(opt, typ); p != nil {
				if old := t.Property(p.Name); old != nil {
					// Declared twice: mcp-go keeps the last one's schema
					// (and the first one's Required); not modelled.
					old.MarkOpaque(p.Pos, "the property is declared twice")
					p.MarkOpaque(p.Pos, "the property is declared twice")
				}
				t.Properties = append(t.Properties, p)
			} else {
				t.MarkOpaque(opt.Pos(), "a property whose name is not a constant")
			}
		}
	}
	if call.Ellipsis.IsValid() {
		t.Description.Known = false
	}
	desc.text = t.Description
	t.Describe = desc
	return t
}

// rawInputSchemaPitfall: NewTool pre-fills InputSchema.Type, and
// WithRawInputSchema sets RawInputSchema too, so the tool cannot be
// marshalled and tools/list fails for the whole server (measured: the
// client's ListTools fails with EOF). NewToolWithRawSchema is the working
// spelling; the fix rewrites to it when the only other option is
// WithDescription.
func (f *finder) rawInputSchemaPitfall(call, opt *ast.CallExpr) model.Pitfall {
	pf := model.Pitfall{
		Pos: opt.Pos(), End: opt.End(),
		Message: "mcp.NewTool with WithRawInputSchema cannot be marshalled (NewTool also sets InputSchema), " +
			"so tools/list fails for every tool on the server; use mcp.NewToolWithRawSchema(name, description, schema)",
	}
	if call.Ellipsis.IsValid() || len(opt.Args) != 1 || f.ReadFile == nil {
		return pf
	}
	var desc ast.Expr
	for _, arg := range call.Args[1:] {
		o, ok := ast.Unparen(arg).(*ast.CallExpr)
		if !ok {
			return pf
		}
		switch fn := f.callee(o, mcpPath); {
		case o == opt:
		case fn != nil && fn.Name() == "WithDescription" && len(o.Args) == 1:
			desc = o.Args[0]
		default:
			return pf
		}
	}
	// The arguments are kept as written: their source text, not reprinted.
	src := func(e ast.Expr) (string, bool) {
		if e == nil {
			return `""`, true
		}
		tf := f.Fset.File(e.Pos())
		content, err := f.ReadFile(tf.Name())
		if err != nil || tf.Size() != len(content) {
			return "", false
		}
		return string(content[tf.Offset(e.Pos()):tf.Offset(e.End())]), true
	}
	name, ok1 := src(call.Args[0])
	d, ok2 := src(desc)
	raw, ok3 := src(opt.Args[0])
	if !ok1 || !ok2 || !ok3 {
		return pf
	}
	text := qualifier(call) + "NewToolWithRawSchema(" + name + ", " + d + ", " + raw + ")"
	pf.Fix = &analysis.SuggestedFix{
		Message:   "Use mcp.NewToolWithRawSchema",
		TextEdits: []analysis.TextEdit{{Pos: call.Pos(), End: call.End(), NewText: []byte(text)}},
	}
	return pf
}

// typeArg returns the type argument of a call of a generic function with
// one type parameter: WithInputSchema[T]().
func (f *finder) typeArg(call *ast.CallExpr) types.Type {
	targs := resolve.TypeArgs(f.TypesInfo, call)
	if targs == nil || targs.Len() != 1 {
		return nil
	}
	return targs.At(0)
}

func (f *finder) fieldDecls() map[*types.Var]*ast.Field {
	if f.decls == nil {
		f.decls = structschema.FieldDecls(f.Pass)
	}
	return f.decls
}

// text reads a description argument.
func (f *finder) text(e ast.Expr) model.Text {
	s, ok := f.constString(e)
	return model.Text{Value: s, Known: ok, Pos: e.Pos()}
}

// textIn returns the expression a description argument's text is written
// in: e, or the default of a translation helper,
// t("TOOL_X_DESCRIPTION", "List issues."), a function value (or function)
// of type func(key, default string) string called with constant strings,
// which returns the default unless a translation overrides it. The model
// reads the default, and a fix edits it there.
func (f *finder) textIn(e ast.Expr) ast.Expr {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok || len(call.Args) != 2 {
		return e
	}
	ft := f.TypesInfo.TypeOf(call.Fun)
	if ft == nil {
		return e
	}
	sig, ok := ft.Underlying().(*types.Signature)
	if !ok || sig.Params().Len() != 2 || sig.Results().Len() != 1 || sig.Variadic() {
		return e
	}
	for _, t := range []types.Type{sig.Params().At(0).Type(), sig.Params().At(1).Type(), sig.Results().At(0).Type()} {
		if b, ok := t.Underlying().(*types.Basic); !ok || b.Kind() != types.String {
			return e
		}
	}
	if _, ok := f.constString(call.Args[0]); !ok {
		return e
	}
	if _, ok := f.constString(call.Args[1]); !ok {
		return e
	}
	return call.Args[1]
}

// property reads mcp.WithX(name, popts...).
func (f *finder) property(call *ast.CallExpr, typ string) *model.Property {
	name, ok := f.constString(call.Args[0])
	if !ok {
		return nil
	}
	a := &anchor{
		fset:    f.Fset,
		file:    f.Fset.File(call.Pos()),
		call:    call,
		qual:    qualifier(call),
		options: make(map[model.Keyword]*ast.CallExpr),
		funcLit: make(map[model.Keyword]bool),
		info:    f.TypesInfo,
	}
	p := &model.Property{Name: name, Type: typ, Pos: call.Pos(), Anchor: a, Description: model.Text{Known: true}}
	if call.Ellipsis.IsValid() {
		p.MarkOpaque(call.Ellipsis, "options passed as a slice (...)")
	}
	for _, arg := range call.Args[1:] {
		switch opt := ast.Unparen(arg).(type) {
		case *ast.CallExpr:
			fn := f.callee(opt, mcpPath)
			if fn == nil {
				p.MarkOpaque(opt.Pos(), "an option that is not a call of an mcp-go option")
				continue
			}
			if fn.Name() == "Description" && len(opt.Args) == 1 {
				a.desc, a.descArg = opt, f.textIn(opt.Args[0])
				p.Description = f.text(a.descArg)
				a.descText = p.Description
				continue
			}
			c, known := f.option(fn.Name(), opt)
			if !known {
				p.MarkOpaque(opt.Pos(), "option "+fn.Name()+", which toolvet does not read")
				continue
			}
			if c.Keyword != "" {
				declare(p, c)
				a.options[c.Keyword] = opt
			}
		case *ast.FuncLit:
			cs, ok := f.funcLitOption(opt)
			if !ok {
				p.MarkOpaque(opt.Pos(), "a function literal option toolvet cannot read whole")
			}
			for _, c := range cs {
				declare(p, c)
				a.funcLit[c.Keyword] = true
			}
		default:
			p.MarkOpaque(arg.Pos(), "an option that is not a call")
		}
	}
	return p
}

// declare records c, replacing an earlier option of the same keyword (the
// later option wins in mcp-go: each writes the same map key).
func declare(p *model.Property, c model.Constraint) {
	for i := range p.Declared {
		if p.Declared[i].Keyword == c.Keyword {
			p.Declared[i] = c
			return
		}
	}
	p.Declared = append(p.Declared, c)
}

// option maps a property option call to the keyword it declares. known is
// false for options toolvet does not know (they may declare anything);
// a known option with no keyword of interest returns an empty Constraint.
// A keyword whose value is not constant is declared with a nil value: it is
// there, but toolvet cannot compare it.
func (f *finder) option(name string, call *ast.CallExpr) (c model.Constraint, known bool) {
	num := func(k model.Keyword) (model.Constraint, bool) {
		c := model.Constraint{Keyword: k}
		if len(call.Args) == 1 {
			if tv, ok := f.TypesInfo.Types[call.Args[0]]; ok && tv.Value != nil {
				c.Num = tv.Value
			}
		}
		return c, true
	}
	switch name {
	case "Required":
		return model.Constraint{Keyword: model.Required}, true
	case "Min":
		return num(model.Minimum)
	case "Max":
		return num(model.Maximum)
	case "MinLength":
		return num(model.MinLength)
	case "MaxLength":
		return num(model.MaxLength)
	case "MinItems":
		return num(model.MinItems)
	case "MaxItems":
		return num(model.MaxItems)
	case "MultipleOf":
		return num(model.MultipleOf)
	case "Pattern":
		c := model.Constraint{Keyword: model.Pattern}
		if len(call.Args) == 1 {
			c.Str, _ = f.constString(call.Args[0])
		}
		if c.Str == "" {
			c.Keyword = model.Pattern // declared, value unknown: Str stays ""
		}
		return c, true
	case "Enum":
		c := model.Constraint{Keyword: model.Enum}
		if call.Ellipsis.IsValid() {
			return c, true // values unknown
		}
		for _, arg := range call.Args {
			s, ok := f.constString(arg)
			if !ok {
				c.Strs = nil
				return c, true
			}
			c.Strs = append(c.Strs, s)
		}
		return c, true
	case "Description", "Title", "DefaultString", "DefaultNumber", "DefaultBool", "DefaultArray",
		"Items", "WithStringItems", "WithNumberItems", "WithIntegerItems", "WithBooleanItems",
		"WithStringEnumItems", "UniqueItems", "Properties", "AdditionalProperties",
		"MinProperties", "MaxProperties", "PropertyNames":
		return model.Constraint{}, true
	}
	return model.Constraint{}, false
}

// funcLitOption reads a hand-written PropertyOption such as
// func(m map[string]any) { m["format"] = "email" }: mcp-go has no option for
// format or the exclusive bounds, so this is how they are written.
func (f *finder) funcLitOption(lit *ast.FuncLit) (cs []model.Constraint, ok bool) {
	params := lit.Type.Params.List
	if len(params) != 1 || len(params[0].Names) != 1 {
		return nil, false
	}
	m := f.TypesInfo.Defs[params[0].Names[0]]
	for _, stmt := range lit.Body.List {
		as, isAssign := stmt.(*ast.AssignStmt)
		if !isAssign || as.Tok != token.ASSIGN || len(as.Lhs) != 1 || len(as.Rhs) != 1 {
			return cs, false
		}
		ix, isIndex := as.Lhs[0].(*ast.IndexExpr)
		if !isIndex {
			return cs, false
		}
		if id, isID := ix.X.(*ast.Ident); !isID || f.TypesInfo.Uses[id] != m {
			return cs, false
		}
		key, isConst := f.constString(ix.Index)
		if !isConst {
			return cs, false
		}
		tv := f.TypesInfo.Types[as.Rhs[0]]
		switch k := model.Keyword(key); k {
		case model.Format:
			s, _ := f.constString(as.Rhs[0])
			cs = append(cs, model.Constraint{Keyword: k, Str: s})
		case model.ExclusiveMinimum, model.ExclusiveMaximum, model.Minimum, model.Maximum,
			model.MinLength, model.MaxLength, model.MinItems, model.MaxItems, model.MultipleOf:
			cs = append(cs, model.Constraint{Keyword: k, Num: tv.Value})
		case model.Pattern:
			s, _ := f.constString(as.Rhs[0])
			cs = append(cs, model.Constraint{Keyword: k, Str: s})
		case "description", "title", "default", "examples":
		default:
			return cs, false
		}
	}
	return cs, true
}

// rawTool reads mcp.NewToolWithRawSchema(name, desc, schema) when the
// schema is a constant JSON document (possibly converted to
// json.RawMessage). It has no anchor: rewriting a JSON literal is left to
// the user.
func (f *finder) rawTool(call *ast.CallExpr) *model.Tool {
	t := &model.Tool{Library: Library, Pos: call.Pos()}
	if len(call.Args) != 3 {
		t.MarkOpaque(call.Pos(), "NewToolWithRawSchema called without its three arguments")
		return t
	}
	t.Name, _ = f.constString(call.Args[0])
	t.Description = f.text(call.Args[1])
	t.Describe = &descAnchor{file: f.Fset.File(call.Pos()), arg: call.Args[1], text: t.Description}
	schema := f.Index.Expr(call.Args[2])
	if conv, ok := schema.(*ast.CallExpr); ok && len(conv.Args) == 1 {
		if tv, ok := f.TypesInfo.Types[conv.Fun]; ok && tv.IsType() {
			schema = f.Index.Expr(conv.Args[0])
		}
	}
	src, ok := f.constString(schema)
	if !ok {
		t.MarkOpaque(call.Args[2].Pos(), "a raw schema that is not a constant JSON document")
		return t
	}
	var doc struct {
		Properties map[string]map[string]any `json:"properties"`
		Required   []string                  `json:"required"`
	}
	var keys map[string]json.RawMessage
	if json.Unmarshal([]byte(src), &doc) != nil || json.Unmarshal([]byte(src), &keys) != nil {
		t.MarkOpaque(call.Args[2].Pos(), "a raw schema that is not valid JSON")
		return t
	}
	t.WireJSON = src
	for _, k := range []string{"if", "then", "else", "dependentRequired", "dependentSchemas",
		"dependencies", "allOf", "anyOf", "oneOf", "not"} {
		if _, ok := keys[k]; ok {
			t.Conditional = true
		}
	}
	for name, prop := range doc.Properties {
		p := &model.Property{Name: name, Pos: call.Pos()}
		p.Type, _ = prop["type"].(string)
		p.Description.Value, _ = prop["description"].(string)
		p.Description.Known = true
		for k, v := range prop {
			if c, ok := jsonConstraint(model.Keyword(k), v); ok {
				p.Declared = append(p.Declared, c)
			}
		}
		for _, r := range doc.Required {
			if r == name {
				p.Declared = append(p.Declared, model.Constraint{Keyword: model.Required})
			}
		}
		t.Properties = append(t.Properties, p)
	}
	return t
}

func jsonConstraint(k model.Keyword, v any) (model.Constraint, bool) {
	c := model.Constraint{Keyword: k}
	switch k {
	case model.Pattern, model.Format:
		c.Str, _ = v.(string)
	case model.Enum:
		vs, _ := v.([]any)
		for _, x := range vs {
			s, ok := x.(string)
			if !ok {
				return model.Constraint{Keyword: k}, true
			}
			c.Strs = append(c.Strs, s)
		}
	case model.Minimum, model.Maximum, model.ExclusiveMinimum, model.ExclusiveMaximum,
		model.MinLength, model.MaxLength, model.MinItems, model.MaxItems, model.MultipleOf:
		if x, ok := v.(float64); ok {
			c.Num = constant.MakeFloat64(x)
		}
	default:
		return c, false
	}
	return c, true
}

func (f *finder) constString(e ast.Expr) (string, bool) { return resolve.ConstString(f.TypesInfo, e) }

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

// pairUnregistered offers the tools the package defines for another
// package to register (a function returns them, no registration here
// links them) to the handlers of the project's own shape its functions
// return (adapter.HandlerAdapters.Pair).
func (f *finder) pairUnregistered() {
	var unregistered []*model.Tool
	adapter.EachReturned(f.Pass, func(_ *types.Func, ret ast.Expr) {
		if t := f.definedBy(ret); t != nil && !f.registered[t] && len(t.Handlers) == 0 && !slices.Contains(unregistered, t) {
			unregistered = append(unregistered, t)
		}
	})
	f.ad.Pair(unregistered, adapter.LinkedFuncs(f.tools), func(fn *types.Func) *model.Handler {
		if !isHandlerType(fn.Signature().Results().At(0).Type()) {
			return nil
		}
		ret := f.Index.Returns(fn)
		if ret == nil {
			return nil
		}
		return f.handler(ret, nil)
	})
	for _, t := range unregistered {
		if len(t.Handlers) == 0 && t.Unlinked == "" {
			t.Unlinked = adapter.UnpairedWhy
		}
	}
}

// isHandlerResults reports whether rs are an mcp-go handler's results:
// (*mcp.CallToolResult, error).
func isHandlerResults(rs *types.Tuple) bool {
	return rs.Len() == 2 && isPointerTo(rs.At(0).Type(), mcpPath, "CallToolResult") && resolve.IsError(rs.At(1).Type())
}

// isPointerTo reports whether t is a pointer to the named type path.name.
func isPointerTo(t types.Type, path, name string) bool {
	p, ok := types.Unalias(t).(*types.Pointer)
	return ok && resolve.IsNamedOrPointer(p.Elem(), path, name)
}

// isHandlerType reports whether t is mcp-go's handler type:
// func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error),
// as server.ToolHandlerFunc or written out.
func isHandlerType(t types.Type) bool {
	sig, ok := t.Underlying().(*types.Signature)
	return ok && sig.Params().Len() == 2 && resolve.IsNamedOrPointer(sig.Params().At(1).Type(), mcpPath, "CallToolRequest") &&
		isHandlerResults(sig.Results())
}

// linkCoPassed links a tool of the package that no registration links to
// the one handler given together with it to the project's own code
// (adapter.HandlerAdapters.LinkCoPassed).
func (f *finder) linkCoPassed() {
	f.ad.LinkCoPassed(adapter.CoPassing{
		Tool: func(e ast.Expr) *model.Tool {
			if t := f.definedBy(f.Index.Expr(e)); t != nil && !f.registered[t] {
				return t
			}
			return nil
		},
		Library: func(fn *types.Func) bool { return resolve.InPackage(fn, mcpPath, serverPath) },
		Entry:   func(t types.Type) bool { return resolve.IsNamedOrPointer(t, serverPath, "ServerTool") },
		Handler: func(e ast.Expr) *model.Handler {
			if t := f.TypesInfo.TypeOf(e); t == nil || !isHandlerType(t) {
				return nil
			}
			return f.handler(e, nil)
		},
		Linked: func(t *model.Tool) { f.registered[t] = true },
	})
}

// linkReturnedPairs links the tool and the handler a function returns
// together, for its caller to register,
//
//	func GetMe(t Translator) (mcp.Tool, server.ToolHandlerFunc) {
//		return mcp.NewTool("get_me", ...), func(ctx context.Context, req mcp.CallToolRequest) (...) {...}
//	}
//
// The handler is the library's own type, which the caller can only hand
// to mcp-go: its Go errors are protocol errors.
func (f *finder) linkReturnedPairs() {
	for _, file := range f.Files {
		for _, d := range file.Decls {
			decl, ok := d.(*ast.FuncDecl)
			if !ok || decl.Body == nil {
				continue
			}
			fn, _ := f.TypesInfo.Defs[decl.Name].(*types.Func)
			if fn == nil {
				continue
			}
			res := fn.Signature().Results()
			ti, hi := -1, -1
			for i := range res.Len() {
				switch t := res.At(i).Type(); {
				case resolve.IsNamed(t, mcpPath, "Tool") && ti < 0:
					ti = i
				case isHandlerType(t) && hi < 0:
					hi = i
				}
			}
			if ti < 0 || hi < 0 {
				continue
			}
			ast.Inspect(decl.Body, func(n ast.Node) bool {
				switch n := n.(type) {
				case *ast.FuncLit:
					return false // its returns are its own
				case *ast.ReturnStmt:
					if len(n.Results) == res.Len() {
						if t := f.definedBy(f.Index.Expr(n.Results[ti])); t != nil && len(t.Handlers) == 0 {
							f.link(n.Results[ti], n.Results[hi])
						}
					}
				}
				return true
			})
		}
	}
}
