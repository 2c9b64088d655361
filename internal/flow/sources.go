package flow

import (
	"go/types"

	"golang.org/x/tools/go/ssa"
)

// MapRead summarises a function of the package that reads one value from
// a map by a key it is given, as projects read a tool's arguments
// (requiredParam[string](args, "name"), getInt(args, "limit", 10)): on
// every successful way out, its value result is what the map of parameter
// Map holds under the key of parameter Key, taken as the result's type, or
// else parameter Default. A way out is a failure when it returns a
// non-nil error as result Err.
type MapRead struct {
	Map, Key int
	Default  int // the parameter returned when the key is absent; -1: the zero value
	Result   int // the value result
	Err      int // the error result; -1: none
}

// MapReader returns fn's MapRead summary, or nil when fn is no such
// reader (or not a function of the package with a body).
func (g *Graph) MapReader(fn *types.Func) *MapRead {
	if g == nil || fn == nil || !g.build() {
		return nil
	}
	sfn := g.declared(fn.Origin())
	if sfn == nil {
		return nil
	}
	if s, ok := g.mapReaders[sfn]; ok {
		return s
	}
	if g.mapReaders == nil {
		g.mapReaders = make(map[*ssa.Function]*MapRead)
	}
	g.mapReaders[sfn] = nil
	s := summariseMapRead(sfn)
	g.mapReaders[sfn] = s
	return s
}

// declared returns the SSA function of a function declared in the package.
func (g *Graph) declared(fn *types.Func) *ssa.Function {
	if sfn := g.byObj[fn]; sfn != nil && sfn.Blocks != nil {
		return sfn
	}
	return nil
}

func summariseMapRead(fn *ssa.Function) *MapRead {
	res := fn.Signature.Results()
	s := &MapRead{Result: -1, Err: -1, Default: -1, Map: -1, Key: -1}
	for i := range res.Len() {
		if isError(res.At(i).Type()) {
			if s.Err >= 0 {
				return nil
			}
			s.Err = i
		} else {
			if s.Result >= 0 {
				return nil
			}
			s.Result = i
		}
	}
	if s.Result < 0 {
		return nil
	}
	params := make(map[ssa.Value]int)
	for i, p := range fn.Params {
		params[p] = i
	}
	succeeded := false
	for _, b := range fn.Blocks {
		ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
		if !ok || len(ret.Results) != res.Len() {
			continue
		}
		if s.Err >= 0 && !isNil(ret.Results[s.Err]) {
			continue // a failure: its value is not read
		}
		succeeded = true
		if !s.read(params, ret.Results[s.Result], make(map[ssa.Value]bool)) {
			return nil
		}
	}
	if !succeeded || s.Map < 0 || s.Key < 0 {
		return nil
	}
	return s
}

// read reports whether v is the map's value under the key (recording
// which parameters are the map and the key), or the default.
func (s *MapRead) read(params map[ssa.Value]int, v ssa.Value, seen map[ssa.Value]bool) bool {
	if seen[v] {
		return true // a loop through a φ adds nothing
	}
	seen[v] = true
	switch v := v.(type) {
	case *ssa.Phi:
		for _, e := range v.Edges {
			if !s.read(params, e, seen) {
				return false
			}
		}
		return true
	case *ssa.Parameter:
		i := params[v]
		if s.Default >= 0 && s.Default != i {
			return false
		}
		s.Default = i
		return true
	case *ssa.Const:
		return v.IsNil() || v.Value == nil || isZeroConst(v)
	case *ssa.Extract:
		if v.Index == 0 {
			return s.read(params, v.Tuple, seen)
		}
	case *ssa.TypeAssert:
		return s.read(params, v.X, seen)
	case *ssa.ChangeType:
		return s.read(params, v.X, seen)
	case *ssa.Lookup:
		m, okM := params[v.X]
		k, okK := params[v.Index]
		if !okM || !okK {
			return false
		}
		if s.Map >= 0 && (s.Map != m || s.Key != k) {
			return false
		}
		s.Map, s.Key = m, k
		return true
	}
	return false
}

func isNil(v ssa.Value) bool {
	c, ok := v.(*ssa.Const)
	return ok && c.IsNil()
}

func isZeroConst(c *ssa.Const) bool {
	defer func() { _ = recover() }() // IsZero panics on a nil Value of some types
	return c.IsNil() || c.Value != nil && c.Value.ExactString() == "0" || c.Value != nil && c.Value.ExactString() == `""`
}

func isError(t types.Type) bool {
	return types.Identical(t, types.Universe.Lookup("error").Type())
}
