package analyzer

import (
	"fmt"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/toolvet/toolvet/internal/docutil"
	"github.com/toolvet/toolvet/internal/model"
	"github.com/toolvet/toolvet/passes/rules"
	"github.com/toolvet/toolvet/passes/tools"
)

// SchemaPitfall reports tool definitions whose schema breaks at run time,
// and handlers that read arguments the schema does not declare.
var SchemaPitfall = &analysis.Analyzer{
	Name:     "schemapitfall",
	Doc:      docutil.MustExtractDoc(doc, "schemapitfall"),
	URL:      "https://github.com/toolvet/toolvet#schemapitfall",
	Requires: []*analysis.Analyzer{tools.Analyzer, rules.Analyzer},
	Run:      runSchemaPitfall,
}

func runSchemaPitfall(pass *analysis.Pass) (any, error) {
	found, rs, files, rep := begin(pass)
	if found == nil {
		return nil, nil
	}
	defer rep.flush()
	seen := make(map[[2]int]bool)
	for _, t := range found.Tools {
		for _, pf := range t.Pitfalls {
			key := [2]int{int(pf.Pos), int(pf.End)}
			if seen[key] || files.generated(pf.Pos) {
				continue
			}
			seen[key] = true
			d := analysis.Diagnostic{Pos: pf.Pos, End: pf.End, Category: "schemapitfall", Message: pf.Message}
			if pf.Fix != nil {
				d.SuggestedFixes = []analysis.SuggestedFix{*pf.Fix}
			}
			rep.report(d)
		}
		if t.Opaque || len(t.Properties) == 0 {
			continue
		}
		for _, h := range t.Handlers {
			for _, r := range rs.Reads[h] {
				key := [2]int{int(r.Pos), int(r.End)}
				if property(t, r.Name) != nil || seen[key] || files.generated(r.Pos) {
					continue
				}
				seen[key] = true
				rep.report(undeclaredRead(t, r))
			}
		}
	}
	return nil, nil
}

// undeclaredRead reports a read of an argument the schema does not
// declare: the model never sends it. The fix renames the read to the
// declared name it most likely means, when there is exactly one.
func undeclaredRead(t *model.Tool, r model.Read) analysis.Diagnostic {
	d := analysis.Diagnostic{
		Pos:      r.Pos,
		End:      r.End,
		Category: "schemapitfall",
		Message:  fmt.Sprintf("the handler reads argument %q, which the schema of %s does not declare, so the model never sends it", r.Name, toolName(t)),
	}
	if near := nearest(r.Name, t.Properties); near != "" {
		d.Message += fmt.Sprintf("; the schema declares %q", near)
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
