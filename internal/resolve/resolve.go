// Package resolve follows an expression to the expression that produced its
// value, within one package: through parentheses, variables assigned once,
// and calls of the package's own functions that return one expression.
//
// Tool definitions and handlers are rarely written inline at the call that
// registers them; they sit in variables, helper functions and slices. This is
// the one place that follows them, so every adapter sees through the same
// indirections.
package resolve

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"slices"
	"strconv"
	"sync"

	"golang.org/x/tools/go/types/typeutil"
)

// maxDepth bounds how many indirections Expr follows; real code rarely needs
// more than three, and cycles (a var initialised from itself) stop here too.
const maxDepth = 8

// Index knows, for one package, every value assigned to each variable and
// the declaration of each function. It reads the files on its first
// question: a package whose code nobody asks about (one without tools, whose
// exported functions have no check to summarise) pays nothing for it.
type Index struct {
	info   *types.Info
	files  []*ast.File
	once   sync.Once
	values map[types.Object][]ast.Expr // nil entry: assigned something unknown
	funcs  map[*types.Func]*ast.FuncDecl
	params map[types.Object]Param          // parameters of the package's functions
	calls  map[*types.Func][]*ast.CallExpr // call sites of the package's functions
	ranges map[types.Object]ast.Expr       // a range statement's value variable: what it ranges over
	// rangeKeys are a range statement's key variables: what each ranges over.
	rangeKeys map[types.Object]ast.Expr
	writes    map[types.Object][]token.Pos    // where each variable is written, as values lists
	tuples    map[types.Object]result         // a variable assigned one result of a call (a, err := f())
	parts     map[types.Object][]PartWrite    // writes to a part of a variable (v.F = …, v.M[k] = …, &v.F)
	copies    map[types.Object][]types.Object // the variables assigned a variable as it is (w := v)
	declared  map[types.Object]ast.Expr       // what a variable's declaration gives it (v := e, var v = e)
}

// PartWrite is a write to a part of a variable of struct type, or a place
// the variable (or a part of it) may be written through a pointer: Field
// is the first field on the way (tool.InputSchema.Properties["x"] = …
// writes InputSchema), "" for the whole variable; Addr says the address
// was taken (&tool, &tool.InputSchema); Whole that the field itself is
// written or has its address taken, not a part of it.
type PartWrite struct {
	Field       string
	Pos         token.Pos
	Addr, Whole bool
}

// result is the i-th result of a call.
type result struct {
	call *ast.CallExpr
	i    int
}

// Param is a parameter of a function declared in the package.
type Param struct {
	Func  *types.Func
	Index int
}

// NewIndex indexes files, which must be the files of the package info
// describes.
func NewIndex(info *types.Info, files []*ast.File) *Index {
	return &Index{info: info, files: files}
}

// build reads the files, once, before the first question; every method
// that reads the maps calls it first.
func (x *Index) build() { x.once.Do(x.read) }

func (x *Index) read() {
	info := x.info
	x.values = make(map[types.Object][]ast.Expr)
	x.tuples = make(map[types.Object]result)
	x.funcs = make(map[*types.Func]*ast.FuncDecl)
	x.params = make(map[types.Object]Param)
	x.calls = make(map[*types.Func][]*ast.CallExpr)
	x.ranges = make(map[types.Object]ast.Expr)
	x.rangeKeys = make(map[types.Object]ast.Expr)
	x.writes = make(map[types.Object][]token.Pos)
	x.parts = make(map[types.Object][]PartWrite)
	x.copies = make(map[types.Object][]types.Object)
	x.declared = make(map[types.Object]ast.Expr)
	declare := func(lhs []ast.Expr, rhs []ast.Expr) {
		if len(lhs) != len(rhs) {
			return
		}
		for i, l := range lhs {
			if id, ok := l.(*ast.Ident); ok && info.Defs[id] != nil {
				x.declared[info.Defs[id]] = rhs[i]
			}
		}
	}
	for _, f := range x.files {
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.FuncDecl:
				if fn, ok := info.Defs[n.Name].(*types.Func); ok {
					x.funcs[fn] = n
					i := 0
					for _, field := range n.Type.Params.List {
						if len(field.Names) == 0 {
							i++
						}
						for _, name := range field.Names {
							if obj := info.Defs[name]; obj != nil {
								x.params[obj] = Param{Func: fn, Index: i}
							}
							i++
						}
					}
				}
			case *ast.CallExpr:
				if fn, ok := typeutil.Callee(info, n).(*types.Func); ok {
					fn = fn.Origin()
					x.calls[fn] = append(x.calls[fn], n)
				}
			case *ast.AssignStmt:
				x.assign(n.Lhs, n.Rhs)
				if n.Tok == token.DEFINE {
					declare(n.Lhs, n.Rhs)
				}
			case *ast.ValueSpec:
				lhs := make([]ast.Expr, len(n.Names))
				for i, id := range n.Names {
					lhs[i] = id
				}
				if len(n.Values) > 0 {
					x.assign(lhs, n.Values)
					declare(lhs, n.Values)
				}
			case *ast.IncDecStmt:
				x.unknown(n.X)
				x.part(n.X, false)
			case *ast.RangeStmt:
				x.unknown(n.Key)
				x.unknown(n.Value)
				if obj := x.object(n.Value); obj != nil && n.Tok == token.DEFINE {
					x.ranges[obj] = n.X
				}
				if obj := x.object(n.Key); obj != nil && n.Tok == token.DEFINE {
					x.rangeKeys[obj] = n.X
				}
			case *ast.UnaryExpr:
				if n.Op == token.AND {
					x.unknown(n.X) // address taken: may be written through the pointer
					x.part(n.X, true)
				}
			}
			return true
		})
	}
}

func (x *Index) assign(lhs, rhs []ast.Expr) {
	if len(lhs) != len(rhs) {
		call, _ := ast.Unparen(rhs[0]).(*ast.CallExpr)
		for i, l := range lhs {
			x.unknown(l)
			x.part(l, false)
			if obj := x.object(l); obj != nil && call != nil && len(rhs) == 1 {
				x.tuples[obj] = result{call, i}
			}
		}
		return
	}
	for i, l := range lhs {
		if obj := x.object(l); obj != nil {
			x.values[obj] = append(x.values[obj], rhs[i])
			x.writes[obj] = append(x.writes[obj], l.Pos())
			if from, ok := x.object(rhs[i]).(*types.Var); ok && from != obj {
				x.copies[from] = append(x.copies[from], obj)
			}
		}
		x.part(l, false)
	}
}

// part records a write to a part of a variable: e is a chain of field
// selections and indexes rooted at a variable (a pointer variable's
// writes are to what it points to), or the variable itself when addr.
func (x *Index) part(e ast.Expr, addr bool) {
	field, steps := "", 0
	for {
		steps++
		switch v := ast.Unparen(e).(type) {
		case *ast.SelectorExpr:
			if sel, ok := x.info.Selections[v]; !ok || sel.Kind() != types.FieldVal {
				return
			}
			field, e = v.Sel.Name, v.X
		case *ast.IndexExpr:
			e = v.X
		case *ast.StarExpr:
			steps--
			e = v.X
		case *ast.Ident:
			obj, ok := x.object(v).(*types.Var)
			if !ok || (field == "" && !addr) {
				return
			}
			x.parts[obj] = append(x.parts[obj], PartWrite{Field: field, Pos: v.Pos(), Addr: addr, Whole: steps <= 2})
			return
		default:
			return
		}
	}
}

// PartWrites returns the writes to parts of v, and the places its address
// (or a part's) is taken, in the order of the files.
func (x *Index) PartWrites(v types.Object) []PartWrite {
	x.build()
	return x.parts[v]
}

func (x *Index) unknown(e ast.Expr) {
	if obj := x.object(e); obj != nil {
		x.values[obj] = append(x.values[obj], nil)
		x.writes[obj] = append(x.writes[obj], e.Pos())
	}
}

func (x *Index) object(e ast.Expr) types.Object { return Object(x.info, e) }

// Object returns the variable or other object an identifier expression
// defines or uses, or nil (also for the blank identifier).
func Object(info *types.Info, e ast.Expr) types.Object {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok || id.Name == "_" {
		return nil
	}
	if obj := info.Defs[id]; obj != nil {
		return obj
	}
	return info.Uses[id]
}

// ConstString returns e's value when it is a string constant.
func ConstString(info *types.Info, e ast.Expr) (string, bool) {
	tv, ok := info.Types[e]
	if !ok || tv.Value == nil || tv.Value.Kind() != constant.String {
		return "", false
	}
	return constant.StringVal(tv.Value), true
}

// FuncValue returns the function or method e denotes as a value (a
// function's name, pkg.F, or a method value v.M), or nil.
func FuncValue(info *types.Info, e ast.Expr) *types.Func {
	switch e := ast.Unparen(e).(type) {
	case *ast.Ident:
		fn, _ := info.Uses[e].(*types.Func)
		return fn
	case *ast.SelectorExpr:
		if sel, ok := info.Selections[e]; ok {
			if sel.Kind() != types.MethodVal {
				return nil
			}
			fn, _ := sel.Obj().(*types.Func)
			return fn
		}
		fn, _ := info.Uses[e.Sel].(*types.Func) // pkg.F
		return fn
	}
	return nil
}

// DefaultText returns the expression the text of e is written in: e, or
// the default of a translation helper, t("TOOL_X_DESCRIPTION", "List
// issues."), a function value of type func(key, default string) string,
// which returns the default unless a translation configured at run time
// overrides it. The model reads the default, and a fix edits it there.
// The key may be built at run time ("TOOL_"+strings.ToUpper(name)), and
// the default may be a parameter of a function read at its call sites:
// the caller reads the default's value.
func DefaultText(info *types.Info, e ast.Expr) ast.Expr {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok || len(call.Args) != 2 {
		return e
	}
	if Callee(info, call) != nil {
		// A function value only (a parameter, a field): a declared
		// function of the same shape (strings.TrimPrefix) computes its
		// result from both arguments.
		return e
	}
	ft := info.TypeOf(call.Fun)
	if ft == nil {
		return e
	}
	sig, ok := ft.Underlying().(*types.Signature)
	if !ok || sig.Params().Len() != 2 || sig.Results().Len() != 1 || sig.Variadic() {
		return e
	}
	for _, t := range []types.Type{sig.Params().At(0).Type(), sig.Params().At(1).Type(), sig.Results().At(0).Type()} {
		if b, ok := t.Underlying().(*types.Basic); !ok || b.Kind() != types.String {
			return e
		}
	}
	return call.Args[1]
}

// Copies returns the variables that hold a copy of v (w := v, u = w),
// however many assignments away, in the order of the files.
func (x *Index) Copies(v types.Object) []types.Object {
	x.build()
	var out []types.Object
	seen := map[types.Object]bool{v: true}
	for queue := []types.Object{v}; len(queue) > 0; queue = queue[1:] {
		for _, c := range x.copies[queue[0]] {
			if !seen[c] {
				seen[c] = true
				out = append(out, c)
				queue = append(queue, c)
			}
		}
	}
	return out
}

// Value returns the one expression ever assigned to v, or nil when v is
// assigned more than once, through a tuple, or through a pointer.
func (x *Index) Value(v types.Object) ast.Expr {
	x.build()
	vals := x.values[v]
	if len(vals) != 1 {
		return nil
	}
	return vals[0]
}

// Initial returns the expression v is given where it is declared, when
// it is the only one it is ever given (v := e or var v = e, assigned
// nowhere else): v holds e's value wherever it is read. Nil otherwise (a
// variable declared zero, or written again).
func (x *Index) Initial(v types.Object) ast.Expr {
	x.build()
	if e := x.declared[v]; e != nil && x.Value(v) == e {
		return e
	}
	return nil
}

// SentinelError returns the constant message of the error e names when e
// is a package-level variable of the package, declared with errors.New(c)
// and written nowhere else (a sentinel: var errNoID =
// errors.New("id is required")), and "" otherwise. A variable of another
// package is not read (its declaration is out of sight).
func (x *Index) SentinelError(e ast.Expr) string {
	v, ok := Object(x.info, e).(*types.Var)
	if !ok || v.Pkg() == nil || v.Parent() != v.Pkg().Scope() {
		return ""
	}
	x.build()
	if len(x.values[v]) != 1 || len(x.writes[v]) != 1 || len(x.parts[v]) != 0 {
		return ""
	}
	// errors.New only: fmt.Errorf's format is not its message (%%).
	if call, ok := ast.Unparen(x.values[v][0]).(*ast.CallExpr); !ok || !IsFunc(Callee(x.info, call), "errors", "New") {
		return ""
	}
	return ErrorText(x.info, x.values[v][0])
}

// ResultOf returns the call whose i-th result is the one value ever
// assigned to v (s, err := f(x)), or ok false.
func (x *Index) ResultOf(v types.Object) (call *ast.CallExpr, i int, ok bool) {
	x.build()
	r, found := x.tuples[v]
	if !found || len(x.values[v]) != 1 {
		return nil, 0, false
	}
	return r.call, r.i, true
}

// Assignments returns how many times v is assigned in the package.
func (x *Index) Assignments(v types.Object) int {
	x.build()
	return len(x.values[v])
}

// WrittenBefore reports whether v is written (assigned, incremented,
// ranged over, or its address taken) anywhere before pos in the source,
// other than at the except positions. A write before pos may have run before pos (a
// func literal defined earlier, a branch); one after it cannot, in code
// read top to bottom.
func (x *Index) WrittenBefore(v types.Object, pos token.Pos, except ...token.Pos) bool {
	x.build()
	for _, w := range x.writes[v] {
		if w < pos && !slices.Contains(except, w) {
			return true
		}
	}
	return false
}

// WrittenBetween reports whether v is written after from and before pos,
// other than at the except positions.
func (x *Index) WrittenBetween(v types.Object, from, pos token.Pos, except ...token.Pos) bool {
	x.build()
	for _, w := range x.writes[v] {
		if from < w && w < pos && !slices.Contains(except, w) {
			return true
		}
	}
	return false
}

// ParamOf reports whether e is a parameter of one of the package's
// functions.
func (x *Index) ParamOf(e ast.Expr) (Param, bool) {
	x.build()
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return Param{}, false
	}
	p, ok := x.params[x.info.Uses[id]]
	return p, ok
}

// CallSites returns the package's calls of fn.
func (x *Index) CallSites(fn *types.Func) []*ast.CallExpr {
	x.build()
	return x.calls[fn.Origin()]
}

// FuncDecl returns the declaration of fn when it is in this package.
func (x *Index) FuncDecl(fn *types.Func) *ast.FuncDecl {
	x.build()
	if fn == nil {
		return nil
	}
	return x.funcs[fn.Origin()]
}

// Expr follows e to the expression that produced its value: through
// parentheses, variables assigned exactly once, and calls of this package's
// functions whose every return statement returns the same single
// expression. It stops, returning what it reached, at anything else.
func (x *Index) Expr(e ast.Expr) ast.Expr {
	e, _ = x.ExprVia(e)
	return e
}

// ReturnedLiteral returns the composite literal (or &literal) every
// successful return of decl gives as its first result, directly or through
// what Expr follows (`params := T{…}; …; return params, nil`). A return
// whose last result is a non-nil error, or whose first is nil or an empty
// literal (`return T{}, err`), is a failure and set aside. It returns nil
// when two successful returns give different values, or one gives anything
// else.
func (x *Index) ReturnedLiteral(decl *ast.FuncDecl) *ast.CompositeLit {
	if decl == nil || decl.Body == nil {
		return nil
	}
	var found *ast.CompositeLit
	ok := true
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		if _, isLit := n.(*ast.FuncLit); isLit || !ok {
			return false
		}
		ret, isRet := n.(*ast.ReturnStmt)
		if !isRet || len(ret.Results) == 0 {
			return true
		}
		if last := ret.Results[len(ret.Results)-1]; len(ret.Results) > 1 && !IsNil(x.info, ast.Unparen(last)) {
			return true // fails
		}
		if IsNil(x.info, ast.Unparen(ret.Results[0])) {
			return true
		}
		e := x.Expr(ret.Results[0])
		if u, isAddr := e.(*ast.UnaryExpr); isAddr && u.Op == token.AND {
			e = ast.Unparen(u.X)
		}
		lit, isLit := e.(*ast.CompositeLit)
		switch {
		case !isLit:
			ok = false
		case len(lit.Elts) == 0:
			// T{}: the zero value a failure returns
		case found != nil && found != lit:
			ok = false
		default:
			found = lit
		}
		return true
	})
	if !ok {
		return nil
	}
	return found
}

// soleReturn returns the expression every return statement of decl returns,
// when decl has one result and one return statement.
func (x *Index) soleReturn(decl *ast.FuncDecl) ast.Expr {
	if decl == nil || decl.Body == nil || decl.Type.Results.NumFields() != 1 {
		return nil
	}
	var ret ast.Expr
	n := 0
	ast.Inspect(decl.Body, func(node ast.Node) bool {
		switch node := node.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			n++
			if len(node.Results) == 1 {
				ret = node.Results[0]
			}
		}
		return true
	})
	if n != 1 {
		return nil
	}
	return ret
}

// Func returns the function declaration or literal that e denotes after
// following it with Expr: a func literal, a function of this package, or a
// method value of one.
func (x *Index) Func(e ast.Expr) ast.Node {
	e = x.Expr(e)
	switch n := e.(type) {
	case *ast.FuncLit:
		return n
	case *ast.Ident:
		// A use of a function's name, or the name in its declaration
		// (MethodPairs gives a method that way).
		fn, ok := x.info.Uses[n].(*types.Func)
		if !ok {
			fn, ok = x.info.Defs[n].(*types.Func)
		}
		if ok {
			if d := x.FuncDecl(fn); d != nil {
				return d
			}
		}
	case *ast.SelectorExpr:
		var fn *types.Func
		if sel, ok := x.info.Selections[n]; ok {
			fn, _ = sel.Obj().(*types.Func)
		} else {
			fn, _ = x.info.Uses[n.Sel].(*types.Func)
		}
		if d := x.FuncDecl(fn); d != nil {
			return d
		}
	}
	return nil
}

// FuncParam returns the i'th parameter of a function declaration or
// literal (unnamed parameters count), or nil.
func FuncParam(info *types.Info, fun ast.Node, i int) *types.Var {
	var ft *ast.FuncType
	switch fun := fun.(type) {
	case *ast.FuncDecl:
		ft = fun.Type
	case *ast.FuncLit:
		ft = fun.Type
	}
	if ft == nil || ft.Params == nil {
		return nil
	}
	n := 0
	for _, field := range ft.Params.List {
		if len(field.Names) == 0 {
			n++
			continue
		}
		for _, name := range field.Names {
			if n == i {
				v, _ := info.Defs[name].(*types.Var)
				return v
			}
			n++
		}
	}
	return nil
}

// ImportName returns the name file refers to the package at path by ("."
// for a dot import); false when the file does not import it usably.
func ImportName(file *ast.File, path string, defaultName string) (string, bool) {
	for _, spec := range file.Imports {
		p, err := strconv.Unquote(spec.Path.Value)
		if err != nil || p != path {
			continue
		}
		if spec.Name != nil {
			if spec.Name.Name == "_" {
				return "", false
			}
			return spec.Name.Name, true
		}
		return defaultName, true
	}
	return "", false
}

// NewError reports whether call makes an error that is never nil:
// errors.New or fmt.Errorf.
func NewError(info *types.Info, call *ast.CallExpr) bool {
	fn := Callee(info, call)
	return IsFunc(fn, "errors", "New") || IsFunc(fn, "fmt", "Errorf")
}

// ErrorText returns the constant message of errors.New(c) or
// fmt.Errorf(c) (no arguments), or "".
func ErrorText(info *types.Info, e ast.Expr) string {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok || len(call.Args) != 1 {
		return ""
	}
	if NewError(info, call) {
		msg, _ := ConstString(info, call.Args[0])
		return msg
	}
	return ""
}

// Env binds a function's parameters to the arguments of one of its call
// sites: what a wrapper's parameter stands for at that call.
type Env map[types.Object]ast.Expr

// Bind returns the Env of call, a call of fn (declared in this package):
// each named parameter bound to its argument. Variadic parameters are left
// unbound.
func (x *Index) Bind(fn *types.Func, call *ast.CallExpr) Env {
	env := Env{}
	decl := x.FuncDecl(fn)
	if decl == nil {
		return env
	}
	variadic := fn.Signature().Variadic()
	n := fn.Signature().Params().Len()
	i := 0
	for _, field := range decl.Type.Params.List {
		if len(field.Names) == 0 {
			i++
		}
		for _, name := range field.Names {
			if obj := x.info.Defs[name]; obj != nil && i < len(call.Args) && !(variadic && i == n-1) {
				env[obj] = call.Args[i]
			}
			i++
		}
	}
	return env
}

// BindWithin is Bind, keeping outer's bindings of every parameter call does
// not bind: the Env at a call of a wrapper inside another wrapper's body,
// whose own parameters stay bound to their arguments one level up.
func (x *Index) BindWithin(fn *types.Func, call *ast.CallExpr, outer Env) Env {
	env := x.Bind(fn, call)
	for obj, e := range outer {
		if _, ok := env[obj]; !ok {
			env[obj] = e
		}
	}
	return env
}

// ExprIn is Expr with the parameters env binds replaced by their
// arguments.
func (x *Index) ExprIn(e ast.Expr, env Env) ast.Expr {
	for range maxDepth {
		e = x.Expr(e)
		if sel, ok := e.(*ast.SelectorExpr); ok {
			if field := x.Bound(sel, env); field != nil {
				e = field
				continue
			}
		}
		id, ok := e.(*ast.Ident)
		if !ok {
			return e
		}
		arg, ok := env[x.info.Uses[id]]
		if !ok {
			return e
		}
		e = arg
	}
	return e
}

// Shallow follows e through parentheses, variables assigned once and the
// parameters env binds, but not into the functions it calls: a call may be
// a wrapper worth reading as written.
func (x *Index) Shallow(e ast.Expr, env Env) ast.Expr {
	for range maxDepth {
		if sel, ok := ast.Unparen(e).(*ast.SelectorExpr); ok {
			if field := x.Bound(sel, env); field != nil {
				e = field
				continue
			}
		}
		id, ok := ast.Unparen(e).(*ast.Ident)
		if !ok {
			return ast.Unparen(e)
		}
		obj := x.info.Uses[id]
		if arg, ok := env[obj]; ok {
			e = arg
			continue
		}
		v, ok := obj.(*types.Var)
		if !ok || x.Value(v) == nil {
			return id
		}
		e = x.Value(v)
	}
	return e
}

// ParamIndex returns the index of param among fn's parameters (declared
// in this package), or -1.
func (x *Index) ParamIndex(param types.Object) int {
	x.build()
	if p, ok := x.params[param]; ok {
		return p.Index
	}
	return -1
}

// Returns follows what fn (declared in this package) returns, when it has
// one result and one return statement: a middleware's func literal, a
// helper's tool. Nil otherwise.
func (x *Index) Returns(fn *types.Func) ast.Expr {
	ret := x.soleReturn(x.FuncDecl(fn))
	if ret == nil {
		return nil
	}
	return x.Expr(ret)
}

// RangePairs follows a and b, two fields of one range variable (d.tool and
// d.handler in `for _, d := range defs`), to the values of those fields in
// each element of the slice or array literal ranged over: an inventory of
// tools. ok is false unless every element is a keyed struct literal.
func (x *Index) RangePairs(a, b ast.Expr) (pairs [][2]ast.Expr, ok bool) {
	x.build()
	selA, okA := ast.Unparen(a).(*ast.SelectorExpr)
	selB, okB := ast.Unparen(b).(*ast.SelectorExpr)
	if !okA || !okB {
		return nil, false
	}
	v := x.object(selA.X)
	if v == nil || v != x.object(selB.X) {
		return nil, false
	}
	over, ok := x.ranges[v]
	if !ok {
		return nil, false
	}
	elems, ok := x.literalElems(over)
	if !ok {
		return nil, false
	}
	for _, el := range elems {
		va, vb := Keyed(el, selA.Sel.Name), Keyed(el, selB.Sel.Name)
		if va == nil || vb == nil {
			return nil, false
		}
		pairs = append(pairs, [2]ast.Expr{va, vb})
	}
	return pairs, true
}

// literalElems returns the elements of the slice or array literal over
// evaluates to (Expr), each a struct literal or the address of one; ok is
// false when any element is something else.
func (x *Index) literalElems(over ast.Expr) (elems []*ast.CompositeLit, ok bool) {
	lit, ok := x.Expr(over).(*ast.CompositeLit)
	if !ok {
		return nil, false
	}
	switch x.info.TypeOf(lit).Underlying().(type) {
	case *types.Slice, *types.Array:
	default:
		return nil, false
	}
	for _, elt := range lit.Elts {
		el := elementLiteral(elt)
		if el == nil {
			return nil, false
		}
		elems = append(elems, el)
	}
	return elems, true
}

// elementLiteral returns the struct literal e is, or whose address e is.
func elementLiteral(e ast.Expr) *ast.CompositeLit {
	if u, ok := ast.Unparen(e).(*ast.UnaryExpr); ok && u.Op == token.AND {
		e = u.X
	}
	lit, _ := ast.Unparen(e).(*ast.CompositeLit)
	return lit
}

// Elements returns the elements v, the value variable of a range
// statement (for _, d := range specs), takes one after the other, when it
// ranges over a slice or array literal of keyed struct literals, which
// neither it nor anything else changes: nothing assigns v or a part of
// it, takes its address, or writes the variable holding the literal. Each
// iteration's v is then its element, and v.F the element's field F: a
// table of the project's own type, read one entry at a time (Bound).
func (x *Index) Elements(v types.Object) []*ast.CompositeLit {
	x.build()
	over, ok := x.ranges[v]
	if !ok || len(x.values[v]) != 1 || len(x.parts[v]) != 0 {
		return nil
	}
	if held := x.object(over); held != nil && (len(x.values[held]) != 1 || len(x.parts[held]) != 0) {
		return nil
	}
	elems, ok := x.literalElems(over)
	if !ok || len(elems) == 0 {
		return nil
	}
	for _, el := range elems {
		if _, isStruct := x.info.TypeOf(el).Underlying().(*types.Struct); !isStruct {
			return nil
		}
		for _, e := range el.Elts {
			if _, keyed := e.(*ast.KeyValueExpr); !keyed {
				return nil
			}
		}
	}
	return elems
}

// Bound returns the value env gives the field selection sel (v.F, v
// bound to a struct literal: an element of Elements, or a call's
// argument): the literal's field F, or nil when sel is no such selection,
// the literal leaves F out, or v may hold anything else.
func (x *Index) Bound(sel *ast.SelectorExpr, env Env) ast.Expr {
	if len(env) == 0 {
		return nil
	}
	if s, ok := x.info.Selections[sel]; !ok || s.Kind() != types.FieldVal || len(s.Index()) != 1 {
		return nil
	}
	id, ok := ast.Unparen(sel.X).(*ast.Ident)
	if !ok {
		return nil
	}
	v := x.info.Uses[id]
	lit := elementLiteral(env[v])
	if lit == nil {
		return nil
	}
	x.build()
	if len(x.values[v]) > 1 || len(x.parts[v]) != 0 {
		return nil // the variable may hold another value, or a changed part
	}
	return Keyed(lit, sel.Sel.Name)
}

// Keyed returns the value of field name in a keyed struct literal, or nil.
func Keyed(lit *ast.CompositeLit, name string) ast.Expr {
	for _, elt := range lit.Elts {
		if kv, ok := elt.(*ast.KeyValueExpr); ok {
			if id, ok := kv.Key.(*ast.Ident); ok && id.Name == name {
				return kv.Value
			}
		}
	}
	return nil
}

// IsBuiltin reports whether fun, a call's function, is the built-in
// function name (append, len), not a function of that name declared in
// the package.
func IsBuiltin(info *types.Info, fun ast.Expr, name string) bool {
	id, ok := ast.Unparen(fun).(*ast.Ident)
	if !ok {
		return false
	}
	b, ok := info.Uses[id].(*types.Builtin)
	return ok && b.Name() == name
}

// NonEmptyTest reports whether cond holds exactly when a list isList
// accepts is not empty: len(l) > 0, len(l) != 0 or len(l) >= 1, or the same
// written the other way round (0 < len(l)). A len that info does not know
// is the universe's: another package's predicate, written by its fact and
// typed apart, leaves the universe's names out of its types.
func NonEmptyTest(info *types.Info, cond ast.Expr, isList func(ast.Expr) bool) bool {
	be, ok := ast.Unparen(cond).(*ast.BinaryExpr)
	if !ok {
		return false
	}
	x, y, op := be.X, be.Y, be.Op
	if c, ok := ast.Unparen(y).(*ast.CallExpr); ok && isLen(info, c.Fun) {
		x, y = y, x
		switch op {
		case token.LSS:
			op = token.GTR
		case token.LEQ:
			op = token.GEQ
		case token.GTR, token.GEQ:
			return false
		}
	}
	c, ok := ast.Unparen(x).(*ast.CallExpr)
	if !ok || len(c.Args) != 1 || !isLen(info, c.Fun) || !isList(c.Args[0]) {
		return false
	}
	v := info.Types[y].Value
	if lit, ok := ast.Unparen(y).(*ast.BasicLit); ok && v == nil {
		v = constant.MakeFromLiteral(lit.Value, lit.Kind, 0)
	}
	if v == nil || v.Kind() != constant.Int {
		return false
	}
	n, exact := constant.Int64Val(v)
	return exact && (op == token.GTR && n == 0 || op == token.NEQ && n == 0 || op == token.GEQ && n == 1)
}

// isLen reports whether fun is the builtin len, by info or, for a name
// info does not know, by its name (NonEmptyTest).
func isLen(info *types.Info, fun ast.Expr) bool {
	id, ok := ast.Unparen(fun).(*ast.Ident)
	if !ok {
		return false
	}
	if info.Uses[id] != nil {
		return IsBuiltin(info, id, "len")
	}
	return id.Name == "len"
}

// Nil is the nil the engine writes where the code has none to point at:
// a bare return's nil result (flow.Graph.Returned). IsNil knows it.
var Nil = &ast.Ident{Name: "nil"}

// IsNil reports whether e is the untyped nil.
func IsNil(info *types.Info, e ast.Expr) bool {
	if e == Nil {
		return true
	}
	tv, ok := info.Types[e]
	return ok && tv.IsNil()
}

// Signature returns the signature of a function declaration or literal,
// or nil when the type information lacks it.
func Signature(info *types.Info, fun ast.Node) *types.Signature {
	switch fun := fun.(type) {
	case *ast.FuncDecl:
		if fn, ok := info.Defs[fun.Name].(*types.Func); ok {
			return fn.Signature()
		}
	case *ast.FuncLit:
		sig, _ := info.TypeOf(fun).(*types.Signature)
		return sig
	}
	return nil
}

// errorType is the predeclared error type.
var errorType = types.Universe.Lookup("error").Type()

// IsError reports whether t is the predeclared error type itself (a
// function's `error` result, a variable declared `error`), not merely a
// type that implements it.
func IsError(t types.Type) bool { return t != nil && types.Identical(t, errorType) }

// ImplementsError reports whether a value of type t has an Error() string
// method: an error of any concrete type, as when code calls x.Error().
func ImplementsError(t types.Type) bool {
	return t != nil && types.Implements(t, errorType.Underlying().(*types.Interface))
}

// TypeArgs returns the type arguments a call of a generic function
// instantiates it with, written or inferred; nil for another call.
func TypeArgs(info *types.Info, call *ast.CallExpr) *types.TypeList {
	fun := ast.Unparen(call.Fun)
	switch x := fun.(type) {
	case *ast.IndexExpr:
		fun = x.X
	case *ast.IndexListExpr:
		fun = x.X
	}
	var id *ast.Ident
	switch x := fun.(type) {
	case *ast.Ident:
		id = x
	case *ast.SelectorExpr:
		id = x.Sel
	}
	if id == nil {
		return nil
	}
	return info.Instances[id].TypeArgs
}
