package flow

import (
	"go/types"

	"golang.org/x/tools/go/ssa"

	"github.com/toolvet/toolvet/internal/resolve"
)

// conversion summarises a function of the package that returns one of its
// parameters converted, as projects turn a raw argument into the type they
// work with:
//
//	func toInt(val any) (int, error) {
//		switch v := val.(type) {
//		case float64:
//			return int(v), nil
//		case string:
//			f, err := strconv.ParseFloat(v, 64)
//			…
//		}
//		return 0, fmt.Errorf("expected number, got %T", val)
//	}
//
// On every successful way out (error result nil), value result Result is
// computed from parameter Param alone: type assertions and switches,
// conversions, φ-nodes and calls of other packages' functions given it
// (strconv.ParseFloat). Through lists those functions, as for a Reader.
type conversion struct {
	Param, Result int
	Through       []string
}

// converts returns fn's conversion summary for value result i, or nil.
func (g *Graph) converts(fn *ssa.Function, i int) *conversion {
	if c, ok := g.conversions[fn]; ok {
		if c == nil || c.Result != i {
			return nil
		}
		return c
	}
	if g.conversions == nil {
		g.conversions = make(map[*ssa.Function]*conversion)
	}
	g.conversions[fn] = nil // a recursive call converts nothing
	c := summariseConversion(fn)
	g.conversions[fn] = c
	if c == nil || c.Result != i {
		return nil
	}
	return c
}

func summariseConversion(fn *ssa.Function) *conversion {
	res := fn.Signature.Results()
	c := &conversion{Param: -1, Result: -1}
	errIndex := -1
	for i := range res.Len() {
		switch {
		case resolve.IsError(res.At(i).Type()) && errIndex < 0:
			errIndex = i
		case c.Result < 0:
			c.Result = i
		default:
			return nil
		}
	}
	if c.Result < 0 || len(fn.Params) == 0 || fn.Blocks == nil {
		return nil
	}
	w := &convertWalk{pkg: fn.Package(), params: make(map[ssa.Value]int), c: c, seen: make(map[ssa.Value]bool)}
	for i, p := range fn.Params {
		w.params[p] = i
	}
	succeeded := false
	for _, b := range fn.Blocks {
		ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
		if !ok || len(ret.Results) != res.Len() {
			continue
		}
		if errIndex >= 0 && !isNil(ret.Results[errIndex]) {
			continue // a failure: its value is not the argument
		}
		succeeded = true
		if !w.from(ret.Results[c.Result]) {
			return nil
		}
	}
	if !succeeded || c.Param < 0 {
		return nil
	}
	return c
}

type convertWalk struct {
	pkg    *ssa.Package
	params map[ssa.Value]int
	c      *conversion
	seen   map[ssa.Value]bool
}

// from reports whether v is computed from one parameter alone.
func (w *convertWalk) from(v ssa.Value) bool {
	if w.seen[v] {
		return true // a loop through a φ adds nothing
	}
	w.seen[v] = true
	switch v := v.(type) {
	case *ssa.Parameter:
		i := w.params[v]
		if w.c.Param >= 0 && w.c.Param != i {
			return false
		}
		w.c.Param = i
		return true
	case *ssa.Phi:
		for _, e := range v.Edges {
			if !w.from(e) {
				return false
			}
		}
		return true
	case *ssa.TypeAssert:
		return w.from(v.X)
	case *ssa.ChangeType:
		return w.from(v.X)
	case *ssa.Convert:
		return w.from(v.X)
	case *ssa.Extract:
		switch t := v.Tuple.(type) {
		case *ssa.TypeAssert:
			return v.Index == 0 && w.from(t)
		case *ssa.Call:
			return v.Index == 0 && w.call(t)
		}
	case *ssa.Call:
		return w.call(v)
	}
	return false
}

// call accepts a function of another package given the value (first) and
// constants (strconv.ParseFloat(v, 64), strings.TrimSpace(v)).
func (w *convertWalk) call(call *ssa.Call) bool {
	callee := call.Call.StaticCallee()
	if callee == nil || call.Call.IsInvoke() || len(call.Call.Args) == 0 {
		return false
	}
	obj, _ := callee.Object().(*types.Func)
	if obj == nil || obj.Pkg() == nil || callee.Package() == w.pkg || callee.Signature.Results().Len() == 0 {
		return false // the package's own functions are summaries of their own
	}
	for _, a := range call.Call.Args[1:] {
		if _, ok := a.(*ssa.Const); !ok {
			return false
		}
	}
	if !w.from(call.Call.Args[0]) {
		return false
	}
	w.c.Through = append([]string{obj.Pkg().Path() + "." + obj.Name()}, w.c.Through...) // outermost first
	return true
}
