package tools_test

import (
	"encoding/json"
	"maps"
	"reflect"
	"slices"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/toolvet/toolvet/internal/inventory"
	"github.com/toolvet/toolvet/internal/model"
	"github.com/toolvet/toolvet/passes/tools"
)

// wireTools returns the tools passes/tools finds, for a test to compare
// their wire form (inventory.InputSchema) with what the library writes.
var wireTools = &analysis.Analyzer{
	Name:       "wiretools",
	Doc:        "returns the tools passes/tools finds",
	Requires:   []*analysis.Analyzer{tools.Analyzer},
	ResultType: reflect.TypeFor[[]*model.Tool](),
	Run: func(pass *analysis.Pass) (any, error) {
		return pass.ResultOf[tools.Analyzer].(*tools.Result).Tools, nil
	},
}

// TestGoSDKWire: the wire form of explicit go-sdk schemas, as
// jsonschema-go v0.4.3 writes them (the runtime comparison of
// internal/inventory checks the same shapes against the real library), and
// the shapes that must leave a schema or a text unread.
func TestGoSDKWire(t *testing.T) {
	results := analysistest.Run(t, analysistest.TestData(), wireTools, "gosdkwire")
	if len(results) != 1 || results[0].Err != nil {
		t.Fatalf("results: %v", results)
	}
	got := make(map[string]string)
	opaque := make(map[string]bool)
	for _, tool := range results[0].Result.([]*model.Tool) {
		b, err := json.Marshal(inventory.InputSchema(tool))
		if err != nil {
			t.Fatal(err)
		}
		name := tool.Name
		if name == "" {
			name = "?"
		}
		got[name] = string(b)
		opaque[name] = tool.Opaque
		if name == "update_title" && (!tool.Description.Known || tool.Description.Value != "Update the title.") {
			t.Errorf("update_title: description %+v, want the default given at the call", tool.Description)
		}
	}
	want := map[string]string{
		"nested": `{"properties":{` +
			`"archived":{"default":false,"type":"boolean"},` +
			`"depth":{"type":"number"},` + // a named type's String method: not computed
			`"empty":{"properties":{},"type":"object"},` +
			`"filter":{"additionalProperties":false,"properties":{"by":{"description":"Author","type":"string"}},"required":["by"],"type":"object"},` +
			`"labels":{"items":{"type":"string"},"type":"array"},` +
			`"milestone":{"anyOf":[{"type":"string"},{"type":"null"}]},` +
			`"perPage":{"description":"At most 50","type":"number"},` +
			`"sort":{"description":"Sort by","items":{"enum":["created","updated"],"type":"string"},"type":"array"}` +
			`},"type":"object"}`,
		"called":       `{"properties":{"page":{"description":"Page","minimum":1,"type":"number"},"q":{"type":"string"}},"type":"object"}`,
		"twice":        `{"type":"object"}`, // two returns: not read
		"raw":          `{"properties":{},"type":"object"}`,
		"update_title": `{"properties":{"id":{"type":"string"},"note":{"description":"Why","type":"string"},"title":{"type":"string"}},"required":["id","title"],"type":"object"}`,
		"update_body":  `{"properties":{"body":{"type":"string"},"id":{"type":"string"},"note":{"description":"replaced by the caller's","type":"string"}},"required":["id"],"type":"object"}`,
		"?":            `{"type":"object"}`, // orphanTool: never called here
		"copied":       `{"type":"object"}`, // a map merged from a parameter: not read
	}
	for _, name := range slices.Sorted(maps.Keys(want)) {
		if got[name] != want[name] {
			t.Errorf("tool %s:\n got  %s\n want %s", name, got[name], want[name])
		}
	}
	for _, name := range []string{"twice", "raw", "copied"} {
		if !opaque[name] {
			t.Errorf("tool %s is not opaque: toolvet cannot read its properties", name)
		}
	}
	if len(got) != len(want) {
		t.Errorf("tools %v, want %d", slices.Sorted(maps.Keys(got)), len(want))
	}
}

// TestMCPGoWire: what mcp-go's property options write beyond the compared
// keywords (mcp-go v1.2.1, checked against the real library by
// internal/inventory's runtime comparison), and what is left unread.
func TestMCPGoWire(t *testing.T) {
	results := analysistest.Run(t, analysistest.TestData(), wireTools, "mcpgowire")
	if len(results) != 1 || results[0].Err != nil {
		t.Fatalf("results: %v", results)
	}
	found := results[0].Result.([]*model.Tool)
	if len(found) != 2 || found[0].Name != "notes" || found[1].Name != "annotated" {
		t.Fatalf("tools %v, want notes and annotated", found)
	}
	tool := found[0]
	annotated := found[1]
	b, err := json.Marshal(inventory.Annotations(annotated))
	if err != nil {
		t.Fatal(err)
	}
	if want := `{"idempotentHint":false,"openWorldHint":true,"readOnlyHint":true}`; string(b) != want {
		t.Errorf("annotations:\n got  %s\n want %s", b, want)
	}
	if len(annotated.Unread) != 2 {
		t.Errorf("annotated: unread %v, want the title and destructiveHint", annotated.Unread)
	}
	b, err = json.Marshal(inventory.InputSchema(tool))
	if err != nil {
		t.Fatal(err)
	}
	want := `{"properties":{` +
		`"a":{"default":"x","title":"A","type":"string"},` +
		`"b":{"type":"string"},` + // a default that is no constant: unread
		`"c":{"items":{"minLength":1,"type":"string"},"type":"array"},` +
		`"d":{"type":"array"},` + // the items' options passed as a slice: unread
		`"n":{"default":2.5,"type":"number"}` +
		`},"required":[],"type":"object"}`
	if string(b) != want {
		t.Errorf("schema:\n got  %s\n want %s", b, want)
	}
	for _, name := range []string{"b", "d"} {
		if p := tool.Property(name); p == nil || len(p.Unread) != 1 {
			t.Errorf("property %s: unread %v, want one part", name, p)
		}
	}
	for _, name := range []string{"a", "c", "n"} {
		if p := tool.Property(name); p == nil || len(p.Unread) != 0 || p.Opaque {
			t.Errorf("property %s: unread or opaque: %+v", name, p)
		}
	}
}
