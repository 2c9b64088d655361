package model

import (
	"go/constant"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Sentence turns a rule's Says ("must match \"^\\\\bref\"", Go-quoted for
// messages) into the sentence a description holds: capitalised, ended with
// a period, each quoted value written as itself between single quotes
// ("Must match '^\bref'."). A description is text, not Go: a Go-escaped
// value there would show the model a regular expression with doubled
// backslashes.
func Sentence(says string) string {
	says = PlainQuotes(says)
	r, size := utf8.DecodeRuneInString(says)
	return string(unicode.ToUpper(r)) + says[size:] + "."
}

// PlainQuotes rewrites each Go string literal in s as its value between
// single quotes.
func PlainQuotes(s string) string {
	var b strings.Builder
	for {
		i := strings.IndexByte(s, '"')
		if i < 0 {
			b.WriteString(s)
			return b.String()
		}
		b.WriteString(s[:i])
		lit, err := strconv.QuotedPrefix(s[i:])
		if err != nil {
			b.WriteString(s[i:])
			return b.String()
		}
		v, _ := strconv.Unquote(lit)
		b.WriteString("'" + v + "'")
		s = s[i+len(lit):]
	}
}

// Bound is a numeric bound rule's keyword and its words ("must be at least
// 1"), shared by every rule source that maps a bound (validator tags,
// ozzo rules) so they say it alike. k is Minimum, Maximum,
// ExclusiveMinimum or ExclusiveMaximum.
func Bound(k Keyword, v constant.Value) (Constraint, string) {
	says := map[Keyword]string{
		Minimum:          "must be at least ",
		Maximum:          "must be at most ",
		ExclusiveMinimum: "must be greater than ",
		ExclusiveMaximum: "must be less than ",
	}[k]
	return Constraint{Keyword: k, Num: v}, says + NumText(v)
}
