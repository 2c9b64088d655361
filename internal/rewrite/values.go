package rewrite

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
)

// HandlerVar moves every handler func literal passed to a library that
// captures nothing into a package-level variable, registered by name:
//
//	var rwHandle = func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {…}
//
//	s.AddTool(tool, rwHandle)
var HandlerVar = &Rewrite{
	Name: "handlervar",
	Doc:  "the handler a func literal held in a package-level variable",
	Apply: func(p *Package) int {
		return p.eachPassedLit(func(f *ast.File, _ *ast.CallExpr, lit *ast.FuncLit) bool {
			sig, ok := p.Info.TypeOf(lit).(*types.Signature)
			if !ok || !firstIsContext(sig) || p.overlaps(lit) {
				return false
			}
			if fd := enclosingFunc(f, lit); fd != nil && (fd.Type.TypeParams != nil || fd.Recv != nil && hasTypeParams(p.Info, fd)) {
				return false
			}
			if vars, ok := captured(p.Info, lit); !ok || len(vars) > 0 || p.usesLocals(lit) {
				return false
			}
			name := p.fresh("rwHandle")
			if !p.replace(lit, name) {
				return false
			}
			p.declare(f, fmt.Sprintf("var %s = %s", name, p.text(lit)))
			return true
		})
	},
}

// CopyVar has every guard read a copy of the variable it checks, made
// just before it, as handlers that rename a value on the way do:
//
//	if !strings.HasPrefix(acct, "acct_") { return … }
//
// becomes
//
//	rwCopy := acct
//	if !strings.HasPrefix(rwCopy, "acct_") { return … }
//
// for every if statement without an init whose condition reads one local
// variable, not a pointer, which the statement does not write.
var CopyVar = &Rewrite{
	Name: "copyvar",
	Doc:  "a guard checks a copy of the variable, made just before it",
	Apply: func(p *Package) int {
		n := 0
		p.eachList(func(f *ast.File, list []ast.Stmt) {
			for _, s := range list {
				is, ok := s.(*ast.IfStmt)
				if !ok || is.Init != nil || p.overlaps(is) {
					continue
				}
				x := p.onlyVariable(is.Cond)
				if x == nil || p.writes(is, x) {
					continue
				}
				if _, ptr := x.Type().Underlying().(*types.Pointer); ptr {
					continue // a copy of a pointer is an alias: what one writes, the other reads
				}
				uses := p.usesOf(is, x)
				name := p.fresh("rwCopy")
				at := p.leadingComments(f, is)
				ok = p.replaceRange(at, at, fmt.Sprintf("%s := %s\n", name, x.Name()))
				for _, id := range uses {
					ok = ok && p.replace(id, name)
				}
				if ok {
					n++
				}
			}
		})
		return n
	},
}

// usesOf returns the identifiers of n that use v.
func (p *Package) usesOf(n ast.Node, v *types.Var) []*ast.Ident {
	var ids []*ast.Ident
	ast.Inspect(n, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok && p.Info.Uses[id] == v {
			ids = append(ids, id)
		}
		return true
	})
	return ids
}

// writes reports whether n assigns v or a part of it, takes its (or a
// part's) address, increments it, calls a method on it (which may take
// its address) or declares a variable of its name (which a copy's uses
// would then mean).
func (p *Package) writes(n ast.Node, v *types.Var) bool {
	found := false
	// is reports whether e is v or a part of it (v.f, v[i], *v).
	is := func(e ast.Expr) bool {
		for {
			switch x := ast.Unparen(e).(type) {
			case *ast.Ident:
				return p.Info.Uses[x] == v
			case *ast.SelectorExpr:
				e = x.X
			case *ast.IndexExpr:
				e = x.X
			case *ast.StarExpr:
				e = x.X
			default:
				return false
			}
		}
	}
	ast.Inspect(n, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.AssignStmt:
			for _, l := range n.Lhs {
				if is(l) {
					found = true
				}
				if id, ok := l.(*ast.Ident); ok && n.Tok == token.DEFINE && id.Name == v.Name() {
					found = true
				}
			}
		case *ast.UnaryExpr:
			if n.Op == token.AND && is(n.X) {
				found = true
			}
		case *ast.IncDecStmt:
			if is(n.X) {
				found = true
			}
		case *ast.CallExpr:
			if sel, ok := ast.Unparen(n.Fun).(*ast.SelectorExpr); ok && is(sel.X) {
				if s := p.Info.Selections[sel]; s != nil && s.Kind() == types.MethodVal {
					found = true
				}
			}
		case *ast.RangeStmt:
			if n.Key != nil && is(n.Key) || n.Value != nil && is(n.Value) {
				found = true
			}
		}
		return !found
	})
	return found
}

// ResultLiteral writes every mcp.NewToolResultError(msg) of mcp-go as the
// result it builds, as handlers that build their results themselves do:
//
//	&mcp.CallToolResult{Content: []mcp.Content{mcp.TextContent{Type: "text", Text: msg}}, IsError: true}
var ResultLiteral = &Rewrite{
	Name: "resultliteral",
	Doc:  "failures written as the mcp.CallToolResult literal NewToolResultError builds",
	Apply: func(p *Package) int {
		n := 0
		for _, f := range p.Files {
			ast.Inspect(f, func(node ast.Node) bool {
				call, ok := node.(*ast.CallExpr)
				if !ok || len(call.Args) != 1 || call.Ellipsis.IsValid() || !isFuncOf(p.calleeOf(call), mcpgoMCP, "NewToolResultError") || p.overlaps(call) {
					return true
				}
				mcp := p.importName(f, mcpgoMCP)
				if mcp == "" {
					return true
				}
				if p.replace(call, fmt.Sprintf(`&%s.CallToolResult{Content: []%s.Content{%s.TextContent{Type: "text", Text: %s}}, IsError: true}`,
					mcp, mcp, mcp, p.text(call.Args[0]))) {
					n++
				}
				return true
			})
		}
		return n
	},
}
