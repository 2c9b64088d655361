package model

import "testing"

func TestSentence(t *testing.T) {
	for _, c := range []struct{ says, want string }{
		{`must start with "acct_"`, `Must start with 'acct_'.`},
		{`must match "^\\bref[0-9]+$"`, `Must match '^\bref[0-9]+$'.`},
		{`must be one of "usd", "eur"`, `Must be one of 'usd', 'eur'.`},
		{`must be at most 5000`, `Must be at most 5000.`},
		{`must contain "\"" unbalanced "x`, `Must contain '"' unbalanced "x.`},
	} {
		if got := Sentence(c.says); got != c.want {
			t.Errorf("Sentence(%q) = %q, want %q", c.says, got, c.want)
		}
	}
}
