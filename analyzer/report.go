package analyzer

import (
	"bytes"
	"go/token"
	"slices"

	"golang.org/x/tools/go/analysis"

	"github.com/toolvet/toolvet/internal/fixtext"
	"github.com/toolvet/toolvet/internal/model"
	"github.com/toolvet/toolvet/passes/rules"
	"github.com/toolvet/toolvet/passes/tools"
)

// begin is every checking analyzer's start: the package's tools and
// rules, or nil when it defines no tool (the common case, at no cost).
func begin(pass *analysis.Pass) (*tools.Result, *rules.Result, *fileSet, *reporter) {
	found := pass.ResultOf[tools.Analyzer].(*tools.Result)
	if len(found.Tools) == 0 {
		// No tool, no finding: every directive naming this analyzer is unused.
		readDirectives(pass).reportDirectives()
		return nil, nil, nil, nil
	}
	rs := pass.ResultOf[rules.Analyzer].(*rules.Result)
	return found, rs, newFileSet(pass), &reporter{pass: pass, ignores: readDirectives(pass)}
}

// reporter holds an analyzer's diagnostics until every fix of the pass is
// known, so that fixes can be checked against each other before any is
// reported: under go vet -fix one overlap voids every fix of the package.
type reporter struct {
	pass  *analysis.Pass
	diags []analysis.Diagnostic
	raw   [][]analysis.TextEdit // each fix's edits as built, before gofmt widening
	// formatter keeps what it learns of each file across the pass's fixes.
	formatter *fixtext.Formatter
	ignores   *directives // the package's //toolvet:ignore comments
}

// report queues d; its fix (if any) holds the edits as built.
func (r *reporter) report(d analysis.Diagnostic) {
	var raw []analysis.TextEdit
	if len(d.SuggestedFixes) == 1 {
		raw = d.SuggestedFixes[0].TextEdits
		if r.formatter == nil {
			r.formatter = fixtext.NewFormatter(r.pass.Fset, r.pass.ReadFile)
		}
		formatted, ok := r.formatter.Gofmt(raw)
		if !ok {
			d.SuggestedFixes = nil // the fixed file would not parse
			raw = nil
		} else {
			d.SuggestedFixes = []analysis.SuggestedFix{{Message: d.SuggestedFixes[0].Message, TextEdits: formatted}}
		}
	}
	r.diags = append(r.diags, d)
	r.raw = append(r.raw, raw)
}

// flush reports everything. A fix whose gofmt widening (realigned
// neighbours: struct tags, trailing comments) overlaps another fix falls
// back to its edits as built; identical edits, which every driver applies
// once, are no overlap.
func (r *reporter) flush() {
	edits := func(i int) []analysis.TextEdit {
		if len(r.diags[i].SuggestedFixes) == 0 {
			return nil
		}
		return r.diags[i].SuggestedFixes[0].TextEdits
	}
	for i := range r.diags {
		for j := range r.diags {
			if i != j && conflict(edits(i), edits(j)) {
				r.diags[i].SuggestedFixes[0].TextEdits = r.raw[i]
			}
		}
	}
	type site struct {
		pos, end token.Pos
		msg      string
	}
	seen := make(map[site]bool)
	for _, d := range r.diags {
		// One helper's check reached from several guards of one tool (the
		// same argument passed twice) is one finding.
		k := site{d.Pos, d.End, d.Message}
		if seen[k] {
			continue
		}
		seen[k] = true
		if !r.ignores.silences(d) {
			r.pass.Report(d)
		}
	}
	r.ignores.reportDirectives()
}

// analyzerNames are the names in All (filled at init: All refers to the
// analyzers, whose runs refer back here).
var analyzerNames = map[string]bool{}

func init() {
	for _, a := range All {
		analyzerNames[a.Name] = true
	}
}

// conflict reports whether two fixes' edits overlap without being the same.
func conflict(a, b []analysis.TextEdit) bool {
	if slices.EqualFunc(a, b, sameEdit) {
		return false
	}
	for _, x := range a {
		for _, y := range b {
			if sameEdit(x, y) {
				continue
			}
			if x.Pos < y.End && y.Pos < x.End || x.Pos == y.Pos && (x.Pos == x.End || y.Pos == y.End) {
				return true
			}
		}
	}
	return false
}

func sameEdit(x, y analysis.TextEdit) bool {
	return x.Pos == y.Pos && x.End == y.End && bytes.Equal(x.NewText, y.NewText)
}

// checkSite returns where a finding on r is reported, and what the related
// information says of the other place. A rule written in a validation
// helper of this package (`parseTime(name, v)` failing on a bad layout)
// is reported at the check in the helper, where the rule lives and where
// a reader fixing it looks, pointing back at the guard that called it; a
// helper in another package, or a check the rule only names (a custom
// validation a tag runs), keeps the finding at the guard.
func (fs *fileSet) checkSite(r *model.Rule) (pos, end token.Pos, related []analysis.RelatedInformation) {
	if !r.Origin.IsValid() {
		return r.Pos, r.End, nil
	}
	if r.OriginNote == "" && fs.astFile(r.Origin) != nil {
		return r.Origin, r.OriginEnd, []analysis.RelatedInformation{{Pos: r.Pos, End: r.End, Message: "the guard that calls the helper: " + r.Check}}
	}
	note := r.OriginNote
	if note == "" {
		note = "the check, in the helper the guard calls"
	}
	return r.Pos, r.End, []analysis.RelatedInformation{{Pos: r.Origin, End: r.OriginEnd, Message: note}}
}
