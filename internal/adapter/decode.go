package adapter

import (
	"go/ast"
	"go/token"
	"go/types"

	"github.com/toolvet/toolvet/internal/resolve"
)

// JSONUnmarshal recognises json.Unmarshal(data, &target), the way handlers
// that receive their arguments as raw JSON decode them: an ArgReader's
// Bind checks that data is the call's arguments, in its library's shape.
func JSONUnmarshal(info *types.Info, call *ast.CallExpr) (data, target ast.Expr, ok bool) {
	if !resolve.IsCallTo(info, call, "encoding/json", "Unmarshal") || len(call.Args) != 2 {
		return nil, nil, false
	}
	u, ok := ast.Unparen(call.Args[1]).(*ast.UnaryExpr)
	if !ok || u.Op != token.AND {
		return nil, nil, false
	}
	return ast.Unparen(call.Args[0]), u.X, true
}
