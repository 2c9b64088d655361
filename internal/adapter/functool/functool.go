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
	// OwnArgs: the call is of a wrapper, whose arguments past the name,
	// description and function are its own, not options of the library
	// that may set the schema.
	OwnArgs bool
}

// Build returns the tool call defines, or nil.
func Build(p *adapter.Pass, call *ast.CallExpr, s Spec, decls func() map[*types.Var]*ast.Field) *model.Tool {
	if len(call.Args) <= max(s.Name, s.Desc, s.Fun) {
		return nil
	}
	if s.OwnArgs {
		made := *call
		if made.Args = call.Args[:max(s.Name, s.Desc, s.Fun)+1]; len(made.Args) < len(call.Args) {
			made.Ellipsis = token.NoPos
		}
		call = &made
	}
	t := &model.Tool{Library: s.Library, Pos: call.Pos(), Opaque: true}
	NameAndDescription(p, t, call.Args[s.Name], call.Args[s.Desc])
	fun := p.Index.Func(call.Args[s.Fun])
	if fun == nil {
		adapter.UnfollowedHandler(p.TypesInfo, t, call.Args[s.Fun])
		t.MarkOpaque(call.Args[s.Fun].Pos(), "the schema inferred from the input type of a function toolvet cannot follow")
		return t
	}
	in := resolve.FuncParam(p.TypesInfo, fun, s.InParam)
	if in == nil {
		t.Unlink(call.Args[s.Fun].Pos(), "the function has no input parameter toolvet can read")
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

// NameAndDescription gives t the name and description the arguments name
// and desc pass (constants, or unknown), the description editable where
// it is written.
func NameAndDescription(p *adapter.Pass, t *model.Tool, name, desc ast.Expr) {
	t.Name, _ = resolve.ConstString(p.TypesInfo, name)
	value, known := resolve.ConstString(p.TypesInfo, desc)
	t.Description = model.Text{Value: value, Known: known, Pos: desc.Pos()}
	t.Describe = adapter.NewStringAnchor(p.Fset, desc, t.Description)
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
// a library's tool constructor as the tool's name and description, and
// either its own parameter or a function of its own as the tool's function
// (SafeInferTool(name, desc, fn) calling utils.InferTool(name, desc, fn);
// NewListTool(name, desc, …) calling utils.InferTool(name, desc,
// lister.Invoke)): each of its call sites in the package defines a tool.
type Wrapper struct {
	Func *types.Func
	// Spec is the constructor's, its argument indexes those of the
	// wrapper's parameters; Fun is -1 when the function is the wrapper's
	// own (Fixed).
	Spec Spec
	// Fixed is the function argument of the constructor's call when the
	// wrapper gives every tool it builds that one function: the tools
	// differ in name and description only.
	Fixed ast.Expr
	// Returns says whether the wrapper returns the constructor's tool as
	// it is: else it wraps it in a value of its own, whose own answer to
	// a call (converting the function's error, say) is not read.
	Returns bool
}

// WrapperOf returns the wrapper call, a call of a library's tool
// constructor (described by s) in decl, makes of decl; false when the
// name and description it passes are not both decl's parameters, when the
// function it passes is neither decl's parameter nor one toolvet follows
// (whose input type does not depend on decl's type parameters), or when
// it passes options.
func WrapperOf(p *adapter.Pass, decl *ast.FuncDecl, call *ast.CallExpr, s Spec) (Wrapper, bool) {
	if !s.OwnArgs && (len(call.Args) != max(s.Name, s.Desc, s.Fun)+1 || call.Ellipsis.IsValid()) {
		return Wrapper{}, false
	}
	return wrapperOf(p, decl, call, s, nil)
}

// wrapperOf is WrapperOf for a call whose function is fixed (s.Fun -1)
// when the call is itself of a wrapper with a fixed function.
func wrapperOf(p *adapter.Pass, decl *ast.FuncDecl, call *ast.CallExpr, s Spec, fixed ast.Expr) (Wrapper, bool) {
	if decl == nil || decl.Body == nil || len(call.Args) <= max(s.Name, s.Desc, s.Fun) {
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
	w := Wrapper{Func: fn, Spec: s, Fixed: fixed}
	w.Spec.OwnArgs = true // its call sites pass its own arguments
	if w.Spec.Name, w.Spec.Desc = param(call.Args[s.Name]), param(call.Args[s.Desc]); w.Spec.Name < 0 || w.Spec.Desc < 0 {
		return Wrapper{}, false
	}
	if s.Fun >= 0 {
		if w.Spec.Fun = param(call.Args[s.Fun]); w.Spec.Fun < 0 {
			// The wrapper's own function: every call site's tool has its
			// schema, unless the schema depends on the call site's type
			// arguments, or the function on the call's arguments (a
			// parameter given a default before the call).
			generic := fn.Signature().TypeParams().Len() > 0 || fn.Signature().RecvTypeParams().Len() > 0
			if generic && !fixedInput(p, call.Args[s.Fun], s.InParam) || mentionsParam(p, decl, call.Args[s.Fun]) {
				return Wrapper{}, false
			}
			w.Fixed = call.Args[s.Fun]
		}
	}
	// Returned as it is: every return gives the variable the call's tool
	// is assigned to (t, err := utils.InferTool(…); … return t, nil), or
	// the call itself, or a value of the package's own type that embeds
	// that tool and answers the library's calls with its methods.
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
			case tool != nil && embedsTool(p, decl.Body, first, tool, fn.Signature().Results()):
			default:
				w.Returns = false
			}
		}
		return true
	})
	return w, true
}

// mentionsParam reports whether e reads a parameter of decl.
func mentionsParam(p *adapter.Pass, decl *ast.FuncDecl, e ast.Expr) bool {
	params := resolve.Params(p.TypesInfo, decl.Type)
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok && slices.Contains(params, p.TypesInfo.Uses[id]) && p.TypesInfo.Uses[id] != nil {
			found = true
		}
		return !found
	})
	return found
}

// fixedInput reports whether the input type of the function fun denotes
// (its parameter in) mentions no type parameter: then it is the same
// whatever the enclosing generic function is instantiated with.
func fixedInput(p *adapter.Pass, fun ast.Expr, in int) bool {
	f := p.Index.Func(fun)
	if f == nil {
		return false
	}
	v := resolve.FuncParam(p.TypesInfo, f, in)
	return v != nil && !MentionsTypeParam(v.Type())
}

// MentionsTypeParam reports whether t is or is built from a type
// parameter: a type that differs with each instantiation.
func MentionsTypeParam(t types.Type) bool {
	return mentionsTypeParam(t, make(map[types.Type]bool))
}

func mentionsTypeParam(t types.Type, seen map[types.Type]bool) bool {
	if t == nil || seen[t] {
		return false
	}
	seen[t] = true
	switch t := t.(type) {
	case *types.TypeParam:
		return true
	case *types.Alias:
		for a := range t.TypeArgs().Types() {
			if mentionsTypeParam(a, seen) {
				return true
			}
		}
		return mentionsTypeParam(types.Unalias(t), seen)
	case *types.Pointer:
		return mentionsTypeParam(t.Elem(), seen)
	case *types.Slice:
		return mentionsTypeParam(t.Elem(), seen)
	case *types.Array:
		return mentionsTypeParam(t.Elem(), seen)
	case *types.Chan:
		return mentionsTypeParam(t.Elem(), seen)
	case *types.Map:
		return mentionsTypeParam(t.Key(), seen) || mentionsTypeParam(t.Elem(), seen)
	case *types.Tuple:
		for v := range t.Variables() {
			if mentionsTypeParam(v.Type(), seen) {
				return true
			}
		}
	case *types.Signature:
		return mentionsTypeParam(t.Params(), seen) || mentionsTypeParam(t.Results(), seen)
	case *types.Struct:
		for f := range t.Fields() {
			if mentionsTypeParam(f.Type(), seen) {
				return true
			}
		}
	case *types.Interface:
		for m := range t.Methods() {
			if mentionsTypeParam(m.Type(), seen) {
				return true
			}
		}
	case *types.Named:
		for a := range t.TypeArgs().Types() {
			if mentionsTypeParam(a, seen) {
				return true
			}
		}
	}
	return false
}

// embedsTool reports whether the returned expression e is a variable of
// the package's own struct type (or a pointer to one) into whose embedded
// field the constructor's tool is assigned, and whose methods of the
// result's interface type (the ones the library calls: Info,
// InvokableRun) are all promoted from that field, so that the value
// answers as the tool does:
//
//	lister := &ListTool{…}
//	t, err := utils.InferTool(name, desc, lister.Invoke)
//	lister.InvokableTool = t
//	return lister, nil
func embedsTool(p *adapter.Pass, body *ast.BlockStmt, e ast.Expr, tool types.Object, results *types.Tuple) bool {
	v, ok := resolve.Object(p.TypesInfo, e).(*types.Var)
	if !ok || results.Len() == 0 {
		return false
	}
	iface, ok := results.At(0).Type().Underlying().(*types.Interface)
	if !ok || iface.NumMethods() == 0 {
		return false
	}
	// The embedded field the tool is assigned to (v.InvokableTool = t),
	// written nowhere else.
	var field *types.Var
	ast.Inspect(body, func(n ast.Node) bool {
		as, ok := n.(*ast.AssignStmt)
		if !ok || len(as.Lhs) != 1 || len(as.Rhs) != 1 || resolve.Object(p.TypesInfo, as.Rhs[0]) != tool {
			return true
		}
		sel, ok := ast.Unparen(as.Lhs[0]).(*ast.SelectorExpr)
		if !ok || resolve.Object(p.TypesInfo, sel.X) != v {
			return true
		}
		if s, ok := p.TypesInfo.Selections[sel]; ok && s.Kind() == types.FieldVal && len(s.Index()) == 1 {
			if f := s.Obj().(*types.Var); f.Embedded() {
				field = f
			}
		}
		return true
	})
	if field == nil {
		return false
	}
	if p.Index.Value(v) == nil {
		return false // v written more than once
	}
	writes := 0
	for _, w := range p.Index.PartWrites(v) {
		if w.Field == "" || w.Field == field.Name() && (w.Addr || !w.Whole) {
			return false // v's address taken, or the field's, or a part of it written
		}
		if w.Field == field.Name() {
			writes++
		}
	}
	if writes != 1 {
		return false // the tool replaced after it is embedded
	}
	for m := range iface.Methods() {
		obj, index, _ := types.LookupFieldOrMethod(v.Type(), true, v.Pkg(), m.Name())
		if _, ok := obj.(*types.Func); !ok || len(index) < 2 {
			return false // declared by the type itself, or missing
		}
		if !promotedThrough(v.Type(), index[0], field) {
			return false
		}
	}
	return true
}

// promotedThrough reports whether the field at index i of the struct t
// (or *t) is field.
func promotedThrough(t types.Type, i int, field *types.Var) bool {
	if ptr, ok := t.Underlying().(*types.Pointer); ok {
		t = ptr.Elem()
	}
	st, ok := t.Underlying().(*types.Struct)
	return ok && i < st.NumFields() && st.Field(i) == field
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
			if outer, ok := wrapperOf(p, enclosingDecl(p, site), site, w.Spec, w.Fixed); ok && outer.Func != w.Func {
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

// Chain returns w and the package's wrappers of it (functions handing
// their own parameters to it), to maxWrapperDepth: the wrappers the
// package may export to the packages that call them.
func (w Wrapper) Chain(p *adapter.Pass) []Wrapper {
	chain := []Wrapper{w}
	var outers func(w Wrapper, depth int)
	outers = func(w Wrapper, depth int) {
		if depth >= maxWrapperDepth {
			return
		}
		for _, site := range p.Index.CallSites(w.Func) {
			if outer, ok := wrapperOf(p, enclosingDecl(p, site), site, w.Spec, w.Fixed); ok && outer.Func != w.Func {
				outer.Returns = outer.Returns && w.Returns
				chain = append(chain, outer)
				outers(outer, depth+1)
			}
		}
	}
	outers(w, 0)
	return chain
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
	// The constructor's call as the site makes it: the site's name,
	// description and function (or the wrapper's own function). Arguments
	// of the wrapper's past those are its own, not the constructor's
	// options.
	made := *site
	if w.Fixed != nil {
		made.Args = []ast.Expr{site.Args[s.Name], site.Args[s.Desc], w.Fixed}
		s.Name, s.Desc, s.Fun = 0, 1, 2
	} else {
		made.Args = site.Args[:max(s.Name, s.Desc, s.Fun)+1]
	}
	return Build(p, &made, s, decls)
}
