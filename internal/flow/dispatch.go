package flow

import (
	"go/ast"
	"go/constant"
	"go/token"
	"strconv"

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
// the name: the way out is then not the name's alone. foreign, when not
// nil, returns the condition a call of another package's predicate tests,
// read at the call (resolve.InlineText): the engine has no body to enter
// there.
func (g *Graph) ExitWhen(fun ast.Node, isName func(ast.Expr) bool, name string, foreign func(*ast.CallExpr) (ast.Expr, bool)) *ast.ReturnStmt {
	fn := g.Func(fun)
	if fn == nil || len(fn.Blocks) == 0 || writesName(fun, isName) {
		return nil
	}
	d := dispatch{g: g, isName: isName, name: name, foreign: foreign}
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
	g       *Graph
	isName  func(ast.Expr) bool
	name    string
	foreign func(*ast.CallExpr) (ast.Expr, bool)
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
		if callee == nil || depth >= maxDispatchDepth {
			return false, false
		}
		if callee.Syntax() == nil && names == nil {
			return d.evalForeign(v, depth)
		}
		if callee.Syntax() == nil || d.g.funcs[callee.Syntax()] != callee {
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

// evalForeign returns the value of a call of another package's
// predicate when the name decides it: the condition the predicate tests,
// read at the call with the caller's arguments in place of its
// parameters.
func (d *dispatch) evalForeign(call *ssa.Call, depth int) (bool, bool) {
	if d.foreign == nil {
		return false, false
	}
	for _, e := range d.g.exprs[call] {
		if c, ok := astutil.Unparen(e).(*ast.CallExpr); ok {
			if cond, ok := d.foreign(c); ok {
				return d.evalSyntax(cond, depth+1)
			}
		}
	}
	return false, false
}

// evalSyntax returns the value of a condition written as syntax when the
// name decides it: a comparison of the name with a string, and negations
// and conjunctions of such; any other expression of the caller by the
// value the engine has for it. The written nodes have no types, the
// caller's do (isName reads them).
func (d *dispatch) evalSyntax(e ast.Expr, depth int) (bool, bool) {
	e = astutil.Unparen(e)
	switch e := e.(type) {
	case *ast.UnaryExpr:
		if e.Op == token.NOT {
			b, ok := d.evalSyntax(e.X, depth)
			return !b, ok
		}
		return false, false
	case *ast.BinaryExpr:
		switch e.Op {
		case token.LAND, token.LOR:
			// Either side alone can decide it: false for &&, true
			// for ||.
			decisive := e.Op == token.LOR
			x, okx := d.evalSyntax(e.X, depth)
			y, oky := d.evalSyntax(e.Y, depth)
			switch {
			case okx && x == decisive, oky && y == decisive:
				return decisive, true
			case okx && oky:
				return !decisive, true
			}
			return false, false
		case token.EQL, token.NEQ:
			x, y := e.X, e.Y
			if !d.isNameSyntax(x) {
				x, y = y, x
			}
			s, isString := d.stringConst(y)
			if !d.isNameSyntax(x) || !isString {
				return false, false
			}
			return (s == d.name) == (e.Op == token.EQL), true
		}
		return false, false
	}
	if v := d.g.Value(e); v != nil {
		return d.eval(v, nil, depth)
	}
	return false, false
}

// isNameSyntax reports whether e reads the name: an expression isName
// accepts, or one of the caller's computing the name.
func (d *dispatch) isNameSyntax(e ast.Expr) bool {
	if d.isName(astutil.Unparen(e)) {
		return true
	}
	v := d.g.Value(e)
	return v != nil && d.isNameValue(v, nil)
}

// stringConst returns the string constant e is: a literal written at
// the call or one of the caller's constants.
func (d *dispatch) stringConst(e ast.Expr) (string, bool) {
	if lit, ok := astutil.Unparen(e).(*ast.BasicLit); ok && lit.Kind == token.STRING {
		s, err := strconv.Unquote(lit.Value)
		return s, err == nil
	}
	if c, ok := d.g.Value(e).(*ssa.Const); ok && c.Value != nil && c.Value.Kind() == constant.String {
		return constant.StringVal(c.Value), true
	}
	return "", false
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
