package fixtext

import (
	"bytes"
	"go/ast"
	"go/constant"
	"go/format"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
)

const src = `package p

type Tool struct{ Name, Description string }

var t = &Tool{
	Name: "pair",
}
`

// apply applies edits verbatim, as gopls does.
func apply(t *testing.T, tf *token.File, src string, edits []analysis.TextEdit) string {
	t.Helper()
	out := src
	for i := len(edits) - 1; i >= 0; i-- {
		e := edits[i]
		start, end := tf.Offset(e.Pos), tf.Offset(e.End)
		out = out[:start] + string(e.NewText) + out[end:]
	}
	return out
}

func parse(t *testing.T, src string) (*token.FileSet, *token.File, *ast.File) {
	t.Helper()
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, parser.ParseComments)
	if err != nil {
		t.Fatal(err)
	}
	return fset, fset.File(f.Pos()), f
}

func TestGofmtRealignsInsertedField(t *testing.T) {
	fset, tf, f := parse(t, src)
	lit := f.Decls[1].(*ast.GenDecl).Specs[0].(*ast.ValueSpec).Values[0].(*ast.UnaryExpr).X.(*ast.CompositeLit)
	raw := InsertAfter(tf, lit.Elts, lit.Lbrace, lit.Rbrace, 0, []string{`Description: "Say it."`})
	read := func(string) ([]byte, error) { return []byte(src), nil }
	edits, ok := Gofmt(fset, read, []analysis.TextEdit{raw})
	if !ok {
		t.Fatal("Gofmt refused a valid edit")
	}
	got := apply(t, tf, src, edits)
	want, _ := format.Source([]byte(got))
	if got != string(want) {
		t.Errorf("fixed text is not gofmt-clean as inserted:\n%s", got)
	}
	if !strings.Contains(got, "Name:        \"pair\",\n\tDescription: \"Say it.\",") {
		t.Errorf("unexpected result:\n%s", got)
	}
	// Unformatted raw text would not have been clean.
	if rawGot := apply(t, tf, src, []analysis.TextEdit{raw}); rawGot == got {
		t.Error("test does not exercise realignment")
	}
}

func TestGofmtRefusesBrokenEdit(t *testing.T) {
	fset, tf, _ := parse(t, src)
	read := func(string) ([]byte, error) { return []byte(src), nil }
	bad := analysis.TextEdit{Pos: tf.Pos(len("package p\n")), End: tf.Pos(len("package p\n")), NewText: []byte("func (\n")}
	if _, ok := Gofmt(fset, read, []analysis.TextEdit{bad}); ok {
		t.Error("Gofmt accepted an edit that breaks the file")
	}
}

func TestNumber(t *testing.T) {
	for _, tt := range []struct {
		v    constant.Value
		want string
	}{
		{constant.MakeInt64(5000), "5000"},
		{constant.MakeFloat64(0.5), "0.5"},
		{constant.MakeFloat64(1), "1"},
		{constant.MakeInt64(-3), "-3"},
	} {
		e, ok := Number(tt.v)
		if !ok {
			t.Fatalf("Number(%v) failed", tt.v)
		}
		if got, _ := Node(e); got != tt.want {
			t.Errorf("Number(%v) = %s, want %s", tt.v, got, tt.want)
		}
	}
}

func TestQuote(t *testing.T) {
	for s, want := range map[string]string{
		"^acct_":            `"^acct_"`,
		`\.pdf$`:            "`\\.pdf$`",
		`When a is "x", b.`: "`When a is \"x\", b.`",
		"line\nbreak \"q\"": `"line\nbreak \"q\""`,
	} {
		if got := Quote(s); got != want {
			t.Errorf("Quote(%q) = %s, want %s", s, got, want)
		}
	}
}

func TestJoinSentences(t *testing.T) {
	for _, tt := range [][3]string{
		{"", "A.", "A."},
		{"Move money", "A.", "Move money. A."},
		{"Move money.", "A.", "Move money. A."},
		{"Move money.  ", "A.", "Move money. A."},
	} {
		if got := JoinSentences(tt[0], tt[1]); got != tt[2] {
			t.Errorf("JoinSentences(%q, %q) = %q, want %q", tt[0], tt[1], got, tt[2])
		}
	}
}

// TestGofmtKeepsSharedInsertion: two fixes of one struct tag, one renaming
// a key and one renaming it and adding a key, give edits that merge into
// the result of both (the drivers coalesce identical edits), not a key
// renamed twice.
func TestGofmtKeepsSharedInsertion(t *testing.T) {
	const tagged = "package p\n\ntype In struct {\n\tMemo string `json:\"memo\" jsonschema:\"A note.\" validate:\"max=9\"`\n}\n"
	fset, tf, f := parse(t, tagged)
	field := f.Decls[0].(*ast.GenDecl).Specs[0].(*ast.TypeSpec).Type.(*ast.StructType).Fields.List[0]
	read := func(string) ([]byte, error) { return []byte(tagged), nil }
	whole := func(tag string) []analysis.TextEdit {
		edits, ok := Gofmt(fset, read, []analysis.TextEdit{{Pos: field.Tag.Pos(), End: field.Tag.End(), NewText: []byte(tag)}})
		if !ok {
			t.Fatalf("Gofmt refused %s", tag)
		}
		return edits
	}
	move := whole("`json:\"memo\" jsonschema_description:\"A note.\" validate:\"max=9\"`")
	both := whole("`json:\"memo\" jsonschema_description:\"A note.\" validate:\"max=9\" jsonschema:\"maxLength=9\"`")
	if len(move) != 1 || len(both) != 2 || move[0].Pos != both[0].Pos || move[0].End != both[0].End || string(move[0].NewText) != string(both[0].NewText) {
		t.Fatalf("the shared rename is not one identical edit: %+v and %+v", move, both)
	}
	if got, want := apply(t, tf, tagged, both), strings.Replace(tagged, "jsonschema:\"A note.\" validate:\"max=9\"", "jsonschema_description:\"A note.\" validate:\"max=9\" jsonschema:\"maxLength=9\"", 1); got != want {
		t.Errorf("applied:\n%s\nwant:\n%s", got, want)
	}
}

// TestGofmtAloneAsInFile checks that an edit formatted inside its
// declaration alone (Formatter.WithSyntax) gives the file gofmt gives
// formatting it whole, on the standard library's own code: a key-value
// element added to every multi-line composite literal of every
// declaration, each edit alone.
func TestGofmtAloneAsInFile(t *testing.T) {
	var paths []string
	for _, dir := range []string{"net/http", "go/types", "encoding/json", "go/printer", "text/template", "crypto/tls"} {
		matches, _ := filepath.Glob(filepath.Join(runtime.GOROOT(), "src", dir, "*.go"))
		for _, m := range matches {
			if !strings.HasSuffix(m, "_test.go") {
				paths = append(paths, m)
			}
		}
	}
	if len(paths) == 0 {
		t.Skip("no standard library source")
	}
	alone, edits := 0, 0
	for _, path := range paths {
		content, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if c, err := format.Source(content); err != nil || !bytes.Equal(c, content) {
			continue // the whole-file way formats nothing in such a file
		}
		fset := token.NewFileSet()
		f, err := parser.ParseFile(fset, path, content, parser.ParseComments|parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		tf := fset.File(f.FileStart)
		read := func(string) ([]byte, error) { return content, nil }
		formatter := NewFormatter(fset, read).WithSyntax([]*ast.File{f})
		ast.Inspect(f, func(n ast.Node) bool {
			lit, ok := n.(*ast.CompositeLit)
			if !ok || len(lit.Elts) == 0 || tf.Line(lit.Elts[0].Pos()) == tf.Line(lit.Lbrace) {
				return true
			}
			if _, keyed := lit.Elts[0].(*ast.KeyValueExpr); !keyed {
				return true
			}
			raw := InsertAfter(tf, lit.Elts, lit.Lbrace, lit.Rbrace, 0, []string{"AddedByTheTestWithALongKey: 1"})
			edits++
			got, ok := formatter.Gofmt([]analysis.TextEdit{raw})
			if !ok {
				t.Errorf("%s: Gofmt refused an edit", fset.Position(raw.Pos))
				return true
			}
			want, err := format.Source([]byte(apply(t, tf, string(content), []analysis.TextEdit{raw})))
			if err != nil {
				t.Fatal(err)
			}
			if applied := apply(t, tf, string(content), got); applied != string(want) {
				t.Errorf("%s: formatted alone, the file differs from the file formatted whole", fset.Position(raw.Pos))
			}
			return true
		})
		for _, clean := range formatter.regions {
			if clean {
				alone++
			}
		}
	}
	t.Logf("%d edits in %d files, %d declarations formatted alone", edits, len(paths), alone)
	if alone < 100 {
		t.Errorf("only %d declarations formatted alone: the test does not exercise the region", alone)
	}
}

// TestGofmtAloneNeedsBlankLines: a declaration whose first line's comment
// gofmt aligns with the line before it is formatted with its file.
func TestGofmtAloneNeedsBlankLines(t *testing.T) {
	const adjacent = "package p\n\nvar x = 1                // one\nvar yy = map[string]int{ // two\n\t\"a\": 1,\n}\n"
	fset, tf, f := parse(t, adjacent)
	lit := f.Decls[1].(*ast.GenDecl).Specs[0].(*ast.ValueSpec).Values[0].(*ast.CompositeLit)
	raw := InsertAfter(tf, lit.Elts, lit.Lbrace, lit.Rbrace, 0, []string{`"bbbbbbbb": 2`})
	read := func(string) ([]byte, error) { return []byte(adjacent), nil }
	formatter := NewFormatter(fset, read).WithSyntax([]*ast.File{f})
	edits, ok := formatter.Gofmt([]analysis.TextEdit{raw})
	if !ok {
		t.Fatal("Gofmt refused a valid edit")
	}
	want, _ := format.Source([]byte(apply(t, tf, adjacent, []analysis.TextEdit{raw})))
	if got := apply(t, tf, adjacent, edits); got != string(want) {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
	if len(formatter.regions) != 0 {
		t.Error("a declaration without blank lines around it was formatted alone")
	}
}
