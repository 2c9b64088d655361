package flow

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ast/astutil"
	"golang.org/x/tools/go/ssa"

	"github.com/toolvet/toolvet/internal/resolve"
)

// Returned returns, for a return statement of the package, the expression
// each result's value was computed by where ret returns it, so that the
// readers of failures see what is returned however it is spelled:
//
//	res := mcp.NewToolResultError("acct must start with acct_")
//	return res, nil
//
// gives the call and nil, and so does a bare return of named results
// assigned before it (`res = mcp.NewToolResultError(…); return`). A result
// whose value comes from several writes, or from no expression of the
// package, keeps its own expression (a bare return's: the result's name,
// read as is); a nil constant is resolve.Nil. It
// returns nil when nothing would change, or the statement is not followed.
func (g *Graph) Returned(ret *ast.ReturnStmt) []ast.Expr {
	if g == nil || !g.heldInVariable(ret) || !g.buildAt(ret.Pos()) {
		return nil
	}
	if out, ok := g.returned[ret]; ok {
		return out
	}
	if g.returned == nil {
		g.returned = make(map[*ast.ReturnStmt][]ast.Expr)
	}
	out := g.returnedOnce(ret)
	g.returned[ret] = out
	return out
}

// heldInVariable reports whether ret may return what a variable holds: a
// bare return, or a result read from a variable. Only then can the engine
// tell more of a result than its expression says; every other return
// (`return mcp.NewToolResultError("…"), nil`) is read as written, with no
// SSA form built for it: a package of thousands of handlers returning
// calls and nil paid for its build at every return.
func (g *Graph) heldInVariable(ret *ast.ReturnStmt) bool {
	if len(ret.Results) == 0 {
		return true
	}
	for _, r := range ret.Results {
		if id, ok := ast.Unparen(r).(*ast.Ident); ok {
			if _, isVar := g.info.Uses[id].(*types.Var); isVar {
				return true
			}
		}
	}
	return false
}

func (g *Graph) returnedOnce(ret *ast.ReturnStmt) []ast.Expr {
	fn := g.enclosing(ret.Pos())
	if fn == nil {
		return nil
	}
	if named(fn) && defers(fn) {
		return nil // a deferred function may set the results after the return
	}
	if len(ret.Results) > 0 {
		out := make([]ast.Expr, len(ret.Results))
		changed := false
		for i, r := range ret.Results {
			out[i] = r
			id, ok := ast.Unparen(r).(*ast.Ident)
			if !ok {
				continue
			}
			// A parameter's value comes from no expression: it stays.
			if def := g.Definition(id); def != nil {
				out[i], changed = def, true
			} else if c, ok := g.Value(id).(*ssa.Const); ok && c.IsNil() {
				// `var err error` never assigned, or assigned the nil of
				// a tuple assignment: no expression of its own computes it.
				out[i], changed = resolve.Nil, true
			}
		}
		if !changed {
			return nil
		}
		return out
	}
	if fn.Signature.Results().Len() == 0 {
		return nil
	}
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			r, ok := instr.(*ssa.Return)
			if !ok || r.Pos() != ret.Return {
				continue
			}
			// Every named result set from one call's results
			// (`res, err = sub(ctx, args); return`): `return sub(ctx, args)`.
			if call := tupleOf(r.Results); call != nil {
				for _, e := range g.exprs[call] {
					if c, ok := e.(*ast.CallExpr); ok && c.Pos() < ret.Pos() {
						return []ast.Expr{c}
					}
				}
			}
			out := make([]ast.Expr, len(r.Results))
			for i, v := range r.Results {
				// As the assignment to the named result wrote it
				// (`res, err = verdict, nil; return` returns verdict),
				// else whatever computed the value.
				if out[i] = g.assignedAs(fn, fn.Signature.Results().At(i), v, ret.Pos()); out[i] == nil {
					out[i] = g.exprOf(v, ret.Pos())
				}
				if out[i] == nil {
					// The result's name, as the bare return reads it.
					res := fn.Signature.Results().At(i)
					if res.Name() == "" {
						return nil
					}
					out[i] = &ast.Ident{NamePos: ret.Return, Name: res.Name()}
				}
			}
			return out
		}
	}
	return nil
}

// assignedAs returns the right-hand side of the last assignment to res in
// fn (not in its literals) before pos whose value is v: what a return of
// v, written where res was assigned, would have returned. Nil for a nil
// constant (exprOf says resolve.Nil) and when no such assignment is found.
func (g *Graph) assignedAs(fn *ssa.Function, res *types.Var, v ssa.Value, pos token.Pos) ast.Expr {
	if c, ok := v.(*ssa.Const); ok && c.IsNil() {
		return nil
	}
	var body *ast.BlockStmt
	switch syn := fn.Syntax().(type) {
	case *ast.FuncDecl:
		body = syn.Body
	case *ast.FuncLit:
		body = syn.Body
	}
	if body == nil {
		return nil
	}
	// The value assigned, before the assignment's implicit conversion to
	// the result's type (*jsonrpc.Error to error).
	var implicit ssa.Value
	if mi, ok := v.(*ssa.MakeInterface); ok {
		implicit = mi.X
	}
	var found ast.Expr
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.AssignStmt:
			if len(n.Lhs) != len(n.Rhs) || n.Pos() >= pos {
				return true
			}
			for j, l := range n.Lhs {
				id, ok := ast.Unparen(l).(*ast.Ident)
				if ok && g.info.Uses[id] == types.Object(res) && (g.refs[ast.Unparen(n.Rhs[j])] == v || g.refs[ast.Unparen(n.Rhs[j])] == implicit) {
					found = n.Rhs[j]
				}
			}
		}
		return true
	})
	return found
}

// NilResult reports whether ret's i-th result, a variable as written,
// holds nil where ret returns it: `var err error` never assigned, or
// `res, err = mcp.NewToolResultError("…"), nil; return res, err`, whose
// error is no Go error, whatever the variable's type says.
func (g *Graph) NilResult(ret *ast.ReturnStmt, i int) bool {
	if g == nil || i < 0 || i >= len(ret.Results) {
		return false
	}
	id, ok := ast.Unparen(ret.Results[i]).(*ast.Ident)
	if !ok {
		return false
	}
	if _, isVar := g.info.Uses[id].(*types.Var); !isVar {
		return false
	}
	res := g.Returned(ret)
	return i < len(res) && resolve.IsNil(g.info, ast.Unparen(res[i]))
}

// named reports whether fn's results have names.
func named(fn *ssa.Function) bool {
	res := fn.Signature.Results()
	return res.Len() > 0 && res.At(0).Name() != ""
}

// defers reports whether fn defers a call.
func defers(fn *ssa.Function) bool {
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			if _, ok := instr.(*ssa.Defer); ok {
				return true
			}
		}
	}
	return false
}

// exprOf returns the expression of the package that computes v before pos
// (not a read of a variable holding it), resolve.Nil for a nil constant, or
// nil.
func (g *Graph) exprOf(v ssa.Value, pos token.Pos) ast.Expr {
	if c, ok := v.(*ssa.Const); ok && c.IsNil() {
		return resolve.Nil
	}
	for _, e := range g.exprs[v] {
		if e.Pos() >= pos {
			continue
		}
		if id, ok := e.(*ast.Ident); ok {
			if _, isVar := g.info.Uses[id].(*types.Var); isVar || g.info.Defs[id] != nil {
				continue
			}
		}
		return e
	}
	return nil
}

// enclosing returns the innermost function of the package whose syntax
// holds pos.
func (g *Graph) enclosing(pos token.Pos) *ssa.Function {
	for _, f := range g.files {
		if pos < f.FileStart || pos > f.FileEnd {
			continue
		}
		path, _ := astutil.PathEnclosingInterval(f, pos, pos)
		for _, n := range path {
			switch n.(type) {
			case *ast.FuncLit, *ast.FuncDecl:
				if fn := g.funcs[n]; fn != nil {
					return fn // innermost first
				}
			}
		}
	}
	return nil
}
