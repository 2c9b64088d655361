package resolve

import (
	"go/ast"
	"go/token"
	"go/types"
	"strconv"

	"golang.org/x/tools/go/ast/astutil"
)

// MethodPairs follows a and b, a registration's tool and handler taken
// from one receiver, to what each type the receiver may hold gives:
//
//	for _, t := range []tool{transferTool{}, refundTool{}} {
//		s.AddTool(t.Definition(), t.Handle)
//	}
//
// a is a call of a method of the receiver (t.Definition()); b is a method
// value of the same receiver (t.Handle) or a call of another of its
// methods (t.Handler()). For each type, the pair is what its method a
// returns and, for b, the declaration of its method (its name, which
// Func reads as the function) or what its method b returns. The types
// are those the package shows the receiver given (the elements of a list
// ranged over, the one value assigned to it); where it shows none, the
// receiver's own type when it is concrete, and when it is an interface
// every type of the package with method a that implements it, as a
// class-hierarchy call graph would have it. ok is false unless a and b
// have that shape and every type declares both methods in the package,
// each a returning one expression.
func (x *Index) MethodPairs(a, b ast.Expr) (pairs [][2]ast.Expr, ok bool) {
	x.build()
	call, isCall := ast.Unparen(a).(*ast.CallExpr)
	if !isCall {
		return nil, false
	}
	selA, isSel := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !isSel || !x.isMethodSelection(selA) {
		return nil, false
	}
	var selB *ast.SelectorExpr
	bIsCall := false
	switch b := ast.Unparen(b).(type) {
	case *ast.SelectorExpr:
		selB = b
	case *ast.CallExpr:
		selB, _ = ast.Unparen(b.Fun).(*ast.SelectorExpr)
		bIsCall = len(b.Args) == 0
		if !bIsCall {
			return nil, false
		}
	}
	if selB == nil || !x.isMethodSelection(selB) {
		return nil, false
	}
	recv := x.object(selA.X)
	if recv == nil || recv != x.object(selB.X) {
		return nil, false
	}
	held := x.receiverTypes(recv, selA.Sel.Name)
	if len(held) == 0 {
		return nil, false
	}
	for _, t := range held {
		tool := x.Returns(x.methodOf(t, selA.Sel.Name))
		var handler ast.Expr
		if m := x.methodOf(t, selB.Sel.Name); bIsCall {
			handler = x.Returns(m)
		} else if d := x.FuncDecl(m); d != nil {
			handler = d.Name
		}
		if tool == nil || handler == nil {
			return nil, false
		}
		pairs = append(pairs, [2]ast.Expr{tool, handler})
	}
	return pairs, true
}

// isMethodSelection reports whether sel selects a method of a value (a
// method value or the function of a method call), not a field or a
// package's name.
func (x *Index) isMethodSelection(sel *ast.SelectorExpr) bool {
	s, ok := x.info.Selections[sel]
	return ok && s.Kind() == types.MethodVal
}

// methodOf returns t's method name, or nil.
func (x *Index) methodOf(t types.Type, name string) *types.Func {
	obj, _, _ := types.LookupFieldOrMethod(t, true, nil, name)
	if obj == nil {
		// An unexported method: look it up in the package declaring
		// the type.
		if n := namedOf(t); n != nil {
			obj, _, _ = types.LookupFieldOrMethod(t, true, n.Obj().Pkg(), name)
		}
	}
	fn, _ := obj.(*types.Func)
	return fn
}

// receiverTypes returns the types of the values recv may hold, which
// have a method named method: those the package gives it where it shows
// them all, else its own when it is concrete, else the package's types
// implementing it.
func (x *Index) receiverTypes(recv types.Object, method string) []types.Type {
	var given []ast.Expr
	if over, ok := x.ranges[recv]; ok {
		lit, isLit := x.Expr(over).(*ast.CompositeLit)
		if !isLit {
			return x.implementations(recv.Type(), method)
		}
		for _, elt := range lit.Elts {
			if kv, isKV := elt.(*ast.KeyValueExpr); isKV {
				elt = kv.Value
			}
			given = append(given, elt)
		}
	} else if v := x.Value(recv); v != nil && len(x.writes[recv]) <= 1 {
		given = []ast.Expr{v}
	}
	if len(given) == 0 {
		return x.implementations(recv.Type(), method)
	}
	var ts []types.Type
	for _, e := range given {
		t := x.info.TypeOf(x.Expr(e))
		if t == nil {
			return nil
		}
		if types.IsInterface(t) {
			// A value whose type the package does not show here:
			// the receiver may be any of its implementations.
			return x.implementations(recv.Type(), method)
		}
		ts = append(ts, t)
	}
	return ts
}

// implementations returns t when it is concrete, and when it is an
// interface the types the package declares a method named method on that
// implement it (as a value or through a pointer).
func (x *Index) implementations(t types.Type, method string) []types.Type {
	iface, ok := t.Underlying().(*types.Interface)
	if !ok {
		return []types.Type{t}
	}
	var ts []types.Type
	seen := make(map[*types.TypeName]bool)
	for _, f := range x.files {
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Recv == nil || fd.Name.Name != method {
				continue
			}
			fn, ok := x.info.Defs[fd.Name].(*types.Func)
			if !ok {
				continue
			}
			named := namedOf(fn.Signature().Recv().Type())
			if named == nil || seen[named.Obj()] || named.TypeParams().Len() > 0 {
				continue
			}
			seen[named.Obj()] = true
			switch {
			case types.Implements(named, iface):
				ts = append(ts, named)
			case types.Implements(types.NewPointer(named), iface):
				ts = append(ts, types.NewPointer(named))
			}
		}
	}
	return ts
}

// namedOf returns the named type t is or points to, or nil.
func namedOf(t types.Type) *types.Named {
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		t = p.Elem()
	}
	n, _ := types.Unalias(t).(*types.Named)
	return n
}

// KeyedPairs follows a registration's tool a and handler b where one of
// them, or both, is looked up by name in a map the package writes as a
// literal:
//
//	handlers := map[string]server.ToolHandlerFunc{"transfer": handleTransfer, …}
//	for _, t := range []mcp.Tool{transferTool(), refundTool()} {
//		s.AddTool(t, handlers[t.Name])
//	}
//	for name, h := range handlers { s.AddTool(tools[name], h) }
//	s.AddTool(transferTool(), handlers["transfer"])
//
// It reads both once for each element of the list or map ranged over
// (or once when neither depends on a range), a range variable standing
// for the element's value or key, a lookup m[k] for the map's entry under
// k's constant value, and the Name of a tool for name(tool), the tool's
// constant name. ok is false unless some lookup was read and every one
// found its entry.
func (x *Index) KeyedPairs(a, b ast.Expr, name func(tool ast.Expr) (string, bool)) (pairs [][2]ast.Expr, ok bool) {
	x.build()
	var over ast.Expr
	mixed := false
	for _, e := range []ast.Expr{a, b} {
		ast.Inspect(e, func(n ast.Node) bool {
			if id, isID := n.(*ast.Ident); isID {
				obj := x.info.Uses[id]
				r, ranged := x.ranges[obj]
				if !ranged {
					r, ranged = x.rangeKeys[obj]
				}
				if ranged && over == nil {
					over = r
				} else if ranged && over != r {
					mixed = true // two ranges: not one list's elements
				}
			}
			return true
		})
	}
	if mixed {
		return nil, false
	}
	ev := keyedEval{x: x, name: name}
	if over == nil {
		ta, tb := ev.eval(a), ev.eval(b)
		if ta == nil || tb == nil || !ev.looked {
			return nil, false
		}
		return [][2]ast.Expr{{ta, tb}}, true
	}
	lit, isLit := x.Expr(over).(*ast.CompositeLit)
	if !isLit {
		return nil, false
	}
	for i, elt := range lit.Elts {
		key, val := ast.Expr(&ast.BasicLit{Kind: token.INT, Value: strconv.Itoa(i)}), elt
		if kv, isKV := elt.(*ast.KeyValueExpr); isKV {
			key, val = kv.Key, kv.Value
		}
		ev.bound = func(obj types.Object) ast.Expr {
			switch {
			case x.ranges[obj] == over:
				return val
			case x.rangeKeys[obj] == over:
				return key
			}
			return nil
		}
		ta, tb := ev.eval(a), ev.eval(b)
		if ta == nil || tb == nil {
			return nil, false
		}
		pairs = append(pairs, [2]ast.Expr{ta, tb})
	}
	return pairs, ev.looked && len(pairs) > 0
}

// keyedEval reads an expression for KeyedPairs under one element's
// bindings.
type keyedEval struct {
	x      *Index
	name   func(ast.Expr) (string, bool)
	bound  func(types.Object) ast.Expr // a range variable's value, or nil
	looked bool                        // a map lookup was read
}

// eval returns the expression e stands for, or nil when it cannot be
// read: a range variable's element, a map literal's entry.
func (ev *keyedEval) eval(e ast.Expr) ast.Expr {
	x := ev.x
	switch e := ast.Unparen(e).(type) {
	case *ast.Ident:
		if ev.bound != nil {
			if v := ev.bound(x.info.Uses[e]); v != nil {
				return v
			}
		}
		obj := x.info.Uses[e]
		if _, ranged := x.ranges[obj]; ranged {
			return nil
		}
		if _, ranged := x.rangeKeys[obj]; ranged {
			return nil
		}
		return e
	case *ast.IndexExpr:
		m, isMap := x.Expr(e.X).(*ast.CompositeLit)
		if !isMap {
			break
		}
		if _, isMapType := x.info.TypeOf(m).Underlying().(*types.Map); !isMapType {
			break
		}
		if obj := x.object(e.X); obj == nil || !x.onlyLookedUp(obj) {
			return nil // entries written after the literal, or the map handed on
		}
		key, ok := ev.constKey(e.Index)
		if !ok {
			return nil
		}
		for _, elt := range m.Elts {
			kv, isKV := elt.(*ast.KeyValueExpr)
			if !isKV {
				return nil
			}
			if k, ok := ConstString(x.info, kv.Key); ok && k == key {
				ev.looked = true
				return kv.Value
			}
		}
		return nil
	}
	if ev.mentionsRange(e) {
		return nil // a range variable inside what is not read here
	}
	return e
}

// mentionsRange reports whether e uses a range statement's variable: its
// value is then the element's, which eval does not substitute inside e.
func (ev *keyedEval) mentionsRange(e ast.Expr) bool {
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok {
			obj := ev.x.info.Uses[id]
			_, v := ev.x.ranges[obj]
			_, k := ev.x.rangeKeys[obj]
			found = found || v || k
		}
		return !found
	})
	return found
}

// constKey returns the constant string a map's key expression k has
// under the bindings: a constant, a range variable bound to one, or a
// tool's Name.
func (ev *keyedEval) constKey(k ast.Expr) (string, bool) {
	x := ev.x
	if s, ok := ConstString(x.info, k); ok {
		return s, true
	}
	if sel, ok := ast.Unparen(k).(*ast.SelectorExpr); ok && sel.Sel.Name == "Name" && ev.name != nil {
		if tool := ev.eval(sel.X); tool != nil {
			return ev.name(tool)
		}
		return "", false
	}
	if v := ev.eval(k); v != nil && v != ast.Unparen(k) {
		return ConstString(x.info, v)
	}
	return "", false
}

// onlyLookedUp reports whether every use of the map variable v reads an
// entry (v[k], not written to) or ranges over it: its literal is then
// what every lookup finds.
func (x *Index) onlyLookedUp(v types.Object) bool {
	for _, f := range x.files {
		for n := range ast.Preorder(f) {
			id, ok := n.(*ast.Ident)
			if !ok || x.info.Uses[id] != v {
				continue
			}
			path, _ := astutil.PathEnclosingInterval(f, id.Pos(), id.End())
			if len(path) < 3 {
				return false
			}
			switch parent := path[1].(type) {
			case *ast.IndexExpr:
				if parent.X != id {
					return false
				}
				switch use := path[2].(type) {
				case *ast.AssignStmt:
					for _, l := range use.Lhs {
						if l == parent {
							return false
						}
					}
				case *ast.IncDecStmt, *ast.UnaryExpr:
					return false // written, or its address taken
				}
			case *ast.RangeStmt:
				if parent.X != id {
					return false
				}
			default:
				return false
			}
		}
	}
	return true
}

// Pairs follows a registration's tool a and handler b to the pairs an
// inventory gives, whichever way the package keeps it: fields of the
// elements of a list ranged over (RangePairs), methods of the types a
// receiver holds (MethodPairs), entries of maps by tool name (KeyedPairs,
// name giving a tool's constant name). ok is false when none applies.
func (x *Index) Pairs(a, b ast.Expr, name func(tool ast.Expr) (string, bool)) ([][2]ast.Expr, bool) {
	if pairs, ok := x.RangePairs(a, b); ok {
		return pairs, true
	}
	if pairs, ok := x.MethodPairs(a, b); ok {
		return pairs, true
	}
	return x.KeyedPairs(a, b, name)
}
