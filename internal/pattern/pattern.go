// Package pattern writes JSON Schema "pattern" keywords for rules toolvet
// finds in Go code.
//
// It exists because the two sides speak different regular expression
// languages. A JSON Schema pattern is an ECMA-262 regular expression applied
// as an unanchored search, and validators disagree on whether they compile it
// with the u flag (code points) or without it (UTF-16 code units). The Go side
// is RE2 (package regexp) running over UTF-8. Copying an expression across
// verbatim is wrong more often than it looks: `.` excludes \r, \u2028 and
// \u2029 in ECMA but only \n in Go, \s covers different characters, (?i)
// folds differently, a class matches half of a surrogate pair without the u
// flag, and `x{3}` counts code units there. toolvet only offers a pattern
// when the ECMA search verdict equals the Go verdict for every valid UTF-8
// input string under both ECMA modes; every function here answers ok=false
// (or false) rather than guess.
package pattern

import (
	"regexp"
	"regexp/syntax"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf16"
	"unicode/utf8"
)

// syntaxChars are the characters escaped with a backslash outside classes:
// the ECMA SyntaxCharacter set. Escaping anything else, such as "-" or a
// letter, is a syntax error under the u flag; "/" needs no escape, since a
// schema pattern is a string, not a /regexp/ literal.
const syntaxChars = `^$\.*+?()[]{}|`

// Prefix returns the pattern whose search verdict is strings.HasPrefix(s, lit)
// for every s. ok is false when lit is empty (the rule is vacuous, and a
// validator would accept everything anyway), is not valid UTF-8 (a string
// decoded from UTF-8 cannot hold the invalid bytes, so no pattern can
// require them) or contains NUL, which toolvet's contract for literal rules
// keeps out (FromRE2 does write an RE2 \x00 as \u0000).
func Prefix(lit string) (string, bool) {
	esc, ok := escapeLiteral(lit)
	if !ok {
		return "", false
	}
	return "^" + esc, true
}

// Suffix is Prefix for strings.HasSuffix.
func Suffix(lit string) (string, bool) {
	esc, ok := escapeLiteral(lit)
	if !ok {
		return "", false
	}
	return esc + "$", true
}

// Contains is Prefix for strings.Contains.
func Contains(lit string) (string, bool) {
	return escapeLiteral(lit)
}

func escapeLiteral(lit string) (string, bool) {
	if lit == "" || !utf8.ValidString(lit) || strings.IndexByte(lit, 0) >= 0 {
		return "", false
	}
	var b strings.Builder
	for _, r := range lit {
		appendLiteralRune(&b, r)
	}
	return b.String(), true
}

// appendLiteralRune writes r so that it matches r alone, outside a class, in
// both ECMA modes. Printable characters stay readable; the rest become
// \uXXXX escapes, an astral one as a surrogate pair, which the u flag reads
// as one code point and the non-u mode as the two code units the input holds.
// The caller must not put a quantifier directly after an astral rune: without
// the u flag it would bind to the low surrogate only.
func appendLiteralRune(b *strings.Builder, r rune) {
	switch {
	case r < utf8.RuneSelf && strings.IndexByte(syntaxChars, byte(r)) >= 0:
		b.WriteByte('\\')
		b.WriteByte(byte(r))
	case controlEscape(r) != "":
		b.WriteString(controlEscape(r))
	case r < 0x20 || r == 0x7f:
		appendU(b, r)
	case r < utf8.RuneSelf || unicode.IsPrint(r):
		b.WriteRune(r)
	case r <= 0xffff:
		appendU(b, r)
	default:
		r1, r2 := utf16.EncodeRune(r)
		appendU(b, r1)
		appendU(b, r2)
	}
}

// appendClassRune writes a BMP rune as a class atom, valid in both modes.
func appendClassRune(b *strings.Builder, r rune) {
	switch {
	case strings.ContainsRune(`\][^-`, r):
		b.WriteByte('\\')
		b.WriteRune(r)
	case controlEscape(r) != "":
		b.WriteString(controlEscape(r))
	case r < 0x20 || r >= 0x7f:
		appendU(b, r)
	default:
		b.WriteRune(r)
	}
}

// controlEscape spells the control characters that have the same short
// escape in Go and ECMA, for readability.
func controlEscape(r rune) string {
	switch r {
	case '\t':
		return `\t`
	case '\n':
		return `\n`
	case '\v':
		return `\v`
	case '\f':
		return `\f`
	case '\r':
		return `\r`
	}
	return ""
}

func appendU(b *strings.Builder, r rune) {
	s := strconv.FormatInt(int64(r), 16)
	b.WriteString(`\u`)
	b.WriteString(strings.Repeat("0", 4-len(s)))
	b.WriteString(strings.ToUpper(s))
}

// unescapeLiteral inverts escapeLiteral. It accepts only text escapeLiteral
// could have written (checked by a round trip), so a rule string is
// recognised as Prefix/Suffix/Contains output and nothing else.
func unescapeLiteral(esc string) (string, bool) {
	var b strings.Builder
	for i := 0; i < len(esc); {
		c := esc[i]
		if c != '\\' {
			if strings.IndexByte(syntaxChars, c) >= 0 {
				return "", false
			}
			r, n := utf8.DecodeRuneInString(esc[i:])
			b.WriteRune(r)
			i += n
			continue
		}
		if i+1 >= len(esc) {
			return "", false
		}
		n := esc[i+1]
		switch {
		case strings.IndexByte(syntaxChars, n) >= 0:
			b.WriteByte(n)
			i += 2
		case strings.IndexByte("tnvfr", n) >= 0:
			b.WriteByte("\t\n\v\f\r"[strings.IndexByte("tnvfr", n)])
			i += 2
		case n == 'u':
			r, ok := hex4(esc, i+2)
			if !ok {
				return "", false
			}
			i += 6
			if utf16.IsSurrogate(r) {
				r2, ok := hex4(esc, i+2)
				if !ok || !strings.HasPrefix(esc[i:], `\u`) {
					return "", false
				}
				r = utf16.DecodeRune(r, r2)
				i += 6
			}
			b.WriteRune(r)
		default:
			return "", false
		}
	}
	lit := b.String()
	if again, ok := escapeLiteral(lit); !ok || again != esc {
		return "", false
	}
	return lit, true
}

func hex4(s string, i int) (rune, bool) {
	if i+4 > len(s) {
		return 0, false
	}
	v, err := strconv.ParseUint(s[i:i+4], 16, 32)
	if err != nil {
		return 0, false
	}
	return rune(v), true
}

// OrEmpty returns the ECMA-262 pattern that matches what p matches and the
// empty string: the keyword for a check the code makes only on a non-empty
// value. That is p itself when p already matches the empty string
// (`^[^/]*$`); otherwise the alternation is the pattern's outermost
// operator, so p needs no group.
func OrEmpty(p string) string {
	if strings.HasPrefix(p, "^$|") || MatchesEmpty(p) {
		return p
	}
	return "^$|" + p
}

// MatchesEmpty reports whether the ECMA-262 pattern p surely matches the
// empty string. Whether a pattern matches "" depends on its structure, not
// on what its classes and escapes hold, so RE2's reading of a pattern it
// parses answers for ECMA-262 too; a pattern RE2 does not parse (`\u0041`,
// a lookahead) gets false.
func MatchesEmpty(p string) bool {
	re, err := regexp.Compile(p)
	return err == nil && re.MatchString("")
}

// Excluding returns the ECMA-262 pattern of the strings in which the RE2
// expression expr finds no match, when expr matches one character of a
// class anywhere (`[;|&]`, `[;|&]+`, a single literal character): the
// strings made only of the other characters, `^[^;|&]*$`. ok is false for
// any other expression.
func Excluding(expr string) (string, bool) {
	re, err := syntax.Parse(expr, syntax.Perl)
	if err != nil {
		return "", false
	}
	re = re.Simplify()
	if re.Op == syntax.OpPlus && len(re.Sub) == 1 {
		re = re.Sub[0] // [abc]+ matches where [abc] does
	}
	var ranges []rune
	switch {
	case re.Op == syntax.OpCharClass:
		ranges = re.Rune
	case re.Op == syntax.OpLiteral && len(re.Rune) == 1 && re.Flags&syntax.FoldCase == 0:
		ranges = []rune{re.Rune[0], re.Rune[0]}
	default:
		return "", false
	}
	var pairs [][2]rune
	for i := 0; i+1 < len(ranges); i += 2 {
		pairs = append(pairs, [2]rune{ranges[i], ranges[i+1]})
	}
	return excludingPairs(pairs)
}

// ExcludingRunes returns the ECMA-262 pattern of the strings that hold
// none of rs (strings.ContainsAny(v, chars) failing): `^[^;|&]*$`. ok is
// false when rs is empty or holds an invalid rune.
func ExcludingRunes(rs []rune) (string, bool) {
	if len(rs) == 0 {
		return "", false
	}
	var pairs [][2]rune
	for _, r := range rs {
		if !utf8.ValidRune(r) {
			return "", false
		}
		pairs = append(pairs, [2]rune{r, r})
	}
	slices.SortFunc(pairs, func(a, b [2]rune) int { return int(a[0] - b[0]) })
	pairs = slices.Compact(pairs)
	return excludingPairs(pairs)
}

// excludingPairs returns the pattern of the strings made only of runes
// outside the sorted, disjoint ranges pairs.
func excludingPairs(pairs [][2]rune) (string, bool) {
	var other []rune
	for _, p := range complement(pairs, 0, unicode.MaxRune) {
		other = append(other, p[0], p[1])
	}
	if len(other) == 0 {
		return "", false
	}
	whole := &syntax.Regexp{Op: syntax.OpConcat, Sub: []*syntax.Regexp{
		{Op: syntax.OpBeginText},
		{Op: syntax.OpStar, Sub: []*syntax.Regexp{{Op: syntax.OpCharClass, Rune: other}}},
		{Op: syntax.OpEndText},
	}}
	return FromRE2(whole.String())
}
