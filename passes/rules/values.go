package rules

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/toolvet/toolvet/internal/gostruct"
	"github.com/toolvet/toolvet/internal/model"
	"github.com/toolvet/toolvet/internal/resolve"
)

// argsIn returns the arguments e reads, in order of appearance.
func (x *extractor) argsIn(e ast.Expr) []string {
	var args []string
	seen := make(map[string]bool)
	note := func(a string) {
		if !seen[a] {
			seen[a] = true
			args = append(args, a)
		}
	}
	ast.Inspect(e, func(n ast.Node) bool {
		ex, ok := n.(ast.Expr)
		if !ok {
			return true
		}
		if _, isLit := ex.(*ast.FuncLit); isLit {
			return false
		}
		if b, ok := x.argOf(ex); ok {
			note(b.arg)
			return false
		}
		if call, ok := ex.(*ast.CallExpr); ok {
			if b, _, ok := x.splitCount(call); ok { // len(parts), parts := strings.Split(v, "/")
				note(b.arg)
				return false
			}
			if lr, ok := x.h.Reader.(model.LengthReader); ok {
				if read, ok := lr.ReadLength(x.info, call); ok {
					note(read.Name)
					return false
				}
			}
		}
		if id, ok := ex.(*ast.Ident); ok {
			obj := x.info.Uses[id]
			if a, ok := x.errs[obj]; ok {
				note(a)
			} else if a, ok := x.presenceOf(id); ok {
				note(a)
			} else if m, ok := x.members[obj]; ok {
				note(m.arg.arg)
			} else if p, ok := x.formats[obj]; ok {
				note(p.arg)
			} else if c, ok := x.checked[obj]; ok {
				if c.sum == nil {
					for _, g := range c.inlined {
						for _, a := range x.argsIn(g.cond) {
							note(a)
						}
					}
				} else if c.sum.parsed {
					for _, r := range c.sum.rules {
						for _, a := range r.Args {
							note(a)
						}
					}
				} else {
					note(c.arg)
				}
			}
		}
		return true
	})
	return args
}

// forget drops what is known of the variable l writes: it holds
// something else now.
func (x *extractor) forget(l ast.Expr) {
	if obj := x.object(l); obj != nil {
		delete(x.vals, obj)
		delete(x.errs, obj)
		delete(x.oks, obj)
		delete(x.members, obj)
		delete(x.formats, obj)
		delete(x.binds, obj)
		delete(x.checked, obj)
		delete(x.maps, obj)
		delete(x.pending, obj)
		delete(x.verdicts, obj)
	}
}

// assign records what the left-hand sides now hold.
func (x *extractor) assign(lhs, rhs []ast.Expr) {
	if len(lhs) == 1 {
		if _, isDefault := x.defaults()[lhs[0].Pos()]; isDefault {
			return // the value stays the argument's, but for its zero value (defaults.go)
		}
	}
	// What the right-hand sides hold, read before the writes: v =
	// strings.TrimSpace(v) reads the v written before.
	held := make([]*binding, len(rhs))
	if len(lhs) == len(rhs) {
		for i, r := range rhs {
			if b, ok := x.argOf(r); ok {
				held[i] = &b
			}
		}
	}
	for _, l := range lhs {
		x.forget(l)
	}
	if len(rhs) == 1 && len(lhs) > 1 {
		r := ast.Unparen(rhs[0])
		switch r := r.(type) {
		case *ast.CallExpr:
			if read, norm, ok := x.readArg(r); ok {
				x.setVal(lhs[0], binding{arg: read.Name, typ: read.Type, def: read.Default, required: read.ErrIndex >= 0 && !read.Optional, norm: norm})
				if read.ErrIndex >= 0 && !read.Optional && read.ErrIndex < len(lhs) {
					if obj := x.object(lhs[read.ErrIndex]); obj != nil {
						x.errs[obj] = read.Name
					}
				}
				if i := read.Present - 1; i >= 0 && i < len(lhs) {
					// n, ok, err := optionalInt(args, "n"): ok says n was sent.
					if obj := x.object(lhs[i]); obj != nil {
						x.oks[obj] = read.Name
					}
				}
				return
			}
			if x.decodedResult(r, lhs) {
				return
			}
			if p, ok := x.mapHelper(r); ok {
				// result, err := updateItems(ctx, args): returned as the
				// handler's, its failures the handler's.
				x.inline(p)
				return
			}
			x.convertCall(r, lhs)
			if x.pendingValues(r, lhs) || x.checkCall(r, lhs) {
				return
			}
			if x.pendingCall(r, lhs) {
				return
			}
			if x.encodeCall(r, lhs) || x.decodeCall(r, lhs) {
				return
			}
			if x.derivedCall(r, lhs) {
				return
			}
			if p, ok := x.parse(r); ok {
				if obj := x.object(lhs[len(lhs)-1]); obj != nil {
					x.formats[obj] = p
				}
				if len(lhs) == 2 && p.format != "" {
					// t, err := time.Parse(layout, s): t is the argument, parsed;
					// comparing it with another is a rule over both.
					x.setVal(lhs[0], binding{arg: p.arg})
				}
				return
			}
			x.bind(r)
		case *ast.TypeAssertExpr, *ast.IndexExpr: // v, ok := args["x"].(T)
			if x.holdsArgStruct(r) && len(lhs) == 2 {
				// a, ok := args.(*Args)
				if obj := x.object(lhs[0]); obj != nil {
					x.structs[obj] = true
				}
				return
			}
			if m, ok := x.lookup(r); ok && len(lhs) == 2 {
				if obj := x.object(lhs[1]); obj != nil {
					x.members[obj] = m
				}
				return
			}
			if b, ok := x.argOf(r); ok && len(lhs) == 2 {
				// v, ok := args["x"] binds v to the argument too: a type
				// assertion of it later (`items, ok := v.([]any)`) reads it.
				x.setVal(lhs[0], b)
				if obj := x.object(lhs[1]); obj != nil && !x.sentHere(r) {
					x.oks[obj] = b.arg
				}
			}
		}
		return
	}
	if len(lhs) != len(rhs) {
		return
	}
	for i, l := range lhs {
		r := ast.Unparen(rhs[i])
		obj := x.object(l)
		if obj == nil {
			continue
		}
		if x.h.Reader.ArgMap(x.info, r) {
			x.maps[obj] = true
			continue
		}
		if x.holdsArgStruct(r) {
			// a := args.(*Args): the decoded arguments, asserted to
			// their type (a wrapper's handler receives them as any).
			x.structs[obj] = true
			continue
		}
		if id, ok := r.(*ast.Ident); ok && x.copyOf(obj, x.info.Uses[id]) {
			continue
		}
		if call, ok := r.(*ast.CallExpr); ok {
			x.convertCall(call, []ast.Expr{l})
			if x.bind(call) {
				x.binds[obj] = true
				continue
			}
			if x.pendingValues(call, []ast.Expr{l}) || x.checkCall(call, []ast.Expr{l}) {
				continue
			}
			if x.decodeCall(call, []ast.Expr{l}) {
				continue
			}
			if x.pendingCall(call, []ast.Expr{l}) {
				continue
			}
			if held[i] == nil && x.derivedCall(call, []ast.Expr{l}) {
				continue
			}
			if held[i] == nil && x.extractedFromArgs(call) {
				x.extracted[obj] = true
				continue
			}
		}
		if fields := x.literalFields(r); fields != nil && !x.handedOn(obj) {
			// p := params{acct: req.GetString("accountId", ""), …}
			x.converted[obj] = fields
			continue
		}
		if held[i] != nil {
			x.setVal(l, *held[i])
		}
	}
}

// copyOf records that obj holds a copy of src (obj := src), when src
// holds something the extractor follows other than an argument's value
// (which argOf reads): the decoded arguments, an error or flag about an
// argument, a helper's verdict. It reports whether it did.
func (x *extractor) copyOf(obj, src types.Object) bool {
	if src == nil || obj == src {
		return false
	}
	copied := false
	copyIn := func(has bool, set func()) {
		if has {
			set()
			copied = true
		}
	}
	copyIn(x.structs[src], func() { x.structs[obj] = true })
	e, ok := x.errs[src]
	copyIn(ok, func() { x.errs[obj] = e })
	o, ok := x.oks[src]
	copyIn(ok, func() { x.oks[obj] = o })
	m, ok := x.members[src]
	copyIn(ok, func() { x.members[obj] = m })
	f, ok := x.formats[src]
	copyIn(ok, func() { x.formats[obj] = f })
	copyIn(x.maps[src], func() { x.maps[obj] = true })
	copyIn(x.binds[src], func() { x.binds[obj] = true })
	copyIn(x.extracted[src], func() { x.extracted[obj] = true })
	c, ok := x.checked[src]
	copyIn(ok, func() { x.checked[obj] = c })
	p, ok := x.pending[src]
	copyIn(ok, func() {
		if x.pending == nil {
			x.pending = make(map[types.Object]pendingHelper)
		}
		x.pending[obj] = p
	})
	copyIn(x.verdicts[src], func() {
		if x.verdicts == nil {
			x.verdicts = make(map[types.Object]bool)
		}
		x.verdicts[obj] = true
	})
	if fields, ok := x.converted[src]; ok && !x.handedOn(obj) {
		x.converted[obj] = fields
		copied = true
	}
	if copied {
		// What is written to the one is written to the other (mutated).
		if x.copied == nil {
			x.copied = make(map[types.Object]types.Object)
		}
		x.copied[obj] = src
	}
	return copied
}

// holdsArgStruct reports whether e is a type assertion of a variable
// holding the decoded arguments, to a struct type or a pointer to one.
func (x *extractor) holdsArgStruct(e ast.Expr) bool {
	ta, ok := ast.Unparen(e).(*ast.TypeAssertExpr)
	if !ok || ta.Type == nil {
		return false
	}
	id, ok := ast.Unparen(ta.X).(*ast.Ident)
	if !ok || !x.structs[x.info.Uses[id]] {
		return false
	}
	t := x.info.TypeOf(ta.Type)
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	_, isStruct := t.Underlying().(*types.Struct)
	return isStruct
}

// handedOn reports whether the handler lets other code write v's fields:
// it copies v's address or (v a pointer) v itself into another variable,
// or hands it to a function that writes through that parameter
// (normalize(&p)); selecting a field, calling a method (mutated's), or
// handing it to a function of the package that only reads it
// (validate(&p)) is none of these.
func (x *extractor) handedOn(v types.Object) bool {
	body := x.h.Body()
	if body == nil || x.found == nil || x.found.Index == nil {
		return true
	}
	_, ptr := v.Type().Underlying().(*types.Pointer)
	handed := false
	var stack []ast.Node
	ast.Inspect(body, func(n ast.Node) bool {
		if n == nil {
			stack = stack[:len(stack)-1]
			return true
		}
		if id, ok := n.(*ast.Ident); ok && x.info.Uses[id] == v && len(stack) > 0 {
			parent := stack[len(stack)-1]
			var arg ast.Expr = id
			if u, ok := parent.(*ast.UnaryExpr); ok && u.Op == token.AND && len(stack) > 1 {
				parent, arg = stack[len(stack)-2], u
			} else if sel, ok := parent.(*ast.SelectorExpr); ok && sel.X == id {
				parent = nil // a field or a method: not handed on
			} else if !ptr {
				parent = nil // a copy of the value: its fields are not v's
			}
			if parent != nil {
				call, isCall := parent.(*ast.CallExpr)
				if !isCall || x.writesThrough(call, arg) {
					handed = true
				}
			}
		}
		stack = append(stack, n)
		return true
	})
	return handed
}

// writesThrough reports whether call may write through its argument arg
// (a pointer): the callee is not a function of the package toolvet reads,
// or its parameter is written to.
func (x *extractor) writesThrough(call *ast.CallExpr, arg ast.Expr) bool {
	_, decl := x.localFunc(call)
	if decl == nil {
		return true
	}
	params := resolve.Params(x.info, decl.Type)
	for i, a := range call.Args {
		if a != arg {
			continue
		}
		if i >= len(params) || params[i] == nil || call.Ellipsis.IsValid() {
			return true
		}
		return len(x.found.Index.PartWrites(params[i])) > 0 || x.found.Index.Assignments(params[i]) > 0
	}
	return true
}

// literalFields returns the arguments the fields of a struct literal (or
// its address) hold, by field name, when a field is given an argument
// read: p := params{acct: req.GetString("accountId", "")} makes p.acct the
// argument, as a struct converted from the decoded arguments (converted.go)
// does. Nil when no field is.
func (x *extractor) literalFields(e ast.Expr) map[string]binding {
	if u, ok := e.(*ast.UnaryExpr); ok && u.Op == token.AND {
		e = ast.Unparen(u.X)
	}
	lit, ok := e.(*ast.CompositeLit)
	if !ok {
		return nil
	}
	t := x.info.TypeOf(lit)
	if t == nil {
		return nil
	}
	if _, isStruct := t.Underlying().(*types.Struct); !isStruct {
		return nil
	}
	var fields map[string]binding
	for _, el := range lit.Elts {
		kv, ok := el.(*ast.KeyValueExpr)
		if !ok {
			return nil // positional: no field names to go by
		}
		key, ok := kv.Key.(*ast.Ident)
		if !ok {
			continue
		}
		if b, ok := x.argOf(kv.Value); ok {
			if fields == nil {
				fields = make(map[string]binding)
			}
			fields[key.Name] = b
		}
	}
	return fields
}

// presenceOf returns the argument whose presence the bool variable id
// reads says: the ok of a lookup or of a reader, or a flag the engine
// finds set only where a lookup found the argument
// (flow.Graph.PresenceFlag).
func (x *extractor) presenceOf(id *ast.Ident) (string, bool) {
	obj := x.info.Uses[id]
	if a, ok := x.oks[obj]; ok {
		return a, true
	}
	if x.found == nil || x.found.Flow == nil || obj == nil || !isBool(obj.Type()) {
		return "", false
	}
	return x.found.Flow.PresenceFlag(id, x.h.Reader)
}

// setVal binds a variable to an argument; argOf unbinds it where another
// write of the variable comes before (then its value at a guard may be
// something else).
func (x *extractor) setVal(l ast.Expr, b binding) {
	obj := x.object(l)
	if obj == nil || x.found.Index == nil {
		return
	}
	b.at = l.Pos()
	x.vals[obj] = b
}

// bind records `req.BindArguments(&v)`: v now holds every argument.
func (x *extractor) bind(call *ast.CallExpr) bool {
	target, ok := x.h.Reader.Bind(x.info, call)
	if !ok {
		return false
	}
	if obj := x.object(target); obj != nil {
		if isStringMap(obj.Type()) {
			// json.Unmarshal(req.Params.Arguments, &args) with a
			// map[string]any: args is the argument map.
			x.maps[obj] = true
		} else {
			x.structs[obj] = true
		}
	}
	return true
}

// isStringMap reports whether t is a map keyed by strings.
func isStringMap(t types.Type) bool {
	m, ok := t.Underlying().(*types.Map)
	if !ok {
		return false
	}
	b, ok := m.Key().Underlying().(*types.Basic)
	return ok && b.Kind() == types.String
}

func (x *extractor) object(e ast.Expr) types.Object { return resolve.Object(x.info, e) }

// sourceArg asks the engine what a variable bound to an argument and
// written again holds where id reads it. One expression (the argument
// normalised, `acct = strings.TrimSpace(acct)`, or the value a reader
// returned) binds id as that expression would; a value merged from
// several writes (a clamp, a default) binds nothing.
func (x *extractor) sourceArg(id *ast.Ident) (binding, bool) {
	if x.sourcing > maxSourcing {
		return binding{}, false
	}
	x.sourcing++
	defer func() { x.sourcing-- }()
	def, part := x.found.Flow.Source(id)
	if def == nil {
		return binding{}, false
	}
	if part < 0 {
		return x.argOf(def)
	}
	call, ok := def.(*ast.CallExpr)
	if !ok {
		return binding{}, false
	}
	read, norm, ok := x.readArg(call)
	if !ok || part != 0 || read.ErrIndex == 0 {
		return binding{}, false // the readers' value comes first
	}
	return binding{arg: read.Name, typ: read.Type, def: read.Default, required: read.ErrIndex >= 0 && !read.Optional, norm: norm}, true
}

// maxSourcing bounds how many variables sourceArg follows back from one
// read (v = f(v) chains).
const maxSourcing = 8

// argOf reports whether e evaluates to an argument's value.
func (x *extractor) argOf(e ast.Expr) (binding, bool) {
	e = ast.Unparen(e)
	switch e := e.(type) {
	case *ast.Ident:
		obj := x.info.Uses[e]
		b, ok := x.vals[obj]
		if ok && b.at.IsValid() {
			defaults, zero := x.defaultedBefore(obj, "", e.Pos())
			if b.from.IsValid() {
				if x.found.Index.WrittenBetween(obj, b.from, e.Pos(), b.at) {
					return x.sourceArg(e)
				}
			} else if x.found.Index.WrittenBefore(obj, e.Pos(), append(defaults, b.at)...) {
				// Changed before it is checked: a clamp, a default over a
				// value sent, or a normaliser (acct = strings.TrimSpace(acct)).
				return x.sourceArg(e)
			}
			if len(defaults) > 0 {
				b.zero = zero
			}
		}
		return b, ok
	case *ast.CallExpr:
		if read, norm, ok := x.readArg(e); ok {
			return binding{arg: read.Name, typ: read.Type, def: read.Default, required: read.ErrIndex >= 0 && !read.Optional, norm: norm}, true
		}
		if fn, _ := typeutil.Callee(x.info, e).(*types.Func); fn != nil && fn.Pkg() != nil && len(e.Args) >= 1 {
			if kind, ok := normalisers[fn.Pkg().Path()+"."+fn.Name()]; ok {
				if b, ok := x.argOf(e.Args[0]); ok && (b.typ == "string" || b.typ == "") {
					b.norm = normThen(b.norm, kind)
					return b, true
				}
			}
		}
	case *ast.SelectorExpr: // v.Field of a decoded argument struct
		if b, ok := x.itemField(e); ok {
			return b, true
		}
		if b, ok := x.nestedField(e); ok {
			return b, true
		}
		if b, ok, converted := x.convertedField(e); converted {
			return b, ok
		}
		id, ok := ast.Unparen(e.X).(*ast.Ident)
		if !ok || !x.structs[x.info.Uses[id]] || x.mutated(x.info.Uses[id], e.Sel.Name) {
			// A field a parse function of the package filled from the
			// arguments (flow.Graph.FieldArg), here or, for a struct
			// handed to the function answering in the handler's stead,
			// where the handler handed it (workHelper).
			if read, ok := x.found.Flow.FieldArg(e, x.h.Reader); ok {
				return binding{arg: read.Name, typ: read.Type, def: read.Default, required: read.ErrIndex >= 0 && !read.Optional}, true
			}
			if caller, handed := x.handedIn[x.info.Uses[id]]; ok && handed && !x.mutated(x.info.Uses[id], e.Sel.Name) {
				if read, ok := x.found.Flow.FieldArg(&ast.SelectorExpr{X: caller, Sel: e.Sel}, x.h.Reader); ok {
					return binding{arg: read.Name, typ: read.Type, def: read.Default, required: read.ErrIndex >= 0 && !read.Optional}, true
				}
			}
			return binding{}, false
		}
		name, typ, ok := x.jsonField(e)
		if !ok {
			return binding{}, false
		}
		_, zero := x.defaultedBefore(x.info.Uses[id], e.Sel.Name, e.Pos())
		return binding{arg: name, typ: typ, zero: zero}, true
	case *ast.BinaryExpr: // arg + k, arg - k: a numeric argument shifted by a constant
		if e.Op != token.ADD && e.Op != token.SUB {
			return binding{}, false
		}
		k := x.constant(e.Y)
		b, ok := x.argOf(e.X)
		if e.Op == token.ADD && (k == nil || !ok) {
			k = x.constant(e.X)
			b, ok = x.argOf(e.Y)
		}
		if !ok || k == nil || !isNumeric(k) || b.typ != "number" && b.typ != "integer" || b.norm != "" {
			return binding{}, false
		}
		if e.Op == token.SUB {
			k = constant.UnaryOp(token.SUB, k, 0)
		}
		if b.offset != nil {
			k = constant.BinaryOp(b.offset, token.ADD, k)
		}
		b.offset = k
		return b, true
	case *ast.StarExpr: // *v.Field, a pointer to an optional argument
		b, ok := x.argOf(e.X)
		if ok {
			b.typ = gostruct.JSONType(x.info.TypeOf(e))
		}
		return b, ok
	case *ast.TypeAssertExpr: // args["x"].(string)
		b, ok := x.argOf(e.X)
		if ok && e.Type != nil {
			b.typ = gostruct.JSONType(x.info.TypeOf(e.Type))
		}
		return b, ok
	case *ast.IndexExpr: // args["x"]
		if !x.isArgMap(e.X) {
			// item["title"], item an object of a list argument (a map
			// decoded from JSON): the item's property.
			if b, ok := x.argOf(e.X); ok && strings.HasSuffix(b.arg, model.ItemsSuffix) {
				if name, ok := constString(x.info, e.Index); ok {
					return binding{arg: b.arg + "." + name}, true
				}
			}
			return binding{}, false
		}
		name, ok := x.argName(e.Index)
		return binding{arg: name}, ok
	}
	return binding{}, false
}

// argName returns the argument name e is: a string constant, or the
// variable of a loop over argument names, in the reading of one of them.
func (x *extractor) argName(e ast.Expr) (string, bool) {
	if name, ok := constString(x.info, e); ok {
		return name, true
	}
	if id, ok := ast.Unparen(e).(*ast.Ident); ok {
		name, ok := x.loopNames[x.info.Uses[id]]
		x.loopNameRead = x.loopNameRead || ok
		return name, ok
	}
	return "", false
}

func (x *extractor) isArgMap(e ast.Expr) bool {
	e = ast.Unparen(e)
	if id, ok := e.(*ast.Ident); ok && x.maps[x.info.Uses[id]] {
		return true
	}
	return x.h.Reader.ArgMap(x.info, e) // also a parameter holding the map
}

// mutated reports whether the handler changes field (or all of v) after
// decoding: v.F = ..., v.F++, &v.F, v = ..., a pointer method call on v.
// Such a field no longer holds the argument as sent.
func (x *extractor) mutated(v types.Object, field string) bool {
	if x.changed == nil {
		x.changed = make(map[types.Object]map[string]bool)
		mark := func(e ast.Expr, whole bool) {
			switch e := ast.Unparen(e).(type) {
			case *ast.SelectorExpr:
				if id, ok := ast.Unparen(e.X).(*ast.Ident); ok {
					obj := x.info.Uses[id]
					if x.changed[obj] == nil {
						x.changed[obj] = make(map[string]bool)
					}
					if sel, ok := x.info.Selections[e]; ok && sel.Kind() == types.MethodVal {
						if _, ptr := sel.Obj().Type().(*types.Signature).Recv().Type().(*types.Pointer); ptr && !x.readsReceiver(sel.Obj()) {
							x.changed[obj]["*"] = true
						}
						return
					}
					x.changed[obj][e.Sel.Name] = true
				}
			case *ast.Ident:
				if whole {
					obj := x.info.Uses[e]
					if x.changed[obj] == nil {
						x.changed[obj] = make(map[string]bool)
					}
					x.changed[obj]["*"] = true
				}
			}
		}
		ast.Inspect(x.h.Body(), func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.AssignStmt:
				for _, l := range n.Lhs {
					if _, isDefault := x.defaults()[l.Pos()]; isDefault {
						continue // a default replaces only the zero value (defaults.go)
					}
					mark(l, n.Tok != token.DEFINE)
				}
			case *ast.IncDecStmt:
				mark(n.X, true)
			case *ast.UnaryExpr:
				if n.Op == token.AND && !x.fieldPtrs[n] {
					if _, isSel := ast.Unparen(n.X).(*ast.SelectorExpr); isSel {
						mark(n.X, false)
					}
				}
			case *ast.CallExpr:
				if sel, ok := ast.Unparen(n.Fun).(*ast.SelectorExpr); ok {
					mark(sel, false)
				}
			}
			return true
		})
	}
	changed := func(v types.Object) bool {
		return x.changed[v]["*"] || x.changed[v][field] || x.changedBefore[v]["*"] || x.changedBefore[v][field]
	}
	if changed(v) {
		return true
	}
	// A copy of the decoded arguments (in2 := in) changes with what is
	// written to its source, and its source (a pointer) with what is
	// written through the copy.
	if src, ok := x.copied[v]; ok && changed(src) {
		return true
	}
	for c, src := range x.copied {
		if src == v && changed(c) {
			return true
		}
	}
	return false
}

// readsReceiver reports whether method, of the package, only reads the
// fields of its pointer receiver (`func (in *Args) validate() error`): a
// call of it changes none of them. A method of another package, or one
// that writes a field, takes the receiver's address, calls a method on
// it or hands it on, may change any.
func (x *extractor) readsReceiver(method types.Object) bool {
	fn, ok := method.(*types.Func)
	if !ok || x.found == nil || x.found.Index == nil {
		return false
	}
	decl := x.found.Index.FuncDecl(fn)
	if decl == nil || decl.Body == nil || decl.Recv == nil || len(decl.Recv.List) != 1 {
		return false
	}
	names := decl.Recv.List[0].Names
	if len(names) == 0 || names[0].Name == "_" {
		return true // an unnamed receiver cannot be written
	}
	recv, ok := x.info.Defs[names[0]].(*types.Var)
	if !ok || len(x.found.Index.PartWrites(recv)) > 0 || x.found.Index.Assignments(recv) > 0 {
		return false
	}
	// Every use must read a field of a basic type, which no call can
	// change, as a value: not a method called on it (a.Limit.orDefault()),
	// not its address, not a part of it handed on (sort.Strings(a.Tags)).
	uses, fieldReads := 0, 0
	var stack []ast.Node
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		if n == nil {
			stack = stack[:len(stack)-1]
			return true
		}
		switch n := n.(type) {
		case *ast.Ident:
			if x.info.Uses[n] == recv {
				uses++
			}
		case *ast.SelectorExpr:
			if id, ok := ast.Unparen(n.X).(*ast.Ident); ok && x.info.Uses[id] == recv {
				sel, ok := x.info.Selections[n]
				_, basic := types.Unalias(x.info.TypeOf(n)).(*types.Basic)
				if ok && sel.Kind() == types.FieldVal && basic && !usedAsOperand(stack) {
					fieldReads++
				}
			}
		}
		stack = append(stack, n)
		return true
	})
	return uses == fieldReads
}

// usedAsOperand reports whether the node whose ancestors are stack (the
// innermost last) is used other than as a value: the operand of a
// selector (a method called on it), of & or ++/--.
func usedAsOperand(stack []ast.Node) bool {
	for i := len(stack) - 1; i >= 0; i-- {
		switch p := stack[i].(type) {
		case *ast.ParenExpr:
			continue
		case *ast.SelectorExpr:
			return true
		case *ast.UnaryExpr:
			return p.Op == token.AND
		case *ast.IncDecStmt:
			return true
		}
		return false
	}
	return false
}

// jsonField returns the JSON name and type of the struct field e selects.
func (x *extractor) jsonField(e *ast.SelectorExpr) (name, typ string, ok bool) {
	field, ok := x.info.Uses[e.Sel].(*types.Var)
	if !ok || !field.IsField() {
		return "", "", false
	}
	name, ok = gostruct.JSONName(x.info.TypeOf(e.X), field)
	if !ok {
		return "", "", false
	}
	return name, gostruct.JSONType(field.Type()), true
}

// sentHere reports whether the value a type assertion asserts
// (`l, ok := label.(string)`) cannot be missing there: a default replaced
// it where it was nil (`if label == nil { label = "" }`), or a branch
// being read holds only where it is not (`if label != nil {…}`). Its ok
// then says only whether the value has the type, not whether it was sent.
func (x *extractor) sentHere(e ast.Expr) bool {
	ta, ok := ast.Unparen(e).(*ast.TypeAssertExpr)
	if !ok {
		return false
	}
	id, ok := ast.Unparen(ta.X).(*ast.Ident)
	if !ok || x.info.Uses[id] == nil {
		return false
	}
	obj := x.info.Uses[id]
	if writes, _ := x.defaultedBefore(obj, "", id.Pos()); len(writes) > 0 {
		return true
	}
	for _, c := range x.conds {
		if x.notNil(c, obj) {
			return true
		}
	}
	return false
}

// notNil reports whether cond holds only where obj is not nil:
// `obj != nil`, `!(obj == nil)`, or a conjunction with one.
func (x *extractor) notNil(cond ast.Expr, obj types.Object) bool {
	switch c := ast.Unparen(cond).(type) {
	case *ast.UnaryExpr:
		if be, ok := ast.Unparen(c.X).(*ast.BinaryExpr); ok && c.Op == token.NOT && be.Op == token.EQL {
			return x.nilComparison(be, obj)
		}
	case *ast.BinaryExpr:
		switch c.Op {
		case token.LAND:
			return x.notNil(c.X, obj) || x.notNil(c.Y, obj)
		case token.NEQ:
			return x.nilComparison(c, obj)
		}
	}
	return false
}

// nilComparison reports whether be compares obj with nil.
func (x *extractor) nilComparison(be *ast.BinaryExpr, obj types.Object) bool {
	for _, pair := range [][2]ast.Expr{{be.X, be.Y}, {be.Y, be.X}} {
		if id, ok := ast.Unparen(pair[0]).(*ast.Ident); ok && x.info.Uses[id] == obj && isNil(x.info, ast.Unparen(pair[1])) {
			return true
		}
	}
	return false
}
