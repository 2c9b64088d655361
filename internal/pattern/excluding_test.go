package pattern

import (
	"regexp"
	"testing"
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
