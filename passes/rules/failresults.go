package rules

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/toolvet/toolvet/internal/model"
	"github.com/toolvet/toolvet/internal/resolve"
)

// Failure results built by the project's own helpers. A server seldom
// writes the library's error result at each failure: it calls
// TextErrorf(format, args...) or utils.NewToolResultError(msg), a function
// whose every return is one. A handler returning such a call fails as if
// the helper's body were inline; read as a success instead, it would end
// the reading of every guard after it.

// ErrorResultFact says every return of a function is an error result of a
// tool library (model.ErrorResultReader), so that a handler in another
// package returning a call of it fails.
type ErrorResultFact struct{}

func (*ErrorResultFact) AFact()         {}
func (*ErrorResultFact) String() string { return "errorResult" }

// fails reports whether ret ends the handler as a failure, and its message
// when constant: as the library's reader says, or returning, as the
// result, a call of a function that only returns error results.
func (x *extractor) fails(ret *ast.ReturnStmt) (string, bool) {
	if msg, ok := x.h.Reader.Failure(x.info, ret); ok {
		return msg, true
	}
	if len(ret.Results) < 2 {
		return "", false
	}
	for _, r := range ret.Results[1:] {
		if !isNil(x.info, ast.Unparen(r)) {
			return "", false // the error, or a typed handler's output: not a plain error result
		}
	}
	call, ok := ast.Unparen(ret.Results[0]).(*ast.CallExpr)
	if !ok || !x.errorResultCall(call) {
		return "", false
	}
	return errorResultMessage(x.info, call), true
}

// errorResultCall reports whether call calls a function of the package
// (or, through its fact, of another) whose every return is an error
// result.
func (x *extractor) errorResultCall(call *ast.CallExpr) bool {
	fn, _ := typeutil.Callee(x.info, call).(*types.Func)
	if fn == nil {
		return false
	}
	fn = fn.Origin()
	if decl := x.found.Index.FuncDecl(fn); decl != nil {
		return x.helpers.returnsErrorResults(x.found.Index, x.info, x.found.Readers, x.h.Reader, fn, decl)
	}
	if x.helpers.importFact != nil && fn.Pkg() != nil {
		return x.helpers.importFact(fn, new(ErrorResultFact))
	}
	return false
}

// returnsErrorResults reports whether every return of decl gives an error
// result, as the reader of a library the package imports reads it, or a
// call of another such function.
func (hs *helpers) returnsErrorResults(ix *resolve.Index, info *types.Info, readers []model.ArgReader, own model.ArgReader, fn *types.Func, decl *ast.FuncDecl) bool {
	if v, ok := hs.errorResults[fn]; ok {
		return v
	}
	if hs.errorResults == nil {
		hs.errorResults = make(map[*types.Func]bool)
	}
	hs.errorResults[fn] = false // a recursive call proves nothing
	if decl.Body == nil || fn.Signature().Results().Len() != 1 {
		return false
	}
	var errorReaders []model.ErrorResultReader
	for _, r := range append([]model.ArgReader{own}, readers...) {
		if er, ok := r.(model.ErrorResultReader); ok {
			errorReaders = append(errorReaders, er)
		}
	}
	if len(errorReaders) == 0 {
		return false
	}
	isErrorResult := func(e ast.Expr) bool {
		for _, er := range errorReaders {
			if _, ok := er.ErrorResult(info, e); ok {
				return true
			}
		}
		if call, ok := ast.Unparen(e).(*ast.CallExpr); ok {
			if callee, _ := typeutil.Callee(info, call).(*types.Func); callee != nil {
				callee = callee.Origin()
				if d := ix.FuncDecl(callee); d != nil {
					return hs.returnsErrorResults(ix, info, readers, own, callee, d)
				}
				return hs.importFact != nil && hs.importFact(callee, new(ErrorResultFact))
			}
		}
		return false
	}
	returns, all := 0, true
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			returns++
			if len(n.Results) != 1 || !isErrorResult(n.Results[0]) {
				all = false
			}
		}
		return all
	})
	v := all && returns > 0
	hs.errorResults[fn] = v
	return v
}

// errorResultMessage is the message of a helper call, when its first
// argument is a constant string and it takes no other.
func errorResultMessage(info *types.Info, call *ast.CallExpr) string {
	if len(call.Args) != 1 {
		return ""
	}
	s, _ := constString(info, call.Args[0])
	return s
}

// exportErrorResults exports ErrorResultFact for the package's exported
// functions that return only error results.
func exportErrorResults(pass *analysis.Pass, ix *resolve.Index, readers []model.ArgReader, hs *helpers, fn *types.Func, decl *ast.FuncDecl) {
	if len(readers) == 0 || fn.Signature().Results().Len() != 1 {
		return
	}
	if hs.returnsErrorResults(ix, pass.TypesInfo, readers[1:], readers[0], fn, decl) {
		pass.ExportObjectFact(fn, &ErrorResultFact{})
	}
}
