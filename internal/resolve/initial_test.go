package resolve

import (
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"testing"
)

// TestInitial: a variable's declaration gives it the only value it holds
// (v := e, var v = e, written nowhere else), or it does not (declared zero
// and assigned later, written again, one result of a tuple).
func TestInitial(t *testing.T) {
	const src = `package p

func f() string { return "" }

func g() {
	once := f()
	var declared = f()
	var zero string
	zero = f()
	again := f()
	again = "y"
	a, b := f(), f()
	x, y := two()
	_, _, _, _, _, _, _, _ = once, declared, zero, again, a, b, x, y
}

func two() (int, int) { return 1, 2 }
`
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	info := &types.Info{Defs: map[*ast.Ident]types.Object{}, Uses: map[*ast.Ident]types.Object{}, Types: map[ast.Expr]types.TypeAndValue{}}
	if _, err := (&types.Config{}).Check("p", fset, []*ast.File{f}, info); err != nil {
		t.Fatal(err)
	}
	x := NewIndex(info, []*ast.File{f})
	for id, obj := range info.Defs {
		v, ok := obj.(*types.Var)
		if !ok || v.Parent() == nil || v.Parent().Parent() == types.Universe {
			continue
		}
		want := map[string]bool{"once": true, "declared": true, "a": true, "b": true}[id.Name]
		if got := x.Initial(v) != nil; got != want {
			t.Errorf("Initial(%s) given: %v, want %v", id.Name, got, want)
		}
	}
}
