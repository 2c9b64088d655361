package gosdk

import (
	"go/ast"
	"go/types"
	"strings"

	"github.com/toolvet/toolvet/internal/resolve"
)

// converterHandlers adds to the pass's wrapper handlers the low-level
// handler each converter of the package builds: a function of the package
// returning an *mcp.Tool and an mcp.ToolHandler, the handler a function
// literal of its own, which no registration of the package links to a tool.
// A program that keeps its tools in a type of its own converts each into
// the SDK's pair when the server starts, and hands the pairs to
// (*mcp.Server).AddTool through code toolvet does not follow (a generic
// helper given the method as a value):
//
//	func toSDK(t api.ServerTool) (*mcp.Tool, mcp.ToolHandler, error) {
//		handler := func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
//			args, err := decode(req)
//			if err != nil {
//				return nil, err // a JSON-RPC error: the model never reads it
//			}
//			…
//
// Whatever the closure does before the program's own handler runs, it does
// for every tool converted. Its Go errors are JSON-RPC errors as for any
// low-level handler, when the package registers low-level handlers itself
// and wraps none in a middleware that turns errors into results; otherwise
// the converter's pairs may be wrapped on their way, and its errors are not
// judged.
func (f *finder) converterHandlers() {
	// The SDK's own conversion of a typed handler (toolForErr) is the
	// typed registration's business, read as such.
	if strings.HasPrefix(f.Pkg.Path(), sdkModule+"/") || !f.registersRaw() {
		return
	}
	linked := make(map[ast.Node]bool)
	for _, t := range f.tools {
		for _, h := range t.Handlers {
			linked[h.Func] = true
		}
	}
	var decls []*ast.FuncDecl
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
			if w := f.mw.Summary(fn); w != nil && w.Converts {
				return // a middleware of the package turns errors into results
			}
			decls = append(decls, decl)
		}
	}
	for _, decl := range decls {
		if lit := f.convertedHandler(f.TypesInfo.Defs[decl.Name].(*types.Func), decl); lit != nil && !linked[lit] {
			linked[lit] = true
			f.WrapperHandlers = append(f.WrapperHandlers, rawHandler(f.Pass, lit))
		}
	}
}

// registersRaw reports whether the package refers to (*mcp.Server).AddTool,
// called or as a method value.
func (f *finder) registersRaw() bool {
	for _, obj := range f.TypesInfo.Uses {
		if fn, ok := obj.(*types.Func); ok && fn.Name() == "AddTool" && fn.Signature().Recv() != nil && resolve.InPackage(fn, mcpPath) {
			return true
		}
	}
	return false
}

// convertedHandler returns the function literal of decl that fn, a
// converter, returns as its mcp.ToolHandler beside the *mcp.Tool it
// returns, on every way out that does not fail; nil for any other
// function.
func (f *finder) convertedHandler(fn *types.Func, decl *ast.FuncDecl) *ast.FuncLit {
	res := fn.Signature().Results()
	toolAt, handlerAt := -1, -1
	for i := range res.Len() {
		switch t := res.At(i).Type(); {
		case isNamed(t, "Tool"):
			toolAt = i
		case resolve.IsNamed(t, mcpPath, "ToolHandler"):
			handlerAt = i
		}
	}
	if toolAt < 0 || handlerAt < 0 {
		return nil
	}
	errAt := -1
	if n := res.Len(); resolve.IsError(res.At(n - 1).Type()) {
		errAt = n - 1
	}
	var lit *ast.FuncLit
	ok := true
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false // its returns are its own
		case *ast.ReturnStmt:
			if len(n.Results) != res.Len() {
				ok = false
				return false
			}
			if errAt >= 0 && !resolve.IsNil(f.TypesInfo, n.Results[errAt]) {
				return false // a failure: no handler
			}
			l, isLit := f.Index.Expr(n.Results[handlerAt]).(*ast.FuncLit)
			if !isLit || lit != nil && l != lit || !within(l, decl) {
				ok = false
				return false
			}
			lit = l
		}
		return true
	})
	if !ok || lit == nil {
		return nil
	}
	if sig, isSig := f.TypesInfo.TypeOf(lit).(*types.Signature); !isSig || !isRawHandler(sig) {
		return nil
	}
	return lit
}

// within reports whether n is written inside decl.
func within(n ast.Node, decl *ast.FuncDecl) bool {
	return decl.Pos() <= n.Pos() && n.End() <= decl.End()
}
