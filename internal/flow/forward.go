package flow

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"

	"golang.org/x/tools/go/ssa"

	"github.com/toolvet/toolvet/internal/model"
)

// Forward reports whether the function n hands its whole work to one
// call of a function of the package: n does not branch, and every way out
// of it returns what that call returns
//
//	func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
//		return transfer(ctx, req, limits, logger)
//	}
//
// (or `res, err := transfer(…); return res, err`). It returns the
// callee's syntax and, for each parameter of n the call passes on as it
// is, the callee's parameter that receives it. A handler that forwards is
// read as its callee, as any number of such layers.
func (g *Graph) Forward(n ast.Node) (to ast.Node, params map[*types.Var]*types.Var, ok bool) {
	callee, handed, ok := g.forwardCall(n)
	if !ok {
		return nil, nil, false
	}
	syntax := callee.Syntax()
	if syntax == nil || g.funcs[syntax] != callee {
		return nil, nil, false // another package's: ForwardAway
	}
	params = make(map[*types.Var]*types.Var)
	for from, i := range handed {
		if i >= len(callee.Params) {
			continue
		}
		if into, _ := callee.Params[i].Object().(*types.Var); into != nil {
			params[from] = into
		}
	}
	if len(params) == 0 {
		return nil, nil, false
	}
	return syntax, params, true
}

// ForwardAway is Forward for a callee another package declares, a
// function (not a method): it returns the function, and the indices of
// its parameters that receive n's parameters as they are.
func (g *Graph) ForwardAway(n ast.Node) (to *types.Func, params []int, ok bool) {
	callee, handed, ok := g.forwardCall(n)
	if !ok || callee.Signature.Recv() != nil || callee.Syntax() != nil && g.funcs[callee.Syntax()] == callee {
		return nil, nil, false
	}
	fn, _ := callee.Object().(*types.Func)
	if fn == nil || fn.Pkg() == nil || fn.Pkg() == g.pkg || fn.Signature().Recv() != nil {
		return nil, nil, false
	}
	for _, i := range handed {
		params = append(params, i)
	}
	slices.Sort(params)
	return fn.Origin(), params, true
}

// forwardCall is Forward's reading of n: the function it hands its whole
// work to, and, for each parameter of n the call passes on as it is, the
// index of the callee's parameter that receives it.
func (g *Graph) forwardCall(n ast.Node) (callee *ssa.Function, handed map[*types.Var]int, ok bool) {
	if !straightLine(n) {
		return nil, nil, false // asked of every handler: no SSA for one that branches
	}
	fn := g.Func(n)
	if fn == nil || len(fn.Blocks) != 1 {
		return nil, nil, false // no body, or a branch: its own checks would be lost
	}
	var call *ssa.Call
	if fn.Signature.Results().Len() == 0 {
		// No results: the one call it makes is its work.
		for _, instr := range fn.Blocks[0].Instrs {
			if c, isCall := instr.(*ssa.Call); isCall {
				if call != nil {
					return nil, nil, false
				}
				call = c
			}
		}
	}
	for _, instr := range fn.Blocks[0].Instrs {
		ret, isRet := instr.(*ssa.Return)
		if !isRet || len(ret.Results) == 0 {
			continue
		}
		c := returnedCall(ret)
		if c == nil || call != nil && c != call {
			return nil, nil, false
		}
		call = c
	}
	if call == nil || call.Call.IsInvoke() {
		return nil, nil, false
	}
	callee = call.Call.StaticCallee()
	if callee == nil {
		return nil, nil, false
	}
	if callee.Origin() != nil {
		callee = callee.Origin()
	}
	if callee == fn {
		return nil, nil, false
	}
	// Another package's function has no Params built here: its
	// signature's (a static call's receiver first).
	nparams := len(callee.Params)
	if nparams == 0 {
		nparams = callee.Signature.Params().Len()
		if callee.Signature.Recv() != nil {
			nparams++
		}
	}
	handed = make(map[*types.Var]int)
	for i, a := range call.Call.Args {
		p, isParam := a.(*ssa.Parameter)
		if !isParam && derivedFromParams(a, fn, make(map[ssa.Value]bool)) {
			// A value n computed from what it was given (an argument it
			// read, `acct, err := req.RequireString("accountId")`): the
			// callee is the rest of n, not n (the rules pass reads it so).
			return nil, nil, false
		}
		if !isParam || p.Parent() != fn || i >= nparams {
			continue
		}
		if from, _ := p.Object().(*types.Var); from != nil {
			handed[from] = i
		}
	}
	if len(handed) == 0 {
		return nil, nil, false // it hands on nothing it was given
	}
	return callee, handed, true
}

// Forwarded follows n through the functions it forwards to (Forward), as
// long as each of vars, parameters of n, is handed on, and returns the
// function reached and what vars became there (n and vars when n forwards
// nowhere).
func (g *Graph) Forwarded(n ast.Node, vars ...*types.Var) (ast.Node, []*types.Var) {
	for range maxForward {
		to, params, ok := g.Forward(n)
		if !ok {
			break
		}
		next := make([]*types.Var, len(vars))
		for i, v := range vars {
			if next[i] = params[v]; next[i] == nil {
				return n, vars
			}
		}
		n, vars = to, next
	}
	return n, vars
}

// derivedFromParams reports whether v, a value of fn, is computed from one
// of fn's parameters that carry the call (not its receiver or context).
func derivedFromParams(v ssa.Value, fn *ssa.Function, seen map[ssa.Value]bool) bool {
	if seen[v] || len(seen) > 256 {
		return len(seen) > 256 // too far to tell: as if it were
	}
	seen[v] = true
	switch v := v.(type) {
	case *ssa.Parameter:
		// The call's own: not the receiver (a server's fields) or the
		// context.
		if v.Parent() != fn || fn.Signature.Recv() != nil && len(fn.Params) > 0 && v == fn.Params[0] {
			return false
		}
		named, ok := types.Unalias(v.Type()).(*types.Named)
		return !ok || named.Obj().Pkg() == nil || named.Obj().Pkg().Path() != "context" || named.Obj().Name() != "Context"
	case ssa.Instruction:
		for _, op := range v.Operands(nil) {
			if *op != nil && derivedFromParams(*op, fn, seen) {
				return true
			}
		}
	}
	// A local's memory (p := params{acct: req.GetString(…)}): what is
	// stored into it, or into its parts.
	switch v.(type) {
	case *ssa.Alloc, *ssa.FieldAddr, *ssa.IndexAddr:
		for _, r := range referrers(v) {
			switch r := r.(type) {
			case *ssa.Store:
				if r.Addr == v && derivedFromParams(r.Val, fn, seen) {
					return true
				}
			case *ssa.FieldAddr, *ssa.IndexAddr:
				if derivedFromParams(r.(ssa.Value), fn, seen) {
					return true
				}
			case ssa.CallInstruction:
				// p.parse(req), json.Unmarshal(raw, &p): a call given the
				// local's address and something of the call's arguments.
				for _, a := range r.Common().Args {
					if a != v && derivedFromParams(a, fn, seen) {
						return true
					}
				}
			}
		}
	}
	return false
}

// maxForward bounds how many layers of forwarding are followed.
const maxForward = 8

// returnedCall returns the call whose results ret returns, all of them in
// order, or nil.
func returnedCall(ret *ssa.Return) *ssa.Call {
	switch len(ret.Results) {
	case 0:
		return nil
	case 1:
		c, _ := ret.Results[0].(*ssa.Call)
		return c
	}
	var call *ssa.Call
	for i, r := range ret.Results {
		ex, ok := r.(*ssa.Extract)
		if !ok || ex.Index != i {
			return nil
		}
		c, ok := ex.Tuple.(*ssa.Call)
		if !ok || call != nil && c != call {
			return nil
		}
		call = c
	}
	return call
}

// straightLine reports whether the body of n, a function, has no
// statement or operator that branches: only such a function can forward.
// It is the syntax's answer, given before anything is built.
func straightLine(n ast.Node) bool {
	body := (&model.Handler{Func: n}).Body()
	if body == nil {
		return false
	}
	straight := true
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.IfStmt, *ast.SwitchStmt, *ast.TypeSwitchStmt, *ast.ForStmt, *ast.RangeStmt,
			*ast.SelectStmt, *ast.GoStmt, *ast.DeferStmt, *ast.BranchStmt, *ast.LabeledStmt:
			straight = false
		case *ast.BinaryExpr:
			if n.Op == token.LAND || n.Op == token.LOR {
				straight = false
			}
		}
		return straight
	})
	return straight
}
