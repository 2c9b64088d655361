// Package eino is toolvet's adapter for github.com/cloudwego/eino:
// utils.InferTool(name, description, fn) with fn func(context.Context, In)
// (Out, error), and the other Infer…Tool functions (fn taking call options,
// streaming its output, or returning an enhanced result), the schema
// reflected from In by eino-contrib/jsonschema (an
// invopop fork); and a type of the program's own whose Info method returns
// a schema.ToolInfo literal and whose InvokableRun method answers the call
// (toolinfo.go).
package eino

import (
	"go/ast"

	"github.com/toolvet/toolvet/internal/adapter"
	"github.com/toolvet/toolvet/internal/adapter/functool"
	"github.com/toolvet/toolvet/internal/model"
	"github.com/toolvet/toolvet/internal/resolve"
)

const utilsPath = "github.com/cloudwego/eino/components/tool/utils"

// errorNote: measured with eino v0.7.36, a tool's error aborts the
// ToolsNode run unless the tool is wrapped with
// utils.WrapInvokableToolWithErrorHandler.
const errorNote = "eino aborts the run when a tool returns an error (unless it is wrapped with utils.WrapInvokableToolWithErrorHandler), so the model never reads it; return the message as the tool's output"

// Library is the library's name: every tool's model.Tool.Library.
const Library = "eino"

var libraries = []adapter.Library{{Name: Library, Modules: []string{"github.com/cloudwego/eino"}}}

// Adapter is the eino adapter.
type Adapter struct{}

func (Adapter) Libraries() []adapter.Library { return libraries }
func (Adapter) Imports() []string            { return []string{utilsPath, schemaPath} }

func (Adapter) Tools(p *adapter.Pass) []*model.Tool {
	lazy := functool.LazyDecls(p)
	// A package that wraps its tools with the error handler turns errors
	// into tool output; which tool is wrapped is not followed yet, so any
	// wrapping makes all of the package's tools count as converting.
	fate := model.ErrorsAreProtocolErrors
	type inferCall struct {
		call *ast.CallExpr
		decl *ast.FuncDecl // the function it is in
	}
	var calls []inferCall
	var given []*ast.CallExpr // utils.NewTool(info, fn) and its kin
	for cur := range p.Inspector.Preorder((*ast.CallExpr)(nil)) {
		call := cur.Node().(*ast.CallExpr)
		fn := resolve.Callee(p.TypesInfo, call)
		if !resolve.InPackage(fn, utilsPath) {
			continue
		}
		switch fn.Name() {
		case "WrapInvokableToolWithErrorHandler":
			fate = model.ErrorsBecomeResults
		case "NewTool", "NewStreamTool", "NewEnhancedTool", "NewEnhancedStreamTool":
			// (info *schema.ToolInfo, fn, opts...): the ToolInfo is the
			// schema, fn its handler.
			given = append(given, call)
		case "InferTool", "InferOptionableTool", "InferStreamTool", "InferOptionableStreamTool",
			"InferEnhancedTool", "InferOptionableEnhancedTool", "InferEnhancedStreamTool", "InferOptionableEnhancedStreamTool":
			// (name, description, fn, opts...), fn's second parameter the
			// input the schema is reflected from, whatever fn returns.
			var decl *ast.FuncDecl
			for c := range cur.Enclosing((*ast.FuncDecl)(nil)) {
				decl = c.Node().(*ast.FuncDecl)
				break
			}
			calls = append(calls, inferCall{call, decl})
		}
	}
	var tools []*model.Tool
	for _, c := range calls {
		spec := functool.Spec{Library: Library, Name: 0, Desc: 1, Fun: 2, InParam: 1, Errors: fate, ErrorNote: errorNote}
		// A function of the package handing its own parameters on
		// (SafeInferTool(name, desc, fn)): each of its calls is a tool.
		if w, ok := functool.WrapperOf(p, c.decl, c.call, spec); ok {
			tools = append(tools, w.Tools(p, lazy)...)
			continue
		}
		if t := functool.Build(p, c.call, spec, lazy); t != nil {
			tools = append(tools, t)
		}
	}
	return append(tools, toolInfos(p, fate, given)...)
}
