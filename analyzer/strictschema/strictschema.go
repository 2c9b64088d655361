package strictschema

import (
	_ "embed"
	"fmt"
	"slices"
	"strings"

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

// Analyzer reports schema content the tool's provider profile rejects
// or drops.
var Analyzer = degrade.OnPanic(&analysis.Analyzer{
	Name:     "strictschema",
	Doc:      docutil.MustExtractDoc(doc, "strictschema"),
	URL:      "https://github.com/toolvet/toolvet#strictschema",
	Requires: []*analysis.Analyzer{tools.Analyzer, rules.Analyzer, ignore.Analyzer},
	Run:      run,
})

func init() {
	config.AddProviderFlag(&Analyzer.Flags)
	config.AddIgnoreReasonFlag(&Analyzer.Flags)
}

func run(pass *analysis.Pass) (any, error) {
	found, rs, files, rep := report.Begin(pass)
	if found == nil {
		return nil, nil
	}
	defer rep.Flush()
	for _, t := range found.Tools {
		prof := config.ProfileFor(config.Of(pass), t)
		if prof.Name == profile.Default || len(t.Pitfalls) > 0 {
			continue // every keyword is guidance; or schemapitfall's tool
		}
		if t.Conditional && prof.Conditionals != "" && !files.Generated(t.Pos) {
			rep.Report(analysis.Diagnostic{
				Pos:      t.Pos,
				Category: "strictschema",
				Message: fmt.Sprintf("the schema of %s states rules across properties (if/then, dependentRequired, allOf, ...), which %s %s (%s): state them in the tool description",
					prose.ToolName(t), prof.Title, prof.Fate, prof.Conditionals),
			})
		}
		var optionals []*model.Property
		for _, p := range t.Properties {
			if files.Generated(p.Pos) || p.Opaque {
				continue // or its declaration is out of sight
			}
			unacceptedContent(rep, files, rs.Rules[t], t, p, prof)
			if prof.AllRequired {
				if _, ok := p.Lookup(model.Required); !ok && !p.Opaque {
					optionals = append(optionals, p)
				}
			}
		}
		optional(rep, files, optionals, prof)
	}
	for _, req := range found.Requests {
		if !files.Generated(req.Pos) {
			requestLimits(rep, req)
		}
	}
	return nil, nil
}

// requestLimits reports a request whose strict tools exceed what their
// profile accepts in one request: how many tools, how many optional
// parameters in all. Counts cover the tools toolvet could follow, so a
// finding is certain; a request it cannot read whole may exceed unseen.
func requestLimits(rep *report.Reporter, req *model.Request) {
	for _, prof := range profile.Table {
		if prof.MaxStrictTools == 0 && prof.MaxOptional == 0 {
			continue
		}
		strict, optional := 0, 0
		for _, t := range req.Tools {
			if t.Target != prof.Name {
				continue
			}
			strict++
			for _, p := range t.Properties {
				if _, ok := p.Lookup(model.Required); !ok && !p.Opaque {
					optional++
				}
			}
		}
		if prof.MaxStrictTools > 0 && strict > prof.MaxStrictTools {
			rep.Report(analysis.Diagnostic{
				Pos:      req.Pos,
				Category: "strictschema",
				Message: fmt.Sprintf("this request marks %d tools strict, but %s accepts at most %d in one request: mark fewer tools strict",
					strict, prof.Title, prof.MaxStrictTools),
			})
		}
		if prof.MaxOptional > 0 && optional > prof.MaxOptional {
			rep.Report(analysis.Diagnostic{
				Pos:      req.Pos,
				Category: "strictschema",
				Message: fmt.Sprintf("the tools this request marks strict have %d optional parameters in all, but %s accepts at most %d across one request's strict schemas: make some required, or mark fewer tools strict",
					optional, prof.Title, prof.MaxOptional),
			})
		}
	}
}

// unacceptedContent reports each keyword p declares that prof does not
// accept. Every diagnostic of the property carries the same fix, which
// takes them all out of the declaration and states them in the
// property's description: as declared, or as the code enforces it where
// the code is stricter (declared maximum 100, code rejects above 50: "Must
// be at most 50."), so that representable, which holds the code's rule
// back until the keyword is gone, has nothing left to ask on the next run.
func unacceptedContent(rep *report.Reporter, files *report.Files, enforced []*model.Rule, t *model.Tool, p *model.Property, prof *profile.Profile) {
	type bad struct {
		c      model.Constraint // as declared
		states model.Constraint // what the description is to say
		why    string
	}
	var bads []bad
	for _, d := range p.Declared {
		if schema.UnknownValue(d) {
			continue
		}
		if ok, why := prof.Accepts(d); !ok {
			bads = append(bads, bad{d, tighterEnforced(enforced, t, p, d), why})
		}
	}
	if prof.KeepsDeclared {
		// The keyword stays: one its description states is done.
		bads = slices.DeleteFunc(bads, func(b bad) bool {
			says := b.states.Says()
			return says != "" && schema.StatedInWords(p, b.states, &model.Rule{Says: says})
		})
	}
	if len(bads) == 0 {
		return
	}
	var edits []analysis.TextEdit
	var keywords []model.Keyword
	var sentences []string
	exact := true
	for _, b := range bads {
		keywords = append(keywords, b.c.Keyword)
		says := b.states.Says()
		if says == "" {
			exact = false
			continue
		}
		if schema.StatedInWords(p, b.states, &model.Rule{Says: says}) {
			continue // the description states it already
		}
		if s := model.Sentence(says); !slices.Contains(sentences, s) {
			sentences = append(sentences, s)
		}
	}
	text := strings.Join(sentences, " ")
	fixMsg := "Move " + prose.JoinNames(keywordNames(keywords)) + " of " + p.Name + " into its description"
	switch {
	case prof.KeepsDeclared:
		fixMsg = "State " + prose.JoinNames(keywordNames(keywords)) + " of " + p.Name + " in its description too"
		if p.Anchor != nil && exact && text != "" {
			if e, ok := p.Anchor.Describe(text); ok {
				edits = e
			}
		}
	case text == "":
		fixMsg = "Remove " + prose.JoinNames(keywordNames(keywords)) + " from " + p.Name + " (its description states them)"
		fallthrough
	default:
		if u, ok := p.Anchor.(model.Undeclarer); ok && exact {
			if e, ok := u.Undeclare(keywords, text); ok {
				edits = e
			}
		}
	}
	for _, b := range bads {
		d := analysis.Diagnostic{
			Pos:      p.Pos,
			Category: "strictschema",
			Message: fmt.Sprintf("%s declares %s, which %s %s (%s): %s", p.Name, b.c, prof.Title, prof.Fate, b.why,
				moveAdvice(b.c, b.states, prof.KeepsDeclared)),
		}
		if edits != nil {
			if files.File(p.Pos) != p.Anchor.File() {
				continue // reported where the fix can go, never elsewhere
			}
			d.SuggestedFixes = []analysis.SuggestedFix{{Message: fixMsg, TextEdits: edits}}
		}
		rep.Report(d)
	}
}

func moveAdvice(declared, states model.Constraint, keep bool) string {
	says := states.Says()
	switch {
	case keep && says == "":
		return "state the rule in the description too"
	case keep:
		return `state it in the description too ("` + model.Sentence(says) + `"); the keyword stays, for the framework validates the input against it`
	case says == "":
		return "remove it and state the rule in the description"
	}
	if !model.Covers(states, declared) || !model.Covers(declared, states) {
		return `move it into the description as the code enforces it ("` + model.Sentence(says) + `")`
	}
	return `move it into the description ("` + model.Sentence(says) + `")`
}

// tighterEnforced returns the bound the code enforces on p with d's
// keyword when it is stricter than d, else d.
func tighterEnforced(enforced []*model.Rule, t *model.Tool, p *model.Property, d model.Constraint) model.Constraint {
	if d.Num == nil {
		return d
	}
	tightest := d
	for _, r := range enforced {
		if len(r.Args) != 1 || schema.Property(t, r.Args[0]) != p || r.IntegerRead && p.Type == "number" {
			continue
		}
		for _, c := range r.Keywords {
			c = schema.Normalize(c, p.Type)
			if c.Keyword == d.Keyword && c.Num != nil && model.Covers(c, tightest) && !model.Covers(tightest, c) {
				tightest = c
			}
		}
	}
	return tightest
}

// optional reports properties that are not required under a profile
// that wants every property required: the provider rejects the schema.
// The fix is the tool's (its required list): every diagnostic carries all
// of it.
func optional(rep *report.Reporter, files *report.Files, ps []*model.Property, prof *profile.Profile) {
	var names []string
	for _, p := range ps {
		names = append(names, p.Name)
	}
	var edits []analysis.TextEdit
	for _, p := range ps {
		rn, ok := p.Anchor.(model.RequireNullabler)
		if !ok {
			edits = nil
			break
		}
		e, ok := rn.RequireNullable(names)
		if !ok || files.File(p.Pos) != p.Anchor.File() {
			edits = nil
			break
		}
		for _, x := range e {
			if !slices.ContainsFunc(edits, func(y analysis.TextEdit) bool { return report.SameEdit(x, y) }) {
				edits = append(edits, x)
			}
		}
	}
	for _, p := range ps {
		d := analysis.Diagnostic{
			Pos:      p.Pos,
			Category: "strictschema",
			Message: fmt.Sprintf("%s is optional, but %s %s a schema whose properties are not all required: make it required and nullable (type [%q, \"null\"])",
				p.Name, prof.Title, prof.Fate, typeOr(p.Type)),
		}
		if edits != nil {
			d.SuggestedFixes = []analysis.SuggestedFix{{Message: "Make " + prose.JoinNames(names) + " required and nullable", TextEdits: edits}}
		} else {
			d.Message += " (no fix: " + nullableNote(p) + ")"
		}
		rep.Report(d)
	}
}

func nullableNote(p *model.Property) string {
	if p.Anchor == nil {
		return "toolvet cannot edit this declaration"
	}
	return "the library writes no nullable type toolvet can declare exactly"
}

func typeOr(t string) string {
	if t == "" {
		return "string"
	}
	return t
}

func keywordNames(ks []model.Keyword) []string {
	var names []string
	for _, k := range ks {
		if !slices.Contains(names, string(k)) {
			names = append(names, string(k))
		}
	}
	return names
}
