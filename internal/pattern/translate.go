package pattern

import (
	"fmt"
	"regexp/syntax"
	"slices"
	"strings"
	"unicode"
)

// surrogatePair matches one astral character without the u flag, where the
// input holds it as two code units. With the u flag it matches nothing: it
// then denotes two lone surrogates, which a string decoded from valid UTF-8
// never contains.
const surrogatePair = `[\uD800-\uDBFF][\uDC00-\uDFFF]`

// context says what surrounds the text being emitted, so groups are only
// added where ECMA precedence needs them.
type context int

const (
	inAlt    context = iota // top level or an alternation branch
	inConcat                // an element of a concatenation
	inRepeat                // the operand of a quantifier: one atom
)

// FromRE2 translates a Go regular expression (as regexp.Compile parses it)
// into an ECMA-262 pattern with the same match verdict for every valid UTF-8
// input, with and without the u flag. ok is false for invalid expressions
// and for everything outside the subset whose exactness is argued below:
// multi-line anchors, empty classes, classes (and case-fold orbits) that
// cover part but not all of the astral planes, literal surrogates, and \B
// where it could match the empty string between the halves of a surrogate
// pair.
//
// With the u flag the input is code points, like Go's runes: every class
// emitted matches exactly the Go class minus surrogates (which valid UTF-8
// lacks), and ^, $, \b and \B agree (ASCII word characters, no i flag).
// Without it the input is UTF-16 code units: every atom emitted here either
// consumes whole characters and cannot start or end between the two units
// of a pair, or is a "unit loop" (see unitForm). ^, $ and \b are false
// between the units of a pair and \B is handled below, so outside unit
// loops every step of a match sits on character boundaries, where all four
// assertions agree with Go. ECMA's rule that a loop iteration past the
// minimum may not match empty changes no verdict: such an iteration can
// always be dropped.
func FromRE2(expr string) (string, bool) {
	re, err := syntax.Parse(expr, syntax.Perl)
	if err != nil {
		return "", false
	}
	t := &translator{classText: sourceClasses(expr)}
	if hasOp(re, syntax.OpNoWordBoundary) {
		// Between the units of a pair \B holds in the non-u mode, so a
		// pattern that can match the empty string there through \B alone
		// would match where Go finds no position.
		if nullable(re, true) && !nullable(re, false) {
			return "", false
		}
	} else {
		t.unitLoops = true
		t.pickUnitPlus(re)
	}
	out, ok := t.emit(re, inAlt)
	if !ok {
		return "", false
	}
	if out == "" {
		out = "(?:)"
	}
	return out, true
}

type translator struct {
	// classText maps the ranges of a class written in the source to that
	// source text, so a class such as [a-z0-9] keeps its author's order
	// instead of Go's sorted [0-9a-z].
	classText map[string]string
	// unitLoops allows unitForm at all: only without \B, which is the one
	// assertion that holds between the units of a pair.
	unitLoops bool
	// unitPlus holds the "+" nodes allowed unitForm (see pickUnitPlus).
	unitPlus map[*syntax.Regexp]bool
}

func (t *translator) emit(re *syntax.Regexp, ctx context) (string, bool) {
	switch re.Op {
	case syntax.OpCapture:
		return t.emit(re.Sub[0], ctx)
	case syntax.OpEmptyMatch:
		if ctx == inRepeat {
			return "(?:)", true
		}
		return "", true
	case syntax.OpLiteral:
		return t.literal(re, ctx)
	case syntax.OpCharClass, syntax.OpAnyChar, syntax.OpAnyCharNotNL:
		return t.class(re)
	case syntax.OpBeginText, syntax.OpEndText, syntax.OpWordBoundary, syntax.OpNoWordBoundary:
		s := map[syntax.Op]string{
			syntax.OpBeginText:      "^",
			syntax.OpEndText:        "$",
			syntax.OpWordBoundary:   `\b`,
			syntax.OpNoWordBoundary: `\B`,
		}[re.Op]
		// ECMA (u flag) rejects a quantifier directly on an assertion.
		return group(s, ctx == inRepeat), true
	case syntax.OpConcat:
		if len(re.Sub) == 1 {
			return t.emit(re.Sub[0], ctx)
		}
		var b strings.Builder
		for _, sub := range re.Sub {
			s, ok := t.emit(sub, inConcat)
			if !ok {
				return "", false
			}
			b.WriteString(s)
		}
		return group(b.String(), ctx == inRepeat), true
	case syntax.OpAlternate:
		parts := make([]string, len(re.Sub))
		for i, sub := range re.Sub {
			s, ok := t.emit(sub, inAlt)
			if !ok {
				return "", false
			}
			parts[i] = s
		}
		return group(strings.Join(parts, "|"), ctx != inAlt), true
	case syntax.OpStar, syntax.OpPlus, syntax.OpQuest, syntax.OpRepeat:
		return t.repeat(re, ctx)
	}
	// OpNoMatch, OpBeginLine, OpEndLine (multi-line mode) and anything newer.
	return "", false
}

func group(s string, need bool) string {
	if need {
		return "(?:" + s + ")"
	}
	return s
}

// bounds returns a repetition's counts; max is -1 when unbounded.
func bounds(re *syntax.Regexp) (min, max int) {
	switch re.Op {
	case syntax.OpStar:
		return 0, -1
	case syntax.OpPlus:
		return 1, -1
	case syntax.OpQuest:
		return 0, 1
	}
	return re.Min, re.Max
}

func (t *translator) repeat(re *syntax.Regexp, ctx context) (string, bool) {
	min, max := bounds(re)
	var q string
	switch {
	case min == 0 && max == -1:
		q = "*"
	case min == 1 && max == -1:
		q = "+"
	case min == 0 && max == 1:
		q = "?"
	case min == max:
		q = fmt.Sprintf("{%d}", min)
	case max == -1:
		q = fmt.Sprintf("{%d,}", min)
	default:
		q = fmt.Sprintf("{%d,%d}", min, max)
	}
	// Laziness (x*?, (?U)) is dropped: it changes which match is found,
	// never whether one exists.
	var body string
	if t.unitLoops && (q == "*" || t.unitPlus[re]) {
		if s, ok := unitForm(re.Sub[0]); ok {
			body = s
		}
	}
	if body == "" {
		s, ok := t.emit(re.Sub[0], inRepeat)
		if !ok {
			return "", false
		}
		body = s
	}
	// A quantifier on a quantified atom is a syntax error (or, for "?",
	// laziness) in ECMA, hence the group.
	return group(body+q, ctx == inRepeat), true
}

// unitForm returns, for a class that contains every astral character, the
// single negated class [^Y] with Y the BMP characters the class lacks. With
// the u flag that is the class exactly. Without it, [^Y] matches BMP members
// and also any lone surrogate unit, so inside a loop it eats an astral
// character one unit at a time. That is exact for a loop under "*": in any
// non-u match, a loop boundary that falls between the two units of a pair
// (only loops can start or end there, and no assertion without \B holds
// there) can be moved by one unit, the loop on one side giving the unit to
// the loop (or match end) on the other, until every pair lies inside one
// loop's run. A "*" loop may shrink to nothing, so this always succeeds. A
// "+" loop must keep one unit; when no two "+" loops can meet at such a
// boundary (pickUnitPlus) the "+" side always takes the unit rather than
// giving it, so it never shrinks. Two "+" loops that can meet would fail:
// [^a]+[^a]+ matches one astral character without the u flag, .+.+ does not
// match it in Go.
func unitForm(sub *syntax.Regexp) (string, bool) {
	ranges := classRanges(sub)
	if ranges == nil {
		return "", false
	}
	bmp, astral := splitClass(ranges)
	if astral != astralAll {
		return "", false
	}
	missing := intersect(complement(bmp, 0, 0xffff), [][2]rune{{0, 0xd7ff}, {0xe000, 0xffff}})
	return "[^" + rangesText(missing) + "]", true
}

// pickUnitPlus chooses the "+" loops over all-astral classes that may use
// unitForm: every chosen loop must occur at most once per match, and no two
// may meet with only steps between them that can pass the middle of a
// surrogate pair without consuming. Elements of the top-level concatenation
// occur once each, and an element that must consume, or is ^, $ or \b (all
// false there), separates its neighbours; failing that, the first "+" that
// occurs at most once is chosen alone.
func (t *translator) pickUnitPlus(re *syntax.Regexp) {
	t.unitPlus = map[*syntax.Regexp]bool{}
	separated := true
	for _, it := range flatten(re) {
		if isUnitPlus(it) && separated {
			t.unitPlus[it] = true
			separated = false
		} else if !nullable(it, false) {
			separated = true
		}
	}
	if len(t.unitPlus) == 0 {
		t.pickOnePlus(re, false)
	}
}

func isUnitPlus(re *syntax.Regexp) bool {
	switch re.Op {
	case syntax.OpPlus, syntax.OpRepeat:
		min, max := bounds(re)
		if min == 1 && max == -1 {
			_, ok := unitForm(re.Sub[0])
			return ok
		}
	}
	return false
}

func (t *translator) pickOnePlus(re *syntax.Regexp, inLoop bool) {
	if len(t.unitPlus) > 0 {
		return
	}
	if !inLoop && isUnitPlus(re) {
		t.unitPlus[re] = true
		return
	}
	switch re.Op {
	case syntax.OpStar, syntax.OpPlus, syntax.OpQuest, syntax.OpRepeat:
		_, max := bounds(re)
		inLoop = inLoop || max == -1 || max > 1
	}
	for _, sub := range re.Sub {
		t.pickOnePlus(sub, inLoop)
	}
}

func (t *translator) literal(re *syntax.Regexp, ctx context) (string, bool) {
	var b strings.Builder
	atom := len(re.Rune) == 1
	for _, r := range re.Rune {
		if re.Flags&syntax.FoldCase != 0 {
			if orbit := foldOrbit(r); len(orbit) > 1 {
				// Go's (?i) matches the whole simple-fold orbit (k, K and
				// the Kelvin sign); ECMA's i flag folds differently and
				// is not ours to set, so the orbit is spelled out.
				if orbit[len(orbit)-1] > 0xffff {
					return "", false
				}
				var ranges [][2]rune
				for _, o := range orbit {
					ranges = append(ranges, [2]rune{o, o})
				}
				b.WriteString("[" + rangesText(normalize(ranges)) + "]")
				continue
			}
		}
		if r >= 0xd800 && r <= 0xdfff {
			// Go never sees a surrogate in valid UTF-8, so this literal
			// matches nothing; without the u flag \uD800 would match half
			// of a pair.
			return "", false
		}
		if r > 0xffff {
			// Two code units without the u flag: not an atom.
			atom = false
		}
		appendLiteralRune(&b, r)
	}
	return group(b.String(), ctx == inRepeat && !atom), true
}

func foldOrbit(r rune) []rune {
	orbit := []rune{r}
	for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
		orbit = append(orbit, f)
	}
	slices.Sort(orbit)
	return orbit
}

// class emits a one-character node as a single atom.
func (t *translator) class(re *syntax.Regexp) (string, bool) {
	bmp, astral := splitClass(classRanges(re))
	switch astral {
	case astralPart:
		// An astral subrange needs u-only syntax (\u{...}) or a u-only
		// reading of surrogate pairs inside a class; neither is shared.
		return "", false
	case astralNone:
		if len(bmp) == 0 {
			return "", false
		}
		if re.Op == syntax.OpCharClass {
			if s, ok := t.classText[rangesKey(re.Rune)]; ok {
				return s, true
			}
		}
		if len(bmp) == 1 && bmp[0][0] == bmp[0][1] {
			var b strings.Builder
			appendLiteralRune(&b, bmp[0][0])
			return b.String(), true
		}
		return "[" + rangesText(bmp) + "]", true
	}
	// All astral characters: the negated class below matches the BMP
	// members in both modes (it excludes the surrogates, so never half a
	// pair without the u flag) and, with the u flag only, every astral
	// character; surrogatePair covers them without the u flag.
	return "(?:[^" + rangesText(complement(bmp, 0, 0xffff)) + "]|" + surrogatePair + ")", true
}

// classRanges returns the ranges (lo, hi pairs) of a node that matches
// exactly one character, or nil.
func classRanges(re *syntax.Regexp) []rune {
	for re.Op == syntax.OpCapture {
		re = re.Sub[0]
	}
	switch re.Op {
	case syntax.OpCharClass:
		if len(re.Rune) == 0 {
			return []rune{}
		}
		return re.Rune
	case syntax.OpAnyChar:
		return []rune{0, unicode.MaxRune}
	case syntax.OpAnyCharNotNL:
		return []rune{0, '\n' - 1, '\n' + 1, unicode.MaxRune}
	}
	return nil
}

type astralCover int

const (
	astralNone astralCover = iota
	astralAll
	astralPart
)

// splitClass returns the class's BMP part without surrogates (which valid
// UTF-8 cannot hold, so dropping them keeps Go's meaning) and how much of
// U+10000..U+10FFFF it covers.
func splitClass(ranges []rune) ([][2]rune, astralCover) {
	var pairs [][2]rune
	for i := 0; i+1 < len(ranges); i += 2 {
		pairs = append(pairs, [2]rune{ranges[i], ranges[i+1]})
	}
	pairs = normalize(pairs)
	bmp := intersect(pairs, [][2]rune{{0, 0xd7ff}, {0xe000, 0xffff}})
	var n rune
	for _, p := range intersect(pairs, [][2]rune{{0x10000, unicode.MaxRune}}) {
		n += p[1] - p[0] + 1
	}
	switch n {
	case 0:
		return bmp, astralNone
	case unicode.MaxRune - 0x10000 + 1:
		return bmp, astralAll
	}
	return bmp, astralPart
}

// normalize sorts ranges and merges overlapping or adjacent ones.
func normalize(in [][2]rune) [][2]rune {
	s := slices.Clone(in)
	slices.SortFunc(s, func(a, b [2]rune) int { return int(a[0] - b[0]) })
	var out [][2]rune
	for _, p := range s {
		if p[0] > p[1] {
			continue
		}
		if n := len(out); n > 0 && p[0] <= out[n-1][1]+1 {
			out[n-1][1] = max(out[n-1][1], p[1])
			continue
		}
		out = append(out, p)
	}
	return out
}

// intersect clips normalized ranges a to normalized ranges b.
func intersect(a, b [][2]rune) [][2]rune {
	var out [][2]rune
	for _, p := range a {
		for _, q := range b {
			lo, hi := max(p[0], q[0]), min(p[1], q[1])
			if lo <= hi {
				out = append(out, [2]rune{lo, hi})
			}
		}
	}
	return normalize(out)
}

// complement returns [lo, hi] minus normalized ranges a.
func complement(a [][2]rune, lo, hi rune) [][2]rune {
	var out [][2]rune
	next := lo
	for _, p := range a {
		if p[0] > next {
			out = append(out, [2]rune{next, min(p[0]-1, hi)})
		}
		next = max(next, p[1]+1)
	}
	if next <= hi {
		out = append(out, [2]rune{next, hi})
	}
	return intersect(out, [][2]rune{{lo, hi}})
}

// rangesText writes BMP ranges as class contents (without brackets).
func rangesText(ranges [][2]rune) string {
	var b strings.Builder
	for _, p := range ranges {
		appendClassRune(&b, p[0])
		switch {
		case p[1] == p[0]:
		case p[1] == p[0]+1:
			appendClassRune(&b, p[1])
		default:
			b.WriteByte('-')
			appendClassRune(&b, p[1])
		}
	}
	return b.String()
}

func rangesKey(r []rune) string {
	return fmt.Sprint(r)
}

func hasOp(re *syntax.Regexp, op syntax.Op) bool {
	if re.Op == op {
		return true
	}
	for _, sub := range re.Sub {
		if hasOp(sub, op) {
			return true
		}
	}
	return false
}

// nullable reports whether re can match the empty string at a position where
// ^, $ and \b are false and \B is nbw: the position between the two units of
// a surrogate pair when nbw is true.
func nullable(re *syntax.Regexp, nbw bool) bool {
	switch re.Op {
	case syntax.OpEmptyMatch, syntax.OpStar, syntax.OpQuest:
		return true
	case syntax.OpNoWordBoundary:
		return nbw
	case syntax.OpLiteral:
		return len(re.Rune) == 0
	case syntax.OpCapture, syntax.OpPlus:
		return nullable(re.Sub[0], nbw)
	case syntax.OpRepeat:
		return re.Min == 0 || nullable(re.Sub[0], nbw)
	case syntax.OpConcat:
		for _, sub := range re.Sub {
			if !nullable(sub, nbw) {
				return false
			}
		}
		return true
	case syntax.OpAlternate:
		for _, sub := range re.Sub {
			if nullable(sub, nbw) {
				return true
			}
		}
		return false
	}
	return false
}

// sourceClasses collects the bracket classes written in expr whose text
// means the same set in Go and in ECMA (both modes), keyed by the ranges Go
// parses them to. Lexing stops at anything it does not fully understand;
// a class only found here is harmless because it is used solely for a node
// with exactly the same ranges.
func sourceClasses(expr string) map[string]string {
	if strings.Contains(expr, `\Q`) {
		return nil
	}
	m := map[string]string{}
	for i := 0; i < len(expr); {
		switch expr[i] {
		case '\\':
			i += 2
			continue
		case '[':
			end, ok := safeClass(expr, i)
			if !ok {
				return m
			}
			text := expr[i:end]
			if re, err := syntax.Parse(text, syntax.Perl); err == nil && re.Op == syntax.OpCharClass {
				if key := rangesKey(re.Rune); m[key] == "" {
					m[key] = text
				}
			}
			i = end
			continue
		}
		i++
	}
	return m
}

// safeClass lexes a class at expr[i] made only of printable ASCII members,
// escapes of punctuation that both engines and both ECMA modes read as the
// character itself, ranges between two such members, and a raw "-" as the
// first or last member. It refuses negation (a negated class reaches astral
// characters), raw "[" (a POSIX class in Go), any other raw "-" (the engines'
// rules for it differ), and escapes such as \d or \s whose meaning is left
// to the translator.
func safeClass(expr string, i int) (int, bool) {
	at := func(k int, c byte) bool { return k < len(expr) && expr[k] == c }
	atom := func(k int) (int, bool) {
		if k >= len(expr) {
			return 0, false
		}
		c := expr[k]
		switch {
		case c == '\\':
			if k+1 < len(expr) && strings.IndexByte(`\][^-.*+?(){}|$/`, expr[k+1]) >= 0 {
				return k + 2, true
			}
			return 0, false
		case c == '[' || c == ']' || c == '-' || c < 0x20 || c >= 0x7f:
			return 0, false
		}
		return k + 1, true
	}
	k := i + 1
	switch {
	case at(k, '^'):
		return 0, false
	case at(k, '-') && !at(k+1, '-'):
		k++
	}
	for members := k - i - 1; ; members++ {
		if at(k, ']') && members > 0 {
			return k + 1, true
		}
		var ok bool
		if k, ok = atom(k); !ok {
			return 0, false
		}
		if at(k, '-') && !at(k+1, ']') {
			if k, ok = atom(k + 1); !ok {
				return 0, false
			}
		}
		if at(k, '-') {
			if at(k+1, ']') {
				return k + 2, true
			}
			return 0, false
		}
	}
}
