package rules

import (
	"go/ast"
	"go/types"
	"slices"

	"github.com/toolvet/toolvet/internal/model"
)

// callbackCheck reads a call that hands a closure to a function of the
// package which fails when the closure fails (flow.PassesCallbackError):
//
//	err := store.Update(id, func(s *Session) error {
//		if *args.Step < 1 {
//			return fmt.Errorf("invalid step %d", *args.Step)
//		}
//		…
//	})
//	if err != nil {
//		return nil, nil, err
//	}
//
// The closure's checks on the arguments are the handler's own, made where
// the handler fails on the function's error. It returns nil for any other
// call.
func (x *extractor) callbackCheck(call *ast.CallExpr) *checkSummary {
	if x.found == nil || x.found.Flow == nil {
		return nil
	}
	for i, a := range call.Args {
		lit, ok := ast.Unparen(a).(*ast.FuncLit)
		if !ok {
			continue
		}
		if s, done := x.helpers.callbacks[lit]; done {
			return s
		}
		fn, _ := x.localFunc(call)
		if fn == nil || !x.found.Flow.PassesCallbackError(fn, i) {
			continue
		}
		s := x.closureChecks(lit)
		if x.helpers.callbacks == nil {
			x.helpers.callbacks = make(map[*ast.FuncLit]*checkSummary)
		}
		x.helpers.callbacks[lit] = s
		return s
	}
	return nil
}

// closureChecks reads the body of a closure that fails by returning a
// non-nil error, with the handler's bindings and the conditions under which
// it is called; its rules on the arguments are the summary's.
func (x *extractor) closureChecks(lit *ast.FuncLit) *checkSummary {
	sig, _ := x.info.TypeOf(lit).(*types.Signature)
	if sig == nil || sig.Results().Len() == 0 {
		return nil
	}
	sub := *x
	sub.h = &model.Handler{Func: lit, Reader: failsWithError{x.h.Reader}}
	sub.rules, sub.failures = nil, nil
	sub.conds = slices.Clone(x.conds)
	sub.block(lit.Body.List)
	rules := argumentRules(sub.rules)
	if len(rules) == 0 {
		return nil
	}
	return &checkSummary{param: -1, parsed: true, inline: true, rules: rules}
}
