package mcpgo

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/toolvet/toolvet/internal/resolve"
)

// returnsGoError reports whether some return of body (outside func
// literals) passes a non-nil error.
func (f *finder) returnsGoError(body *ast.BlockStmt) bool {
	found := false
	inspectOutsideLits(body, func(n ast.Node) {
		if ret, ok := n.(*ast.ReturnStmt); ok && len(ret.Results) == 2 && !isNil(f.TypesInfo, ast.Unparen(ret.Results[1])) {
			found = true
		}
	})
	return found
}

// conversion reads what the closure does with the error of handlerCall:
// the first `if err != nil` on a value derived from the call. converts:
// every return there is an error result with a nil error, except in an
// `if errors.As(err, &target)` block that returns a Go error, whose
// target's type escapes. known is false when the block does both, or
// neither, or there is no such block.
func (f *finder) conversion(closure *ast.FuncLit, handlerCall *ast.CallExpr) (converts bool, escapes string, unknown bool) {
	derived := taint(f.TypesInfo, closure.Body, handlerCall, handlerCall.End())
	// The block run under err != nil: an if's body, a case's, or the
	// failure after `if err == nil { return … }`.
	var check *resolve.GuardedBody
	var errVar types.Object
	for _, g := range resolve.GuardedIn(closure.Body, false) {
		if g.Body.Pos() < handlerCall.End() {
			continue
		}
		cond, ok := f.Cond(g.Cond).(*ast.BinaryExpr)
		if !ok || cond.Op != token.NEQ || !isNil(f.TypesInfo, ast.Unparen(cond.Y)) {
			continue
		}
		if v := resolve.Object(f.TypesInfo, cond.X); v != nil && derived.vars[v] && resolve.IsError(v.Type()) {
			check, errVar = &g, v
			break
		}
	}
	if check == nil {
		return false, "", true
	}
	result, goError := false, false
	var escapeBlocks []*ast.BlockStmt
	inspectOutsideLits(check.Body, func(n ast.Node) {
		s, ok := n.(*ast.IfStmt)
		if !ok {
			return
		}
		call, ok := f.Cond(s.Cond).(*ast.CallExpr)
		if !ok || len(call.Args) != 2 || resolve.Object(f.TypesInfo, call.Args[0]) != errVar {
			return
		}
		u, ok := ast.Unparen(call.Args[1]).(*ast.UnaryExpr)
		if !resolve.IsCallTo(f.TypesInfo, call, "errors", "As") || !ok || u.Op != token.AND {
			return
		}
		target := f.TypesInfo.TypeOf(u.X)
		if target == nil || s.Else != nil || !f.returnsGoError(s.Body) {
			return // a block that converts this type too is read like the rest
		}
		escapes = types.TypeString(target, nil)
		escapeBlocks = append(escapeBlocks, s.Body)
	})
	inEscape := func(n ast.Node) bool {
		for _, b := range escapeBlocks {
			if b.Pos() <= n.Pos() && n.End() <= b.End() {
				return true
			}
		}
		return false
	}
	inspectOutsideLits(check.Body, func(n ast.Node) {
		ret, ok := n.(*ast.ReturnStmt)
		if !ok || inEscape(ret) {
			return
		}
		if len(ret.Results) != 2 {
			goError = true // not read: counts against a conversion
			return
		}
		switch {
		case !isNil(f.TypesInfo, ast.Unparen(ret.Results[1])):
			goError = true
		case isErrorResult(f.TypesInfo, ret.Results[0]):
			result = true
		default:
			goError = true
		}
	})
	if len(escapeBlocks) != 1 {
		escapes = ""
	}
	switch {
	case result && !goError:
		return true, escapes, false
	case goError && !result:
		return false, "", false
	}
	return false, "", true
}

// isErrorResult reports whether e is an error result:
// mcp.NewToolResultError*(…) or &mcp.CallToolResult{…, IsError: true}.
func isErrorResult(info *types.Info, e ast.Expr) bool {
	switch e := ast.Unparen(e).(type) {
	case *ast.CallExpr:
		fn := callee(info, e)
		return fn != nil && strings.HasPrefix(fn.Name(), "NewToolResultError")
	case *ast.UnaryExpr:
		lit, ok := e.X.(*ast.CompositeLit)
		if e.Op != token.AND || !ok || !resolve.IsNamedOrPointer(info.TypeOf(lit), mcpPath, "CallToolResult") {
			return false
		}
		for _, elt := range lit.Elts {
			if kv, ok := elt.(*ast.KeyValueExpr); ok {
				if id, ok := kv.Key.(*ast.Ident); ok && id.Name == "IsError" {
					tv := info.Types[kv.Value]
					return tv.Value != nil && tv.Value.Kind() == constant.Bool && constant.BoolVal(tv.Value)
				}
			}
		}
	}
	return false
}

// derivedVars are the variables whose value derives from one expression.
type derivedVars struct {
	info *types.Info
	seed ast.Node
	vars map[types.Object]bool
}

// in reports whether e holds the expression or mentions one of the
// variables.
func (d derivedVars) in(e ast.Node) bool {
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		if n == d.seed {
			found = true
		}
		if id, ok := n.(*ast.Ident); ok && d.vars[d.info.Uses[id]] {
			found = true
		}
		return !found
	})
	return found
}

// taint returns the variables of body (outside nested functions) assigned,
// at or after from, a value that mentions seed or another such variable:
// flow-insensitive beyond that, which suffices for the straight-line code
// converters are.
func taint(info *types.Info, body *ast.BlockStmt, seed ast.Node, from token.Pos) derivedVars {
	d := derivedVars{info: info, seed: seed, vars: make(map[types.Object]bool)}
	mentions := d.in
	mark := func(lhs ast.Expr) bool {
		for {
			switch e := ast.Unparen(lhs).(type) {
			case *ast.IndexExpr:
				lhs = e.X
				continue
			case *ast.SelectorExpr:
				lhs = e.X
				continue
			case *ast.StarExpr:
				lhs = e.X
				continue
			}
			break
		}
		obj := resolve.Object(info, lhs)
		if obj == nil || d.vars[obj] {
			return false
		}
		d.vars[obj] = true
		return true
	}
	for changed := true; changed; {
		changed = false
		inspectOutsideLits(body, func(n ast.Node) {
			if n.End() < from {
				return
			}
			switch n := n.(type) {
			case *ast.AssignStmt:
				for i, l := range n.Lhs {
					r := n.Rhs[0]
					if len(n.Rhs) == len(n.Lhs) {
						r = n.Rhs[i]
					}
					if mentions(r) && mark(l) {
						changed = true
					}
				}
			case *ast.ValueSpec:
				for i, id := range n.Names {
					if i < len(n.Values) && mentions(n.Values[i]) || len(n.Values) == 1 && mentions(n.Values[0]) {
						if mark(id) {
							changed = true
						}
					}
				}
			case *ast.RangeStmt:
				if mentions(n.X) {
					for _, l := range []ast.Expr{n.Key, n.Value} {
						if l != nil && mark(l) {
							changed = true
						}
					}
				}
			}
		})
	}
	return d
}

// inspectOutsideLits calls visit for every node of n outside nested
// function literals.
func inspectOutsideLits(n ast.Node, visit func(ast.Node)) {
	ast.Inspect(n, func(m ast.Node) bool {
		if m == nil {
			return false
		}
		if _, ok := m.(*ast.FuncLit); ok {
			return false
		}
		visit(m)
		return true
	})
}

// funcResults is the ResultWriter of a converter's handler whose errors
// are protocol errors: a rewrite into an error result only fits when the
// handler returns a *mcp.CallToolResult.
type funcResults struct{ toolResult bool }

func (funcResults) GoError(info *types.Info, ret *ast.ReturnStmt) (ast.Expr, bool) {
	return results{}.GoError(info, ret)
}

func (r funcResults) ErrorResult(file *ast.File, ret *ast.ReturnStmt, msg ast.Expr) ([]analysis.TextEdit, bool) {
	if !r.toolResult {
		return nil, false
	}
	return results{}.ErrorResult(file, ret, msg)
}

// escapeResults is the ResultWriter of a converter's handler whose errors
// become error results except those of one type (typ), which escape as
// protocol errors: those are what GoError returns. No rewrite: the type
// is the project's own, and unwrapping it is the author's call.
type escapeResults struct {
	index *resolve.Index
	typ   string
}

func (r escapeResults) GoError(info *types.Info, ret *ast.ReturnStmt) (ast.Expr, bool) {
	err, ok := results{}.GoError(info, ret)
	if !ok {
		return nil, false
	}
	if types.TypeString(info.TypeOf(err), nil) == r.typ {
		return err, true
	}
	v := ast.Unparen(r.index.Expr(err))
	if u, ok := v.(*ast.UnaryExpr); ok && u.Op == token.AND {
		if lit, ok := ast.Unparen(u.X).(*ast.CompositeLit); ok && types.TypeString(types.NewPointer(info.TypeOf(lit)), nil) == r.typ {
			return err, true
		}
	}
	return nil, false
}

func (escapeResults) ErrorResult(*ast.File, *ast.ReturnStmt, ast.Expr) ([]analysis.TextEdit, bool) {
	return nil, false
}
