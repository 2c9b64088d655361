// Package functool builds tools for the libraries that define one as
// (name, description, func(ctx, In) (Out, error)) with the schema reflected
// from In by invopop/jsonschema or a fork: genkit's DefineTool, eino's
// InferTool. Their adapters say where those arguments are and what the
// library does with the function's error.
package functool

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"slices"
	"strings"
	"unicode"

	"golang.org/x/tools/go/analysis"

	"github.com/toolvet/toolvet/internal/adapter"
	"github.com/toolvet/toolvet/internal/adapter/structschema"
	"github.com/toolvet/toolvet/internal/fixtext"
	"github.com/toolvet/toolvet/internal/model"
	"github.com/toolvet/toolvet/internal/resolve"
)

// Spec says where a call's arguments are.
type Spec struct {
	Library         string
	Name, Desc, Fun int // argument indexes
	InParam         int // index of the input parameter of the function
	Errors          model.ErrorFate
	ErrorNote       string
	// RequiredFromTags: the library's reflector requires a field only when
	// its jsonschema tag says "required" (RequiredFromJSONSchemaTags).
	RequiredFromTags bool
	// SchemaGiven: the call takes the schema as an argument rather than
	// inferring it from the input type, so it is out of sight.
	SchemaGiven bool
}

// Build returns the tool call defines, or nil.
func Build(p *adapter.Pass, call *ast.CallExpr, s Spec, decls func() map[*types.Var]*ast.Field) *model.Tool {
	if len(call.Args) <= max(s.Name, s.Desc, s.Fun) {
		return nil
	}
	t := &model.Tool{Library: s.Library, Pos: call.Pos(), Opaque: true}
	t.Name, _ = resolve.ConstString(p.TypesInfo, call.Args[s.Name])
	desc := call.Args[s.Desc]
	value, known := resolve.ConstString(p.TypesInfo, desc)
	t.Description = model.Text{Value: value, Known: known, Pos: desc.Pos()}
	t.Describe = adapter.NewStringAnchor(p.Fset, desc, t.Description)
	fun := p.Index.Func(call.Args[s.Fun])
	if fun == nil {
		t.Unlinked = "the function is not one toolvet can follow"
		t.MarkOpaque(call.Args[s.Fun].Pos(), "the schema inferred from the input type of a function toolvet cannot follow")
		return t
	}
	in := resolve.FuncParam(p.TypesInfo, fun, s.InParam)
	if in == nil {
		t.Unlinked = "the function has no input parameter toolvet can read"
		t.MarkOpaque(call.Args[s.Fun].Pos(), "the schema inferred from the input type of a function toolvet cannot read")
		return t
	}
	t.Input = in.Type()
	t.Handlers = append(t.Handlers, handler(p, fun, in, s))
	if s.SchemaGiven {
		t.MarkOpaque(call.Pos(), "a schema given as an argument, not inferred from the input type")
		return t
	}
	if call.Ellipsis.IsValid() || len(call.Args) > s.Fun+1 {
		t.MarkOpaque(call.Args[len(call.Args)-1].Pos(), "options that may set the schema")
		return t // options may set the schema (WithInputSchema): out of sight
	}
	dialect := structschema.Invopop
	if s.RequiredFromTags {
		dialect = structschema.InvopopRequiredFromTags
	}
	structschema.Infer(p.Fset, t, in.Type(), decls(), dialect, in.Pos())
	return t
}

// handler is fun's, a function receiving the arguments decoded into in.
func handler(p *adapter.Pass, fun ast.Node, in *types.Var, s Spec) *model.Handler {
	stringOut := stringResult(p.TypesInfo, fun)
	h := &model.Handler{
		Func:      fun,
		Structs:   []*types.Var{in},
		Errors:    s.Errors,
		ErrorNote: s.ErrorNote,
		Results:   results{stringOut: stringOut},
	}
	h.Reader = reader{stringOut: stringOut, body: h.Body()}
	return h
}

// Handler returns the handler of a function given with a schema of its
// own (eino's utils.NewTool(info, fn)): fn, the argument at s.Fun of call,
// receives the arguments decoded into its parameter s.InParam. Nil when
// toolvet cannot follow it.
func Handler(p *adapter.Pass, call *ast.CallExpr, s Spec) *model.Handler {
	if len(call.Args) <= s.Fun {
		return nil
	}
	fun := p.Index.Func(call.Args[s.Fun])
	if fun == nil {
		return nil
	}
	in := resolve.FuncParam(p.TypesInfo, fun, s.InParam)
	if in == nil {
		return nil
	}
	return handler(p, fun, in, s)
}

// reader: the function receives its arguments decoded and fails by
// returning a non-nil error or, when its output is a string, by returning
// the failure as its output with a nil error: the idiom that lets the model
// read it (and the one toolerror's fix writes), so a rule stays a rule
// after that fix.
type reader struct {
	adapter.DecodedArgs
	stringOut bool
	// body is the function's, where a struct output's failure fields are
	// set before a return (outputFailure).
	body *ast.BlockStmt
}

func (reader) Bind(*types.Info, *ast.CallExpr) (ast.Expr, bool) { return nil, false }

func (r reader) Failure(info *types.Info, ret *ast.ReturnStmt) (string, bool) {
	if len(ret.Results) != 2 {
		return "", false
	}
	tv, ok := info.Types[ret.Results[1]]
	if !ok {
		return "", false
	}
	if !tv.IsNil() {
		return errorText(info, ret.Results[1]), true
	}
	if r.stringOut {
		return failureOutput(info, ret.Results[0])
	}
	return outputFailure(info, r.body, ret)
}

// FailureThrough reports whether stmts, run in order, leave a failure in
// the struct output ret returns with a nil error: the last value each of
// its fields is given there, a constant that reads as a failure and not
// overwritten (`default: res.Error = "unknown action"` in a switch, then
// `res.Status = "success"; return res, nil` after it). stmts must be
// assignments and expression statements only.
func (r reader) FailureThrough(info *types.Info, stmts []ast.Stmt, ret *ast.ReturnStmt) (string, bool) {
	if r.stringOut || len(ret.Results) != 2 {
		return "", false
	}
	if tv, ok := info.Types[ret.Results[1]]; !ok || !tv.IsNil() {
		return "", false
	}
	v := resolve.Object(info, ast.Unparen(ret.Results[0]))
	if v == nil {
		return "", false
	}
	last := make(map[string]ast.Expr)
	var order []string
	for _, s := range stmts {
		switch s := s.(type) {
		case *ast.ExprStmt:
		case *ast.AssignStmt:
			if len(s.Lhs) != len(s.Rhs) {
				return "", false
			}
			for i, l := range s.Lhs {
				if resolve.Object(info, l) == v {
					return "", false // the output replaced
				}
				sel, ok := ast.Unparen(l).(*ast.SelectorExpr)
				if !ok || resolve.Object(info, sel.X) != v {
					continue
				}
				if _, seen := last[sel.Sel.Name]; !seen {
					order = append(order, sel.Sel.Name)
				}
				last[sel.Sel.Name] = s.Rhs[i]
			}
		default:
			return "", false
		}
	}
	for _, f := range order {
		if msg, ok := failureText(info, last[f]); ok {
			return msg, true
		}
	}
	return "", false
}

// StringFailure is the Failure of a function whose output is a string:
// ret fails when its error is not nil, or when, with a nil error, the
// output is a failure message (failureOutput).
func StringFailure(info *types.Info, ret *ast.ReturnStmt) (string, bool) {
	return reader{stringOut: true}.Failure(info, ret)
}

// outputFailure reports whether ret returns, with a nil error, a struct
// output that says the call failed: a string field set to a constant
// that reads as a failure, in the literal returned (`return
// &Out{Error: "title is required"}, nil`) or by the statements just
// before ret in its block (`res.Error = "title is required"; return res,
// nil`). The function's output is what the model reads, so the message
// is one it reads.
func outputFailure(info *types.Info, body *ast.BlockStmt, ret *ast.ReturnStmt) (string, bool) {
	out := ast.Unparen(ret.Results[0])
	if u, ok := out.(*ast.UnaryExpr); ok && u.Op == token.AND {
		out = ast.Unparen(u.X)
	}
	if lit, ok := out.(*ast.CompositeLit); ok {
		for _, elt := range lit.Elts {
			if kv, ok := elt.(*ast.KeyValueExpr); ok {
				if msg, ok := failureText(info, kv.Value); ok {
					return msg, true
				}
			}
		}
		return "", false
	}
	v := resolve.Object(info, out)
	if v == nil || body == nil {
		return "", false
	}
	before := statementsBefore(body, ret)
	for i := len(before) - 1; i >= 0; i-- {
		as, ok := before[i].(*ast.AssignStmt)
		if !ok || len(as.Lhs) != len(as.Rhs) {
			break // only the assignments right before the return
		}
		for j, l := range as.Lhs {
			sel, ok := ast.Unparen(l).(*ast.SelectorExpr)
			if !ok || resolve.Object(info, sel.X) != v {
				continue
			}
			if msg, ok := failureText(info, as.Rhs[j]); ok {
				return msg, true
			}
		}
	}
	return "", false
}

// failureText reports whether e is a constant string, or fmt.Sprintf of
// a constant format, that reads as a failure.
func failureText(info *types.Info, e ast.Expr) (string, bool) {
	if call, ok := ast.Unparen(e).(*ast.CallExpr); ok && resolve.IsCallTo(info, call, "fmt", "Sprintf") && len(call.Args) > 0 {
		e = call.Args[0]
	}
	tv := info.Types[e]
	if tv.Value == nil || tv.Value.Kind() != constant.String {
		return "", false
	}
	msg := constant.StringVal(tv.Value)
	return msg, ReadsAsFailure(msg)
}

// statementsBefore returns the statements before ret in the list that
// holds it (a block or a case clause of body), or nil.
func statementsBefore(body *ast.BlockStmt, ret *ast.ReturnStmt) []ast.Stmt {
	var found []ast.Stmt
	ast.Inspect(body, func(n ast.Node) bool {
		if found != nil {
			return false
		}
		if _, ok := n.(*ast.FuncLit); ok {
			return false
		}
		list := resolve.Statements(n)
		for i, s := range list {
			if s == ret {
				found = list[:i:i]
			}
		}
		return true
	})
	return found
}

// failureOutput reports whether a string output returned with a nil error
// is a failure message: it holds an error's text (err.Error()), or it is a
// constant that reads as one. An output that depends on the arguments
// ("large", "small") is an answer, not a failure, so a constant counts
// only when it says what is wrong, in words failures use.
func failureOutput(info *types.Info, out ast.Expr) (string, bool) {
	if tv := info.Types[out]; tv.Value != nil && tv.Value.Kind() == constant.String {
		msg := constant.StringVal(tv.Value)
		return msg, ReadsAsFailure(msg)
	}
	found := false
	ast.Inspect(out, func(n ast.Node) bool {
		if call, ok := n.(*ast.CallExpr); ok {
			if sel, ok := call.Fun.(*ast.SelectorExpr); ok && sel.Sel.Name == "Error" && len(call.Args) == 0 &&
				resolve.ImplementsError(info.TypeOf(sel.X)) {
				found = true
			}
		}
		return !found
	})
	return "", found
}

// failureWords are the words a failure message uses and an answer rarely
// does.
var failureWords = []string{
	"must", "invalid", "required", "missing", "not", "cannot", "can't", "unknown", "unsupported",
	"error", "expected", "exceeds", "exceeded", "capped", "too", "only", "should", "empty",
}

// ReadsAsFailure reports whether msg, a constant text sent back as a
// tool's output, says what is wrong: a word failures use.
func ReadsAsFailure(msg string) bool {
	words := strings.FieldsFunc(strings.ToLower(msg), func(r rune) bool {
		return !unicode.IsLetter(r) && r != '\''
	})
	for _, w := range words {
		if slices.Contains(failureWords, w) {
			return true
		}
	}
	return false
}

func errorText(info *types.Info, e ast.Expr) string {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok || len(call.Args) != 1 {
		return ""
	}
	if tv := info.Types[call.Args[0]]; tv.Value != nil && tv.Value.Kind() == constant.String {
		if fun, ok := call.Fun.(*ast.SelectorExpr); ok && (fun.Sel.Name == "New" || fun.Sel.Name == "Errorf") {
			return constant.StringVal(tv.Value)
		}
	}
	return ""
}

// results rewrites `return x, err` to `return msg, nil` when the output is
// a string: the message becomes the tool's output, which the model reads.
// Other outputs have no place for it: no fix.
type results struct{ stringOut bool }

func (results) GoError(info *types.Info, ret *ast.ReturnStmt) (ast.Expr, bool) {
	if len(ret.Results) != 2 {
		return nil, false
	}
	if tv, ok := info.Types[ret.Results[1]]; !ok || tv.IsNil() {
		return nil, false
	}
	return ret.Results[1], true
}

func (r results) ErrorResult(file *ast.File, ret *ast.ReturnStmt, msg ast.Expr) ([]analysis.TextEdit, bool) {
	if !r.stringOut || len(ret.Results) != 2 {
		return nil, false
	}
	text, ok := fixtext.List([]ast.Expr{msg, ast.NewIdent("nil")})
	if !ok {
		return nil, false
	}
	return []analysis.TextEdit{{Pos: ret.Results[0].Pos(), End: ret.Results[1].End(), NewText: []byte(text)}}, true
}

// stringResult reports whether the function's first result is a string.
func stringResult(info *types.Info, fun ast.Node) bool {
	sig := resolve.Signature(info, fun)
	if sig == nil || sig.Results().Len() != 2 {
		return false
	}
	b, ok := sig.Results().At(0).Type().(*types.Basic)
	return ok && b.Kind() == types.String
}

// LazyDecls returns a function giving the package's struct field
// declarations, computed on first use.
func LazyDecls(p *adapter.Pass) func() map[*types.Var]*ast.Field {
	var decls map[*types.Var]*ast.Field
	return func() map[*types.Var]*ast.Field {
		if decls == nil {
			decls = structschema.FieldDecls(p)
		}
		return decls
	}
}

// StringResults is the ResultWriter of a function whose output is a
// string: a failure's message becomes the output, with a nil error.
func StringResults() model.ResultWriter { return results{stringOut: true} }

// Wrapper is a function of the package that hands its own parameters to
// a library's tool constructor as the tool's name, description and
// function (SafeInferTool(name, desc, fn) calling utils.InferTool(name,
// desc, fn)): each of its call sites in the package defines a tool.
type Wrapper struct {
	Func *types.Func
	// Spec is the constructor's, its argument indexes those of the
	// wrapper's parameters.
	Spec Spec
	// Returns says whether the wrapper returns the constructor's tool as
	// it is: else it wraps it in a value of its own, whose own answer to
	// a call (converting the function's error, say) is not read.
	Returns bool
}

// WrapperOf returns the wrapper call, a call of a library's tool
// constructor (described by s) in decl, makes of decl; false when the
// name, description and function it passes are not all decl's parameters,
// or when it passes options.
func WrapperOf(p *adapter.Pass, decl *ast.FuncDecl, call *ast.CallExpr, s Spec) (Wrapper, bool) {
	if decl == nil || decl.Body == nil || len(call.Args) != max(s.Name, s.Desc, s.Fun)+1 || call.Ellipsis.IsValid() {
		return Wrapper{}, false
	}
	fn, ok := p.TypesInfo.Defs[decl.Name].(*types.Func)
	if !ok {
		return Wrapper{}, false
	}
	param := func(e ast.Expr) int {
		id, ok := ast.Unparen(e).(*ast.Ident)
		if !ok {
			return -1
		}
		v, ok := p.TypesInfo.Uses[id].(*types.Var)
		if !ok || v.Kind() != types.ParamVar || p.Index.WrittenBefore(v, call.Pos()) {
			return -1
		}
		return p.Index.ParamIndex(v)
	}
	w := Wrapper{Func: fn, Spec: s}
	if w.Spec.Name, w.Spec.Desc, w.Spec.Fun = param(call.Args[s.Name]), param(call.Args[s.Desc]), param(call.Args[s.Fun]); w.Spec.Name < 0 || w.Spec.Desc < 0 || w.Spec.Fun < 0 {
		return Wrapper{}, false
	}
	// Returned as it is: every return gives the variable the call's tool
	// is assigned to (t, err := utils.InferTool(…); … return t, nil), or
	// the call itself.
	var tool types.Object
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		if as, ok := n.(*ast.AssignStmt); ok && len(as.Rhs) == 1 && ast.Unparen(as.Rhs[0]) == call && len(as.Lhs) > 0 {
			tool = resolve.Object(p.TypesInfo, as.Lhs[0])
		}
		return true
	})
	w.Returns = true
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			if len(n.Results) == 0 {
				w.Returns = false
				return false
			}
			first := ast.Unparen(n.Results[0])
			switch {
			case first == call, resolve.IsNil(p.TypesInfo, first):
			case tool != nil && resolve.Object(p.TypesInfo, first) == tool:
			default:
				w.Returns = false
			}
		}
		return true
	})
	return w, true
}

// maxWrapperDepth bounds how many wrappers of wrappers are followed.
const maxWrapperDepth = 3

// Tools returns the tools the wrapper's call sites define: each call, or,
// where the call is itself in a wrapper handing it its own parameters
// (a wrapper of the wrapper), that wrapper's calls, to maxWrapperDepth.
func (w Wrapper) Tools(p *adapter.Pass, decls func() map[*types.Var]*ast.Field) []*model.Tool {
	return w.tools(p, decls, 0)
}

func (w Wrapper) tools(p *adapter.Pass, decls func() map[*types.Var]*ast.Field, depth int) []*model.Tool {
	var tools []*model.Tool
	for _, site := range p.Index.CallSites(w.Func) {
		if depth < maxWrapperDepth {
			if outer, ok := WrapperOf(p, enclosingDecl(p, site), site, w.Spec); ok && outer.Func != w.Func {
				outer.Returns = outer.Returns && w.Returns
				tools = append(tools, outer.tools(p, decls, depth+1)...)
				continue
			}
		}
		if t := w.BuildAt(p, site, decls); t != nil {
			tools = append(tools, t)
		}
	}
	return tools
}

// enclosingDecl returns the function declaration holding n, or nil.
func enclosingDecl(p *adapter.Pass, n ast.Node) *ast.FuncDecl {
	cur, ok := p.Inspector.FindNode(n)
	if !ok {
		return nil
	}
	for c := range cur.Enclosing((*ast.FuncDecl)(nil)) {
		return c.Node().(*ast.FuncDecl)
	}
	return nil
}

// BuildAt returns the tool a call site of the wrapper defines, or nil;
// its handler's errors are unknown when the wrapper wraps the tool.
func (w Wrapper) BuildAt(p *adapter.Pass, site *ast.CallExpr, decls func() map[*types.Var]*ast.Field) *model.Tool {
	s := w.Spec
	if !w.Returns {
		s.Errors, s.ErrorNote = model.ErrorsUnknown, ""
	}
	if len(site.Args) <= max(s.Name, s.Desc, s.Fun) || site.Ellipsis.IsValid() {
		return nil
	}
	// Arguments of the wrapper's past the function are its own, not the
	// constructor's options.
	trimmed := *site
	trimmed.Args = site.Args[:max(s.Name, s.Desc, s.Fun)+1]
	return Build(p, &trimmed, s, decls)
}
