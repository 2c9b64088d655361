package mcpgo

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/analysis"

	"github.com/toolvet/toolvet/internal/fixtext"
	"github.com/toolvet/toolvet/internal/resolve"
)

// errorFateNote says what mcp-go does with a handler's Go error (measured:
// the server answers with JSON-RPC error -32603, which clients surface as a
// failed request, never as tool output).
const errorFateNote = "mcp-go sends a Go error returned by a handler as a JSON-RPC error (-32603), not as a tool result the model reads; return it as a tool result marked as error"

// results is mcp-go's model.ResultWriter.
type results struct{}

func (results) GoError(info *types.Info, ret *ast.ReturnStmt) (ast.Expr, bool) {
	if len(ret.Results) != 2 {
		return nil, false
	}
	err := ret.Results[1]
	if isNil(info, ast.Unparen(err)) {
		return nil, false
	}
	return err, true
}

// ErrorResult rewrites `return nil, err` to `return mcp.NewToolResultError(msg), nil`.
func (results) ErrorResult(file *ast.File, ret *ast.ReturnStmt, msg ast.Expr) ([]analysis.TextEdit, bool) {
	if len(ret.Results) != 2 {
		return nil, false
	}
	if id, ok := ast.Unparen(ret.Results[0]).(*ast.Ident); !ok || id.Name != "nil" {
		return nil, false // a result is returned too: rewriting it is not ours
	}
	name, ok := resolve.ImportName(file, mcpPath, "mcp")
	if !ok {
		return nil, false
	}
	var fun ast.Expr = ast.NewIdent("NewToolResultError")
	if name != "." {
		fun = &ast.SelectorExpr{X: ast.NewIdent(name), Sel: ast.NewIdent("NewToolResultError")}
	}
	text, ok := fixtext.List([]ast.Expr{&ast.CallExpr{Fun: fun, Args: []ast.Expr{msg}}, ast.NewIdent("nil")})
	if !ok {
		return nil, false
	}
	return []analysis.TextEdit{{Pos: ret.Results[0].Pos(), End: ret.Results[1].End(), NewText: []byte(text)}}, true
}
