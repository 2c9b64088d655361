package adapter

import (
	"go/ast"
	"go/types"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/inspector"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/toolvet/toolvet/internal/model"
	"github.com/toolvet/toolvet/internal/resolve"
)

// PassesErrorsFact says a function passes the Go error of the handlers
// given as its parameters Params on as the error of a library handler it
// builds around them (a low-level handler of Library, whose Go error the
// library sends as a protocol error), wherever that handler ends up:
//
//	func NewServerTool[In, Out any](tool mcp.Tool, h mcp.ToolHandlerFor[In, Out]) ServerTool {
//		return ServerTool{Tool: tool, Handler: func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
//			var in In
//			…
//			res, _, err := h(ctx, req, in)
//			return res, err
//		}}
//	}
//
// A project that pairs a tool with its handler through such a function
// (LinkCoPassed) leaves the handler's errors protocol errors, through any
// number of such functions (a NewTool of its own building the handler
// given to this one).
type PassesErrorsFact struct {
	Library string
	Params  []int
}

func (*PassesErrorsFact) AFact() {}
func (f *PassesErrorsFact) String() string {
	ps := make([]string, len(f.Params))
	for i, p := range f.Params {
		ps[i] = strconv.Itoa(p)
	}
	return "passesErrors(" + f.Library + ": " + strings.Join(ps, ", ") + ")"
}

// maxFateDepth bounds how many functions a handler's error is followed
// through.
const maxFateDepth = 4

// PassesErrors reports whether fn passes the error of the handler given as
// its parameter i on as a low-level library handler's error: through its
// summary (this package) or its PassesErrorsFact (another).
func (a *HandlerAdapters) PassesErrors(fn *types.Func, i int) bool {
	return a.passesErrors(fn, i, 0)
}

func (a *HandlerAdapters) passesErrors(fn *types.Func, i, depth int) bool {
	if fn == nil || depth > maxFateDepth {
		return false
	}
	if foreign := a.pass.Foreign(fn); foreign != nil {
		var f PassesErrorsFact
		return a.pass.ImportObjectFact(foreign, &f) && f.Library == a.library && slices.Contains(f.Params, i)
	}
	decl := a.pass.Index.FuncDecl(fn.Origin())
	if decl == nil || decl.Body == nil {
		return false
	}
	p := resolve.FuncParam(a.pass.TypesInfo, decl, i)
	if p == nil {
		return false
	}
	if _, ok := p.Type().Underlying().(*types.Signature); !ok {
		return false
	}
	cur, ok := a.pass.Inspector.FindNode(decl)
	if !ok {
		return false
	}
	uses := 0
	for id := range cur.Preorder((*ast.Ident)(nil)) {
		if a.pass.TypesInfo.Uses[id.Node().(*ast.Ident)] != p {
			continue
		}
		uses++
		if !a.usePassesErrors(id, decl, depth) {
			return false
		}
	}
	return uses > 0
}

// usePassesErrors reports whether the use id of a handler parameter is a
// call whose error the function literal around it returns as its own, and
// that literal is a low-level library handler or is given to a function
// that passes its errors on in turn.
func (a *HandlerAdapters) usePassesErrors(id inspector.Cursor, decl *ast.FuncDecl, depth int) bool {
	info := a.pass.TypesInfo
	call, ok := id.Parent().Node().(*ast.CallExpr)
	if !ok || call.Fun != id.Node() {
		return false
	}
	var lit inspector.Cursor
	found := false
	for c := range id.Enclosing((*ast.FuncLit)(nil), (*ast.FuncDecl)(nil)) {
		lit, found = c, true
		break
	}
	fl, ok := lit.Node().(*ast.FuncLit)
	if !found || !ok || !returnsErrorOf(info, a.pass.Index, fl, call) {
		return false
	}
	sig, ok := info.TypeOf(fl).(*types.Signature)
	if !ok {
		return false
	}
	if sig.Params().Len() == 2 && a.lib.IsHandlerResults != nil && a.lib.IsHandlerResults(sig.Results()) {
		return true // a low-level handler of the library
	}
	// The literal given to another function: its errors go where that
	// function's parameter's go.
	outer, ok := lit.Parent().Node().(*ast.CallExpr)
	if !ok {
		return false
	}
	j := slices.Index(outer.Args, ast.Expr(fl))
	fn, _ := typeutil.Callee(info, outer).(*types.Func)
	return j >= 0 && fn != nil && a.passesErrors(fn, j, depth+1)
}

// returnsErrorOf reports whether fl returns call's error as its own: `return
// h(…)`, or `res, _, err := h(…)` and a return of err (or a copy of it)
// last, err assigned nowhere else.
func returnsErrorOf(info *types.Info, index *resolve.Index, fl *ast.FuncLit, call *ast.CallExpr) bool {
	var errVar types.Object
	ast.Inspect(fl.Body, func(n ast.Node) bool {
		as, ok := n.(*ast.AssignStmt)
		if ok && len(as.Rhs) == 1 && as.Rhs[0] == ast.Expr(call) && len(as.Lhs) > 1 {
			errVar = resolve.Object(info, as.Lhs[len(as.Lhs)-1])
		}
		return errVar == nil
	})
	passes := false
	ast.Inspect(fl.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			if len(n.Results) == 1 && ast.Unparen(n.Results[0]) == ast.Expr(call) {
				passes = true
			}
			if errVar != nil && len(n.Results) > 0 {
				if last := resolve.Object(info, n.Results[len(n.Results)-1]); last == errVar || slices.Contains(index.Copies(errVar), last) {
					passes = true
				}
			}
		}
		return true
	})
	return passes
}

// exportPassesErrors records, for the package's exportable functions that
// no other fact describes (a middleware's WrapsFact, a registration
// wrapper's RegistersFact say more), the handler parameters whose errors
// they pass on.
func (a *HandlerAdapters) exportPassesErrors(facts map[*types.Func]analysis.Fact) {
	for fn := range FuncsWithBody(a.pass.Pass) {
		if !Exportable(fn) || facts[fn] != nil {
			continue
		}
		var params []int
		for i := range fn.Signature().Params().Len() {
			if _, ok := fn.Signature().Params().At(i).Type().Underlying().(*types.Signature); ok && a.PassesErrors(fn, i) {
				params = append(params, i)
			}
		}
		if len(params) > 0 {
			a.pass.ExportObjectFact(fn, &PassesErrorsFact{Library: a.library, Params: params})
		}
	}
}

// coPassedFate is what becomes of the errors of a handler given as
// argument i to fn together with its tool.
func (a *HandlerAdapters) coPassedFate(fn *types.Func, i int, h *model.Handler) {
	h.Errors = model.ErrorsUnknown
	if a.PassesErrors(fn, i) {
		h.Errors = model.ErrorsAreProtocolErrors
		h.ErrorNote = fn.Name() + " passes this handler's Go error on as the library handler's error, and " + a.lib.ErrorNote
	}
}
