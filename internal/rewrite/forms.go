package rewrite

import (
	"fmt"
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
)

// The rewrites of this file spell a condition another way that means the
// same for every value: the order of a comparison's operands, the test of
// a string's emptiness.

// Yoda puts the constant of a guard's comparison first, as some authors
// write every comparison: amount < 1 becomes 1 > amount, cur == "usd"
// becomes "usd" == cur. It rewrites the comparisons of if conditions and
// of the cases of a switch without a tag.
var Yoda = &Rewrite{
	Name: "yoda",
	Doc:  "a comparison's constant written first (\"usd\" == cur, 1 > amount)",
	Apply: func(p *Package) int {
		n := 0
		visit := func(e ast.Expr) {
			ast.Inspect(e, func(node ast.Node) bool {
				switch node := node.(type) {
				case *ast.FuncLit:
					return false
				case *ast.BinaryExpr:
					op, ok := flipped[node.Op]
					if !ok || p.constant(node.X) || !p.constant(node.Y) || p.overlaps(node) {
						return true
					}
					if p.replace(node, fmt.Sprintf("%s %s %s", p.text(node.Y), op, p.text(node.X))) {
						n++
					}
					return false
				}
				return true
			})
		}
		for _, f := range p.Files {
			ast.Inspect(f, func(node ast.Node) bool {
				switch node := node.(type) {
				case *ast.IfStmt:
					visit(node.Cond)
				case *ast.SwitchStmt:
					if node.Tag == nil {
						for _, s := range node.Body.List {
							for _, e := range s.(*ast.CaseClause).List {
								visit(e)
							}
						}
					}
				}
				return true
			})
		}
		return n
	},
}

// flipped gives each comparison the operator that means the same with its
// operands swapped.
var flipped = map[token.Token]token.Token{
	token.EQL: token.EQL,
	token.NEQ: token.NEQ,
	token.LSS: token.GTR,
	token.GTR: token.LSS,
	token.LEQ: token.GEQ,
	token.GEQ: token.LEQ,
}

// constant reports whether e is a constant expression.
func (p *Package) constant(e ast.Expr) bool {
	tv, ok := p.Info.Types[e]
	return ok && tv.Value != nil
}

// EmptyLen tests a string's emptiness the other way: x == "" becomes
// len(x) == 0, x != "" becomes len(x) != 0, and len(x) == 0, len(x) != 0
// and len(x) > 0 of a string become x == "", x != "" and x != "". It
// rewrites every such comparison in a function.
var EmptyLen = &Rewrite{
	Name: "emptylen",
	Doc:  "a string's emptiness tested with len(x) == 0 for x == \"\", and the other way",
	Apply: func(p *Package) int {
		n := 0
		for _, f := range p.Files {
			ast.Inspect(f, func(node ast.Node) bool {
				be, ok := node.(*ast.BinaryExpr)
				if !ok || p.overlaps(be) {
					return true
				}
				if text, ok := p.otherEmptiness(be); ok && p.replace(be, text) {
					n++
					return false
				}
				return true
			})
		}
		return n
	},
}

// otherEmptiness returns be's test of a string's emptiness spelled the
// other way (EmptyLen).
func (p *Package) otherEmptiness(be *ast.BinaryExpr) (string, bool) {
	if be.Op != token.EQL && be.Op != token.NEQ && be.Op != token.GTR {
		return "", false
	}
	x, y := be.X, be.Y
	if p.constant(x) && be.Op != token.GTR {
		x, y = y, x
	}
	if p.constant(x) || !p.constant(y) {
		return "", false
	}
	val := p.Info.Types[y].Value
	// x == "" and x != "".
	if be.Op != token.GTR && val.Kind() == constant.String && constant.StringVal(val) == "" && isString(p.Info.TypeOf(x)) {
		return fmt.Sprintf("len(%s) %s 0", p.text(x), be.Op), true
	}
	// len(x) == 0, len(x) != 0, len(x) > 0 of a string x.
	call, ok := ast.Unparen(x).(*ast.CallExpr)
	if !ok || len(call.Args) != 1 || val.Kind() != constant.Int || constant.Sign(val) != 0 {
		return "", false
	}
	id, ok := ast.Unparen(call.Fun).(*ast.Ident)
	if !ok {
		return "", false
	}
	if b, ok := p.Info.Uses[id].(*types.Builtin); !ok || b.Name() != "len" || !isString(p.Info.TypeOf(call.Args[0])) || p.constant(call.Args[0]) {
		return "", false
	}
	op := be.Op
	if op == token.GTR {
		if x != be.X { // 0 > len(x): never true, left alone
			return "", false
		}
		op = token.NEQ
	}
	return fmt.Sprintf(`%s %s ""`, p.text(call.Args[0]), op), true
}
