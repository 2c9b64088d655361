package flow

import (
	"go/ast"
	"go/constant"

	"golang.org/x/tools/go/ssa"

	"github.com/toolvet/toolvet/internal/model"
)

// PresenceFlag returns the argument whose presence a local bool variable
// says where id reads it: a flag that is true on every way into the read
// that passed a lookup of that argument in the argument map finding it,
// and false on every way that found it absent,
//
//	hasComment := false
//	if v, ok := args["comment_id"]; ok {
//		… // checks that fail
//		hasComment = true
//	}
//	if hasComment && !hasReaction { … }
//
// ok is false for any other value (a flag also set elsewhere, a lookup
// of a map that is not the arguments, a key that is not a constant).
func (g *Graph) PresenceFlag(id *ast.Ident, lib model.ArgReader) (string, bool) {
	if g == nil || lib == nil {
		return "", false
	}
	phi, ok := g.Value(id).(*ssa.Phi)
	if !ok || len(phi.Edges) != len(phi.Block().Preds) {
		return "", false
	}
	var test *ssa.If
	for i, e := range phi.Edges {
		c, ok := e.(*ssa.Const)
		if !ok || c.Value == nil || c.Value.Kind() != constant.Bool {
			return "", false
		}
		side, at := g.lookupSide(phi.Block(), phi.Block().Preds[i], lib)
		if at == nil || test != nil && at != test || side != constant.BoolVal(c.Value) {
			return "", false
		}
		test = at
	}
	if test == nil {
		return "", false
	}
	key, _ := g.lookupTest(test, lib)
	return key, key != ""
}

// lookupSide finds the nearest test of an argument lookup's ok that the
// edge from pred into merge lies on a side of: the true side when pred is
// dominated by the test's true successor, the false side when by its
// false one or when the edge is the test's own false edge.
func (g *Graph) lookupSide(merge, pred *ssa.BasicBlock, lib model.ArgReader) (bool, *ssa.If) {
	if test, ok := lastIf(pred); ok && len(pred.Succs) == 2 {
		if key, _ := g.lookupTest(test, lib); key != "" {
			switch merge {
			case pred.Succs[0]:
				return true, test
			case pred.Succs[1]:
				return false, test
			}
		}
	}
	for b := pred; b != nil; b = b.Idom() {
		up := b.Idom()
		if up == nil {
			break
		}
		test, ok := lastIf(up)
		if !ok || len(up.Succs) != 2 {
			continue
		}
		if key, _ := g.lookupTest(test, lib); key == "" {
			continue
		}
		switch b {
		case up.Succs[0]:
			return true, test
		case up.Succs[1]:
			return false, test
		}
	}
	return false, nil
}

func lastIf(b *ssa.BasicBlock) (*ssa.If, bool) {
	if len(b.Instrs) == 0 {
		return nil, false
	}
	test, ok := b.Instrs[len(b.Instrs)-1].(*ssa.If)
	return test, ok
}

// lookupTest returns the argument a branch tests the presence of: its
// condition is the ok of `v, ok := args["key"]` on the argument map.
func (g *Graph) lookupTest(test *ssa.If, lib model.ArgReader) (string, *ssa.Lookup) {
	ext, ok := test.Cond.(*ssa.Extract)
	if !ok || ext.Index != 1 {
		return "", nil
	}
	lk, ok := ext.Tuple.(*ssa.Lookup)
	if !ok || !lk.CommaOk {
		return "", nil
	}
	key, ok := lk.Index.(*ssa.Const)
	if !ok || key.Value == nil || key.Value.Kind() != constant.String {
		return "", nil
	}
	if g.holdsArgMap(lk.X, lib) {
		return constant.StringVal(key.Value), lk
	}
	return "", nil
}
