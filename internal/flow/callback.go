package flow

import (
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"

	"github.com/toolvet/toolvet/internal/resolve"
)

// PassesCallbackError reports whether fn, a function or method of the
// package, fails when the function it is given as parameter param fails:
// some way out of fn returns the error a call of that parameter returned,
// as it is or wrapped (fmt.Errorf("…: %w", err), errors.Join).
//
//	func (s *Store) Update(id string, apply func(*Session) error) error {
//		…
//		if err := apply(sess); err != nil {
//			return err
//		}
//
// A handler that hands such a function a closure fails where the closure
// does: the closure's checks are the handler's.
func (g *Graph) PassesCallbackError(fn *types.Func, param int) bool {
	if g == nil || !g.buildAt(fn.Pos()) {
		return false
	}
	sfn := g.declared(fn.Origin())
	if sfn == nil {
		return false
	}
	sig := sfn.Signature
	if sig.Results().Len() == 0 || !resolve.IsError(sig.Results().At(sig.Results().Len()-1).Type()) {
		return false
	}
	// Parameters of a method start with its receiver in ssa.Function.Params.
	if sig.Recv() != nil {
		param++
	}
	if param >= len(sfn.Params) {
		return false
	}
	callback := sfn.Params[param]
	for _, b := range sfn.Blocks {
		ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
		if !ok || len(ret.Results) == 0 {
			continue
		}
		if callbackError(ret.Results[len(ret.Results)-1], callback, make(map[ssa.Value]bool)) {
			return true
		}
	}
	return false
}

// callbackError reports whether v may be the error result of a call of
// callback, as it is or wrapped.
func callbackError(v ssa.Value, callback *ssa.Parameter, seen map[ssa.Value]bool) bool {
	if seen[v] {
		return false
	}
	seen[v] = true
	switch v := v.(type) {
	case *ssa.Phi:
		for _, e := range v.Edges {
			if callbackError(e, callback, seen) {
				return true
			}
		}
	case *ssa.Extract:
		if call, ok := v.Tuple.(*ssa.Call); ok && call.Call.Value == callback {
			return v.Index == call.Type().(*types.Tuple).Len()-1
		}
	case *ssa.Call:
		if v.Call.Value == callback {
			return true // func(…) error
		}
		if callee := v.Call.StaticCallee(); callee != nil && wraps(callee) {
			for _, a := range v.Call.Args {
				if callbackError(a, callback, seen) {
					return true
				}
			}
		}
	case *ssa.UnOp:
		// A function with a deferred call returns its results through a
		// local: `*t0 = err; rundefers; t1 = *t0; return t1`.
		if alloc, ok := v.X.(*ssa.Alloc); ok && v.Op == token.MUL {
			if st := lastStore(alloc, v); st != nil {
				return callbackError(st.Val, callback, seen)
			}
		}
	case *ssa.MakeInterface:
		return callbackError(v.X, callback, seen)
	case *ssa.ChangeInterface:
		return callbackError(v.X, callback, seen)
	case *ssa.Slice:
		return callbackError(v.X, callback, seen)
	case *ssa.Alloc:
		// The variadic arguments of a wrapping call: an array whose
		// elements are stored.
		for _, ref := range referrers(v) {
			if ia, ok := ref.(*ssa.IndexAddr); ok {
				for _, r := range referrers(ia) {
					if st, ok := r.(*ssa.Store); ok && st.Addr == ia && callbackError(st.Val, callback, seen) {
						return true
					}
				}
			}
		}
	}
	return false
}

// lastStore returns the store to alloc that load reads, when it is in
// load's block.
func lastStore(alloc *ssa.Alloc, load ssa.Instruction) *ssa.Store {
	var last *ssa.Store
	for _, instr := range load.Block().Instrs {
		if instr == load {
			return last
		}
		if st, ok := instr.(*ssa.Store); ok && st.Addr == alloc {
			last = st
		}
	}
	return nil
}

// wraps reports whether callee returns an error wrapping the errors it is
// given.
func wraps(callee *ssa.Function) bool {
	switch callee.String() {
	case "fmt.Errorf", "errors.Join":
		return true
	}
	return false
}
