// Package invopop is toolvet's adapter for schemas reflected with
// github.com/invopop/jsonschema from a Go struct: the idiom of the
// openai-go README (a GenerateSchema[T]() helper whose result becomes
// FunctionDefinitionParam.Parameters) and of anthropic-sdk-go's tool
// runner. The struct is the tool's input; its tags carry the keywords.
// There is no handler to link: the application dispatches the call, so
// the rules come from the struct (validate tags, a Validate method).
package invopop

import (
	"go/ast"
	"go/types"

	"github.com/toolvet/toolvet/internal/adapter"
	"github.com/toolvet/toolvet/internal/adapter/structschema"
	"github.com/toolvet/toolvet/internal/gostruct"
	"github.com/toolvet/toolvet/internal/model"
	"github.com/toolvet/toolvet/internal/resolve"
)

const path = "github.com/invopop/jsonschema"

// Library is the library's name: every tool's model.Tool.Library.
const Library = "invopop/jsonschema"

var libraries = []adapter.Library{{Name: Library, Modules: []string{path}}}

// unlinked is why a reflected schema's tool has no handler, unless the
// program's dispatch on the call's name answers it (providersdk links it).
const unlinked = "a reflected schema: toolvet does not link it to the code that serves the call"

// Adapter is the invopop adapter.
type Adapter struct{}

func (Adapter) Libraries() []adapter.Library { return libraries }
func (Adapter) Imports() []string            { return []string{path} }

// Tools returns one tool per struct type reflected in the package:
// Reflect(v) with v of a struct type, or of a type parameter of a generic
// helper, then each type the helper is instantiated with.
func (Adapter) Tools(p *adapter.Pass) []*model.Tool {
	var types_ []types.Type
	seen := make(map[string]bool)
	add := func(t types.Type) {
		if gostruct.Struct(t) == nil {
			return
		}
		if key := types.TypeString(t, nil); !seen[key] {
			seen[key] = true
			types_ = append(types_, t)
		}
	}
	for cur := range p.Inspector.Preorder((*ast.CallExpr)(nil)) {
		call := cur.Node().(*ast.CallExpr)
		if !resolve.IsCallTo(p.TypesInfo, call, path, "Reflect") || len(call.Args) != 1 {
			continue
		}
		t := p.TypesInfo.TypeOf(call.Args[0])
		if ptr, ok := t.(*types.Pointer); ok {
			t = ptr.Elem()
		}
		tp, isParam := t.(*types.TypeParam)
		if !isParam {
			add(t)
			continue
		}
		// A generic helper: the types it is instantiated with.
		for enc := range cur.Enclosing((*ast.FuncDecl)(nil)) {
			helper, _ := p.TypesInfo.Defs[enc.Node().(*ast.FuncDecl).Name].(*types.Func)
			for id, inst := range p.TypesInfo.Instances {
				if helper != nil && p.TypesInfo.Uses[id] == helper && tp.Index() < inst.TypeArgs.Len() {
					add(inst.TypeArgs.At(tp.Index()))
				}
			}
			break
		}
	}
	var tools []*model.Tool
	var decls map[*types.Var]*ast.Field
	for _, t := range types_ {
		if decls == nil {
			decls = structschema.FieldDecls(p)
		}
		tool := &model.Tool{Library: Library, Input: t, Opaque: true, Unlinked: unlinked}
		if named, ok := t.(*types.Named); ok {
			tool.Pos = named.Obj().Pos()
		}
		structschema.Infer(p.Fset, tool, t, decls, structschema.Invopop, tool.Pos)
		tools = append(tools, tool)
	}
	return tools
}
