package schemapitfall

import (
	_ "embed"
	"fmt"
	"go/ast"
	"go/constant"
	"go/types"
	"strconv"
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
	"github.com/toolvet/toolvet/passes/rules"
	"github.com/toolvet/toolvet/passes/tools"
)

//go:embed doc.go
var doc string

// Analyzer reports tool definitions whose schema breaks at run time,
// and handlers that read arguments the schema does not declare.
var Analyzer = degrade.OnPanic(&analysis.Analyzer{
	Name:     "schemapitfall",
	Doc:      docutil.MustExtractDoc(doc, "schemapitfall"),
	URL:      "https://github.com/toolvet/toolvet#schemapitfall",
	Requires: []*analysis.Analyzer{tools.Analyzer, rules.Analyzer, ignore.Analyzer},
	Run:      run,
})

func init() {
	config.AddIgnoreReasonFlag(&Analyzer.Flags)
}

func run(pass *analysis.Pass) (any, error) {
	found, rs, files, rep := report.Begin(pass)
	if found == nil {
		return nil, nil
	}
	defer rep.Flush()
	seen := make(map[[2]int]bool)
	renames := readRenames(found.Tools, rs)
	for _, t := range found.Tools {
		for _, pf := range t.Pitfalls {
			key := [2]int{int(pf.Pos), int(pf.End)}
			if seen[key] || files.Generated(pf.Pos) {
				continue
			}
			seen[key] = true
			d := analysis.Diagnostic{Pos: pf.Pos, End: pf.End, Category: "schemapitfall", Message: pf.Message}
			if pf.Fix != nil {
				d.SuggestedFixes = []analysis.SuggestedFix{*pf.Fix}
			}
			rep.Report(d)
		}
		if t.Opaque || len(t.Properties) == 0 {
			continue
		}
		for _, h := range t.Handlers {
			for _, r := range rs.Reads[h] {
				key := [2]int{int(r.Pos), int(r.End)}
				if schema.Property(t, r.Name) != nil || r.Refused || seen[key] || files.Generated(r.Pos) {
					continue
				}
				seen[key] = true
				rep.Report(undeclaredRead(t, r, renames[key]))
			}
			for _, d := range defaultedRequired(pass.TypesInfo, t, rs.Reads[h]) {
				key := [2]int{int(d.Pos), int(d.End)}
				if !seen[key] && !files.Generated(d.Pos) {
					seen[key] = true
					rep.Report(d)
				}
			}
		}
	}
	return nil, nil
}

// defaultedRequired reports a property the schema marks required that the
// handler reads only with a default, one that is not the zero value
// (GetInt("limit", 10)): a call without it works, yet the model is made to
// choose a value it could leave out, and never learns the default. A zero
// default (GetString("id", "")) is the common way to read a required
// argument without an error, so it says nothing. No fix: making the
// property optional with that default and reading it as required are both
// right, and only the author knows which was meant.
func defaultedRequired(info *types.Info, t *model.Tool, reads []model.Read) []analysis.Diagnostic {
	byName := make(map[string][]model.Read)
	var names []string
	for _, r := range reads {
		if byName[r.Name] == nil {
			names = append(names, r.Name)
		}
		byName[r.Name] = append(byName[r.Name], r)
	}
	var out []analysis.Diagnostic
	for _, name := range names {
		p := t.Property(name)
		if p == nil {
			continue
		}
		if _, required := p.Lookup(model.Required); !required {
			continue
		}
		var first ast.Expr // the first non-zero default
		var value constant.Value
		for _, r := range byName[name] {
			if r.Default == nil {
				first = nil // a read without a default: absence may fail there
				break
			}
			v := info.Types[r.Default].Value
			if v == nil {
				first = nil // not a constant: unknown
				break
			}
			if first == nil && !zero(v) {
				first, value = r.Default, v
			}
		}
		if first == nil {
			continue
		}
		out = append(out, analysis.Diagnostic{
			Pos:      first.Pos(),
			End:      first.End(),
			Category: "schemapitfall",
			Message: fmt.Sprintf("the schema of %s marks %q required, but the handler reads it with the default %s, so a call without it works: the model must choose a value it could leave out, and never learns the default; make it optional and declare default %s, or read it as required",
				prose.ToolName(t), name, model.ValueText(value), model.ValueText(value)),
		})
	}
	return out
}

// zero reports whether v is its type's zero value: "", 0, false.
func zero(v constant.Value) bool {
	switch v.Kind() {
	case constant.String:
		return constant.StringVal(v) == ""
	case constant.Bool:
		return !constant.BoolVal(v)
	case constant.Int, constant.Float:
		return constant.Sign(v) == 0
	}
	return false
}

// undeclaredRead reports a read of an argument the schema does not
// declare: the model never sends it. The fix renames the read to the
// declared name it most likely means, when there is exactly one.
// readRenames says, for each place a handler reads an argument by name,
// whether renaming it to the name the schema declares is right for every
// tool whose handler reads there: a read in a parse function that tools
// declaring "perPage" and tools declaring "per_page" share has no rename
// right for all of them.
func readRenames(tools []*model.Tool, rs *rules.Result) map[[2]int]bool {
	names := make(map[[2]int]map[string]bool) // the name each reading tool wants there ("" : none)
	for _, t := range tools {
		for _, h := range t.Handlers {
			for _, r := range rs.Reads[h] {
				key := [2]int{int(r.Pos), int(r.End)}
				if names[key] == nil {
					names[key] = make(map[string]bool)
				}
				want := ""
				switch {
				case t.Opaque || len(t.Properties) == 0 || schema.Property(t, r.Name) != nil:
					want = r.Name // this tool reads it as it is
				default:
					want = nearest(r.Name, t.Properties)
				}
				names[key][want] = true
			}
		}
	}
	ok := make(map[[2]int]bool)
	for key, wants := range names {
		ok[key] = len(wants) == 1 && !wants[""]
	}
	return ok
}

func undeclaredRead(t *model.Tool, r model.Read, own bool) analysis.Diagnostic {
	d := analysis.Diagnostic{
		Pos:      r.Pos,
		End:      r.End,
		Category: "schemapitfall",
		Message:  fmt.Sprintf("the handler reads argument %q, which the schema of %s does not declare, so the model never sends it", r.Name, prose.ToolName(t)),
	}
	if near := nearest(r.Name, t.Properties); near != "" {
		d.Message += fmt.Sprintf("; the schema declares %q", near)
		if !own {
			d.Message += " (no fix: other tools read the argument there as it is, or by another name)"
			return d
		}
		d.SuggestedFixes = []analysis.SuggestedFix{{
			Message:   fmt.Sprintf("Read %q", near),
			TextEdits: []analysis.TextEdit{{Pos: r.Pos, End: r.End, NewText: []byte(strconv.Quote(near))}},
		}}
	}
	return d
}

// nearest returns the one declared name that name most likely means: the
// same once case, "_" and "-" are ignored (perPage, per_page), else within
// edit distance 2 (and less than a third of its length); "" when none or
// several qualify.
func nearest(name string, props []*model.Property) string {
	fold := func(s string) string {
		return strings.ToLower(strings.NewReplacer("_", "", "-", "").Replace(s))
	}
	var same, close []string
	for _, p := range props {
		switch {
		case fold(p.Name) == fold(name):
			same = append(same, p.Name)
		case distance(p.Name, name) <= 2 && 3*distance(p.Name, name) < len(name):
			close = append(close, p.Name)
		}
	}
	switch {
	case len(same) == 1:
		return same[0]
	case len(same) == 0 && len(close) == 1:
		return close[0]
	}
	return ""
}

// distance is the Levenshtein distance between a and b, in bytes.
func distance(a, b string) int {
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}
