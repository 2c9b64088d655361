package rules

import (
	"go/ast"
	"go/types"

	"github.com/toolvet/toolvet/internal/model"
	"github.com/toolvet/toolvet/internal/registry"
	"github.com/toolvet/toolvet/internal/resolve"
	"github.com/toolvet/toolvet/internal/rulesource"
	"github.com/toolvet/toolvet/passes/tools"
)

// Sources is every validation library toolvet reads rules from, one rule
// source each (internal/registry); a test may add one.
var Sources = registry.RuleSources

// openSources opens every rule source on the package, reading code the
// libraries run with found's index and hs's summaries.
func openSources(pass *rulesource.Pass, found *tools.Result, hs *helpers) []rulesource.Reading {
	pass.Extractor = extraction{info: pass.TypesInfo, found: found, hs: hs}
	out := make([]rulesource.Reading, len(Sources))
	for i, s := range Sources {
		out[i] = s.Open(pass)
	}
	return out
}

// methodRules returns the rules the libraries state in a validate method
// h, each source reading the method afresh.
func methodRules(info *types.Info, found *tools.Result, hs *helpers, h *model.Handler) []*model.Rule {
	var out []*model.Rule
	for _, r := range hs.sources {
		if x := newExtractor(info, found, h, hs); x != nil {
			out = append(out, r.MethodRules(body{x})...)
		}
	}
	return out
}

// sourceGuard reads s, a failing guard, as a library's validation of the
// decoded arguments: its rules are the library's, not the guard's own.
func (x *extractor) sourceGuard(s *ast.IfStmt) bool {
	var rules []*model.Rule
	for _, r := range x.helpers.sources {
		rules = append(rules, r.GuardRules(body{x}, s)...)
	}
	for _, r := range rules {
		x.add(r)
	}
	return len(rules) > 0
}

// extraction is the package's rule extractor as a rule source sees it.
type extraction struct {
	info  *types.Info
	found *tools.Result
	hs    *helpers
}

func (e extraction) Rules(h *model.Handler) []*model.Rule {
	rules, _ := extract(e.info, e.found, h, e.hs)
	return rules
}

func (e extraction) PredicateRules(h *model.Handler) []*model.Rule {
	x := newExtractor(e.info, e.found, h, e.hs)
	if x == nil {
		return nil
	}
	x.predicate(x.h.Body().List)
	var out []*model.Rule
	for _, r := range x.rules {
		if len(r.Args) == 1 && r.Args[0] == helperArg && len(r.Keywords) > 0 {
			out = append(out, r)
		}
	}
	return out
}

func (extraction) Param() string { return helperArg }

// body is a body being read, as a rule source sees it.
type body struct{ x *extractor }

func (b body) Info() *types.Info                     { return b.x.info }
func (b body) Index() *resolve.Index                 { return b.x.found.Index }
func (b body) Handler() *model.Handler               { return b.x.h }
func (b body) MayReturnOK(s ast.Stmt) bool           { return b.x.mayReturnOK(s) }
func (b body) Mutated(v types.Object, f string) bool { return b.x.mutated(v, f) }
func (b body) HoldsArgs(v types.Object) bool         { return len(b.x.conds) == 0 && b.x.structs[v] }
func (b body) ReadsFieldsAt(ptrs map[ast.Expr]bool)  { b.x.fieldPtrs = ptrs }

func (b body) Conditional(r *model.Rule, cond ast.Expr, check func(string) string) *model.Rule {
	return b.x.conditional(r, cond, check)
}

// ValueRules reads fn like a handler whose parameter param holds argument
// arg: its rules on arg alone with a keyword.
func (b body) ValueRules(fn ast.Node, param *types.Var, arg string) []*model.Rule {
	x := newExtractor(b.x.info, b.x.found, &model.Handler{Func: fn, Reader: errorReturns{}}, b.x.helpers)
	if x == nil {
		return nil
	}
	x.vals[param] = binding{arg: arg}
	x.block(x.h.Body().List)
	var out []*model.Rule
	for _, r := range x.rules {
		if len(r.Args) == 1 && len(r.Keywords) > 0 {
			out = append(out, r)
		}
	}
	return out
}
