package pattern

import (
	"regexp"
	"strings"
	"testing"
)

func TestLiteralRules(t *testing.T) {
	tests := []struct {
		name string
		f    func(string) (string, bool)
		lit  string
		want string
		ok   bool
	}{
		{"Prefix", Prefix, "acct_", "^acct_", true},
		{"Prefix", Prefix, "a.b", `^a\.b`, true},
		{"Prefix", Prefix, "https://", `^https://`, true},
		{"Prefix", Prefix, "-#&", "^-#&", true},
		{"Prefix", Prefix, "😀", "^😀", true},
		{"Prefix", Prefix, "é", "^é", true},
		{"Prefix", Prefix, "a\nb\t", `^a\nb\t`, true},
		{"Prefix", Prefix, "\u2028\u00a0", `^\u2028\u00A0`, true},
		{"Prefix", Prefix, "\U000e0001", `^\uDB40\uDC01`, true},
		{"Prefix", Prefix, "", "", false},
		{"Prefix", Prefix, "a\xff", "", false},
		{"Prefix", Prefix, "a\x00", "", false},
		{"Suffix", Suffix, ".json", `\.json$`, true},
		{"Suffix", Suffix, "$", `\$$`, true},
		{"Suffix", Suffix, `\`, `\\$`, true},
		{"Suffix", Suffix, "", "", false},
		{"Contains", Contains, "(x)", `\(x\)`, true},
		{"Contains", Contains, "a|b", `a\|b`, true},
		{"Contains", Contains, "^[]{}*+?", `\^\[\]\{\}\*\+\?`, true},
		{"Contains", Contains, "\xc3", "", false},
	}
	for _, tt := range tests {
		got, ok := tt.f(tt.lit)
		if got != tt.want || ok != tt.ok {
			t.Errorf("%s(%q) = %q, %v; want %q, %v", tt.name, tt.lit, got, ok, tt.want, tt.ok)
		}
	}
}

// A quoted literal is the same rule whichever way it reaches toolvet.
func TestQuoteMetaAgreesWithContains(t *testing.T) {
	for _, lit := range []string{"a.b", "https://x", "😀+", "(?i)", `\d`, "a\nb", "\u2028", "-", "é"} {
		want, _ := Contains(lit)
		if got, ok := FromRE2(regexp.QuoteMeta(lit)); !ok || got != want {
			t.Errorf("FromRE2(QuoteMeta(%q)) = %q, %v; want %q", lit, got, ok, want)
		}
	}
}

func TestFromRE2(t *testing.T) {
	const (
		pair   = `[\uD800-\uDBFF][\uDC00-\uDFFF]`
		dot    = `(?:[^\n\uD800-\uDFFF]|` + pair + `)`
		astral = `(?:[^\u0000-\uFFFF]|` + pair + `)`
	)
	tests := []struct {
		expr string
		want string
		ok   bool
	}{
		{`^acct_[a-z0-9]+$`, `^acct_[a-z0-9]+$`, true},
		{`^\d{3}$`, `^[0-9]{3}$`, true},
		{`^[a-z][a-z0-9-]*$`, `^[a-z][a-z0-9-]*$`, true},
		{`^[A-Za-z0-9._%+-]+@`, `^[A-Za-z0-9._%+-]+@`, true},
		{`[0-9a-z]`, `[0-9a-z]`, true},
		{`\s`, `[\t\n\f\r ]`, true},
		{`\w+`, `[0-9A-Z_a-z]+`, true},
		{`[[:alpha:]]`, `[A-Za-z]`, true},
		{`(?i)[a-c]`, `[A-Ca-c]`, true},
		{`(?i)k`, `[Kk\u212A]`, true},
		{`(?i)straße`, `[Ss\u017F][Tt][Rr][Aa][\u00DF\u1E9E][Ee]`, true},
		{`(?i)1`, `1`, true},
		{`(?i:k)+`, `[Kk\u212A]+`, true},
		{`(a|b)c`, `[ab]c`, true},
		{`(ab|cd)e`, `(?:ab|cd)e`, true},
		{`^(a)(b)?$`, `^ab?$`, true},
		{`(?:a*)?`, `(?:a*)?`, true},
		{`x{2,5}?`, `x{2,5}`, true},
		{`x{0,}`, `x*`, true},
		{`x{1,}`, `x+`, true},
		{`x{0,1}`, `x?`, true},
		{`x{2,}`, `x{2,}`, true},
		{`a/b`, `a/b`, true},
		{`a{,2}`, `a\{,2\}`, true},
		{`\QA.B\E`, `A\.B`, true},
		{`\x00`, `\u0000`, true},
		{`\x{2028}`, `\u2028`, true},
		{`\bfoo\b`, `\bfoo\b`, true},
		{`\A\z`, `^$`, true},
		{`^*`, `(?:^)*`, true},
		{``, `(?:)`, true},
		{`a|`, `a|`, true},
		{`(?m)abc`, `abc`, true},
		{`😀+`, `(?:😀)+`, true},
		{`é+`, `é+`, true},
		// Go's "." also matches \r, \u2028, \u2029 and astral characters.
		{`.`, dot, true},
		{`.{3}`, dot + `{3}`, true},
		{`.*`, `[^\n]*`, true},
		{`^.+$`, `^[^\n]+$`, true},
		{`(?s).*`, `[^]*`, true},
		{`(?s:.)`, `(?:[^\uD800-\uDFFF]|` + pair + `)`, true},
		{`[^a]+[^b]+`, `[^a]+` + `(?:[^b\uD800-\uDFFF]|` + pair + `)+`, true},
		{`^[^/]+/[^/]+$`, `^[^/]+/[^/]+$`, true},
		{`[\x{10000}-\x{10FFFF}]`, astral, true},
		{`[\x{10000}-\x{10FFFF}]*`, `[^\u0000-\uD7FF\uE000-\uFFFF]*`, true},
		{`a\B`, `a\B`, true},

		{`(?m)^a`, "", false},
		{`(?m)a$`, "", false},
		{`\B`, "", false},
		{`x*\B`, "", false},
		{`\pL`, "", false},
		{`\p{Greek}`, "", false},
		{`[😀😁]`, "", false},
		{`[^😀]`, "", false},
		{`(?i)𐐀`, "", false},
		{`\x{D800}`, "", false},
		{`[^\x00-\x{10FFFF}]`, "", false},
		{`(`, "", false},
		{`a**`, "", false},
		{`x{1001}`, "", false},
		{"\xff", "", false},
	}
	for _, tt := range tests {
		got, ok := FromRE2(tt.expr)
		if got != tt.want || ok != tt.ok {
			t.Errorf("FromRE2(%q) = %q, %v; want %q, %v", tt.expr, got, ok, tt.want, tt.ok)
		}
	}
}

func TestImplies(t *testing.T) {
	pre := func(s string) string { p, _ := Prefix(s); return p }
	suf := func(s string) string { p, _ := Suffix(s); return p }
	con := func(s string) string { p, _ := Contains(s); return p }
	tests := []struct {
		declared, rule string
		want           bool
	}{
		{"^acct_", pre("acct_"), true},
		{`^[a-z]+$`, `^[a-z]+$`, true},
		{`^\d+$`, `^[0-9]+$`, true},
		{`^https://`, pre("https://"), true},
		{`^acct_[a-z0-9]+$`, pre("acct_"), true},
		{`^acct_[a-z0-9]+$`, pre("acct"), true},
		{`^acct_[a-z0-9]+$`, con("cct_"), true},
		{`^acct_[a-z0-9]+$`, pre("acct_x"), false},
		{`^acct_[a-z0-9]+$`, suf("_"), false},
		{`^[a-z]+\.json$`, suf(".json"), true},
		{`^[a-z]+\.json$`, suf("x.json"), false},
		{`^[a-z]+\.json$`, con("json"), true},
		{`foo`, con("oo"), true},
		{`foo`, pre("f"), false},
		{`xfoo[0-9]bar`, con("bar"), true},
		{`xfoo[0-9]bar`, con("foo0"), false},
		{`^a[^\n]*`, pre("a"), true},
		{`^a😀b`, pre("a😀"), true},
		{`^a\.b`, pre("a.b"), true},
		// Not in the reproducible subset, so not understood.
		{`^a.*`, pre("a"), false},
		{`^(foo)bar`, pre("foo"), false},
		{`^(?i)acct_`, pre("acct_"), false},
		{`^abc|^abd`, pre("ab"), false},
		// Anchors or case folding break the run.
		{`^[Aa]cct`, pre("acct"), false},
		{`a^bc`, pre("bc"), false},
		{`abc$x`, suf("abc"), false},
		// Rules this package did not write are only compared.
		{`^acct_`, `^acct_[a-z]`, false},
		{`^acct_`, `^acct_$`, false},
		{`^acct_`, "", false},
	}
	for _, tt := range tests {
		if got := Implies(tt.declared, tt.rule); got != tt.want {
			t.Errorf("Implies(%q, %q) = %v; want %v", tt.declared, tt.rule, got, tt.want)
		}
	}
}

// Implies must never claim more than the Go reading of declared gives.
func TestImpliesSound(t *testing.T) {
	declared := []string{
		`^acct_[a-z0-9]+$`, `^[a-z]+\.json$`, `foo`, `^a[^\n]*`, `^ab😀c$`, `xab[0-9]ba`,
		`^abab`, `ab$`, `^a\.b\/c$`, `^(?:)ab`,
	}
	lits := []string{"a", "ab", "b", "ba", "acct", "acct_", "json", ".json", "oo", "😀", "b😀", "a.b/", "c", "abab"}
	inputs := append([]string{"acct_x", "x.json", "foo", "ab😀c", "xab0ba", "abab", "a.b/c"}, diffInputs...)
	kinds := []struct {
		build func(string) (string, bool)
		holds func(string, string) bool
	}{{Prefix, strings.HasPrefix}, {Suffix, strings.HasSuffix}, {Contains, strings.Contains}}
	for _, d := range declared {
		re := regexp.MustCompile(d)
		for _, lit := range lits {
			for _, k := range kinds {
				rule, _ := k.build(lit)
				if !Implies(d, rule) {
					continue
				}
				for _, s := range inputs {
					if re.MatchString(s) && !k.holds(s, lit) {
						t.Errorf("Implies(%q, %q) but %q matches it and breaks the rule", d, rule, s)
					}
				}
			}
		}
	}
}

func TestClassify(t *testing.T) {
	for _, lit := range []string{"a", "$", "^", `\`, "😀", "\U000e0001", "\u2028", "a\tb", "/x/"} {
		for kind, f := range []func(string) (string, bool){Prefix, Suffix, Contains} {
			p, _ := f(lit)
			k, got, ok := classify(p)
			if !ok || got != lit || k != ruleKind(kind) {
				t.Errorf("classify(%q) = %v, %q, %v; want %v, %q", p, k, got, ok, kind, lit)
			}
		}
	}
	for _, p := range []string{`^a$`, `a\`, `\q`, `a.`, `\uD800`, `\u00e9`, "", "^"} {
		if k, lit, ok := classify(p); ok {
			t.Errorf("classify(%q) = %v, %q; want refusal", p, k, lit)
		}
	}
}
