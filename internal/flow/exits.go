package flow

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"
	"golang.org/x/tools/go/types/typeutil"
)

// ErrorResults reports whether every way out of fn, a function of the
// package returning one value (or a value and an error, as handlers do),
// returns an error result: a value whose expression isErrorResult accepts
// (the library's error result, as its adapter reads it, or a call of
// another package's function it knows), or what a call of another such
// function of the package returns, however the value reaches the return
// (a variable assigned on several paths, a helper calling a helper). A
// function returning a pair returns nil as its error on every way out:
//
//	func toolError(msg string, err error) (*mcp.CallToolResult, error) {
//		…
//		return mcp.NewToolResultError(full), nil
//	}
func (g *Graph) ErrorResults(fn *types.Func, isErrorResult func(ast.Expr) bool) bool {
	if g == nil || fn == nil {
		return false
	}
	// The syntax answers most functions without building anything: every
	// return an error result, or one that cannot be (a call of another
	// package's function that is none, a literal). Only a return of a
	// variable or of a call of the package's own function needs the values.
	switch syntacticErrorResults(g.declOf(fn.Origin()), g.pkg, g.info, isErrorResult) {
	case yes:
		return true
	case no:
		return false
	}
	if !g.buildAt(fn.Pos()) {
		return false
	}
	return g.errorResults(fn.Origin(), isErrorResult, make(map[*ssa.Function]bool))
}

func (g *Graph) errorResults(fn *types.Func, isErrorResult func(ast.Expr) bool, visiting map[*ssa.Function]bool) bool {
	sfn := g.declared(fn)
	if sfn == nil || !FailureShape(sfn.Signature) || visiting[sfn] {
		return false // not the package's, or recursion: proves nothing
	}
	visiting[sfn] = true
	defer delete(visiting, sfn)
	returns := 0
	for _, b := range sfn.Blocks {
		ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
		if !ok {
			continue
		}
		returns++
		if len(ret.Results) == 2 {
			// return helper(…): both parts of one call of another helper.
			if call := tupleOf(ret.Results); call != nil {
				callee := call.Call.StaticCallee()
				if callee == nil || call.Call.IsInvoke() {
					return false
				}
				obj, ok := callee.Object().(*types.Func)
				if !ok || !g.errorResults(obj.Origin(), isErrorResult, visiting) {
					return false
				}
				continue
			}
			if c, ok := ret.Results[1].(*ssa.Const); !ok || !c.IsNil() {
				return false // a Go error: not the result the model reads
			}
		}
		if !g.isErrorResult(ret.Results[0], isErrorResult, visiting, make(map[ssa.Value]bool)) {
			return false
		}
	}
	return returns > 0
}

// FailureShape reports whether sig returns one value, or a value and an
// error: the shapes of a function that builds a failure result
// (ErrorResults).
func FailureShape(sig *types.Signature) bool {
	rs := sig.Results()
	return rs.Len() == 1 || rs.Len() == 2 && types.Identical(rs.At(1).Type(), types.Universe.Lookup("error").Type())
}

// tupleOf returns the call whose results vs are, in order, or nil.
func tupleOf(vs []ssa.Value) *ssa.Call {
	var call *ssa.Call
	for i, v := range vs {
		ext, ok := v.(*ssa.Extract)
		if !ok || ext.Index != i {
			return nil
		}
		c, ok := ext.Tuple.(*ssa.Call)
		if !ok || call != nil && c != call {
			return nil
		}
		call = c
	}
	return call
}

func (g *Graph) isErrorResult(v ssa.Value, isErrorResult func(ast.Expr) bool, visiting map[*ssa.Function]bool, seen map[ssa.Value]bool) bool {
	if seen[v] {
		return true
	}
	seen[v] = true
	for _, e := range g.exprs[v] {
		if isErrorResult(e) {
			return true
		}
	}
	switch v := v.(type) {
	case *ssa.Phi:
		for _, e := range v.Edges {
			if !g.isErrorResult(e, isErrorResult, visiting, seen) {
				return false
			}
		}
		return len(v.Edges) > 0
	case *ssa.Call:
		if callee := v.Call.StaticCallee(); callee != nil && !v.Call.IsInvoke() {
			if obj, ok := callee.Object().(*types.Func); ok {
				return g.errorResults(obj.Origin(), isErrorResult, visiting)
			}
		}
	case *ssa.ChangeType:
		return g.isErrorResult(v.X, isErrorResult, visiting, seen)
	}
	return false
}

// MessageParam reports which parameter of fn, a function of the package
// returning one error result (and a nil error), becomes that result's whole message when a
// call gives nil for the parameters nils marks:
//
//	func toolError(msg string, err error) *mcp.CallToolResult {
//		full := msg
//		if err != nil {
//			full = msg + ": " + err.Error()
//		}
//		return mcp.NewToolResultError(full)
//	}
//
// gives 0 for toolError("…", nil). message returns the message argument
// of an error result's expression (nil: not an error result). The
// branches a nil argument decides are followed that way only.
func (g *Graph) MessageParam(fn *types.Func, nils []bool, message func(ast.Expr) ast.Expr) (int, bool) {
	if g == nil || fn == nil || !g.buildAt(fn.Pos()) {
		return -1, false
	}
	i := g.messageParam(g.declared(fn.Origin()), nils, message, make(map[*ssa.Function]bool))
	return i, i >= 0
}

func (g *Graph) messageParam(sfn *ssa.Function, nils []bool, message func(ast.Expr) ast.Expr, visiting map[*ssa.Function]bool) int {
	if sfn == nil || !FailureShape(sfn.Signature) || visiting[sfn] {
		return -1
	}
	visiting[sfn] = true
	defer delete(visiting, sfn)
	nilParam := func(v ssa.Value) bool {
		for i, p := range sfn.Params {
			if p == v {
				return i < len(nils) && nils[i]
			}
		}
		return false
	}
	// The blocks reached when the nil parameters are nil.
	reached := make(map[*ssa.BasicBlock]bool)
	var walk func(b *ssa.BasicBlock)
	walk = func(b *ssa.BasicBlock) {
		if reached[b] {
			return
		}
		reached[b] = true
		if iff, ok := b.Instrs[len(b.Instrs)-1].(*ssa.If); ok {
			if bin, ok := iff.Cond.(*ssa.BinOp); ok && (bin.Op == token.EQL || bin.Op == token.NEQ) &&
				(nilParam(bin.X) && isNil(bin.Y) || nilParam(bin.Y) && isNil(bin.X)) {
				if bin.Op == token.EQL {
					walk(b.Succs[0])
				} else {
					walk(b.Succs[1])
				}
				return
			}
		}
		for _, s := range b.Succs {
			walk(s)
		}
	}
	walk(sfn.Blocks[0])
	param := -1
	for b := range reached {
		ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
		if !ok {
			continue
		}
		var msgValue ssa.Value
		for _, e := range g.exprs[ret.Results[0]] {
			if msg := message(e); msg != nil {
				msgValue = g.Value(msg)
				break
			}
		}
		if msgValue == nil {
			// The result another helper of the package builds: its
			// message parameter, as this function calls it.
			msgValue = g.helperMessage(ret.Results, message, visiting)
		}
		i := paramOf(sfn, msgValue, reached, make(map[ssa.Value]bool))
		if i < 0 || param >= 0 && i != param {
			return -1
		}
		param = i
	}
	return param
}

// helperMessage returns the value a call of a failure helper of the
// package, whose results are results, passes as the helper's message, or
// nil.
func (g *Graph) helperMessage(results []ssa.Value, message func(ast.Expr) ast.Expr, visiting map[*ssa.Function]bool) ssa.Value {
	call, _ := results[0].(*ssa.Call) // return toolError(…), nil
	if _, part := results[0].(*ssa.Extract); part {
		call = tupleOf(results) // return toolError(…), both results
	}
	if call == nil || call.Call.IsInvoke() {
		return nil
	}
	callee := call.Call.StaticCallee()
	if callee == nil || callee.Pkg == nil || callee.Pkg.Pkg != g.pkg {
		return nil
	}
	nils := make([]bool, len(call.Call.Args))
	for i, a := range call.Call.Args {
		nils[i] = isNil(a)
	}
	j := g.messageParam(callee, nils, message, visiting)
	if j < 0 || j >= len(call.Call.Args) {
		return nil
	}
	return call.Call.Args[j]
}

// paramOf returns the index of the parameter v is, along the blocks
// reached, or -1.
func paramOf(fn *ssa.Function, v ssa.Value, reached map[*ssa.BasicBlock]bool, seen map[ssa.Value]bool) int {
	if v == nil || seen[v] {
		return -1
	}
	seen[v] = true
	switch v := v.(type) {
	case *ssa.Parameter:
		for i, p := range fn.Params {
			if p == v {
				return i
			}
		}
	case *ssa.Phi:
		param := -1
		for i, e := range v.Edges {
			if !reached[v.Block().Preds[i]] {
				continue
			}
			p := paramOf(fn, e, reached, seen)
			if p < 0 || param >= 0 && p != param {
				return -1
			}
			param = p
		}
		return param
	}
	return -1
}

type answer int

const (
	no answer = iota
	yes
	ask // the values must say
)

// syntacticErrorResults answers ErrorResults from decl's syntax where it
// can.
func syntacticErrorResults(decl *ast.FuncDecl, pkg *types.Package, info *types.Info, isErrorResult func(ast.Expr) bool) answer {
	if decl == nil || decl.Body == nil || decl.Type.Results == nil {
		return no
	}
	fn, _ := info.Defs[decl.Name].(*types.Func)
	if fn == nil || !FailureShape(fn.Signature()) {
		return no
	}
	pair := fn.Signature().Results().Len() == 2
	result, returns := yes, 0
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			returns++
			switch {
			case pair && len(n.Results) == 1:
				// return helper(…): the helper must say.
				if call, ok := ast.Unparen(n.Results[0]).(*ast.CallExpr); ok {
					if callee := typeutil.StaticCallee(info, call); callee != nil && callee.Pkg() == pkg {
						result = ask
						return true
					}
				}
				result = no
				return false
			case pair && len(n.Results) == 2:
				if id, ok := ast.Unparen(n.Results[1]).(*ast.Ident); ok {
					if _, isVar := info.Uses[id].(*types.Var); isVar {
						result = ask // an error variable: nil there, or not
						return true
					}
				}
				if tv, ok := info.Types[n.Results[1]]; !ok || !tv.IsNil() {
					result = no // a Go error
					return false
				}
			case len(n.Results) != 1:
				result = no // a bare return of a named result: not followed
				return false
			}
			r := ast.Unparen(n.Results[0])
			if isErrorResult(r) {
				return true
			}
			switch r := r.(type) {
			case *ast.Ident:
				if _, isVar := info.Uses[r].(*types.Var); isVar {
					result = ask
					return true
				}
			case *ast.CallExpr:
				if fn := typeutil.StaticCallee(info, r); fn != nil && fn.Pkg() == pkg {
					result = ask
					return true
				}
			}
			result = no
			return false
		}
		return result != no
	})
	if returns == 0 {
		return no
	}
	return result
}
