package adapter

import (
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"maps"
	"slices"
	"strings"
	"testing"
)

func TestDispatchBranches(t *testing.T) {
	const src = `package p

func Switch(name, args string) string {
	switch name {
	case "a", "b":
		return args
	case "c":
	}
	return ""
}

func Ifs(args, name string) string {
	if name == "x" {
		return args
	}
	if "y" == name {
		return ""
	}
	return args
}

// Two parameters branched on: neither is one call's name.
func Two(kind, name string) string {
	switch kind {
	case "k":
	}
	switch name {
	case "n":
	}
	return ""
}

// Three switches over two parameters: the second's cases are no
// first's.
func Three(kind, name string) string {
	switch kind {
	case "k":
	}
	switch name {
	case "n":
	}
	switch name {
	case "m":
	}
	return ""
}

// An emptiness test names no tool.
func Empty(args string) string {
	if args == "" {
		return "none"
	}
	return args
}

// A branch on no parameter, or on a value that is no string.
func Local(n int) string {
	name := "a"
	switch name {
	case "a":
	}
	switch n {
	case 1:
	}
	return ""
}

// A case that is no constant is no tool's name.
func Dynamic(name, other string) string {
	switch name {
	case other:
	}
	return ""
}

// In a function literal: the literal's, not this function's.
func Lit(name string) func() {
	return func() {
		switch name {
		case "z":
		}
	}
}
`
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	info := &types.Info{Defs: map[*ast.Ident]types.Object{}, Uses: map[*ast.Ident]types.Object{}, Types: map[ast.Expr]types.TypeAndValue{}}
	if _, err := (&types.Config{Importer: importer.Default()}).Check("p", fset, []*ast.File{f}, info); err != nil {
		t.Fatal(err)
	}
	want := map[string]string{
		"Switch":  "0: a b c",
		"Ifs":     "1: x y",
		"Two":     "",
		"Three":   "",
		"Empty":   "",
		"Local":   "",
		"Dynamic": "",
		"Lit":     "",
	}
	for _, d := range f.Decls {
		decl := d.(*ast.FuncDecl)
		got := ""
		if param, branches, ok := DispatchBranches(info, decl); ok {
			got = string(rune('0'+param)) + ": " + strings.Join(slices.Sorted(maps.Keys(branches)), " ")
		}
		if got != want[decl.Name.Name] {
			t.Errorf("DispatchBranches(%s) = %q, want %q", decl.Name.Name, got, want[decl.Name.Name])
		}
	}
}
