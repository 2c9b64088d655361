package adapter

import (
	"go/ast"
	"go/types"

	"github.com/toolvet/toolvet/internal/model"
)

// UnfollowedHandler records on t that its handler, the expression e, is no
// function toolvet can follow, saying what e is: where the value comes
// from is what a reader needs to see why the link breaks ("a map lookup",
// "the field Handler of a value") and what to change.
func UnfollowedHandler(info *types.Info, t *model.Tool, e ast.Expr) {
	if e == nil {
		t.Unlink(t.Pos, "the handler is not a function toolvet can follow")
		return
	}
	t.Unlink(e.Pos(), "the handler "+handlerSource(info, e)+"; toolvet follows a function, a method value or a closure to its body")
}

// handlerSource says where the value of e comes from, for a handler toolvet
// cannot follow.
func handlerSource(info *types.Info, e ast.Expr) string {
	text := "`" + types.ExprString(e) + "`"
	switch e := ast.Unparen(e).(type) {
	case *ast.IndexExpr:
		if tv, ok := info.Types[e.X]; ok {
			switch tv.Type.Underlying().(type) {
			case *types.Map:
				return text + " is a map lookup"
			case *types.Signature:
				return text + " is an instance of a generic function"
			}
		}
		return text + " is an element of a list"
	case *ast.SelectorExpr:
		if sel := info.Selections[e]; sel != nil && sel.Kind() == types.FieldVal {
			return text + " is the field " + e.Sel.Name + " of a value whose field toolvet cannot follow to where it is set"
		}
	case *ast.CallExpr:
		return text + " is the result of a call whose returned function toolvet cannot follow"
	case *ast.TypeAssertExpr:
		return text + " is a type assertion"
	case *ast.Ident:
		if v, ok := info.Uses[e].(*types.Var); ok {
			if v.Kind() == types.ParamVar {
				return text + " is a parameter, given by callers toolvet does not follow"
			}
			return text + " is a variable whose value toolvet cannot follow"
		}
	}
	return text + " is not a function toolvet can follow"
}
