package gosdk

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"github.com/toolvet/toolvet/internal/adapter"
	"github.com/toolvet/toolvet/internal/model"
	"github.com/toolvet/toolvet/internal/resolve"
)

// Tools of a program's own type. A server may define each tool as a value
// of its own struct type, pairing a *jsonschema.Schema with the function
// that answers the call,
//
//	api.ServerTool{
//		Tool: api.Tool{
//			Name:        "vm_create",
//			Description: "Create a virtual machine.",
//			InputSchema: &jsonschema.Schema{Type: "object", Properties: …},
//		},
//		Handler: create, // func(params api.ToolHandlerParams) (*api.ToolCallResult, error)
//	}
//
// and turn those values into the library's tools when the server starts,
// in a package that imports the ones defining them. Facts flow from the
// defining packages to the converting one, never back, and a fix must edit
// the package that holds the schema: so the tool is read where its value
// is written, by what the value is, not by where it goes. A value of a
// struct type of the program's module that holds, itself or in a struct
// literal it holds, a *jsonschema.Schema and a function failing with an
// error, is a tool when the function's code (and the package's functions
// it calls) reads, by name, a property of that schema: that read is what
// ties the schema to the function. A schema whose properties toolvet sees
// and the function reads none of is no tool's. A value whose schema has
// no property toolvet sees is a tool when its function takes the call's
// argument map from its parameter (ownTypeReader.ArgMap), or when another
// value of its type in the package is one (a tool with no arguments, a
// tool whose function is set later).
//
// What the model reads of the schema is what jsonschema-go writes for it
// (the converter hands the *jsonschema.Schema on); what becomes of the
// function's failures is the converter's, out of sight here, so no
// finding is made on them.

// ownTypeLibrary names the tools of a program's own type: their schema is
// jsonschema-go's, whatever library the program hands them to.
var ownTypeLibrary = adapter.Library{Name: "jsonschema-go", Modules: []string{"github.com/google/jsonschema-go"}}

// ownTypeTools reads the tools of the program's own types, leaving out
// the schemas a registration of the package already read.
func (f *finder) ownTypeTools() {
	if !f.ExportsFacts() {
		return // no module: no type of the program's own to tell apart
	}
	f.nonNil = nonNilErrors(f.Pass)
	var values []ownTool
	accepted := make(map[*types.Named]bool) // types of a value that is a tool
	for cur := range f.Inspector.Preorder((*ast.CompositeLit)(nil)) {
		lit := cur.Node().(*ast.CompositeLit)
		named := f.ownStruct(f.TypesInfo.TypeOf(lit))
		if named == nil {
			continue
		}
		ot, ok := f.ownTool(lit)
		if !ok || f.readByRegistration(ot.schema) {
			continue
		}
		ot.named = named
		if ot.evidence == toolByReads {
			accepted[named] = true
		}
		values = append(values, ot)
	}
	for _, ot := range values {
		if ot.evidence == toolByReads || ot.evidence == toolByArgMap || ot.evidence == toolByType && accepted[ot.named] {
			f.tools = append(f.tools, f.buildOwnTool(ot))
		}
	}
}

// ownTool is one value of the program's own type that holds a schema.
type ownTool struct {
	lit      *ast.CompositeLit // the value
	holder   *ast.CompositeLit // the literal holding the schema: lit, or a struct literal in it
	schema   ast.Expr          // the schema field's value
	fun      ast.Node          // the function, or nil
	evidence toolEvidence
	named    *types.Named
}

// toolEvidence is what makes a value of the program's own type a tool.
type toolEvidence int

const (
	// toolByType: nothing in the value; a tool when another value of its
	// type is one.
	toolByType toolEvidence = iota
	// toolByReads: its function reads a property of its schema by name.
	toolByReads
	// toolByArgMap: its schema's properties are out of sight, and its
	// function takes the call's argument map.
	toolByArgMap
)

// ownStruct returns the named struct type t is when it is declared in the
// program's module, or nil. The library's and the schema library's own
// types are read by the library's adapter.
func (f *finder) ownStruct(t types.Type) *types.Named {
	named, ok := types.Unalias(t).(*types.Named)
	if !ok || named.Obj().Pkg() == nil {
		return nil
	}
	if _, ok := named.Underlying().(*types.Struct); !ok {
		return nil
	}
	path := named.Obj().Pkg().Path()
	mod := f.Module.Path
	if path != mod && !strings.HasPrefix(path, mod+"/") {
		return nil
	}
	for _, l := range append(libraries, ownTypeLibrary) {
		for _, m := range l.Modules {
			if path == m || strings.HasPrefix(path, m+"/") {
				return nil
			}
		}
	}
	return named
}

// ownTool reports whether lit holds one input schema and at most one
// function, and what ties them.
func (f *finder) ownTool(lit *ast.CompositeLit) (ownTool, bool) {
	ot := ownTool{lit: lit}
	var funs []ast.Node
	var schemas [][2]ast.Node // {holder, value}
	for _, elt := range lit.Elts {
		kv, ok := elt.(*ast.KeyValueExpr)
		if !ok {
			return ot, false // positional: not read
		}
		switch t := f.TypesInfo.TypeOf(kv.Value); {
		case t == nil:
		case isSchemaPointer(t):
			schemas = append(schemas, [2]ast.Node{lit, kv.Value})
		case isFailingFunc(t):
			if fun := f.Index.Func(kv.Value); fun != nil {
				funs = append(funs, fun)
			} else if !resolve.IsNil(f.TypesInfo, ast.Unparen(kv.Value)) {
				return ot, false // a function toolvet cannot follow
			}
		default:
			inner, ok := f.Index.Expr(kv.Value).(*ast.CompositeLit)
			if !ok || f.ownStruct(f.TypesInfo.TypeOf(inner)) == nil {
				continue
			}
			for _, ie := range inner.Elts {
				if ikv, ok := ie.(*ast.KeyValueExpr); ok && isSchemaPointer(f.TypesInfo.TypeOf(ikv.Value)) {
					schemas = append(schemas, [2]ast.Node{inner, ikv.Value})
				}
			}
		}
	}
	if len(funs) > 1 || len(schemas) == 0 {
		return ot, false
	}
	if len(funs) == 0 {
		if len(schemas) != 1 {
			return ot, false
		}
		ot.holder, ot.schema = schemas[0][0].(*ast.CompositeLit), schemas[0][1].(ast.Expr)
		return ot, true
	}
	ot.fun = funs[0]
	names := f.namesRead(ot.fun)
	// The input schema is the one whose properties the function reads:
	// a value may hold an output schema too.
	var unseen [][2]ast.Node  // schemas whose properties toolvet does not see
	var handsOn [][2]ast.Node // schemas none of whose properties the function reads
	for _, s := range schemas {
		props, seen := f.propertyNames(s[1].(ast.Expr))
		if !seen || len(props) == 0 {
			unseen = append(unseen, s)
			continue
		}
		if !slices.ContainsFunc(props, func(p string) bool { return names[p] }) {
			handsOn = append(handsOn, s)
			continue // not the schema of this function's arguments, unless they are read out of sight
		}
		if ot.evidence == toolByReads {
			return ot, false // two schemas read: which is the input is not clear
		}
		ot.holder, ot.schema, ot.evidence = s[0].(*ast.CompositeLit), s[1].(ast.Expr), toolByReads
	}
	if ot.evidence == toolByReads {
		return ot, true
	}
	// A function that reads no property by name may hand the whole
	// argument map on, to code that reads it out of sight.
	if len(unseen)+len(handsOn) != 1 {
		return ot, false
	}
	if len(unseen) == 1 {
		ot.holder, ot.schema = unseen[0][0].(*ast.CompositeLit), unseen[0][1].(ast.Expr)
		if _, seen := f.propertyNames(ot.schema); !seen && f.takesArgMap(ot.fun, false) {
			ot.evidence = toolByArgMap
		}
		return ot, true
	}
	ot.holder, ot.schema = handsOn[0][0].(*ast.CompositeLit), handsOn[0][1].(ast.Expr)
	if !f.takesArgMap(ot.fun, true) {
		return ot, false
	}
	ot.evidence = toolByArgMap
	return ot, true
}

// buildOwnTool reads one tool of the program's own type.
func (f *finder) buildOwnTool(ot ownTool) *model.Tool {
	t := &model.Tool{Library: ownTypeLibrary.Name, Pos: ot.lit.Pos(), Opaque: true}
	t.Description = model.Text{Known: true, Pos: ot.holder.Pos()}
	for _, elt := range ot.holder.Elts {
		kv, ok := elt.(*ast.KeyValueExpr)
		if !ok {
			continue // a positional field: no description read from it
		}
		key, ok := kv.Key.(*ast.Ident)
		if !ok || !isString(f.TypesInfo.TypeOf(kv.Value)) {
			continue
		}
		switch strings.ToLower(key.Name) {
		case "name":
			t.Name, _ = resolve.ConstString(f.TypesInfo, kv.Value)
		case "description", "desc":
			value := resolve.DefaultText(f.TypesInfo, kv.Value)
			s, ok := resolve.ConstString(f.TypesInfo, value)
			t.Description = model.Text{Value: s, Known: ok, Pos: value.Pos()}
			t.Describe = adapter.NewStringAnchor(f.Fset, value, t.Description)
		}
	}
	if t.Describe == nil {
		t.Describe = &descAnchor{file: f.Fset.File(ot.holder.Pos()), lit: ot.holder, text: t.Description}
	}
	f.explicitSchema(t, ot.schema, nil)
	if ot.fun == nil {
		t.Unlinked = "the value holds no function answering the call (one may be set later)"
		return t
	}
	t.Handlers = append(t.Handlers, &model.Handler{
		Func:   ot.fun,
		Reader: ownTypeReader{nonNil: f.nonNil},
		// What becomes of the function's failures is the converter's.
		Errors: model.ErrorsUnknown,
	})
	return t
}

// readByRegistration reports whether a registration of the package
// already read the schema e evaluates to.
func (f *finder) readByRegistration(e ast.Expr) bool {
	if u, ok := f.Index.Expr(e).(*ast.UnaryExpr); ok && u.Op == token.AND {
		if lit, ok := ast.Unparen(u.X).(*ast.CompositeLit); ok {
			return len(f.schemaTools[lit]) > 0
		}
	}
	return false
}

// propertyNames returns the property names of the schema e evaluates to;
// seen is false when toolvet does not see them all (the schema, or its
// properties, built out of sight).
func (f *finder) propertyNames(e ast.Expr) (names []string, seen bool) {
	u, ok := f.Index.Expr(e).(*ast.UnaryExpr)
	if !ok || u.Op != token.AND {
		return nil, false
	}
	lit, ok := ast.Unparen(u.X).(*ast.CompositeLit)
	if !ok {
		return nil, false
	}
	value := fieldValue(lit, "Properties")
	if value == nil {
		return nil, true // no properties
	}
	props, ok := ast.Unparen(value).(*ast.CompositeLit)
	if !ok {
		return nil, false
	}
	for _, pe := range props.Elts {
		kv, ok := pe.(*ast.KeyValueExpr)
		if !ok {
			return nil, false
		}
		name, ok := resolve.ConstString(f.TypesInfo, kv.Key)
		if !ok {
			return nil, false
		}
		names = append(names, name)
	}
	return names, true
}

// maxReadDepth bounds how many calls deep the reads of a function are
// looked for: a handler that parses its parameters in a helper
// (createParams, err := parseCreateParameters(params)) reads them there.
const maxReadDepth = 3

// reached calls visit on the function and on the functions of the
// package it calls, to maxReadDepth.
func (f *finder) reached(fun ast.Node, visit func(ast.Node) bool) {
	seen := make(map[ast.Node]bool)
	var walk func(n ast.Node, depth int)
	walk = func(n ast.Node, depth int) {
		if n == nil || seen[n] || depth > maxReadDepth {
			return
		}
		seen[n] = true
		ast.Inspect(n, func(n ast.Node) bool {
			if !visit(n) {
				return false
			}
			if call, ok := n.(*ast.CallExpr); ok {
				if fn := resolve.Callee(f.TypesInfo, call); fn != nil {
					if d := f.Index.FuncDecl(fn.Origin()); d != nil {
						walk(d, depth+1)
					}
				}
			}
			return true
		})
	}
	walk(fun, 0)
}

// namesRead returns the string constants the function uses as map keys or
// call arguments, in its body and in the functions of the package it
// calls: the argument names it may read.
func (f *finder) namesRead(fun ast.Node) map[string]bool {
	names := make(map[string]bool)
	f.reached(fun, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.IndexExpr:
			f.addConst(names, n.Index)
		case *ast.CallExpr:
			for _, a := range n.Args {
				f.addConst(names, a)
			}
		}
		return true
	})
	return names
}

// takesArgMap reports whether the function, or a function of the package
// it calls, takes the call's argument map from a parameter
// (params.GetArguments()); whole, when it hands the map on whole to a call
// (client.Execute(ctx, endpoint, params.GetArguments())).
func (f *finder) takesArgMap(fun ast.Node, whole bool) bool {
	argMap := func(e ast.Expr) bool {
		return (ownTypeReader{}).ArgMap(f.TypesInfo, e) || (ownTypeReader{}).ArgMap(f.TypesInfo, f.Index.Expr(e))
	}
	found := false
	f.reached(fun, func(n ast.Node) bool {
		if call, ok := n.(*ast.CallExpr); ok && whole && slices.ContainsFunc(call.Args, argMap) {
			found = true
		}
		if e, ok := n.(ast.Expr); ok && !whole && argMap(e) {
			found = true
		}
		return !found
	})
	return found
}

func (f *finder) addConst(names map[string]bool, e ast.Expr) {
	if tv, ok := f.TypesInfo.Types[e]; ok && tv.Value != nil && tv.Value.Kind() == constant.String {
		names[constant.StringVal(tv.Value)] = true
	}
}

// isSchemaPointer reports whether t is *jsonschema.Schema.
func isSchemaPointer(t types.Type) bool {
	ptr, ok := types.Unalias(t).(*types.Pointer)
	return ok && isSchemaType(ptr.Elem())
}

// isFailingFunc reports whether t is a function type with parameters
// whose last result is an error.
func isFailingFunc(t types.Type) bool {
	sig, ok := t.Underlying().(*types.Signature)
	if !ok || sig.Params().Len() == 0 || sig.Results().Len() == 0 {
		return false
	}
	return resolve.IsError(sig.Results().At(sig.Results().Len() - 1).Type())
}

func isString(t types.Type) bool {
	b, ok := types.Unalias(t).Underlying().(*types.Basic)
	return ok && b.Info()&types.IsString != 0
}

// ownTypeReader reads the arguments of a tool of the program's own type:
// a map keyed by string that a function's parameter holds or hands out
// (params.GetArguments(), p.Args): the function is given nothing else
// from the call. It fails by returning a non-nil error, or a result built
// from one (api.NewToolCallResult("", err)): an error just made, or a
// variable where an enclosing `if err != nil` says it is not nil.
type ownTypeReader struct {
	adapter.DecodedArgs
	// nonNil are the uses of error variables inside `if err != nil {…}`;
	// nil when summarising the package's helpers.
	nonNil map[*ast.Ident]bool
}

func (ownTypeReader) ArgMap(info *types.Info, e ast.Expr) bool {
	t := info.TypeOf(e)
	if t == nil {
		return false
	}
	m, ok := t.Underlying().(*types.Map)
	if !ok || !isString(m.Key()) {
		return false
	}
	for range 8 {
		switch x := ast.Unparen(e).(type) {
		case *ast.Ident:
			v, ok := info.Uses[x].(*types.Var)
			return ok && v.Kind() == types.ParamVar
		case *ast.SelectorExpr:
			e = x.X
		case *ast.CallExpr: // params.GetArguments()
			sel, ok := ast.Unparen(x.Fun).(*ast.SelectorExpr)
			if !ok || len(x.Args) != 0 {
				return false
			}
			if s, ok := info.Selections[sel]; !ok || s.Kind() != types.MethodVal {
				return false
			}
			e = sel.X
		default:
			return false
		}
	}
	return false
}

func (ownTypeReader) Bind(*types.Info, *ast.CallExpr) (ast.Expr, bool) { return nil, false }

func (r ownTypeReader) Failure(info *types.Info, ret *ast.ReturnStmt) (string, bool) {
	if err, ok := (adapter.ErrorReturns{}).GoError(info, ret); ok {
		return resolve.ErrorText(info, err), true
	}
	for _, res := range ret.Results {
		if msg, ok := r.ErrorResult(info, res); ok {
			return msg, true
		}
	}
	return "", false
}

// ErrorResult: a value that is no error, built by a call given an error
// that is not nil (api.NewToolCallResult("", err)).
func (r ownTypeReader) ErrorResult(info *types.Info, e ast.Expr) (string, bool) {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok || resolve.ImplementsError(info.TypeOf(call)) {
		return "", false
	}
	if tv, ok := info.Types[call.Fun]; !ok || tv.IsType() {
		return "", false
	}
	for _, a := range call.Args {
		tv, ok := info.Types[a]
		if !ok || tv.IsNil() || !resolve.IsError(tv.Type) {
			continue
		}
		switch a := ast.Unparen(a).(type) {
		case *ast.CallExpr: // fmt.Errorf(…)
			return resolve.ErrorText(info, a), true
		case *ast.Ident:
			if r.nonNil[a] {
				return "", true
			}
		}
	}
	return "", false
}

// nonNilErrors returns the uses of error variables inside the body of an
// `if err != nil` on them.
func nonNilErrors(p *adapter.Pass) map[*ast.Ident]bool {
	uses := make(map[*ast.Ident]bool)
	for cur := range p.Inspector.Preorder((*ast.IfStmt)(nil)) {
		s := cur.Node().(*ast.IfStmt)
		be, ok := ast.Unparen(s.Cond).(*ast.BinaryExpr)
		if !ok || be.Op != token.NEQ {
			continue
		}
		x, y := ast.Unparen(be.X), ast.Unparen(be.Y)
		if resolve.IsNil(p.TypesInfo, x) {
			x, y = y, x
		}
		id, ok := x.(*ast.Ident)
		if !ok || !resolve.IsNil(p.TypesInfo, y) {
			continue
		}
		v, ok := p.TypesInfo.Uses[id].(*types.Var)
		if !ok || !resolve.IsError(v.Type()) {
			continue
		}
		ast.Inspect(s.Body, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.FuncLit:
				return false
			case *ast.AssignStmt: // err = nil: a use after it may be nil
				for _, l := range n.Lhs {
					if lid, ok := l.(*ast.Ident); ok && p.TypesInfo.ObjectOf(lid) == v {
						return false
					}
				}
			case *ast.Ident:
				if p.TypesInfo.Uses[n] == v {
					uses[n] = true
				}
			}
			return true
		})
	}
	return uses
}
