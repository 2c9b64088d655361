package toolerror

import (
	_ "embed"
	"go/ast"
	"go/constant"
	"go/parser"
	"go/scanner"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/toolvet/toolvet/analyzer/internal/config"
	"github.com/toolvet/toolvet/analyzer/internal/ignore"
	"github.com/toolvet/toolvet/analyzer/internal/report"
	"github.com/toolvet/toolvet/internal/degrade"
	"github.com/toolvet/toolvet/internal/docutil"
	"github.com/toolvet/toolvet/internal/fixtext"
	"github.com/toolvet/toolvet/internal/model"
	"github.com/toolvet/toolvet/internal/resolve"
	"github.com/toolvet/toolvet/passes/rules"
	"github.com/toolvet/toolvet/passes/tools"
)

//go:embed doc.go
var doc string

// Analyzer reports failures of a tool call whose message the model never
// reads.
var Analyzer = degrade.OnPanic(&analysis.Analyzer{
	Name:     "toolerror",
	Doc:      docutil.MustExtractDoc(doc, "toolerror"),
	URL:      "https://github.com/toolvet/toolvet#toolerror",
	Requires: []*analysis.Analyzer{tools.Analyzer, rules.Analyzer, ignore.Analyzer},
	Run:      run,
})

func init() {
	Analyzer.Flags.BoolVar(&config.FromFlags.ToolErrorAll, "all", false, allUsage)
	config.AddIgnoreReasonFlag(&Analyzer.Flags)
}

// allUsage is the -toolerror.all flag's (Config.ToolErrorAll).
const allUsage = "also report Go errors returned outside argument checks (infrastructure failures: a backend down), except the call's own cancellation"

func run(pass *analysis.Pass) (any, error) {
	found, rs, files, rep := report.Begin(pass)
	if found == nil {
		return nil, nil
	}
	defer rep.Flush()
	seen := make(map[*ast.ReturnStmt]bool)
	seenForeign := make(map[model.Failure]bool)
	handlers := slices.Clone(found.WrapperHandlers)
	for _, t := range found.Tools {
		handlers = append(handlers, t.Handlers...)
	}
	for _, h := range handlers {
		reportEndings(rep, files, h, rs.Failures[h])
		reportForeign(rep, files, h, rs.Failures[h], seenForeign)
		if h.Errors != model.ErrorsAreProtocolErrors && h.Errors != model.ErrorsDependOnValue || h.Results == nil {
			continue
		}
		guarded := make(map[*ast.ReturnStmt]*model.Failure)
		for _, f := range rs.Failures[h] {
			if f.Ret != nil {
				guarded[f.Ret] = f
			}
		}
		for _, ret := range returns(h, rs.Failures[h]) {
			if seen[ret] || files.Generated(ret.Pos()) {
				continue
			}
			errExpr, ok := h.Results.GoError(pass.TypesInfo, ret)
			var held []ast.Expr // a bare return's results, as the named results hold them
			if !ok && len(ret.Results) == 0 {
				if res := found.Flow.Returned(ret); res != nil {
					if errExpr, ok = h.Results.GoError(pass.TypesInfo, &ast.ReturnStmt{Return: ret.Return, Results: res}); ok {
						held = res
					}
				}
			}
			if !ok || found.Flow.NilResult(ret, len(ret.Results)-1) {
				continue // `res, err = mcp.NewToolResultError(…), nil; return res, err`
			}
			f := guarded[ret]
			if f == nil || !f.Validation {
				if !config.Of(pass).ToolErrorAll || canceled(pass.TypesInfo, found.Index, h, errExpr, f) {
					continue
				}
			}
			seen[ret] = true
			reportToolError(rep, files, found, h, ret, errExpr, f, held)
		}
	}
	return nil, nil
}

// reportForeign reports the failures of another package's function h
// hands its work, or a model's call, to (model.Failure.ForeignAt): one
// that ends the program, and a Go error when h's library sends it as a
// protocol error or h's caller loses it. Each is reported at its place
// there, or, for a driver that shows a package's findings only in its own
// files, at the call. The failure is in the other package, which its own
// callers share (another registration may convert its errors), so a fix
// never edits it: the fix converts the call's errors in the handler
// (callErrorResult), offered only when they are all failures on the
// arguments.
func reportForeign(rep *report.Reporter, files *report.Files, h *model.Handler, failures []*model.Failure, seen map[model.Failure]bool) {
	fixed := make(map[ast.Stmt]bool) // one fix per call: it converts each of its errors
	for _, f := range failures {
		if !f.ForeignAt.IsValid() || f.Via == nil || !f.Validation && !config.Of(rep.Pass).ToolErrorAll {
			continue
		}
		if !f.ForeignEndsRun && h.Errors != model.ErrorsAreProtocolErrors {
			continue
		}
		k := model.Failure{ForeignAt: f.ForeignAt, Via: f.Via}
		if seen[k] {
			continue
		}
		seen[k] = true
		d := analysis.Diagnostic{Pos: f.Via.Pos(), End: f.Via.End(), Category: "toolerror",
			Message: "the model cannot read this failure: " + h.ErrorNote}
		if at := files.SitePos(f.ForeignAt); at.IsValid() {
			d.Pos, d.End = at, at
			via := "the handler hands its work to it here"
			if h.Imported != nil {
				via = "the program hands it the model's call here"
			}
			d.Related = []analysis.RelatedInformation{{Pos: f.Via.Pos(), End: f.Via.End(), Message: via}}
		}
		if ret := f.ViaReturn; ret != nil && !f.ForeignEndsRun && !fixed[ret] && allValidation(failures, f.Via) && !files.Generated(ret.Pos()) {
			if edits, ok := callErrorResult(rep.Pass, files, h, ret); ok {
				fixed[ret] = true
				d.SuggestedFixes = []analysis.SuggestedFix{{Message: "Return the call's errors as tool error results", TextEdits: edits}}
			}
		}
		if as := f.ViaAssign; as != nil && !f.ForeignEndsRun && !fixed[as] && allValidation(failures, f.Via) && !files.Generated(as.Pos()) {
			if edits, ok := assignedErrorResult(files, h, as); ok {
				fixed[as] = true
				d.SuggestedFixes = []analysis.SuggestedFix{{Message: "Return the call's errors as tool error results", TextEdits: edits}}
			}
		}
		rep.Report(d)
	}
}

// allValidation reports whether every Go error of another package's
// function the handler calls at via is a failure on the arguments.
func allValidation(failures []*model.Failure, via *ast.CallExpr) bool {
	for _, f := range failures {
		if f.Via == via && f.ForeignAt.IsValid() && !f.Validation {
			return false
		}
	}
	return true
}

// callErrorResult rewrites the handler's `return work(…)`, whose every Go
// error is a failure on the arguments (model.Failure.ViaReturn), as
//
//	res, err := work(…)
//	if err != nil {
//		return mcp.NewToolResultError(err.Error()), nil
//	}
//	return res, nil
//
// the library's error result asked of a return of nils, as one edit of
// the return (the call's text as written). The variables take the first
// of their names that nothing visible there has (a handler's named
// results, an import); no fix where none is free, nor in a function with
// a goto, which may jump over their declaration.
func callErrorResult(pass *analysis.Pass, files *report.Files, h *model.Handler, ret *ast.ReturnStmt) ([]analysis.TextEdit, bool) {
	file := files.ASTFile(ret.Pos())
	if file == nil || len(ret.Results) != 1 || pass.ReadFile == nil {
		return nil, false
	}
	if sig := resolve.Signature(pass.TypesInfo, h.Func); sig == nil || sig.Results().Len() != 2 {
		return nil, false
	}
	body := h.Body()
	if body == nil {
		return nil, false
	}
	jumps := false
	ast.Inspect(body, func(n ast.Node) bool {
		if b, ok := n.(*ast.BranchStmt); ok && b.Tok == token.GOTO {
			jumps = true
		}
		return !jumps
	})
	scope := pass.Pkg.Scope().Innermost(ret.Pos())
	if jumps || scope == nil || scope == pass.Pkg.Scope() {
		return nil, false
	}
	free := func(names ...string) string {
		for _, n := range names {
			if _, obj := scope.LookupParent(n, ret.Pos()); obj == nil {
				return n
			}
		}
		return ""
	}
	res, errName := free("res", "result", "callResult"), free("err", "callErr")
	if res == "" || errName == "" {
		return nil, false
	}
	nils := []ast.Expr{&ast.Ident{NamePos: ret.Return, Name: "nil"}, &ast.Ident{NamePos: ret.Return + 1, Name: "nil"}}
	msg := &ast.CallExpr{Fun: &ast.SelectorExpr{X: ast.NewIdent(errName), Sel: ast.NewIdent("Error")}}
	edits, ok := h.Results.ErrorResult(file, &ast.ReturnStmt{Return: ret.Return, Results: nils}, msg)
	if !ok || len(edits) != 1 || edits[0].Pos != nils[0].Pos() || edits[0].End != nils[1].End() {
		return nil, false // the rewrite is not of the results as a whole
	}
	call := ret.Results[0]
	tf := pass.Fset.File(call.Pos())
	if tf == nil {
		return nil, false
	}
	src, err := pass.ReadFile(tf.Name())
	start, end := tf.Offset(call.Pos()), tf.Offset(call.End())
	if err != nil || end > len(src) || start > end {
		return nil, false
	}
	text := res + ", " + errName + " := " + string(src[start:end]) +
		"\nif " + errName + " != nil {\nreturn " + string(edits[0].NewText) + "\n}\nreturn " + res + ", nil"
	return []analysis.TextEdit{{Pos: ret.Pos(), End: ret.End(), NewText: []byte(text)}}, true
}

// assignedErrorResult checks the error of the handler's `res, err =
// work(…)`, right before the return of them (model.Failure.ViaAssign),
// and returns it as the library's error result:
//
//	res, err = work(…)
//	if err != nil {
//		return mcp.NewToolResultError(err.Error()), nil
//	}
//	return
//
// as one edit inserted after the assignment.
func assignedErrorResult(files *report.Files, h *model.Handler, as *ast.AssignStmt) ([]analysis.TextEdit, bool) {
	file := files.ASTFile(as.Pos())
	errID, ok := as.Lhs[len(as.Lhs)-1].(*ast.Ident)
	if file == nil || !ok || errID.Name == "_" {
		return nil, false
	}
	at := as.End()
	nils := []ast.Expr{&ast.Ident{NamePos: at, Name: "nil"}, &ast.Ident{NamePos: at + 1, Name: "nil"}}
	msg := &ast.CallExpr{Fun: &ast.SelectorExpr{X: ast.NewIdent(errID.Name), Sel: ast.NewIdent("Error")}}
	edits, ok := h.Results.ErrorResult(file, &ast.ReturnStmt{Return: at, Results: nils}, msg)
	if !ok || len(edits) != 1 || edits[0].Pos != nils[0].Pos() || edits[0].End != nils[1].End() {
		return nil, false // the rewrite is not of the results as a whole
	}
	text := "\nif " + errID.Name + " != nil {\nreturn " + string(edits[0].NewText) + "\n}"
	return []analysis.TextEdit{{Pos: at, End: at, NewText: []byte(text)}}, true
}

// reportEndings reports the failures of h that end the program (panic,
// log.Fatal, os.Exit in code that answers a model's tool call itself):
// whatever the library does with errors, no result goes back for the
// call. They get no fix: only the project's loop knows how it sends a
// result back.
func reportEndings(rep *report.Reporter, files *report.Files, h *model.Handler, failures []*model.Failure) {
	ender, ok := h.Reader.(model.RunEnder)
	if !ok {
		return
	}
	for _, f := range failures {
		if f.Call == nil || !f.Validation && !config.Of(rep.Pass).ToolErrorAll || files.Generated(f.Call.Pos()) ||
			!ender.EndsRun(rep.Pass.TypesInfo, f.Call) {
			continue
		}
		rep.Report(analysis.Diagnostic{
			Pos:      f.Call.Pos(),
			End:      f.Call.End(),
			Category: "toolerror",
			Message:  "the model cannot read this failure: " + h.ErrorNote,
		})
	}
}

// canceled reports whether a failure outside argument checks is the
// call's own cancellation: the error is ctx.Err() or context.Cause(ctx) of
// the handler's context parameter, or context.Canceled, or the guard tests
// one of them (through variables assigned once). The client has given up
// on the call, so no one would read an error result; -toolerror.all leaves
// these alone.
func canceled(info *types.Info, index *resolve.Index, h *model.Handler, errExpr ast.Expr, f *model.Failure) bool {
	ctx := resolve.FuncParam(info, h.Func, 0)
	if ctx == nil || !isContext(ctx.Type()) {
		ctx = nil
	}
	is := func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.CallExpr:
			fn := resolve.Callee(info, n)
			if !resolve.InPackage(fn, "context") || ctx == nil {
				return false
			}
			switch {
			case fn.Name() == "Err" && len(n.Args) == 0:
				sel, ok := ast.Unparen(n.Fun).(*ast.SelectorExpr)
				return ok && resolve.Object(info, sel.X) == ctx
			case fn.Name() == "Cause" && len(n.Args) == 1:
				return resolve.Object(info, n.Args[0]) == ctx
			}
		case *ast.SelectorExpr:
			v, ok := info.Uses[n.Sel].(*types.Var)
			return ok && resolve.IsObject(v, "context", "Canceled")
		}
		return false
	}
	found := false
	followed := make(map[ast.Expr]bool) // against cycles of assignments
	var look func(e ast.Expr)
	look = func(e ast.Expr) {
		ast.Inspect(e, func(n ast.Node) bool {
			if id, ok := n.(*ast.Ident); ok && index != nil {
				// err := ctx.Err(); if err != nil { return nil, err }
				if v := index.Expr(id); v != id && !followed[v] {
					followed[v] = true
					look(v)
				}
			}
			found = found || is(n)
			return !found
		})
	}
	look(errExpr)
	if f != nil {
		look(f.Cond)
	}
	return found
}

// isContext reports whether t is context.Context.
func isContext(t types.Type) bool {
	return resolve.IsNamed(t, "context", "Context")
}

// returns lists the handler's return statements, outside nested functions,
// and the failing returns of the functions that answer the call in its
// stead (the rules pass reads `return work(ctx, acct)` as the rest of the
// handler): their results are the handler's.
func returns(h *model.Handler, failures []*model.Failure) []*ast.ReturnStmt {
	var out []*ast.ReturnStmt
	body := h.Body()
	if body != nil {
		ast.Inspect(body, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.FuncLit:
				return false
			case *ast.ReturnStmt:
				out = append(out, n)
			}
			return true
		})
	}
	for _, f := range failures {
		if f.Ret != nil && (body == nil || f.Ret.Pos() < body.Pos() || f.Ret.End() > body.End()) && !slices.Contains(out, f.Ret) {
			out = append(out, f.Ret)
		}
	}
	return out
}

// A bare return gets no fix (fixable false): rewriting it is left to the
// author, who may prefer to set the named results.
func reportToolError(rep *report.Reporter, files *report.Files, found *tools.Result, h *model.Handler, ret *ast.ReturnStmt, errExpr ast.Expr, f *model.Failure, held []ast.Expr) {
	pass := rep.Pass
	d := analysis.Diagnostic{
		Pos:      ret.Pos(),
		End:      ret.End(),
		Category: "toolerror",
		Message:  "the model cannot read this failure: " + h.ErrorNote,
	}
	file := files.ASTFile(ret.Pos())
	msg := errorMessage(pass.TypesInfo, found.Index, errExpr, f)
	if msg == nil && joinsProblems(pass.TypesInfo, found, errExpr, f) {
		// errors.Join(errs...) under len(errs) > 0, every problem
		// appended an error made there: not nil.
		msg = &ast.CallExpr{Fun: &ast.SelectorExpr{X: errExpr, Sel: ast.NewIdent("Error")}}
	}
	if m, ok := h.Results.(model.ErrorMessenger); ok && msg == nil {
		msg, _ = m.ErrorMessage(pass.TypesInfo, errExpr)
	}
	if file != nil && msg != nil {
		edits, ok := h.Results.ErrorResult(file, ret, msg)
		if held != nil {
			edits, ok = bareErrorResult(pass.TypesInfo, h, file, ret, held, msg)
		}
		if ok {
			if gone, ok := unusedImports(pass, file, edits); ok {
				d.SuggestedFixes = []analysis.SuggestedFix{{Message: "Return the failure as a tool error result", TextEdits: append(edits, gone...)}}
			}
		}
	}
	rep.Report(d)
}

// bareErrorResult is the library's rewrite of a bare return whose named
// results hold held there, as a return with results: offered only when
// every result but the error is nil (nothing else is returned, as for
// `return nil, err`). A message that is no constant becomes the error
// result's own `err.Error()`: an expression over the function's variables
// may not mean the same at the return, the named result holds the error
// the message was read from. The rewrite is asked of a return of nils and
// placed over the bare one.
func bareErrorResult(info *types.Info, h *model.Handler, file *ast.File, ret *ast.ReturnStmt, held []ast.Expr, msg ast.Expr) ([]analysis.TextEdit, bool) {
	if tv, ok := info.Types[msg]; (!ok || tv.Value == nil) && !isStringLit(msg) {
		sig := resolve.Signature(info, h.Func)
		if sig == nil || sig.Results().Len() != len(held) || sig.Results().At(len(held)-1).Name() == "" || sig.Results().At(len(held)-1).Name() == "_" {
			return nil, false
		}
		errName := sig.Results().At(len(held) - 1).Name()
		msg = &ast.CallExpr{Fun: &ast.SelectorExpr{X: ast.NewIdent(errName), Sel: ast.NewIdent("Error")}}
	}
	nils := make([]ast.Expr, len(held))
	for i, r := range held {
		if i < len(held)-1 && !resolve.IsNil(info, ast.Unparen(r)) {
			return nil, false
		}
		// Each at its own position (inside the keyword), so that an edit
		// of the whole list is told from an edit of one result.
		nils[i] = &ast.Ident{NamePos: ret.Return + token.Pos(i), Name: "nil"}
	}
	edits, ok := h.Results.ErrorResult(file, &ast.ReturnStmt{Return: ret.Return, Results: nils}, msg)
	if !ok || len(edits) != 1 || edits[0].Pos != nils[0].Pos() || edits[0].End != nils[len(nils)-1].End() {
		return nil, false // the rewrite is not of the results as a whole
	}
	return []analysis.TextEdit{{Pos: ret.Pos(), End: ret.End(), NewText: append([]byte("return "), edits[0].NewText...)}}, true
}

// isStringLit reports whether e is a string literal (a message fixtext
// wrote has no type).
func isStringLit(e ast.Expr) bool {
	lit, ok := ast.Unparen(e).(*ast.BasicLit)
	return ok && lit.Kind == token.STRING
}

// errorMessage returns the string expression that carries err's message:
// s for errors.New(s), fmt.Sprintf(format, args...) for fmt.Errorf (%w
// written as %v), err.Error() for an err the guard has checked is not nil
// or a sentinel error of the package (never nil).
// An fmt.Errorf without arguments gives its format itself (with %% read
// as %): fmt.Sprintf of a constant alone is what a reviewer removes
// (staticcheck S1039).
func errorMessage(info *types.Info, index *resolve.Index, err ast.Expr, f *model.Failure) ast.Expr {
	err = ast.Unparen(err)
	if id, ok := err.(*ast.Ident); ok && index != nil && index.SentinelError(id) != "" {
		return &ast.CallExpr{Fun: &ast.SelectorExpr{X: ast.NewIdent(id.Name), Sel: ast.NewIdent("Error")}}
	}
	switch e := err.(type) {
	case *ast.CallExpr:
		fn := resolve.Callee(info, e)
		if fn == nil || e.Ellipsis.IsValid() {
			return nil
		}
		sel, ok := e.Fun.(*ast.SelectorExpr)
		if !ok {
			return nil
		}
		switch {
		case resolve.IsFunc(fn, "errors", "New") && len(e.Args) == 1:
			return e.Args[0]
		case resolve.IsFunc(fn, "fmt", "Errorf") && len(e.Args) >= 1:
			format := e.Args[0]
			tv := info.Types[format]
			if tv.Value == nil || tv.Value.Kind() != constant.String {
				return nil
			}
			s := constant.StringVal(tv.Value)
			if len(e.Args) == 1 {
				if !strings.Contains(s, "%") {
					return format // the constant as written: a literal or a name
				}
				if !strings.Contains(strings.ReplaceAll(s, "%%", ""), "%") {
					return fixtext.String(strings.ReplaceAll(s, "%%", "%"))
				}
				// A verb without its argument: Sprintf prints what Errorf did.
			}
			if strings.Contains(s, "%%") && strings.Contains(s, "%w") {
				return nil // %%w is text, %w a verb: not rewritten
			} else if strings.Contains(s, "%w") {
				// Sprintf does not know %w; %v prints the same text.
				format = fixtext.String(strings.ReplaceAll(s, "%w", "%v"))
			}
			args := append([]ast.Expr{format}, e.Args[1:]...)
			return &ast.CallExpr{
				Fun:  &ast.SelectorExpr{X: sel.X, Sel: ast.NewIdent("Sprintf")},
				Args: args,
			}
		}
	case *ast.Ident:
		// err.Error() is safe only where the guard has checked err != nil.
		if f == nil || !checksNotNil(info, f.Cond, e) {
			return nil
		}
		return &ast.CallExpr{Fun: &ast.SelectorExpr{X: ast.NewIdent(e.Name), Sel: ast.NewIdent("Error")}}
	}
	return nil
}

// joinsProblems reports whether err is errors.Join(list...) where the
// failure's condition says the same list is not empty (len(list) > 0, !=
// 0, >= 1, either way round) and the engine says each of its elements is
// an error made there (flow.Graph.MadeErrors): the joined error is not
// nil, its Error() safe.
func joinsProblems(info *types.Info, found *tools.Result, err ast.Expr, f *model.Failure) bool {
	call, ok := ast.Unparen(err).(*ast.CallExpr)
	g := found.Flow
	if !ok || g == nil || f == nil || f.Cond == nil || !call.Ellipsis.IsValid() || len(call.Args) != 1 {
		return false
	}
	if fn := resolve.Callee(info, call); fn == nil || !resolve.IsFunc(fn, "errors", "Join") {
		return false
	}
	list := g.Value(call.Args[0])
	cond, condInfo := foreignPredicate(info, found.ForeignPredicate, f.Cond)
	// Another package's predicate the guard tests the list with reads
	// it: its fact's text calls nothing but len.
	reads := func(fn *types.Func) bool {
		text := ""
		if found.ForeignPredicate != nil {
			text = found.ForeignPredicate(fn)
		}
		e, err := parser.ParseExpr(text)
		if err != nil || strings.HasPrefix(text, "import ") {
			return false
		}
		only := true
		ast.Inspect(e, func(n ast.Node) bool {
			if c, ok := n.(*ast.CallExpr); ok {
				id, isIdent := c.Fun.(*ast.Ident)
				only = only && isIdent && id.Name == "len"
			}
			return only
		})
		return only
	}
	return list != nil && resolve.NonEmptyTest(condInfo, cond, func(e ast.Expr) bool { return g.Value(e) == list }) && g.MadeErrors(call.Args[0], reads)
}

// foreignPredicate returns cond, a call of another package's predicate or
// its negation (`!lib.Valid(errs)`), as the expression the predicate's
// fact writes over the call's arguments (`len(errs) > 0`), with the types
// of what it wrote; cond and info otherwise.
func foreignPredicate(info *types.Info, predicate func(*types.Func) string, cond ast.Expr) (ast.Expr, *types.Info) {
	e, negated := ast.Unparen(cond), false
	if u, ok := e.(*ast.UnaryExpr); ok && u.Op == token.NOT {
		e, negated = ast.Unparen(u.X), true
	}
	call, ok := e.(*ast.CallExpr)
	if !ok || predicate == nil {
		return cond, info
	}
	fn, ok := typeutil.Callee(info, call).(*types.Func)
	if !ok || fn.Pkg() == nil {
		return cond, info
	}
	written, s, ok := resolve.InlineText(fn, predicate(fn), call)
	if !ok {
		return cond, info
	}
	if negated {
		written = &ast.UnaryExpr{Op: token.NOT, X: written}
	}
	return resolve.Simplify(written), &types.Info{Types: s.Types, Uses: s.Uses}
}

// checksNotNil reports whether cond is `id != nil` for the variable id.
func checksNotNil(info *types.Info, cond ast.Expr, id *ast.Ident) bool {
	be, ok := ast.Unparen(cond).(*ast.BinaryExpr)
	if !ok || be.Op != token.NEQ {
		return false
	}
	x, y := ast.Unparen(be.X), ast.Unparen(be.Y)
	if tv, ok := info.Types[x]; ok && tv.IsNil() {
		x, y = y, x
	}
	xid, ok := x.(*ast.Ident)
	tv, isNil := info.Types[y]
	return ok && isNil && tv.IsNil() && info.Uses[xid] != nil && info.Uses[xid] == info.Uses[id]
}

// unusedImports returns the edits deleting the imports that edits leave
// unused: every use of the package in the file is in text they replace,
// and their new text does not name it. ok is false when such an import
// cannot be deleted (the fix would not compile).
func unusedImports(pass *analysis.Pass, file *ast.File, edits []analysis.TextEdit) ([]analysis.TextEdit, bool) {
	inside := func(pos token.Pos) bool {
		for _, e := range edits {
			if e.Pos <= pos && pos < e.End {
				return true
			}
		}
		return false
	}
	var dels []analysis.TextEdit
	for _, spec := range file.Imports {
		pkgName := pass.TypesInfo.PkgNameOf(spec)
		if pkgName == nil || pkgName.Name() == "_" || pkgName.Name() == "." {
			continue
		}
		in, out := 0, 0
		ast.Inspect(file, func(n ast.Node) bool {
			if id, ok := n.(*ast.Ident); ok && pass.TypesInfo.Uses[id] == pkgName {
				if inside(id.Pos()) {
					in++
				} else {
					out++
				}
			}
			return true
		})
		if in == 0 || out > 0 || slices.ContainsFunc(edits, func(e analysis.TextEdit) bool { return names(e.NewText, pkgName.Name()) }) {
			continue
		}
		del, ok := fixtext.DeleteImport(pass.Fset.File(file.Pos()), file, spec)
		if !ok || slices.ContainsFunc(edits, func(e analysis.TextEdit) bool { return e.Pos < del.End && del.Pos < e.End }) {
			return nil, false
		}
		dels = append(dels, del)
	}
	return dels, true
}

// names reports whether Go text src refers to the package pkg (pkg.X).
func names(src []byte, pkg string) bool {
	var sc scanner.Scanner
	sc.Init(token.NewFileSet().AddFile("", -1, len(src)), src, nil, 0)
	prev := false // the previous token is pkg
	for {
		_, tok, lit := sc.Scan()
		switch {
		case tok == token.EOF:
			return false
		case tok == token.PERIOD && prev:
			return true
		}
		prev = tok == token.IDENT && lit == pkg
	}
}
