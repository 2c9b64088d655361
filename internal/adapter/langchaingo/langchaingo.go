// Package langchaingo is toolvet's adapter for github.com/tmc/langchaingo
// tools: a type implementing tools.Tool (Name() string, Description()
// string, Call(ctx, input string) (string, error)).
//
// The input is one free string (agents show the model a single "__arg1"
// property, measured with v0.1.14), so the tool has no schema toolvet can
// compare rules with: only what becomes of Call's error matters. In
// v0.1.14, agents.Executor.doAction returns the error of tool.Call as is
// (`observation, err := tool.Call(...); if err != nil { return nil, err }`),
// doIteration and Executor.Call pass it up, and the run ends: the model is
// never re-asked and never reads the message (measured: chains.Run returns
// the tool's error after one model call). The executor's
// ParserErrorHandler covers only unparsable model output, not tool errors.
// langchaingo's own Calculator returns its failures as output "to give the
// agent the ability to retry", which is the fix toolerror offers.
package langchaingo

import (
	"go/ast"
	"go/types"

	"github.com/toolvet/toolvet/internal/adapter"
	"github.com/toolvet/toolvet/internal/adapter/functool"
	"github.com/toolvet/toolvet/internal/model"
	"github.com/toolvet/toolvet/internal/resolve"
)

const toolsPath = "github.com/tmc/langchaingo/tools"

const errorNote = "langchaingo's agent executor ends the run when a tool's Call returns an error, so the model never reads it; return the message as the tool's output with a nil error"

// Library is the library's name: every tool's model.Tool.Library, and
// that of the function definitions (llms.FunctionDefinition) the
// providersdk adapter reads, which langchaingo's provider clients send.
const Library = "langchaingo"

var libraries = []adapter.Library{{Name: Library, Modules: []string{"github.com/tmc/langchaingo"}}}

// Adapter is the langchaingo adapter.
type Adapter struct{}

func (Adapter) Libraries() []adapter.Library { return libraries }
func (Adapter) Imports() []string            { return []string{toolsPath} }

// ReadsOwnPackage: the tools package defines a tool itself (Calculator).
func (Adapter) ReadsOwnPackage() bool { return true }

// Tools returns the package's named types that implement tools.Tool with
// a Call method declared in the package.
func (Adapter) Tools(p *adapter.Pass) []*model.Tool {
	iface := toolInterface(p.Pkg)
	if iface == nil {
		return nil
	}
	var tools []*model.Tool
	scope := p.Pkg.Scope()
	for _, name := range scope.Names() {
		tn, ok := scope.Lookup(name).(*types.TypeName)
		if !ok || tn.IsAlias() {
			continue
		}
		named, ok := tn.Type().(*types.Named)
		if !ok || named.TypeParams().Len() > 0 || types.IsInterface(named) {
			continue
		}
		if !types.Implements(named, iface) && !types.Implements(types.NewPointer(named), iface) {
			continue
		}
		call := p.Index.FuncDecl(method(named, "Call"))
		if call == nil || call.Body == nil {
			continue // Call comes from elsewhere (an embedded type)
		}
		// The agent's prompt lists the tool's name and description, and
		// no schema.
		t := &model.Tool{Library: Library, Pos: tn.Pos(), Wire: model.WireForm{NoSchema: true}}
		t.MarkOpaque(tn.Pos(), "no schema: a langchaingo tool's input is one free string, which only its description explains")
		t.Name, _ = constResult(p, method(named, "Name"))
		desc, known := constResult(p, method(named, "Description"))
		t.Description = model.Text{Value: desc, Known: known, Pos: tn.Pos()}
		h := &model.Handler{
			Func:      call,
			Reader:    reader{},
			Errors:    model.ErrorsAreProtocolErrors,
			ErrorNote: errorNote,
			Results:   functool.StringResults(),
		}
		if in := resolve.FuncParam(p.TypesInfo, call, 1); in != nil {
			h.Inputs = map[*types.Var]string{in: "input"}
		}
		t.Handlers = append(t.Handlers, h)
		tools = append(tools, t)
	}
	return tools
}

// toolInterface returns the tools.Tool interface from pkg's imports, or
// pkg's own when pkg is the tools package.
func toolInterface(pkg *types.Package) *types.Interface {
	for _, imp := range append([]*types.Package{pkg}, pkg.Imports()...) {
		if imp.Path() != toolsPath {
			continue
		}
		if tn, ok := imp.Scope().Lookup("Tool").(*types.TypeName); ok {
			iface, _ := tn.Type().Underlying().(*types.Interface)
			return iface
		}
	}
	return nil
}

// method returns the method of T or *T named name, or nil.
func method(named *types.Named, name string) *types.Func {
	obj, _, _ := types.LookupFieldOrMethod(types.NewPointer(named), true, named.Obj().Pkg(), name)
	fn, _ := obj.(*types.Func)
	return fn
}

// constResult returns the constant string fn always returns.
func constResult(p *adapter.Pass, fn *types.Func) (string, bool) {
	decl := p.Index.FuncDecl(fn)
	if decl == nil || decl.Body == nil || len(decl.Body.List) != 1 {
		return "", false
	}
	ret, ok := decl.Body.List[0].(*ast.ReturnStmt)
	if !ok || len(ret.Results) != 1 {
		return "", false
	}
	return resolve.ConstString(p.TypesInfo, ret.Results[0])
}
