package flow

import (
	"fmt"
	"go/constant"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"

	"github.com/toolvet/toolvet/internal/resolve"
)

// A reader's error says the argument is missing only when every way out a
// call without the argument can take fails. RequiredParam[T](args, "owner")
// fails then; OptionalParam[T](args, "owner"), which returns the zero
// value for a missing argument and an error only for one of the wrong
// type, does not: its error is no rule that the argument be sent.
//
// failsWhenAbsent decides it by running fn on an abstract call whose
// argument is missing: the lookup of the key in the argument map finds
// nothing (the comma-ok form reports false, the plain form gives the zero
// value), a type assertion of nothing fails, a library read of nothing
// fails when the library says its error means "missing", and the branches
// these values decide are taken one way only. A branch on anything else
// may go both ways. A way out whose error is not known to be non-nil may
// succeed; so may a function too large to follow (absenceBudget blocks).

// absenceBudget bounds the blocks one reader's walk visits.
const absenceBudget = 2000

// abstract is what the walk knows of a value on a call without the
// argument.
type abstract int

const (
	absUnknown abstract = iota
	absNil
	absNonNil
	absTrue
	absFalse
)

func boolOf(b bool) abstract {
	if b {
		return absTrue
	}
	return absFalse
}

type absence struct {
	w     *readWalk
	key   ssa.Value
	steps int
	depth int // of the predicates being evaluated (predicateResult)
}

// maxPredicateDepth bounds how many predicates deep a condition is
// evaluated.
const maxPredicateDepth = 3

func (w *readWalk) failsWhenAbsent(fn *ssa.Function) bool {
	if w.s.Err < 0 || w.s.Key < 0 || w.s.Key >= len(fn.Params) || len(fn.Blocks) == 0 {
		return false
	}
	a := &absence{w: w, key: fn.Params[w.s.Key]}
	fails, ok := a.walk(fn.Blocks[0], nil, map[ssa.Value]abstract{}, map[*ssa.BasicBlock]bool{})
	if !ok {
		w.g.cut(fn, fmt.Sprintf("%s: whether it fails on a missing argument (more than %d blocks to walk)", fn.Name(), absenceBudget))
	}
	return ok && fails
}

// walk reports whether every way out reachable from b (entered from pred)
// fails; ok is false when the budget ran out.
func (a *absence) walk(b, pred *ssa.BasicBlock, env map[ssa.Value]abstract, onPath map[*ssa.BasicBlock]bool) (fails, ok bool) {
	if onPath[b] {
		return true, true // around a loop: the ways out are judged where they are
	}
	if a.steps++; a.steps > absenceBudget {
		return false, false
	}
	onPath[b] = true
	defer delete(onPath, b)
	env = a.enter(b, pred, env)
	switch last := b.Instrs[len(b.Instrs)-1].(type) {
	case *ssa.Return:
		if a.w.s.Err >= len(last.Results) {
			return false, true
		}
		return a.eval(last.Results[a.w.s.Err], env) == absNonNil, true
	case *ssa.Panic:
		return true, true // no way out
	case *ssa.If:
		switch a.eval(last.Cond, env) {
		case absTrue:
			return a.walk(b.Succs[0], b, env, onPath)
		case absFalse:
			return a.walk(b.Succs[1], b, env, onPath)
		}
	}
	for _, s := range b.Succs {
		if fails, ok := a.walk(s, b, env, onPath); !ok || !fails {
			return fails, ok
		}
	}
	return true, true
}

// enter returns what the walk knows on entering b from pred: env, with
// b's φ-nodes given the values of pred's edge (a copy when there are any).
func (a *absence) enter(b, pred *ssa.BasicBlock, env map[ssa.Value]abstract) map[ssa.Value]abstract {
	if pred == nil {
		return env
	}
	env = copyEnv(env)
	for _, instr := range b.Instrs {
		phi, ok := instr.(*ssa.Phi)
		if !ok {
			break
		}
		for i, p := range b.Preds {
			if p == pred {
				env[phi] = a.eval(phi.Edges[i], env)
			}
		}
	}
	return env
}

func copyEnv(env map[ssa.Value]abstract) map[ssa.Value]abstract {
	c := make(map[ssa.Value]abstract, len(env)+4)
	for k, v := range env {
		c[k] = v
	}
	return c
}

// eval returns what is known of v on a call without the argument.
func (a *absence) eval(v ssa.Value, env map[ssa.Value]abstract) abstract {
	if k, ok := env[v]; ok {
		return k
	}
	switch v := v.(type) {
	case *ssa.Const:
		if v.IsNil() {
			return absNil
		}
		if v.Value != nil && v.Value.Kind() == constant.Bool {
			return boolOf(constant.BoolVal(v.Value))
		}
	case *ssa.MakeInterface, *ssa.Alloc:
		return absNonNil
	case *ssa.UnOp:
		switch v.Op {
		case token.NOT:
			switch a.eval(v.X, env) {
			case absTrue:
				return absFalse
			case absFalse:
				return absTrue
			}
		case token.MUL:
			// A package's error variable (errMissing) is a sentinel,
			// set once and never nil.
			if g, ok := v.X.(*ssa.Global); ok && resolve.IsError(v.Type()) && g.Pkg != nil {
				return absNonNil
			}
		}
	case *ssa.BinOp:
		if v.Op != token.EQL && v.Op != token.NEQ {
			break
		}
		x, y := a.eval(v.X, env), a.eval(v.Y, env)
		var eq abstract
		switch {
		case x == absUnknown || y == absUnknown:
			return absUnknown
		case x == absNonNil && y == absNonNil:
			return absUnknown // two values, not two nils
		default:
			eq = boolOf(x == y)
		}
		if v.Op == token.NEQ {
			eq = boolOf(eq == absFalse)
		}
		return eq
	case *ssa.Lookup:
		if !v.CommaOk && a.isKey(v) && types.IsInterface(v.Type()) {
			return absNil
		}
	case *ssa.TypeAssert:
		if !v.CommaOk && a.eval(v.X, env) == absNil {
			return absUnknown // panics: no way out follows
		}
	case *ssa.Extract:
		switch t := v.Tuple.(type) {
		case *ssa.Lookup:
			if a.isKey(t) {
				if v.Index == 1 {
					return absFalse
				}
				if types.IsInterface(v.Type()) {
					return absNil
				}
			}
		case *ssa.TypeAssert:
			if v.Index == 1 && a.eval(t.X, env) == absNil {
				return absFalse
			}
		case *ssa.Call:
			if a.failedRead(t, v.Index) {
				return absNonNil
			}
		}
	case *ssa.Call:
		if isErrorConstructor(v) {
			return absNonNil
		}
		return a.predicateResult(v, env)
	}
	return absUnknown
}

// predicateResult returns what a call of a predicate of the package (a
// function returning one bool, `if !isSet(ok)`) returns on the values the
// walk knows of its arguments: the value every way out of it returns, or
// unknown.
func (a *absence) predicateResult(call *ssa.Call, env map[ssa.Value]abstract) abstract {
	callee := call.Call.StaticCallee()
	if callee == nil || call.Call.IsInvoke() || len(callee.Blocks) == 0 || a.depth >= maxPredicateDepth {
		return absUnknown
	}
	if obj, ok := callee.Object().(*types.Func); ok && obj.Pkg() != a.w.g.pkg || !ok && callee.Parent() == nil {
		return absUnknown // neither the package's function nor a closure of it
	}
	res := callee.Signature.Results()
	if res.Len() != 1 || !isBool(res.At(0).Type()) || len(call.Call.Args) != len(callee.Params) {
		return absUnknown
	}
	inner := make(map[ssa.Value]abstract)
	for i, p := range callee.Params {
		if k := a.eval(call.Call.Args[i], env); k != absUnknown {
			inner[p] = k
		}
	}
	a.depth++
	defer func() { a.depth-- }()
	return a.result(callee.Blocks[0], nil, inner, map[*ssa.BasicBlock]bool{})
}

// result returns the value every way out reachable from b (entered from
// pred) returns as its one result, or unknown.
func (a *absence) result(b, pred *ssa.BasicBlock, env map[ssa.Value]abstract, onPath map[*ssa.BasicBlock]bool) abstract {
	if onPath[b] {
		return absUnknown
	}
	if a.steps++; a.steps > absenceBudget {
		return absUnknown
	}
	onPath[b] = true
	defer delete(onPath, b)
	env = a.enter(b, pred, env)
	switch last := b.Instrs[len(b.Instrs)-1].(type) {
	case *ssa.Return:
		if len(last.Results) != 1 {
			return absUnknown
		}
		return a.eval(last.Results[0], env)
	case *ssa.If:
		switch a.eval(last.Cond, env) {
		case absTrue:
			return a.result(b.Succs[0], b, env, onPath)
		case absFalse:
			return a.result(b.Succs[1], b, env, onPath)
		}
	}
	out := absUnknown
	for i, s := range b.Succs {
		r := a.result(s, b, env, onPath)
		if r == absUnknown || i > 0 && r != out {
			return absUnknown
		}
		out = r
	}
	return out
}

// isKey reports whether l looks the reader's argument up in its map.
func (a *absence) isKey(l *ssa.Lookup) bool {
	return l.Index == a.key && a.w.mapOf(l.X) == a.w.s.Map
}

// failedRead reports whether result i of call is the error of a read of
// the argument that fails when it is missing: the library's, or a reader
// of the package's that fails so.
func (a *absence) failedRead(call *ssa.Call, i int) bool {
	if e := a.w.g.callExpr(call); e != nil {
		if r, ok := a.w.lib.ReadArg(a.w.g.info, e); ok && r.Name == "" && r.NameExpr != nil {
			return r.ErrIndex == i && !r.Optional && a.w.g.Value(r.NameExpr) == a.key
		}
	}
	callee := call.Call.StaticCallee()
	if callee == nil || call.Call.IsInvoke() {
		return false
	}
	obj, ok := callee.Object().(*types.Func)
	if !ok {
		return false
	}
	inner := a.w.g.readerOf(obj, a.w.lib)
	return inner != nil && inner.FailsWhenAbsent && inner.Err == i &&
		inner.Key >= 0 && inner.Key < len(call.Call.Args) && call.Call.Args[inner.Key] == a.key
}

// isErrorConstructor reports whether call makes a new error: errors.New,
// fmt.Errorf.
func isErrorConstructor(call *ssa.Call) bool {
	callee := call.Call.StaticCallee()
	if callee == nil || callee.Object() == nil || callee.Object().Pkg() == nil {
		return false
	}
	switch callee.Object().Pkg().Path() + "." + callee.Object().Name() {
	case "errors.New", "fmt.Errorf":
		return true
	}
	return false
}
