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
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/inspector"

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
		// fact is the wrapper's of another package the call is of, or
		// nil for a call of the library.
		fact *adapter.RegistersFact
	}
	var calls []inferCall
	var infos []infoCall
	var given []*ast.CallExpr // utils.NewTool(info, fn) and its kin
	enclosing := func(cur inspector.Cursor) *ast.FuncDecl {
		for c := range cur.Enclosing((*ast.FuncDecl)(nil)) {
			return c.Node().(*ast.FuncDecl)
		}
		return nil
	}
	for cur := range p.Inspector.Preorder((*ast.CallExpr)(nil)) {
		call := cur.Node().(*ast.CallExpr)
		fn := resolve.Callee(p.TypesInfo, call)
		if !resolve.InPackage(fn, utilsPath) {
			// A wrapper of another package (its fact): its call is read
			// as the library's call it makes.
			if fact := wrapperFact(p, fn); fact != nil {
				switch fact.Via {
				case viaFunc:
					calls = append(calls, inferCall{call, enclosing(cur), fact})
				case viaInfo:
					infos = append(infos, infoCall{call: call, decl: enclosing(cur), name: fact.Name, desc: fact.Description, input: fact.Input, ownArgs: true})
				}
			}
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
			calls = append(calls, inferCall{call, enclosing(cur), nil})
		case "GoStruct2ToolInfo":
			// [T](name, description, opts...): a ToolInfo reflected from T.
			infos = append(infos, infoCall{call: call, decl: enclosing(cur), name: 0, desc: 1, input: 0})
		}
	}
	var tools []*model.Tool
	exports := make(map[*types.Func]analysis.Fact)
	for _, c := range calls {
		spec := functool.Spec{Library: Library, Name: 0, Desc: 1, Fun: 2, InParam: 1, Errors: fate, ErrorNote: errorNote}
		if c.fact != nil {
			spec.Name, spec.Desc, spec.Fun, spec.OwnArgs = c.fact.Name, c.fact.Description, c.fact.Handler, true
			if c.fact.ErrorsUnknown {
				spec.Errors, spec.ErrorNote = model.ErrorsUnknown, ""
			}
		}
		// A function of the package handing its own parameters on
		// (SafeInferTool(name, desc, fn)): each of its calls is a tool.
		if w, ok := functool.WrapperOf(p, c.decl, c.call, spec); ok {
			built := w.Tools(p, lazy)
			tools = append(tools, built...)
			for _, w := range w.Chain(p) {
				if w.Fixed == nil && adapter.Exportable(w.Func) {
					exports[w.Func] = &adapter.RegistersFact{Library: Library, Tool: -1, Via: viaFunc,
						Name: w.Spec.Name, Description: w.Spec.Desc, Handler: w.Spec.Fun, Input: -1,
						ErrorsUnknown: !w.Returns || w.Spec.Errors == model.ErrorsUnknown}
				}
			}
			// A wrapper with a function of its own that this package
			// never calls (a constructor other packages call): its
			// function's rules are read on the tool as the wrapper builds
			// it, whatever its name.
			if len(built) > 0 || w.Fixed == nil {
				continue
			}
		}
		if t := functool.Build(p, c.call, spec, lazy); t != nil {
			tools = append(tools, t)
		}
	}
	tools = append(tools, structInfos(p, infos, lazy, exports)...)
	p.Export(Library, exports)
	return append(tools, toolInfos(p, fate, given)...)
}

// How a wrapper of another package builds its tools (RegistersFact.Via):
// viaFunc, from a function of its caller's, as InferTool does; viaInfo,
// a ToolInfo reflected from a type argument, as GoStruct2ToolInfo does.
const (
	viaFunc = "func"
	viaInfo = "info"
)

// wrapperFact returns the eino wrapper fact of fn, a function of another
// package, or nil.
func wrapperFact(p *adapter.Pass, fn *types.Func) *adapter.RegistersFact {
	foreign := p.Foreign(fn)
	if foreign == nil {
		return nil
	}
	var fact adapter.RegistersFact
	if !p.ImportObjectFact(foreign, &fact) || fact.Library != Library || fact.Tool >= 0 {
		return nil
	}
	return &fact
}
