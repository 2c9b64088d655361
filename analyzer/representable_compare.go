package analyzer

import (
	_ "embed"
	"go/constant"
	"go/token"
	"slices"
	"strconv"
	"strings"

	"github.com/toolvet/toolvet/internal/model"
	"github.com/toolvet/toolvet/internal/pattern"
	"github.com/toolvet/toolvet/internal/profile"
)

// compare returns what p lacks of r's keywords. ok is false when nothing
// is lacking, or when toolvet cannot tell (a declared value it cannot
// read, a declared pattern it cannot compare, a keyword that does not fit
// the property's type). A keyword the profile does not accept counts only
// when the description states it. siblings are the other rules on p: a
// keyword one of them states in the description implies what it covers
// ("Must start with 'acct_'" says "not empty").
func compare(p *model.Property, r *model.Rule, siblings []*model.Rule, prof *profile.Profile) (finding, bool) {
	inWords := func(c model.Constraint) bool {
		if statedInWords(p, c, r) {
			return true
		}
		for _, s := range siblings {
			for _, d := range s.Keywords {
				if s != r && model.Covers(normalize(d, p.Type), c) && statedInWords(p, normalize(d, p.Type), s) {
					return true
				}
			}
		}
		return false
	}
	f := finding{rule: r}
	if r.IntegerRead && p.Type == "number" && r.NoFix == "" {
		// 9.5 reads as 9: an integer bound would be stricter than the code.
		integerRead := *r
		integerRead.NoFix = "the code reads the number as an integer (9.5 as 9), so the keyword would be stricter than the code; declare an integer property, or state the bound in the description"
		r, f.rule = &integerRead, &integerRead
	}
	for _, c := range r.Keywords {
		c = normalize(c, p.Type)
		if !fits(c.Keyword, p.Type) {
			return finding{}, false
		}
		if accepted, why := prof.Accepts(c); !accepted && p.InWords == "" {
			if !inWords(c) {
				f.missing = append(f.missing, c)
				f.inWords = append(f.inWords, c)
				if f.why == "" {
					f.why = prof.Title + ": " + why
				}
			}
			continue
		}
		if p.InWords != "" && c.Keyword != model.Required {
			if inWords(c) || declaresAsTight(p, c) {
				continue
			}
			f.missing = append(f.missing, c)
			continue
		}
		covered, known := false, true
		for _, d := range p.Declared {
			if c.Keyword == model.MinLength && model.Covers(d, c) && d.Keyword != model.MinLength {
				covered = true // a pattern or enum that rejects "" says "not empty"
				continue
			}
			if !sameFamily(d.Keyword, c.Keyword) {
				continue
			}
			if unknownValue(d) {
				known = false
				continue
			}
			if model.Covers(d, c) || c.Keyword == model.Pattern && pattern.Implies(d.Str, c.Str) {
				covered = true
			}
		}
		if covered {
			continue
		}
		if !known {
			return finding{}, false
		}
		if d, ok := p.Lookup(c.Keyword); ok {
			if c.Keyword == model.Pattern || c.Keyword == model.Format {
				return finding{}, false // another pattern: toolvet cannot tell which is right
			}
			f.looser = append(f.looser, d)
		}
		f.missing = append(f.missing, c)
	}
	f.prose = p.InWords == "" && len(f.inWords) == 0 && len(f.looser) == 0 && !hasKeyword(f.missing, model.Required) &&
		!slices.ContainsFunc(f.missing, func(c model.Constraint) bool { return !inProse(p, c, r) })
	if f.prose && r.When != "" {
		return finding{}, false // a rule of some modes, stated where it can be: in words
	}
	return f, len(f.missing) > 0
}

// statedInWords reports whether p's description states c: it names the
// constraint's values, or holds the sentence a fix writes for r.
func statedInWords(p *model.Property, c model.Constraint, r *model.Rule) bool {
	return mentionsAll(p.Description.Value, words(c, r)) || statesInWords(p.Description.Value, r.Says) ||
		statesBoundInWords(p.Description.Value, c)
}

// inProse reports whether p's description states c in words a reader
// takes for it: every allowed value, the pattern's constants, or the
// sentence of a bound (a number alone proves nothing: "1" is in
// "v2.1.1").
func inProse(p *model.Property, c model.Constraint, r *model.Rule) bool {
	desc := p.Description.Value
	switch c.Keyword {
	case model.Enum, model.Pattern, model.Format:
		return mentionsAll(desc, words(c, r)) || statesInWords(desc, r.Says)
	}
	if statesInWords(desc, r.Says) || statesBoundInWords(desc, c) {
		return true
	}
	// "at most 200 characters": the number beside a word of its bound.
	var bound []string
	switch c.Keyword {
	case model.Maximum, model.MaxLength, model.MaxItems, model.ExclusiveMaximum:
		bound = []string{"at most", "maximum", "max", "up to", "no more than", "less than", "below", "under"}
	case model.Minimum, model.MinLength, model.MinItems, model.ExclusiveMinimum:
		bound = []string{"at least", "minimum", "min", "no less than", "more than", "greater than", "above"}
	}
	if c.Num == nil || len(bound) == 0 {
		return false
	}
	num := model.NumText(c.Num)
	for _, b := range bound {
		if mentions(desc, b+" "+num) {
			return true
		}
	}
	return false
}

// statesBoundInWords reports whether desc holds the sentence of a bound
// with c's keyword at least as tight as c ("Must be at least 10." states
// minimum 5): what strictschema writes when it moves a declared bound the
// profile rejects into the description.
func statesBoundInWords(desc string, c model.Constraint) bool {
	if c.Num == nil || c.Keyword == model.MultipleOf {
		return false
	}
	desc = strings.ToLower(desc)
	for _, n := range []int64{7, 1} { // plural and singular wordings
		says := model.Constraint{Keyword: c.Keyword, Num: constant.MakeInt64(n)}.Says()
		prefix, suffix, ok := strings.Cut(says, strconv.FormatInt(n, 10))
		if !ok || prefix == "" {
			continue
		}
		for rest := desc; ; {
			i := strings.Index(rest, prefix)
			if i < 0 {
				break
			}
			rest = rest[i+len(prefix):]
			end := strings.IndexFunc(rest, func(r rune) bool { return !strings.ContainsRune("0123456789.-+e", r) })
			if end < 0 {
				end = len(rest)
			}
			num := strings.TrimSuffix(rest[:end], ".") // the sentence's period
			v := numberLiteral(num)
			if v.Kind() != constant.Unknown && strings.HasPrefix(rest[len(num):], suffix) &&
				model.Covers(model.Constraint{Keyword: c.Keyword, Num: v}, c) {
				return true
			}
		}
	}
	return false
}

// declaresAsTight reports whether a keyword p declares covers c.
func declaresAsTight(p *model.Property, c model.Constraint) bool {
	for _, d := range p.Declared {
		if model.Covers(d, c) {
			return true
		}
	}
	return false
}

// words returns what a description must name to state c: its values.
func words(c model.Constraint, r *model.Rule) []string {
	switch c.Keyword {
	case model.Pattern:
		if len(r.Constants) > 0 {
			return r.Constants
		}
		return []string{c.Str}
	case model.Format:
		return []string{c.Str}
	case model.Enum:
		return c.Strs
	}
	if c.Num != nil {
		return []string{model.NumText(c.Num)}
	}
	return nil
}

// statesInWords reports whether a description holds the sentence a fix
// writes for a rule (quotes aside: a tag fix writes single quotes).
func statesInWords(desc, says string) bool {
	norm := func(s string) string { return strings.ToLower(strings.ReplaceAll(s, `"`, "'")) }
	return says != "" && (strings.Contains(norm(desc), norm(model.PlainQuotes(says))) || strings.Contains(norm(desc), norm(says)))
}

// numberLiteral reads a number as a description writes it ("-5", "0.5",
// "1e+20"), or returns an unknown value.
func numberLiteral(s string) constant.Value {
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	v := constant.MakeFromLiteral(s, token.INT, 0)
	if v.Kind() == constant.Unknown {
		v = constant.MakeFromLiteral(s, token.FLOAT, 0)
	}
	if neg && v.Kind() != constant.Unknown {
		v = constant.UnaryOp(token.SUB, v, 0)
	}
	return v
}

func mentionsAll(text string, ws []string) bool {
	for _, w := range ws {
		if !mentions(text, w) {
			return false
		}
	}
	return len(ws) > 0
}

// normalize states an exclusive integer bound as the inclusive one the
// integer property means: exclusiveMinimum 0 on an integer is minimum 1.
func normalize(c model.Constraint, typ string) model.Constraint {
	if typ != "integer" || c.Num == nil {
		return c
	}
	one := constantOne
	switch c.Keyword {
	case model.ExclusiveMinimum:
		if v, ok := wholeAdd(c.Num, one); ok {
			return model.Constraint{Keyword: model.Minimum, Num: v}
		}
	case model.ExclusiveMaximum:
		if v, ok := wholeSub(c.Num, one); ok {
			return model.Constraint{Keyword: model.Maximum, Num: v}
		}
	}
	return c
}

func sameFamily(a, b model.Keyword) bool {
	for _, k := range model.Family(b) {
		if a == k {
			return true
		}
	}
	return false
}

func unknownValue(d model.Constraint) bool {
	switch d.Keyword {
	case model.Required:
		return false
	case model.Pattern, model.Format:
		return d.Str == ""
	case model.Enum:
		return len(d.Strs) == 0
	}
	return d.Num == nil
}

// fits reports whether keyword k applies to a property of JSON type typ.
func fits(k model.Keyword, typ string) bool {
	if typ == "" || k == model.Required {
		return true
	}
	switch k {
	case model.Pattern, model.Format, model.MinLength, model.MaxLength, model.Enum:
		return typ == "string"
	case model.MinItems, model.MaxItems:
		return typ == "array"
	default:
		return typ == "number" || typ == "integer"
	}
}

var constantOne = constant.MakeInt64(1)

func wholeAdd(v, d constant.Value) (constant.Value, bool) {
	i := constant.ToInt(v)
	if i.Kind() != constant.Int {
		return nil, false
	}
	return constant.BinaryOp(i, token.ADD, d), true
}

func wholeSub(v, d constant.Value) (constant.Value, bool) {
	i := constant.ToInt(v)
	if i.Kind() != constant.Int {
		return nil, false
	}
	return constant.BinaryOp(i, token.SUB, d), true
}

func hasKeyword(cs []model.Constraint, k model.Keyword) bool {
	for _, c := range cs {
		if c.Keyword == k {
			return true
		}
	}
	return false
}
