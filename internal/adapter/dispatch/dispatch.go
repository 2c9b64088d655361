// Package dispatch links tools a program answers itself to the code that
// answers them. A program that sends tool definitions to a model provider
// (a function-calling loop) gets back the model's tool calls and runs them:
// the definition and the code are linked only by the tool's name string,
//
//	switch call.Function.Name {
//	case "get_weather":
//		var args weatherArgs
//		if err := json.Unmarshal([]byte(call.Function.Arguments), &args); err != nil { ... }
//		...
//	}
//
// or `if use.Name == "get_weather" { ... }`. That branch is the tool's
// handler: it reads the call's arguments (decoding them, or indexing a
// map), and its guards are the tool's rules. A failure there that ends the
// program (panic, log.Fatal, os.Exit) or leaves the loop (returns an error
// from the function that loops over the calls) is one the model never
// reads; one sent back as a tool result marked as an error is read.
//
// What differs between SDKs is only which types hold a tool call and how a
// result is marked as an error: each adapter describes that in a Library.
package dispatch

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/inspector"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/toolvet/toolvet/internal/adapter"
	"github.com/toolvet/toolvet/internal/adapter/functool"
	"github.com/toolvet/toolvet/internal/model"
	"github.com/toolvet/toolvet/internal/resolve"
)

// Library is what one SDK's tool calls look like.
type Library struct {
	// Calls maps the types that hold a model's tool call ("<package
	// path>.<type name>": a struct with the tool's name in a field Name)
	// to the field holding the call's arguments (JSON text, raw JSON or a
	// map).
	Calls map[string]string
	// ErrorResult reports whether call builds a tool result marked as an
	// error (anthropic.NewToolResultBlock(id, msg, true)): a failure the
	// model reads. Nil when the SDK has no such mark.
	ErrorResult func(info *types.Info, call *ast.CallExpr) bool
	// Decode, when set, reports whether call is one of the SDK's own
	// decoders of a call's arguments (go-openai's
	// jsonschema.VerifySchemaAndUnmarshal(schema, data, &v)), returning
	// the data decoded and where it goes, as adapter.JSONUnmarshal does.
	Decode func(info *types.Info, call *ast.CallExpr) (data, target ast.Expr, ok bool)
}

// ErrorNote says what becomes of a failure in a dispatch branch.
const ErrorNote = "the program answers this tool call itself, and this failure ends the program or the loop over " +
	"the model's calls; send it back as the call's tool result, marked as an error"

// Link appends to each tool of tools the branches of the package that
// answer it: a case of a switch on a tool call's name, or the body of an
// if comparing it with a constant, naming the tool.
func Link(p *adapter.Pass, tools []*model.Tool, lib Library) {
	byName := make(map[string][]*model.Tool)
	for _, t := range tools {
		if t.Name != "" {
			byName[t.Name] = append(byName[t.Name], t)
		}
	}
	if len(byName) == 0 {
		return
	}
	linked := make(map[*model.Tool][]*model.Handler)
	add := func(name string, h *model.Handler) {
		for _, t := range byName[name] {
			t.Handlers = append(t.Handlers, h)
			linked[t] = append(linked[t], h)
		}
	}
	link := func(cur inspector.Cursor, name string, branch ast.Node) {
		add(name, &model.Handler{
			Func:      branch,
			Reader:    reader{lib: lib, index: p.Index},
			Errors:    fate(p, cur),
			ErrorNote: ErrorNote,
			Results:   results{},
		})
	}
	for cur := range p.Inspector.Preorder((*ast.SwitchStmt)(nil), (*ast.IfStmt)(nil), (*ast.IndexExpr)(nil), (*ast.CallExpr)(nil)) {
		switch s := cur.Node().(type) {
		case *ast.CallExpr:
			linkDispatcher(p, s, lib, byName, add)
		case *ast.IndexExpr:
			linkTable(p, cur, s, lib, byName, add)
		case *ast.SwitchStmt:
			if s.Tag == nil || !lib.callName(p, s.Tag) {
				continue
			}
			for _, c := range s.Body.List {
				cc := c.(*ast.CaseClause)
				for _, e := range cc.List {
					if name, ok := resolve.ConstString(p.TypesInfo, e); ok {
						link(cur, name, cc)
					}
				}
			}
		case *ast.IfStmt:
			be, ok := ast.Unparen(s.Cond).(*ast.BinaryExpr)
			if !ok || s.Init != nil {
				continue
			}
			if be.Op == token.LAND {
				// if event.Type == "agent.tool_use" && event.Name == "x":
				// the body answers x, under the other conjuncts too.
				for _, c := range resolve.Conjuncts(be) {
					if c, ok := c.(*ast.BinaryExpr); ok && c.Op == token.EQL {
						for _, pair := range [][2]ast.Expr{{c.X, c.Y}, {c.Y, c.X}} {
							if name, ok := resolve.ConstString(p.TypesInfo, pair[1]); ok && lib.callName(p, pair[0]) {
								link(cur, name, s.Body)
							}
						}
					}
				}
				continue
			}
			if be.Op != token.EQL && be.Op != token.NEQ {
				continue
			}
			branch := ast.Node(s.Body)
			if be.Op == token.NEQ { // if call.Name != "x" { continue }: the rest of the loop's body
				after := rest(cur, s)
				if after == nil {
					continue
				}
				branch = after
			}
			for _, pair := range [][2]ast.Expr{{be.X, be.Y}, {be.Y, be.X}} {
				if name, ok := resolve.ConstString(p.TypesInfo, pair[1]); ok && lib.callName(p, pair[0]) {
					link(cur, name, branch)
				}
			}
		}
	}
	// A raw schema's tool whose every branch decodes into one struct has
	// that input, as a typed handler's tool does.
	for t, hs := range linked {
		if t.Input == nil {
			t.Input = decoded(p.TypesInfo, hs)
		}
	}
}

// linkTable links the functions of a table of handlers by name
// (map[string]func(…){"get_weather": getWeather, …}) that ix looks a
// call's name up in: each is the handler of the tool its key names, and
// its parameters that the lookup's calls pass the call's arguments
// (h(ctx, call.Function.Arguments), or the map's value called at once)
// hold them. What becomes of its error is the caller's: unknown.
func linkTable(p *adapter.Pass, cur inspector.Cursor, ix *ast.IndexExpr, lib Library, byName map[string][]*model.Tool, add func(string, *model.Handler)) {
	if p.Index == nil || !lib.callName(p, ix.Index) {
		return
	}
	lit, ok := p.Index.Expr(ix.X).(*ast.CompositeLit)
	if !ok {
		return
	}
	if t := p.TypesInfo.TypeOf(lit); t == nil {
		return
	} else if _, isMap := t.Underlying().(*types.Map); !isMap {
		return
	}
	argIdx := tableArgs(p, cur, ix, lib)
	for _, e := range lit.Elts {
		kv, ok := e.(*ast.KeyValueExpr)
		if !ok {
			continue
		}
		name, ok := resolve.ConstString(p.TypesInfo, kv.Key)
		if !ok || len(byName[name]) == 0 {
			continue
		}
		fun := p.Index.Func(kv.Value)
		if fun == nil {
			// A function of another package: its rules are that
			// package's summary of it (passes/rules' HandlesFact).
			if fn := foreignFunc(p, kv.Value); fn != nil && len(argIdx) > 0 {
				add(name, &model.Handler{Imported: fn, ImportedArgs: argIdx, Reader: reader{lib: lib, index: p.Index},
					Errors: model.ErrorsUnknown, ErrorNote: ErrorNote, Results: results{}})
			}
			continue
		}
		params := make(map[types.Object]bool)
		for _, i := range argIdx {
			if v := resolve.FuncParam(p.TypesInfo, fun, i); v != nil {
				params[v] = true
			}
		}
		add(name, ArgsHandler(p, lib, fun, params))
	}
}

// linkDispatcher links the branches of another package's dispatch
// function (adapter.DispatchesFact) that call hands a model's call's name
// and arguments (pkg.CallTool(call.Function.Name,
// call.Function.Arguments)): each branch is the handler of the tool it
// names, its rules and failures that package's summary of it
// (passes/rules' CasesFact). A Go error it returns is lost to the model
// where call's error ends the program or leaves the loop (lost).
func linkDispatcher(p *adapter.Pass, call *ast.CallExpr, lib Library, byName map[string][]*model.Tool, add func(string, *model.Handler)) {
	fn, _ := typeutil.Callee(p.TypesInfo, call).(*types.Func)
	f := adapter.ForeignDispatcher(p.Pass, fn)
	if f == nil || call.Ellipsis.IsValid() || f.Name >= len(call.Args) || !lib.callName(p, call.Args[f.Name]) {
		return
	}
	var args []int
	for i, a := range call.Args {
		if i != f.Name && (lib.arguments(p.TypesInfo, a) || passed(p.Index, a, func(e ast.Expr) bool { return lib.arguments(p.TypesInfo, e) })) {
			args = append(args, i)
		}
	}
	if len(args) == 0 {
		return
	}
	errs := model.ErrorsUnknown
	if lost(p, call) {
		errs = model.ErrorsAreProtocolErrors // the error it returns never reaches the model
	}
	for _, name := range f.Cases {
		if len(byName[name]) > 0 {
			add(name, &model.Handler{Imported: fn.Origin(), ImportedArgs: args, ImportedCase: name, ImportedVia: call,
				Reader: reader{lib: lib, index: p.Index}, Errors: errs, ErrorNote: ErrorNote, Results: results{}})
		}
	}
}

// foreignFunc returns the function of another package e names
// (pkg.Answer), or nil.
func foreignFunc(p *adapter.Pass, e ast.Expr) *types.Func {
	fn := resolve.FuncValue(p.TypesInfo, e)
	if fn == nil || fn.Pkg() == nil || fn.Pkg() == p.Pkg || fn.Signature().Recv() != nil {
		return nil
	}
	return fn
}

// ParamsHandler is the handler a function given a model's call arguments
// in params is, whatever calls it: what another package's table of
// handlers by name links to it (passes/rules summarises it as such). It
// fails by returning an error, whose fate is its caller's.
func ParamsHandler(index *resolve.Index, fun ast.Node, params map[types.Object]bool) *model.Handler {
	return &model.Handler{
		Func:      fun,
		Reader:    reader{index: index, params: params},
		Errors:    model.ErrorsUnknown,
		ErrorNote: ErrorNote,
		Results:   results{},
	}
}

// ArgsHandler is the handler of a tool the program answers itself in fun,
// a function of the package given the call's arguments (decoded into a
// map, or as JSON text) in params. What becomes of its error is its
// caller's: unknown.
func ArgsHandler(p *adapter.Pass, lib Library, fun ast.Node, params map[types.Object]bool) *model.Handler {
	return &model.Handler{
		Func:      fun,
		Reader:    reader{lib: lib, index: p.Index, params: params},
		Errors:    model.ErrorsUnknown,
		ErrorNote: ErrorNote,
		Results:   results{},
	}
}

// tableArgs returns the indexes of the arguments through which the calls
// of what ix looks up pass the call's arguments: ix called at once, or a
// variable assigned ix called in the same function.
func tableArgs(p *adapter.Pass, cur inspector.Cursor, ix *ast.IndexExpr, lib Library) []int {
	var calls []*ast.CallExpr
	switch parent := cur.Parent().Node().(type) {
	case *ast.CallExpr:
		if parent.Fun == ix {
			calls = append(calls, parent)
		}
	case *ast.AssignStmt:
		if len(parent.Rhs) != 1 || len(parent.Lhs) == 0 {
			break
		}
		v := resolve.Object(p.TypesInfo, parent.Lhs[0])
		if v == nil {
			break
		}
		for fn := range cur.Enclosing((*ast.FuncDecl)(nil), (*ast.FuncLit)(nil)) {
			ast.Inspect(fn.Node(), func(n ast.Node) bool {
				if call, ok := n.(*ast.CallExpr); ok && resolve.Object(p.TypesInfo, call.Fun) == v {
					calls = append(calls, call)
				}
				return true
			})
			break
		}
	}
	var out []int
	for _, call := range calls {
		for i, a := range call.Args {
			if lib.arguments(p.TypesInfo, a) && !slices.Contains(out, i) {
				out = append(out, i)
			}
		}
	}
	return out
}

// decoded returns the struct type every branch of hs decodes the call's
// arguments into (json.Unmarshal(args, &in)), or nil: the tool's input,
// whose validate tags, Validate method and registered struct validations
// are the tool's rules as for a typed handler.
func decoded(info *types.Info, hs []*model.Handler) types.Type {
	var in types.Type
	for _, h := range hs {
		body := h.Body()
		if body == nil {
			return nil
		}
		var found types.Type
		ast.Inspect(body, func(n ast.Node) bool {
			if _, lit := n.(*ast.FuncLit); lit || found != nil {
				return false
			}
			if call, ok := n.(*ast.CallExpr); ok {
				if target, ok := h.Reader.Bind(info, call); ok {
					found = info.TypeOf(target)
				}
			}
			return true
		})
		if found == nil {
			return nil
		}
		if _, isStruct := found.Underlying().(*types.Struct); !isStruct {
			return nil
		}
		if in != nil && !types.Identical(in, found) {
			return nil
		}
		in = found
	}
	return in
}

// rest returns the statements after s in its block, as one block, when s
// skips to the next call (its body is a lone continue) and s is in the
// body of a loop; else nil.
func rest(cur inspector.Cursor, s *ast.IfStmt) *ast.BlockStmt {
	if s.Else != nil || len(s.Body.List) != 1 {
		return nil
	}
	if br, ok := s.Body.List[0].(*ast.BranchStmt); !ok || br.Tok != token.CONTINUE || br.Label != nil {
		return nil
	}
	block, ok := cur.Parent().Node().(*ast.BlockStmt)
	if !ok {
		return nil
	}
	switch cur.Parent().Parent().Node().(type) {
	case *ast.ForStmt, *ast.RangeStmt:
	default:
		return nil
	}
	for i, st := range block.List {
		if st == s && i+1 < len(block.List) {
			return &ast.BlockStmt{Lbrace: s.End(), List: block.List[i+1:], Rbrace: block.Rbrace}
		}
	}
	return nil
}

// fate is what becomes of a Go error a branch returns: inside a loop of
// the function that holds it, the error leaves the loop over the model's
// calls (no result goes back for it); elsewhere it goes to the function's
// callers (callerFate).
func fate(p *adapter.Pass, cur inspector.Cursor) model.ErrorFate {
	for c := range cur.Enclosing((*ast.ForStmt)(nil), (*ast.RangeStmt)(nil), (*ast.FuncLit)(nil), (*ast.FuncDecl)(nil)) {
		switch n := c.Node().(type) {
		case *ast.ForStmt, *ast.RangeStmt:
			return model.ErrorsAreProtocolErrors
		case *ast.FuncDecl:
			return callerFate(p, n)
		default:
			return model.ErrorsUnknown
		}
	}
	return model.ErrorsUnknown
}

// callerFate is what becomes of an error decl returns, as its calls in the
// package treat it: where every call's error is checked by an if that ends
// the program (log.Fatal(err)) or returns out of a loop, the model never
// reads it; else toolvet cannot tell.
func callerFate(p *adapter.Pass, decl *ast.FuncDecl) model.ErrorFate {
	fn, _ := p.TypesInfo.Defs[decl.Name].(*types.Func)
	if fn == nil || p.Index == nil {
		return model.ErrorsUnknown
	}
	sites := p.Index.CallSites(fn)
	for _, call := range sites {
		if !lost(p, call) {
			return model.ErrorsUnknown
		}
	}
	if len(sites) == 0 {
		return model.ErrorsUnknown
	}
	return model.ErrorsAreProtocolErrors
}

// lost reports whether the error call returns last is lost to the model:
// assigned (out, err := call, or in an if's init) and checked by
// `if err != nil { … }` whose body ends the program or returns an error
// from inside a loop.
func lost(p *adapter.Pass, call *ast.CallExpr) bool {
	c, ok := p.Inspector.FindNode(call)
	if !ok {
		return false
	}
	as, ok := c.Parent().Node().(*ast.AssignStmt)
	if !ok || len(as.Rhs) != 1 || len(as.Lhs) == 0 {
		return false
	}
	errVar := resolve.Object(p.TypesInfo, as.Lhs[len(as.Lhs)-1])
	if errVar == nil {
		return false
	}
	var check inspector.Cursor
	if ifs, ok := c.Parent().Parent().Node().(*ast.IfStmt); ok && ifs.Init == as {
		check = c.Parent().Parent()
	} else if next, ok := c.Parent().NextSibling(); ok {
		check = next
	}
	// Copies of the error made first (e := err) check it as well.
	for check.Valid() {
		cp, ok := check.Node().(*ast.AssignStmt)
		if !ok || len(cp.Lhs) != 1 || len(cp.Rhs) != 1 || resolve.Object(p.TypesInfo, cp.Rhs[0]) != errVar || p.Index.Assignments(resolve.Object(p.TypesInfo, cp.Lhs[0])) != 1 {
			break
		}
		errVar = resolve.Object(p.TypesInfo, cp.Lhs[0])
		next, ok := check.NextSibling()
		if !ok {
			return false
		}
		check = next
	}
	if !check.Valid() {
		return false
	}
	ifs, ok := check.Node().(*ast.IfStmt)
	if !ok || !checksErr(p.TypesInfo, ifs.Cond, errVar) || len(ifs.Body.List) == 0 {
		return false
	}
	switch last := ifs.Body.List[len(ifs.Body.List)-1].(type) {
	case *ast.ExprStmt:
		call, ok := last.X.(*ast.CallExpr)
		return ok && (reader{}).EndsRun(p.TypesInfo, call)
	case *ast.ReturnStmt:
		if _, ok := goError(p.TypesInfo, last); !ok {
			return false
		}
		for c := range check.Enclosing((*ast.ForStmt)(nil), (*ast.RangeStmt)(nil), (*ast.FuncLit)(nil), (*ast.FuncDecl)(nil)) {
			switch c.Node().(type) {
			case *ast.ForStmt, *ast.RangeStmt:
				return true
			}
			return false
		}
	}
	return false
}

// checksErr reports whether cond is `err != nil` for the variable v.
func checksErr(info *types.Info, cond ast.Expr, v types.Object) bool {
	be, ok := ast.Unparen(cond).(*ast.BinaryExpr)
	if !ok || be.Op != token.NEQ {
		return false
	}
	return resolve.Object(info, be.X) == v && resolve.IsNil(info, be.Y) ||
		resolve.Object(info, be.Y) == v && resolve.IsNil(info, be.X)
}

// callName reports whether e is the name of a model's tool call: the field
// Name of a call type, directly or through a variable assigned it once, or
// a parameter every call of its function passes such a name (a dispatch
// function, callTool(call.Function.Name, call.Function.Arguments)).
func (lib Library) callName(p *adapter.Pass, e ast.Expr) bool {
	direct := func(e ast.Expr) bool {
		if p.Index != nil {
			e = p.Index.Expr(e)
		}
		sel, ok := ast.Unparen(e).(*ast.SelectorExpr)
		if !ok || sel.Sel.Name != "Name" {
			return false
		}
		s, ok := p.TypesInfo.Selections[sel]
		return ok && s.Kind() == types.FieldVal && lib.callType(s.Recv()) != ""
	}
	return direct(e) || passed(p.Index, e, direct)
}

// passed reports whether e is a parameter of a function of the package
// that every call of it (one at least) passes a value satisfying is.
func passed(index *resolve.Index, e ast.Expr, is func(ast.Expr) bool) bool {
	if index == nil {
		return false
	}
	param, ok := index.ParamOf(e)
	if !ok {
		return false
	}
	sites := index.CallSites(param.Func)
	for _, c := range sites {
		if c.Ellipsis.IsValid() || param.Index >= len(c.Args) || !is(c.Args[param.Index]) {
			return false
		}
	}
	return len(sites) > 0
}

// callType returns the arguments field of t (or *t) when it is a call
// type, else "".
func (lib Library) callType(t types.Type) string {
	if ptr, ok := t.(*types.Pointer); ok {
		t = ptr.Elem()
	}
	named, ok := types.Unalias(t).(*types.Named)
	if !ok || named.Obj().Pkg() == nil {
		return ""
	}
	return lib.Calls[named.Obj().Pkg().Path()+"."+named.Obj().Name()]
}

// arguments reports whether e is a tool call's arguments, or made from
// them by conversions and method calls (variant.JSON.Input.Raw(),
// []byte(call.Function.Arguments)): a chain of selectors that passes a
// call type and names its arguments field.
func (lib Library) arguments(info *types.Info, e ast.Expr) bool {
	named, passes := false, false
	for range 12 {
		switch x := ast.Unparen(e).(type) {
		case *ast.CallExpr:
			if tv, ok := info.Types[x.Fun]; ok && tv.IsType() && len(x.Args) == 1 {
				e = x.Args[0] // []byte(s)
				continue
			}
			sel, ok := ast.Unparen(x.Fun).(*ast.SelectorExpr)
			if !ok || len(x.Args) != 0 {
				return false
			}
			e = sel.X // .Raw()
		case *ast.SelectorExpr:
			if s, ok := info.Selections[x]; ok && s.Kind() == types.FieldVal {
				if f := lib.callType(s.Recv()); f != "" {
					passes = true
					named = named || x.Sel.Name == f
				}
				for _, f := range lib.Calls {
					named = named || x.Sel.Name == f
				}
			}
			e = x.X
		default:
			return named && passes
		}
	}
	return false
}

// reader reads a dispatch branch: the arguments are decoded from the
// call's (json.Unmarshal(args, &v)) or indexed in its map; it fails by
// ending the program, returning an error, or sending back a result marked
// as an error.
type reader struct {
	lib   Library
	index *resolve.Index
	// params are the handler's parameters holding the call's arguments
	// (a function of a table of handlers by name).
	params map[types.Object]bool
}

// arguments reports whether e is the call's arguments, or a parameter of
// a dispatch function every call of which passes them.
func (r reader) arguments(info *types.Info, e ast.Expr) bool {
	for range 4 { // []byte(args)
		call, ok := ast.Unparen(e).(*ast.CallExpr)
		if !ok || len(call.Args) != 1 {
			break
		}
		if tv, ok := info.Types[call.Fun]; !ok || !tv.IsType() {
			break
		}
		e = call.Args[0]
	}
	if r.lib.arguments(info, e) {
		return true
	}
	if r.index != nil { // raw := call.Function.Arguments
		if v := r.index.Expr(e); v != e && r.lib.arguments(info, v) {
			return true
		}
	}
	if r.params[resolve.Object(info, e)] {
		return true
	}
	if r.index != nil { // raw, err := json.Marshal(args): the arguments, encoded again
		if call, ok := r.index.Expr(e).(*ast.CallExpr); ok {
			if resolve.IsCallTo(info, call, "encoding/json", "Marshal") && len(call.Args) == 1 && r.arguments(info, call.Args[0]) {
				return true
			}
		}
		if v, ok := resolve.Object(info, e).(*types.Var); ok {
			if call, i, ok := r.index.ResultOf(v); ok && i == 0 && len(call.Args) == 1 &&
				resolve.IsCallTo(info, call, "encoding/json", "Marshal") && r.arguments(info, call.Args[0]) {
				return true
			}
		}
	}
	return passed(r.index, e, func(a ast.Expr) bool { return r.lib.arguments(info, a) })
}

func (reader) ReadArg(*types.Info, *ast.CallExpr) (model.ArgRead, bool) {
	return model.ArgRead{}, false
}

// ArgMap: a call's arguments held as a map (genai's FunctionCall.Args).
func (r reader) ArgMap(info *types.Info, e ast.Expr) bool {
	t := info.TypeOf(e)
	if t == nil {
		return false
	}
	if _, isMap := t.Underlying().(*types.Map); !isMap {
		return false
	}
	return r.arguments(info, e)
}

// ArgText reports whether e is the call's arguments as JSON text (or raw
// JSON), as the handler is given them.
func (r reader) ArgText(info *types.Info, e ast.Expr) bool {
	t := info.TypeOf(e)
	if t == nil {
		return false
	}
	if _, isMap := t.Underlying().(*types.Map); isMap {
		return false
	}
	return r.arguments(info, e)
}

// Bind: json.Unmarshal(<the call's arguments>, &v), or the SDK's decoder.
func (r reader) Bind(info *types.Info, call *ast.CallExpr) (ast.Expr, bool) {
	data, target, ok := adapter.JSONUnmarshal(info, call)
	if !ok && r.lib.Decode != nil {
		data, target, ok = r.lib.Decode(info, call)
	}
	if !ok || !r.arguments(info, data) {
		return nil, false
	}
	return target, true
}

// Failure: a return whose last result is a non-nil error.
func (reader) Failure(info *types.Info, ret *ast.ReturnStmt) (string, bool) {
	e, ok := goError(info, ret)
	if !ok {
		return "", false
	}
	return resolve.ErrorText(info, e), true
}

// ReportsFailure: a call that ends the program, one building a result
// marked as an error, or err.Error() (the result sent back, in a library
// with no error mark, carries an error's message: the statement that
// holds it is read before the branch moves on to the next call, see
// passes/rules).
func (r reader) ReportsFailure(info *types.Info, call *ast.CallExpr) (string, bool) {
	if r.EndsRun(info, call) {
		if len(call.Args) > 0 {
			return resolve.ErrorText(info, call.Args[0]), true
		}
		return "", true
	}
	if r.lib.ErrorResult != nil && r.lib.ErrorResult(info, call) {
		return "", true
	}
	if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok && sel.Sel.Name == "Error" && len(call.Args) == 0 &&
		resolve.ImplementsError(info.TypeOf(sel.X)) {
		return "", true
	}
	// A result of the SDK whose text is a constant that says what is wrong
	// (openai.ToolMessage("city is required", id)), or of a function
	// that builds one (toolMessage(call, "city is required") returning
	// go-openai's ChatCompletionMessage).
	if fn, _ := typeutil.Callee(info, call).(*types.Func); fn != nil && fn.Pkg() != nil && (r.lib.sdkPackage(fn.Pkg().Path()) || r.lib.buildsSDKValue(fn)) {
		for _, a := range call.Args {
			if msg, ok := resolve.ConstString(info, a); ok && functool.ReadsAsFailure(msg) {
				return msg, true
			}
		}
	}
	return "", false
}

// buildsSDKValue reports whether fn returns one value, of a type of the
// package of one of the call types (a message the program sends back).
func (lib Library) buildsSDKValue(fn *types.Func) bool {
	res := fn.Signature().Results()
	if res.Len() != 1 {
		return false
	}
	t := res.At(0).Type()
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	named, ok := types.Unalias(t).(*types.Named)
	return ok && named.Obj().Pkg() != nil && lib.sdkPackage(named.Obj().Pkg().Path())
}

// sdkPackage reports whether path is the package of one of the call types.
func (lib Library) sdkPackage(path string) bool {
	for t := range lib.Calls {
		if i := strings.LastIndex(t, "."); i > 0 && t[:i] == path {
			return true
		}
	}
	return false
}

// EndsRun: panic, os.Exit, and log's Fatal and Panic functions (of the
// standard logger or any *log.Logger).
func (reader) EndsRun(info *types.Info, call *ast.CallExpr) bool {
	switch fn := typeutil.Callee(info, call).(type) {
	case *types.Builtin:
		return fn.Name() == "panic"
	case *types.Func:
		if fn.Pkg() == nil {
			return false
		}
		switch fn.Pkg().Path() {
		case "os":
			return fn.Name() == "Exit"
		case "log":
			switch fn.Name() {
			case "Fatal", "Fatalf", "Fatalln", "Panic", "Panicf", "Panicln":
				return true
			}
		}
	}
	return false
}

// results: a branch's Go error leaves the loop; toolvet writes no fix,
// since only the project's loop knows how it sends a result back.
type results struct{}

func (results) GoError(info *types.Info, ret *ast.ReturnStmt) (ast.Expr, bool) {
	return goError(info, ret)
}

func (results) ErrorResult(*ast.File, *ast.ReturnStmt, ast.Expr) ([]analysis.TextEdit, bool) {
	return nil, false
}

// goError returns the last result of ret when it is an error that is not
// nil.
func goError(info *types.Info, ret *ast.ReturnStmt) (ast.Expr, bool) {
	return adapter.ErrorReturns{}.GoError(info, ret)
}

// IsTrue reports whether e is the constant true.
func IsTrue(info *types.Info, e ast.Expr) bool {
	tv, ok := info.Types[e]
	return ok && tv.Value != nil && tv.Value.Kind() == constant.Bool && constant.BoolVal(tv.Value)
}
