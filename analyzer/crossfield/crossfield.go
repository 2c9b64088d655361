package crossfield

import (
	_ "embed"
	"fmt"
	"go/token"
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/tools/go/analysis"

	"github.com/toolvet/toolvet/analyzer/internal/config"
	"github.com/toolvet/toolvet/analyzer/internal/ignore"
	"github.com/toolvet/toolvet/analyzer/internal/prose"
	"github.com/toolvet/toolvet/analyzer/internal/report"
	"github.com/toolvet/toolvet/analyzer/internal/schema"
	"github.com/toolvet/toolvet/internal/degrade"
	"github.com/toolvet/toolvet/internal/docutil"
	"github.com/toolvet/toolvet/internal/model"
	"github.com/toolvet/toolvet/passes/rules"
	"github.com/toolvet/toolvet/passes/tools"
)

//go:embed doc.go
var doc string

// Analyzer reports rules over two or more arguments that no description
// the model reads states.
var Analyzer = degrade.OnPanic(&analysis.Analyzer{
	Name:     "crossfield",
	Doc:      docutil.MustExtractDoc(doc, "crossfield"),
	URL:      "https://github.com/toolvet/toolvet#crossfield",
	Requires: []*analysis.Analyzer{tools.Analyzer, rules.Analyzer, ignore.Analyzer},
	Run:      run,
})

func init() {
	config.AddSameFileFlag(&Analyzer.Flags)
	config.AddOtherPackagesFlag(&Analyzer.Flags)
	config.AddIgnoreReasonFlag(&Analyzer.Flags)
}

func run(pass *analysis.Pass) (any, error) {
	found, rs, files, rep := report.Begin(pass)
	if found == nil {
		return nil, nil
	}
	defer rep.Flush()
	for _, t := range found.Tools {
		if t.Conditional {
			continue // the schema states cross-field rules itself
		}
		var pending []*model.Rule
		var sentences []string
		for _, r := range rs.Rules[t] {
			if !r.CrossField() || files.Generated(r.Pos) || len(spannedArgs(t, r)) < 2 {
				continue
			}
			documented, known := isDocumented(t, r)
			if documented || !known {
				continue
			}
			pending = append(pending, r)
		}
		pending = onePerGuard(files, pending)
		for _, r := range pending {
			if s := sentenceFor(t, r); s != "" && !slices.Contains(sentences, s) {
				sentences = append(sentences, s)
			}
		}
		if len(pending) == 0 {
			continue
		}
		sentences = mergeSentences(sentences)
		// One edit for the tool: every diagnostic of the tool carries it,
		// since separate appends to one description would overlap.
		var edits []analysis.TextEdit
		if len(sentences) > 0 && t.Describe != nil && !files.Generated(t.Description.Pos) {
			var ok bool
			if edits, ok = t.Describe.Append(strings.Join(sentences, " ")); !ok {
				edits = nil
			}
		}
		for _, r := range pending {
			s := sentenceFor(t, r)
			pos, end, related := files.CheckSite(r)
			d := analysis.Diagnostic{
				Pos:      pos,
				End:      end,
				Category: "crossfield",
				Message:  crossFieldMessage(t, r, checkAt(r, pos), s, files.ASTFile(pos) != nil),
			}
			if edits != nil && s != "" {
				if config.Of(pass).SameFile && files.File(pos) != t.Describe.File() {
					d.Related = []analysis.RelatedInformation{{Pos: pos, End: end, Message: "the check: " + r.Check}}
					d.Pos, d.End = t.Description.Pos, 0
				}
				d.SuggestedFixes = []analysis.SuggestedFix{{
					Message:   "Add to the description of " + prose.ToolName(t) + ": " + strings.Join(sentences, " "),
					TextEdits: edits,
				}}
			}
			d.Related = append(d.Related, related...)
			if d.Pos != t.Description.Pos && t.Description.Pos.IsValid() {
				// Tools registered through wrappers are often far from their
				// handlers: say where the tool is declared.
				d.Related = append(d.Related, analysis.RelatedInformation{Pos: t.Description.Pos, Message: "the tool's description: " + prose.ToolName(t)})
			}
			rep.Report(d)
		}
	}
	return nil, nil
}

// whenValue is a generated sentence that states a rule under one value
// of an argument: When mode is "list", id is required.
var whenValue = regexp.MustCompile(`^When (\S+) is ("(?:[^"\\]|\\.)*"), (.+)$`)

// mergeSentences says once what several sentences say for different
// values of one argument: "When operation is "list", id is required." and
// "When operation is "report", id is required." become "When operation
// is "list" or "report", id is required.", in the place of the first.
func mergeSentences(sentences []string) []string {
	type group struct {
		at     int
		values []string
	}
	groups := make(map[[2]string]*group)
	var out []string
	for _, s := range sentences {
		m := whenValue.FindStringSubmatch(s)
		if m == nil {
			out = append(out, s)
			continue
		}
		key := [2]string{m[1], m[3]}
		if g := groups[key]; g != nil {
			g.values = append(g.values, m[2])
			continue
		}
		groups[key] = &group{at: len(out), values: []string{m[2]}}
		out = append(out, s)
	}
	for key, g := range groups {
		if len(g.values) > 1 {
			out[g.at] = "When " + key[0] + " is " + prose.JoinOr(g.values) + ", " + key[1]
		}
	}
	return out
}

// onePerGuard keeps one rule of those one guard states over the same
// arguments: `if !ok || id == ""` under a mode reads as "id is required"
// and "id must be set", and the second says the first; the later one,
// the stricter as guards are written, is kept.
func onePerGuard(files *report.Files, rs []*model.Rule) []*model.Rule {
	var out []*model.Rule
	for i, r := range rs {
		later := false
		for _, o := range rs[i+1:] {
			if files.SameLine(r.Pos, o.Pos) && slices.Equal(r.Args, o.Args) && r.Origin == o.Origin && r.OriginIn == o.OriginIn {
				later = true
				break
			}
		}
		if !later {
			out = append(out, r)
		}
	}
	return out
}

// spannedArgs returns the arguments of r that the schema lets vary: an
// argument compared with every value of its declared enum
// (`(op == "get" || op == "scores")` where op is one of get and scores)
// takes the same branch on every call the schema allows, so it is no part
// of what a description must relate.
func spannedArgs(t *model.Tool, r *model.Rule) []string {
	var out []string
	for _, a := range r.Args {
		if !coversEnum(t, a, r.ArgConstants[a]) {
			out = append(out, a)
		}
	}
	return out
}

func coversEnum(t *model.Tool, arg string, values []string) bool {
	p := schema.Property(t, arg)
	if p == nil || len(values) == 0 {
		return false
	}
	for _, c := range p.Declared {
		if c.Keyword != model.Enum {
			continue
		}
		for _, v := range c.Strs {
			if !slices.Contains(values, v) {
				return false
			}
		}
		return true
	}
	return false
}

// checkAt is the check a finding at pos quotes: the one written there,
// in a helper of the package or of another (model.Rule.OriginIn, whose
// finding is at the guard only when it is not at the check).
func checkAt(r *model.Rule, pos token.Pos) string {
	if r.OriginCheck != "" && (pos == r.Origin || !r.Origin.IsValid() && r.OriginIn.IsValid() && pos != r.Pos) {
		return r.OriginCheck
	}
	return r.Check
}

// crossFieldMessage is a finding's message; inPackage is whether it is
// reported in the package's files (else at a check in another package,
// which need not say where the check is).
func crossFieldMessage(t *model.Tool, r *model.Rule, check, sentence string, inPackage bool) string {
	var b strings.Builder
	fmt.Fprintf(&b, "the rule over %s (%s", prose.JoinNames(r.Args), check)
	if r.Elsewhere != "" && inPackage {
		fmt.Fprintf(&b, ", checked by %s", r.Elsewhere)
	}
	b.WriteString(") is in no description the model reads")
	if sentence != "" {
		fmt.Fprintf(&b, ": add %q to the description of %s", sentence, prose.ToolName(t))
	} else {
		fmt.Fprintf(&b, ": describe it in the description of %s", prose.ToolName(t))
	}
	return b.String()
}

// sentenceFor returns the sentence that describes r: its failure message
// when that message itself documents the rule (so a second run finds it
// documented), else the sentence generated from the condition.
func sentenceFor(t *model.Tool, r *model.Rule) string {
	if msg := sentenceCase(r.Message, slices.Concat(r.Args, r.Constants)); msg != "" && documents(msg, r) {
		return msg
	}
	return r.Sentence
}

// sentenceCase makes a message a sentence: a capital first letter, unless
// the first word is one of words (an argument's name or a value, written
// as the schema spells it: "eur" is not "Eur"), and a full stop.
func sentenceCase(msg string, words []string) string {
	msg = strings.TrimSpace(msg)
	if msg == "" {
		return ""
	}
	first, _, _ := strings.Cut(msg, " ")
	if r, size := utf8.DecodeRuneInString(msg); unicode.IsLower(r) && !slices.Contains(words, strings.Trim(first, ",;:.'\"`")) {
		msg = string(unicode.ToUpper(r)) + msg[size:]
	}
	if last, _ := utf8.DecodeLastRuneInString(msg); !strings.ContainsRune(".!?", last) {
		msg += "."
	}
	return msg
}

// isDocumented applies the heuristic of the crossfield doc. The tool
// description documents r when one of its sentences names each argument
// of r, or the value that argument is compared with: a long description
// that names the arguments in different places ("'create': …", "by
// silence_id") says nothing of how they relate. An argument's
// description documents r when it names each other argument, or the value
// it is compared with, or restricts the argument to some values of
// another ("Only used with 'list'"). A rule that compares two arguments
// (end after start) is documented only where the text also says how they
// compare. known is false when one of those descriptions is not a
// constant.
func isDocumented(t *model.Tool, r *model.Rule) (documented, known bool) {
	if !t.Description.Known {
		return false, false
	}
	if documents(t.Description.Value, r) {
		return true, true
	}
	for _, a := range r.Args {
		p := schema.Property(t, a)
		root, leaf, nested := strings.Cut(a, ".")
		if p == nil && nested {
			// task.title: the description of task, which must name title.
			p = schema.Property(t, root)
		}
		if p == nil {
			continue
		}
		if !p.Description.Known {
			return false, false
		}
		text := p.Description.Value
		if a == r.Requires && conditionallyRequired(text) {
			// "Required when getting logs for a single job": the model is
			// told when, in words toolvet cannot match with the code's
			// condition; it is not reported.
			return true, true
		}
		if r.Compares && !prose.MentionsAny(text, comparisonWords) {
			continue
		}
		others := !nested || p.Name == a || mentionsArg(text, leaf)
		for _, b := range r.Args {
			if b != a && !mentionsArg(text, b) && !prose.MentionsAny(text, r.ArgConstants[b]) && !restricts(t, text, b) {
				others = false
			}
		}
		if others {
			return true, true
		}
	}
	return false, true
}

// documents reports whether one sentence of text states r: it names each
// argument of r or a value that argument is compared with and, for a
// comparison of two arguments, says how they compare.
func documents(text string, r *model.Rule) bool {
	if len(r.Args) == 0 {
		return false
	}
	for _, s := range prose.Sentences(text) {
		if r.Compares && !prose.MentionsAny(s, comparisonWords) {
			continue
		}
		all := true
		for _, a := range r.Args {
			if !mentionsArg(s, a) && !prose.MentionsAny(s, r.ArgConstants[a]) {
				all = false
				break
			}
		}
		if all {
			return true
		}
	}
	return false
}

// conditionallyRequired reports whether an argument's description says
// it is required under a condition: a sentence with a word of requirement
// and a word of condition ("Required when failed_only is true", "Needed
// for list_workflow_jobs", "Required for all methods except 'run'").
func conditionallyRequired(text string) bool {
	for _, s := range prose.Sentences(text) {
		if prose.MentionsAny(s, requirementWords) && prose.MentionsAny(s, conditionWords) {
			return true
		}
	}
	return false
}

var (
	requirementWords = []string{"required", "requires", "mandatory", "needed"}
	conditionWords   = []string{"when", "if", "for", "unless", "except", "only"}
)

// mentionsArg reports whether text names the argument a, or, for a
// property of an object argument (task.title) or of a list's items
// (matchers[].name), that property.
func mentionsArg(text, a string) bool {
	if prose.Mentions(text, a) {
		return true
	}
	if i := strings.LastIndexAny(a, ".]"); i >= 0 && i+1 < len(a) {
		return prose.Mentions(text, a[i+1:])
	}
	return false
}

// comparisonWords are the words a sentence uses to say how two values
// compare.
var comparisonWords = []string{
	"after", "before", "later", "earlier", "greater", "less", "more", "fewer",
	"larger", "smaller", "higher", "lower", "exceed", "exceeds", "least", "most",
	"precede", "precedes", "follow", "follows", "differ", "differs", "different",
	"equal", "equals", "same", "than", "<", ">", "<=", ">=", "≤", "≥",
}

// restricts reports whether an argument's description limits it to some
// values of the argument other ("Only used with 'list'", "only for
// get"): the description then says the argument is not for the others.
func restricts(t *model.Tool, text, other string) bool {
	if !prose.Mentions(text, "only") {
		return false
	}
	p := schema.Property(t, other)
	if p == nil {
		return false
	}
	for _, c := range p.Declared {
		if c.Keyword == model.Enum && prose.MentionsAny(text, c.Strs) {
			return true
		}
	}
	return false
}
