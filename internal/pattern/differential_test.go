package pattern

import (
	"encoding/json"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// diffInputs are chosen to separate the engines: line terminators ECMA's "."
// rejects, characters in Go's fold orbits (Kelvin sign, long s), and astral
// characters, which are two code units without the u flag.
var diffInputs = []string{
	"", "a", "b", "ab", "ba", "aa", "abc", "aab", "abab", "k", "K", "s", "S",
	"\u212a", "\u017f", "é", "É", "x", "_", "0", "09", "123", " ", "\t", "-", "/",
	".", "\n", "\r", "\u2028", "\u2029", "a\nb", "a\rb", "\u00a0",
	"😀", "😀😀", "😀😀😀", "a😀", "😀a", "a😀b", "😀\n😀", "x😀😀y", "\U00010400",
	"\U00010428", "a b", "é😀k", "kK\u212a", "acct_x9", "acct_", "foo bar",
	"ab😀", "😀ab", "\U0010ffff", "\uffff", "\ue000",
}

// handExprs are regexps whose translation exercises a specific argument in
// translate.go; the random corpus below covers combinations.
var handExprs = []string{
	`^acct_[a-z0-9]+$`, `^\d{3}$`, `.`, `.*`, `.+`, `^.+$`, `^.{3}$`, `^(?s:.{2})$`,
	`^.$`, `^..$`, `^(?s).$`, `[^a]{2}`, `^[^a]{2}$`, `^[^a]+[^b]+$`, `^[^a]+[^a]+$`,
	`^.+.+$`, `^.+.*.+$`, `^(?:[^a]+)+$`, `^(?:.+a?)+$`, `^[^a]*[^b]*$`, `^.*😀.*$`,
	`\B`, `^\B$`, `\B|x`, `(?:\B)*`, `a\B`, `\Ba`, `\B😀`, `.*\B.*`, `(?:\B)+`,
	`(?i)k`, `(?i)s`, `(?i)straße`, `(?i)é`, `(?i:K)+`, `[Kk]`, `[Ss]`, `^😀+$`,
	`(?:😀){2}`, `😀{2}`, `\bfoo\b`, `\b`, `^\b`, `\b$`, `^$`, ``, `a|`, `|a`,
	`(?:)`, `x*`, `[\x{10000}-\x{10FFFF}]`, `^[\x{10000}-\x{10FFFF}]$`,
	`[^\x{0}-\x{FFFF}]+`, `^[^\x{0}-\x{FFFF}]{2}$`, `\s`, `\S`, `^\S+$`, `\w+`,
	`\W`, `^\W{2}$`, `[[:alpha:]]`, `[^[:alpha:]]`, `(?m)abc`, `\x{2028}`,
	`[\x{2028}\x{2029}]`, `\r`, `^[ -~]*$`, `^[^ -~]+$`, `[^\n]`, `(?s:.)+`,
	`(?s:.)*x`, `[a-z0-9]`, `[a-z0-9_-]+`, `[\-]`, `[\]a]`, `^[/.]+$`, `\Q.*\E`,
	`^a\.b$`, `{`, `a{,2}`, `x{0}`, `(?:a*)*`, `(?:a|b)*c`, `^(?:ab|cd)$`,
	`^(a)(b)?$`, `(?U)a+`, `a+?`, `\A\z`, `^*`, `$+`, `[^/]+/[^/]+`, `^[^/]+/[^/]+$`,
	`.😀`, `😀.`, `(?:.😀)+`, `[^😀]`, `\pL`, `\p{Greek}`, `é+`, `^é{2}$`,
	`\x{ffff}`, `[\x{e000}-\x{ffff}]`, `[\x{d7ff}-\x{e000}]`, `^[-a-z]+$`,
	`^[a-z-]+$`, `^[-._a-z]+$`, `[a-c-]`, `^[A-Za-z0-9._%+-]+@[a-z]+$`, `[\^a]`,
	`[a^]`, `[$.*+?(){}|/]`, `(?i)[a-c]`, `^[\x00-\x{10FFFF}]$`,
}

func randomExprs(n int) []string {
	r := rand.New(rand.NewPCG(1, 2))
	atoms := []string{
		"a", "b", "k", "s", "é", "😀", "K", `\n`, `\.`, "/", "-", "[ab]", "[^a]",
		"[a-c]", `[^\n]`, `\d`, `\w`, `\s`, `\S`, `\W`, ".", "(?s:.)", `\pL`,
		`[\x{10000}-\x{10FFFF}]`, `[^😀]`, "(?i:k)", "(?i:s)", "(?i:é)", "[😀a]",
		`\x{2028}`, `\r`, `[^\x{0}-\x{ffff}]`, "[ -~]", "[^b-z]", `[^\s]`,
	}
	anchors := []string{"^", "$", `\b`, `\B`, `\A`, `\z`, "(?m:^)"}
	quants := []string{"*", "+", "?", "{2}", "{1,3}", "{0,}", "{2,}", "*?", "+?", "{0,2}", "{1,}"}
	var gen func(depth int) string
	gen = func(depth int) string {
		k := r.IntN(10)
		if depth > 3 {
			k = r.IntN(4)
		}
		switch k {
		case 0, 1, 2:
			return atoms[r.IntN(len(atoms))]
		case 3:
			return anchors[r.IntN(len(anchors))]
		case 4:
			s := ""
			for range 2 + r.IntN(3) {
				s += gen(depth + 1)
			}
			return s
		case 5:
			return gen(depth+1) + "|" + gen(depth+1)
		case 6:
			return []string{"(", "(?:", "(?i:"}[r.IntN(3)] + gen(depth+1) + ")"
		case 7:
			// A bare atom under a quantifier, the shape unitForm handles.
			return atoms[r.IntN(len(atoms))] + quants[r.IntN(len(quants))]
		}
		return "(?:" + gen(depth+1) + ")" + quants[r.IntN(len(quants))]
	}
	seen := map[string]bool{}
	var out []string
	for len(out) < n {
		e := gen(0)
		if seen[e] {
			continue
		}
		seen[e] = true
		if _, err := regexp.Compile(e); err == nil {
			out = append(out, e)
		}
	}
	return out
}

const verdictScript = `
const fs = require('fs');
const cases = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const out = cases.map(c => {
  const r = {};
  for (const [k, flags] of [['plain', ''], ['unicode', 'u']]) {
    try {
      const re = new RegExp(c.pattern, flags);
      r[k] = c.inputs.map(s => re.test(s));
    } catch (e) {
      r[k + 'Error'] = String(e);
    }
  }
  return r;
});
process.stdout.write(JSON.stringify(out));
`

type jsCase struct {
	Pattern string   `json:"pattern"`
	Inputs  []string `json:"inputs"`
}

type jsVerdict struct {
	Plain        []bool `json:"plain"`
	Unicode      []bool `json:"unicode"`
	PlainError   string `json:"plainError"`
	UnicodeError string `json:"unicodeError"`
}

// runNode evaluates every case in one node process, since starting node
// per pattern would dominate the test's run time.
func runNode(t *testing.T, node string, cases []jsCase) []jsVerdict {
	t.Helper()
	dir := t.TempDir()
	script := filepath.Join(dir, "verdicts.js")
	data := filepath.Join(dir, "cases.json")
	b, err := json.Marshal(cases)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(script, []byte(verdictScript), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(data, b, 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(node, script, data).Output()
	if err != nil {
		t.Fatalf("node: %v", err)
	}
	var verdicts []jsVerdict
	if err := json.Unmarshal(out, &verdicts); err != nil {
		t.Fatalf("node output: %v", err)
	}
	if len(verdicts) != len(cases) {
		t.Fatalf("node returned %d verdicts for %d cases", len(verdicts), len(cases))
	}
	return verdicts
}

func TestDifferentialNode(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("node not on PATH")
	}
	type check struct {
		what string
		want []bool
	}
	var cases []jsCase
	var checks []check

	exprs := append(append([]string(nil), handExprs...), randomExprs(200)...)
	translated := 0
	for _, e := range exprs {
		re, err := regexp.Compile(e)
		if err != nil {
			t.Errorf("hand-picked %q does not compile: %v", e, err)
			continue
		}
		p, ok := FromRE2(e)
		if !ok {
			continue
		}
		translated++
		want := make([]bool, len(diffInputs))
		for i, s := range diffInputs {
			want[i] = re.MatchString(s)
		}
		cases = append(cases, jsCase{p, diffInputs})
		checks = append(checks, check{"FromRE2(" + e + ") = " + p, want})
	}
	if translated < len(exprs)/2 {
		t.Errorf("only %d of %d expressions translated; the test would prove little", translated, len(exprs))
	}

	lits := []string{
		"a", "ab", "/", "a.b", "😀", "é", "k", "^$", `\`, "[x]", "a\nb", "\u2028",
		"{2}", " ", "-", "(?:)", "😀😀", "a😀", "\x01", "\u00a0", "\U000e0001", ".*",
	}
	for _, lit := range lits {
		inputs := append(append([]string(nil), diffInputs...), lit, "x"+lit+"y", lit+lit, lit+"z", "z"+lit)
		for _, f := range []struct {
			name  string
			build func(string) (string, bool)
			holds func(s, lit string) bool
		}{
			{"Prefix", Prefix, strings.HasPrefix},
			{"Suffix", Suffix, strings.HasSuffix},
			{"Contains", Contains, strings.Contains},
		} {
			p, ok := f.build(lit)
			if !ok {
				t.Errorf("%s(%q) refused", f.name, lit)
				continue
			}
			want := make([]bool, len(inputs))
			for i, s := range inputs {
				want[i] = f.holds(s, lit)
			}
			cases = append(cases, jsCase{p, inputs})
			checks = append(checks, check{f.name + "(" + lit + ") = " + p, want})
		}
	}

	verdicts := runNode(t, node, cases)
	for i, v := range verdicts {
		c, inputs := checks[i], cases[i].Inputs
		if v.PlainError != "" || v.UnicodeError != "" {
			t.Errorf("%s: RegExp rejects it: %s %s", c.what, v.PlainError, v.UnicodeError)
			continue
		}
		for j, s := range inputs {
			if v.Plain[j] != c.want[j] || v.Unicode[j] != c.want[j] {
				t.Errorf("%s on %+q: Go %v, ECMA %v, ECMA with u %v", c.what, s, c.want[j], v.Plain[j], v.Unicode[j])
			}
		}
	}
	t.Logf("%d patterns checked (%d of %d expressions translated)", len(cases), translated, len(exprs))
}
