package flow

import (
	"fmt"
	"go/types"
	"slices"

	"golang.org/x/tools/go/ssa"

	"github.com/toolvet/toolvet/internal/resolve"
)

// maxDerivedSteps bounds the values one Derived question visits.
const maxDerivedSteps = 2000

// Derived reports whether fn, a function of the package with a single
// parameter, computes its first result from that parameter on every way
// out that succeeds (its error result, if any, nil), or returns it on a
// branch the parameter decides: whatever it does on the way (parsing,
// lookups, the clock), the value it returns is one the parameter decides.
//
//	func parseFlexibleDate(s string) (time.Time, string, error) {
//		for _, layout := range layouts {
//			if t, err := time.Parse(layout, s); err == nil {
//				return t, t.Format("2006-01-02"), nil
//			}
//		}
//		…
//	}
//
// A method (its receiver is state) or a function of several parameters is
// not asked.
func (g *Graph) Derived(fn *types.Func) bool {
	if g == nil || !g.buildAt(fn.Pos()) {
		return false
	}
	sfn := g.declared(fn.Origin())
	if sfn == nil || sfn.Signature.Recv() != nil || len(sfn.Params) != 1 {
		return false
	}
	res := sfn.Signature.Results()
	if res.Len() == 0 || resolve.IsError(res.At(0).Type()) {
		return false
	}
	errIndex := -1
	if last := res.Len() - 1; last > 0 && resolve.IsError(res.At(last).Type()) {
		errIndex = last
	}
	param := sfn.Params[0]
	steps := 0
	var succeeding []*ssa.BasicBlock
	for _, b := range sfn.Blocks {
		ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
		if !ok || len(ret.Results) != res.Len() {
			continue
		}
		if errIndex >= 0 && !isNil(ret.Results[errIndex]) {
			continue // a failure: what it returns besides is no value
		}
		succeeding = append(succeeding, b)
	}
	for _, b := range succeeding {
		ret := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
		if !dependsOn(ret.Results[0], param, make(map[ssa.Value]bool), &steps) && !decidedBy(b, succeeding, param, &steps) {
			return false
		}
	}
	if steps > maxDerivedSteps {
		g.cut(sfn, fmt.Sprintf("%s: whether its result is computed from its argument (more than %d values to follow)", sfn.Name(), maxDerivedSteps))
		return false
	}
	return len(succeeding) > 0
}

// decidedBy reports whether the way out b is chosen by the parameter
// among the ways out that succeed (`switch strings.ToLower(s) { case
// "today": return time.Now(), nil }`, other layouts after it): a block
// dominating b ends in an if on a condition computed from p, one successor
// entered from it alone dominates b, and from the other another of the
// succeeding ways out is reached. A guard that only fails (`if s == "" {
// return err }`) decides nothing.
func decidedBy(b *ssa.BasicBlock, succeeding []*ssa.BasicBlock, p *ssa.Parameter, steps *int) bool {
	for d := b.Idom(); d != nil; d = d.Idom() {
		test, ok := lastIf(d)
		if !ok || len(d.Succs) != 2 || !dependsOn(test.Cond, p, make(map[ssa.Value]bool), steps) {
			continue
		}
		for i, s := range d.Succs {
			if len(s.Preds) == 1 && s.Dominates(b) && reachesOther(d.Succs[1-i], b, succeeding) {
				return true
			}
		}
	}
	return false
}

// reachesOther reports whether a way out in succeeding other than b is
// reached from start.
func reachesOther(start, b *ssa.BasicBlock, succeeding []*ssa.BasicBlock) bool {
	seen := map[*ssa.BasicBlock]bool{start: true}
	queue := []*ssa.BasicBlock{start}
	for len(queue) > 0 {
		x := queue[0]
		queue = queue[1:]
		if x != b && slices.Contains(succeeding, x) {
			return true
		}
		for _, s := range x.Succs {
			if !seen[s] {
				seen[s] = true
				queue = append(queue, s)
			}
		}
	}
	return false
}

// dependsOn reports whether v is computed, in part, from p.
func dependsOn(v ssa.Value, p *ssa.Parameter, seen map[ssa.Value]bool, steps *int) bool {
	if v == p {
		return true
	}
	if seen[v] || *steps > maxDerivedSteps {
		return false
	}
	seen[v] = true
	*steps++
	switch v := v.(type) {
	case *ssa.Phi:
		// Every edge: a value merged from one that does not depend on p
		// (a default) is not the parameter's.
		for _, e := range v.Edges {
			if !dependsOn(e, p, seen, steps) {
				return false
			}
		}
		return len(v.Edges) > 0
	case *ssa.Const, *ssa.Global, *ssa.Function:
		return false
	}
	instr, ok := v.(ssa.Instruction)
	if !ok {
		return false
	}
	var ops []*ssa.Value
	for _, op := range instr.Operands(ops) {
		if op != nil && *op != nil && dependsOn(*op, p, seen, steps) {
			return true
		}
	}
	// A local written then read (`var t time.Time; t = parse(s); return t`).
	if load, ok := v.(*ssa.UnOp); ok {
		if alloc, ok := load.X.(*ssa.Alloc); ok {
			for _, ref := range referrers(alloc) {
				if st, ok := ref.(*ssa.Store); ok && st.Addr == alloc && dependsOn(st.Val, p, seen, steps) {
					return true
				}
			}
		}
	}
	return false
}
