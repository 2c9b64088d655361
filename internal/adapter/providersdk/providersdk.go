// Package providersdk is toolvet's adapter for tool definitions sent
// straight to a model provider through its Go SDK: openai-go's
// FunctionDefinitionParam (chat completions) and responses.FunctionToolParam,
// go-openai's FunctionDefinition (a jsonschema.Definition literal, a map,
// or a struct its GenerateSchemaForType reflects), anthropic-sdk-go's
// ToolParam, and google.golang.org/genai's FunctionDeclaration. A
// definition built from the methods of a project's own tool type is one
// tool per value of that type (tooltype.go). A definition marked strict
// (Strict: openai.Bool(true)) names the provider profile its schema must
// fit; a genai declaration names the profile of the parameter path it
// fills (Parameters, ParametersJsonSchema). Its schema is either a
// literal, read here (rawschema: a map, or a genai.Schema), or a struct
// reflected by a generic helper (Parameters: GenerateSchema[T]()), which
// the invopop adapter reads: this adapter then only names the target of
// that struct's tool.
package providersdk

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"slices"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/toolvet/toolvet/internal/adapter"
	"github.com/toolvet/toolvet/internal/adapter/dispatch"
	"github.com/toolvet/toolvet/internal/adapter/invopop"
	"github.com/toolvet/toolvet/internal/adapter/langchaingo"
	"github.com/toolvet/toolvet/internal/adapter/rawschema"
	"github.com/toolvet/toolvet/internal/adapter/structschema"
	"github.com/toolvet/toolvet/internal/model"
	"github.com/toolvet/toolvet/internal/resolve"
)

// sdk is one provider SDK: its module paths (every major version) and the
// tool definition types, by package path suffix and name.
type sdk struct {
	library string
	modules []string
	// defs maps "<package suffix>.<type>" to how its fields are read.
	defs map[string]defKind
	// target is the profile of a definition marked strict.
	target string
	// unlinked is why a definition no dispatch branch answers has no
	// handler; "" leaves `toolvet tools` its general reason.
	unlinked string
}

type defKind int

const (
	openaiFunction    defKind = iota // Name, Description, Parameters (a map), Strict
	anthropicTool                    // Name, Description, InputSchema (ToolInputSchemaParam), Strict
	geminiFunction                   // Name, Description (strings), Parameters (*genai.Schema) or ParametersJsonSchema (any)
	langchainFunction                // Name, Description (strings), Parameters (any: a map)
	goOpenAIFunction                 // Name, Description (strings), Strict (bool), Parameters (any: a jsonschema.Definition, a map, a reflected struct)
)

// The profiles of a genai FunctionDeclaration's two parameter paths.
const (
	geminiParameters = "gemini-parameters"
	geminiJSONSchema = "gemini-jsonschema"
)

const genaiPath = "google.golang.org/genai"

var anthropicModules = []string{"github.com/anthropics/anthropic-sdk-go", "github.com/anthropics/anthropic-sdk-go/v2"}

// goOpenAIPath is github.com/sashabaranov/go-openai, the community OpenAI
// client; its jsonschema package holds the Definition type and the
// reflector GenerateSchemaForType.
const goOpenAIPath = "github.com/sashabaranov/go-openai"

// The SDKs' names: each tool's model.Tool.Library.
const (
	OpenAI    = "openai-go"
	Anthropic = "anthropic-sdk-go"
	GenAI     = "genai"
	GoOpenAI  = "go-openai"
)

const sentToProvider = "a definition sent to a provider: toolvet does not link it to the code that answers the call"

var sdks = []sdk{
	{
		library: OpenAI,
		modules: []string{"github.com/openai/openai-go", "github.com/openai/openai-go/v2", "github.com/openai/openai-go/v3"},
		defs: map[string]defKind{
			"/shared.FunctionDefinitionParam": openaiFunction,
			"/responses.FunctionToolParam":    openaiFunction,
		},
		target:   "openai-strict",
		unlinked: sentToProvider,
	},
	{
		library: Anthropic,
		modules: anthropicModules,
		// The beta API's ToolParam, and a managed agent's custom tool
		// (Agents.New's Tools), have ToolParam's fields.
		defs: map[string]defKind{".ToolParam": anthropicTool, ".BetaToolParam": anthropicTool,
			".BetaManagedAgentsCustomToolParams": anthropicTool},
		target:   "anthropic-strict",
		unlinked: sentToProvider,
	},
	{
		library:  GenAI,
		modules:  []string{genaiPath},
		defs:     map[string]defKind{".FunctionDeclaration": geminiFunction},
		unlinked: sentToProvider,
	},
	{
		// go-openai's Tool{Function: &FunctionDefinition{…}} (and its
		// deprecated alias FunctionDefine), sent to OpenAI's chat
		// completions: OpenAI's strict profile when Strict is set.
		library:  GoOpenAI,
		modules:  []string{goOpenAIPath},
		defs:     map[string]defKind{".FunctionDefinition": goOpenAIFunction},
		target:   "openai-strict",
		unlinked: sentToProvider,
	},
	{
		// langchaingo's llms.Tool{Function: &llms.FunctionDefinition{…}},
		// which each of its provider clients sends as a function. The
		// library is langchaingo's (the langchaingo adapter reads its
		// agents' tools), the same modules under the same name.
		library: langchaingo.Library,
		modules: []string{langchainPath},
		defs:    map[string]defKind{"/llms.FunctionDefinition": langchainFunction},
	},
}

const langchainPath = "github.com/tmc/langchaingo"

// calls is what a model's tool call looks like in each SDK, for the
// programs that answer calls themselves (dispatch): the types holding the
// tool's name in Name, with the field holding the arguments, and the
// anthropic results marked is_error.
var calls = func() dispatch.Library {
	lib := dispatch.Library{Calls: map[string]string{
		genaiPath + ".FunctionCall":          "Args",
		langchainPath + "/llms.FunctionCall": "Arguments",
		goOpenAIPath + ".FunctionCall":       "Arguments",
	}}
	for _, m := range anthropicModules {
		// A managed agent's session events carry its custom tools' calls.
		for _, t := range []string{"ToolUseBlock", "ContentBlockUnion", "BetaToolUseBlock", "BetaContentBlockUnion",
			"BetaManagedAgentsStreamSessionEventsUnion", "BetaManagedAgentsAgentCustomToolUseEvent", "BetaManagedAgentsAgentToolUseEvent"} {
			lib.Calls[m+"."+t] = "Input"
		}
	}
	for _, m := range sdks[0].modules {
		for _, t := range []string{".ChatCompletionMessageFunctionToolCallFunction", ".ChatCompletionMessageToolCallFunction",
			"/responses.ResponseFunctionToolCall", "/responses.ResponseOutputItemUnion"} {
			lib.Calls[m+t] = "Arguments"
		}
	}
	lib.ErrorResult = anthropicErrorResult
	lib.Decode = goOpenAIDecode
	return lib
}()

// anthropicErrorResult reports whether call builds an anthropic tool
// result marked as an error: NewToolResultBlock(id, content, true) and its
// beta and text-block forms.
func anthropicErrorResult(info *types.Info, call *ast.CallExpr) bool {
	fn := resolve.Callee(info, call)
	if !resolve.InPackage(fn, anthropicModules...) || len(call.Args) != 3 {
		return false
	}
	switch fn.Name() {
	case "NewToolResultBlock", "NewToolResultTextBlockParam", "NewBetaToolResultTextBlockParam":
		return dispatch.IsTrue(info, call.Args[2])
	}
	return false
}

// goOpenAIDecode reports go-openai's decoders of a call's arguments,
// which check them against a schema first:
// jsonschema.VerifySchemaAndUnmarshal(schema, data, &v) and
// schema.Unmarshal(data, &v).
func goOpenAIDecode(info *types.Info, call *ast.CallExpr) (data, target ast.Expr, ok bool) {
	fn := resolve.Callee(info, call)
	if !resolve.InPackage(fn, goOpenAIPath+"/jsonschema") {
		return nil, nil, false
	}
	var args []ast.Expr
	switch {
	case fn.Name() == "VerifySchemaAndUnmarshal" && len(call.Args) == 3:
		args = call.Args[1:]
	case fn.Name() == "Unmarshal" && len(call.Args) == 2 && fn.Signature().Recv() != nil:
		args = call.Args
	default:
		return nil, nil, false
	}
	u, isAddr := ast.Unparen(args[1]).(*ast.UnaryExpr)
	if !isAddr || u.Op != token.AND {
		return nil, nil, false
	}
	return ast.Unparen(args[0]), u.X, true
}

// goOpenAIDefinition is how a go-openai jsonschema.Definition literal
// spells a schema: field names, JSON types (jsonschema.String is
// "string"), and no keyword but Enum (measured: the type has no Pattern,
// Minimum, MinLength or Format field), so other rules go in words.
var goOpenAIDefinition = &rawschema.Dialect{
	Key:              rawschema.FieldKey,
	Keywords:         map[string]model.Keyword{"Enum": model.Enum},
	TypeKey:          "Type",
	DescriptionKey:   "Description",
	DescriptionEntry: func(q string) string { return "Description: " + q },
	Number:           func(_ *types.Info, e ast.Expr) ast.Expr { return e },
	ItemsKey:         "Items",
	InWords:          "its Description (go-openai's jsonschema.Definition has no keyword but Enum)",
}

// genaiSchema is how a genai.Schema literal spells a schema: field names,
// OpenAPI types (genai.TypeString is "STRING"), numbers behind pointers
// (genai.Ptr[int64](3)).
var genaiSchema = &rawschema.Dialect{
	Key: rawschema.FieldKey,
	Keywords: map[string]model.Keyword{
		"Pattern": model.Pattern, "Format": model.Format, "Enum": model.Enum,
		"Minimum": model.Minimum, "Maximum": model.Maximum,
		"MinLength": model.MinLength, "MaxLength": model.MaxLength,
		"MinItems": model.MinItems, "MaxItems": model.MaxItems,
	},
	TypeKey:          "Type",
	DescriptionKey:   "Description",
	DescriptionEntry: func(q string) string { return "Description: " + q },
	Number:           pointee,
}

// pointee returns the value a pointer is made from (genai.Ptr(x),
// new(x)), or e.
func pointee(info *types.Info, e ast.Expr) ast.Expr {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok || len(call.Args) != 1 {
		return e
	}
	switch fn := typeutil.Callee(info, call).(type) {
	case *types.Func:
		if resolve.IsFunc(fn, genaiPath, "Ptr") {
			return call.Args[0]
		}
	case *types.Builtin:
		if tv, ok := info.Types[call.Args[0]]; fn.Name() == "new" && ok && !tv.IsType() {
			return call.Args[0]
		}
	}
	return e
}

// Adapter is the provider SDK adapter.
type Adapter struct{}

// Libraries are the SDKs: each tool's model.Tool.Library names one.
func (Adapter) Libraries() []adapter.Library { return libraries }

var libraries = func() []adapter.Library {
	libs := make([]adapter.Library, len(sdks))
	for i, s := range sdks {
		libs[i] = adapter.Library{Name: s.library, Modules: s.modules}
	}
	return libs
}()

// Imports lists the SDKs' root packages (where users take the aliases and
// helpers from) and the packages defining the tool types.
func (Adapter) Imports() []string {
	var paths []string
	for _, s := range sdks {
		for _, m := range s.modules {
			paths = append(paths, m, m+"/shared", m+"/responses", m+"/llms", m+"/jsonschema")
		}
	}
	return append(paths, runnerPackages()...)
}

// Tools returns one tool per definition literal whose schema is a map
// literal. Definitions whose schema is reflected from a struct become
// targets (Targets) instead.
func (a Adapter) Tools(p *adapter.Pass) []*model.Tool {
	tools, _ := a.read(p)
	return append(tools, runnerTools(p)...)
}

// Link links the definitions the program answers itself to the branch on
// the call's name that answers them (dispatch): the definitions read here,
// and the tools of the structs definitions reflect, named by them.
func (Adapter) Link(p *adapter.Pass, tools []*model.Tool) {
	var defined []*model.Tool
	for _, t := range tools {
		if t.Library == invopop.Library || slices.ContainsFunc(sdks, func(s sdk) bool { return s.library == t.Library }) {
			defined = append(defined, t)
		}
	}
	dispatch.Link(p, defined, calls)
}

// Targets returns the profiles named by strict definitions whose schema is
// reflected from a struct: the struct's tool (found by the invopop
// adapter) is checked against them.
func (a Adapter) Targets(p *adapter.Pass) []adapter.Target {
	_, targets := a.read(p)
	return targets
}

func (Adapter) read(p *adapter.Pass) ([]*model.Tool, []adapter.Target) {
	var r reading
	for cur := range p.Inspector.Preorder((*ast.CompositeLit)(nil)) {
		lit := cur.Node().(*ast.CompositeLit)
		typ := p.TypesInfo.TypeOf(lit)
		if ptr, ok := typ.(*types.Pointer); ok {
			typ = ptr.Elem() // an elided &T{...}
		}
		s, kind, ok := definition(typ)
		if !ok {
			continue
		}
		fields := rawschema.StructFields(lit)
		if r.fromToolType(p, s, kind, lit, fields) {
			continue
		}
		r.define(p, s, kind, lit.Pos(), fields)
	}
	r.sdkToolTypes(p)
	return r.tools, r.targets
}

// reading is what read has found so far.
type reading struct {
	tools   []*model.Tool
	targets []adapter.Target
	decls   map[*types.Var]*ast.Field
}

// define reads one tool definition at def, whose fields are the
// expressions of its definition literal's fields (or, for a tool of a
// project's tool type, of that type's literal): the tool it adds, or the
// target it adds when the schema is a struct another adapter reflects.
func (r *reading) define(p *adapter.Pass, s sdk, kind defKind, def token.Pos, fields map[string]ast.Expr) (*model.Tool, *adapter.Target) {
	t := &model.Tool{Library: s.library, Pos: def, Opaque: true, Unlinked: s.unlinked}
	t.Name, _ = resolve.ConstString(p.TypesInfo, fields["Name"])
	desc, ok := optString(p.TypesInfo, fields["Description"])
	if kind == geminiFunction || kind == langchainFunction || kind == goOpenAIFunction {
		desc, ok = resolve.ConstString(p.TypesInfo, fields["Description"])
	}
	switch {
	case ok:
		t.Description = model.Text{Value: desc, Known: true, Pos: fields["Description"].Pos()}
		if arg, isOpt := optCall(p.TypesInfo, fields["Description"]); isOpt {
			t.Describe = adapter.NewStringAnchor(p.Fset, arg, t.Description)
		} else {
			t.Describe = adapter.NewStringAnchor(p.Fset, fields["Description"], t.Description)
		}
	case fields["Description"] == nil: // none: the model reads no description
		t.Description = model.Text{Known: true, Pos: def}
	}
	if isTrue(p.TypesInfo, fields["Strict"]) || kind == goOpenAIFunction && fields["Strict"] != nil && dispatch.IsTrue(p.TypesInfo, fields["Strict"]) {
		t.Target = s.target
	}
	var schema ast.Expr
	switch kind {
	case openaiFunction, langchainFunction, goOpenAIFunction:
		schema = fields["Parameters"]
	case anthropicTool:
		schema = fields["InputSchema"]
	case geminiFunction:
		// The two paths are mutually exclusive; each has its profile.
		schema, t.Target = fields["ParametersJsonSchema"], geminiJSONSchema
		if schema == nil {
			schema, t.Target = fields["Parameters"], geminiParameters
			// A *genai.Schema: its types are genai.Type constants.
			t.Wire.UpperCaseTypes = true
		}
	}
	e := follow(p, schema)
	if input := instantiatedWith(p.TypesInfo, e); input != nil {
		// Not strict: no profile, but the definition still names the
		// struct's tool (what a dispatch on the call's name matches).
		r.targets = append(r.targets, adapter.Target{Input: input, Profile: t.Target, Name: t.Name, Description: t.Description, Def: def})
		return nil, &r.targets[len(r.targets)-1]
	}
	if input := reflected(p.TypesInfo, e); input != nil && kind == geminiFunction {
		// ParametersJsonSchema: r.Reflect(&Args{}) as is.
		r.targets = append(r.targets, adapter.Target{Input: input, Profile: t.Target, Name: t.Name, Description: t.Description, Def: def})
		return nil, &r.targets[len(r.targets)-1]
	}
	if input := goOpenAIReflected(p, e); input != nil && kind == goOpenAIFunction {
		// GenerateSchemaForType(T{}): the definition is the struct's
		// tool, as go-openai's reflector infers it.
		if r.decls == nil {
			r.decls = structschema.FieldDecls(p)
		}
		t.Input = input
		structschema.Infer(p.Fset, t, input, r.decls, structschema.GoOpenAI, schema.Pos())
		r.tools = append(r.tools, t)
		return t, nil
	}
	if lit, ok := rawschema.Literal(e); ok {
		var props *ast.CompositeLit
		var required ast.Expr
		var extra map[string]*ast.KeyValueExpr
		dialect := rawschema.Map
		switch {
		case kind == anthropicTool:
			sf := rawschema.StructFields(lit)
			props, _ = ast.Unparen(sf["Properties"]).(*ast.CompositeLit)
			required = sf["Required"]
			if extraLit, ok := rawschema.Literal(sf["ExtraFields"]); ok {
				if entries, ok := rawschema.Entries(p.TypesInfo, extraLit); ok {
					t.Closed = closed(p.TypesInfo, entries)
				}
			}
		case kind == geminiFunction && t.Target == geminiParameters:
			dialect = genaiSchema
			sf := rawschema.StructFields(lit)
			props, _ = ast.Unparen(sf["Properties"]).(*ast.CompositeLit)
			required = sf["Required"]
		case kind == goOpenAIFunction && isGoOpenAIDefinition(p.TypesInfo.TypeOf(lit)):
			dialect = goOpenAIDefinition
			sf := rawschema.StructFields(lit)
			props, _ = ast.Unparen(sf["Properties"]).(*ast.CompositeLit)
			required = sf["Required"]
			t.Closed = sf["AdditionalProperties"] != nil && isFalse(p.TypesInfo, sf["AdditionalProperties"])
		default: // a JSON Schema map
			if entries, ok := rawschema.Entries(p.TypesInfo, lit); ok {
				extra = entries
				t.Closed = closed(p.TypesInfo, entries)
				if kv := entries["properties"]; kv != nil {
					props, _ = ast.Unparen(kv.Value).(*ast.CompositeLit)
				}
				if kv := entries["required"]; kv != nil {
					required = kv.Value
				}
			}
		}
		if props != nil {
			rs := rawschema.Read(p.Fset, p.TypesInfo, dialect, props, required, extra)
			t.Properties, t.Opaque, t.Conditional = rs.Properties, rs.Opaque, rs.Conditional
			if rs.Opaque {
				t.Unread = append(t.Unread, model.Unread{Pos: props.Pos(), Why: "a property or required list that is not a literal"})
			}
		}
	}
	if t.Opaque && len(t.Unread) == 0 && schema != nil {
		t.MarkOpaque(schema.Pos(), "a schema toolvet cannot follow to a literal")
	}
	r.tools = append(r.tools, t)
	return t, nil
}

// closed reports whether a schema's entries set "additionalProperties"
// to false.
func closed(info *types.Info, entries map[string]*ast.KeyValueExpr) bool {
	kv := entries["additionalProperties"]
	return kv != nil && isFalse(info, kv.Value)
}

// Requests returns the slice literals of tool definitions sent in one
// request ([]anthropic.ToolUnionParam{{OfTool: &transfer}, ...}: the type
// MessageNewParams.Tools takes; a slice of bare definitions may be a
// catalogue the program sends a part of), with the definitions each
// element comes from.
func (Adapter) Requests(p *adapter.Pass) []adapter.Request {
	declared := declaredDefinitions(p)
	var out []adapter.Request
	for cur := range p.Inspector.Preorder((*ast.CompositeLit)(nil)) {
		lit := cur.Node().(*ast.CompositeLit)
		t := p.TypesInfo.TypeOf(lit)
		if t == nil {
			continue
		}
		slice, ok := t.Underlying().(*types.Slice)
		if !ok || !isUnion(slice.Elem()) {
			continue
		}
		req := adapter.Request{Pos: lit.Pos()}
		for _, e := range lit.Elts {
			if def := definitionOf(p, declared, e); def != nil {
				req.Defs = append(req.Defs, def.Pos())
			}
		}
		out = append(out, req)
	}
	return out
}

// declaredDefinitions maps the variables declared with a definition
// literal (var transfer = anthropic.ToolParam{...}) to it: the literal
// whose tool the adapter reads, whatever is later written through a
// pointer (a request takes &transfer).
func declaredDefinitions(p *adapter.Pass) map[types.Object]*ast.CompositeLit {
	m := make(map[types.Object]*ast.CompositeLit)
	for cur := range p.Inspector.Preorder((*ast.ValueSpec)(nil)) {
		spec := cur.Node().(*ast.ValueSpec)
		if len(spec.Values) != len(spec.Names) {
			continue
		}
		for i, id := range spec.Names {
			if lit, ok := ast.Unparen(spec.Values[i]).(*ast.CompositeLit); ok && isDefinition(p.TypesInfo.TypeOf(lit)) {
				if obj := p.TypesInfo.Defs[id]; obj != nil {
					m[obj] = lit
				}
			}
		}
	}
	return m
}

// definitionOf follows a request's element to the definition literal it
// holds: through &, a union's OfTool, and variables assigned once or
// declared with a definition.
func definitionOf(p *adapter.Pass, declared map[types.Object]*ast.CompositeLit, e ast.Expr) *ast.CompositeLit {
	for range 8 {
		e = ast.Unparen(e)
		switch x := e.(type) {
		case *ast.UnaryExpr:
			e = x.X
		case *ast.Ident:
			v, ok := p.TypesInfo.Uses[x].(*types.Var)
			if !ok {
				return nil
			}
			if lit := declared[v]; lit != nil {
				return lit
			}
			if p.Index.Assignments(v) != 1 || p.Index.Value(v) == nil {
				return nil
			}
			e = p.Index.Value(v)
		case *ast.CompositeLit:
			t := p.TypesInfo.TypeOf(x)
			if isDefinition(t) {
				return x
			}
			if !isUnion(t) {
				return nil
			}
			e = rawschema.StructFields(x)["OfTool"]
			if e == nil {
				return nil
			}
		default:
			return nil
		}
	}
	return nil
}

func isDefinition(t types.Type) bool {
	if ptr, ok := t.(*types.Pointer); ok {
		t = ptr.Elem()
	}
	_, _, ok := definition(t)
	return ok
}

// isUnion reports whether t is anthropic-sdk-go's ToolUnionParam, which
// holds a definition in OfTool.
func isUnion(t types.Type) bool {
	named, ok := types.Unalias(t).(*types.Named)
	if !ok || named.Obj().Pkg() == nil || named.Obj().Name() != "ToolUnionParam" {
		return false
	}
	return slices.Contains(anthropicModules, named.Obj().Pkg().Path())
}

// definition reports whether t is a tool definition type of a known SDK.
func definition(t types.Type) (sdk, defKind, bool) {
	named, ok := types.Unalias(t).(*types.Named)
	if !ok || named.Obj().Pkg() == nil {
		return sdk{}, 0, false
	}
	path, name := named.Obj().Pkg().Path(), named.Obj().Name()
	for _, s := range sdks {
		for _, m := range s.modules {
			for suffix, kind := range s.defs {
				if path+"."+name == m+suffix {
					return s, kind, true
				}
			}
		}
	}
	return sdk{}, 0, false
}

// optCall returns the argument of a param.Opt constructor call
// (openai.Bool(x), anthropic.String(x), param.NewOpt(x)).
func optCall(info *types.Info, e ast.Expr) (ast.Expr, bool) {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok || len(call.Args) != 1 {
		return nil, false
	}
	fn, _ := typeutil.Callee(info, call).(*types.Func)
	if fn == nil || fn.Pkg() == nil || !slices.Contains([]string{"Bool", "String", "NewOpt"}, fn.Name()) {
		return nil, false
	}
	for _, s := range sdks {
		for _, m := range s.modules {
			if resolve.InPackage(fn, m, m+"/packages/param") {
				return call.Args[0], true
			}
		}
	}
	return nil, false
}

// isFalse reports whether e is the constant false (an any field or map
// entry holding it: AdditionalProperties: false).
func isFalse(info *types.Info, e ast.Expr) bool {
	tv, ok := info.Types[e]
	return ok && tv.Value != nil && tv.Value.Kind() == constant.Bool && !constant.BoolVal(tv.Value)
}

// isGoOpenAIDefinition reports whether t is go-openai's
// jsonschema.Definition (or a pointer to it).
func isGoOpenAIDefinition(t types.Type) bool {
	if ptr, ok := t.(*types.Pointer); ok {
		t = ptr.Elem()
	}
	named, ok := types.Unalias(t).(*types.Named)
	return ok && named.Obj().Pkg() != nil && named.Obj().Pkg().Path() == goOpenAIPath+"/jsonschema" && named.Obj().Name() == "Definition"
}

// goOpenAIReflected returns the struct type whose schema e is, when e is
// (a dereference of) the first result of go-openai's
// jsonschema.GenerateSchemaForType(v) held in a variable assigned once
// (s, err := jsonschema.GenerateSchemaForType(Args{})), or nil.
func goOpenAIReflected(p *adapter.Pass, e ast.Expr) types.Type {
	if star, ok := ast.Unparen(e).(*ast.StarExpr); ok {
		e = star.X
	}
	v, ok := resolve.Object(p.TypesInfo, e).(*types.Var)
	if !ok {
		return nil
	}
	call, i, ok := p.Index.ResultOf(v)
	if !ok || i != 0 || len(call.Args) != 1 || !resolve.IsCallTo(p.TypesInfo, call, goOpenAIPath+"/jsonschema", "GenerateSchemaForType") {
		return nil
	}
	t := p.TypesInfo.TypeOf(call.Args[0])
	if ptr, ok := t.(*types.Pointer); ok {
		t = ptr.Elem()
	}
	if _, isStruct := t.Underlying().(*types.Struct); !isStruct {
		return nil
	}
	return t
}

func isTrue(info *types.Info, e ast.Expr) bool {
	arg, ok := optCall(info, e)
	if !ok {
		return false
	}
	tv, ok := info.Types[arg]
	return ok && tv.Value != nil && tv.Value.String() == "true"
}

func optString(info *types.Info, e ast.Expr) (string, bool) {
	arg, ok := optCall(info, e)
	if !ok {
		// A plain string field (a managed agent's custom tool), or a
		// tool type's method returning a constant.
		return resolve.ConstString(info, e)
	}
	return resolve.ConstString(info, arg)
}

// follow follows a schema expression through variables assigned once and
// conversions (openai.FunctionParameters(m)), stopping at a call, which
// may be a generic schema helper.
func follow(p *adapter.Pass, e ast.Expr) ast.Expr {
	for range 8 {
		e = ast.Unparen(e)
		switch x := e.(type) {
		case *ast.Ident:
			v, ok := p.TypesInfo.Uses[x].(*types.Var)
			if !ok || p.Index.Assignments(v) != 1 {
				return e
			}
			next := p.Index.Value(v)
			if next == nil {
				return e
			}
			e = next
		case *ast.CallExpr:
			if tv, ok := p.TypesInfo.Types[x.Fun]; ok && tv.IsType() && len(x.Args) == 1 {
				e = x.Args[0]
				continue
			}
			return e
		default:
			return e
		}
	}
	return e
}

// instantiatedWith returns the struct type a generic helper call F[T]()
// is instantiated with, or nil.
func instantiatedWith(info *types.Info, e ast.Expr) types.Type {
	call, ok := e.(*ast.CallExpr)
	if !ok {
		return nil
	}
	id := instanceIdent(call)
	if id == nil {
		return nil
	}
	inst, ok := info.Instances[id]
	if !ok || inst.TypeArgs.Len() != 1 {
		return nil
	}
	t := inst.TypeArgs.At(0)
	if _, isStruct := t.Underlying().(*types.Struct); !isStruct {
		return nil
	}
	return t
}

// instanceIdent returns the identifier naming the generic function a call
// F[T](…) or pkg.F[T, U](…) instantiates, or nil.
func instanceIdent(call *ast.CallExpr) *ast.Ident {
	switch f := ast.Unparen(call.Fun).(type) {
	case *ast.IndexExpr:
		return calleeIdent(f.X)
	case *ast.IndexListExpr:
		return calleeIdent(f.X)
	}
	return nil
}

func calleeIdent(e ast.Expr) *ast.Ident {
	switch x := e.(type) {
	case *ast.Ident:
		return x
	case *ast.SelectorExpr:
		return x.Sel
	}
	return nil
}

// reflected returns the struct type an invopop/jsonschema Reflect call
// (jsonschema.Reflect(&T{}), r.Reflect(v)) reflects, or nil: the schema
// a genai declaration can take as ParametersJsonSchema as it is.
func reflected(info *types.Info, e ast.Expr) types.Type {
	call, ok := e.(*ast.CallExpr)
	if !ok || len(call.Args) != 1 {
		return nil
	}
	if !resolve.IsCallTo(info, call, "github.com/invopop/jsonschema", "Reflect") {
		return nil
	}
	t := info.TypeOf(call.Args[0])
	if ptr, ok := t.(*types.Pointer); ok {
		t = ptr.Elem()
	}
	if t == nil {
		return nil
	}
	if _, isStruct := t.Underlying().(*types.Struct); !isStruct {
		return nil
	}
	return t
}
