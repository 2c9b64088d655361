package resolve

import (
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"testing"
)

func TestMatch(t *testing.T) {
	const src = `package p

import (
	"context"
	"errors"
	"strings"
)

type Context struct{}

func New(string) error { return nil }

type ctxAlias = context.Context

var (
	call      = errors.New("x")
	local     = New("x")
	method    = strings.NewReader("x").Len()
	funcValue = func() int { return 0 }()

	std      context.Context
	aliased  ctxAlias
	pointer  *context.Context
	shadowed Context
)
`
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	info := &types.Info{Uses: map[*ast.Ident]types.Object{}, Types: map[ast.Expr]types.TypeAndValue{}}
	pkg, err := (&types.Config{Importer: importer.Default()}).Check("p", fset, []*ast.File{f}, info)
	if err != nil {
		t.Fatal(err)
	}
	calls := make(map[string]*ast.CallExpr)
	for _, spec := range f.Decls[len(f.Decls)-1].(*ast.GenDecl).Specs {
		vs := spec.(*ast.ValueSpec)
		if len(vs.Values) == 1 {
			calls[vs.Names[0].Name] = vs.Values[0].(*ast.CallExpr)
		}
	}
	for _, c := range []struct {
		call, path string
		names      []string
		want       bool
	}{
		{"call", "errors", []string{"New"}, true},
		{"call", "errors", []string{"Is", "New"}, true},
		{"call", "errors", []string{"Is"}, false},
		{"local", "errors", []string{"New"}, false}, // the same name in another package
		{"method", "strings", []string{"Len"}, true},
		{"funcValue", "p", []string{""}, false}, // no static callee
	} {
		if got := IsCallTo(info, calls[c.call], c.path, c.names...); got != c.want {
			t.Errorf("IsCallTo(%s, %q, %q) = %v, want %v", c.call, c.path, c.names, got, c.want)
		}
	}
	if InPackage(nil, "errors") || IsFunc(nil, "errors", "New") {
		t.Error("a nil function matched")
	}
	for _, c := range []struct {
		name             string
		named, orPointer bool
	}{
		{"std", true, true},
		{"aliased", true, true},
		{"pointer", false, true},
		{"shadowed", false, false}, // p.Context, not context.Context
	} {
		typ := pkg.Scope().Lookup(c.name).Type()
		if got := IsNamed(typ, "context", "Context"); got != c.named {
			t.Errorf("IsNamed(%s) = %v, want %v", c.name, got, c.named)
		}
		if got := IsNamedOrPointer(typ, "context", "Context"); got != c.orPointer {
			t.Errorf("IsNamedOrPointer(%s) = %v, want %v", c.name, got, c.orPointer)
		}
	}
}
