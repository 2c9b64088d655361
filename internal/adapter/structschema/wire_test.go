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
	fset, pkg := checkSource(t, src)
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

// checkSource type-checks src as package p.
func checkSource(t *testing.T, src string) (*token.FileSet, *types.Package) {
	t.Helper()
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	pkg, err := (&types.Config{Importer: importer.Default()}).Check("p", fset, []*ast.File{f}, nil)
	if err != nil {
		t.Fatal(err)
	}
	return fset, pkg
}

// TestGoogleWire: the types google/jsonschema-go's For refuses (go-sdk's
// AddTool panics; mcp-go leaves the field out) or that toolvet does not
// write, and mcp-go's readings of tags (measured with jsonschema-go v0.4.3
// and mcp-go v1.2.1; the runtime comparison of example/shapes and
// example/sdkshapes covers the rest).
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

type K int

func (K) MarshalText() ([]byte, error) { return nil, nil }

type Inner struct {
	A string ` + "`json:\"a\" jsonschema:\"x,y\"`" + `
	B string ` + "`json:\"b\" jsonschema_description:\"dd\"`" + `
}

type WithChan struct {
	C chan int ` + "`json:\"c\"`" + `
	Y int      ` + "`json:\"y\"`" + `
}

type Eq struct {
	V string ` + "`json:\"v\" jsonschema:\"the value x = y\"`" + `
}

var (
	cycle    Node
	keyed    Keyed
	ch       chan int
	fn       func()
	c        complex128
	bad      Bad
	enum     Enum
	list     []Enum
	byText   map[K]Inner
	byString map[string]Inner
	withChan WithChan
	eq       Eq
)
`
	_, pkg := checkSource(t, src)
	typ := func(name string) types.Type { return pkg.Scope().Lookup(name).Type() }
	for name, want := range map[string]wireStatus{"cycle": wireUnknown, "keyed": wireInvalid, "ch": wireInvalid, "fn": wireInvalid, "c": wireInvalid, "bad": wireUnknown} {
		for _, d := range []Dialect{Google, MCPGo} {
			if w, st := googleWire(typ(name), d); st != want {
				t.Errorf("%s (%v): %v, %v; want status %v", name, d, w, st, want)
			}
		}
	}
	// go-sdk refuses an enum= option and a struct with a channel.
	for _, name := range []string{"enum", "withChan"} {
		if w, st := googleWire(typ(name), Google); st == wireWritten {
			t.Errorf("%s under go-sdk: %v, want refused", name, w)
		}
	}
	for name, want := range map[string]string{
		// mcp-go reads an enum= option by its fallback.
		"list": `{"items":{"additionalProperties":false,"properties":{"mode":{"enum":["a","b"],"type":"string"}},"required":["mode"],"type":"object"},"type":"array"}`,
		// It annotates below a map keyed by a string, not by a
		// TextMarshaler: there For's jsonschema tag whole is the
		// description.
		"byString": `{"additionalProperties":{"additionalProperties":false,"properties":{"a":{"description":"x, y","type":"string"},"b":{"description":"dd","type":"string"}},"required":["a","b"],"type":"object"},"type":"object"}`,
		"byText":   `{"additionalProperties":{"additionalProperties":false,"properties":{"a":{"description":"x,y","type":"string"},"b":{"type":"string"}},"required":["a","b"],"type":"object"},"type":"object"}`,
		// It leaves out a field of a type For refuses.
		"withChan": `{"additionalProperties":false,"properties":{"y":{"type":"integer"}},"required":["y"],"type":"object"}`,
		// A description with "=" past its first word is a description.
		"eq": `{"additionalProperties":false,"properties":{"v":{"description":"the value x = y","type":"string"}},"required":["v"],"type":"object"}`,
	} {
		w, st := googleWire(typ(name), MCPGo)
		got, _ := json.Marshal(w)
		if st != wireWritten || string(got) != want {
			t.Errorf("%s under mcp-go: %s, %v; want %s", name, got, st, want)
		}
	}
	if mcpgoEmpties(typ("eq")) || !mcpgoEmpties(typ("bad")) || mcpgoEmpties(typ("enum")) {
		t.Error("mcpgoEmpties: want only Bad's schema emptied")
	}
}
