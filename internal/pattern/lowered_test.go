package pattern

import (
	"regexp"
	"slices"
	"strings"
	"testing"
)

// TestLowered checks the lowered patterns against the code they stand for,
// on inputs with every rune that lowercases to an ASCII letter. The
// patterns are valid RE2 too, so Go's regexp gives their verdict; the Node
// differential test covers ECMA-262 for the same constructs (classes of
// BMP runes, anchors, alternation).
func TestLowered(t *testing.T) {
	inputs := []string{"", "usd", "USD", "Usd", "eur", "EUR", "gbp", "usdx", "xusd",
		"kelvin", "\u212Aelvin", "KELVIN", "\u0130d", "id", "ID", "\u017Fsd", "acct_1", "ACCT_1", "Acct_", "acct"}
	for _, v := range []string{"usd", "eur", "kelvin", "id", "acct_"} {
		for _, tc := range []struct {
			name string
			mk   func(string) (string, bool)
			code func(s string) bool
		}{
			{"prefix", LoweredPrefix, func(s string) bool { return strings.HasPrefix(strings.ToLower(s), v) }},
			{"suffix", LoweredSuffix, func(s string) bool { return strings.HasSuffix(strings.ToLower(s), v) }},
			{"contains", LoweredContains, func(s string) bool { return strings.Contains(strings.ToLower(s), v) }},
		} {
			p, ok := tc.mk(v)
			if !ok {
				t.Fatalf("%s(%q) refused", tc.name, v)
			}
			re := regexp.MustCompile(p)
			for _, s := range inputs {
				if got, want := re.MatchString(s), tc.code(s); got != want {
					t.Errorf("%s(%q) = %q: on %q pattern says %v, code %v", tc.name, v, p, s, got, want)
				}
			}
		}
	}
	values := []string{"usd", "eur", "id"}
	p, ok := LoweredEnum(values)
	if !ok {
		t.Fatal("LoweredEnum refused")
	}
	re := regexp.MustCompile(p)
	for _, s := range inputs {
		if got, want := re.MatchString(s), slices.Contains(values, strings.ToLower(s)); got != want {
			t.Errorf("LoweredEnum = %q: on %q pattern says %v, code %v", p, s, got, want)
		}
	}
	for _, bad := range []string{"USD", "é", ""} {
		if _, ok := LoweredPrefix(bad); ok {
			t.Errorf("LoweredPrefix(%q) accepted", bad)
		}
	}
}
