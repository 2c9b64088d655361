// Package flow is toolvet's value-flow engine: the SSA form
// (golang.org/x/tools/go/ssa) of one package that defines or serves tools,
// and the questions every pass asks of it, whatever code lies between a
// handler and its library:
//
//   - where a value comes from (Definition: the expression a variable's
//     value was computed by; MapReader: a function that returns the
//     argument its parameter names from the map another parameter holds);
//   - where a handler's work is done (Forward: a function whose every way
//     out returns what one call of another function of the package
//     returns, given the handler's parameters);
//   - what a function computes from its one argument (Derived), and
//     whether a function fails when the closure it is given does
//     (PassesCallbackError);
//   - what a return returns, through the variables holding its results
//     and a bare return's named results as they were assigned (Returned),
//     and whether an error variable it returns is nil there (NilResult);
//   - which struct tags a project's own schema reflector reads, and how
//     (ReflectedParam, a TagDialect);
//   - which way out a handler of several tools takes when the name of the
//     tool called is known (ExitWhen).
//
// The graph is built on the first question, so a package whose passes ask
// none (a package without tools) pays nothing, and without the bodies of
// the test functions nothing calls until a question asks about code in one
// (buildAt). Building never panics: on
// code the SSA builder cannot take (incomplete type information), every
// question answers "cannot follow".
package flow

import (
	"cmp"
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"slices"
	"strconv"
	"strings"
	"sync"

	"golang.org/x/tools/go/ast/astutil"
	"golang.org/x/tools/go/ssa"
)

// Graph is the SSA form of one package's functions.
type Graph struct {
	fset  *token.FileSet
	pkg   *types.Package
	files []*ast.File
	info  *types.Info

	once  sync.Once
	ok    bool                       // built without a panic
	left  []*ast.FuncDecl            // test functions built without their bodies, by position
	funcs map[ast.Node]*ssa.Function // FuncDecl and FuncLit to their function
	// refs map an expression to its value (the builder's debug
	// references); exprs the reverse, in source order.
	refs  map[ast.Expr]ssa.Value
	exprs map[ssa.Value][]ast.Expr

	byObj map[*types.Func]*ssa.Function // the package's declared functions and methods
	decls map[*types.Func]*ast.FuncDecl // the same, from the syntax
	// closures are the functions Closure made of the literals local
	// variables hold.
	closures map[*ast.FuncLit]closure
	readers  map[readerKey]*Reader
	// foreignReaders answers for other packages' readers (their facts).
	foreignReaders func(*types.Func) *Reader
	fields         map[readerKey]filled

	conversions map[*ssa.Function]*conversion

	// Answers kept: Definition and Returned are asked of the same
	// variables and returns by several passes.
	tupleBound map[*types.Var]bool
	returned   map[*ast.ReturnStmt][]ast.Expr

	// cuts are the questions a budget cut short, in the order asked.
	cuts []Cut
}

// Cut is a question the engine gave up on: a function too large or too
// deep for its budget. The answer it gave instead is the cautious one (no
// rule, a way out that may succeed).
type Cut struct {
	Pos token.Pos // the function
	Why string
}

// Cuts returns the questions cut short so far.
func (g *Graph) Cuts() []Cut {
	if g == nil {
		return nil
	}
	return g.cuts
}

// cut records that a question about fn ran out of its budget.
func (g *Graph) cut(fn *ssa.Function, why string) {
	c := Cut{Pos: fn.Pos(), Why: why}
	if !slices.Contains(g.cuts, c) {
		g.cuts = append(g.cuts, c)
	}
}

// New returns the graph of a type-checked package; nothing is built yet.
func New(fset *token.FileSet, pkg *types.Package, files []*ast.File, info *types.Info) *Graph {
	return &Graph{fset: fset, pkg: pkg, files: files, info: info}
}

func (g *Graph) build() bool {
	g.once.Do(func() { g.construct(true) })
	return g.ok
}

// buildAt builds the graph for a question about the code at pos: when pos
// is in a test function the first build left out (lean), the package is
// built again whole, and every answer kept is dropped with the first
// build's values. Every question names the code it asks about (a node, or
// a function whose declaration is at pos) and is asked through here.
func (g *Graph) buildAt(pos token.Pos) bool {
	if !g.build() {
		return false
	}
	if g.leftOut(pos) {
		g.left = nil
		g.readers, g.fields, g.conversions = nil, nil, nil
		g.construct(false)
		for lit, c := range g.closures {
			if sfn := g.funcs[lit]; sfn != nil {
				g.byObj[c.fn] = sfn
				g.funcs[c.decl] = sfn
			}
		}
	}
	return g.ok
}

// leftOut reports whether pos is in a function whose body the graph left
// out.
func (g *Graph) leftOut(pos token.Pos) bool {
	_, found := slices.BinarySearchFunc(g.left, pos, func(d *ast.FuncDecl, pos token.Pos) int {
		switch {
		case d.End() <= pos:
			return -1
		case pos < d.Pos():
			return 1
		}
		return 0
	})
	return found
}

// construct builds the package's SSA form. lean leaves out the bodies of
// the test functions nothing in the package calls (withoutTestEntries), the
// largest share of a package's code under go vet, which vets a package
// with its tests, and none of a tool's: a question about code in one
// builds the package again whole (buildAt), so every answer is the one
// the whole package gives.
func (g *Graph) construct(lean bool) {
	defer func() {
		// The builder asserts what type-checked code guarantees; on a
		// package with type errors it may not hold. Degrade.
		if recover() != nil {
			g.ok = false
			if len(g.files) > 0 {
				g.cuts = append(g.cuts, Cut{Pos: g.files[0].Package, Why: "the package's value flow (its SSA form cannot be built, the code does not type-check)"})
			}
		}
	}()
	g.ok = false
	files := g.files
	if lean {
		files, g.left = g.withoutTestEntries()
	}
	// GlobalDebug keeps, for every expression, the value it computes
	// (ssa.DebugRef): the bridge between the syntax the adapters and
	// the rule passes read and the values the engine follows.
	prog := ssa.NewProgram(g.fset, ssa.GlobalDebug)
	// Only the direct imports are created: the builder needs a member
	// for every package-level function and variable the code names,
	// and those are the direct imports'; a method of a type from
	// further away is created when a call needs it. Creating the
	// whole import graph made every method of every package below
	// (go-github's thousands) for nothing.
	for _, p := range g.pkg.Imports() {
		prog.CreatePackage(p, nil, nil, true)
	}
	spkg := prog.CreatePackage(g.pkg, files, g.info, false)
	spkg.Build()

	g.funcs = make(map[ast.Node]*ssa.Function)
	g.byObj = make(map[*types.Func]*ssa.Function)
	g.refs = make(map[ast.Expr]ssa.Value)
	g.exprs = make(map[ssa.Value][]ast.Expr)
	var add func(fn *ssa.Function)
	add = func(fn *ssa.Function) {
		if fn == nil {
			return
		}
		if fn.Syntax() == nil {
			// The package initialiser: the literals of package-level
			// variables' values are its anonymous functions (a handler
			// in a map or list of the package).
			if fn.Pkg == spkg && fn.Name() == "init" && fn.Signature.Recv() == nil {
				for _, anon := range fn.AnonFuncs {
					add(anon)
				}
			}
			return
		}
		if _, seen := g.funcs[fn.Syntax()]; seen {
			return
		}
		g.funcs[fn.Syntax()] = fn
		for _, b := range fn.Blocks {
			for _, instr := range b.Instrs {
				if ref, ok := instr.(*ssa.DebugRef); ok && !ref.IsAddr {
					g.refs[ref.Expr] = ref.X
					g.exprs[ref.X] = append(g.exprs[ref.X], ref.Expr)
				}
			}
		}
		for _, anon := range fn.AnonFuncs {
			add(anon)
		}
	}
	for _, f := range files {
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Body == nil && g.leftOut(fd.Pos()) {
				continue
			}
			if obj, ok := g.info.Defs[fd.Name].(*types.Func); ok {
				if fn := prog.FuncValue(obj); fn != nil {
					g.byObj[obj] = fn
					add(fn)
				}
			}
		}
	}
	for _, m := range spkg.Members {
		if fn, ok := m.(*ssa.Function); ok && !g.leftOut(fn.Pos()) {
			add(fn) // init and package-level var initialisers' literals
		}
	}
	g.ok = true
}

// withoutTestEntries returns the package's files with the bodies of its
// test entry points left out (Test, Benchmark, Fuzz and Example functions
// of _test.go files that nothing in the package refers to, which only the
// testing package calls), and those declarations, in the order of their
// positions. A file with none is the file itself; one with some is a copy
// sharing all but the declarations left out.
func (g *Graph) withoutTestEntries() ([]*ast.File, []*ast.FuncDecl) {
	entries := make(map[*types.Func]*ast.FuncDecl)
	for _, f := range g.files {
		if tf := g.fset.File(f.FileStart); tf == nil || !strings.HasSuffix(tf.Name(), "_test.go") {
			continue
		}
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && fd.Recv == nil && fd.Body != nil && testEntry(fd.Name.Name) {
				if obj, ok := g.info.Defs[fd.Name].(*types.Func); ok {
					entries[obj] = fd
				}
			}
		}
	}
	if len(entries) == 0 {
		return g.files, nil
	}
	for _, obj := range g.info.Uses {
		if fn, ok := obj.(*types.Func); ok {
			delete(entries, fn)
		}
	}
	if len(entries) == 0 {
		return g.files, nil
	}
	left := make([]*ast.FuncDecl, 0, len(entries))
	files := make([]*ast.File, len(g.files))
	for i, f := range g.files {
		files[i] = f
		for j, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok {
				continue
			}
			if obj, ok := g.info.Defs[fd.Name].(*types.Func); !ok || entries[obj] == nil {
				continue
			}
			if files[i] == f {
				c := *f
				c.Decls = slices.Clone(f.Decls)
				files[i] = &c
			}
			// A declaration without a body is a function the builder
			// leaves external, as one written in assembly.
			files[i].Decls[j] = &ast.FuncDecl{Doc: fd.Doc, Name: fd.Name, Type: fd.Type}
			left = append(left, fd)
		}
	}
	slices.SortFunc(left, func(a, b *ast.FuncDecl) int { return cmp.Compare(a.Pos(), b.Pos()) })
	return files, left
}

// testEntry reports whether a function of a _test.go file is named as the
// testing package runs it.
func testEntry(name string) bool {
	for _, prefix := range []string{"Test", "Benchmark", "Fuzz", "Example"} {
		if strings.HasPrefix(name, prefix) {
			return true
		}
	}
	return false
}

// declOf returns the declaration of a function of the package, from the
// syntax alone (nothing is built).
func (g *Graph) declOf(fn *types.Func) *ast.FuncDecl {
	if g.decls == nil {
		g.decls = make(map[*types.Func]*ast.FuncDecl)
		for _, f := range g.files {
			for _, d := range f.Decls {
				if fd, ok := d.(*ast.FuncDecl); ok {
					if obj, ok := g.info.Defs[fd.Name].(*types.Func); ok {
						g.decls[obj] = fd
					}
				}
			}
		}
	}
	return g.decls[fn]
}

// A closure is a function literal a local variable holds, as a function
// of the package.
type closure struct {
	fn   *types.Func
	decl *ast.FuncDecl
}

// Closure returns, when id reads a local variable that holds one function
// literal there (defined once: check := func(s string) error {…}), that
// literal as a function of the package: a *types.Func of its signature,
// named after the variable, and a declaration whose type and body are the
// literal's, which the graph's questions (Reader, Derived, MessageParam,
// PassesCallbackError, …) answer like a declared function's. A call
// check(acct) is then a call of a function like any other; nil when id
// holds no single literal (reassigned on some path, a parameter, …).
func (g *Graph) Closure(id *ast.Ident) (*types.Func, *ast.FuncDecl) {
	if g == nil {
		return nil, nil
	}
	v, ok := g.info.Uses[id].(*types.Var)
	if !ok {
		return nil, nil
	}
	lit, ok := astutil.Unparen(g.Definition(id)).(*ast.FuncLit)
	if !ok {
		return nil, nil
	}
	if c, ok := g.closures[lit]; ok {
		return c.fn, c.decl
	}
	sig, ok := g.info.TypeOf(lit).(*types.Signature)
	if !ok {
		return nil, nil
	}
	c := closure{
		fn:   types.NewFunc(lit.Pos(), g.pkg, v.Name(), sig),
		decl: &ast.FuncDecl{Name: &ast.Ident{NamePos: lit.Pos(), Name: v.Name()}, Type: lit.Type, Body: lit.Body},
	}
	if g.closures == nil {
		g.closures = make(map[*ast.FuncLit]closure)
	}
	g.closures[lit] = c
	g.declOf(nil) // the package's own first
	g.decls[c.fn] = c.decl
	if sfn := g.funcs[lit]; sfn != nil {
		g.byObj[c.fn] = sfn
		g.funcs[c.decl] = sfn
	}
	return c.fn, c.decl
}

// Func returns the SSA function of a function declaration or literal of
// the package, or nil.
func (g *Graph) Func(n ast.Node) *ssa.Function {
	if g == nil || !g.buildAt(n.Pos()) {
		return nil
	}
	return g.funcs[n]
}

// Value returns the value e computes, or nil when the engine has none (e is
// a type, a constant folded away, or code it cannot follow).
func (g *Graph) Value(e ast.Expr) ssa.Value {
	if g == nil || !g.buildAt(e.Pos()) {
		return nil
	}
	return g.refs[ast.Unparen(e)]
}

// AsCalled reports whether id, a read of a parameter, reads the value its
// function was called with: the parameter is not written before the read
// on any path (`acct = strings.TrimSpace(acct)` before it: false).
func (g *Graph) AsCalled(id *ast.Ident) bool {
	if g == nil {
		return false
	}
	p, ok := g.Value(id).(*ssa.Parameter)
	return ok && p.Object() == g.info.Uses[id]
}

// Definition returns the expression whose value a local variable holds
// where id reads it: `bad := x < 1 || x > 10; if bad {…}` gives the
// comparison for the bad of the if. It returns nil when id is no local
// variable, or its value there comes from more than one expression (it
// was assigned on two paths) or from none written in the package. A copy
// of a parameter (c := p) gives a read of the parameter.
func (g *Graph) Definition(id *ast.Ident) ast.Expr {
	if g == nil {
		return nil
	}
	v, ok := g.info.Uses[id].(*types.Var)
	if !ok || v.IsField() || v.Parent() == nil || v.Parent() == g.pkg.Scope() || g.boundByTuple(v) {
		return nil
	}
	val := g.Value(id)
	if val == nil {
		return nil
	}
	for _, e := range g.exprs[val] {
		if e == ast.Expr(id) {
			continue
		}
		if other, isIdent := e.(*ast.Ident); isIdent {
			// Another read of a variable holding the same value, but
			// for the parameter a copy holds (c := p: p).
			param, isParam := val.(*ssa.Parameter)
			if o := g.info.Uses[other]; !isParam || o == nil || o == types.Object(v) || o != param.Object() {
				if _, isVar := g.info.Uses[other].(*types.Var); isVar || g.info.Defs[other] != nil {
					continue
				}
			}
		}
		if e.Pos() >= id.Pos() {
			continue // only what was computed before the read
		}
		return e
	}
	return nil
}

// Source is Definition extended to the parts of a tuple: where id reads a
// variable holding one result of a call (`v, err := req.RequireString("k")`,
// whatever was assigned to v since, as long as that result is what v
// holds here), it returns the call and the result's index; else
// Definition's expression and -1.
func (g *Graph) Source(id *ast.Ident) (ast.Expr, int) {
	if g == nil {
		return nil, -1
	}
	v, ok := g.info.Uses[id].(*types.Var)
	if !ok || v.IsField() || v.Parent() == nil || v.Parent() == g.pkg.Scope() {
		return nil, -1
	}
	if ext, ok := g.Value(id).(*ssa.Extract); ok {
		for _, e := range g.exprs[ext.Tuple] {
			if call, ok := e.(*ast.CallExpr); ok && call.Pos() < id.Pos() {
				return call, ext.Index
			}
		}
		return nil, -1
	}
	return g.Definition(id), -1
}

// CommaOk returns, where id reads a variable declared by a comma-ok type
// assertion (`v, ok := x.(T)`) and never assigned again, the assertion
// and which of its two results the variable holds.
func (g *Graph) CommaOk(id *ast.Ident) (*ast.TypeAssertExpr, int, bool) {
	if g == nil {
		return nil, 0, false
	}
	v, ok := g.info.Uses[id].(*types.Var)
	if !ok || v.IsField() || v.Parent() == nil || v.Parent() == g.pkg.Scope() || !g.boundByTuple(v) {
		return nil, 0, false
	}
	for _, f := range g.files {
		if f.FileStart > v.Pos() || v.Pos() > f.FileEnd {
			continue
		}
		path, _ := astutil.PathEnclosingInterval(f, v.Pos(), v.Pos())
		for _, n := range path {
			as, isAssign := n.(*ast.AssignStmt)
			if !isAssign {
				continue
			}
			ta, isAssert := ast.Unparen(as.Rhs[0]).(*ast.TypeAssertExpr)
			if !isAssert || ta.Type == nil || len(as.Lhs) != 2 {
				return nil, 0, false
			}
			for i, l := range as.Lhs {
				if lid, isIdent := l.(*ast.Ident); isIdent && (g.info.Defs[lid] == v || g.info.Uses[lid] == v) {
					return ta, i, true
				}
			}
			return nil, 0, false
		}
	}
	return nil, 0, false
}

// boundByTuple reports whether v is declared by an assignment of one
// multi-valued expression (v, ok := m[k]; a, b := f()) and never assigned
// again: its value is a tuple's part, which no expression computes alone,
// so the syntax answers Definition without building anything.
func (g *Graph) boundByTuple(v *types.Var) bool {
	if b, ok := g.tupleBound[v]; ok {
		return b
	}
	if g.tupleBound == nil {
		g.tupleBound = make(map[*types.Var]bool)
	}
	b := g.boundByTupleOnce(v)
	g.tupleBound[v] = b
	return b
}

func (g *Graph) boundByTupleOnce(v *types.Var) bool {
	for _, f := range g.files {
		if f.FileStart > v.Pos() || v.Pos() > f.FileEnd {
			continue
		}
		path, _ := astutil.PathEnclosingInterval(f, v.Pos(), v.Pos())
		for _, n := range path {
			if as, ok := n.(*ast.AssignStmt); ok {
				return len(as.Lhs) > 1 && len(as.Rhs) == 1 && !g.assignedAgain(f, v, as)
			}
			if _, ok := n.(ast.Stmt); ok {
				return false
			}
		}
	}
	return false
}

// assignedAgain reports whether a statement of f other than def assigns v
// (in v's scope: nothing outside it can).
func (g *Graph) assignedAgain(f *ast.File, v *types.Var, def *ast.AssignStmt) bool {
	lo, hi := f.FileStart, f.FileEnd
	if sc := v.Parent(); sc != nil && sc.Pos().IsValid() {
		lo, hi = sc.Pos(), sc.End()
	}
	again := false
	ast.Inspect(f, func(n ast.Node) bool {
		if n == nil || again || n.End() < lo || n.Pos() > hi {
			return false
		}
		as, ok := n.(*ast.AssignStmt)
		if !ok || as == def {
			return true
		}
		for _, l := range as.Lhs {
			if id, ok := ast.Unparen(l).(*ast.Ident); ok && (g.info.Uses[id] == v || g.info.Defs[id] == v) {
				again = true
			}
		}
		return !again
	})
	return again
}

// referrers returns the instructions that use v: none for a value outside
// any function (a package-level variable, a constant, a function), whose
// Referrers is nil.
func referrers(v ssa.Value) []ssa.Instruction {
	if refs := v.Referrers(); refs != nil {
		return *refs
	}
	return nil
}

// Alternative is a value a local variable holds where it is read on one
// way out of an if: the value, the if's condition, and whether the value
// is held when that condition is false (Negated).
type Alternative struct {
	Value, Cond ast.Expr
	Negated     bool
}

// Alternatives returns the two values a local variable holds where id
// reads it when one if decides between them, each with its branch:
//
//	state := req.GetString("state", "")
//	if len(state) == 0 {
//		state = "open"
//	}
//
// gives, for a read of state after it, "open" when len(state) == 0 and
// the read of the argument when not. Nil for any other variable, or a
// value the engine cannot write as an expression of the package computed
// before the read.
func (g *Graph) Alternatives(id *ast.Ident) []Alternative {
	if g == nil {
		return nil
	}
	v, ok := g.info.Uses[id].(*types.Var)
	if !ok || v.IsField() || v.Parent() == nil || v.Parent() == g.pkg.Scope() {
		return nil
	}
	phi, ok := g.Value(id).(*ssa.Phi)
	if !ok || len(phi.Edges) != 2 {
		return nil
	}
	b := phi.Block()
	d := b.Idom()
	if d == nil || len(b.Preds) != 2 || len(d.Instrs) == 0 {
		return nil
	}
	branch, ok := d.Instrs[len(d.Instrs)-1].(*ssa.If)
	if !ok {
		return nil
	}
	cond := g.exprBefore(branch.Cond, id.Pos())
	if cond == nil {
		return nil
	}
	var out []Alternative
	for i, edge := range phi.Edges {
		whenTrue, ok := branchTo(d, b.Preds[i], b)
		val := g.exprBefore(edge, id.Pos())

		if !ok || val == nil {
			return nil
		}
		out = append(out, Alternative{Value: val, Cond: cond, Negated: !whenTrue})
	}
	if out[0].Negated == out[1].Negated {
		return nil
	}
	return out
}

// branchTo reports whether the edge from pred into b is reached only when
// d's if takes its true branch (true) or its false one (false): pred is d
// itself, or a block d alone enters that goes on to b alone (the body of
// `if cond { v = … }`); ok is false otherwise (a condition of several
// blocks, `a || b`, whose later tests reach the body too).
func branchTo(d, pred, b *ssa.BasicBlock) (whenTrue, ok bool) {
	if pred != d && (len(pred.Preds) != 1 || pred.Preds[0] != d || len(pred.Succs) != 1 || pred.Succs[0] != b) {
		return false, false
	}
	for i, s := range d.Succs {
		if pred == d && s == b || pred != d && s == pred {
			return i == 0, true
		}
	}
	return false, false
}

// exprBefore returns an expression of the package computing v before
// pos, not a read of another variable holding it, or the literal of a
// constant (which the engine records no expression of); nil when none.
func (g *Graph) exprBefore(v ssa.Value, pos token.Pos) ast.Expr {
	if c, ok := v.(*ssa.Const); ok && c.Value != nil {
		switch c.Value.Kind() {
		case constant.String:
			return &ast.BasicLit{ValuePos: pos, Kind: token.STRING, Value: strconv.Quote(constant.StringVal(c.Value))}
		case constant.Int:
			return &ast.BasicLit{ValuePos: pos, Kind: token.INT, Value: c.Value.ExactString()}
		}
		return nil
	}
	param, _ := v.(*ssa.Parameter)
	for _, e := range g.exprs[v] {
		if e.Pos() >= pos {
			continue
		}
		if id, isIdent := e.(*ast.Ident); isIdent {
			// A read of the parameter as called stands for it.
			if obj := g.info.Uses[id]; param != nil && obj != nil && obj == param.Object() {
				return e
			}
			if _, isVar := g.info.Uses[id].(*types.Var); isVar || g.info.Defs[id] != nil {
				continue
			}
		}
		return e
	}
	return nil
}
