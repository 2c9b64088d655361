package flow

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"
	"golang.org/x/tools/go/types/typeutil"
)

// maxMadeErrorsDepth bounds how many values MadeErrors follows back.
const maxMadeErrorsDepth = 64

// MadeErrors reports whether every element of the slice e holds is an
// error the package's code made there (errors.New, fmt.Errorf): the
// slice is nil at first and only appended to, with such errors, along
// every way to e (through copies, φ-nodes, and the arguments every call
// of an unexported function of the package hands in), and nothing may
// write its elements since: no use of it but append, len, errors.Join, a
// read of an element, and a call of a function reads says only reads it
// (another package's predicate, by its fact). Then errors.Join(e...) is
// not nil where e is not empty.
func (g *Graph) MadeErrors(e ast.Expr, reads func(*types.Func) bool) bool {
	v := g.Value(e)
	if v == nil {
		return false
	}
	budget := maxMadeErrorsDepth
	return g.madeErrors(v, make(map[ssa.Value]bool), &budget, allowedUses{reads: reads})
}

func (g *Graph) madeErrors(v ssa.Value, seen map[ssa.Value]bool, budget *int, allowed allowedUses) bool {
	if seen[v] {
		return true // a loop adds nothing the other ways do not
	}
	seen[v] = true
	if *budget--; *budget < 0 {
		return false
	}
	if !elementsKept(v, allowed, make(map[ssa.Value]bool)) {
		return false
	}
	switch v := v.(type) {
	case *ssa.Const:
		return v.IsNil()
	case *ssa.Phi:
		for _, e := range v.Edges {
			if !g.madeErrors(e, seen, budget, allowed) {
				return false
			}
		}
		return true
	case *ssa.Call:
		b, ok := v.Call.Value.(*ssa.Builtin)
		if !ok || b.Name() != "append" || len(v.Call.Args) != 2 {
			return false
		}
		// The values added: a variadic call's array, or a slice spread
		// into it (append(errs, more...)).
		return g.madeErrors(v.Call.Args[0], seen, budget, allowed) && g.madeErrors(v.Call.Args[1], seen, budget, allowed)
	case *ssa.Slice:
		return elementsMade(v)
	case *ssa.Parameter:
		return g.argumentsMade(v, seen, budget, allowed.reads)
	}
	return false
}

// elementsMade reports whether sl slices an array of the function's own
// (a variadic call's, a slice literal's) whose every element stored is an
// error made there.
func elementsMade(sl *ssa.Slice) bool {
	arr, ok := sl.X.(*ssa.Alloc)
	if !ok {
		return false
	}
	refs := arr.Referrers()
	if refs == nil {
		return false
	}
	for _, r := range *refs {
		switch r := r.(type) {
		case *ssa.Slice:
			if r != sl {
				return false
			}
		case *ssa.IndexAddr:
			for _, s := range *r.Referrers() {
				st, ok := s.(*ssa.Store)
				if !ok || st.Addr != r || !madeError(st.Val) {
					return false
				}
			}
		default:
			return false
		}
	}
	return true
}

// allowedUses are the uses of a list elementsKept accepts besides those
// that cannot write its elements: the call handing it to the function
// being read, and the calls of functions reads says only read it.
type allowedUses struct {
	call  ssa.Instruction
	reads func(*types.Func) bool
}

// elementsKept reports whether no use of the slice v may write its
// elements (`errs[i] = nil`, clear, copy into it, a call given it), nor
// of a slice sharing its array (an append's result, a φ-node's): it is
// only appended to, measured, joined by errors.Join, read, or one of the
// uses allowed.
func elementsKept(v ssa.Value, allowed allowedUses, visited map[ssa.Value]bool) bool {
	if visited[v] {
		return true
	}
	visited[v] = true
	refs := v.Referrers()
	if refs == nil {
		return true // a constant
	}
	for _, r := range *refs {
		if r == allowed.call && r != nil {
			continue
		}
		switch r := r.(type) {
		case *ssa.DebugRef:
		case *ssa.Phi:
			if !elementsKept(r, allowed, visited) {
				return false
			}
		case *ssa.Call:
			if b, ok := r.Call.Value.(*ssa.Builtin); ok {
				switch {
				case b.Name() == "len" || b.Name() == "cap":
				case b.Name() == "append" && len(r.Call.Args) == 2 && r.Call.Args[0] == v:
					// The result may share v's array.
					if !elementsKept(r, allowed, visited) {
						return false
					}
				case b.Name() == "append" && len(r.Call.Args) == 2:
					// Spread into another (append(other, errs...)):
					// copied, not shared.
				default:
					return false
				}
				continue
			}
			fn := r.Call.StaticCallee()
			if fn == nil {
				return false
			}
			if obj, ok := fn.Object().(*types.Func); ok && allowed.reads != nil && allowed.reads(obj) {
				continue
			}
			if readsOnly(fn, r.Call.Args, v, allowed, visited) {
				continue
			}
			if fn.Pkg == nil || fn.Pkg.Pkg.Path() != "errors" || fn.Name() != "Join" {
				return false
			}
		case *ssa.IndexAddr:
			// Read only: errs[i] loaded, never stored to.
			for _, u := range *r.Referrers() {
				if un, ok := u.(*ssa.UnOp); !ok || un.Op != token.MUL {
					if _, dbg := u.(*ssa.DebugRef); !dbg {
						return false
					}
				}
			}
		default:
			return false
		}
	}
	return true
}

// readsOnly reports whether fn, a function built with its body (of the
// package: `func valid(errs []error) bool { return len(errs) == 0 }`),
// keeps the elements of v wherever it is given it among args.
func readsOnly(fn *ssa.Function, args []ssa.Value, v ssa.Value, allowed allowedUses, visited map[ssa.Value]bool) bool {
	if len(fn.Blocks) == 0 || len(fn.Params) != len(args) || fn.Signature.Variadic() {
		return false
	}
	given := false
	for i, a := range args {
		if a == v {
			given = true
			if !elementsKept(fn.Params[i], allowedUses{reads: allowed.reads}, visited) {
				return false
			}
		}
	}
	return given
}

// madeError reports whether v is an error errors.New or fmt.Errorf made:
// never nil.
func madeError(v ssa.Value) bool {
	call, ok := v.(*ssa.Call)
	if !ok {
		return false
	}
	fn := call.Call.StaticCallee()
	if fn == nil || fn.Pkg == nil {
		return false
	}
	path, name := fn.Pkg.Pkg.Path(), fn.Name()
	return path == "errors" && name == "New" || path == "fmt" && name == "Errorf"
}

// argumentsMade reports whether every call of p's function hands in, for
// p, a slice MadeErrors accepts: the function is an unexported one of the
// package, only ever called by name (no value of it escapes).
func (g *Graph) argumentsMade(p *ssa.Parameter, seen map[ssa.Value]bool, budget *int, reads func(*types.Func) bool) bool {
	fn, ok := p.Parent().Object().(*types.Func)
	if !ok || fn.Exported() || fn.Pkg() != g.pkg || p.Parent().Signature.Recv() != nil {
		return false
	}
	idx := -1
	for i, q := range p.Parent().Params {
		if q == p {
			idx = i
		}
	}
	if idx < 0 {
		return false
	}
	calls := 0
	ok = true
	for _, f := range g.files {
		ast.Inspect(f, func(n ast.Node) bool {
			if !ok {
				return false
			}
			switch n := n.(type) {
			case *ast.CallExpr:
				if typeutil.StaticCallee(g.info, n) != fn {
					return true
				}
				calls++
				if n.Ellipsis.IsValid() || idx >= len(n.Args) {
					ok = false
					return false
				}
				if tv := g.info.Types[n.Args[idx]]; tv.IsNil() {
					ok = true // nil, which the builder holds no value for
				} else {
					// The call handing it in reads it as the callee does
					// (when the engine knows the call: else that use too
					// refuses it, unless the value is a constant).
					var call ssa.Instruction
					if c, isCall := g.Value(n).(*ssa.Call); isCall {
						call = c
					}
					arg := g.Value(n.Args[idx])
					ok = arg != nil && g.madeErrors(arg, seen, budget, allowedUses{call: call, reads: reads})
				}
				// The callee's name is read as a call, not as a value.
				for _, a := range n.Args {
					ast.Inspect(a, func(m ast.Node) bool {
						ok = ok && !g.refersTo(m, fn)
						return ok
					})
				}
				return false
			case *ast.Ident:
				// A use outside a call's callee position: a value of the
				// function, called from anywhere.
				ok = !g.refersTo(n, fn)
			}
			return ok
		})
	}
	return ok && calls > 0
}

// refersTo reports whether n is an identifier using fn.
func (g *Graph) refersTo(n ast.Node, fn *types.Func) bool {
	id, isIdent := n.(*ast.Ident)
	return isIdent && g.info.Uses[id] == fn
}
