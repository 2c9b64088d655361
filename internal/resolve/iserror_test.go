package resolve

import (
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"testing"
)

func TestIsErrorAndImplementsError(t *testing.T) {
	const src = `package p

type named error
type concrete struct{}

func (*concrete) Error() string { return "" }

var (
	plain  error
	alias  named
	ptr    *concrete
	value  concrete
	text   string
	stringer interface{ String() string }
)
`
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	pkg, err := (&types.Config{Importer: importer.Default()}).Check("p", fset, []*ast.File{f}, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name                string
		isError, implements bool
	}{
		{"plain", true, true},
		{"alias", false, true}, // a defined type over error is not error itself
		{"ptr", false, true},
		{"value", false, false}, // Error is declared on the pointer
		{"text", false, false},
		{"stringer", false, false},
	} {
		typ := pkg.Scope().Lookup(c.name).Type()
		if got := IsError(typ); got != c.isError {
			t.Errorf("IsError(%s) = %v, want %v", typ, got, c.isError)
		}
		if got := ImplementsError(typ); got != c.implements {
			t.Errorf("ImplementsError(%s) = %v, want %v", typ, got, c.implements)
		}
	}
	if IsError(nil) || ImplementsError(nil) {
		t.Error("a missing type (a package name's) must be no error")
	}
}
