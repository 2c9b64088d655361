package adapter

import (
	"go/ast"
	"go/token"
	"go/types"
)

// DescribedBy reads the description a builder fn passes on to the builder
// it calls, e: its parameter (param), a constant (param -1), or a constant
// followed by its parameter ("Read-only. "+desc); prefix is the constant
// text before the parameter. constString reads a constant.
func DescribedBy(p *Pass, fn *types.Func, e ast.Expr, constString func(ast.Expr) (string, bool)) (prefix string, param int, ok bool) {
	e = p.Index.Shallow(e, nil)
	if s, ok := constString(e); ok {
		return s, -1, true
	}
	if par, ok := p.Index.ParamOf(e); ok && par.Func == fn {
		return "", par.Index, true
	}
	if be, ok := e.(*ast.BinaryExpr); ok && be.Op == token.ADD {
		if s, ok := constString(be.X); ok {
			rest, par, ok := DescribedBy(p, fn, be.Y, constString)
			return s + rest, par, ok && par >= 0
		}
	}
	return "", -1, false
}
