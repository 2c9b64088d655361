package representable

import (
	"fmt"
	"go/token"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/toolvet/toolvet/analyzer/internal/config"
	"github.com/toolvet/toolvet/analyzer/internal/report"
	"github.com/toolvet/toolvet/analyzer/internal/schema"
	"github.com/toolvet/toolvet/internal/model"
)

// reportProperty reports each finding of one property with the property's fix.
// Findings that carry the fix and are reported on one line (a range
// check, `amount < 1 || amount > 5000`; rules of one tag; checks
// reported at the declaration) are one diagnostic naming every rule:
// otherwise an editor offers the same quick fix once per finding.
func reportProperty(rep *report.Reporter, files *report.Files, pf *propertyFix) {
	p, edits := pf.p, pf.edits
	var fixed []fixedDiagnostic
	for i, f := range pf.fs {
		r := f.rule
		noFix := noFixReason(f, pf.fixable[i])
		if noFix == "" && pf.unwritable[i] != "" {
			noFix = pf.unwritable[i]
		}
		if noFix == "" && pf.blocked != "" {
			noFix = pf.blocked
		}
		pos, end, related := files.CheckSite(r)
		d := analysis.Diagnostic{
			Pos:      pos,
			End:      end,
			Category: "representable",
			Message:  message(p, f, noFix, files.ASTFile(pos) != nil),
			Related:  related,
		}
		if edits != nil && pf.fixable[i] {
			// Under -samefile a fix edits only the diagnostic's own file
			// (golangci-lint drops other edits): when the declaration is
			// elsewhere, report there, pointing back at the check.
			if config.Of(rep.Pass).SameFile && files.File(pos) != p.Anchor.File() {
				d.Related = append(d.Related, analysis.RelatedInformation{Pos: pos, End: end, Message: "the check: " + r.Check})
				d.Pos, d.End = p.Pos, token.NoPos
			}
			d.SuggestedFixes = []analysis.SuggestedFix{{Message: pf.fixMsg, TextEdits: edits}}
		}
		if p.Pos.IsValid() && !files.SameLine(d.Pos, p.Pos) {
			// The rule and the schema are often far apart (registration
			// wrappers, helpers, other files): say where the schema is,
			// unless the finding is there already (a field's tag).
			d.Related = append(d.Related, analysis.RelatedInformation{Pos: p.Pos, Message: "the schema declares " + p.Name + " here"})
		}
		if d.SuggestedFixes != nil {
			fixed = append(fixed, fixedDiagnostic{d, f})
			continue
		}
		rep.Report(d)
	}
	for _, group := range sameLine(files, fixed) {
		rep.Report(mergeFixed(files, p, group))
	}
}

// fixedDiagnostic is a diagnostic of a property's fix, with its finding.
type fixedDiagnostic struct {
	d analysis.Diagnostic
	f finding
}

// sameLine groups the diagnostics reported on one line of one file, in
// the order of each group's first.
func sameLine(files *report.Files, fds []fixedDiagnostic) [][]fixedDiagnostic {
	var groups [][]fixedDiagnostic
next:
	for _, fd := range fds {
		for i, g := range groups {
			if files.SameLine(g[0].d.Pos, fd.d.Pos) {
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
func mergeFixed(files *report.Files, p *model.Property, group []fixedDiagnostic) analysis.Diagnostic {
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
		if f.rule.Caveat != "" && !slices.Contains(caveats, f.rule.Caveat) {
			caveats = append(caveats, f.rule.Caveat)
		}
		merged.missing = tightest(merged.missing, f.missing...)
		merged.looser = appendNew(merged.looser, f.looser...)
		merged.inWords = tightest(merged.inWords, f.inWords...)
		if f.why != "" && !slices.Contains(whys, f.why) {
			whys = append(whys, f.why)
		}
	}
	rule.Says = joinSays(says)
	rule.Caveat = strings.Join(caveats, "; ")
	merged.why = strings.Join(whys, "; ")
	d.Message = message(p, merged, "", files.ASTFile(d.Pos) != nil)
	return d
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

// message is a finding's message; inPackage is whether it is reported in
// the package's files (else at a check in another package, which need not
// say where the check is).
func message(p *model.Property, f finding, noFix string, inPackage bool) string {
	r := f.rule
	var b strings.Builder
	fmt.Fprintf(&b, "%s %s", p.Name, r.Says)
	if r.Elsewhere != "" && inPackage {
		fmt.Fprintf(&b, " (checked by %s)", r.Elsewhere)
	}
	switch {
	case len(f.looser) > 0:
		fmt.Fprintf(&b, ", but the schema declares %s", keywordList(f.looser))
	case f.prose:
		b.WriteString(", but only the description says so, in prose")
	default:
		b.WriteString(", but the schema does not say so")
	}
	switch {
	case p.InWords != "" && hasKeyword(f.missing, model.Required):
		b.WriteString(": make it required (a json tag without omitempty)")
	case p.InWords != "" && !declarable(p, f.missing):
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

// reportItemRule reports a rule on each item of a list argument (a check
// in a loop over it). toolvet reads and writes the keywords of an
// argument, not those of its items' schema, so the finding names the
// keyword to declare there and carries no fix.
func reportItemRule(rep *report.Reporter, files *report.Files, t *model.Tool, r *model.Rule, list, item string) {
	p := schema.Property(t, list)
	if p == nil || p.Opaque || p.Type != "" && p.Type != "array" || r.Says == "" {
		return
	}
	whose := "each item of " + list
	if item != "" {
		whose = "the " + item + " of each item of " + list
	}
	var kws []string
	for _, c := range r.Keywords {
		if c.Keyword == model.Required {
			// An item of a list is always there; a property of the
			// items may be in their schema's required list, which
			// toolvet does not read.
			continue
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
	pos, end, related := files.CheckSite(r)
	d := analysis.Diagnostic{
		Pos:      pos,
		End:      end,
		Category: "representable",
		Message:  fmt.Sprintf("%s %s, but the schema does not say so: declare %s in %s (no fix: %s)", whose, r.Says, strings.Join(kws, ", "), where, noFix),
		Related:  related,
	}
	if p.Pos.IsValid() && !files.SameLine(d.Pos, p.Pos) {
		d.Related = append(d.Related, analysis.RelatedInformation{Pos: p.Pos, Message: "the schema declares " + p.Name + " here"})
	}
	rep.Report(d)
}
