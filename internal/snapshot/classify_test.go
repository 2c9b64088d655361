package snapshot

import (
	"encoding/json"
	"strings"
	"testing"
)

// base is the input schema each case of TestCompare edits.
const base = `{
  "type": "object",
  "properties": {
    "accountId": {"type": "string", "description": "Destination account", "pattern": "^acct_"},
    "amount": {"type": "number", "minimum": 1, "maximum": 5000},
    "currency": {"type": "string", "enum": ["usd", "eur"]},
    "memo": {"type": "string", "maxLength": 140, "format": "text"},
    "tags": {"type": "array", "items": {"type": "string", "enum": ["a", "b"]}, "maxItems": 3},
    "payee": {"type": "object", "properties": {"name": {"type": "string"}, "iban": {"type": "string"}}, "required": ["name"]},
    "count": {"type": "integer", "multipleOf": 10},
    "kind": {"anyOf": [{"type": "string"}, {"type": "integer"}]}
  },
  "required": ["accountId", "amount"]
}`

// TestCompare edits one thing in a tool's input schema or around it and
// wants each change with its class and where it is.
func TestCompare(t *testing.T) {
	t.Parallel()
	type want struct {
		class Class
		path  string
		what  string // a part of Change.What
	}
	B, C := Breaking, Compatible
	tests := []struct {
		name string
		edit func(tool, schema map[string]any)
		want []want
	}{
		{"nothing", func(tool, s map[string]any) {}, nil},
		{"required reordered", func(tool, s map[string]any) { s["required"] = []any{"amount", "accountId"} }, nil},

		// Breaking.
		{"property removed", func(tool, s map[string]any) { delete(props(s), "memo") },
			[]want{{B, "memo", "property removed"}}},
		{"required property removed", func(tool, s map[string]any) {
			delete(props(s), "amount")
			s["required"] = []any{"accountId"}
		}, []want{{B, "amount", "property removed"}}},
		{"newly required", func(tool, s map[string]any) { s["required"] = []any{"accountId", "amount", "memo"} },
			[]want{{B, "memo", "newly required"}}},
		{"required property added", func(tool, s map[string]any) {
			props(s)["note"] = map[string]any{"type": "string"}
			s["required"] = []any{"accountId", "amount", "note"}
		}, []want{{B, "note", "required property added"}}},
		{"type changed", func(tool, s map[string]any) { prop(s, "amount")["type"] = "string" },
			[]want{{B, "amount.type", `changed from "number" to "string"`}}},
		{"type narrowed number to integer", func(tool, s map[string]any) { prop(s, "amount")["type"] = "integer" },
			[]want{{B, "amount.type", "changed"}}},
		{"type added", func(tool, s map[string]any) { prop(s, "kind")["type"] = "string" },
			[]want{{B, "kind.type", "added"}}},
		{"enum value removed", func(tool, s map[string]any) { prop(s, "currency")["enum"] = []any{"usd"} },
			[]want{{B, "currency.enum", `value "eur" removed`}}},
		{"enum added", func(tool, s map[string]any) { prop(s, "memo")["enum"] = []any{"x"} },
			[]want{{B, "memo.enum", "added"}}},
		{"minimum raised", func(tool, s map[string]any) { prop(s, "amount")["minimum"] = 10.0 },
			[]want{{B, "amount.minimum", "narrowed from 1 to 10"}}},
		{"maximum lowered", func(tool, s map[string]any) { prop(s, "amount")["maximum"] = 500.0 },
			[]want{{B, "amount.maximum", "narrowed from 5000 to 500"}}},
		{"maximum added", func(tool, s map[string]any) { prop(s, "count")["maximum"] = 100.0 },
			[]want{{B, "count.maximum", "added: 100"}}},
		{"maxLength lowered", func(tool, s map[string]any) { prop(s, "memo")["maxLength"] = 10.0 },
			[]want{{B, "memo.maxLength", "narrowed"}}},
		{"minLength added", func(tool, s map[string]any) { prop(s, "memo")["minLength"] = 1.0 },
			[]want{{B, "memo.minLength", "added"}}},
		{"exclusiveMinimum added", func(tool, s map[string]any) { prop(s, "amount")["exclusiveMinimum"] = 0.0 },
			[]want{{B, "amount.exclusiveMinimum", "added"}}},
		{"draft 4 exclusiveMaximum turned on", func(tool, s map[string]any) {
			prop(s, "amount")["exclusiveMaximum"] = false
			prop(s, "count")["exclusiveMaximum"] = true
		}, []want{{B, "amount.exclusiveMaximum", "added"}, {B, "count.exclusiveMaximum", "added"}}},
		{"pattern added", func(tool, s map[string]any) { prop(s, "memo")["pattern"] = "^[a-z]+$" },
			[]want{{B, "memo.pattern", `added: "^[a-z]+$"`}}},
		{"pattern changed", func(tool, s map[string]any) { prop(s, "accountId")["pattern"] = "^acc_" },
			[]want{{B, "accountId.pattern", `changed from "^acct_" to "^acc_"`}}},
		{"format changed", func(tool, s map[string]any) { prop(s, "memo")["format"] = "email" },
			[]want{{B, "memo.format", "changed"}}},
		{"format added", func(tool, s map[string]any) { prop(s, "accountId")["format"] = "uuid" },
			[]want{{B, "accountId.format", "added"}}},
		{"additionalProperties closed", func(tool, s map[string]any) { s["additionalProperties"] = false },
			[]want{{B, "inputSchema.additionalProperties", "closed"}}},
		{"additionalProperties given a schema", func(tool, s map[string]any) {
			s["additionalProperties"] = map[string]any{"type": "string"}
		}, []want{{B, "additionalProperties.type", "added"}}},
		{"items enum value removed", func(tool, s map[string]any) { items(s, "tags")["enum"] = []any{"a"} },
			[]want{{B, "tags[].enum", `value "b" removed`}}},
		{"items type changed", func(tool, s map[string]any) { items(s, "tags")["type"] = "integer" },
			[]want{{B, "tags[].type", "changed"}}},
		{"maxItems lowered", func(tool, s map[string]any) { prop(s, "tags")["maxItems"] = 2.0 },
			[]want{{B, "tags.maxItems", "narrowed from 3 to 2"}}},
		{"uniqueItems", func(tool, s map[string]any) { prop(s, "tags")["uniqueItems"] = true },
			[]want{{B, "tags.uniqueItems", "changed"}}},
		{"nested property removed", func(tool, s map[string]any) { delete(props(prop(s, "payee")), "iban") },
			[]want{{B, "payee.iban", "property removed"}}},
		{"nested newly required", func(tool, s map[string]any) { prop(s, "payee")["required"] = []any{"name", "iban"} },
			[]want{{B, "payee.iban", "newly required"}}},
		{"nested object closed", func(tool, s map[string]any) { prop(s, "payee")["additionalProperties"] = false },
			[]want{{B, "payee.additionalProperties", "closed"}}},
		{"multipleOf not dividing", func(tool, s map[string]any) { prop(s, "count")["multipleOf"] = 3.0 },
			[]want{{B, "count.multipleOf", "changed from 10 to 3"}}},
		{"const added", func(tool, s map[string]any) { prop(s, "memo")["const"] = "x" },
			[]want{{B, "memo.const", "added"}}},
		{"anyOf branch removed", func(tool, s map[string]any) { prop(s, "kind")["anyOf"] = []any{map[string]any{"type": "string"}} },
			[]want{{B, "kind.anyOf[1]", "branch removed"}}},
		{"anyOf branch changed in place", func(tool, s map[string]any) {
			prop(s, "kind")["anyOf"] = []any{map[string]any{"type": "string", "maxLength": 3.0}, map[string]any{"type": "integer"}}
		}, []want{{B, "kind.anyOf[0].maxLength", "added"}}},
		{"allOf branch added", func(tool, s map[string]any) { prop(s, "memo")["allOf"] = []any{map[string]any{"minLength": 2.0}} },
			[]want{{B, "memo.allOf[0]", "branch added"}}},
		{"property schema made false", func(tool, s map[string]any) { props(s)["memo"] = false },
			[]want{{B, "memo", "now allows no value"}}},
		{"keyword toolvet does not classify", func(tool, s map[string]any) { prop(s, "memo")["contentSchema"] = map[string]any{} },
			[]want{{B, "memo.contentSchema", "does not classify"}}},
		{"input schema's type changed", func(tool, s map[string]any) { s["type"] = "OBJECT" },
			[]want{{B, "inputSchema.type", "changed"}}},

		// Compatible.
		{"optional property added", func(tool, s map[string]any) { props(s)["note"] = map[string]any{"type": "string"} },
			[]want{{C, "note", "optional property added"}}},
		{"enum value added", func(tool, s map[string]any) { prop(s, "currency")["enum"] = []any{"usd", "eur", "gbp"} },
			[]want{{C, "currency.enum", `value "gbp" added`}}},
		{"enum reordered", func(tool, s map[string]any) { prop(s, "currency")["enum"] = []any{"eur", "usd"} }, nil},
		{"enum removed", func(tool, s map[string]any) { delete(prop(s, "currency"), "enum") },
			[]want{{C, "currency.enum", "removed"}}},
		{"minimum lowered", func(tool, s map[string]any) { prop(s, "amount")["minimum"] = 0.5 },
			[]want{{C, "amount.minimum", "widened from 1 to 0.5"}}},
		{"minimum removed", func(tool, s map[string]any) { delete(prop(s, "amount"), "minimum") },
			[]want{{C, "amount.minimum", "removed (was 1)"}}},
		{"maximum raised", func(tool, s map[string]any) { prop(s, "amount")["maximum"] = 10000.0 },
			[]want{{C, "amount.maximum", "widened from 5000 to 10000"}}},
		{"maxLength raised", func(tool, s map[string]any) { prop(s, "memo")["maxLength"] = 280.0 },
			[]want{{C, "memo.maxLength", "widened"}}},
		{"pattern removed", func(tool, s map[string]any) { delete(prop(s, "accountId"), "pattern") },
			[]want{{C, "accountId.pattern", "removed"}}},
		{"format removed", func(tool, s map[string]any) { delete(prop(s, "memo"), "format") },
			[]want{{C, "memo.format", "removed"}}},
		{"no longer required", func(tool, s map[string]any) { s["required"] = []any{"accountId"} },
			[]want{{C, "amount", "no longer required"}}},
		{"type widened to null", func(tool, s map[string]any) { prop(s, "memo")["type"] = []any{"null", "string"} },
			[]want{{C, "memo.type", "widened"}}},
		{"type widened integer to number", func(tool, s map[string]any) { prop(s, "count")["type"] = "number" },
			[]want{{C, "count.type", "widened"}}},
		{"type removed", func(tool, s map[string]any) { delete(prop(s, "memo"), "type") },
			[]want{{C, "memo.type", "removed"}}},
		{"multipleOf dividing", func(tool, s map[string]any) { prop(s, "count")["multipleOf"] = 5.0 },
			[]want{{C, "count.multipleOf", "widened from 10 to 5"}}},
		{"anyOf branch added", func(tool, s map[string]any) {
			prop(s, "kind")["anyOf"] = append(prop(s, "kind")["anyOf"].([]any), map[string]any{"type": "boolean"})
		}, []want{{C, "kind.anyOf[2]", "branch added"}}},
		{"additionalProperties opened", func(tool, s map[string]any) { prop(s, "payee")["additionalProperties"] = true }, nil},
		{"tool description changed", func(tool, s map[string]any) { tool["description"] = "Move money between accounts" },
			[]want{{C, "", `description changed from "Move money" to "Move money between accounts"`}}},
		{"tool description changed at length", func(tool, s map[string]any) { tool["description"] = strings.Repeat("Move money. ", 10) },
			[]want{{C, "", "description changed"}}},
		{"property named description", func(tool, s map[string]any) { props(s)["description"] = map[string]any{"type": "string"} },
			[]want{{C, "description", "optional property added"}}},
		{"tool title added", func(tool, s map[string]any) { tool["title"] = "Transfer" },
			[]want{{C, "", "title added"}}},
		{"property description changed", func(tool, s map[string]any) { prop(s, "accountId")["description"] = "Where to" },
			[]want{{C, "accountId.description", `changed from "Destination account" to "Where to"`}}},
		{"default changed", func(tool, s map[string]any) { prop(s, "currency")["default"] = "usd" },
			[]want{{C, "currency.default", "added"}}},
		{"annotation changed", func(tool, s map[string]any) {
			tool["annotations"].(map[string]any)["readOnlyHint"] = false
			tool["annotations"].(map[string]any)["destructiveHint"] = true
		}, []want{{C, "", "annotation destructiveHint added"}, {C, "", "annotation readOnlyHint changed from true to false"}}},
		{"icons added", func(tool, s map[string]any) { tool["icons"] = []any{map[string]any{"src": "x.png"}} },
			[]want{{C, "", "icons added"}}},
		{"vendor extension", func(tool, s map[string]any) { prop(s, "memo")["x-order"] = 1.0 },
			[]want{{C, "memo.x-order", "added"}}},
		{"the x-toolvet note is not the contract", func(tool, s map[string]any) {
			tool[noteKey] = map[string]any{"unlinked": "why"}
		}, nil},

		// Both.
		{"range moved", func(tool, s map[string]any) {
			prop(s, "amount")["minimum"] = 0.0
			prop(s, "amount")["maximum"] = 1000.0
		}, []want{{B, "amount.maximum", "narrowed"}, {C, "amount.minimum", "widened"}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			old := tool(t)
			cur := tool(t)
			tt.edit(cur, cur["inputSchema"].(map[string]any))
			got := Compare(old, cur)
			if len(got) != len(tt.want) {
				t.Fatalf("got %d changes, want %d:\n%s", len(got), len(tt.want), show(got))
			}
			for i, w := range tt.want {
				g := got[i]
				if g.Class != w.class || g.Path != w.path || !strings.Contains(g.What, w.what) {
					t.Errorf("change %d: got %s %q %q, want %s %q containing %q", i, g.Class, g.Path, g.What, w.class, w.path, w.what)
				}
			}
		})
	}
}

// TestCompareOddInput: schemas that are not what a library writes are
// compared without a panic, as breaking when toolvet cannot tell.
func TestCompareOddInput(t *testing.T) {
	t.Parallel()
	odd := []any{nil, true, false, "x", 1.0, []any{1.0}, map[string]any{}, map[string]any{"properties": "x", "required": 1.0, "enum": "x", "minimum": "x", "items": []any{true}, "anyOf": map[string]any{}}}
	for _, o := range odd {
		for _, n := range odd {
			got := Compare(map[string]any{"name": "t", "inputSchema": o}, map[string]any{"name": "t", "inputSchema": n})
			if len(got) == 0 && !jsonEqual(o, n) && !(isAny(o) && isAny(n)) {
				t.Errorf("%v to %v: no change reported", o, n)
			}
		}
	}
	// A tool whose input schema disappears (a library that sends none).
	got := Compare(map[string]any{"name": "t", "inputSchema": map[string]any{"type": "object"}}, map[string]any{"name": "t"})
	if len(got) != 1 || got[0].Class != Compatible {
		t.Errorf("input schema removed: %v, want one compatible change (any input allowed)", got)
	}
}

// TestCompareAnyValue: true and {} are one schema; a description given
// to a field of any value changes only the description.
func TestCompareAnyValue(t *testing.T) {
	t.Parallel()
	tool := func(extra any) map[string]any {
		return map[string]any{"name": "t", "inputSchema": map[string]any{"type": "object", "properties": map[string]any{"extra": extra}}}
	}
	if got := Compare(tool(true), tool(map[string]any{})); len(got) != 0 {
		t.Errorf("true to {}: %v, want no change", got)
	}
	got := Compare(tool(true), tool(map[string]any{"description": "Anything."}))
	if len(got) != 1 || got[0].Class != Compatible {
		t.Errorf("description given to any value: %v, want one compatible change", got)
	}
	got = Compare(tool(true), tool(map[string]any{"type": "string"}))
	if len(got) != 1 || got[0].Class != Breaking {
		t.Errorf("type given to any value: %v, want one breaking change", got)
	}
}

// isAny reports whether a schema is true or {}, which mean the same.
func isAny(v any) bool {
	m, ok := v.(map[string]any)
	return v == true || ok && len(m) == 0
}

// TestCompareOddKeywordValues puts values no library writes under every
// keyword Compare knows: no panic, and a change whenever a scalar other
// than a boolean or null (which may mean what absence means) is involved.
func TestCompareOddKeywordValues(t *testing.T) {
	t.Parallel()
	keywords := []string{"type", "properties", "required", "items", "additionalProperties", "anyOf", "allOf",
		"enum", "const", "minimum", "maximum", "exclusiveMinimum", "multipleOf", "pattern", "format",
		"uniqueItems", "nullable", "description", "default", "contains", "$defs", "x-custom", "unknownKeyword"}
	values := []any{nil, true, false, "x", 2.0, 0.0, []any{}, []any{"x", 1.0}, map[string]any{}, map[string]any{"type": "string"}}
	absent := struct{}{}
	values = append(values, absent)
	for _, k := range keywords {
		for _, a := range values {
			for _, b := range values {
				old := map[string]any{"type": "object"}
				cur := map[string]any{"type": "object"}
				if a != absent {
					old[k] = a
				}
				if b != absent {
					cur[k] = b
				}
				got := Compare(map[string]any{"name": "t", "inputSchema": old}, map[string]any{"name": "t", "inputSchema": cur})
				if len(got) == 0 && !jsonEqual(a, b) && (scalar(a) || scalar(b)) {
					t.Errorf("%s: %v to %v: no change reported", k, a, b)
				}
			}
		}
	}
}

func scalar(v any) bool {
	switch v.(type) {
	case string, float64:
		return true
	}
	return false
}

func jsonEqual(a, b any) bool {
	x, _ := json.Marshal(a)
	y, _ := json.Marshal(b)
	return string(x) == string(y)
}

func tool(t *testing.T) map[string]any {
	t.Helper()
	var s map[string]any
	if err := json.Unmarshal([]byte(base), &s); err != nil {
		t.Fatal(err)
	}
	return map[string]any{
		"name":        "transfer",
		"description": "Move money",
		"annotations": map[string]any{"readOnlyHint": true},
		"inputSchema": s,
	}
}

func props(s map[string]any) map[string]any { return s["properties"].(map[string]any) }

func prop(s map[string]any, name string) map[string]any { return props(s)[name].(map[string]any) }

func items(s map[string]any, name string) map[string]any {
	return prop(s, name)["items"].(map[string]any)
}

// TestChangedText: short texts are shown both ways; long ones, which a
// line would cut, are left to the snapshot's diff.
func TestChangedText(t *testing.T) {
	t.Parallel()
	long := strings.Repeat("Move money. ", 10)
	for _, tt := range []struct {
		ov, nv   any
		ook, nok bool
		want     string
	}{
		{"Move money", "Move cash", true, true, `changed from "Move money" to "Move cash"`},
		{"Move money", long, true, true, "changed"},
		{long, long + ".", true, true, "changed"},
		{nil, "x", false, true, "added"},
		{"x", nil, true, false, "removed"},
		{1.0, 2.0, true, true, "changed from 1 to 2"},
	} {
		if got := changedText(tt.ov, tt.nv, tt.ook, tt.nok); got != tt.want {
			t.Errorf("changedText(%v, %v) = %q, want %q", tt.ov, tt.nv, got, tt.want)
		}
	}
}
