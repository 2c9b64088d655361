package pattern

import (
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
)

// Code often normalises before it checks: strings.ToLower(x) == "usd".
// An enum of the lower-case values would be stricter than the code, which
// also accepts "USD"; the exact statement is a pattern matching every
// spelling strings.ToLower maps onto the value. These functions write it,
// for ASCII literals: each letter becomes the class of all runes that
// unicode.ToLower maps to it ([kK\u212A] for k: the Kelvin sign lowercases
// to k; [iI\u0130] for i).

var (
	lowerOnce    sync.Once
	lowerSources map[rune][]rune // ASCII lower-case letter -> runes lowering to it
)

func sources(c rune) []rune {
	lowerOnce.Do(func() {
		lowerSources = make(map[rune][]rune)
		for r := rune(0); r <= unicode.MaxRune; r++ {
			if l := unicode.ToLower(r); l >= 'a' && l <= 'z' {
				lowerSources[l] = append(lowerSources[l], r)
			}
		}
	})
	return lowerSources[c]
}

// lowered writes lit (ASCII) so that it matches exactly the substrings s
// with strings.ToLower(s) == lit. ok is false when lit has an upper-case
// letter (ToLower never yields one, so the check can never pass) or a
// non-ASCII rune.
func lowered(lit string) (string, bool) {
	if lit == "" {
		return "", false
	}
	var b strings.Builder
	for _, c := range lit {
		switch {
		case c >= utf8.RuneSelf || c == 0:
			return "", false
		case c >= 'A' && c <= 'Z':
			return "", false
		case c >= 'a' && c <= 'z':
			b.WriteByte('[')
			for _, r := range sources(c) {
				// Written as the rune itself (K, İ are in the BMP): the
				// same in ECMA-262, either mode, and in RE2.
				b.WriteRune(r)
			}
			b.WriteByte(']')
		default:
			esc, ok := escapeLiteral(string(c))
			if !ok {
				return "", false
			}
			b.WriteString(esc)
		}
	}
	return b.String(), true
}

// LoweredPrefix, LoweredSuffix and LoweredContains are Prefix, Suffix and
// Contains for a check on strings.ToLower(s). Since strings.ToLower maps
// rune to rune, matching rune by rune is exact.
func LoweredPrefix(lit string) (string, bool) {
	p, ok := lowered(lit)
	return "^" + p, ok
}

func LoweredSuffix(lit string) (string, bool) {
	p, ok := lowered(lit)
	return p + "$", ok
}

func LoweredContains(lit string) (string, bool) { return lowered(lit) }

// LoweredEnum matches exactly the strings s with strings.ToLower(s) one of
// values.
func LoweredEnum(values []string) (string, bool) {
	parts := make([]string, len(values))
	for i, v := range values {
		p, ok := lowered(v)
		if !ok {
			return "", false
		}
		parts[i] = p
	}
	return "^(?:" + strings.Join(parts, "|") + ")$", true
}
