package pattern

import (
	"os/exec"
	"regexp"
	"strings"
	"testing"
	"unicode"
)

// TestNotBlank: NotBlank, read by Go's regexp (\uXXXX written \x{XXXX}),
// matches a one-rune string exactly when strings.TrimSpace keeps it, over
// every rune; and a longer string exactly when TrimSpace leaves something.
func TestNotBlank(t *testing.T) {
	goForm := regexp.MustCompile(`\\u([0-9a-f]{4})`).ReplaceAllString(NotBlank, `\x{$1}`)
	re := regexp.MustCompile(goForm)
	for r := rune(0); r <= unicode.MaxRune; r++ {
		if r >= 0xd800 && r <= 0xdfff {
			continue // not a rune a Go string holds
		}
		s := string(r)
		if got, want := re.MatchString(s), strings.TrimSpace(s) != ""; got != want {
			t.Fatalf("NotBlank on %U: match %v, TrimSpace keeps it %v (pattern %s)", r, got, want, NotBlank)
		}
	}
	for _, s := range []string{"", " ", " \t\n\u0085\u00a0\u3000 ", " a ", "\ufeff", "a"} {
		if got, want := re.MatchString(s), strings.TrimSpace(s) != ""; got != want {
			t.Errorf("NotBlank on %q: match %v, want %v", s, got, want)
		}
	}
	if want := `[^\t-\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]`; NotBlank != want {
		t.Errorf("NotBlank = %s, want %s", NotBlank, want)
	}
}

// TestNotBlankNode: ECMA-262 (node, with and without the u flag) reads
// NotBlank as Go does, on every BMP rune and a few strings.
func TestNotBlankNode(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("node not on PATH")
	}
	var inputs []string
	for r := rune(0); r <= 0xffff; r++ {
		if r < 0xd800 || r > 0xdfff {
			inputs = append(inputs, string(r))
		}
	}
	inputs = append(inputs, "", "  ", " a ", "\U0001F600", " \u0085\ufeff ")
	v := runNode(t, node, []jsCase{{Pattern: NotBlank, Inputs: inputs}})[0]
	if v.PlainError != "" || v.UnicodeError != "" {
		t.Fatalf("node rejects %s: %s %s", NotBlank, v.PlainError, v.UnicodeError)
	}
	for i, s := range inputs {
		want := strings.TrimSpace(s) != ""
		if v.Plain[i] != want || v.Unicode[i] != want {
			t.Fatalf("node on %q: plain %v, u %v, want %v", s, v.Plain[i], v.Unicode[i], want)
		}
	}
}
