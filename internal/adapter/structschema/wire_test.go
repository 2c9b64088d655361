package structschema

import (
	"encoding/json"
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"testing"
)

// TestInvopopWire: what invopop writes for a field beyond its tags (a
// date-time string for time.Time, a base64 string for []byte), and the
// nested schemas toolvet does not write, listed under their wire key.
func TestInvopopWire(t *testing.T) {
	const src = `package p

import "time"

type Line struct{ SKU string ` + "`json:\"sku\"`" + ` }

type Args struct {
	When  time.Time         ` + "`json:\"when\"`" + `
	Due   *time.Time        ` + "`json:\"due,omitempty\"`" + `
	Sig   []byte            ` + "`json:\"sig\"`" + `
	Tags  []string          ` + "`json:\"tags\"`" + `
	Lines []Line            ` + "`json:\"lines\"`" + `
	Main  Line              ` + "`json:\"main\"`" + `
	Back  *Line             ` + "`json:\"back,omitempty\"`" + `
	Marks map[string]string ` + "`json:\"marks\"`" + `
	Grid  [][]int           ` + "`json:\"grid\"`" + `
}
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
	props, _, ok := Properties(fset, pkg.Scope().Lookup("Args").Type(), nil, Invopop)
	if !ok {
		t.Fatal("Args: not read")
	}
	wants := map[string]struct{ typ, wire, unread string }{
		"when":  {"string", `{"format":"date-time"}`, ""},
		"due":   {"string", `{"format":"date-time"}`, ""},
		"sig":   {"string", `{"contentEncoding":"base64"}`, ""},
		"tags":  {"array", "null", ""},
		"lines": {"array", "null", "items"},
		"main":  {"object", "null", "properties"},
		"back":  {"object", "null", "properties"},
		"marks": {"object", "null", "additionalProperties"},
		"grid":  {"array", "null", "items"},
	}
	for _, p := range props {
		w := wants[p.Name]
		wire, _ := json.Marshal(p.Wire)
		unread := ""
		for _, u := range p.Unread {
			unread += u.Key
		}
		if p.Type != w.typ || string(wire) != w.wire || unread != w.unread {
			t.Errorf("%s: type %q, wire %s, unread %q; want %+v", p.Name, p.Type, wire, unread, w)
		}
	}
}

// TestGoogleWire: the schemas google/jsonschema-go's For refuses, which
// toolvet leaves unwritten (the runtime comparison of example/shapes and
// example/sdkshapes covers what it writes).
func TestGoogleWire(t *testing.T) {
	const src = `package p

type Node struct{ Next *Node ` + "`json:\"next\"`" + ` }

type Keyed map[int]string

type Bad struct {
	Opt string ` + "`json:\"opt\" jsonschema:\"minLength=1\"`" + `
}

type Enum struct {
	Mode string ` + "`json:\"mode\" jsonschema:\"enum=a,enum=b\"`" + `
}

var (
	cycle Node
	keyed Keyed
	ch    chan int
	fn    func()
	c     complex128
	bad   Bad
	enum  Enum
	list  []Enum
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
	typ := func(name string) types.Type { return pkg.Scope().Lookup(name).Type() }
	for _, name := range []string{"cycle", "keyed", "ch", "fn", "c", "bad"} {
		for _, d := range []Dialect{Google, MCPGo} {
			if w, ok := googleWire(typ(name), d); ok {
				t.Errorf("%s (%v): %v, want unwritten", name, d, w)
			}
		}
	}
	// go-sdk refuses an enum= option; mcp-go reads it by its fallback.
	if _, ok := googleWire(typ("enum"), Google); ok {
		t.Error("enum under go-sdk: written, want refused")
	}
	w, ok := googleWire(typ("list"), MCPGo)
	got, _ := json.Marshal(w)
	if want := `{"items":{"additionalProperties":false,"properties":{"mode":{"enum":["a","b"],"type":"string"}},"required":["mode"],"type":"object"},"type":"array"}`; !ok || string(got) != want {
		t.Errorf("list under mcp-go: %s, %v; want %s", got, ok, want)
	}
}
