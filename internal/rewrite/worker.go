package rewrite

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/types/typeutil"
)

// Worker moves a handler's work, from its first check to its end, into a
// function of the package given the values the handler read before it, as
// servers that keep the protocol apart from the work do:
//
//	func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
//		acct := req.GetString("accountId", "")
//		amount := req.GetFloat("amount", 0)
//		return rwWork(ctx, acct, amount)
//	}
//
//	func rwWork(ctx context.Context, acct string, amount float64) (*mcp.CallToolResult, error) {
//		if !strings.HasPrefix(acct, "acct_") { … }
//		…
//	}
//
// It applies to a function of mcp-go's or go-sdk's handler results, not
// named, whose body reads something before its first if or switch
// statement, when every value the rest reads is a variable of the handler
// (the function's type, not its values, may come from a function around
// it only when nothing around it is read) and nothing before the check
// holds a function literal, which could see the rest change a variable.
var Worker = &Rewrite{
	Name: "worker",
	Doc:  "a handler's work from its first check on moved into a function of the package given the values read before it",
	Apply: func(p *Package) int {
		return p.eachFunc(func(f *ast.File, ft *ast.FuncType, body *ast.BlockStmt) bool {
			return p.worker(f, ft, body)
		})
	},
}

func (p *Package) worker(f *ast.File, ft *ast.FuncType, body *ast.BlockStmt) bool {
	if !handlerResults(p.Info, ft) || len(ft.Results.List[0].Names) > 0 {
		return false
	}
	if fd := enclosingFunc(f, body); fd != nil && (fd.Type.TypeParams != nil || fd.Recv != nil && hasTypeParams(p.Info, fd)) {
		return false // the worker would need the type parameters too
	}
	split := -1
	for i, s := range body.List {
		switch s.(type) {
		case *ast.IfStmt, *ast.SwitchStmt, *ast.TypeSwitchStmt:
		default:
			continue
		}
		split = i
		break
	}
	if split < 1 {
		return false // nothing read before the first check, or no check
	}
	prefix, rest := body.List[:split], body.List[split:]
	for _, s := range prefix {
		bad := false
		ast.Inspect(s, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.FuncLit, *ast.DeferStmt, *ast.GoStmt:
				bad = true
			case *ast.BranchStmt:
				bad = bad || n.Tok == token.GOTO
			case *ast.CallExpr:
				// A call of a function value or an interface method: a
				// middleware's or adapter's call of the handler it
				// wraps, whose reading is another rewrite's
				// (wraphandler).
				if tv, ok := p.Info.Types[n.Fun]; ok && tv.IsValue() && typeutil.StaticCallee(p.Info, n) == nil {
					id, _ := ast.Unparen(n.Fun).(*ast.Ident)
					if _, builtin := p.Info.Uses[id].(*types.Builtin); id == nil || !builtin {
						bad = true
					}
				}
			}
			return !bad
		})
		if bad {
			return false
		}
	}
	from := p.leadingComments(f, rest[0])
	if !p.startsLine(f, from) || p.directiveBetween(f, from, body.Rbrace) || p.overlaps(body) {
		return false
	}
	restStart, restEnd := rest[0].Pos(), rest[len(rest)-1].End()
	inRest := func(pos token.Pos) bool { return restStart <= pos && pos < restEnd }
	var (
		vars []*types.Var
		seen = make(map[*types.Var]bool)
		ok   = true
	)
	for _, s := range rest {
		ast.Inspect(s, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.BranchStmt:
				ok = ok && n.Tok != token.GOTO
			case *ast.Ident:
				obj := p.Info.Uses[n]
				if obj == nil || obj.Pkg() != nil && obj.Pkg() != p.Types || inRest(obj.Pos()) {
					return true // declared in the rest, or another package's
				}
				if _, pkg := obj.(*types.PkgName); pkg || obj.Parent() == types.Universe || obj.Parent() == p.Types.Scope() {
					return true
				}
				switch obj := obj.(type) {
				case *types.Var:
					if obj.IsField() {
						return true
					}
					if obj.Pos() < body.Lbrace && !(ft.Pos() <= obj.Pos()) {
						ok = false // a variable around the handler: the rest may write it
					}
					if !seen[obj] {
						seen[obj] = true
						vars = append(vars, obj)
					}
				case *types.Func:
					if obj.Signature().Recv() == nil {
						ok = false
					}
				default:
					ok = false // a type, constant or label of the function
				}
			}
			return ok
		})
	}
	if !ok {
		return false
	}
	names := make(map[string]bool)
	params := make([]string, len(vars))
	args := make([]string, len(vars))
	for i, v := range vars {
		typ := p.typeExpr(f, v.Type())
		if typ == "" || names[v.Name()] || v.Name() == "_" {
			return false
		}
		names[v.Name()] = true
		for _, s := range rest {
			if p.namesOther(s, v) {
				return false // a parameter named so would hide what the rest means
			}
		}
		params[i] = v.Name() + " " + typ
		args[i] = v.Name()
	}
	results := p.text(ft.Results) // (…), parentheses included
	src := p.Src[f][p.offset(from):p.offset(restEnd)]
	name := p.fresh("rwWork")
	if !p.replaceRange(from, restEnd, fmt.Sprintf("return %s(%s)", name, strings.Join(args, ", "))) {
		return false
	}
	p.declare(f, fmt.Sprintf("// %s does the handler's work with the values it read.\nfunc %s(%s) %s {\n%s\n}",
		name, name, strings.Join(params, ", "), results, src))
	return true
}

// handlerResults reports whether ft's results are an MCP tool handler's
// (resultsOfHandler).
func handlerResults(info *types.Info, ft *ast.FuncType) bool {
	if ft.Results == nil {
		return false
	}
	sig, ok := info.TypeOf(ft).(*types.Signature)
	return ok && resultsOfHandler(sig.Results())
}

// resultsOfHandler reports whether res are an MCP tool handler's results:
// (*mcp.CallToolResult, error) of mcp-go, or (*mcp.CallToolResult, Out,
// error) of go-sdk.
func resultsOfHandler(res *types.Tuple) bool {
	ts := make([]types.Type, res.Len())
	for i := range ts {
		ts[i] = res.At(i).Type()
	}
	if len(ts) < 2 || len(ts) > 3 || !isErrorType(ts[len(ts)-1]) {
		return false
	}
	ptr, ok := ts[0].(*types.Pointer)
	if !ok {
		return false
	}
	named, ok := ptr.Elem().(*types.Named)
	if !ok || named.Obj().Name() != "CallToolResult" || named.Obj().Pkg() == nil {
		return false
	}
	switch named.Obj().Pkg().Path() {
	case mcpgoMCP:
		return len(ts) == 2
	case gosdkMCP:
		return len(ts) == 3
	}
	return false
}
