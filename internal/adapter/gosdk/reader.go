package gosdk

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/analysis"

	"github.com/toolvet/toolvet/internal/adapter"
	"github.com/toolvet/toolvet/internal/fixtext"
	"github.com/toolvet/toolvet/internal/resolve"
)

// errorFateNote says what go-sdk's low-level AddTool does with a handler's
// Go error (measured: a JSON-RPC error with code 0).
const errorFateNote = "go-sdk sends a Go error returned by a handler registered with (*mcp.Server).AddTool as a JSON-RPC error (code 0), not as a tool result the model reads; return it as a tool result marked as error"

// reader is go-sdk's model.ArgReader. Typed handlers receive their
// arguments decoded; low-level ones decode req.Params.Arguments with
// json.Unmarshal.
type reader struct {
	adapter.DecodedArgs
	typed bool
}

// Bind recognises json.Unmarshal(req.Params.Arguments, &v).
func (reader) Bind(info *types.Info, call *ast.CallExpr) (ast.Expr, bool) {
	data, target, ok := adapter.JSONUnmarshal(info, call)
	if !ok {
		return nil, false
	}
	sel, ok := data.(*ast.SelectorExpr)
	if !ok || sel.Sel.Name != "Arguments" || !isNamed(info.TypeOf(sel.X), "CallToolParamsRaw") {
		return nil, false
	}
	return target, true
}

// Failure: a typed handler fails with a non-nil error (third result) or a
// result marked IsError; a low-level one with a non-nil error (second) or
// such a result.
func (r reader) Failure(info *types.Info, ret *ast.ReturnStmt) (string, bool) {
	n := 2
	if r.typed {
		n = 3
	}
	if len(ret.Results) != n {
		return "", false
	}
	if err := ast.Unparen(ret.Results[n-1]); !isNil(info, err) {
		return resolve.ErrorText(info, err), true
	}
	return "", isErrorResult(info, ret.Results[0])
}

// ErrorResult: &mcp.CallToolResult{IsError: true, …}.
func (reader) ErrorResult(info *types.Info, e ast.Expr) (string, bool) {
	return "", isErrorResult(info, e)
}

func isErrorResult(info *types.Info, e ast.Expr) bool {
	u, ok := ast.Unparen(e).(*ast.UnaryExpr)
	if !ok || u.Op != token.AND {
		return false
	}
	lit, ok := u.X.(*ast.CompositeLit)
	if !ok || !isNamed(info.TypeOf(lit), "CallToolResult") {
		return false
	}
	for _, elt := range lit.Elts {
		if kv, ok := elt.(*ast.KeyValueExpr); ok {
			if id, ok := kv.Key.(*ast.Ident); ok && id.Name == "IsError" {
				tv := info.Types[kv.Value]
				return tv.Value != nil && constant.BoolVal(tv.Value)
			}
		}
	}
	return false
}

// isNamed reports whether t is the go-sdk mcp type name, or a pointer to it.
func isNamed(t types.Type, name string) bool {
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		t = p.Elem()
	}
	// An alias of go-sdk's is its own name: CallToolRequest is
	// ServerRequest[*CallToolParamsRaw] since v1.0.
	for a, ok := t.(*types.Alias); ok; a, ok = t.(*types.Alias) {
		if resolve.IsObject(a.Obj(), mcpPath, name) {
			return true
		}
		t = a.Rhs()
	}
	if name == "CallToolRequest" {
		// Read from export data without its alias: the instance itself.
		if n, ok := t.(*types.Named); ok && resolve.IsObject(n.Obj(), mcpPath, "ServerRequest") && n.TypeArgs().Len() == 1 {
			return isNamed(n.TypeArgs().At(0), "CallToolParamsRaw")
		}
	}
	return resolve.IsNamed(t, mcpPath, name)
}

var isNil = resolve.IsNil

// results is go-sdk's model.ResultWriter for low-level handlers.
type results struct{ pass *adapter.Pass }

// ErrorMessage reads a *jsonrpc.Error's message, as for typed handlers.
func (r results) ErrorMessage(info *types.Info, err ast.Expr) (ast.Expr, bool) {
	return wireErrorMessage(r.pass, info, err)
}

func (results) GoError(info *types.Info, ret *ast.ReturnStmt) (ast.Expr, bool) {
	if len(ret.Results) != 2 || isNil(info, ast.Unparen(ret.Results[1])) {
		return nil, false
	}
	return ret.Results[1], true
}

// ErrorResult rewrites `return nil, err` to
// `return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: msg}}}, nil`.
func (results) ErrorResult(file *ast.File, ret *ast.ReturnStmt, msg ast.Expr) ([]analysis.TextEdit, bool) {
	if len(ret.Results) != 2 {
		return nil, false
	}
	if id, ok := ast.Unparen(ret.Results[0]).(*ast.Ident); !ok || id.Name != "nil" {
		return nil, false
	}
	name, ok := resolve.ImportName(file, mcpPath, "mcp")
	if !ok {
		return nil, false
	}
	ref := func(s string) ast.Expr {
		if name == "." {
			return ast.NewIdent(s)
		}
		return &ast.SelectorExpr{X: ast.NewIdent(name), Sel: ast.NewIdent(s)}
	}
	result := &ast.UnaryExpr{Op: token.AND, X: &ast.CompositeLit{
		Type: ref("CallToolResult"),
		Elts: []ast.Expr{
			&ast.KeyValueExpr{Key: ast.NewIdent("IsError"), Value: ast.NewIdent("true")},
			&ast.KeyValueExpr{Key: ast.NewIdent("Content"), Value: &ast.CompositeLit{
				Type: &ast.ArrayType{Elt: ref("Content")},
				Elts: []ast.Expr{&ast.UnaryExpr{Op: token.AND, X: &ast.CompositeLit{
					Type: ref("TextContent"),
					Elts: []ast.Expr{&ast.KeyValueExpr{Key: ast.NewIdent("Text"), Value: msg}},
				}}},
			}},
		},
	}}
	text, ok := fixtext.List([]ast.Expr{result, ast.NewIdent("nil")})
	if !ok {
		return nil, false
	}
	return []analysis.TextEdit{{Pos: ret.Results[0].Pos(), End: ret.Results[1].End(), NewText: []byte(text)}}, true
}

// returnsErrorResult reports whether b returns an error result and no Go
// error: `return &mcp.CallToolResult{IsError: true, ...}, out, nil` (typed)
// or `..., nil` (low-level), or a result variable b marks with
// res.SetError(err) or res.IsError = true. Middleware that does so where
// the handler's error is not nil converts it (adapter.Middlewares).
func returnsErrorResult(p *adapter.Pass, b *ast.BlockStmt) bool {
	info := p.TypesInfo
	marked := make(map[types.Object]bool)
	ast.Inspect(b, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.CallExpr: // res.SetError(err)
			if sel, ok := ast.Unparen(n.Fun).(*ast.SelectorExpr); ok && sel.Sel.Name == "SetError" && isNamed(info.TypeOf(sel.X), "CallToolResult") {
				if obj := resolve.Object(info, sel.X); obj != nil {
					marked[obj] = true
				}
			}
		case *ast.AssignStmt: // res.IsError = true
			for i, l := range n.Lhs {
				sel, ok := ast.Unparen(l).(*ast.SelectorExpr)
				if !ok || sel.Sel.Name != "IsError" || len(n.Rhs) != len(n.Lhs) || !isNamed(info.TypeOf(sel.X), "CallToolResult") {
					continue
				}
				if tv := info.Types[n.Rhs[i]]; tv.Value != nil && constant.BoolVal(tv.Value) {
					if obj := resolve.Object(info, sel.X); obj != nil {
						marked[obj] = true
					}
				}
			}
		}
		return true
	})
	found := false
	ast.Inspect(b, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			results := n.Results
			if len(results) == 0 {
				// A bare return, as its named results were assigned
				// (`res, err = toolError(err); return` reads as the call).
				results = p.Flow.Returned(n)
			}
			if len(results) == 1 {
				// return toolError(err): a helper of the package returning
				// the result and a nil error on every way out.
				found = helperErrorResults(p, results[0])
				return !found
			}
			held := p.Returned(n) // a result, or a nil error, held in a variable
			if len(held.Results) < 2 || !isNil(info, ast.Unparen(held.Results[len(held.Results)-1])) {
				return true
			}
			var res ast.Expr // as written, or as a bare return's named result was assigned
			if len(n.Results) > 0 {
				res = ast.Unparen(n.Results[0])
			} else if as := p.Flow.Returned(n); len(as) > 0 {
				res = ast.Unparen(as[0])
			}
			if obj := resolve.Object(info, res); obj == nil || !marked[obj] {
				res = ast.Unparen(held.Results[0])
			}
			if u, ok := res.(*ast.UnaryExpr); ok && u.Op == token.AND {
				if obj := resolve.Object(info, u.X); obj != nil && marked[obj] {
					found = true
				}
			}
			if obj := resolve.Object(info, res); obj != nil && marked[obj] || isErrorResult(info, res) || helperErrorResults(p, res) {
				found = true
			}
		}
		return !found
	})
	return found
}

// helperErrorResults reports whether e calls a function (of the package, or
// of another with its adapter.ErrorResultsFact) every way out of which
// returns an error result:
// `return toolError(err)`, or `return errorResult(msg), nil`.
func helperErrorResults(p *adapter.Pass, e ast.Expr) bool {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok {
		return false
	}
	return p.ErrorResults(resolve.Callee(p.TypesInfo, call), Library, func(e ast.Expr) bool { return isErrorResult(p.TypesInfo, e) })
}
