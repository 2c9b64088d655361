package main

import (
	"encoding/json"
	"strings"
	"testing"
)

func decode(t *testing.T, s string) map[string]map[string]any {
	t.Helper()
	var m map[string]map[string]any
	if err := json.Unmarshal([]byte(s), &m); err != nil {
		t.Fatal(err)
	}
	return m
}

func TestCompare(t *testing.T) {
	runtime := decode(t, `{
		"same": {"name": "same", "description": "d", "inputSchema": {"type": "object", "required": ["a", "b"], "properties": {"a": {"type": "string"}}}},
		"keys": {"name": "keys", "annotations": {"readOnlyHint": false}, "inputSchema": {"type": "object"}},
		"enum": {"name": "enum", "inputSchema": {"type": "object", "properties": {"s": {"enum": ["x", "y"]}}}},
		"gone": {"name": "gone", "inputSchema": {"type": "object"}}
	}`)
	static := decode(t, `{
		"same": {"name": "same", "description": "d", "inputSchema": {"properties": {"a": {"type": "string"}}, "required": ["b", "a"], "type": "object"}},
		"keys": {"name": "keys", "inputSchema": {"type": "object"}},
		"enum": {"name": "enum", "inputSchema": {"type": "object", "properties": {"s": {"enum": ["y", "x"]}}}},
		"more": {"name": "more", "inputSchema": {"type": "object"}}
	}`)
	var out strings.Builder
	c := compare(&out, runtime, static)
	want := counts{snapshots: 4, listed: 3, sameSchema: 2, sameDesc: 3, sameAnnot: 2, sameTool: 1}
	if c != want {
		t.Errorf("counts %+v, want %+v\n%s", c, want, out.String())
	}
	for _, line := range []string{
		"missing gone",
		"extra more",
		"annotations: runtime {\"readOnlyHint\":false}, toolvet absent",
		// Only a required list is a set: an enum's order is the wire's.
		"inputSchema.properties.s.enum: runtime [\"x\",\"y\"], toolvet [\"y\",\"x\"]",
	} {
		if !strings.Contains(out.String(), line) {
			t.Errorf("output lacks %q:\n%s", line, out.String())
		}
	}
	if strings.Contains(out.String(), "differs same") {
		t.Errorf("a required list in another order differs:\n%s", out.String())
	}
}
