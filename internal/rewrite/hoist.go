package rewrite

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
)

// ToolVar moves every tool definition a function builds out of nothing
// but constants, types and functions into a package-level variable, as
// servers declaring their tools at the top of a file do:
//
//	s.AddTool(mcp.NewTool("transfer", …), handle)
//
// becomes
//
//	var rwTool = mcp.NewTool("transfer", …)
//
//	s.AddTool(rwTool, handle)
//
// for mcp-go's mcp.Tool built by a function of its mcp package, and
// go-sdk's *mcp.Tool written as &mcp.Tool{…}. A definition reading a
// variable stays where it is: at package initialisation the variable may
// not hold yet what the function sees.
var ToolVar = &Rewrite{
	Name: "toolvar",
	Doc:  "tool definitions hoisted into package-level variables",
	Apply: func(p *Package) int {
		n := 0
		for _, f := range p.Files {
			for _, d := range f.Decls {
				fd, ok := d.(*ast.FuncDecl)
				if !ok || fd.Body == nil {
					continue
				}
				ast.Inspect(fd.Body, func(node ast.Node) bool {
					e, ok := node.(ast.Expr)
					if !ok || !p.toolDefinition(e) || !p.fromConstants(e) || p.overlaps(e) {
						return true
					}
					name := p.fresh("rwTool")
					if p.replace(e, name) {
						p.declare(f, fmt.Sprintf("var %s = %s", name, p.text(e)))
						n++
					}
					return false
				})
			}
		}
		return n
	},
}

// toolDefinition reports whether e builds a library's tool: a call of a
// function of mcp-go's mcp package returning its Tool, or go-sdk's
// &mcp.Tool{…}.
func (p *Package) toolDefinition(e ast.Expr) bool {
	switch e := e.(type) {
	case *ast.CallExpr:
		fn := p.calleeOf(e)
		if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != mcpgoMCP || fn.Signature().Recv() != nil {
			return false
		}
		return isNamedType(p.Info.TypeOf(e), mcpgoMCP, "Tool")
	case *ast.UnaryExpr:
		if _, lit := ast.Unparen(e.X).(*ast.CompositeLit); !lit || e.Op != token.AND {
			return false
		}
		return isNamedType(derefType(p.Info.TypeOf(e)), gosdkMCP, "Tool")
	}
	return false
}

func isNamedType(t types.Type, pkgPath, name string) bool {
	n, ok := types.Unalias(t).(*types.Named)
	return ok && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == pkgPath && n.Obj().Name() == name
}

// fromConstants reports whether e reads no variable (only constants,
// types, functions, and fields and methods of what it builds) and holds
// no function literal: its value is the same wherever and whenever it is
// computed.
func (p *Package) fromConstants(e ast.Expr) bool {
	ok := true
	ast.Inspect(e, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			ok = false
		case *ast.Ident:
			switch obj := p.Info.Uses[n].(type) {
			case *types.Var:
				if !obj.IsField() {
					ok = false
				}
			case *types.Const, *types.TypeName, *types.Func, *types.Builtin, *types.Nil, *types.PkgName, nil:
			default:
				ok = false
			}
			if obj := p.Info.Uses[n]; obj != nil && obj.Pkg() == p.Types && obj.Parent() != nil && obj.Parent() != p.Types.Scope() {
				if _, imported := obj.(*types.PkgName); !imported {
					ok = false // a local constant or type
				}
			}
		}
		return ok
	})
	return ok
}
