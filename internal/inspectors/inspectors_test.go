package inspectors

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"slices"
	"testing"

	"golang.org/x/tools/go/ast/inspector"
)

// TestSplitSameAsOne checks that the files split among several inspectors
// are traversed and searched as one inspector over them all does it.
func TestSplitSameAsOne(t *testing.T) {
	fset := token.NewFileSet()
	var files []*ast.File
	for i := range 7 {
		src := fmt.Sprintf("package p\n\nfunc f%d(x int) int {\n\tif x > %d {\n\t\treturn x\n\t}\n\treturn g(x, %d)\n}\n\nfunc g(a, b int) int { return a + b }\n", i, i, i)
		if i%2 == 1 {
			src = fmt.Sprintf("package p\n\nvar v%d = []int{%d, 2, 3}\n", i, i)
		}
		f, err := parser.ParseFile(fset, fmt.Sprintf("f%d.go", i), src, 0)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, f)
	}
	// The loader parses a package's files in parallel: their order need
	// not be that of their positions.
	slices.Reverse(files[2:5])
	one := inspector.New(files)
	for _, max := range []int{1, 60, 150, 1 << 20} {
		s := split(files, max)
		if max == 1 && len(s.groups) != len(files) {
			t.Errorf("max %d: %d groups, want one a file", max, len(s.groups))
		}
		if max == 1<<20 && len(s.groups) != 1 {
			t.Errorf("max %d: %d groups, want 1", max, len(s.groups))
		}
		for _, types := range [][]ast.Node{nil, {(*ast.CallExpr)(nil)}, {(*ast.IfStmt)(nil), (*ast.CompositeLit)(nil)}} {
			var want, got []ast.Node
			for c := range one.Root().Preorder(types...) {
				want = append(want, c.Node())
			}
			for c := range s.Preorder(types...) {
				got = append(got, c.Node())
			}
			if !slices.Equal(got, want) || len(want) == 0 {
				t.Errorf("max %d, types %T: Preorder gives %d nodes, one inspector %d", max, types, len(got), len(want))
			}
		}
		for c := range one.Root().Preorder() {
			n := c.Node()
			if _, ok := n.(*ast.File); ok {
				continue
			}
			got, ok := s.FindNode(n)
			if !ok || got.Node() != n || got.Parent().Node() != c.Parent().Node() {
				t.Fatalf("max %d: FindNode(%T at %v) = %v, %v", max, n, fset.Position(n.Pos()), got, ok)
			}
			byPos, ok := s.FindByPos(n.Pos(), n.End())
			wantPos, _ := one.Root().FindByPos(n.Pos(), n.End())
			if !ok || byPos.Node() != wantPos.Node() {
				t.Fatalf("max %d: FindByPos(%v) = %T, want %T", max, fset.Position(n.Pos()), byPos.Node(), wantPos.Node())
			}
		}
	}
	// A node of no file is not found.
	if _, ok := split(files, 60).FindNode(&ast.Ident{Name: "x"}); ok {
		t.Errorf("FindNode found a node of no file")
	}
}
