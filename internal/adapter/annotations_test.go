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

// annotationsSrc declares an annotations struct encoded as go-sdk v1.7.0
// encodes its own (plain bool hints without omitempty, pointer hints with
// it), one with every hint under omitempty, and the literals the test
// reads, one per variable.
const annotationsSrc = `package p

type Annotations struct {
	DestructiveHint *bool  ` + "`json:\"destructiveHint,omitempty\"`" + `
	IdempotentHint  bool   ` + "`json:\"idempotentHint\"`" + `
	ReadOnlyHint    bool   ` + "`json:\"readOnlyHint\"`" + `
	Title           string ` + "`json:\"title,omitempty\"`" + `
	internal        bool
}

type Omitted struct {
	ReadOnlyHint bool ` + "`json:\"readOnlyHint,omitempty\"`" + `
}

func Ptr[T any](v T) *T { return &v }

func BoolPtr(b bool) *bool { return &b }

var flag bool
var title string

var (
	empty       = Annotations{}
	set         = Annotations{Title: "Read", ReadOnlyHint: true, DestructiveHint: Ptr(false)}
	libraryPtr  = Annotations{DestructiveHint: BoolPtr(true)}
	variable    = Annotations{ReadOnlyHint: flag, Title: title}
	omitted     = Omitted{}
	omittedTrue = Omitted{ReadOnlyHint: true}
)
`

func TestStructAnnotations(t *testing.T) {
	fset := token.NewFileSet()
	file, err := parser.ParseFile(fset, "p.go", annotationsSrc, 0)
	if err != nil {
		t.Fatal(err)
	}
	info := &types.Info{Types: make(map[ast.Expr]types.TypeAndValue), Uses: make(map[*ast.Ident]types.Object), Defs: make(map[*ast.Ident]types.Object)}
	pkg, err := (&types.Config{Importer: importer.Default()}).Check("p", fset, []*ast.File{file}, info)
	if err != nil {
		t.Fatal(err)
	}
	lits := make(map[string]*ast.CompositeLit)
	ast.Inspect(file, func(n ast.Node) bool {
		if vs, ok := n.(*ast.ValueSpec); ok && len(vs.Values) == 1 {
			if lit, ok := vs.Values[0].(*ast.CompositeLit); ok {
				lits[vs.Names[0].Name] = lit
			}
		}
		return true
	})
	same := func(e ast.Expr) ast.Expr { return e }
	for _, tc := range []struct {
		lit    string
		hints  string // name=value, sorted
		title  string
		unread int
	}{
		// Plain bool hints without omitempty are written false; a nil
		// pointer is not written.
		{"empty", "idempotentHint=false readOnlyHint=false", "", 0},
		{"set", "destructiveHint=false idempotentHint=false readOnlyHint=true", "Read", 0},
		// A package's own non-generic helper may return a pointer to
		// anything, unless it is the library's (the struct's package:
		// here, the same).
		{"libraryPtr", "destructiveHint=true idempotentHint=false readOnlyHint=false", "", 0},
		{"variable", "idempotentHint=false", "", 2},
		{"omitted", "", "", 0},
		{"omittedTrue", "readOnlyHint=true", "", 0},
	} {
		a, unread := StructAnnotations(info, lits[tc.lit], same)
		if a == nil {
			t.Errorf("%s: no annotations", tc.lit)
			continue
		}
		var hints []string
		for _, k := range slices.Sorted(maps.Keys(a.Hints)) {
			v := "false"
			if a.Hints[k] {
				v = "true"
			}
			hints = append(hints, k+"="+v)
		}
		if got := strings.Join(hints, " "); got != tc.hints {
			t.Errorf("%s: hints %q, want %q", tc.lit, got, tc.hints)
		}
		if a.Title.Value != tc.title {
			t.Errorf("%s: title %q, want %q", tc.lit, a.Title.Value, tc.title)
		}
		if len(unread) != tc.unread {
			t.Errorf("%s: unread %v, want %d", tc.lit, unread, tc.unread)
		}
	}
	// A non-generic func(T) *T is trusted only in the library's package;
	// a generic one anywhere.
	ptrs := lits["libraryPtr"].Elts[0].(*ast.KeyValueExpr).Value
	if _, ok := PointerTo(info, ptrs, nil); ok {
		t.Error("PointerTo trusts a non-generic helper of no library")
	}
	if v, ok := PointerTo(info, ptrs, pkg); !ok || v.String() != "true" {
		t.Errorf("PointerTo in the library's package: %v, %v", v, ok)
	}
	generic := lits["set"].Elts[2].(*ast.KeyValueExpr).Value
	if v, ok := PointerTo(info, generic, nil); !ok || v.String() != "false" {
		t.Errorf("PointerTo of a generic func(T) *T: %v, %v", v, ok)
	}
}
