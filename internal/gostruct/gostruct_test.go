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

// TestFieldsGoNameShadow: two fields of one Go name under two JSON names
// are decoded both by encoding/json, while jsonschema-go's For (through
// reflect.VisibleFields) writes only the shallower, or neither at one
// depth (measured with v0.4.3: Outer lists only "id", Both only "y"):
// the libraries disagree, so Fields refuses the struct.
func TestFieldsGoNameShadow(t *testing.T) {
	fset := token.NewFileSet()
	const src = `package p

type Inner struct {
	ID string ` + "`json:\"inner_id\"`" + `
}

type Outer struct {
	Inner
	ID string ` + "`json:\"id\"`" + `
}

type A struct{ X string ` + "`json:\"ax\"`" + ` }
type B struct{ X string ` + "`json:\"bx\"`" + ` }

type Both struct {
	A
	B
	Y string ` + "`json:\"y\"`" + `
}

type Same struct {
	Inner
	Name string ` + "`json:\"name\"`" + `
}

type Base struct {
	Name string ` + "`json:\"name\"`" + `
}

type DashOuter struct {
	Base
	Name string ` + "`json:\"-\"`" + `
}

type Meta struct{ X string ` + "`json:\"x\"`" + ` }
type Holder struct{ Meta string ` + "`json:\"meta\"`" + ` }

type EmbedName struct {
	Meta
	Holder
}

type Agree struct {
	Base
	Name int ` + "`json:\"name\"`" + `
}
`
	f, err := parser.ParseFile(fset, "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	pkg, err := (&types.Config{}).Check("p", fset, []*ast.File{f}, nil)
	if err != nil {
		t.Fatal(err)
	}
	// DashOuter: the json:"-" Name hides Base's from For (it writes {}),
	// while encoding/json decodes "name"; EmbedName: the embedded Meta
	// hides Holder's Meta field (For writes only "x").
	for _, name := range []string{"Outer", "Both", "DashOuter", "EmbedName"} {
		if fields, ok := Fields(pkg.Scope().Lookup(name).Type()); ok {
			t.Errorf("%s: fields %+v; want refused", name, fields)
		}
	}
	// Shadowed alike by Go name and JSON name: both libraries keep the
	// outer field.
	if fields, ok := Fields(pkg.Scope().Lookup("Agree").Type()); !ok || len(fields) != 1 || fields[0].Promoted {
		t.Errorf("Agree: fields %+v, %v; want the outer name", fields, ok)
	}
	// A promoted field shadowed by no other keeps its place.
	if fields, ok := Fields(pkg.Scope().Lookup("Same").Type()); !ok || len(fields) != 2 {
		t.Errorf("Same: fields %+v, %v; want inner_id and name", fields, ok)
	}
}
