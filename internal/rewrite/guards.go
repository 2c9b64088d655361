package rewrite

import (
	"fmt"
	"go/ast"
	"go/token"
)

// CondVar names a guard's condition before testing it:
//
//	if amount < 1 || amount > 5000 { return … }
//
// becomes
//
//	rwBad := amount < 1 || amount > 5000
//	if rwBad { return … }
//
// for every if statement without an init or else whose body ends in a
// return, in a statement list.
var CondVar = &Rewrite{
	Name: "condvar",
	Doc:  "a guard's condition held in a local variable first",
	Apply: func(p *Package) int {
		n := 0
		for _, f := range p.Files {
			ast.Inspect(f, func(node ast.Node) bool {
				var list []ast.Stmt
				switch b := node.(type) {
				case *ast.BlockStmt:
					list = b.List
				case *ast.CaseClause:
					list = b.Body
				case *ast.CommClause:
					list = b.Body
				default:
					return true
				}
				for _, s := range list {
					is, ok := s.(*ast.IfStmt)
					if !ok || is.Init != nil || is.Else != nil || len(is.Body.List) == 0 {
						continue
					}
					if _, ret := is.Body.List[len(is.Body.List)-1].(*ast.ReturnStmt); !ret {
						continue
					}
					if _, ident := is.Cond.(*ast.Ident); ident || p.overlaps(is.Cond) {
						continue
					}
					name := p.fresh("rwBad")
					if p.replaceRange(is.Pos(), is.Cond.End(), fmt.Sprintf("%s := %s\nif %s", name, p.text(is.Cond), name)) {
						n++
					}
				}
				return true
			})
		}
		return n
	},
}

// NamedConsts gives every number and string literal of a guard's condition
// and of a switch's cases a package-level constant of its own (untyped, so
// every comparison means what it meant): amount > 5000 becomes amount >
// rwLimit.
var NamedConsts = &Rewrite{
	Name: "namedconsts",
	Doc:  "limits and allowed values named as package-level constants",
	Apply: func(p *Package) int {
		n := 0
		for _, f := range p.Files {
			visit := func(e ast.Node) {
				ast.Inspect(e, func(node ast.Node) bool {
					switch node := node.(type) {
					case *ast.FuncLit, *ast.CompositeLit:
						return false
					case *ast.BasicLit:
						if node.Kind != token.INT && node.Kind != token.FLOAT && node.Kind != token.STRING {
							return false
						}
						if p.overlaps(node) {
							return false
						}
						name := p.fresh("rwConst")
						if p.replace(node, name) {
							p.declare(f, fmt.Sprintf("const %s = %s", name, node.Value))
							n++
						}
					}
					return true
				})
			}
			ast.Inspect(f, func(node ast.Node) bool {
				switch node := node.(type) {
				case *ast.IfStmt:
					visit(node.Cond)
				case *ast.CaseClause:
					for _, e := range node.List {
						visit(e)
					}
				}
				return true
			})
		}
		return n
	},
}
