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
// ozzo rules, handler guards) so they say it alike. k is Minimum, Maximum,
// ExclusiveMinimum or ExclusiveMaximum.
func Bound(k Keyword, v constant.Value) (Constraint, string) {
	c := Constraint{Keyword: k, Num: v}
	return c, c.Says()
}

// Says phrases the constraint as what it asks of the argument, completing
// "<argument> ..." ("must be at least 1", "must match \"^acct_\"", Go-quoted
// as a rule's Says is), or "" for a keyword toolvet has no words for. Every
// place that puts a keyword into words uses it, so a rule reads the same
// whether it came from a guard, a tag or a declared schema.
func (c Constraint) Says() string {
	if c.Num == nil {
		switch c.Keyword {
		case Pattern:
			return "must match " + strconv.Quote(c.Str)
		case Format:
			if noun := FormatNoun(c.Str); noun != "" {
				return "must be " + noun
			}
			return "must be in the format " + strconv.Quote(c.Str)
		case AnyFormat:
			says := make([]string, len(c.Strs))
			for i, f := range c.Strs {
				if says[i] = FormatNoun(f); says[i] == "" {
					says[i] = "in the format " + strconv.Quote(f)
				}
			}
			return "must be " + strings.Join(says, " or ")
		}
		return ""
	}
	n := NumText(c.Num)
	switch c.Keyword {
	case NotConst:
		return "must not be " + n
	case Minimum:
		return "must be at least " + n
	case Maximum:
		return "must be at most " + n
	case ExclusiveMinimum:
		return "must be greater than " + n
	case ExclusiveMaximum:
		return "must be less than " + n
	case MultipleOf:
		return "must be a multiple of " + n
	case MinLength:
		if n == "1" {
			return "must not be empty"
		}
		return "must be at least " + n + " characters long"
	case MaxLength:
		return "must be at most " + n + plural(" character", n) + " long"
	case MinItems:
		if n == "1" {
			return "must not be empty"
		}
		return "must have at least " + n + " items"
	case MaxItems:
		return "must have at most " + n + plural(" item", n)
	}
	return ""
}

func plural(noun, n string) string {
	if n == "1" {
		return noun
	}
	return noun + "s"
}

// FormatNoun names what a value of a JSON Schema format is ("an email
// address" for email), or "" for a format toolvet has no words for.
func FormatNoun(format string) string {
	return formatNouns[format]
}

var formatNouns = map[string]string{
	"email":     "an email address",
	"uri":       "a URI",
	"uuid":      "a UUID",
	"ipv4":      "an IPv4 address",
	"ipv6":      "an IPv6 address",
	"hostname":  "a host name",
	"date-time": "an RFC 3339 date-time",
	"date":      "a date (YYYY-MM-DD)",
	"time":      "a time of day (RFC 3339)",
	"duration":  "an ISO 8601 duration",
}
