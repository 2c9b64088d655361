package rules

import (
	"go/ast"
	"go/types"
	"maps"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/toolvet/toolvet/internal/model"
	"github.com/toolvet/toolvet/internal/rulesource"
	"github.com/toolvet/toolvet/passes/tools"
)

// SummaryFact says what a function a validation library runs enforces,
// by variant (rulesource.Summarizer: a custom validation of validator, by
// the kind of field it reads): the rules of each, with their places. The
// package handing the function to the library reads them through
// extraction.ForeignRules.
type SummaryFact struct {
	Variants []VariantRules
}

// VariantRules are a SummaryFact's rules in one variant.
type VariantRules struct {
	Variant string
	Rules   []FactRule
}

func (*SummaryFact) AFact() {}
func (f *SummaryFact) String() string {
	var parts []string
	for _, v := range f.Variants {
		parts = append(parts, v.Variant+": "+ruleList(v.Rules))
	}
	return "summary(" + strings.Join(parts, "; ") + ")"
}

// exportSummary exports fn's SummaryFact when a rule source runs it
// (rulesource.Summarizer) and it enforces a rule with a keyword.
func exportSummary(pass *analysis.Pass, local *tools.Result, hs *helpers, fn *types.Func, decl *ast.FuncDecl) {
	x := extraction{info: pass.TypesInfo, found: local, hs: hs}
	var f SummaryFact
	for _, src := range hs.sources {
		s, ok := src.(rulesource.Summarizer)
		if !ok {
			continue
		}
		variants := s.Summary(x, fn, decl)
		for _, name := range slices.Sorted(maps.Keys(variants)) {
			v := VariantRules{Variant: name}
			for _, r := range variants[name] {
				fr := toFactRule(r, false)
				fr.At = fileSite(pass.Fset, r.Pos)
				v.Rules = append(v.Rules, fr)
			}
			f.Variants = append(f.Variants, v)
		}
	}
	if len(f.Variants) > 0 {
		pass.ExportObjectFact(fn, &f)
	}
}

// ForeignRules implements rulesource.Extractor, by fn's SummaryFact.
func (e extraction) ForeignRules(fn *types.Func, variant string) []*model.Rule {
	var f SummaryFact
	if fn == nil || fn.Pkg() == nil || e.hs == nil || e.hs.importFact == nil || !e.hs.importFact(fn.Origin(), &f) {
		return nil
	}
	var out []*model.Rule
	for _, v := range f.Variants {
		if v.Variant != variant {
			continue
		}
		for _, fr := range v.Rules {
			r := fromFactRule(fr)
			r.OriginIn = fr.At
			out = append(out, r)
		}
	}
	return out
}
