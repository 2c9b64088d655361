package representable

import (
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/toolvet/toolvet/analyzer/internal/report"
	"github.com/toolvet/toolvet/analyzer/internal/schema"
	"github.com/toolvet/toolvet/internal/model"
	"github.com/toolvet/toolvet/internal/profile"
)

// propertyFix is what one property's findings get: the keywords the fix
// declares, the sentences it writes, which findings it fixes, and its
// edits.
type propertyFix struct {
	p       *model.Property
	fs      []finding
	decl    []model.Constraint
	text    string // sentences for the description, besides decl
	fixable []bool
	blocked string // why the property gets no fix at all
	// unwritable says, by finding, why the anchor cannot declare its
	// keywords (model.Unwritable), when it cannot.
	unwritable []string
	edits      []analysis.TextEdit
	fixMsg     string
}

// planFix builds the fix of one property. Every diagnostic of the property
// carries the same fix, which declares all it lacks (and describes what
// the profile does not accept as a keyword): the edits of one property
// would overlap otherwise, and identical edits are applied once by every
// driver. A property whose anchor is shared gets its edits from
// shareFixes.
func planFix(files *report.Files, p *model.Property, fs []finding, prof *profile.Profile) *propertyFix {
	pf := &propertyFix{p: p, fs: fs}
	var unwritable func([]model.Constraint) string
	if u, ok := p.Anchor.(model.Unwritable); ok && p.InWords == "" {
		unwritable = u.Unwritable
	}
	pf.decl, pf.fixable, pf.unwritable = merge(fs, unwritable)
	pf.fixMsg = "Declare " + keywordList(pf.decl) + " for " + p.Name
	if p.InWords != "" {
		pf.decl, pf.fixable, pf.unwritable = nil, make([]bool, len(fs)), make([]string, len(fs))
		var sentences []string
		for i, f := range fs {
			if f.rule.NoFix != "" || hasKeyword(f.missing, model.Required) {
				continue
			}
			pf.fixable[i] = true
			if declarable(p, f.missing) {
				pf.decl = appendNew(pf.decl, f.missing...)
				continue
			}
			if s := model.Sentence(f.rule.Says); !slices.Contains(sentences, s) {
				sentences = append(sentences, s)
			}
		}
		pf.text = strings.Join(sentences, " ")
		if (len(sentences) > 0 || len(pf.decl) > 0) && p.Anchor != nil && !files.Generated(p.Pos) {
			pf.edits = declareDescribe(p.Anchor, pf.decl, pf.text)
		}
		switch {
		case len(pf.decl) > 0 && len(sentences) > 0:
			pf.fixMsg = "Declare " + keywordList(pf.decl) + " for " + p.Name + " and describe in its description: " + pf.text
		case len(pf.decl) > 0:
			pf.fixMsg = "Declare " + keywordList(pf.decl) + " for " + p.Name
		default:
			pf.fixMsg = "Describe the rules of " + p.Name + " in its description: " + pf.text
		}
		return pf
	}
	var sentences []string
	for i, f := range fs {
		if len(f.inWords) == 0 || !pf.fixable[i] {
			continue
		}
		if f.rule.Says == "" {
			pf.fixable[i] = false
			continue
		}
		if s := model.Sentence(f.rule.Says); !slices.Contains(sentences, s) {
			sentences = append(sentences, s)
		}
	}
	pf.text = strings.Join(sentences, " ")
	switch {
	case len(sentences) > 0 && len(pf.decl) > 0:
		pf.fixMsg += " and describe in its description: " + pf.text
	case len(sentences) > 0:
		pf.fixMsg = "Describe the rules of " + p.Name + " in its description: " + pf.text
	}
	// Content the profile does not accept is strictschema's to fix:
	// an edit here would overlap its edit of the same declaration.
	if kw := unaccepted(p, prof); kw != "" {
		pf.blocked = "the schema declares " + kw + ", which " + prof.Title + " does not accept: remove it first (strictschema)"
		if prof.KeepsDeclared {
			pf.blocked = "the schema declares " + kw + ", which " + prof.Title + " does not accept: state it in the description first (strictschema)"
		}
	}
	if (len(pf.decl) > 0 || len(sentences) > 0) && pf.blocked == "" && p.Anchor != nil && !files.Generated(p.Pos) {
		pf.edits = declareDescribe(p.Anchor, pf.decl, pf.text)
	}
	return pf
}

// shareFixes gives the properties of one tool whose anchors share a place
// one fix for them all (see model.SharedAnchor): separate fixes would
// insert different text at the same place.
func shareFixes(plans []*propertyFix) {
	groups := make(map[any][]*propertyFix)
	var keys []any
	for _, pf := range plans {
		shared, ok := pf.p.Anchor.(model.SharedAnchor)
		if !ok || pf.edits == nil || pf.p.InWords != "" {
			continue // no fix on its own: none together either
		}
		k := shared.Group()
		if groups[k] == nil {
			keys = append(keys, k)
		}
		groups[k] = append(groups[k], pf)
	}
	for _, k := range keys {
		group := groups[k]
		if len(group) == 1 {
			continue
		}
		decls := make([]model.Declaration, len(group))
		msgs := make([]string, len(group))
		for i, pf := range group {
			decls[i] = model.Declaration{Anchor: pf.p.Anchor, Constraints: pf.decl, Describe: pf.text}
			msgs[i] = pf.fixMsg
		}
		edits, ok := group[0].p.Anchor.(model.SharedAnchor).DeclareAll(decls)
		for _, pf := range group {
			pf.edits, pf.fixMsg = edits, strings.Join(msgs, "; ")
			if !ok {
				pf.edits = nil
			}
		}
	}
}

// appendNew appends the constraints of more that cs does not hold yet.
func appendNew(cs []model.Constraint, more ...model.Constraint) []model.Constraint {
	for _, c := range more {
		if !slices.ContainsFunc(cs, func(d model.Constraint) bool { return d.String() == c.String() }) {
			cs = append(cs, c)
		}
	}
	return cs
}

// tightest adds more to cs, one constraint per keyword, the tightest (as
// the fix declares them: merge): "must not be empty" and "must be between
// 2 and 40 characters long" declare minLength 2, not minLength 1 too.
func tightest(cs []model.Constraint, more ...model.Constraint) []model.Constraint {
next:
	for _, c := range more {
		for i, d := range cs {
			if d.Keyword == c.Keyword {
				if model.Covers(c, d) {
					cs[i] = c
				} else if !model.Covers(d, c) {
					cs[i] = intersect(d, c)
				}
				continue next
			}
		}
		cs = append(cs, c)
	}
	return cs
}

// declareDescribe returns the edits that declare decl and append text to
// the description, or nil when the anchor cannot make them.
func declareDescribe(a model.Anchor, decl []model.Constraint, text string) []analysis.TextEdit {
	switch {
	case text == "":
		edits, ok := a.Declare(decl)
		if ok {
			return edits
		}
	case len(decl) == 0:
		edits, ok := a.Describe(text)
		if ok {
			return edits
		}
	default:
		if dd, ok := a.(model.DeclareDescriber); ok {
			edits, ok := dd.DeclareDescribe(decl, text)
			if ok {
				return edits
			}
			return nil
		}
		declared, ok1 := a.Declare(decl)
		described, ok2 := a.Describe(text)
		if ok1 && ok2 && !report.Conflict(declared, described) {
			return append(declared, described...)
		}
	}
	return nil
}

// declarable reports whether p, whose rules go in words, declares every
// keyword of cs all the same (model.Property.Declarable).
func declarable(p *model.Property, cs []model.Constraint) bool {
	return len(cs) > 0 && !slices.ContainsFunc(cs, func(c model.Constraint) bool { return !slices.Contains(p.Declarable, c.Keyword) })
}

// unaccepted returns the first keyword p declares that prof does not
// accept, as the messages quote it, or "".
func unaccepted(p *model.Property, prof *profile.Profile) string {
	for _, d := range p.Declared {
		if schema.UnknownValue(d) {
			continue
		}
		if ok, _ := prof.Accepts(d); !ok {
			if says := d.Says(); prof.KeepsDeclared && says != "" && schema.StatedInWords(p, d, &model.Rule{Says: says}) {
				continue // it stays, stated in words too: strictschema is done with it
			}
			return d.String()
		}
	}
	return ""
}

// merge combines the lacking keywords of a property's findings into one
// declaration, the tightest value of each keyword. fixable says which
// findings the declaration fixes: not those whose rule forbids a fix, nor
// pattern rules that would need two patterns.
func merge(fs []finding, unwritable func([]model.Constraint) string) ([]model.Constraint, []bool, []string) {
	var decl []model.Constraint
	fixable := make([]bool, len(fs))
	reasons := make([]string, len(fs))
	patterns := 0
	for _, f := range fs {
		for _, c := range f.missing {
			if c.Keyword == model.Pattern {
				patterns++
			}
		}
	}
	for i, f := range fs {
		if f.rule.NoFix != "" {
			continue
		}
		ok := true
		for _, c := range f.keywords() {
			if c.Keyword == model.Pattern && (patterns > 1 || c.Str == "") {
				ok = false
			}
		}
		if !ok {
			continue
		}
		if slices.ContainsFunc(f.keywords(), func(c model.Constraint) bool { return c.Keyword == model.NotConst }) {
			// No library idiom toolvet writes takes a subschema.
			reasons[i] = "toolvet writes not {const: …} in no library's idiom"
			continue
		}
		if unwritable != nil {
			// A keyword the anchor cannot write: this finding goes
			// without a fix, the others keep theirs.
			if reasons[i] = unwritable(f.keywords()); reasons[i] != "" {
				continue
			}
		}
		fixable[i] = true
	next:
		for _, c := range f.keywords() {
			for j, d := range decl {
				if d.Keyword == c.Keyword {
					if model.Covers(c, d) { // c is tighter
						decl[j] = c
					} else if !model.Covers(d, c) {
						decl[j] = intersect(d, c)
					}
					continue next
				}
			}
			decl = append(decl, c)
		}
	}
	return decl, fixable, reasons
}

// intersect returns the constraint both d and c allow, for keywords where
// neither covers the other (enums with some values in common).
func intersect(d, c model.Constraint) model.Constraint {
	if d.Keyword != model.Enum {
		return d
	}
	var both []string
	for _, v := range d.Strs {
		for _, w := range c.Strs {
			if v == w {
				both = append(both, v)
			}
		}
	}
	return model.Constraint{Keyword: model.Enum, Strs: both}
}
