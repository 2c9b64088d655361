package eino

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/analysis"

	"github.com/toolvet/toolvet/internal/adapter"
	"github.com/toolvet/toolvet/internal/adapter/functool"
	"github.com/toolvet/toolvet/internal/adapter/structschema"
	"github.com/toolvet/toolvet/internal/model"
	"github.com/toolvet/toolvet/internal/resolve"
)

// A ToolInfo reflected from a Go type: utils.GoStruct2ToolInfo[T](name,
// desc, opts...) reflects T as InferTool reflects its function's input.
// A generic function of the program that makes the call with its own
// parameters and type parameter builds one tool per call site, in its
// package and (through its fact) in others:
//
//	func NewInvokableGraphTool[I, O any](g Compilable[I, O], name, desc string) (*InvokableGraphTool[I, O], error) {
//		info, err := utils.GoStruct2ToolInfo[I](name, desc)
//		…
//	}
//
//	graphtool.NewInvokableGraphTool[*OrderInput, *OrderOutput](graph, "process_order", "Process an order.")
//
// The tool's handler is the InvokableRun of the type whose Info method
// returns the ToolInfo, which toolvet does not follow from the call: the
// tool is found and its schema read, its handler unlinked.

// infoCall is a call that builds such a ToolInfo: of GoStruct2ToolInfo,
// or of a builder of another package (its fact).
type infoCall struct {
	call *ast.CallExpr
	decl *ast.FuncDecl // the function the call is in
	// name and desc are the indexes of the arguments that name and
	// describe the tool, input the index of the type argument reflected.
	name, desc, input int
	// ownArgs: arguments past name and desc are a builder's own, not
	// options that may set the schema.
	ownArgs bool
}

const unlinkedInfo = "a ToolInfo reflected from a type: its handler is the InvokableRun of the type whose Info method returns it, which toolvet does not follow from here"

// structInfos returns the tools the calls build, and records in exports
// the package's exported builders.
func structInfos(p *adapter.Pass, infos []infoCall, decls func() map[*types.Var]*ast.Field, exports map[*types.Func]analysis.Fact) []*model.Tool {
	var tools []*model.Tool
	built := make(map[*types.Func]bool)
	for _, c := range infos {
		if b, ok := builderOf(p, c); ok {
			if built[b.fn] {
				continue // a second call in the same builder: its tools are built
			}
			built[b.fn] = true
			if adapter.Exportable(b.fn) {
				exports[b.fn] = &adapter.RegistersFact{Library: Library, Tool: -1, Via: viaInfo,
					Name: b.site.name, Description: b.site.desc, Input: b.site.input, Handler: -1}
			}
			// Each call in the package is a tool; a builder no function
			// of the package calls builds none here.
			for _, site := range p.Index.CallSites(b.fn) {
				if targs := resolve.TypeArgs(p.TypesInfo, site); targs != nil && b.site.input < targs.Len() &&
					functool.MentionsTypeParam(targs.At(b.site.input)) {
					continue // a call in another generic function: a template, not followed
				}
				s := b.site
				s.call = site
				if t := buildInfo(p, s, decls); t != nil {
					tools = append(tools, t)
				}
			}
			continue
		}
		if t := buildInfo(p, c, decls); t != nil {
			tools = append(tools, t)
		}
	}
	return tools
}

// infoBuilder is a generic function of the package that builds a ToolInfo
// from its own parameters and type parameter; site holds the indexes its
// call sites pass them at.
type infoBuilder struct {
	fn   *types.Func
	site infoCall
}

// builderOf returns the builder c's call makes of the function it is in:
// its name and description are the function's parameters, the type
// reflected its type parameter, and it passes no option.
func builderOf(p *adapter.Pass, c infoCall) (infoBuilder, bool) {
	if c.decl == nil || c.decl.Body == nil || len(c.call.Args) <= max(c.name, c.desc) ||
		!c.ownArgs && (len(c.call.Args) != max(c.name, c.desc)+1 || c.call.Ellipsis.IsValid()) {
		return infoBuilder{}, false
	}
	fn, ok := p.TypesInfo.Defs[c.decl.Name].(*types.Func)
	if !ok {
		return infoBuilder{}, false
	}
	param := func(e ast.Expr) int {
		v, ok := resolve.Object(p.TypesInfo, e).(*types.Var)
		if !ok || v.Kind() != types.ParamVar || p.Index.WrittenBefore(v, c.call.Pos()) {
			return -1
		}
		return p.Index.ParamIndex(v)
	}
	b := infoBuilder{fn: fn, site: infoCall{name: param(c.call.Args[c.name]), desc: param(c.call.Args[c.desc]), ownArgs: true}}
	if b.site.name < 0 || b.site.desc < 0 {
		return infoBuilder{}, false
	}
	targs := resolve.TypeArgs(p.TypesInfo, c.call)
	if targs == nil || c.input >= targs.Len() {
		return infoBuilder{}, false
	}
	tp, ok := targs.At(c.input).(*types.TypeParam)
	tps := fn.Signature().TypeParams()
	if !ok || tp.Index() >= tps.Len() || tps.At(tp.Index()) != tp {
		return infoBuilder{}, false
	}
	b.site.input = tp.Index()
	return b, true
}

// buildInfo returns the tool c builds.
func buildInfo(p *adapter.Pass, c infoCall, decls func() map[*types.Var]*ast.Field) *model.Tool {
	args := c.call.Args
	if len(args) <= max(c.name, c.desc) {
		return nil
	}
	t := &model.Tool{Library: Library, Pos: c.call.Pos(), Opaque: true, Unlinked: unlinkedInfo}
	functool.NameAndDescription(p, t, args[c.name], args[c.desc])
	targs := resolve.TypeArgs(p.TypesInfo, c.call)
	switch {
	case targs == nil || c.input >= targs.Len():
		t.MarkOpaque(c.call.Pos(), "a schema reflected from a type argument toolvet cannot read")
	case functool.MentionsTypeParam(targs.At(c.input)):
		t.MarkOpaque(c.call.Pos(), "a schema reflected from a type parameter")
	case !c.ownArgs && (c.call.Ellipsis.IsValid() || len(args) > max(c.name, c.desc)+1):
		t.MarkOpaque(args[len(args)-1].Pos(), "options that may set the schema")
	default:
		t.Input = targs.At(c.input)
		structschema.Infer(p.Fset, t, t.Input, decls(), structschema.Invopop, c.call.Pos())
	}
	return t
}
