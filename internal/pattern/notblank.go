package pattern

import (
	"fmt"
	"strings"
	"unicode"
)

// NotBlank is the pattern matching exactly the strings s with
// strings.TrimSpace(s) != "": those holding a rune unicode.IsSpace
// rejects. A check that trims before testing for "" states this, not
// minLength 1, which lets "   " through. ECMA-262's \S differs from Go's
// white space (U+0085 is space to Go only, U+FEFF to ECMA only), so the
// class lists Go's white space itself.
var NotBlank = notBlank()

func notBlank() string {
	// unicode.IsSpace is the White_Space property, Latin-1 included; all
	// of it lies in the BMP.
	var spaces []rune
	for _, r := range unicode.White_Space.R16 {
		for c := rune(r.Lo); c <= rune(r.Hi); c += rune(r.Stride) {
			spaces = append(spaces, c)
		}
	}
	var b strings.Builder
	b.WriteString("[^")
	for i := 0; i < len(spaces); {
		j := i
		for j+1 < len(spaces) && spaces[j+1] == spaces[j]+1 {
			j++
		}
		b.WriteString(ecmaClassRune(spaces[i]))
		if j > i+1 {
			b.WriteByte('-')
		}
		if j > i {
			b.WriteString(ecmaClassRune(spaces[j]))
		}
		i = j + 1
	}
	b.WriteString("]")
	return b.String()
}

// ecmaClassRune writes a BMP rune inside an ECMA-262 character class.
func ecmaClassRune(r rune) string {
	switch r {
	case ' ':
		return " "
	case '\t':
		return `\t`
	case '\r':
		return `\r`
	}
	return fmt.Sprintf(`\u%04x`, r)
}
