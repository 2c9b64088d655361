package analyzer

import (
	_ "embed"
	"fmt"
	"go/ast"
	"go/constant"
	"go/token"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/toolvet/toolvet/internal/docutil"
	"github.com/toolvet/toolvet/internal/model"
	"github.com/toolvet/toolvet/internal/pattern"
	"github.com/toolvet/toolvet/internal/profile"
	"github.com/toolvet/toolvet/passes/rules"
	"github.com/toolvet/toolvet/passes/tools"
)

//go:embed doc.go
var doc string

// Representable reports rules the code enforces whose schema keyword the
// tool's schema does not declare, or declares looser.
var Representable = &analysis.Analyzer{
	Name:     "representable",
	Doc:      docutil.MustExtractDoc(doc, "representable"),
	URL:      "https://github.com/toolvet/toolvet#representable",
	Requires: []*analysis.Analyzer{tools.Analyzer, rules.Analyzer},
	Run:      runRepresentable,
}

// finding is one rule with the keywords its property still lacks.
type finding struct {
	rule    *model.Rule
	missing []model.Constraint
	looser  []model.Constraint // what the schema declares instead, when it does
	// inWords are the missing keywords the tool's profile does not accept:
	// the rule goes into the description instead, and why says so.
	inWords []model.Constraint
	why     string
}

// keywords returns what the finding declares as keywords.
func (f finding) keywords() []model.Constraint {
	var ks []model.Constraint
	for _, c := range f.missing {
		if !hasKeyword(f.inWords, c.Keyword) {
			ks = append(ks, c)
		}
	}
	return ks
}

func runRepresentable(pass *analysis.Pass) (any, error) {
	found, rs, files, rep := begin(pass)
	if found == nil {
		return nil, nil
	}
	defer rep.flush()
	type toolFindings struct {
		t      *model.Tool
		prof   *profile.Profile
		byProp map[*model.Property][]finding
		order  []*model.Property
	}
	cfg := configOf(pass)
	all := make([]toolFindings, 0, len(found.Tools))
	for _, t := range found.Tools {
		tf := toolFindings{t: t, prof: cfg.profileFor(t), byProp: make(map[*model.Property][]finding)}
		for _, r := range rs.Rules[t] {
			if len(r.Args) != 1 || len(r.Keywords) == 0 || files.generated(r.Pos) {
				continue
			}
			if list, item, ok := model.SplitItemPath(r.Args[0]); ok {
				reportItemRule(rep, files, t, r, list, item)
				continue
			}
			p := property(t, r.Args[0])
			if p == nil || p.Opaque {
				continue // the argument's declaration is out of sight
			}
			f, ok := compare(p, r, tf.prof)
			if !ok {
				continue
			}
			if tf.byProp[p] == nil {
				tf.order = append(tf.order, p)
			}
			tf.byProp[p] = append(tf.byProp[p], f)
		}
		all = append(all, tf)
	}
	// The tools whose properties share a declaration (one struct, the
	// input of several tools): a keyword declared for one binds them all.
	sharing := make(map[token.Pos][]sharer)
	for _, tf := range all {
		for _, p := range tf.t.Properties {
			if p.Anchor != nil && p.Pos.IsValid() {
				sharing[p.Pos] = append(sharing[p.Pos], sharer{tf.t, tf.byProp[p]})
			}
		}
	}
	for _, tf := range all {
		plans := make([]*propertyFix, len(tf.order))
		for i, p := range tf.order {
			plans[i] = planFix(files, p, tf.byProp[p], tf.prof)
			if pf := plans[i]; pf.blocked == "" && pf.edits != nil {
				if others := notNeeding(sharing[p.Pos], tf.t, pf.fs); others != "" {
					pf.blocked = "the declaration is shared by " + others + ", whose code does not enforce it"
					pf.edits = nil
				}
			}
		}
		shareFixes(plans)
		for _, pf := range plans {
			report(rep, files, pf)
		}
	}
	return nil, nil
}

// sharer is a tool with a property declared where another tool's is, and
// what that tool's rules find lacking there.
type sharer struct {
	t  *model.Tool
	fs []finding
}

// notNeeding names the tools besides t that share the declaration and do
// not lack every constraint t's findings fs state themselves, or returns "".
func notNeeding(sharers []sharer, t *model.Tool, fs []finding) string {
	var states []model.Constraint
	for _, f := range fs {
		states = append(states, f.missing...)
	}
	var names []string
	for _, s := range sharers {
		if s.t == t {
			continue
		}
		needs := func(c model.Constraint) bool {
			for _, f := range s.fs {
				for _, m := range f.missing {
					if model.Covers(c, m) && model.Covers(m, c) {
						return true
					}
				}
			}
			return false
		}
		for _, c := range states {
			if !needs(c) {
				names = append(names, toolName(s.t))
				break
			}
		}
	}
	if len(names) == 0 {
		return ""
	}
	return joinNames(names)
}

// property finds the argument's property: by exact name, else by the one
// name that matches ignoring case (encoding/json matches struct fields so).
func property(t *model.Tool, name string) *model.Property {
	if p := t.Property(name); p != nil {
		return p
	}
	var match *model.Property
	for _, p := range t.Properties {
		if strings.EqualFold(p.Name, name) {
			if match != nil {
				return nil
			}
			match = p
		}
	}
	return match
}

// compare returns what p lacks of r's keywords. ok is false when nothing
// is lacking, or when toolvet cannot tell (a declared value it cannot
// read, a declared pattern it cannot compare, a keyword that does not fit
// the property's type). A keyword the profile does not accept counts only
// when the description states it.
func compare(p *model.Property, r *model.Rule, prof *profile.Profile) (finding, bool) {
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
			if !statedInWords(p, c, r) {
				f.missing = append(f.missing, c)
				f.inWords = append(f.inWords, c)
				if f.why == "" {
					f.why = prof.Title + ": " + why
				}
			}
			continue
		}
		if p.InWords != "" && c.Keyword != model.Required {
			if statedInWords(p, c, r) || declaresAsTight(p, c) {
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
	return f, len(f.missing) > 0
}

// statedInWords reports whether p's description states c: it names the
// constraint's values, or holds the sentence a fix writes for r.
func statedInWords(p *model.Property, c model.Constraint, r *model.Rule) bool {
	return mentionsAll(p.Description.Value, words(c, r)) || statesInWords(p.Description.Value, r.Says) ||
		statesBoundInWords(p.Description.Value, c)
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
	edits   []analysis.TextEdit
	fixMsg  string
}

// planFix builds the fix of one property. Every diagnostic of the property
// carries the same fix, which declares all it lacks (and describes what
// the profile does not accept as a keyword): the edits of one property
// would overlap otherwise, and identical edits are applied once by every
// driver. A property whose anchor is shared gets its edits from
// shareFixes.
func planFix(files *fileSet, p *model.Property, fs []finding, prof *profile.Profile) *propertyFix {
	pf := &propertyFix{p: p, fs: fs}
	pf.decl, pf.fixable = merge(fs)
	pf.fixMsg = "Declare " + keywordList(pf.decl) + " for " + p.Name
	if p.InWords != "" {
		pf.decl, pf.fixable = nil, make([]bool, len(fs))
		var sentences []string
		for i, f := range fs {
			if f.rule.NoFix != "" || hasKeyword(f.missing, model.Required) {
				continue
			}
			pf.fixable[i] = true
			if s := model.Sentence(f.rule.Says); !containsString(sentences, s) {
				sentences = append(sentences, s)
			}
		}
		if len(sentences) > 0 && p.Anchor != nil && !files.generated(p.Pos) {
			var ok bool
			if pf.edits, ok = p.Anchor.Describe(strings.Join(sentences, " ")); !ok {
				pf.edits = nil
			}
		}
		pf.fixMsg = "Describe the rules of " + p.Name + " in its description: " + strings.Join(sentences, " ")
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
		if s := model.Sentence(f.rule.Says); !containsString(sentences, s) {
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
	if (len(pf.decl) > 0 || len(sentences) > 0) && pf.blocked == "" && p.Anchor != nil && !files.generated(p.Pos) {
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

// report reports each finding of one property with the property's fix.
// Findings that carry the fix and are reported on one line (a range
// check, `amount < 1 || amount > 5000`; rules of one tag; checks
// reported at the declaration) are one diagnostic naming every rule:
// otherwise an editor offers the same quick fix once per finding.
func report(rep *reporter, files *fileSet, pf *propertyFix) {
	p, edits := pf.p, pf.edits
	var fixed []fixedDiagnostic
	for i, f := range pf.fs {
		r := f.rule
		noFix := noFixReason(f, pf.fixable[i])
		if noFix == "" && pf.blocked != "" {
			noFix = pf.blocked
		}
		pos, end, related := files.checkSite(r)
		d := analysis.Diagnostic{
			Pos:      pos,
			End:      end,
			Category: "representable",
			Message:  message(p, f, noFix),
			Related:  related,
		}
		if edits != nil && pf.fixable[i] {
			// Under -samefile a fix edits only the diagnostic's own file
			// (golangci-lint drops other edits): when the declaration is
			// elsewhere, report there, pointing back at the check.
			if configOf(rep.pass).SameFile && files.file(pos) != p.Anchor.File() {
				d.Related = append(d.Related, analysis.RelatedInformation{Pos: pos, End: end, Message: "the check: " + r.Check})
				d.Pos, d.End = p.Pos, token.NoPos
			}
			d.SuggestedFixes = []analysis.SuggestedFix{{Message: pf.fixMsg, TextEdits: edits}}
		}
		if p.Pos.IsValid() && !files.sameLine(d.Pos, p.Pos) {
			// The rule and the schema are often far apart (registration
			// wrappers, helpers, other files): say where the schema is,
			// unless the finding is there already (a field's tag).
			d.Related = append(d.Related, analysis.RelatedInformation{Pos: p.Pos, Message: "the schema declares " + p.Name + " here"})
		}
		if d.SuggestedFixes != nil {
			fixed = append(fixed, fixedDiagnostic{d, f})
			continue
		}
		rep.report(d)
	}
	for _, group := range sameLine(files, fixed) {
		rep.report(mergeFixed(p, group))
	}
}

// fixedDiagnostic is a diagnostic of a property's fix, with its finding.
type fixedDiagnostic struct {
	d analysis.Diagnostic
	f finding
}

// sameLine groups the diagnostics reported on one line of one file, in
// the order of each group's first.
func sameLine(files *fileSet, fds []fixedDiagnostic) [][]fixedDiagnostic {
	var groups [][]fixedDiagnostic
next:
	for _, fd := range fds {
		for i, g := range groups {
			if files.sameLine(g[0].d.Pos, fd.d.Pos) {
				groups[i] = append(g, fd)
				continue next
			}
		}
		groups = append(groups, []fixedDiagnostic{fd})
	}
	return groups
}

// mergeFixed makes one diagnostic of diagnostics on one line that carry
// the same fix: it spans them all, its message states every rule ("amount
// must be at least 1 and at most 5000, …: declare minimum 1, maximum
// 5000"), and it keeps each one's related information once.
func mergeFixed(p *model.Property, group []fixedDiagnostic) analysis.Diagnostic {
	if len(group) == 1 {
		return group[0].d
	}
	d := group[0].d
	d.Related = nil
	rule := *group[0].f.rule
	merged := finding{rule: &rule}
	var says, caveats, whys []string
	for _, fd := range group {
		d.Pos = min(d.Pos, fd.d.Pos)
		if d.End.IsValid() && fd.d.End.IsValid() {
			d.End = max(d.End, fd.d.End)
		} else {
			d.End = token.NoPos
		}
		for _, rel := range fd.d.Related {
			if !slices.ContainsFunc(d.Related, func(o analysis.RelatedInformation) bool {
				return o.Pos == rel.Pos && o.End == rel.End && o.Message == rel.Message
			}) {
				d.Related = append(d.Related, rel)
			}
		}
		f := fd.f
		says = append(says, f.rule.Says)
		if f.rule.Caveat != "" && !containsString(caveats, f.rule.Caveat) {
			caveats = append(caveats, f.rule.Caveat)
		}
		merged.missing = tightest(merged.missing, f.missing...)
		merged.looser = appendNew(merged.looser, f.looser...)
		merged.inWords = tightest(merged.inWords, f.inWords...)
		if f.why != "" && !containsString(whys, f.why) {
			whys = append(whys, f.why)
		}
	}
	rule.Says = joinSays(says)
	rule.Caveat = strings.Join(caveats, "; ")
	merged.why = strings.Join(whys, "; ")
	d.Message = message(p, merged, "")
	return d
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

// joinSays joins what several rules ask of one argument, without
// repeating the verb the first one starts with: "must be at least 1 and
// at most 5000", "must have at least 2 items and at most 5 items", "must
// not be empty and must start with …".
func joinSays(says []string) string {
	var verb string
	for _, v := range []string{"must be ", "must have "} {
		if strings.HasPrefix(says[0], v) {
			verb = v
		}
	}
	var b strings.Builder
	for i, s := range says {
		switch {
		case i == 0:
		case i == len(says)-1:
			b.WriteString(" and ")
		default:
			b.WriteString(", ")
		}
		if i > 0 && verb != "" {
			s = strings.TrimPrefix(s, verb)
		}
		b.WriteString(s)
	}
	return b.String()
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
		if ok1 && ok2 && !conflict(declared, described) {
			return append(declared, described...)
		}
	}
	return nil
}

// unaccepted returns the first keyword p declares that prof does not
// accept, as the messages quote it, or "".
func unaccepted(p *model.Property, prof *profile.Profile) string {
	for _, d := range p.Declared {
		if unknownValue(d) {
			continue
		}
		if ok, _ := prof.Accepts(d); !ok {
			if says := d.Says(); prof.KeepsDeclared && says != "" && statedInWords(p, d, &model.Rule{Says: says}) {
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
func merge(fs []finding) ([]model.Constraint, []bool) {
	var decl []model.Constraint
	fixable := make([]bool, len(fs))
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
	return decl, fixable
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

// noFixReason says why a finding gets no fix, when merge left it out.
func noFixReason(f finding, fixable bool) string {
	switch {
	case f.rule.NoFix != "":
		return f.rule.NoFix
	case fixable:
		return ""
	case len(f.keywords()) > 0 && f.keywords()[0].Keyword == model.Pattern && f.keywords()[0].Str != "":
		return "the property needs several patterns; combine them into one"
	}
	return ""
}

func message(p *model.Property, f finding, noFix string) string {
	r := f.rule
	var b strings.Builder
	fmt.Fprintf(&b, "%s %s", p.Name, r.Says)
	if len(f.looser) > 0 {
		fmt.Fprintf(&b, ", but the schema declares %s", keywordList(f.looser))
	} else {
		b.WriteString(", but the schema does not say so")
	}
	switch {
	case p.InWords != "" && hasKeyword(f.missing, model.Required):
		b.WriteString(": make it required (a json tag without omitempty)")
	case p.InWords != "":
		fmt.Fprintf(&b, ": state it in %s", p.InWords)
	case len(f.inWords) > 0 && len(f.keywords()) > 0:
		fmt.Fprintf(&b, ": declare %s", keywordList(f.keywords()))
		if p.DeclareIn != "" {
			fmt.Fprintf(&b, " in %s", p.DeclareIn)
		}
		fmt.Fprintf(&b, ", and state the rest in its description (%s)", f.why)
	case len(f.inWords) > 0:
		fmt.Fprintf(&b, ": state it in its description (%s)", f.why)
	case f.missing[0].Keyword == model.Pattern && f.missing[0].Str == "":
		b.WriteString(": declare an equivalent pattern")
	default:
		fmt.Fprintf(&b, ": declare %s", keywordList(f.missing))
		if p.DeclareIn != "" {
			fmt.Fprintf(&b, " in %s", p.DeclareIn)
		}
	}
	if r.Caveat != "" {
		fmt.Fprintf(&b, " (%s)", r.Caveat)
	}
	if noFix != "" {
		fmt.Fprintf(&b, " (no fix: %s)", noFix)
	}
	return b.String()
}

func keywordList(cs []model.Constraint) string {
	parts := make([]string, len(cs))
	for i, c := range cs {
		parts[i] = c.String()
	}
	return strings.Join(parts, ", ")
}

// fileSet maps positions to the package's files.
type fileSet struct {
	pass *analysis.Pass
	gen  map[*ast.File]bool
	// guardsOf maps a check in a helper to the guards reaching it.
	guardsOf map[token.Pos]map[token.Pos]bool
}

// sameLine reports whether two positions are on one line of one file.
func (fs *fileSet) sameLine(a, b token.Pos) bool {
	pa, pb := fs.pass.Fset.Position(a), fs.pass.Fset.Position(b)
	return pa.Filename == pb.Filename && pa.Line == pb.Line
}

func newFileSet(pass *analysis.Pass) *fileSet {
	fs := &fileSet{pass: pass, gen: make(map[*ast.File]bool)}
	for _, f := range pass.Files {
		fs.gen[f] = ast.IsGenerated(f)
	}
	return fs
}

func (fs *fileSet) astFile(pos token.Pos) *ast.File {
	for _, f := range fs.pass.Files {
		if f.FileStart <= pos && pos <= f.FileEnd {
			return f
		}
	}
	return nil
}

func (fs *fileSet) file(pos token.Pos) *token.File { return fs.pass.Fset.File(pos) }

// generated reports whether pos is in a generated file: toolvet reports
// nothing there (the fix would be lost at the next generation).
func (fs *fileSet) generated(pos token.Pos) bool {
	f := fs.astFile(pos)
	return f != nil && fs.gen[f]
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

// reportItemRule reports a rule on each item of a list argument (a check
// in a loop over it). toolvet reads and writes the keywords of an
// argument, not those of its items' schema, so the finding names the
// keyword to declare there and carries no fix.
func reportItemRule(rep *reporter, files *fileSet, t *model.Tool, r *model.Rule, list, item string) {
	p := property(t, list)
	if p == nil || p.Opaque || p.Type != "" && p.Type != "array" || r.Says == "" {
		return
	}
	whose := "each item of " + list
	if item != "" {
		whose = "the " + item + " of each item of " + list
	}
	var kws []string
	for _, c := range r.Keywords {
		if c.Keyword == model.Required && item == "" {
			continue // an item of a list is always there
		}
		kws = append(kws, c.String())
	}
	if len(kws) == 0 {
		return
	}
	noFix := r.NoFix
	if noFix == "" {
		noFix = "toolvet writes the keywords of an argument, not of its items"
	}
	where := "the items of " + list
	if item != "" {
		where = "the " + item + " property of the items of " + list
	}
	pos, end, related := files.checkSite(r)
	d := analysis.Diagnostic{
		Pos:      pos,
		End:      end,
		Category: "representable",
		Message:  fmt.Sprintf("%s %s, but the schema does not say so: declare %s in %s (no fix: %s)", whose, r.Says, strings.Join(kws, ", "), where, noFix),
		Related:  related,
	}
	if p.Pos.IsValid() && !files.sameLine(d.Pos, p.Pos) {
		d.Related = append(d.Related, analysis.RelatedInformation{Pos: p.Pos, Message: "the schema declares " + p.Name + " here"})
	}
	rep.report(d)
}
