package representable

import (
	_ "embed"
	"go/token"
	"slices"

	"golang.org/x/tools/go/analysis"

	"github.com/toolvet/toolvet/analyzer/internal/config"
	"github.com/toolvet/toolvet/analyzer/internal/ignore"
	"github.com/toolvet/toolvet/analyzer/internal/prose"
	"github.com/toolvet/toolvet/analyzer/internal/report"
	"github.com/toolvet/toolvet/analyzer/internal/schema"
	"github.com/toolvet/toolvet/internal/degrade"
	"github.com/toolvet/toolvet/internal/docutil"
	"github.com/toolvet/toolvet/internal/model"
	"github.com/toolvet/toolvet/internal/profile"
	"github.com/toolvet/toolvet/passes/rules"
	"github.com/toolvet/toolvet/passes/tools"
)

//go:embed doc.go
var doc string

// Analyzer reports rules the code enforces whose schema keyword the
// tool's schema does not declare, or declares looser.
var Analyzer = degrade.OnPanic(&analysis.Analyzer{
	Name:     "representable",
	Doc:      docutil.MustExtractDoc(doc, "representable"),
	URL:      "https://github.com/toolvet/toolvet#representable",
	Requires: []*analysis.Analyzer{tools.Analyzer, rules.Analyzer, ignore.Analyzer},
	Run:      run,
})

func init() {
	config.AddProviderFlag(&Analyzer.Flags)
	config.AddSameFileFlag(&Analyzer.Flags)
	config.AddOtherPackagesFlag(&Analyzer.Flags)
	config.AddIgnoreReasonFlag(&Analyzer.Flags)
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
	// prose is set when the description already states every missing
	// keyword in words: the model may read it, a validator will not.
	prose bool
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

func run(pass *analysis.Pass) (any, error) {
	found, rs, files, rep := report.Begin(pass)
	if found == nil {
		return nil, nil
	}
	defer rep.Flush()
	type toolFindings struct {
		t      *model.Tool
		prof   *profile.Profile
		byProp map[*model.Property][]finding
		order  []*model.Property
	}
	cfg := config.Of(pass)
	all := make([]toolFindings, 0, len(found.Tools))
	for _, t := range found.Tools {
		tf := toolFindings{t: t, prof: config.ProfileFor(cfg, t), byProp: make(map[*model.Property][]finding)}
		onProperty := make(map[*model.Property][]*model.Rule)
		for _, r := range rs.Rules[t] {
			if len(r.Args) == 1 && len(r.Keywords) > 0 {
				if p := schema.Property(t, r.Args[0]); p != nil {
					onProperty[p] = append(onProperty[p], r)
				}
			}
		}
		for _, r := range rs.Rules[t] {
			if len(r.Args) != 1 || len(r.Keywords) == 0 || files.Generated(r.Pos) {
				continue
			}
			if list, item, ok := model.SplitItemPath(r.Args[0]); ok {
				reportItemRule(rep, files, t, r, list, item)
				continue
			}
			p := schema.Property(t, r.Args[0])
			if p == nil || p.Opaque {
				continue // the argument's declaration is out of sight
			}
			f, ok := compare(p, r, onProperty[p], tf.prof)
			if !ok {
				continue
			}
			if tf.byProp[p] == nil {
				tf.order = append(tf.order, p)
			}
			tf.byProp[p] = append(tf.byProp[p], f)
		}
		for _, p := range tf.order {
			tf.byProp[p] = keepFiring(tf.byProp[p])
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
			reportProperty(rep, files, pf)
		}
	}
	return nil, nil
}

// keepFiring drops from each finding the keywords another finding on the
// same property already states, and the findings left with none: a check
// behind one that rejects the value first never fires (size < 0, then
// size < -5), and an emptiness check next to an enum check says less than
// the enum, which rejects "" too. Of two findings stating the same, the
// first stays; a finding without a fix never displaces one with a fix.
func keepFiring(fs []finding) []finding {
	states := func(j int, c model.Constraint, i int) bool {
		if fs[j].rule.NoFix != "" && fs[i].rule.NoFix == "" {
			return false
		}
		for _, d := range fs[j].missing {
			if model.Covers(d, c) && (j < i || !model.Covers(c, d)) {
				return true
			}
		}
		return false
	}
	kept := fs[:0:0]
	for i := range fs {
		f := fs[i]
		var missing []model.Constraint
		for _, c := range f.missing {
			stated := false
			for j := range fs {
				if j != i && len(fs[j].missing) > 0 && states(j, c, i) {
					stated = true
					break
				}
			}
			if !stated {
				missing = append(missing, c)
			}
		}
		if len(missing) < len(f.missing) {
			f.missing = missing
			f.inWords = slices.DeleteFunc(slices.Clone(f.inWords), func(c model.Constraint) bool { return !hasKeyword(missing, c.Keyword) })
			f.looser = slices.DeleteFunc(slices.Clone(f.looser), func(d model.Constraint) bool {
				return !slices.ContainsFunc(missing, func(c model.Constraint) bool { return sameFamily(c.Keyword, d.Keyword) })
			})
			fs[i].missing = missing // later findings compare with what is left
		}
		if len(missing) > 0 {
			kept = append(kept, f)
		}
	}
	return kept
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
				names = append(names, prose.ToolName(s.t))
				break
			}
		}
	}
	if len(names) == 0 {
		return ""
	}
	return prose.JoinNames(names)
}
