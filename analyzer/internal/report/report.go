// Package report holds what toolvet's analyzers share to report: the start
// of a run (the package's tools and rules), the package's files, and the
// Reporter, which checks a pass's fixes against each other, drops
// duplicates and applies the //toolvet:ignore directives before anything
// is reported.
package report

import (
	"bytes"
	"cmp"
	"fmt"
	"go/token"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/toolvet/toolvet/analyzer/internal/config"
	"github.com/toolvet/toolvet/analyzer/internal/ignore"
	"github.com/toolvet/toolvet/internal/fixtext"
	"github.com/toolvet/toolvet/internal/model"
	"github.com/toolvet/toolvet/passes/rules"
	"github.com/toolvet/toolvet/passes/tools"
)

// Begin is every checking analyzer's start: the package's tools and
// rules, or nil when it defines no tool (the common case, at no cost).
// The analyzer requires tools.Analyzer, rules.Analyzer and
// ignore.Analyzer.
func Begin(pass *analysis.Pass) (*tools.Result, *rules.Result, *Files, *Reporter) {
	found := pass.ResultOf[tools.Analyzer].(*tools.Result)
	if len(found.Tools) == 0 && len(found.WrapperHandlers) == 0 {
		// No tool, no finding: every directive naming this analyzer is unused.
		ignore.NewSilencer(pass).ReportDirectives(config.Of(pass).IgnoreReason)
		return nil, nil, nil, nil
	}
	rs := pass.ResultOf[rules.Analyzer].(*rules.Result)
	files := newFiles(pass)
	files.guardsOf, files.checksAt = guardsOfChecks(rs)
	return found, rs, files, &Reporter{Pass: pass, ignores: ignore.NewSilencer(pass)}
}

// Reporter holds an analyzer's diagnostics until every fix of the pass is
// known, so that fixes can be checked against each other before any is
// reported: under go vet -fix one overlap voids every fix of the package.
type Reporter struct {
	Pass  *analysis.Pass
	diags []analysis.Diagnostic
	raw   [][]analysis.TextEdit // each fix's edits as built, before gofmt widening
	// formatter keeps what it learns of each file across the pass's fixes.
	formatter *fixtext.Formatter
	ignores   *ignore.Silencer // the package's //toolvet:ignore comments
}

// Report queues d; its fix (if any) holds the edits as built.
func (r *Reporter) Report(d analysis.Diagnostic) {
	var raw []analysis.TextEdit
	if len(d.SuggestedFixes) == 1 {
		raw = d.SuggestedFixes[0].TextEdits
		if r.formatter == nil {
			r.formatter = fixtext.NewFormatter(r.Pass.Fset, r.Pass.ReadFile).WithSyntax(r.Pass.Files)
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

// Flush reports everything. A fix whose gofmt widening (realigned
// neighbours: struct tags, trailing comments) overlaps another fix falls
// back to its edits as built; identical edits, which every driver applies
// once, are no overlap.
func (r *Reporter) Flush() {
	edits := func(i int) []analysis.TextEdit {
		if len(r.diags[i].SuggestedFixes) == 0 {
			return nil
		}
		return r.diags[i].SuggestedFixes[0].TextEdits
	}
	// Only fixes whose edits' extents meet can conflict: sorted by where
	// they begin, each is compared with those that begin before it ends
	// (thousands of findings in one package stay n log n, not n²).
	type extent struct {
		i      int
		lo, hi token.Pos
	}
	var extents []extent
	for i := range r.diags {
		es := edits(i)
		if len(es) == 0 {
			continue
		}
		x := extent{i, es[0].Pos, es[0].End}
		for _, e := range es[1:] {
			x.lo, x.hi = min(x.lo, e.Pos), max(x.hi, e.End)
		}
		extents = append(extents, x)
	}
	slices.SortFunc(extents, func(a, b extent) int { return cmp.Compare(a.lo, b.lo) })
	conflicts := make([]bool, len(r.diags))
	for a, x := range extents {
		for _, y := range extents[a+1:] {
			if y.lo > x.hi {
				break
			}
			if Conflict(edits(x.i), edits(y.i)) {
				conflicts[x.i], conflicts[y.i] = true, true
			}
		}
	}
	for i, c := range conflicts {
		if c {
			r.diags[i].SuggestedFixes[0].TextEdits = r.raw[i]
		}
	}
	type site struct {
		pos, end token.Pos
		msg, fix string
	}
	seen := make(map[site]bool)
	for _, d := range r.diags {
		// A helper's check reached from several guards (tools sharing the
		// helper) is one finding, unless each carries a fix of its own.
		k := site{d.Pos, d.End, d.Message, fixKey(d)}
		if seen[k] {
			continue
		}
		seen[k] = true
		if !r.ignores.Silences(d) {
			r.Pass.Report(d)
		}
	}
	r.ignores.ReportDirectives(config.Of(r.Pass).IgnoreReason)
}

// Conflict reports whether two fixes' edits overlap without being the same.
func Conflict(a, b []analysis.TextEdit) bool {
	if slices.EqualFunc(a, b, SameEdit) {
		return false
	}
	for _, x := range a {
		for _, y := range b {
			if SameEdit(x, y) {
				continue
			}
			if x.Pos < y.End && y.Pos < x.End || x.Pos == y.Pos && (x.Pos == x.End || y.Pos == y.End) {
				return true
			}
		}
	}
	return false
}

// SameEdit reports whether two edits are one: every driver applies
// identical edits once.
func SameEdit(x, y analysis.TextEdit) bool {
	return x.Pos == y.Pos && x.End == y.End && bytes.Equal(x.NewText, y.NewText)
}

// CheckSite returns where a finding on r is reported, and what the related
// information says of the other place. A rule written in a helper of this
// package is reported at the check inside the helper, pointing back at
// the guard, when the guard does not show the check: the helper computes
// a value and fails along the way (`t, err := parseTime(name, v); if err
// != nil`), or it serves several guards, whose findings are then one
// finding at the rule. A guard on the verdict of a helper only it calls
// (`if !isValidKind(k)`) reads as the check and keeps the finding. A
// helper in another package (model.Rule.OriginIn) is read the same way,
// its check reported there when the driver shows findings outside the
// package's files, else at the guard; a check the rule only names (a
// custom validation a tag runs) keeps the finding at the guard.
func (fs *Files) CheckSite(r *model.Rule) (pos, end token.Pos, related []analysis.RelatedInformation) {
	cfg := config.Of(fs.pass)
	elsewhere := cfg.OtherPackages && !cfg.SameFile
	if r.CheckedIn.IsValid() {
		// A handler another package declares: at its check there, when
		// the driver shows findings outside the package's files.
		if elsewhere {
			if at := fs.sitePos(r.CheckedIn); at.IsValid() {
				return at, at, []analysis.RelatedInformation{{Pos: r.Pos, End: r.End, Message: fmt.Sprintf("tool %q registers the handler here, with the schema the fix edits", r.RegisteredBy)}}
			}
		}
		return r.Pos, r.End, nil
	}
	if !r.InHelper() {
		return r.Pos, r.End, nil
	}
	// A helper of another package (OriginIn) is read as one of this
	// package: its check, at its place there when the driver shows
	// findings outside the package's files.
	origin, originEnd := r.Origin, r.OriginEnd
	if r.OriginIn.IsValid() {
		origin, originEnd = token.NoPos, token.NoPos
		if elsewhere {
			origin = fs.sitePos(r.OriginIn)
			originEnd = origin
		}
	}
	inside := r.CheckedInside || len(fs.guardsOf[checkOf(r)]) > 1 || len(fs.checksAt[guardOf(r)]) > 1
	if inside && r.OriginNote == "" && (fs.ASTFile(origin) != nil || r.OriginIn.IsValid() && origin.IsValid()) {
		return origin, originEnd, []analysis.RelatedInformation{{Pos: r.Pos, End: r.End, Message: "the guard that calls the helper: " + r.Check}}
	}
	if !origin.IsValid() {
		return r.Pos, r.End, nil
	}
	note := r.OriginNote
	if note == "" {
		note = "the check, in the helper the guard calls"
	}
	return r.Pos, r.End, []analysis.RelatedInformation{{Pos: origin, End: originEnd, Message: note}}
}

// checkPlace is where a check is written: a position of the pass, or a
// place in a file of another package (model.Rule.OriginIn).
type checkPlace struct {
	pos token.Pos
	in  model.FileSite
}

// helperCheck is a check in a helper, on the arguments a guard gives it.
type helperCheck struct {
	origin checkPlace
	args   string
}

func checkOf(r *model.Rule) helperCheck {
	return helperCheck{checkPlace{r.Origin, r.OriginIn}, strings.Join(r.Args, ",")}
}

// helperGuard is a guard calling a helper, with the arguments it gives it.
type helperGuard struct {
	guard token.Pos
	args  string
}

func guardOf(r *model.Rule) helperGuard {
	return helperGuard{r.Pos, strings.Join(r.Args, ",")}
}

// guardsOfChecks maps each check in a helper, on each argument, to the
// guards that reach it, over every tool of the package: one argument
// checked through several guards is one finding, at the check; a helper
// that checks different arguments for different guards
// (validateDate(start), validateDate(end)) keeps each at its guard. It
// maps each guard, per argument, to the checks it reaches too: several
// checks of one argument behind one guard (a validate function checking
// it twice) are each a finding at its check, as they would be written in
// the handler, not one finding at the guard.
func guardsOfChecks(rs *rules.Result) (guards map[helperCheck]map[token.Pos]bool, checks map[helperGuard]map[checkPlace]bool) {
	guards = make(map[helperCheck]map[token.Pos]bool)
	checks = make(map[helperGuard]map[checkPlace]bool)
	for _, list := range rs.Rules {
		for _, r := range list {
			if !r.InHelper() {
				// A rule checked at the guard itself is one of its checks
				// too (a helper testing a condition its caller computed).
				g := guardOf(r)
				if checks[g] == nil {
					checks[g] = make(map[checkPlace]bool)
				}
				checks[g][checkPlace{pos: r.Pos}] = true
				continue
			}
			if r.OriginNote != "" {
				continue
			}
			k := checkOf(r)
			if guards[k] == nil {
				guards[k] = make(map[token.Pos]bool)
			}
			guards[k][r.Pos] = true
			g := guardOf(r)
			if checks[g] == nil {
				checks[g] = make(map[checkPlace]bool)
			}
			checks[g][checkOf(r).origin] = true
		}
	}
	return guards, checks
}

// fixKey renders d's fix, to tell apart findings that differ only by it.
func fixKey(d analysis.Diagnostic) string {
	var b bytes.Buffer
	for _, f := range d.SuggestedFixes {
		for _, e := range f.TextEdits {
			fmt.Fprintf(&b, "%d:%d:%s;", e.Pos, e.End, e.NewText)
		}
	}
	return b.String()
}
