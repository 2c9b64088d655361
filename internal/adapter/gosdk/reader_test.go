package gosdk

import (
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"testing"
)

// TestIsNamedThroughAlias: since go-sdk v1.0, CallToolRequest is an alias
// of ServerRequest[*CallToolParamsRaw]; a handler's request is go-sdk's
// CallToolRequest whether the alias is kept or was dropped (export data
// read without aliases), and another instance of ServerRequest is not.
func TestIsNamedThroughAlias(t *testing.T) {
	fset := token.NewFileSet()
	sdk := `package mcp
type ServerRequest[P any] struct{ Params P }
type CallToolParamsRaw struct{}
type ListToolsParams struct{}
type CallToolRequest = ServerRequest[*CallToolParamsRaw]
type ListToolsRequest = ServerRequest[*ListToolsParams]
`
	f, err := parser.ParseFile(fset, "mcp.go", sdk, 0)
	if err != nil {
		t.Fatal(err)
	}
	pkg, err := (&types.Config{Importer: importer.Default()}).Check(mcpPath, fset, []*ast.File{f}, nil)
	if err != nil {
		t.Fatal(err)
	}
	obj := func(name string) types.Type { return pkg.Scope().Lookup(name).Type() }
	call, list := obj("CallToolRequest"), obj("ListToolsRequest")
	cases := []struct {
		t    types.Type
		want bool
	}{
		{call, true},
		{types.NewPointer(call), true},
		{types.Unalias(call), true}, // the instance, its alias dropped
		{types.NewPointer(types.Unalias(call)), true},
		{list, false},
		{types.Unalias(list), false},
	}
	for _, c := range cases {
		if got := isNamed(c.t, "CallToolRequest"); got != c.want {
			t.Errorf("isNamed(%s, CallToolRequest) = %v, want %v", c.t, got, c.want)
		}
	}
	if !isNamed(obj("CallToolParamsRaw"), "CallToolParamsRaw") || isNamed(obj("CallToolParamsRaw"), "CallToolRequest") {
		t.Errorf("isNamed on a plain named type")
	}
}
