package resolve

import (
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"testing"
)

// TestNonEmptyTest: the tests of a list's length that hold exactly when it
// is not empty, either way round, by a typed len or the universe's name in
// text typed apart; and the ones that do not.
func TestNonEmptyTest(t *testing.T) {
	const src = `package p

var errs, other []error

var conds = []bool{
	len(errs) > 0, len(errs) != 0, len(errs) >= 1, 0 < len(errs), 0 != len(errs), 1 <= len(errs), len(errs) > int(0),
	len(errs) > 1, len(errs) == 0, len(errs) >= 0, 0 > len(errs), len(other) > 0, cap(errs) > 0,
}
`
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	info := &types.Info{Types: map[ast.Expr]types.TypeAndValue{}, Uses: map[*ast.Ident]types.Object{}}
	pkg, err := (&types.Config{}).Check("p", fset, []*ast.File{f}, info)
	if err != nil {
		t.Fatal(err)
	}
	errs := pkg.Scope().Lookup("errs")
	isErrs := func(e ast.Expr) bool { id, ok := e.(*ast.Ident); return ok && info.Uses[id] == errs }
	var conds []ast.Expr
	ast.Inspect(f, func(n ast.Node) bool {
		if lit, ok := n.(*ast.CompositeLit); ok {
			conds = lit.Elts
			return false
		}
		return true
	})
	for i, cond := range conds {
		want := i < 7
		if got := NonEmptyTest(info, cond, isErrs); got != want {
			t.Errorf("NonEmptyTest(%s) = %v, want %v", types.ExprString(cond), got, want)
		}
	}

	// Text typed apart: len and the literal unknown to info.
	apart, err := parser.ParseExpr("len(list) > 0")
	if err != nil {
		t.Fatal(err)
	}
	any := func(ast.Expr) bool { return true }
	if !NonEmptyTest(&types.Info{}, apart, any) {
		t.Error("len(list) > 0 typed apart: not read")
	}
	// A len of the package's own shadows the universe's.
	shadow := `package p

func len(s []int) int { return 1 }

var xs []int
var c = len(xs) > 0
`
	f, err = parser.ParseFile(fset, "q.go", shadow, 0)
	if err != nil {
		t.Fatal(err)
	}
	info = &types.Info{Types: map[ast.Expr]types.TypeAndValue{}, Uses: map[*ast.Ident]types.Object{}}
	if _, err := (&types.Config{}).Check("p", fset, []*ast.File{f}, info); err != nil {
		t.Fatal(err)
	}
	c := f.Decls[len(f.Decls)-1].(*ast.GenDecl).Specs[0].(*ast.ValueSpec).Values[0]
	if NonEmptyTest(info, c, any) {
		t.Error("a len of the package's own read as the builtin")
	}
}
