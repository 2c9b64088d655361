package resolve

import "go/ast"

// A GuardedBody is a block that runs only when its condition holds.
type GuardedBody struct {
	Cond ast.Expr
	Body *ast.BlockStmt
}

// Guarded returns the bodies n runs under a condition of their own: an
// if statement's, or each one-condition case of a tagless switch (the
// same guard written as a case).
func Guarded(n ast.Node) []GuardedBody {
	switch n := n.(type) {
	case *ast.IfStmt:
		return []GuardedBody{{n.Cond, n.Body}}
	case *ast.SwitchStmt:
		if n.Tag != nil {
			return nil
		}
		var out []GuardedBody
		for _, c := range n.Body.List {
			if cc := c.(*ast.CaseClause); len(cc.List) == 1 {
				out = append(out, GuardedBody{cc.List[0], &ast.BlockStmt{Lbrace: cc.Colon, List: cc.Body, Rbrace: cc.End()}})
			}
		}
		return out
	}
	return nil
}
