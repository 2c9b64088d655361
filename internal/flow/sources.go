package flow

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"reflect"

	"golang.org/x/tools/go/ssa"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/toolvet/toolvet/internal/gostruct"
	"github.com/toolvet/toolvet/internal/model"
	"github.com/toolvet/toolvet/internal/resolve"
)

// Reader summarises a function of the package that reads one argument by
// a name it is given, as projects read a tool's arguments:
//
//	requiredParam[string](args, "name")        // from the map it is given
//	getTrimmedString(req, "query")             // through the library, itself
//	optionalInt(args, "limit", 10)             // with a default
//
// On every successful way out, its value result is the argument named by
// parameter Key, read from the map of parameter Map (-1: the function
// reaches the arguments itself, through the library's readers or the
// argument map), taken as the result's type, or else parameter Default
// (-1: the zero value); a way out is a failure when it returns a non-nil
// error as result Err. Through lists the functions of other packages the
// value passes through on its way (strings.TrimSpace), outermost first.
// FailsWhenAbsent says the error is a verdict on a missing argument:
// every way out a call without it can take fails (absent.go). Present,
// when not -1, is a bool result saying the argument was sent
// (`n, ok, err := optionalInt(args, "limit")`): true on every successful
// way out whose value is the one read, false on every one returning the
// zero value or the default.
type Reader struct {
	Map, Key int
	// Name is the argument's name when the function names it itself
	// (Key -1): snippet(args) returning args["code"] (NamedReader).
	Name            string
	Default         int
	Result          int
	Err             int
	Present         int
	Through         []string
	FailsWhenAbsent bool
}

// Reader returns fn's Reader summary, reading the library's argument
// access as lib says, or nil when fn is no such reader (or not a function
// of the package with a body). Summaries are kept per function: a package
// reads its arguments through its libraries' readers.
func (g *Graph) Reader(fn *types.Func, lib model.ArgReader) *Reader {
	if g == nil || fn == nil || lib == nil || !mayRead(fn.Origin().Signature()) || !g.mayReadBody(g.declOf(fn.Origin()), lib) || !g.buildAt(fn.Pos()) {
		return nil
	}
	sfn := g.declared(fn.Origin())
	if sfn == nil {
		return nil
	}
	key := readerKey{sfn, reflect.TypeOf(lib), false}
	if s, ok := g.readers[key]; ok {
		return s
	}
	if g.readers == nil {
		g.readers = make(map[readerKey]*Reader)
	}
	g.readers[key] = nil // a recursive call reads nothing
	s := g.summariseReader(sfn, lib)
	g.readers[key] = s
	return s
}

// NamedReader returns fn's Reader summary when fn reads one argument by a
// name it spells itself, from the map a parameter holds or the arguments
// it reaches (func snippet(args map[string]any) string { code, _ :=
// args["code"].(string); return strings.TrimSpace(code) }): Key is -1 and
// Name the name. nil when fn is no such reader. The package's own handlers
// read such a function's value through its body; the summary is for
// another package's (a fact).
func (g *Graph) NamedReader(fn *types.Func, lib model.ArgReader) *Reader {
	if g == nil || fn == nil || lib == nil || fn.Origin().Signature().Params().Len() == 0 || fn.Origin().Signature().Results().Len() == 0 ||
		!g.mayReadBody(g.declOf(fn.Origin()), lib) || !g.buildAt(fn.Pos()) {
		return nil
	}
	sfn := g.declared(fn.Origin())
	if sfn == nil {
		return nil
	}
	key := readerKey{sfn, reflect.TypeOf(lib), true}
	if s, ok := g.readers[key]; ok {
		return s
	}
	if g.readers == nil {
		g.readers = make(map[readerKey]*Reader)
	}
	g.readers[key] = nil
	s := g.summariseReaderAs(sfn, lib, true)
	if s != nil && (s.Key >= 0 || s.Name == "") {
		s = nil
	}
	g.readers[key] = s
	return s
}

// SetForeignReaders gives the graph the Reader summaries of other
// packages' functions (their facts, which the caller reads): foreign
// returns fn's, or nil.
func (g *Graph) SetForeignReaders(foreign func(fn *types.Func) *Reader) {
	if g != nil {
		g.foreignReaders = foreign
	}
}

// readerOf returns the Reader summary of fn: the package's own function
// read in its body, another package's by its fact (SetForeignReaders).
func (g *Graph) readerOf(fn *types.Func, lib model.ArgReader) *Reader {
	if fn == nil || fn.Pkg() == nil {
		return nil
	}
	if fn.Pkg() == g.pkg {
		return g.Reader(fn, lib)
	}
	if g.foreignReaders != nil {
		return g.foreignReaders(fn.Origin())
	}
	return nil
}

// readerKey keys a summary by function and library reader: a package may
// import two libraries (a handler's own reader differs from its library's
// only on the handler's parameters, which a helper does not see).
type readerKey struct {
	fn    *ssa.Function
	lib   reflect.Type
	named bool // NamedReader's
}

// declared returns the SSA function of a function declared in the package.
func (g *Graph) declared(fn *types.Func) *ssa.Function {
	if sfn := g.byObj[fn]; sfn != nil && sfn.Blocks != nil {
		return sfn
	}
	return nil
}

type readWalk struct {
	g      *Graph
	lib    model.ArgReader
	params map[ssa.Value]int
	s      *Reader
	seen   map[ssa.Value]bool
	named  bool // a name the function spells itself is a read too
}

func (g *Graph) summariseReader(fn *ssa.Function, lib model.ArgReader) *Reader {
	return g.summariseReaderAs(fn, lib, false)
}

func (g *Graph) summariseReaderAs(fn *ssa.Function, lib model.ArgReader, named bool) *Reader {
	res := fn.Signature.Results()
	s := &Reader{Result: -1, Err: -1, Default: -1, Map: -2, Key: -1, Present: -1}
	for i := range res.Len() {
		switch {
		case resolve.IsError(res.At(i).Type()):
			if s.Err >= 0 {
				return nil
			}
			s.Err = i
		case s.Result < 0:
			s.Result = i
		case s.Present < 0 && isBool(res.At(i).Type()):
			s.Present = i
		default:
			return nil
		}
	}
	if s.Result < 0 || fn.Signature.Params().Len() == 0 {
		return nil
	}
	w := &readWalk{g: g, lib: lib, params: make(map[ssa.Value]int), s: s, named: named}
	for i, p := range fn.Params {
		w.params[p] = i
	}
	succeeded := false
	for _, b := range fn.Blocks {
		ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
		if !ok || len(ret.Results) != res.Len() {
			continue
		}
		if s.Err >= 0 && !isNil(ret.Results[s.Err]) && !passesOn(ret, s) {
			continue // a failure: its value is not read
		}
		succeeded = true
		w.seen = make(map[ssa.Value]bool)
		if !w.read(ret.Results[s.Result], nil) {
			return nil
		}
		if s.Present >= 0 && !presentSays(ret.Results[s.Present], ret.Results[s.Result], w.params) {
			return nil
		}
	}
	if !succeeded || s.Key < 0 && (!named || s.Name == "") || s.Map == -2 {
		return nil
	}
	s.FailsWhenAbsent = w.failsWhenAbsent(fn)
	return s
}

// presentSays reports whether a way out's presence result p agrees with
// its value v: true with a value read, false with the zero value or the
// default parameter.
func presentSays(p, v ssa.Value, params map[ssa.Value]int) bool {
	c, ok := p.(*ssa.Const)
	if !ok || c.Value == nil || c.Value.Kind() != constant.Bool {
		return false
	}
	_, isParam := params[v]
	vc, isConst := v.(*ssa.Const)
	absent := isParam || isConst && isZeroConst(vc)
	return constant.BoolVal(c.Value) != absent
}

func isBool(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Kind() == types.Bool
}

// passesOn reports whether ret returns the value and the error of one
// call (`return requiredParam[string](args, k)`): the callee's verdict is
// the function's.
func passesOn(ret *ssa.Return, s *Reader) bool {
	v, ok1 := ret.Results[s.Result].(*ssa.Extract)
	e, ok2 := ret.Results[s.Err].(*ssa.Extract)
	return ok1 && ok2 && v.Tuple == e.Tuple
}

// read reports whether v is the argument read (or the default), through
// the functions of other packages through.
func (w *readWalk) read(v ssa.Value, through []string) bool {
	if w.seen[v] {
		return true // a loop through a φ adds nothing
	}
	w.seen[v] = true
	switch v := v.(type) {
	case *ssa.Phi:
		for _, e := range v.Edges {
			if !w.read(e, through) {
				return false
			}
		}
		return true
	case *ssa.Parameter:
		i := w.params[v]
		if w.s.Default >= 0 && w.s.Default != i {
			return false
		}
		w.s.Default = i
		return true
	case *ssa.Const:
		return isZeroConst(v)
	case *ssa.Extract:
		if call, ok := v.Tuple.(*ssa.Call); ok {
			return w.call(call, v.Index, through)
		}
		if v.Index == 0 {
			return w.read(v.Tuple, through)
		}
	case *ssa.TypeAssert:
		return w.read(v.X, through)
	case *ssa.ChangeType:
		return w.read(v.X, through)
	case *ssa.Convert:
		return w.read(v.X, through)
	case *ssa.Lookup:
		return w.found(w.mapOf(v.X), v.Index, through)
	case *ssa.Call:
		return w.call(v, 0, through)
	}
	return false
}

// call reads result i of call: a read of the library's, a reader of the
// package's, or a function of another package applied to a read.
func (w *readWalk) call(call *ssa.Call, i int, through []string) bool {
	if e := w.g.callExpr(call); e != nil {
		if r, ok := w.lib.ReadArg(w.g.info, e); ok && (r.Name == "" && r.NameExpr != nil || w.named && r.Name != "") && i == 0 {
			if r.Name != "" {
				if !w.foundName(-1, r.Name, through) {
					return false
				}
			} else if !w.found(-1, w.g.Value(r.NameExpr), through) {
				return false
			}
			if r.Default != nil {
				if d, ok := w.params[w.g.Value(r.Default)]; ok {
					w.s.Default = d
				}
			}
			return true
		}
	}
	callee := call.Call.StaticCallee()
	if callee == nil || call.Call.IsInvoke() {
		return false
	}
	if obj, ok := callee.Object().(*types.Func); ok && obj.Pkg() != nil && (obj.Pkg() == w.g.pkg || w.g.readerOf(obj, w.lib) != nil) {
		inner := w.g.readerOf(obj, w.lib)
		if inner == nil {
			// A conversion of the package's (toInt(val)): the value it
			// returns is the one it is given.
			if c := w.g.converts(callee, i); c != nil && c.Param < len(call.Call.Args) {
				return w.read(call.Call.Args[c.Param], append(through, c.Through...))
			}
			return false
		}
		if inner.Result != i || inner.Key >= len(call.Call.Args) || inner.Map >= len(call.Call.Args) {
			return false
		}
		m := -1
		if inner.Map >= 0 {
			if m = w.mapOf(call.Call.Args[inner.Map]); m == -2 {
				return false
			}
		}
		if inner.Key < 0 {
			if !w.named || !w.foundName(m, inner.Name, append(through, inner.Through...)) {
				return false
			}
		} else if !w.found(m, call.Call.Args[inner.Key], append(through, inner.Through...)) {
			return false
		}
		if inner.Default >= 0 && inner.Default < len(call.Call.Args) {
			if d, ok := w.params[call.Call.Args[inner.Default]]; ok {
				w.s.Default = d
			}
		}
		return true
	}
	// A function of another package returning a value of the type it is
	// given: a normaliser (strings.TrimSpace, strings.Trim(v, " ")),
	// recorded for the caller to judge.
	if len(call.Call.Args) >= 1 && i == 0 && callee.Object() != nil && callee.Object().Pkg() != nil &&
		callee.Signature.Results().Len() == 1 && types.Identical(call.Call.Args[0].Type(), call.Type()) {
		return w.read(call.Call.Args[0], append(through, callee.Object().Pkg().Path()+"."+callee.Object().Name()))
	}
	return false
}

// mapOf says which map v is: a parameter's index, -1 for the argument
// map the function reaches itself, -2 for neither.
func (w *readWalk) mapOf(v ssa.Value) int {
	if i, ok := w.params[v]; ok {
		return i
	}
	if w.g.holdsArgMap(v, w.lib) {
		return -1
	}
	return -2
}

// found records a read from map m by key, which must be a parameter (or,
// for a NamedReader, a constant).
func (w *readWalk) found(m int, key ssa.Value, through []string) bool {
	k, ok := w.params[key]
	if c, isConst := key.(*ssa.Const); !ok && w.named && isConst && c.Value != nil && c.Value.Kind() == constant.String {
		return w.foundName(m, constant.StringVal(c.Value), through)
	}
	if m == -2 || !ok || w.s.Name != "" {
		return false
	}
	if w.s.Key >= 0 && (w.s.Map != m || w.s.Key != k) {
		return false
	}
	w.s.Map, w.s.Key = m, k
	if w.s.Through == nil {
		w.s.Through = through
	}
	return true
}

// foundName records a read from map m of the argument name.
func (w *readWalk) foundName(m int, name string, through []string) bool {
	if m == -2 || w.s.Key >= 0 || w.s.Name != "" && (w.s.Name != name || w.s.Map != m) {
		return false
	}
	w.s.Map, w.s.Name = m, name
	if w.s.Through == nil {
		w.s.Through = through
	}
	return true
}

// holdsArgMap reports whether v is the argument map, as lib reads it in
// some expression computing v.
func (g *Graph) holdsArgMap(v ssa.Value, lib model.ArgReader) bool {
	for _, e := range g.exprs[v] {
		if lib.ArgMap(g.info, e) {
			return true
		}
	}
	return false
}

// callExpr returns the syntax of call.
func (g *Graph) callExpr(call *ssa.Call) *ast.CallExpr {
	for _, e := range g.exprs[call] {
		if c, ok := e.(*ast.CallExpr); ok {
			return c
		}
	}
	return nil
}

func isNil(v ssa.Value) bool {
	c, ok := v.(*ssa.Const)
	return ok && c.IsNil()
}

// isZeroConst reports whether c is its type's zero value (a missing
// argument read as nothing).
func isZeroConst(c *ssa.Const) bool {
	if c.Value == nil {
		return true // nil, or the zero value of a type parameter or struct
	}
	switch c.Value.ExactString() {
	case "0", `""`, "false":
		return true
	}
	return false
}

// FieldArg reports which argument the field sel selects holds, when sel
// selects a field of a struct that a parse function of the package filled
// from the arguments and nothing wrote since:
//
//	p := parseParams(req)        // p.acct = req.GetString("accountId", "")
//	if !strings.HasPrefix(p.acct, "acct_") {…}
//
// It returns the read as lib reads it inside the parse function.
func (g *Graph) FieldArg(sel *ast.SelectorExpr, lib model.ArgReader) (model.ArgRead, bool) {
	if g == nil || lib == nil || !maySelectFilled(g, sel) {
		return model.ArgRead{}, false
	}
	var call *ssa.Call
	field, via := -1, -1
	v := g.Value(sel)
	if v == nil {
		// A selector the rules wrote (a helper's p.label over the value
		// its caller passes): the field of the value selected.
		call, field, via = g.selectedField(sel)
	}
	switch v := v.(type) {
	case *ssa.Field: // p.f of a struct value
		call = callOf(v.X)
		field = v.Field
	case *ssa.UnOp: // p.f of a struct variable: *(&p.f)
		fa, ok := v.X.(*ssa.FieldAddr)
		if !ok || v.Op != token.MUL {
			break
		}
		field = fa.Field
		if alloc, ok := fa.X.(*ssa.Alloc); ok {
			call, via = onlyWrite(alloc)
		} else if onlyRead(fa.X) {
			call = callOf(fa.X) // p.f of the pointer a parse function returns
		}
	}
	if call == nil || call.Call.IsInvoke() || field < 0 {
		return model.ArgRead{}, false
	}
	callee := call.Call.StaticCallee()
	if callee == nil || callee.Object() == nil || callee.Object().Pkg() != g.pkg {
		return model.ArgRead{}, false
	}
	fields := g.filledFields(callee, lib)
	if fields.via != via || fields.mapParam >= 0 && !g.passesArgMap(call, fields.mapParam, lib) {
		return model.ArgRead{}, false
	}
	r, ok := fields.reads[field]
	return r, ok
}

// HeldCall returns the call whose value (or first result) the variable id
// reads holds where id reads it, also when the variable is addressed (a
// struct whose fields are read, or a value receiver's copy), or nil.
func (g *Graph) HeldCall(id *ast.Ident) *ast.CallExpr {
	if g == nil || !g.buildAt(id.Pos()) {
		return nil
	}
	v := g.Value(id)
	if u, ok := v.(*ssa.UnOp); ok && u.Op == token.MUL {
		if alloc, ok := u.X.(*ssa.Alloc); ok {
			if c, via := onlyWrite(alloc); c != nil && via < 0 {
				return g.callExpr(c)
			}
			return nil
		}
	}
	if c := callOf(v); c != nil {
		return g.callExpr(c)
	}
	return nil
}

// callOf returns the call v is the value (or first result) of.
// selectedField reads sel, a selector of no value of the graph's (one the
// rules wrote over an expression of the code), as the field Sel of the
// struct sel.X holds: the call that gave the struct, and the field's index
// (-1: not followed), as FieldArg reads a selector of the code.
func (g *Graph) selectedField(sel *ast.SelectorExpr) (call *ssa.Call, field, via int) {
	x := g.Value(sel.X)
	if x == nil {
		return nil, -1, -1
	}
	t := types.Unalias(x.Type())
	ptr, isPtr := t.Underlying().(*types.Pointer)
	if isPtr {
		t = ptr.Elem()
	}
	st, ok := t.Underlying().(*types.Struct)
	if !ok {
		return nil, -1, -1
	}
	field = -1
	for i := range st.NumFields() {
		if st.Field(i).Name() == sel.Sel.Name && st.Field(i) == g.info.Uses[sel.Sel] {
			field = i
		}
	}
	via = -1
	switch {
	case field < 0:
	case isPtr:
		if onlyRead(x) {
			call = callOf(x) // p.f of the pointer a parse function returns
		}
	default:
		if load, ok := x.(*ssa.UnOp); ok && load.Op == token.MUL {
			if alloc, ok := load.X.(*ssa.Alloc); ok {
				call, via = onlyWrite(alloc) // p.f of a struct variable
			}
		} else {
			call = callOf(x) // p.f of a struct value
		}
	}
	return call, field, via
}

func callOf(v ssa.Value) *ssa.Call {
	if e, ok := v.(*ssa.Extract); ok && e.Index == 0 {
		v = e.Tuple
	}
	c, _ := v.(*ssa.Call)
	return c
}

// passesArgMap reports whether call gives the argument map as its
// argument i (the receiver of a method being its argument 0).
func (g *Graph) passesArgMap(call *ssa.Call, i int, lib model.ArgReader) bool {
	if i >= len(call.Call.Args) {
		return false
	}
	if g.holdsArgMap(call.Call.Args[i], lib) {
		return true
	}
	e := g.callExpr(call)
	if sig := call.Call.Signature(); sig.Recv() != nil || e == nil || i >= len(e.Args) {
		return false
	}
	return lib.ArgMap(g.info, e.Args[i])
}

// onlyWrite returns the call that writes a local struct variable, when it
// is the one write of the variable and nothing takes a field's address but
// to read it: a call whose result the variable holds (via -1), or the one
// call the variable's address is given to as its argument via (the
// receiver of a method being its argument 0: `var p params;
// p.parse(args)`), the variable being otherwise only its zero value.
func onlyWrite(alloc *ssa.Alloc) (call *ssa.Call, via int) {
	return onlyWriteWithin(alloc, maxCopyDepth)
}

// maxCopyDepth bounds how many copies of a struct variable (q := p)
// onlyWrite follows to the call that wrote the first.
const maxCopyDepth = 3

// onlyWriteWithin is onlyWrite, following the variable's one write to
// the variable it copies (q := p: the call that wrote p, which must have
// written it before the copy), depth copies deep at most.
func onlyWriteWithin(alloc *ssa.Alloc, depth int) (call *ssa.Call, via int) {
	via = -1
	for _, ref := range referrers(alloc) {
		switch ref := ref.(type) {
		case *ssa.Store:
			if c, ok := ref.Val.(*ssa.Const); ok && c.IsNil() || isZeroStruct(ref.Val) {
				continue // p := params{}
			}
			if call != nil {
				return nil, -1
			}
			c := callOf(ref.Val)
			if u, ok := ref.Val.(*ssa.UnOp); ok && c == nil && u.Op == token.MUL && depth > 0 {
				if src, ok := u.X.(*ssa.Alloc); ok && src != alloc {
					sc, sv := onlyWriteWithin(src, depth-1)
					if sc != nil && dominates(sc, u) {
						call, via = sc, sv
						continue
					}
				}
			}
			if c == nil {
				return nil, -1
			}
			call = c
		case *ssa.Call:
			if call != nil || ref.Call.IsInvoke() {
				return nil, -1
			}
			for j, a := range ref.Call.Args {
				if a == ssa.Value(alloc) {
					if via >= 0 {
						return nil, -1
					}
					via = j
				}
			}
			if via < 0 {
				return nil, -1
			}
			call = ref
		case *ssa.FieldAddr:
			if !onlyLoaded(ref) {
				return nil, -1 // written, or its address escapes
			}
		case *ssa.UnOp: // the whole value read: a value receiver's copy
			if ref.Op != token.MUL {
				return nil, -1
			}
		case *ssa.DebugRef:
		default:
			return nil, -1
		}
	}
	return call, via
}

// dominates reports whether instruction a runs before b on every path to
// b.
func dominates(a, b ssa.Instruction) bool {
	ba, bb := a.Block(), b.Block()
	if ba == nil || bb == nil {
		return false
	}
	if ba != bb {
		return ba.Dominates(bb)
	}
	for _, in := range ba.Instrs {
		switch in {
		case a:
			return true
		case b:
			return false
		}
	}
	return false
}

// onlyRead reports whether nothing writes the fields of the struct p
// points to, or gives p to anything: p's fields are only loaded.
func onlyRead(p ssa.Value) bool {
	return onlyReadWithin(p, maxReadDepth)
}

// maxReadDepth bounds how many calls deep onlyRead follows a pointer.
const maxReadDepth = 3

// onlyReadWithin is onlyRead, following the pointer into the functions of
// the package it is handed to (a validation helper reading p.page), depth
// calls deep at most.
func onlyReadWithin(p ssa.Value, depth int) bool {
	for _, ref := range referrers(p) {
		switch ref := ref.(type) {
		case *ssa.Call:
			callee := ref.Call.StaticCallee()
			if depth == 0 || ref.Call.IsInvoke() || callee == nil || callee.Blocks == nil || callee.Pkg == nil || p.Parent() == nil || callee.Pkg != p.Parent().Pkg {
				return false
			}
			for i, a := range ref.Call.Args {
				if a == p && (i >= len(callee.Params) || !onlyReadWithin(callee.Params[i], depth-1)) {
					return false
				}
			}
		case *ssa.FieldAddr:
			if !onlyLoaded(ref) {
				return false
			}
		case *ssa.UnOp:
			if ref.Op != token.MUL {
				return false
			}
		case *ssa.DebugRef:
		default:
			return false
		}
	}
	return true
}

// onlyLoaded reports whether the field address fa is only loaded from
// (or named by a debug reference): nothing writes the field or takes its
// address elsewhere.
func onlyLoaded(fa *ssa.FieldAddr) bool {
	for _, use := range referrers(fa) {
		if u, ok := use.(*ssa.UnOp); !ok || u.Op != token.MUL {
			if _, isRef := use.(*ssa.DebugRef); !isRef {
				return false
			}
		}
	}
	return true
}

// isZeroStruct reports whether v is the zero value of a struct (a
// composite literal without elements).
func isZeroStruct(v ssa.Value) bool {
	c, ok := v.(*ssa.Const)
	return ok && c.Value == nil
}

// FilledFields returns, for a call of a parse function of the package (one
// that fills a struct from the arguments, read through the library or from
// an argument map it is given, and returns it or fills it through a
// pointer it is given), the read of each field it fills by a constant
// name, by field index; nil for any other call, or when the map it reads
// from is not the arguments.
func (g *Graph) FilledFields(call *ast.CallExpr, lib model.ArgReader) map[int]model.ArgRead {
	if g == nil || lib == nil {
		return nil
	}
	fn, _ := typeutil.Callee(g.info, call).(*types.Func)
	if fn == nil || !g.mayFill(fn.Origin()) || !g.buildAt(call.Pos()) {
		return nil
	}
	sfn := g.declared(fn.Origin())
	if sfn == nil {
		return nil
	}
	f := g.filledFields(sfn, lib)
	if len(f.reads) == 0 {
		return nil
	}
	if f.mapParam < 0 {
		return f.reads
	}
	if c, ok := g.Value(call).(*ssa.Call); ok {
		if g.passesArgMap(c, f.mapParam, lib) {
			return f.reads
		}
		return nil
	}
	// No value for the call (code the engine cannot follow): its syntax,
	// for a function (a method's receiver is no argument of the syntax).
	if fn.Signature().Recv() != nil || f.mapParam >= len(call.Args) || !lib.ArgMap(g.info, call.Args[f.mapParam]) {
		return nil
	}
	return f.reads
}

// filled is a parse function's summary: the read of each field it fills,
// from the map of parameter mapParam (-1: the arguments it reaches
// itself).
type filled struct {
	reads    map[int]model.ArgRead
	mapParam int
	// via is the parameter pointing to the struct the function fills
	// (`func (p *params) parse(args map[string]any) error`), -1 when the
	// function returns the struct it fills.
	via int
}

// filledFields summarises fn, a function of the package that fills a
// struct from the arguments and returns it, or fills the struct a pointer
// parameter points to: for each field written once, with a read of the
// library's by a constant name, that read.
func (g *Graph) filledFields(fn *ssa.Function, lib model.ArgReader) filled {
	if fn.Origin() != nil {
		fn = fn.Origin()
	}
	key := readerKey{fn, reflect.TypeOf(lib), false}
	if f, ok := g.fields[key]; ok {
		return f
	}
	if g.fields == nil {
		g.fields = make(map[readerKey]filled)
	}
	none := filled{mapParam: -1, via: -1}
	g.fields[key] = none
	f := none
	if alloc := returnedAlloc(fn); alloc != nil {
		f = g.storedReads(fn, alloc, lib)
	} else {
		for i, p := range fn.Params {
			if !pointsToOwnStruct(p.Type(), g.pkg) {
				continue
			}
			if pf := g.storedReads(fn, p, lib); len(pf.reads) > 0 {
				f = pf
				f.via = i
				break
			}
		}
	}
	g.fields[key] = f
	return f
}

// returnedAlloc returns the local struct variable every successful way out
// of fn returns (the first result; a way out with a non-nil error returns
// what it likes beside it), or nil.
func returnedAlloc(fn *ssa.Function) *ssa.Alloc {
	var alloc *ssa.Alloc
	res := fn.Signature.Results()
	errIndex := -1
	if n := res.Len(); n > 1 && resolve.IsError(res.At(n-1).Type()) {
		errIndex = n - 1
	}
	for _, b := range fn.Blocks {
		ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
		if !ok || len(ret.Results) == 0 {
			continue
		}
		if errIndex >= 0 && !isNil(ret.Results[errIndex]) {
			continue // a failure: what it returns beside the error is not the arguments
		}
		var a *ssa.Alloc
		switch r := ret.Results[0].(type) {
		case *ssa.UnOp: // return p
			if r.Op == token.MUL {
				a, _ = r.X.(*ssa.Alloc)
			}
		case *ssa.Alloc: // return &p, or p := &params{}; return p
			a = r
		}
		if a == nil || alloc != nil && a != alloc {
			return nil
		}
		alloc = a
	}
	return alloc
}

// storedReads reads the fields of the struct base points to (a local
// variable or a pointer parameter) that fn writes once with one argument
// read by a constant name.
func (g *Graph) storedReads(fn *ssa.Function, base ssa.Value, lib model.ArgReader) filled {
	params := make(map[ssa.Value]int)
	for i, p := range fn.Params {
		params[p] = i
	}
	mapParam := -1
	out := make(map[int]model.ArgRead)
	written := make(map[int]int)
	for _, ref := range referrers(base) {
		fa, ok := ref.(*ssa.FieldAddr)
		if !ok {
			continue
		}
		for _, use := range referrers(fa) {
			st, ok := use.(*ssa.Store)
			if !ok || st.Addr != fa {
				continue
			}
			written[fa.Field]++
			val := st.Val
			if e, ok := val.(*ssa.Extract); ok && e.Index == 0 {
				val = e.Tuple // v, err := reader(…): the value read
			}
			if r, m, ok := g.indexRead(val, lib, params); ok {
				if m == -1 || mapParam < 0 || mapParam == m {
					out[fa.Field] = r
					if m >= 0 {
						mapParam = m
					}
				}
				continue
			}
			c, ok := val.(*ssa.Call)
			if !ok {
				continue
			}
			if r, ok := g.readCall(c, lib); ok {
				out[fa.Field] = r
			} else if r, m, ok := g.readFromParam(c, lib, params); ok && (mapParam < 0 || mapParam == m) {
				out[fa.Field], mapParam = r, m
			}
		}
	}
	for f := range out {
		if written[f] != 1 {
			delete(out, f)
		}
	}
	return filled{reads: out, mapParam: mapParam, via: -1}
}

// pointsToOwnStruct reports whether t is a pointer to a struct type of
// pkg.
func pointsToOwnStruct(t types.Type, pkg *types.Package) bool {
	ptr, ok := types.Unalias(t).(*types.Pointer)
	if !ok {
		return false
	}
	n, ok := types.Unalias(ptr.Elem()).(*types.Named)
	if !ok || n.Obj().Pkg() != pkg {
		return false
	}
	_, isStruct := n.Underlying().(*types.Struct)
	return isStruct
}

// indexRead reads v as one argument taken from an argument map by a
// constant name, as it is or asserted to a type (`p.label, _ =
// args["label"].(string)`): the read, and the map's parameter in params
// (-1 for the argument map the function reaches itself). A missing
// argument reads as the zero value, as a reader's optional read does.
func (g *Graph) indexRead(v ssa.Value, lib model.ArgReader, params map[ssa.Value]int) (model.ArgRead, int, bool) {
	typ := ""
	if ta, ok := v.(*ssa.TypeAssert); ok {
		typ = gostruct.JSONType(ta.AssertedType)
		if _, isIface := ta.AssertedType.Underlying().(*types.Interface); isIface {
			typ = ""
		}
		v = ta.X
	}
	lk, ok := v.(*ssa.Lookup)
	if !ok || lk.CommaOk {
		return model.ArgRead{}, -1, false
	}
	key, ok := lk.Index.(*ssa.Const)
	if !ok || key.Value == nil || key.Value.Kind() != constant.String {
		return model.ArgRead{}, -1, false
	}
	m, isParam := params[lk.X]
	if !isParam {
		if !g.holdsArgMap(lk.X, lib) {
			return model.ArgRead{}, -1, false
		}
		m = -1
	}
	var nameExpr ast.Expr
	for _, e := range g.exprs[lk] {
		if ix, ok := ast.Unparen(e).(*ast.IndexExpr); ok {
			nameExpr = ix.Index
			break
		}
	}
	if nameExpr == nil {
		return model.ArgRead{}, -1, false
	}
	return model.ArgRead{Name: constant.StringVal(key.Value), Type: typ, ErrIndex: -1, Optional: true, NameExpr: nameExpr}, m, true
}

// readCall reports whether call reads one argument by a constant name: a
// read of the library's, or a call of a reader of the package (Reader)
// given the argument map where it takes one.
func (g *Graph) readCall(call *ssa.Call, lib model.ArgReader) (model.ArgRead, bool) {
	e := g.callExpr(call)
	if e == nil {
		return model.ArgRead{}, false
	}
	if r, ok := lib.ReadArg(g.info, e); ok {
		return r, r.Name != ""
	}
	callee := call.Call.StaticCallee()
	if callee == nil || call.Call.IsInvoke() || callee.Object() == nil {
		return model.ArgRead{}, false
	}
	fn, ok := callee.Object().(*types.Func)
	if !ok {
		return model.ArgRead{}, false
	}
	s := g.readerOf(fn, lib)
	if s == nil || s.Key >= len(e.Args) || s.Map >= len(e.Args) || s.Default >= len(e.Args) || s.Result != 0 {
		return model.ArgRead{}, false
	}
	if s.Map >= 0 && !lib.ArgMap(g.info, e.Args[s.Map]) {
		return model.ArgRead{}, false
	}
	return g.readAt(call, e, s)
}

// readAt is the read a call e of the reader s makes, when it names the
// argument by a constant.
func (g *Graph) readAt(call *ssa.Call, e *ast.CallExpr, s *Reader) (model.ArgRead, bool) {
	if s.Key < 0 { // a NamedReader of another package
		r := model.ArgRead{Name: s.Name, Type: gostruct.JSONType(call.Type()), ErrIndex: s.Err, Optional: s.Err >= 0 && !s.FailsWhenAbsent, NameExpr: e}
		if s.Default >= 0 {
			r.Default = e.Args[s.Default]
		}
		return r, s.Name != ""
	}
	tv := g.info.Types[e.Args[s.Key]]
	if tv.Value == nil || tv.Value.Kind() != constant.String {
		return model.ArgRead{}, false
	}
	r := model.ArgRead{Name: constant.StringVal(tv.Value), Type: gostruct.JSONType(call.Type()), ErrIndex: s.Err, Optional: s.Err >= 0 && !s.FailsWhenAbsent, NameExpr: e.Args[s.Key]}
	if s.Default >= 0 {
		r.Default = e.Args[s.Default]
	}
	return r, true
}

// readFromParam reads call as a read of the package's reader from the map
// the function gets as a parameter: the read, and which parameter.
func (g *Graph) readFromParam(call *ssa.Call, lib model.ArgReader, params map[ssa.Value]int) (model.ArgRead, int, bool) {
	e := g.callExpr(call)
	callee := call.Call.StaticCallee()
	if e == nil || callee == nil || call.Call.IsInvoke() || callee.Object() == nil {
		return model.ArgRead{}, -1, false
	}
	fn, ok := callee.Object().(*types.Func)
	if !ok {
		return model.ArgRead{}, -1, false
	}
	s := g.readerOf(fn, lib)
	if s == nil || s.Map < 0 || s.Key >= len(e.Args) || s.Map >= len(call.Call.Args) || s.Default >= len(e.Args) || s.Result != 0 {
		return model.ArgRead{}, -1, false
	}
	m, ok := params[call.Call.Args[s.Map]]
	if !ok {
		return model.ArgRead{}, -1, false
	}
	r, ok := g.readAt(call, e, s)
	return r, m, ok
}

// maySelectFilled is the syntax's cheap answer before FieldArg builds
// anything: sel selects a field of a struct type of the package, from a
// variable or a call of the package's function.
func maySelectFilled(g *Graph, sel *ast.SelectorExpr) bool {
	var recv types.Type
	if s, ok := g.info.Selections[sel]; ok {
		if s.Kind() != types.FieldVal {
			return false
		}
		recv = s.Recv()
	} else if recv = g.info.TypeOf(sel.X); recv == nil {
		return false
	} else if obj, _, _ := types.LookupFieldOrMethod(recv, true, g.pkg, sel.Sel.Name); obj == nil || obj != g.info.Uses[sel.Sel] {
		return false
	} else if f, ok := obj.(*types.Var); !ok || !f.IsField() {
		return false
	}
	recv = types.Unalias(recv)
	if ptr, ok := recv.(*types.Pointer); ok {
		recv = types.Unalias(ptr.Elem())
	}
	n, ok := recv.(*types.Named)
	if !ok || n.Obj().Pkg() != g.pkg {
		return false
	}
	switch x := ast.Unparen(sel.X).(type) {
	case *ast.Ident:
		_, isVar := g.info.Uses[x].(*types.Var)
		return isVar
	case *ast.CallExpr:
		fn := typeutil.StaticCallee(g.info, x)
		return fn != nil && fn.Pkg() == g.pkg
	}
	return false
}

// mayRead is the signature's cheap answer before Reader builds anything:
// a reader takes the name as a string parameter and returns a value,
// perhaps with an error.
func mayRead(sig *types.Signature) bool {
	named := false
	for i := range sig.Params().Len() {
		if b, ok := sig.Params().At(i).Type().Underlying().(*types.Basic); ok && b.Info()&types.IsString != 0 {
			named = true
		}
	}
	// A value, then a presence flag, an error, or both (in that order).
	res := sig.Results()
	n := res.Len()
	if !named || n == 0 {
		return false
	}
	last := res.At(n - 1).Type()
	switch {
	case n == 1:
		return true
	case n == 2:
		return resolve.IsError(last) || isBool(last)
	case n == 3:
		return isBool(res.At(1).Type()) && resolve.IsError(last)
	}
	return false
}

// mayFill is the syntax's cheap answer before FilledFields builds
// anything: fn's first result is a struct type of the package; or it
// returns a pointer to one, or its receiver or a parameter points to one,
// and its body assigns a field (`p.label = …`). Pointers to the package's
// structs are everywhere (constructors, methods): only a body that writes
// fields is worth building the package's SSA form for.
func (g *Graph) mayFill(fn *types.Func) bool {
	sig := fn.Signature()
	if sig.Results().Len() > 0 {
		if n, ok := types.Unalias(sig.Results().At(0).Type()).(*types.Named); ok && n.Obj().Pkg() == g.pkg {
			if _, isStruct := n.Underlying().(*types.Struct); isStruct {
				return true
			}
		}
	}
	pointers := sig.Results().Len() > 0 && pointsToOwnStruct(sig.Results().At(0).Type(), g.pkg) ||
		sig.Recv() != nil && pointsToOwnStruct(sig.Recv().Type(), g.pkg)
	for i := range sig.Params().Len() {
		pointers = pointers || pointsToOwnStruct(sig.Params().At(i).Type(), g.pkg)
	}
	return pointers && assignsField(g.declOf(fn))
}

// assignsField reports whether decl's body assigns a field of a struct
// (`p.x = …`, `p.x, _ = …`).
func assignsField(decl *ast.FuncDecl) bool {
	if decl == nil || decl.Body == nil {
		return false
	}
	found := false
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		if as, ok := n.(*ast.AssignStmt); ok && as.Tok == token.ASSIGN {
			for _, l := range as.Lhs {
				if _, ok := ast.Unparen(l).(*ast.SelectorExpr); ok {
					found = true
				}
			}
		}
		return !found
	})
	return found
}

// mayReadBody is the syntax's cheap answer before Reader builds anything:
// decl's body reads through the library, indexes a map, or calls another
// function of the package.
func (g *Graph) mayReadBody(decl *ast.FuncDecl, lib model.ArgReader) bool {
	if decl == nil || decl.Body == nil {
		return false
	}
	found := false
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.CallExpr:
			if _, ok := lib.ReadArg(g.info, n); ok {
				found = true
			} else if fn := typeutil.StaticCallee(g.info, n); fn != nil && fn.Pkg() == g.pkg {
				found = true
			}
		case *ast.IndexExpr:
			found = isMap(g.info.TypeOf(n.X))
		}
		return !found
	})
	return found
}

// isMap reports whether t is a map, or a type parameter whose constraint
// is one (func OptionalParamOK[T any, A map[string]any](args A, …)).
func isMap(t types.Type) bool {
	if t == nil {
		return false
	}
	if tp, ok := t.(*types.TypeParam); ok {
		iface, _ := tp.Constraint().Underlying().(*types.Interface)
		if iface == nil || iface.NumEmbeddeds() != 1 {
			return false
		}
		t = iface.EmbeddedType(0)
	}
	_, ok := t.Underlying().(*types.Map)
	return ok
}
