package pattern

import (
	"regexp/syntax"
	"strings"
)

type ruleKind int

const (
	prefixRule ruleKind = iota
	suffixRule
	containsRule
)

// Implies reports whether every string the declared pattern matches also
// matches rule, so a schema that already declares it needs no fix. rule is
// a pattern written by this package. Beyond equal patterns it understands
// rules from Prefix, Suffix and Contains, and only declared patterns whose
// ECMA meaning is known: those FromRE2 reproduces (up to spellings that are
// interchangeable in ECMA, such as \/ and /), since then the ECMA reading of
// declared equals its RE2 reading, which can be inspected as a syntax tree.
// Any doubt answers false.
func Implies(declared, rule string) bool {
	if declared == rule || canonical(declared) == canonical(rule) {
		return true
	}
	kind, lit, ok := classify(rule)
	if !ok {
		return false
	}
	if t, ok := FromRE2(declared); !ok || canonical(t) != canonical(declared) {
		return false
	}
	re, err := syntax.Parse(declared, syntax.Perl)
	if err != nil {
		return false
	}
	items := flatten(re)
	switch kind {
	case prefixRule:
		if len(items) == 0 || items[0].Op != syntax.OpBeginText {
			return false
		}
		var run []rune
		for _, it := range items[1:] {
			rs, ok := literalRunes(it)
			if !ok {
				break
			}
			run = append(run, rs...)
		}
		return strings.HasPrefix(string(run), lit)
	case suffixRule:
		if len(items) == 0 || items[len(items)-1].Op != syntax.OpEndText {
			return false
		}
		var run []rune
		for i := len(items) - 2; i >= 0; i-- {
			rs, ok := literalRunes(items[i])
			if !ok {
				break
			}
			run = append(append([]rune(nil), rs...), run...)
		}
		return strings.HasSuffix(string(run), lit)
	}
	// Every match contains each literal of the top-level concatenation, so
	// any run of adjacent literals containing lit will do.
	var run []rune
	for _, it := range items {
		rs, ok := literalRunes(it)
		if !ok {
			if strings.Contains(string(run), lit) {
				return true
			}
			run = nil
			continue
		}
		run = append(run, rs...)
	}
	return strings.Contains(string(run), lit)
}

// classify recognises Prefix, Suffix and Contains output.
func classify(rule string) (ruleKind, string, bool) {
	if rest, ok := strings.CutPrefix(rule, "^"); ok {
		if lit, ok := unescapeLiteral(rest); ok {
			return prefixRule, lit, true
		}
	}
	if rest, ok := strings.CutSuffix(rule, "$"); ok {
		if lit, ok := unescapeLiteral(rest); ok {
			return suffixRule, lit, true
		}
	}
	if lit, ok := unescapeLiteral(rule); ok {
		return containsRule, lit, true
	}
	return 0, "", false
}

// flatten lists the elements of re's top-level concatenation; captures and
// nested concatenations do not change what is matched.
func flatten(re *syntax.Regexp) []*syntax.Regexp {
	switch re.Op {
	case syntax.OpCapture:
		return flatten(re.Sub[0])
	case syntax.OpConcat:
		var out []*syntax.Regexp
		for _, sub := range re.Sub {
			out = append(out, flatten(sub)...)
		}
		return out
	}
	return []*syntax.Regexp{re}
}

// literalRunes returns the runes a literal node matches exactly; a
// case-folded literal qualifies only if no rune has another case.
func literalRunes(re *syntax.Regexp) ([]rune, bool) {
	if re.Op != syntax.OpLiteral {
		return nil, false
	}
	if re.Flags&syntax.FoldCase != 0 {
		for _, r := range re.Rune {
			if len(foldOrbit(r)) > 1 {
				return nil, false
			}
		}
	}
	return re.Rune, true
}

// canonical rewrites an ECMA pattern into one with the same meaning in both
// modes, so that interchangeable spellings compare equal: \/ becomes /, and
// outside classes \d and \w become the classes FromRE2 writes for them.
func canonical(p string) string {
	var b strings.Builder
	inClass := false
	for i := 0; i < len(p); i++ {
		c := p[i]
		if c == '\\' && i+1 < len(p) {
			n := p[i+1]
			i++
			switch {
			case n == '/':
				b.WriteByte('/')
			case n == 'd' && !inClass:
				b.WriteString("[0-9]")
			case n == 'w' && !inClass:
				b.WriteString("[0-9A-Z_a-z]")
			default:
				b.WriteByte('\\')
				b.WriteByte(n)
			}
			continue
		}
		switch {
		case c == '[' && !inClass:
			inClass = true
		case c == ']' && inClass:
			inClass = false
		}
		b.WriteByte(c)
	}
	return b.String()
}
