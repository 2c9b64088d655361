package inventory

import (
	"go/token"
	"slices"
	"strings"

	"github.com/toolvet/toolvet/internal/model"
	"github.com/toolvet/toolvet/passes/rules"
)

// State is what the schema says of a rule.
type State string

const (
	// Declared: the schema states the rule (a keyword, or words the
	// analyzers accept).
	Declared State = "declared"
	// Undeclared: an analyzer reported the rule as missing from the
	// schema.
	Undeclared State = "undeclared"
	// Unjudged: the analyzers could not compare the rule with the schema;
	// Why says why.
	Unjudged State = "unjudged"
)

// RuleStatus is one rule read from a tool's code, and what the schema
// says of it.
type RuleStatus struct {
	Rule  *model.Rule
	State State
	// Message is the finding's message (Undeclared), or why the rule was
	// not judged (Unjudged).
	Message string
}

// judgingAnalyzers are the analyzers whose findings are a rule the
// schema does not state, reported at the rule's check.
var judgingAnalyzers = []string{"representable", "crossfield"}

// judge marks each rule of e's tool, and keeps the analyzers' other
// findings that fall in the tool's definition or handlers.
func (e *Entry) judge(fset *token.FileSet, rs *rules.Result, diags []diagnostic, generated func(token.Pos) bool) {
	t := e.Tool
	used := make(map[int]bool)
	if rs != nil {
		for _, h := range t.Handlers {
			e.Cut = append(e.Cut, rs.Cut[h]...)
		}
	}
	if rs != nil {
		for _, r := range rs.Rules[t] {
			st := &RuleStatus{Rule: r, State: Declared}
			i := -1
			for j, d := range diags {
				if about(fset, d, r) {
					i = j
					break
				}
			}
			if i >= 0 {
				st.State, st.Message = Undeclared, diags[i].Message
				used[i] = true
			} else if generated(r.Pos) {
				st.State, st.Message = Unjudged, "the check is in a generated file, where toolvet reports nothing"
			} else if why := unjudged(t, r); why != "" {
				st.State, st.Message = Unjudged, why
			}
			e.Rules = append(e.Rules, st)
		}
	}
	for i, d := range diags {
		if !used[i] && !slices.Contains(judgingAnalyzers, d.analyzer) && inTool(t, d.Pos) {
			e.Findings = append(e.Findings, d.Diagnostic)
		}
	}
}

// about reports whether d is the finding that r is not declared. A
// cross-field rule's finding is reported at its check. The findings of
// one property on one line are one diagnostic, at the first check, that
// names every rule ("amount must be at least 1 and at most 5000, but
// ..."): a single-argument rule's is the analyzer's report on its line,
// not after it (or one whose related information points at the check),
// about its argument, that states what r says.
func about(fset *token.FileSet, d diagnostic, r *model.Rule) bool {
	if !slices.Contains(judgingAnalyzers, d.analyzer) {
		return false
	}
	dp := fset.Position(d.Pos)
	// At the check of a handler another package declares.
	there := r.CheckedIn.IsValid() && dp.Filename == r.CheckedIn.File && dp.Line == r.CheckedIn.Line
	if r.CrossField() || r.Says == "" {
		return d.Pos == r.Pos || there && dp.Column == r.CheckedIn.Col
	}
	rp := fset.Position(r.Pos)
	at := there || dp.Filename == rp.Filename && dp.Line == rp.Line && d.Pos <= r.Pos
	// A finding whose fix edits the declaration in another file is
	// reported there, pointing at the check.
	for _, rel := range d.Related {
		at = at || rel.Pos == r.Pos && !r.CheckedIn.IsValid()
	}
	if !at {
		return false
	}
	stated, _, _ := strings.Cut(d.Message, ", but ")
	subject := r.Args[0]
	if list, item, ok := model.SplitItemPath(subject); ok {
		// representable's words for a rule on a list's items
		subject = "each item of " + list
		if item != "" {
			subject = "the " + item + " of " + subject
		}
	}
	rest, ok := strings.CutPrefix(stated, subject+" ")
	if !ok {
		return false
	}
	says := strings.TrimPrefix(strings.TrimPrefix(r.Says, "must be "), "must ")
	return strings.Contains(rest, says)
}

// unjudged says why the analyzers leave rule r of t alone, or "".
func unjudged(t *model.Tool, r *model.Rule) string {
	if r.CrossField() {
		if t.Conditional {
			return ""
		}
		if !t.Description.Known {
			return "the tool's description is not a constant"
		}
		return ""
	}
	if len(r.Keywords) == 0 {
		return "no schema keyword states it"
	}
	if len(r.Args) == 1 {
		name := r.Args[0]
		if list, _, ok := model.SplitItemPath(name); ok {
			name = list
		}
		p := t.Property(name)
		switch {
		case p == nil && t.Opaque:
			return "the argument's declaration is out of sight"
		case p == nil:
			return "the schema has no property " + name
		case p.Opaque:
			return "an option toolvet cannot read may declare more of " + name
		}
	}
	return ""
}

// inTool reports whether pos is in t's definition or one of its
// handlers.
func inTool(t *model.Tool, pos token.Pos) bool {
	if pos == t.Pos {
		return true
	}
	for _, p := range t.Pitfalls {
		if pos >= p.Pos && pos <= p.End {
			return true
		}
	}
	for _, p := range t.Properties {
		if pos == p.Pos {
			return true
		}
	}
	for _, h := range t.Handlers {
		if h.Func != nil && pos >= h.Func.Pos() && pos < h.Func.End() {
			return true
		}
	}
	return false
}
