package pattern

import (
	"os/exec"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// excludedSets are character sets a handler refuses, and excludedInputs
// the values tried against their patterns.
var (
	excludedSets   = []string{";", ";|&", "b;a;", " ", "\n\t", "é", `\]^-`, "\u2028"}
	excludedInputs = []string{"", "abc", "a;b", ";", "x|", "héllo", "tab\there", "line\nbreak", "a b", "😀", "x😀", "a\\b", "]", "^-", "\u2028", "e\u0301"}
)

func TestExcluding(t *testing.T) {
	for _, tc := range []struct {
		expr, want string
		ok         bool
	}{
		{`[;|&]`, "", true},
		{`[;|&]+`, "", true},
		{`;`, "", true},
		{"[;|&`$(){}><\n\r'\"\\\\]", "", true},
		{`ab`, "", false},
		{`^[a-z]`, "", false},
		{`(?i)a`, "", false},
	} {
		got, ok := Excluding(tc.expr)
		if ok != tc.ok {
			t.Errorf("Excluding(%q) ok = %v, want %v", tc.expr, ok, tc.ok)
			continue
		}
		if !ok {
			continue
		}
		// The pattern accepts exactly the strings expr finds nothing in.
		re := regexp.MustCompile(tc.expr)
		back := regexp.MustCompile(got) // the ECMA pattern is also valid RE2 here
		for _, s := range []string{"", "abc", "a;b", ";", "x|", "héllo", "tab\there", "q\"", "a\\b", "é&"} {
			if re.MatchString(s) == back.MatchString(s) {
				t.Errorf("Excluding(%q) = %q: on %q, expr matches %v and the pattern too", tc.expr, got, s, re.MatchString(s))
			}
		}
	}
}

// TestExcludingRunes: the pattern accepts exactly the strings that hold
// none of the runes, as strings.ContainsAny says (duplicates, class
// metacharacters and line terminators included), in Go and in node.
func TestExcludingRunes(t *testing.T) {
	var cases []jsCase
	var wants [][]bool
	for _, chars := range excludedSets {
		got, ok := ExcludingRunes([]rune(chars))
		if !ok {
			t.Errorf("ExcludingRunes(%q): not ok", chars)
			continue
		}
		want := make([]bool, len(excludedInputs))
		for i, s := range excludedInputs {
			want[i] = !strings.ContainsAny(s, chars)
		}
		cases, wants = append(cases, jsCase{got, excludedInputs}), append(wants, want)
		back, err := regexp.Compile(got) // ASCII sets: the ECMA pattern is also RE2
		if err != nil {
			continue
		}
		for i, s := range excludedInputs {
			if back.MatchString(s) != want[i] {
				t.Errorf("ExcludingRunes(%q) = %q: on %q, the pattern matches %v", chars, got, s, !want[i])
			}
		}
	}
	// Every set, under ECMA-262 with and without the u flag.
	node, err := exec.LookPath("node")
	if err != nil {
		t.Log("node not on PATH: the ECMA-262 check is skipped")
	} else {
		for i, v := range runNode(t, node, cases) {
			if v.PlainError != "" || v.UnicodeError != "" || !slices.Equal(v.Plain, wants[i]) || !slices.Equal(v.Unicode, wants[i]) {
				t.Errorf("%q in node: %+v, want %v", cases[i].Pattern, v, wants[i])
			}
		}
	}
	// A rune outside the BMP has no class FromRE2 writes exactly: none.
	for _, rs := range [][]rune{nil, {-1}, {0x110000}, []rune("😀x")} {
		if got, ok := ExcludingRunes(rs); ok {
			t.Errorf("ExcludingRunes(%q) = %q, want not ok", rs, got)
		}
	}
}
