package adapter

import (
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"strings"
	"testing"

	"github.com/toolvet/toolvet/internal/model"
)

// TestUnfollowedHandler: the reason says where the handler's value comes
// from, at the handler expression.
func TestUnfollowedHandler(t *testing.T) {
	const src = `package p

type H func()

type reg struct{ Handler H }

var (
	byName = map[string]H{}
	list   []H
	held   H
	anyH   any
)

func make_() H { return nil }

func uses(param H, r reg) {
	_ = byName["x"]
	_ = list[0]
	_ = r.Handler
	_ = make_()
	_ = anyH.(H)
	_ = param
	_ = held
	_ = (byName["y"])
}
`
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	info := &types.Info{Types: map[ast.Expr]types.TypeAndValue{}, Uses: map[*ast.Ident]types.Object{}, Selections: map[*ast.SelectorExpr]*types.Selection{}}
	if _, err := (&types.Config{}).Check("p", fset, []*ast.File{f}, info); err != nil {
		t.Fatal(err)
	}
	var exprs []ast.Expr
	ast.Inspect(f, func(n ast.Node) bool {
		if as, ok := n.(*ast.AssignStmt); ok {
			exprs = append(exprs, as.Rhs[0])
		}
		return true
	})
	want := []string{
		"`byName[\"x\"]` is a map lookup",
		"`list[0]` is an element of a list",
		"`r.Handler` is the field Handler of a value",
		"`make_()` is the result of a call",
		"`anyH.(H)` is a type assertion",
		"`param` is a parameter",
		"`held` is a variable",
		"`(byName[\"y\"])` is a map lookup",
	}
	if len(exprs) != len(want) {
		t.Fatalf("%d expressions, want %d", len(exprs), len(want))
	}
	for i, e := range exprs {
		tool := &model.Tool{Pos: f.Pos()}
		UnfollowedHandler(info, tool, e)
		if !strings.HasPrefix(tool.Unlinked, "the handler "+want[i]) || tool.UnlinkedAt != e.Pos() {
			t.Errorf("%s: %q at %v; want %q at %v", types.ExprString(e), tool.Unlinked, tool.UnlinkedAt, want[i], e.Pos())
		}
	}
	tool := &model.Tool{Pos: f.Pos()}
	if UnfollowedHandler(info, tool, nil); tool.Unlinked == "" || tool.UnlinkedAt != f.Pos() {
		t.Errorf("no expression: %q at %v; want a reason at the definition", tool.Unlinked, tool.UnlinkedAt)
	}
}
