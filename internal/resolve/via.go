package resolve

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/types/typeutil"
)

// ExprVia is Expr, also returning the identifiers it followed (uses of
// variables assigned once). A value such as a schema may still be changed
// through one of them after it is assigned (s.Properties["x"].Pattern =
// …): a caller that must know checks the other uses of those variables.
func (x *Index) ExprVia(e ast.Expr) (ast.Expr, []*ast.Ident) {
	var via []*ast.Ident
	for range maxDepth {
		e = ast.Unparen(e)
		switch n := e.(type) {
		case *ast.Ident:
			v, ok := x.info.Uses[n].(*types.Var)
			if !ok {
				return e, via
			}
			val := x.Value(v)
			if val == nil {
				return e, via
			}
			via = append(via, n)
			e = val
		case *ast.CallExpr:
			fn, _ := typeutil.Callee(x.info, n).(*types.Func)
			ret := x.soleReturn(x.FuncDecl(fn))
			if ret == nil {
				return e, via
			}
			e = ret
		default:
			return e, via
		}
	}
	return e, via
}
