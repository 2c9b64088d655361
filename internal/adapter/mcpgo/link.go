package mcpgo

import (
	"go/ast"
	"go/types"
	"slices"

	"github.com/toolvet/toolvet/internal/adapter"
	"github.com/toolvet/toolvet/internal/model"
	"github.com/toolvet/toolvet/internal/resolve"
)

// pairUnregistered offers the tools the package defines for another
// package to register (a function returns them, no registration here
// links them) to the handlers of the project's own shape its functions
// return (adapter.HandlerAdapters.Pair).
func (f *finder) pairUnregistered() {
	var unregistered []*model.Tool
	adapter.EachReturned(f.Pass, func(fn *types.Func, ret ast.Expr) {
		t := f.definedBy(ret)
		if t == nil || f.registered[t] || len(t.Handlers) > 0 {
			return
		}
		// A method's tool: the handler its type gives beside it.
		if h := adapter.TypeHandler(f.Pass, fn, returnsTool, isHandlerSignature); h != nil {
			if handler := f.handler(h, nil); handler != nil {
				// Its registration, out of sight, may wrap it in a
				// middleware: what becomes of its Go errors is not known.
				handler.Errors = model.ErrorsUnknown
				t.Handlers = append(t.Handlers, handler)
				return
			}
		}
		if !slices.Contains(unregistered, t) {
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
	for fn := range adapter.FuncsWithBody(f.Pass.Pass) {
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
		decl := f.Index.FuncDecl(fn)
		if ti < 0 || hi < 0 || decl == nil {
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

// returnsTool reports whether a function returns an mcp.Tool and nothing
// else.
func returnsTool(sig *types.Signature) bool {
	return sig.Results().Len() == 1 && resolve.IsNamedOrPointer(sig.Results().At(0).Type(), mcpPath, "Tool")
}
