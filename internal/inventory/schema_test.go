package inventory

import (
	"encoding/json"
	"testing"

	"github.com/toolvet/toolvet/internal/model"
)

func TestAnnotations(t *testing.T) {
	if got := Annotations(&model.Tool{}); got != nil {
		t.Errorf("a tool without annotations: %v, want nil", got)
	}
	// The zero annotations (mcp-go's raw-schema tools) are written {}.
	empty := &model.Tool{Annotations: &model.Annotations{Title: model.Text{Known: true}, Hints: map[string]bool{}}}
	if got := Annotations(empty); got == nil || len(got) != 0 {
		t.Errorf("empty annotations: %v, want {}", got)
	}
	full := &model.Tool{Annotations: &model.Annotations{
		Title: model.Text{Value: "Read", Known: true},
		Hints: map[string]bool{"readOnlyHint": true, "idempotentHint": false},
	}}
	b, _ := json.Marshal(Annotations(full))
	if want := `{"idempotentHint":false,"readOnlyHint":true,"title":"Read"}`; string(b) != want {
		t.Errorf("annotations: %s, want %s", b, want)
	}
	// A title toolvet cannot read is not written.
	unknown := &model.Tool{Annotations: &model.Annotations{Title: model.Text{Value: "", Known: false}, Hints: map[string]bool{}}}
	if got := Annotations(unknown); len(got) != 0 {
		t.Errorf("unknown title: %v, want {}", got)
	}
}

func TestPropertyWire(t *testing.T) {
	// What the adapter read beyond the model is written, under the
	// keywords the model holds.
	p := &model.Property{
		Name: "state", Type: "string",
		Declared: []model.Constraint{{Keyword: model.Enum, Strs: []string{"open", "closed"}}},
		Wire:     map[string]any{"default": "open", "type": "ignored"},
	}
	b, _ := json.Marshal(propertySchema(p))
	if want := `{"default":"open","enum":["open","closed"],"type":"string"}`; string(b) != want {
		t.Errorf("property: %s, want %s", b, want)
	}
	tool := &model.Tool{Wire: model.WireForm{EmptyProperties: true, EmptyRequired: true}}
	b, _ = json.Marshal(InputSchema(tool))
	if want := `{"properties":{},"required":[],"type":"object"}`; string(b) != want {
		t.Errorf("schema: %s, want %s", b, want)
	}
	b, _ = json.Marshal(InputSchema(&model.Tool{}))
	if want := `{"type":"object"}`; string(b) != want {
		t.Errorf("schema: %s, want %s", b, want)
	}
}
