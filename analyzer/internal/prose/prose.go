// Package prose holds what toolvet's analyzers share to read the words a
// model reads (descriptions: does one mention a name, which sentences does
// it have) and to write their own messages.
package prose

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/toolvet/toolvet/internal/model"
)

// ToolName names t in a message: tool "name", or "the tool".
func ToolName(t *model.Tool) string {
	if t.Name == "" {
		return "the tool"
	}
	return fmt.Sprintf("tool %q", t.Name)
}

// Sentences splits a description into sentences and lines: a period,
// exclamation or question mark followed by a space, or a line break.
func Sentences(text string) []string {
	var out []string
	start := 0
	for i, r := range text {
		end := -1
		switch r {
		case '\n':
			end = i
		case '.', '!', '?':
			if next, _ := utf8.DecodeRuneInString(text[i+1:]); next == ' ' || next == '\t' || next == '\n' {
				end = i + 1
			}
		}
		if end >= 0 {
			if s := strings.TrimSpace(text[start:end]); s != "" {
				out = append(out, s)
			}
			start = end
		}
	}
	if s := strings.TrimSpace(text[start:]); s != "" {
		out = append(out, s)
	}
	return out
}

// MentionsAny reports whether text mentions one of words.
func MentionsAny(text string, words []string) bool {
	for _, w := range words {
		if Mentions(text, w) {
			return true
		}
	}
	return false
}

// MentionsAll reports whether text mentions each of ws, and ws has one.
func MentionsAll(text string, ws []string) bool {
	for _, w := range ws {
		if !Mentions(text, w) {
			return false
		}
	}
	return len(ws) > 0
}

// Mentions reports whether text contains word, ignoring case, not as part
// of a longer word ("eur" is not mentioned by "europe").
func Mentions(text, word string) bool {
	text, word = strings.ToLower(text), strings.ToLower(word)
	if word == "" {
		return false
	}
	for i := 0; ; {
		j := strings.Index(text[i:], word)
		if j < 0 {
			return false
		}
		start, end := i+j, i+j+len(word)
		before, _ := utf8.DecodeLastRuneInString(text[:start])
		after, _ := utf8.DecodeRuneInString(text[end:])
		if !isWordRune(before) && !isWordRune(after) {
			return true
		}
		i = start + 1
	}
}

func isWordRune(r rune) bool {
	return r != utf8.RuneError && (unicode.IsLetter(r) || unicode.IsDigit(r) || r == '_')
}

// JoinNames joins names as a sentence does: "a", "a and b", "a, b and c".
func JoinNames(names []string) string { return join(names, " and ") }

// JoinOr joins alternatives as a sentence does: "a", "a or b", "a, b or c".
func JoinOr(names []string) string { return join(names, " or ") }

func join(names []string, last string) string {
	switch len(names) {
	case 0:
		return ""
	case 1:
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + last + names[len(names)-1]
}
