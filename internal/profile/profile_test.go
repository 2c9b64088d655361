package profile

import (
	"go/constant"
	"testing"

	"github.com/toolvet/toolvet/internal/model"
)

func TestAccepts(t *testing.T) {
	num := func(k model.Keyword, n int64) model.Constraint {
		return model.Constraint{Keyword: k, Num: constant.MakeInt64(n)}
	}
	str := func(k model.Keyword, s string) model.Constraint { return model.Constraint{Keyword: k, Str: s} }
	for _, tc := range []struct {
		profile string
		c       model.Constraint
		want    bool
	}{
		{"mcp", num(model.MinLength, 3), true},
		{"mcp", str(model.Format, "uri"), true},
		{"mcp", str(model.Pattern, `\bx`), true},
		{"openai-strict", num(model.Maximum, 5), true},
		{"openai-strict", num(model.MinLength, 3), true},
		{"openai-strict", str(model.Format, "email"), true},
		{"openai-strict", str(model.Format, "uri"), false},
		{"openai-strict", num(model.MinItems, 2), true},
		{"anthropic-strict", num(model.Minimum, 0), false},
		{"anthropic-strict", num(model.MultipleOf, 2), false},
		{"anthropic-strict", num(model.MaxLength, 9), false},
		{"anthropic-strict", num(model.MinItems, 1), true},
		{"anthropic-strict", num(model.MinItems, 2), false},
		{"anthropic-strict", num(model.MaxItems, 2), false},
		{"anthropic-strict", str(model.Format, "uri"), true},
		{"anthropic-strict", str(model.Pattern, "^acct_"), true},
		{"anthropic-strict", str(model.Pattern, `^(?=a)`), false},
		{"anthropic-strict", model.Constraint{Keyword: model.Enum, Strs: []string{"a"}}, true},
		{"anthropic-strict", model.Constraint{Keyword: model.Required}, true},
		{"gemini", num(model.Maximum, 5), true},
		{"gemini", num(model.ExclusiveMaximum, 5), false},
		{"gemini", str(model.Pattern, "^a"), false},
		{"gemini", str(model.Format, "date-time"), true},
		{"gemini", str(model.Format, "email"), false},
		{"gemini", str(model.Format, "date"), true},
		{"gemini-parameters", str(model.Pattern, "^a"), true},
		{"gemini-parameters", num(model.MaxLength, 9), true},
		{"gemini-parameters", num(model.MultipleOf, 2), false},
		{"gemini-parameters", str(model.Format, "enum"), true},
		{"gemini-parameters", str(model.Format, "email"), true}, // the sources disagree: not reported
		{"gemini-parameters", str(model.Format, "int64"), true},
		{"gemini-jsonschema", str(model.Pattern, "^a"), false},
		{"gemini-jsonschema", str(model.Format, "date"), true},
		{"gemini-jsonschema", num(model.Minimum, 1), true},
		{"genkit-googleai", str(model.Pattern, "^a"), false},
		{"genkit-googleai", num(model.MinItems, 3), true},
	} {
		p, ok := Lookup(tc.profile)
		if !ok {
			t.Fatalf("no profile %q", tc.profile)
		}
		if got, why := p.Accepts(tc.c); got != tc.want || got != (why == "") {
			t.Errorf("%s.Accepts(%s) = %v, %q; want %v", tc.profile, tc.c, got, why, tc.want)
		}
	}
}

func TestRegexFeature(t *testing.T) {
	for pat, want := range map[string]string{
		"^acct_[0-9]+$":      "",
		`^\d{3}-\d{4}$`:      "",
		`[\b]x`:              "", // backspace in a class
		`\\b`:                "", // an escaped backslash, then b
		`[(?=]`:              "",
		`\bword\b`:           `a word boundary (\b)`,
		`x\B`:                `a word boundary (\B)`,
		`(a)\1`:              "a backreference",
		`(?<n>a)\k<n>`:       "a backreference",
		`^(?=.*[0-9])`:       "a lookahead",
		`^(?!x)`:             "a lookahead",
		`(?<=\$)[0-9]+`:      "a lookbehind",
		`(?<!-)[0-9]+`:       "a lookbehind",
		`^(?:[Uu][Ss][Dd])$`: "",
	} {
		if got := RegexFeature(pat); got != want {
			t.Errorf("RegexFeature(%q) = %q, want %q", pat, got, want)
		}
	}
}

func TestTable(t *testing.T) {
	seen := map[string]bool{}
	for _, p := range Table {
		if seen[p.Name] {
			t.Errorf("profile %q twice", p.Name)
		}
		seen[p.Name] = true
		if p.Title == "" || len(p.Sources) == 0 {
			t.Errorf("profile %q: no title or no source", p.Name)
		}
	}
	if !seen[Default] {
		t.Errorf("no default profile %q", Default)
	}
}
