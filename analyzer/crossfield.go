package analyzer

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/tools/go/analysis"

	"github.com/toolvet/toolvet/internal/docutil"
	"github.com/toolvet/toolvet/internal/model"
	"github.com/toolvet/toolvet/passes/rules"
	"github.com/toolvet/toolvet/passes/tools"
)

// CrossField reports rules over two or more arguments that no description
// the model reads states.
var CrossField = &analysis.Analyzer{
	Name:     "crossfield",
	Doc:      docutil.MustExtractDoc(doc, "crossfield"),
	URL:      "https://github.com/toolvet/toolvet#crossfield",
	Requires: []*analysis.Analyzer{tools.Analyzer, rules.Analyzer},
	Run:      runCrossField,
}

func runCrossField(pass *analysis.Pass) (any, error) {
	found, rs, files, rep := begin(pass)
	if found == nil {
		return nil, nil
	}
	defer rep.flush()
	for _, t := range found.Tools {
		if t.Conditional {
			continue // the schema states cross-field rules itself
		}
		var pending []*model.Rule
		var sentences []string
		for _, r := range rs.Rules[t] {
			if !r.CrossField() || files.generated(r.Pos) || len(spannedArgs(t, r)) < 2 {
				continue
			}
			documented, known := isDocumented(t, r)
			if documented || !known {
				continue
			}
			pending = append(pending, r)
			if s := sentenceFor(t, r); s != "" && !containsString(sentences, s) {
				sentences = append(sentences, s)
			}
		}
		if len(pending) == 0 {
			continue
		}
		// One edit for the tool: every diagnostic of the tool carries it,
		// since separate appends to one description would overlap.
		var edits []analysis.TextEdit
		if len(sentences) > 0 && t.Describe != nil && !files.generated(t.Description.Pos) {
			var ok bool
			if edits, ok = t.Describe.Append(strings.Join(sentences, " ")); !ok {
				edits = nil
			}
		}
		for _, r := range pending {
			s := sentenceFor(t, r)
			pos, end, related := files.checkSite(r)
			d := analysis.Diagnostic{
				Pos:      pos,
				End:      end,
				Category: "crossfield",
				Message:  crossFieldMessage(t, r, s),
			}
			if edits != nil && s != "" {
				if configOf(pass).SameFile && files.file(pos) != t.Describe.File() {
					d.Related = []analysis.RelatedInformation{{Pos: pos, End: end, Message: "the check: " + r.Check}}
					d.Pos, d.End = t.Description.Pos, 0
				}
				d.SuggestedFixes = []analysis.SuggestedFix{{
					Message:   "Add to the description of " + toolName(t) + ": " + strings.Join(sentences, " "),
					TextEdits: edits,
				}}
			}
			d.Related = append(d.Related, related...)
			if d.Pos != t.Description.Pos && t.Description.Pos.IsValid() {
				// Tools registered through wrappers are often far from their
				// handlers: say where the tool is declared.
				d.Related = append(d.Related, analysis.RelatedInformation{Pos: t.Description.Pos, Message: "the tool's description: " + toolName(t)})
			}
			rep.report(d)
		}
	}
	return nil, nil
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
	p := property(t, arg)
	if p == nil || len(values) == 0 {
		return false
	}
	for _, c := range p.Declared {
		if c.Keyword != model.Enum {
			continue
		}
		for _, v := range c.Strs {
			if !containsString(values, v) {
				return false
			}
		}
		return true
	}
	return false
}

func crossFieldMessage(t *model.Tool, r *model.Rule, sentence string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "the rule over %s (%s) is in no description the model reads", joinNames(r.Args), r.Check)
	if sentence != "" {
		fmt.Fprintf(&b, ": add %q to the description of %s", sentence, toolName(t))
	} else {
		fmt.Fprintf(&b, ": describe it in the description of %s", toolName(t))
	}
	return b.String()
}

func toolName(t *model.Tool) string {
	if t.Name == "" {
		return "the tool"
	}
	return fmt.Sprintf("tool %q", t.Name)
}

// sentenceFor returns the sentence that describes r: its failure message
// when that message itself documents the rule (so a second run finds it
// documented), else the sentence generated from the condition.
func sentenceFor(t *model.Tool, r *model.Rule) string {
	if msg := sentenceCase(r.Message); msg != "" && documents(msg, r) {
		return msg
	}
	return r.Sentence
}

// sentenceCase ends a message as a sentence.
func sentenceCase(msg string) string {
	msg = strings.TrimSpace(msg)
	if msg == "" {
		return ""
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
		p := property(t, a)
		if p == nil {
			continue
		}
		if !p.Description.Known {
			return false, false
		}
		text := p.Description.Value
		if r.Compares && !mentionsAny(text, comparisonWords) {
			continue
		}
		others := true
		for _, b := range r.Args {
			if b != a && !mentions(text, b) && !mentionsAny(text, r.ArgConstants[b]) && !restricts(t, text, b) {
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
	for _, s := range sentences(text) {
		if r.Compares && !mentionsAny(s, comparisonWords) {
			continue
		}
		all := true
		for _, a := range r.Args {
			if !mentions(s, a) && !mentionsAny(s, r.ArgConstants[a]) {
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
	if !mentions(text, "only") {
		return false
	}
	p := property(t, other)
	if p == nil {
		return false
	}
	for _, c := range p.Declared {
		if c.Keyword == model.Enum && mentionsAny(text, c.Strs) {
			return true
		}
	}
	return false
}

// sentences splits a description into sentences and lines: a period,
// exclamation or question mark followed by a space, or a line break.
func sentences(text string) []string {
	var out []string
	start := 0
	for i, r := range text {
		end := -1
		switch r {
		case '\n':
			end = i
		case '.', '!', '?':
			if next, _ := utf8.DecodeRuneInString(text[i+1:]); next == ' ' || next == '\t' || next == '\n' {
				end = i + 1
			}
		}
		if end >= 0 {
			if s := strings.TrimSpace(text[start:end]); s != "" {
				out = append(out, s)
			}
			start = end
		}
	}
	if s := strings.TrimSpace(text[start:]); s != "" {
		out = append(out, s)
	}
	return out
}

func mentionsAny(text string, words []string) bool {
	for _, w := range words {
		if mentions(text, w) {
			return true
		}
	}
	return false
}

// mentions reports whether text contains word, ignoring case, not as part
// of a longer word ("eur" is not mentioned by "europe").
func mentions(text, word string) bool {
	text, word = strings.ToLower(text), strings.ToLower(word)
	if word == "" {
		return false
	}
	for i := 0; ; {
		j := strings.Index(text[i:], word)
		if j < 0 {
			return false
		}
		start, end := i+j, i+j+len(word)
		before, _ := utf8.DecodeLastRuneInString(text[:start])
		after, _ := utf8.DecodeRuneInString(text[end:])
		if !isWordRune(before) && !isWordRune(after) {
			return true
		}
		i = start + 1
	}
}

func isWordRune(r rune) bool {
	return r != utf8.RuneError && (unicode.IsLetter(r) || unicode.IsDigit(r) || r == '_')
}

func joinNames(names []string) string {
	switch len(names) {
	case 1:
		return names[0]
	case 2:
		return names[0] + " and " + names[1]
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}

func containsString(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
