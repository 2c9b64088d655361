package eino

import (
	"go/ast"
	"go/token"
	"go/types"

	"github.com/toolvet/toolvet/internal/adapter"
	"github.com/toolvet/toolvet/internal/adapter/dispatch"
	"github.com/toolvet/toolvet/internal/adapter/functool"
	"github.com/toolvet/toolvet/internal/adapter/rawschema"
	"github.com/toolvet/toolvet/internal/model"
	"github.com/toolvet/toolvet/internal/resolve"
)

// A tool of eino's own interface: a type whose Info method returns a
// schema.ToolInfo and whose InvokableRun method answers the call, given
// the arguments as JSON text,
//
//	var runnerInfo = &schema.ToolInfo{
//		Name: "python_runner",
//		Desc: "Runs Python code.",
//		ParamsOneOf: schema.NewParamsOneOfByParams(map[string]*schema.ParameterInfo{
//			"code": {Type: schema.String, Desc: "The code.", Required: true},
//		}),
//	}
//	func (r *runner) Info(ctx context.Context) (*schema.ToolInfo, error) { return runnerInfo, nil }
//	func (r *runner) InvokableRun(ctx context.Context, argumentsInJSON string, opts ...tool.Option) (string, error) {…}
//
// What reaches the model, measured with eino v0.7.36
// (ParamsOneOf.ToJSONSchema): each ParameterInfo's Type, Desc as
// "description", Enum as "enum", ElemInfo as "items", and the names whose
// Required is true as the object's "required" list; nothing else, so
// other rules go in the description.

const schemaPath = "github.com/cloudwego/eino/schema"

// parameterInfo is how a map of schema.ParameterInfo literals spells a
// schema.
var parameterInfo = &rawschema.Dialect{
	Key:              rawschema.FieldKey,
	Keywords:         map[string]model.Keyword{"Enum": model.Enum},
	TypeKey:          "Type",
	DescriptionKey:   "Desc",
	DescriptionEntry: func(q string) string { return "Desc: " + q },
	Number:           func(_ *types.Info, e ast.Expr) ast.Expr { return e },
	ItemsKey:         "ElemInfo",
	RequiredKey:      "Required",
	InWords:          "its Desc (eino's schema.ParameterInfo has no keyword but Enum)",
}

// toolInfos reads the package's schema.ToolInfo literals, each a tool,
// linked to the InvokableRun method of the type whose Info method returns
// it, or to the function given with it to utils.NewTool (a call of given).
func toolInfos(p *adapter.Pass, fate model.ErrorFate, given []*ast.CallExpr) []*model.Tool {
	runs := invokables(p)
	funs := make(map[*ast.CompositeLit][]*ast.CallExpr)
	for _, call := range given {
		if len(call.Args) == 0 {
			continue
		}
		e := ast.Unparen(p.Index.Expr(call.Args[0]))
		if u, ok := e.(*ast.UnaryExpr); ok && u.Op == token.AND {
			e = ast.Unparen(u.X)
		}
		if lit, ok := e.(*ast.CompositeLit); ok {
			funs[lit] = append(funs[lit], call)
		}
	}
	var tools []*model.Tool
	for cur := range p.Inspector.Preorder((*ast.CompositeLit)(nil)) {
		lit := cur.Node().(*ast.CompositeLit)
		if !resolve.IsNamed(p.TypesInfo.TypeOf(lit), schemaPath, "ToolInfo") {
			continue
		}
		t := toolInfo(p, lit)
		if run := runs[lit]; run != nil {
			h := dispatch.ArgsHandler(p, dispatch.Library{}, run, argumentsParam(p, run))
			h.Reader = runReader{h.Reader}
			// InvokableRun's output is a string: a failure's message
			// can be it, as for a function tool.
			h.Errors, h.ErrorNote, h.Results = fate, errorNote, functool.StringResults()
			t.Handlers = append(t.Handlers, h)
		}
		for _, call := range funs[lit] {
			spec := functool.Spec{Library: Library, Fun: 1, InParam: 1, Errors: fate, ErrorNote: errorNote}
			if h := functool.Handler(p, call, spec); h != nil {
				t.Handlers = append(t.Handlers, h)
			}
		}
		if len(t.Handlers) > 0 {
			t.Unlinked = ""
		}
		tools = append(tools, t)
	}
	return tools
}

// toolInfo reads one schema.ToolInfo literal.
func toolInfo(p *adapter.Pass, lit *ast.CompositeLit) *model.Tool {
	t := &model.Tool{Library: Library, Pos: lit.Pos(), Opaque: true,
		Unlinked: "no InvokableRun of a type whose Info method returns this ToolInfo"}
	fields := rawschema.StructFields(lit)
	t.Name, _ = resolve.ConstString(p.TypesInfo, fields["Name"])
	switch desc, ok := resolve.ConstString(p.TypesInfo, fields["Desc"]); {
	case ok:
		t.Description = model.Text{Known: true, Value: desc, Pos: fields["Desc"].Pos()}
		t.Describe = adapter.NewStringAnchor(p.Fset, fields["Desc"], t.Description)
	case fields["Desc"] == nil:
		t.Description = model.Text{Known: true, Pos: lit.Pos()}
	}
	call, ok := ast.Unparen(fields["ParamsOneOf"]).(*ast.CallExpr)
	if !ok || len(call.Args) != 1 || !resolve.InPackage(resolve.Callee(p.TypesInfo, call), schemaPath) ||
		resolve.Callee(p.TypesInfo, call).Name() != "NewParamsOneOfByParams" {
		if fields["ParamsOneOf"] == nil {
			t.Opaque = false // no parameters
		} else {
			t.MarkOpaque(fields["ParamsOneOf"].Pos(), "parameters toolvet cannot follow to a schema.NewParamsOneOfByParams literal")
		}
		return t
	}
	props, ok := p.Index.Expr(call.Args[0]).(*ast.CompositeLit)
	if !ok {
		t.MarkOpaque(call.Args[0].Pos(), "parameters that are not a map literal")
		return t
	}
	rs := rawschema.Read(p.Fset, p.TypesInfo, parameterInfo, props, nil, nil)
	t.Properties, t.Opaque = rs.Properties, rs.Opaque
	if rs.Opaque {
		t.Unread = append(t.Unread, model.Unread{Pos: props.Pos(), Why: "a parameter that is not a literal"})
	}
	return t
}

// invokables maps each schema.ToolInfo literal a type's Info method
// returns (directly, or through a package variable) to that type's
// InvokableRun method.
func invokables(p *adapter.Pass) map[*ast.CompositeLit]*ast.FuncDecl {
	infos := make(map[*types.Named]*ast.CompositeLit)
	runs := make(map[*types.Named]*ast.FuncDecl)
	for _, f := range p.Files {
		for _, d := range f.Decls {
			decl, ok := d.(*ast.FuncDecl)
			if !ok || decl.Recv == nil || decl.Body == nil {
				continue
			}
			fn, ok := p.TypesInfo.Defs[decl.Name].(*types.Func)
			if !ok {
				continue
			}
			recv := receiverType(fn)
			if recv == nil {
				continue
			}
			switch decl.Name.Name {
			case "Info":
				if lit := p.Index.ReturnedLiteral(decl); lit != nil && resolve.IsNamed(p.TypesInfo.TypeOf(lit), schemaPath, "ToolInfo") {
					infos[recv] = lit
				}
			case "InvokableRun":
				if sig := fn.Signature(); sig.Params().Len() >= 2 && types.Identical(sig.Params().At(1).Type(), types.Typ[types.String]) {
					runs[recv] = decl
				}
			}
		}
	}
	out := make(map[*ast.CompositeLit]*ast.FuncDecl)
	for recv, lit := range infos {
		if run := runs[recv]; run != nil {
			out[lit] = run
		}
	}
	return out
}

// receiverType is the named type a method is declared on.
func receiverType(fn *types.Func) *types.Named {
	recv := fn.Signature().Recv()
	if recv == nil {
		return nil
	}
	t := recv.Type()
	if ptr, ok := t.(*types.Pointer); ok {
		t = ptr.Elem()
	}
	named, _ := t.(*types.Named)
	return named
}

// runReader reads InvokableRun: the arguments as a function-calling
// loop's reader finds them in the JSON text; a failure as a function
// tool's, a non-nil error or an output that reads as one.
type runReader struct{ model.ArgReader }

func (runReader) Failure(info *types.Info, ret *ast.ReturnStmt) (string, bool) {
	return functool.StringFailure(info, ret)
}

// ArgText: the JSON text, as the loop's reader says.
func (r runReader) ArgText(info *types.Info, e ast.Expr) bool {
	at, ok := r.ArgReader.(interface {
		ArgText(*types.Info, ast.Expr) bool
	})
	return ok && at.ArgText(info, e)
}

// argumentsParam is InvokableRun's parameter holding the call's arguments
// as JSON text: its second.
func argumentsParam(p *adapter.Pass, run *ast.FuncDecl) map[types.Object]bool {
	params := make(map[types.Object]bool)
	if v := resolve.FuncParam(p.TypesInfo, run, 1); v != nil {
		params[v] = true
	}
	return params
}
