package inventory_test

import (
	"bytes"
	"encoding/json"
	"os"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/toolvet/toolvet/internal/inventory"
)

var (
	allOnce sync.Once
	all     *inventory.Inventory
)

// loadAll loads testdata/badinput/... once: loading the real mcp-go with
// its syntax is the slow part.
func loadAll(t *testing.T) *inventory.Inventory {
	allOnce.Do(func() { all = loadBad(t, "./...") })
	if all == nil {
		t.FailNow()
	}
	return all
}

// loadBad loads packages of testdata/badinput, a module on the real
// mcp-go.
func loadBad(t *testing.T, patterns ...string) *inventory.Inventory {
	t.Helper()
	env := append(os.Environ(), "GOFLAGS=-mod=mod", "GOWORK=off")
	inv, err := inventory.Load(inventory.Config{Dir: "testdata/badinput", Env: env}, patterns...)
	if err != nil {
		t.Fatal(err)
	}
	return inv
}

func byName(inv *inventory.Inventory, name string) *inventory.Entry {
	for _, e := range inv.Tools {
		if e.Tool.Name == name {
			return e
		}
	}
	return nil
}

// render writes inv both ways, which must not fail, and returns the text.
func render(t *testing.T, inv *inventory.Inventory) string {
	t.Helper()
	pr := &inventory.Printer{Dir: "testdata/badinput"}
	var text, js bytes.Buffer
	if err := pr.WriteText(&text, inv); err != nil {
		t.Fatal(err)
	}
	if err := pr.WriteJSON(&js, inv); err != nil {
		t.Fatal(err)
	}
	var list struct {
		Tools []map[string]any `json:"tools"`
	}
	if err := json.Unmarshal(js.Bytes(), &list); err != nil {
		t.Fatalf("-json output is not JSON: %v\n%s", err, js.Bytes())
	}
	if len(list.Tools) != len(inv.Tools) {
		t.Errorf("-json lists %d tools, want %d", len(list.Tools), len(inv.Tools))
	}
	return text.String()
}

// A package that does not type-check is named with its errors; the tools
// of the others are still listed.
func TestBrokenPackage(t *testing.T) {
	t.Parallel()
	inv := loadAll(t)
	if !slices.Equal(inv.Failed, []string{"example.com/badinput/broken"}) {
		t.Errorf("Failed = %v, want the broken package alone", inv.Failed)
	}
	if len(inv.Errors) == 0 || !strings.Contains(strings.Join(inv.Errors, "\n"), "undefined: undefinedName") {
		t.Errorf("Errors = %q, want the type error", inv.Errors)
	}
	if byName(inv, "broken") != nil {
		t.Error("the broken package's tool is listed")
	}
	if byName(inv, "lookup") == nil {
		t.Error("the good package's tool is not listed")
	}
	render(t, inv)
}

// No tool at all: an empty list and a summary of zeros, no error.
func TestNoTools(t *testing.T) {
	t.Parallel()
	inv := loadBad(t, "./notools")
	if len(inv.Tools) != 0 || len(inv.Errors) != 0 {
		t.Fatalf("tools %d, errors %v; want none", len(inv.Tools), inv.Errors)
	}
	text := render(t, inv)
	if want := "0 tools found, 0 handlers linked, 0 schemas fully read, 0 rules read, 0 undeclared\n"; text != want {
		t.Errorf("text = %q, want %q", text, want)
	}
}

// A handler whose failure sits deeper than the branches toolvet reads is
// listed with what was cut, in the table, the summary and -json.
func TestCut(t *testing.T) {
	t.Parallel()
	inv := loadBad(t, "./deep")
	e := byName(inv, "nested")
	if e == nil {
		t.Fatal("no tool nested")
	}
	if len(e.Cut) != 1 || !strings.Contains(e.Cut[0].Why, "nested deeper than 4 conditions") {
		t.Fatalf("cut = %+v, want the fifth branch", e.Cut)
	}
	text := render(t, inv)
	for _, want := range []string{"cut        a branch nested deeper than 4 conditions", ", 1 cut short\n"} {
		if !strings.Contains(text, want) {
			t.Errorf("text lacks %q:\n%s", want, text)
		}
	}
	var b strings.Builder
	if err := (&inventory.Printer{}).WriteJSON(&b, inv); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.String(), `"cut": [`) {
		t.Errorf("-json lacks the cut:\n%s", b.String())
	}
}

// A tool whose name is not a constant is listed, with the name marked
// unread.
func TestToolWithNoName(t *testing.T) {
	t.Parallel()
	inv := loadAll(t)
	if byName(inv, "") == nil {
		t.Fatal("no tool without a name")
	}
	text := render(t, inv)
	for _, want := range []string{"(name not constant)", "unread the tool's name is not a constant"} {
		if !strings.Contains(text, want) {
			t.Errorf("text lacks %q:\n%s", want, text)
		}
	}
}

// A tool in a generated file is listed; its rules are unjudged, since the
// analyzers report nothing there, while the same rule in a hand-written
// file is undeclared.
func TestGeneratedFile(t *testing.T) {
	t.Parallel()
	inv := loadAll(t)
	gen, good := byName(inv, "generated"), byName(inv, "lookup")
	if gen == nil || good == nil {
		t.Fatalf("tools: %d, want generated and lookup", len(inv.Tools))
	}
	if len(gen.Rules) != 1 || gen.Rules[0].State != inventory.Unjudged || !strings.Contains(gen.Rules[0].Message, "generated") {
		t.Errorf("generated's rules: %+v, want one unjudged in a generated file", gen.Rules)
	}
	if len(good.Rules) != 1 || good.Rules[0].State != inventory.Undeclared ||
		!strings.HasPrefix(good.Rules[0].Message, `orderId must start with "ord_", but the schema does not say so`) {
		t.Errorf("lookup's rules: %+v, want one undeclared", good.Rules)
	}
	if s := inv.Summary(); s != (inventory.Summary{Tools: 7, Linked: 5, FullyRead: 7, Rules: 5, Undeclared: 3, Cut: 1}) {
		t.Errorf("summary %+v", s)
	}
	render(t, inv)
}

// A finding reported at the declaration, in another file than the check
// (where the fix goes), still marks the check's rule undeclared; the
// bound the schema declares stays declared.
func TestFindingAtTheDeclaration(t *testing.T) {
	t.Parallel()
	e := byName(loadAll(t), "ship")
	if e == nil {
		t.Fatal("no tool ship")
	}
	var got []string
	for _, r := range e.Rules {
		got = append(got, string(r.State)+" "+r.Rule.Args[0]+" "+r.Rule.Says)
	}
	want := []string{
		`undeclared orderId must start with "ord_"`,
		"undeclared count must be at least 1",
		"declared count must be at most 10",
	}
	if !slices.Equal(got, want) {
		t.Errorf("rules:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}
