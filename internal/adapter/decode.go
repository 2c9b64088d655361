package adapter

import (
	"go/ast"
	"go/token"
	"go/types"

	"github.com/toolvet/toolvet/internal/model"
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

// DecodedArgs is embedded by the model.ArgReader of a library whose
// handlers neither read arguments one by one through calls nor get a raw
// argument map: they receive them decoded (a typed handler's struct) or
// decode them themselves (Bind).
type DecodedArgs struct{}

func (DecodedArgs) ReadArg(*types.Info, *ast.CallExpr) (model.ArgRead, bool) {
	return model.ArgRead{}, false
}

func (DecodedArgs) ArgMap(*types.Info, ast.Expr) bool { return false }
