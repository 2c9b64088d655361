package representable

import (
	"slices"

	"github.com/toolvet/toolvet/analyzer/internal/schema"
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
		if schema.StatedInWords(p, c, r) {
			return true
		}
		for _, s := range siblings {
			for _, d := range s.Keywords {
				if s != r && model.Covers(schema.Normalize(d, p.Type), c) && schema.StatedInWords(p, schema.Normalize(d, p.Type), s) {
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
		c = schema.Normalize(c, p.Type)
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
		if p.InWords != "" && c.Keyword != model.Required && !slices.Contains(p.Declarable, c.Keyword) {
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
			if d.Keyword == model.Enum && c.Keyword == model.Pattern && model.Covers(d, c) {
				covered = true // every value the enum allows passes the check
				continue
			}
			if !sameFamily(d.Keyword, c.Keyword) {
				continue
			}
			if schema.UnknownValue(d) {
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
		if c.Keyword == model.AnyFormat {
			if _, ok := p.Lookup(model.Format); ok {
				return finding{}, false // another format: toolvet cannot tell which is right
			}
		}
		if d, ok := p.Lookup(c.Keyword); ok {
			if c.Keyword == model.Pattern || c.Keyword == model.Format || c.Keyword == model.AnyFormat {
				return finding{}, false // another pattern: toolvet cannot tell which is right
			}
			f.looser = append(f.looser, d)
		}
		f.missing = append(f.missing, c)
	}
	f.prose = p.InWords == "" && len(f.inWords) == 0 && len(f.looser) == 0 && !hasKeyword(f.missing, model.Required) &&
		!slices.ContainsFunc(f.missing, func(c model.Constraint) bool { return !schema.InProse(p, c, r) })
	if f.prose && r.When != "" && !slices.ContainsFunc(f.missing, func(c model.Constraint) bool { return c.Keyword != model.Enum }) {
		// The values of some modes, listed where they can be: in words.
		// A format or a pattern is the property's in any mode that sets
		// it, and still reported.
		return finding{}, false
	}
	return f, len(f.missing) > 0
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

func sameFamily(a, b model.Keyword) bool {
	for _, k := range model.Family(b) {
		if a == k {
			return true
		}
	}
	return false
}

// fits reports whether keyword k applies to a property of JSON type typ.
func fits(k model.Keyword, typ string) bool {
	if typ == "" || k == model.Required {
		return true
	}
	switch k {
	case model.Pattern, model.Format, model.AnyFormat, model.MinLength, model.MaxLength, model.Enum:
		return typ == "string"
	case model.MinItems, model.MaxItems:
		return typ == "array"
	default:
		return typ == "number" || typ == "integer"
	}
}

func hasKeyword(cs []model.Constraint, k model.Keyword) bool {
	for _, c := range cs {
		if c.Keyword == k {
			return true
		}
	}
	return false
}
