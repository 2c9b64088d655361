package flow

import (
	"go/ast"
	"go/constant"
	"go/token"

	"golang.org/x/tools/go/ast/astutil"
	"golang.org/x/tools/go/ssa"
)

// maxDispatchSteps bounds the blocks ExitWhen walks and the predicates it
// enters.
const (
	maxDispatchSteps = 200
	maxDispatchDepth = 3
)

// ExitWhen returns the return statement a function of the package (a
// declaration or literal) reaches when a string it reads, the name of
// the tool called, is name, following only the branches that string
// decides:
//
//	switch req.Params.Name {
//	case "transfer":
//		return handleTransfer(ctx, req)
//	}
//
// gives the first return for "transfer", however the decision is
// written: a switch on the name, ifs comparing it, a condition held in a
// variable, negated or nested, or a predicate of the package given the
// name (`if isTransfer(req.Params.Name)`). isName says which expressions
// read the name (the library's request field). It returns nil when a
// branch on anything else or a loop comes first, or the function writes
// the name: the way out is then not the name's alone.
func (g *Graph) ExitWhen(fun ast.Node, isName func(ast.Expr) bool, name string) *ast.ReturnStmt {
	fn := g.Func(fun)
	if fn == nil || len(fn.Blocks) == 0 || writesName(fun, isName) {
		return nil
	}
	d := dispatch{g: g, isName: isName, name: name}
	seen := make(map[*ssa.BasicBlock]bool)
	b := fn.Blocks[0]
	for range maxDispatchSteps {
		if seen[b] {
			return nil // a loop
		}
		seen[b] = true
		switch last := b.Instrs[len(b.Instrs)-1].(type) {
		case *ssa.Jump:
			b = b.Succs[0]
		case *ssa.If:
			v, ok := d.eval(last.Cond, nil, 0)
			if !ok {
				return nil
			}
			if v {
				b = b.Succs[0]
			} else {
				b = b.Succs[1]
			}
		case *ssa.Return:
			return g.returnAt(fun, last.Pos())
		default:
			return nil // a panic
		}
	}
	return nil
}

// writesName reports whether fun assigns to an expression reading the
// name: its reads would no longer all be the name called.
func writesName(fun ast.Node, isName func(ast.Expr) bool) bool {
	found := false
	ast.Inspect(fun, func(n ast.Node) bool {
		if as, ok := n.(*ast.AssignStmt); ok {
			for _, l := range as.Lhs {
				found = found || isName(astutil.Unparen(l))
			}
		}
		return !found
	})
	return found
}

// returnAt returns the return statement of fun at pos, not one of a
// function literal inside it.
func (g *Graph) returnAt(fun ast.Node, pos token.Pos) *ast.ReturnStmt {
	if !pos.IsValid() {
		return nil
	}
	var found *ast.ReturnStmt
	ast.Inspect(fun, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return n == fun
		case *ast.ReturnStmt:
			if n.Return == pos {
				found = n
			}
		}
		return found == nil
	})
	return found
}

// dispatch evaluates branch conditions with the tool's name known.
type dispatch struct {
	g      *Graph
	isName func(ast.Expr) bool
	name   string
}

// binding is what a predicate's parameters are given: the name, or a
// condition the name decided.
type binding struct {
	names map[ssa.Value]bool
	bools map[ssa.Value]bool
}

// eval returns the value of a boolean condition when the name decides
// it, with a predicate's parameters bound by names.
func (d *dispatch) eval(v ssa.Value, names *binding, depth int) (bool, bool) {
	if names != nil {
		if b, ok := names.bools[v]; ok {
			return b, true
		}
	}
	switch v := v.(type) {
	case *ssa.Const:
		if v.Value != nil && v.Value.Kind() == constant.Bool {
			return constant.BoolVal(v.Value), true
		}
	case *ssa.UnOp:
		if v.Op == token.NOT {
			b, ok := d.eval(v.X, names, depth)
			return !b, ok
		}
	case *ssa.BinOp:
		if v.Op != token.EQL && v.Op != token.NEQ {
			return false, false
		}
		x, y := v.X, v.Y
		if !d.isNameValue(x, names) {
			x, y = y, x
		}
		c, isConst := y.(*ssa.Const)
		if !d.isNameValue(x, names) || !isConst || c.Value == nil || c.Value.Kind() != constant.String {
			return false, false
		}
		eq := constant.StringVal(c.Value) == d.name
		return eq == (v.Op == token.EQL), true
	case *ssa.Phi:
		// a && b, a || b: the value each way in carries, when the
		// way in is decided too, is not followed; the same value on
		// every edge is.
		var out, known bool
		for i, e := range v.Edges {
			b, ok := d.eval(e, names, depth)
			if !ok || i > 0 && b != out {
				return false, false
			}
			out, known = b, true
		}
		return out, known
	case *ssa.Call:
		callee := v.Call.StaticCallee()
		if callee == nil || callee.Syntax() == nil || d.g.funcs[callee.Syntax()] != callee || depth >= maxDispatchDepth {
			return false, false
		}
		// A predicate of the package: its one way out, with the
		// parameters given the name bound to it (one given the
		// request reads the name itself).
		bound := &binding{names: make(map[ssa.Value]bool), bools: make(map[ssa.Value]bool)}
		for i, arg := range v.Call.Args {
			if i >= len(callee.Params) {
				break
			}
			if d.isNameValue(arg, names) {
				bound.names[callee.Params[i]] = true
			} else if b, ok := d.eval(arg, names, depth); ok {
				bound.bools[callee.Params[i]] = b
			}
		}
		if len(callee.Blocks) == 0 {
			return false, false
		}
		ret, ok := callee.Blocks[0].Instrs[len(callee.Blocks[0].Instrs)-1].(*ssa.Return)
		if !ok || len(ret.Results) != 1 {
			return false, false
		}
		return d.eval(ret.Results[0], bound, depth+1)
	}
	return false, false
}

// isNameValue reports whether v is the name called: a value an
// expression isName accepts computes, or a predicate's parameter bound
// to it.
func (d *dispatch) isNameValue(v ssa.Value, names *binding) bool {
	if names != nil && names.names[v] {
		return true
	}
	for _, e := range d.g.exprs[v] {
		if d.isName(astutil.Unparen(e)) {
			return true
		}
	}
	return false
}
