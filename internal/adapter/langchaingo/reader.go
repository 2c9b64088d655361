package langchaingo

import (
	"go/ast"
	"go/types"

	"github.com/toolvet/toolvet/internal/adapter"
	"github.com/toolvet/toolvet/internal/resolve"
)

// reader: Call receives the input whole (its checks are on the input
// parameter itself, see Handler.Inputs) or decodes it as JSON, and fails by
// returning a non-nil error.
type reader struct{ adapter.DecodedArgs }

// Bind recognises json.Unmarshal([]byte(input), &v), input being Call's
// string parameter.
func (reader) Bind(info *types.Info, call *ast.CallExpr) (ast.Expr, bool) {
	data, target, ok := adapter.JSONUnmarshal(info, call)
	if !ok {
		return nil, false
	}
	conv, ok := data.(*ast.CallExpr)
	if !ok || len(conv.Args) != 1 || !info.Types[conv.Fun].IsType() {
		return nil, false
	}
	if v, ok := resolve.Object(info, conv.Args[0]).(*types.Var); !ok || v.Parent() == nil || !isStringParam(v) {
		return nil, false
	}
	return target, true
}

// isStringParam reports whether v is a string parameter (of Call: Bind is
// asked only inside handlers).
func isStringParam(v *types.Var) bool {
	b, ok := v.Type().Underlying().(*types.Basic)
	return ok && b.Kind() == types.String && !v.IsField() && v.Kind() == types.ParamVar
}

// Failure: `return out, err` with err not nil.
func (reader) Failure(info *types.Info, ret *ast.ReturnStmt) (string, bool) {
	if len(ret.Results) != 2 {
		return "", false
	}
	if tv, ok := info.Types[ret.Results[1]]; !ok || tv.IsNil() {
		return "", false
	}
	return resolve.ErrorText(info, ret.Results[1]), true
}
