package flow_test

import (
	"fmt"
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"strings"
	"testing"

	"github.com/toolvet/toolvet/internal/flow"
	"github.com/toolvet/toolvet/internal/model"
)

// check type-checks src (errors allowed) and builds its graph.
func check(t *testing.T, src string) (*flow.Graph, *types.Package, *ast.File, *types.Info) {
	t.Helper()
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	info := newInfo()
	conf := types.Config{Importer: importer.Default(), Error: func(error) {}}
	pkg, _ := conf.Check("example.com/p", fset, []*ast.File{f}, info)
	return flow.New(fset, pkg, []*ast.File{f}, info), pkg, f, info
}

// newInfo returns a types.Info recording everything the SSA builder reads.
func newInfo() *types.Info {
	return &types.Info{
		Types:      make(map[ast.Expr]types.TypeAndValue),
		Defs:       make(map[*ast.Ident]types.Object),
		Uses:       make(map[*ast.Ident]types.Object),
		Implicits:  make(map[ast.Node]types.Object),
		Selections: make(map[*ast.SelectorExpr]*types.Selection),
		Scopes:     make(map[ast.Node]*types.Scope),
		Instances:  make(map[*ast.Ident]types.Instance),
	}
}

func funcDecl(f *ast.File, name string) *ast.FuncDecl {
	for _, d := range f.Decls {
		if fd, ok := d.(*ast.FuncDecl); ok && fd.Name.Name == name {
			return fd
		}
	}
	return nil
}

// mapReader reads nothing through a library: only maps given as
// parameters are argument maps.
type mapReader struct{}

func (mapReader) ReadArg(*types.Info, *ast.CallExpr) (model.ArgRead, bool) {
	return model.ArgRead{}, false
}
func (mapReader) ArgMap(*types.Info, ast.Expr) bool                   { return false }
func (mapReader) Bind(*types.Info, *ast.CallExpr) (ast.Expr, bool)    { return nil, false }
func (mapReader) Failure(*types.Info, *ast.ReturnStmt) (string, bool) { return "", false }

func TestReaderSummaries(t *testing.T) {
	g, pkg, _, _ := check(t, `package p

import ("fmt"; "strings")

func required[T any](args map[string]any, name string) (T, error) {
	var zero T
	v, ok := args[name]
	if !ok {
		return zero, fmt.Errorf("missing %s", name)
	}
	t, ok := v.(T)
	if !ok {
		return zero, fmt.Errorf("%s: wrong type", name)
	}
	return t, nil
}

func optional(args map[string]any, name, def string) string {
	if s, ok := args[name].(string); ok {
		return s
	}
	return def
}

func trimmed(args map[string]any, name string) string { return strings.TrimSpace(optional(args, name, "")) }

// An error only for a value of the wrong type: a missing argument is the
// zero value.
func typed[T any](args map[string]any, name string) (T, error) {
	var zero T
	if _, ok := args[name]; !ok {
		return zero, nil
	}
	if _, ok := args[name].(T); !ok {
		return zero, fmt.Errorf("%s: wrong type", name)
	}
	return args[name].(T), nil
}

var errMissing = fmt.Errorf("missing")

// Missing fails through a sentinel, and through another reader.
func sentinel(args map[string]any, name string) (string, error) {
	v := args[name]
	if v == nil {
		return "", errMissing
	}
	s, _ := v.(string)
	return s, nil
}
func outer(args map[string]any, name string) (string, error) { return sentinel(args, name) }

// Missing tested through predicates of the package: fails when absent;
// a predicate the walk cannot decide (found) may go either way.
func present(ok bool) bool { return !(!ok) }
func either2(ok, other bool) bool { return ok || other }
func viaPredicate(args map[string]any, name string) (string, error) {
	v, ok := args[name]
	if !present(ok) {
		return "", fmt.Errorf("missing %s", name)
	}
	s, _ := v.(string)
	return s, nil
}
func undecided(args map[string]any, name string, other bool) (string, error) {
	v, ok := args[name]
	if !either2(ok, other) {
		return "", fmt.Errorf("missing %s", name)
	}
	s, _ := v.(string)
	return s, nil
}
func outerTyped(args map[string]any, name string) (string, error) { return typed[string](args, name) }

// Not readers: the key is not a parameter; two maps; recursion.
func fixed(args map[string]any) string { s, _ := args["x"].(string); return s }
func either(a, b map[string]any, k string) any { if len(a) > 0 { return a[k] }; return b[k] }
func loop(args map[string]any, k string) string { return loop(args, k) }
`)
	reader := func(name string) *flow.Reader {
		return g.Reader(pkg.Scope().Lookup(name).(*types.Func), mapReader{})
	}
	if r := reader("required"); r == nil || r.Map != 0 || r.Key != 1 || r.Err != 1 || r.Default != -1 || !r.FailsWhenAbsent {
		t.Errorf("required: %+v", r)
	}
	if r := reader("typed"); r == nil || r.Map != 0 || r.Key != 1 || r.Err != 1 || r.FailsWhenAbsent {
		t.Errorf("typed: %+v", r)
	}
	for _, name := range []string{"sentinel", "outer", "viaPredicate"} {
		if r := reader(name); r == nil || r.Err != 1 || !r.FailsWhenAbsent {
			t.Errorf("%s: %+v", name, r)
		}
	}
	for _, name := range []string{"outerTyped", "undecided"} {
		if r := reader(name); r == nil || r.Err != 1 || r.FailsWhenAbsent {
			t.Errorf("%s: %+v", name, r)
		}
	}
	if r := reader("optional"); r == nil || r.Map != 0 || r.Key != 1 || r.Default != 2 || r.Err != -1 {
		t.Errorf("optional: %+v", r)
	}
	if r := reader("trimmed"); r == nil || r.Map != 0 || r.Key != 1 || len(r.Through) != 1 || r.Through[0] != "strings.TrimSpace" {
		t.Errorf("trimmed: %+v", r)
	}
	for _, name := range []string{"fixed", "either", "loop"} {
		if r := reader(name); r != nil {
			t.Errorf("%s read as a reader: %+v", name, r)
		}
	}
}

func TestDefinitionAndForward(t *testing.T) {
	g, _, f, _ := check(t, `package p

func handle(n int, tag string) error {
	bad := n < 1 || n > 10
	if bad {
		return nil
	}
	var twice bool
	if n > 5 {
		twice = true
	}
	if twice {
		return nil
	}
	return nil
}

func outer(n int, tag string) error { return handle(n, tag) }
func branches(n int, tag string) error { if n > 0 { return handle(n, tag) }; return nil }
`)
	var ifs []*ast.IfStmt
	ast.Inspect(funcDecl(f, "handle"), func(n ast.Node) bool {
		if s, ok := n.(*ast.IfStmt); ok {
			ifs = append(ifs, s)
		}
		return true
	})
	if def := g.Definition(ifs[0].Cond.(*ast.Ident)); def == nil || types.ExprString(def) != "n < 1 || n > 10" {
		t.Errorf("Definition(bad) = %v", def)
	}
	if def := g.Definition(ifs[2].Cond.(*ast.Ident)); def != nil {
		t.Errorf("Definition(twice), assigned on two paths, = %s; want none", types.ExprString(def))
	}
	to, params, ok := g.Forward(funcDecl(f, "outer"))
	if !ok || to != funcDecl(f, "handle") || len(params) != 2 {
		t.Errorf("Forward(outer) = %v, %v, %v", to, params, ok)
	}
	if _, _, ok := g.Forward(funcDecl(f, "branches")); ok {
		t.Error("Forward(branches): a function that branches forwards nothing")
	}
}

// TestBadInput: code the engine cannot follow gives answers or "cannot
// follow", never a panic or a hang.
func TestBadInput(t *testing.T) {
	var nested strings.Builder
	nested.WriteString("package p\n\nfunc deep(n int) error {\n")
	for i := range 200 {
		fmt.Fprintf(&nested, "if n > %d {\n", i)
	}
	nested.WriteString("return nil\n")
	for range 200 {
		nested.WriteString("}\n")
	}
	nested.WriteString("ok := n > 1\nif ok { return nil }\nreturn nil\n}\n")

	var generic strings.Builder
	generic.WriteString("package p\n\nfunc get[T any](args map[string]any, k string) T { t, _ := args[k].(T); return t }\n\n")
	for i := range 1000 {
		fmt.Fprintf(&generic, "type t%d struct{}\nfunc use%d(args map[string]any) t%d { return get[t%d](args, \"k\") }\n", i, i, i, i)
	}

	cases := map[string]string{
		"200 nested branches":  nested.String(),
		"1,000 instantiations": generic.String(),
		"mutual recursion": `package p
func a(args map[string]any, k string) string { return b(args, k) }
func b(args map[string]any, k string) string { return a(args, k) }
`,
		"type errors": `package p
func broken(args map[string]any, k string) string { return undefined(args[k]) + 1 }
func alsoBroken() { var x int = "s"; _ = x }
`,
	}
	for name, src := range cases {
		t.Run(name, func(t *testing.T) {
			g, pkg, f, _ := check(t, src)
			for _, d := range f.Decls {
				fd, ok := d.(*ast.FuncDecl)
				if !ok {
					continue
				}
				g.Forward(fd)
				if fn, ok := pkg.Scope().Lookup(fd.Name.Name).(*types.Func); ok {
					g.Reader(fn, mapReader{})
					g.ErrorResults(fn, func(ast.Expr) bool { return false })
					g.PassesCallbackError(fn, 0)
				}
				ast.Inspect(fd, func(n ast.Node) bool {
					if call, ok := n.(*ast.CallExpr); ok {
						g.FilledFields(call, mapReader{})
					}
					if id, ok := n.(*ast.Ident); ok {
						g.Definition(id)
					}
					return true
				})
			}
		})
	}
}

// TestSourceAndFailurePairs: a variable written again holds the value of
// one expression (Source), a part of a tuple names its call; a helper
// returning an error result and a nil error fails on every way out
// (ErrorResults), its message parameter found through the helper it calls
// (MessageParam).
func TestSourceAndFailurePairs(t *testing.T) {
	g, pkg, f, info := check(t, `package p

import (
	"fmt"
	"strings"
)

type result struct{ msg string }

func errorResult(msg string) *result { return &result{msg} }

func read(k string) (string, error) { return k, nil }

func handle(k string, clamp bool) (*result, error) {
	v, err := read(k)
	if err != nil {
		return fail(nil, "missing", err)
	}
	v = strings.TrimSpace(v)
	_ = v
	w, _ := read(k)
	_ = w
	n := 1
	if clamp {
		n = 2
	}
	_ = n
	return nil, nil
}

func fail(log func(string), msg string, err error) (*result, error) {
	full := msg
	if err != nil {
		full = fmt.Sprintf("%s: %v", msg, err)
	}
	if log != nil {
		log(full)
	}
	return errorResult(full), nil
}

func failf(format string, args ...any) (*result, error) { return fail(nil, fmt.Sprintf(format, args...), nil) }

func relay(msg string) (*result, error) { return fail(nil, msg, nil) }

func sometimes(msg string) (*result, error) {
	if msg == "" {
		return nil, fmt.Errorf("no message")
	}
	return errorResult(msg), nil
}
`)
	uses := map[string][]*ast.Ident{}
	ast.Inspect(funcDecl(f, "handle"), func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok && info.Uses[id] != nil {
			uses[id.Name] = append(uses[id.Name], id)
		}
		return true
	})
	last := func(name string) *ast.Ident { u := uses[name]; return u[len(u)-1] }
	if def, part := g.Source(last("v")); def == nil || types.ExprString(def) != "strings.TrimSpace(v)" || part != -1 {
		t.Errorf("Source(v) = %v, %d; want strings.TrimSpace(v), -1", def, part)
	}
	if def, part := g.Source(last("w")); def == nil || types.ExprString(def) != "read(k)" || part != 0 {
		t.Errorf("Source(w) = %v, %d; want read(k), 0", def, part)
	}
	if def, _ := g.Source(last("n")); def != nil {
		t.Errorf("Source(n), clamped on one path, = %s; want none", types.ExprString(def))
	}
	isErrorResult := func(e ast.Expr) bool {
		call, ok := ast.Unparen(e).(*ast.CallExpr)
		return ok && types.ExprString(call.Fun) == "errorResult"
	}
	fn := func(name string) *types.Func { return pkg.Scope().Lookup(name).(*types.Func) }
	for name, want := range map[string]bool{"fail": true, "failf": true, "relay": true, "sometimes": false, "read": false} {
		if got := g.ErrorResults(fn(name), isErrorResult); got != want {
			t.Errorf("ErrorResults(%s) = %v, want %v", name, got, want)
		}
	}
	message := func(e ast.Expr) ast.Expr {
		if call, ok := ast.Unparen(e).(*ast.CallExpr); ok && isErrorResult(call) {
			return call.Args[0]
		}
		return nil
	}
	if i, ok := g.MessageParam(fn("fail"), []bool{true, false, true}, message); !ok || i != 1 {
		t.Errorf("MessageParam(fail, log and err nil) = %d, %v; want 1", i, ok)
	}
	if _, ok := g.MessageParam(fn("fail"), []bool{true, false, false}, message); ok {
		t.Error("MessageParam(fail, err given): the message is msg and the error")
	}
	if i, ok := g.MessageParam(fn("relay"), []bool{false}, message); !ok || i != 0 {
		t.Errorf("MessageParam(relay), through fail = %d, %v; want 0", i, ok)
	}
}

// TestNilGraph: a package that imports no tool library has no graph; the
// passes still ask it (a validation helper's facts), and every question
// answers "cannot follow".
func TestNilGraph(t *testing.T) {
	var g *flow.Graph
	id := ast.NewIdent("v")
	if g.Definition(id) != nil || g.Value(id) != nil || g.Func(id) != nil {
		t.Error("a nil graph answered")
	}
	if def, part := g.Source(id); def != nil || part != -1 {
		t.Errorf("Source on a nil graph = %v, %d", def, part)
	}
	if g.ErrorResults(nil, nil) {
		t.Error("ErrorResults on a nil graph")
	}
	if _, ok := g.MessageParam(nil, nil, nil); ok {
		t.Error("MessageParam on a nil graph")
	}
	if _, _, ok := g.Forward(id); ok {
		t.Error("Forward on a nil graph")
	}
	if g.Reader(nil, nil) != nil || g.FilledFields(nil, nil) != nil {
		t.Error("Reader or FilledFields on a nil graph")
	}
	if _, ok := g.FieldArg(&ast.SelectorExpr{X: id, Sel: id}, nil); ok {
		t.Error("FieldArg on a nil graph")
	}
	if to, _ := g.Forwarded(id); to != id {
		t.Errorf("Forwarded on a nil graph = %v, want the node itself", to)
	}
}

// TestMadeErrors: a list of problems whose every element is an error made
// there, through copies, branches and an unexported function's callers;
// and lists holding a value that may be nil, or that a caller the engine
// cannot see may hand in.
func TestMadeErrors(t *testing.T) {
	g, _, f, _ := check(t, `package p

import ("errors"; "fmt")

func maybe(s string) error { if s == "" { return nil }; return errors.New("bad") }

func made(a, b string) error {
	var errs []error
	if a == "" {
		errs = append(errs, errors.New("a is empty"))
	}
	if b == "" {
		errs = append(errs, fmt.Errorf("b %q is empty", b))
	}
	c := errs
	return errors.Join(c...)
}

func helper(errs []error, a string) error {
	if a == "" {
		errs = append(errs, errors.New("a is empty"))
	}
	return errors.Join(errs...)
}

func callsHelper(a string) error { return helper(nil, a) }

func mayBeNil(a string) error {
	errs := []error{}
	errs = append(errs, maybe(a))
	return errors.Join(errs...)
}

func Exported(errs []error, a string) error {
	if a == "" {
		errs = append(errs, errors.New("a is empty"))
	}
	return errors.Join(errs...)
}

func escapes(errs []error) error { return errors.Join(errs...) }

var hook = escapes

func callsEscapes() error { return escapes(nil) }

func spread(a string, more []error) error {
	var errs []error
	errs = append(errs, more...)
	return errors.Join(errs...)
}
`)
	joined := func(name string) ast.Expr {
		var arg ast.Expr
		ast.Inspect(funcDecl(f, name), func(n ast.Node) bool {
			if c, ok := n.(*ast.CallExpr); ok && c.Ellipsis.IsValid() && types.ExprString(c.Fun) == "errors.Join" {
				arg = c.Args[0]
			}
			return arg == nil
		})
		if arg == nil {
			t.Fatalf("no errors.Join in %s", name)
		}
		return arg
	}
	for name, want := range map[string]bool{
		"made":     true,
		"helper":   true,  // its one caller hands in nil
		"mayBeNil": false, // maybe may return nil
		"Exported": false, // callers in other packages
		"escapes":  false, // a value of it is called from anywhere
		"spread":   false, // a parameter's elements, which no call hands in
	} {
		if got := g.MadeErrors(joined(name), nil); got != want {
			t.Errorf("MadeErrors(%s's list) = %v, want %v", name, got, want)
		}
	}
}

// TestMadeErrorsWritten: a list of made errors whose elements are written
// after (set to nil, cleared, written through a slice sharing its array,
// handed to a function writing them) may join to nil; one a predicate of
// the package only measures may not.
func TestMadeErrorsWritten(t *testing.T) {
	g, _, f, _ := check(t, `package p

import "errors"

func reset(errs []error) { errs[0] = nil }

func valid(errs []error) bool { return len(errs) == 0 }

func checked() error {
	var errs []error
	errs = append(errs, errors.New("a"))
	if valid(errs) {
		return nil
	}
	return errors.Join(errs...)
}

func setNil(lenient bool) error {
	var errs []error
	errs = append(errs, errors.New("a"))
	if lenient {
		errs[0] = nil
	}
	return errors.Join(errs...)
}

func cleared(lenient bool) error {
	var errs []error
	errs = append(errs, errors.New("a"))
	if lenient {
		clear(errs)
	}
	return errors.Join(errs...)
}

func shared() error {
	var errs []error
	errs = append(errs, errors.New("a"), errors.New("b"))
	errs = append(errs, errors.New("c"))
	more := append(errs, errors.New("b"))
	more[0] = nil
	return errors.Join(errs...)
}

func handed() error {
	var errs []error
	errs = append(errs, errors.New("a"))
	reset(errs)
	return errors.Join(errs...)
}

func read() error {
	var errs []error
	errs = append(errs, errors.New("a"))
	for i := range errs {
		_ = errs[i]
	}
	return errors.Join(errs...)
}
`)
	for name, want := range map[string]bool{"setNil": false, "cleared": false, "shared": false, "handed": false, "read": true, "checked": true} {
		var arg ast.Expr
		ast.Inspect(funcDecl(f, name), func(n ast.Node) bool {
			if c, ok := n.(*ast.CallExpr); ok && c.Ellipsis.IsValid() && types.ExprString(c.Fun) == "errors.Join" {
				arg = c.Args[0]
			}
			return arg == nil
		})
		if got := g.MadeErrors(arg, nil); got != want {
			t.Errorf("MadeErrors(%s's list) = %v, want %v", name, got, want)
		}
	}
}
