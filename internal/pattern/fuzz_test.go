package pattern

import (
	"regexp"
	"testing"
)

func FuzzFromRE2(f *testing.F) {
	for _, s := range []string{
		`^acct_[a-z0-9]+$`, `^\d{3}$`, `.`, `.*`, `^.+.+$`, `(?i)k`, `(?m)^a`, `\pL`,
		`[^a]+[^b]+`, `😀+`, `\B|x`, `(?s:.){2,}`, `^[-a-z]+$`, `(a|b)*\bc`, `\x{10FFFF}`,
	} {
		f.Add(s)
	}
	inputs := []string{"", "a", "acct_9", "123", "\n", "\r\u2028", "😀", "a😀b", "\u212a", "ſ", "kK"}
	f.Fuzz(func(t *testing.T, expr string) {
		out, ok := FromRE2(expr)
		if !ok {
			return
		}
		if out == "" {
			t.Fatalf("FromRE2(%q) succeeded with an empty pattern", expr)
		}
		if again, ok2 := FromRE2(expr); again != out || !ok2 {
			t.Fatalf("FromRE2(%q) not deterministic: %q then %q", expr, out, again)
		}
		orig, err := regexp.Compile(expr)
		if err != nil {
			t.Fatalf("FromRE2(%q) succeeded on an expression Go rejects: %v", expr, err)
		}
		// Most output is not RE2 (\uXXXX, [^]); where it is, RE2 reads the
		// shared subset the same way ECMA does, so it must agree with expr.
		back, err := regexp.Compile(out)
		if err != nil {
			return
		}
		for _, s := range inputs {
			if orig.MatchString(s) != back.MatchString(s) {
				t.Errorf("FromRE2(%q) = %q: Go verdicts on %q differ", expr, out, s)
			}
		}
	})
}
