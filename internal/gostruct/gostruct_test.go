package gostruct

import (
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"testing"
)

// TestFieldsSkip: json:"-" leaves a field out, json:"-," names it "-"
// (encoding/json's reading); unexported fields are out.
func TestFieldsSkip(t *testing.T) {
	fset := token.NewFileSet()
	const one = `package p

type S struct {
	Gone  string ` + "`json:\"-\"`" + `
	Dash  string ` + "`json:\"-,\"`" + `
	Plain string
}
`
	f, err := parser.ParseFile(fset, "q.go", one, 0)
	if err != nil {
		t.Fatal(err)
	}
	pkg, err := (&types.Config{}).Check("q", fset, []*ast.File{f}, nil)
	if err != nil {
		t.Fatal(err)
	}
	fields, ok := Fields(pkg.Scope().Lookup("S").Type())
	if !ok || len(fields) != 2 || fields[0].Name != "-" || fields[0].Var.Name() != "Dash" || fields[1].Name != "Plain" {
		t.Errorf("fields %+v, %v; want Dash as \"-\" and Plain", fields, ok)
	}
}
