package flow_test

import (
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"testing"

	"github.com/toolvet/toolvet/internal/flow"
)

// TestTestEntriesLeftOut: the graph is built without the bodies of the
// test functions nothing calls, and built whole when a question asks about
// one; every answer is the whole package's.
func TestTestEntriesLeftOut(t *testing.T) {
	fset := token.NewFileSet()
	var files []*ast.File
	for _, src := range []struct{ name, text string }{
		{"p.go", `package p

func handle(n int, tag string) error {
	bad := n < 1 || n > 10
	if bad {
		return nil
	}
	return nil
}

func outer(n int, tag string) error { return handle(n, tag) }
`},
		{"p_test.go", `package p

import "testing"

func helper(n int) error { return outer(n, "x") }

func TestCalled(t *testing.T) { _ = helper(1) }

func TestEntry(t *testing.T) {
	h := func(n int, tag string) error { return handle(n, tag) }
	odd := len(t.Name()) % 2
	if odd == 1 {
		_ = h(odd, "")
	}
	TestCalled(t)
}

func BenchmarkEntry(b *testing.B) { _ = helper(2) }
`},
	} {
		f, err := parser.ParseFile(fset, src.name, src.text, 0)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, f)
	}
	info := newInfo()
	conf := types.Config{Importer: importer.Default()}
	pkg, err := conf.Check("example.com/p", fset, files, info)
	if err != nil {
		t.Fatal(err)
	}
	g := flow.New(fset, pkg, files, info)

	// A question about the package's own code builds it without TestEntry
	// and BenchmarkEntry (TestCalled is called, helper is no entry).
	to, _, ok := g.Forward(funcDecl(files[0], "outer"))
	if !ok || to != funcDecl(files[0], "handle") {
		t.Fatalf("Forward(outer) = %v, %v", to, ok)
	}
	if n := g.LeftOut(); n != 2 {
		t.Errorf("left out %d test functions; want 2 (TestEntry, BenchmarkEntry)", n)
	}
	if g.Func(funcDecl(files[1], "helper")) == nil || g.Func(funcDecl(files[1], "TestCalled")) == nil {
		t.Error("a helper and a test function the package calls are built")
	}
	if g.LeftOut() != 2 {
		t.Error("questions about code built leave the graph as it is")
	}

	// A question about code in TestEntry builds the package whole.
	var ifStmt *ast.IfStmt
	var lit *ast.FuncLit
	ast.Inspect(funcDecl(files[1], "TestEntry"), func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.IfStmt:
			ifStmt = n
		case *ast.FuncLit:
			lit = n
		}
		return true
	})
	cond := ifStmt.Cond.(*ast.BinaryExpr).X.(*ast.Ident)
	if def := g.Definition(cond); def == nil || types.ExprString(def) != "len(t.Name()) % 2" {
		t.Errorf("Definition(odd) in a test function = %v; want len(t.Name()) %% 2", def)
	}
	if n := g.LeftOut(); n != 0 {
		t.Errorf("after a question about TestEntry, %d functions left out; want 0", n)
	}
	if to, _, ok := g.Forward(lit); !ok || to != funcDecl(files[0], "handle") {
		t.Errorf("Forward(TestEntry's literal) = %v, %v; want handle", to, ok)
	}
	if to, _, ok := g.Forward(funcDecl(files[0], "outer")); !ok || to != funcDecl(files[0], "handle") {
		t.Errorf("Forward(outer) after the whole build = %v, %v", to, ok)
	}
	if g.Func(funcDecl(files[1], "BenchmarkEntry")) == nil {
		t.Error("BenchmarkEntry is built with the whole package")
	}
}
