package rules

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"github.com/toolvet/toolvet/internal/gostruct"
	"github.com/toolvet/toolvet/internal/model"
)

// Checks on the items of a list argument:
//
//	for _, m := range args.Matchers {
//		if m.Name == "" { fail }       // each item's name must not be empty
//	}
//	for _, s := range args.States {
//		if !validStates[s] { fail }    // each item must be one of ...
//	}
//
// The loop variable is bound to the list's items under the argument name
// with model.ItemPath's suffix (`matchers[]`, `matchers[].name`), so every
// rule the checks state on it names the item it is about; the analyzers
// split the name back (model.SplitItemPath).

// rangeStmt reads the body of a loop over a list argument's items, or
// over argument names.
func (x *extractor) rangeStmt(s *ast.RangeStmt) {
	id, ok := s.Value.(*ast.Ident)
	if !ok || s.Tok != token.DEFINE || len(x.conds) >= maxBranchDepth {
		return
	}
	if x.nameLoop(s, id) {
		return
	}
	b, ok := x.argOf(s.X)
	if !ok || strings.Contains(b.arg, model.ItemsSuffix) {
		return // an argument's own list only, not lists inside items
	}
	var elem types.Type
	switch t := x.info.TypeOf(s.X).Underlying().(type) {
	case *types.Slice:
		elem = t.Elem()
	case *types.Array:
		elem = t.Elem()
	default:
		return
	}
	obj := x.info.Defs[id]
	if obj == nil {
		return
	}
	x.vals[obj] = binding{arg: b.arg + model.ItemsSuffix, typ: gostruct.JSONType(elem), required: true}
	defer delete(x.vals, obj)
	// A failure inside the loop fails the call for that item; returns
	// that end the loop early successfully end the reading as elsewhere.
	saved := x.conds
	x.block(s.Body.List)
	x.conds = saved
}

// itemField binds `m.Name` where m is an item of a list argument whose
// items are structs: the item's property, by its JSON name.
func (x *extractor) itemField(e *ast.SelectorExpr) (binding, bool) {
	id, ok := ast.Unparen(e.X).(*ast.Ident)
	if !ok {
		return binding{}, false
	}
	b, ok := x.vals[x.info.Uses[id]]
	if !ok || !strings.HasSuffix(b.arg, model.ItemsSuffix) {
		return binding{}, false
	}
	name, typ, ok := x.jsonField(e)
	if !ok {
		return binding{}, false
	}
	return binding{arg: b.arg + "." + name, typ: typ}, true
}

// nestedField binds `in.Task.Title` where in.Task is an argument whose
// value is an object (a struct): the object's property, named by the path
// of JSON names ("task.title"). A rule on it is a rule on the argument's
// property, which keywords of the argument itself cannot state.
func (x *extractor) nestedField(e *ast.SelectorExpr) (binding, bool) {
	inner, ok := ast.Unparen(e.X).(*ast.SelectorExpr)
	if !ok {
		return binding{}, false
	}
	b, ok := x.argOf(inner)
	if !ok || b.typ != "object" || strings.Contains(b.arg, model.ItemsSuffix) {
		return binding{}, false
	}
	name, typ, ok := x.jsonField(e)
	if !ok {
		return binding{}, false
	}
	return binding{arg: b.arg + "." + name, typ: typ}, true
}

// nameLoop reads a loop over argument names written as constants,
//
//	for _, name := range []string{"src", "dst"} {
//		v, _ := args[name].(string)
//		if !strings.HasPrefix(v, "/") { fail }
//	}
//
// as the code runs it: its body once per name, the loop variable that
// name, so each check in it is a rule on each argument. A body that
// leaves an iteration early (continue, break, goto) or writes the variable
// is not read: its checks do not hold for every name alike; nor is one
// that reads no argument by the variable (a loop over other strings).
func (x *extractor) nameLoop(s *ast.RangeStmt, id *ast.Ident) bool {
	obj := x.info.Defs[id]
	if obj == nil || gostruct.JSONType(obj.Type()) != "string" {
		return false
	}
	names, ok := x.constNames(s.X)
	if !ok || leavesEarly(s.Body) || x.found == nil || x.found.Index == nil || x.found.Index.WrittenBetween(obj, s.Body.Lbrace, s.Body.Rbrace) {
		return false
	}
	if x.loopNames == nil {
		x.loopNames = make(map[types.Object]string)
	}
	defer delete(x.loopNames, obj)
	read := x.loopNameRead
	defer func() { x.loopNameRead = read }()
	for i, name := range names {
		x.loopNames[obj] = name
		x.loopNameRead = false
		rules, failures := len(x.rules), len(x.failures)
		saved := x.conds
		x.block(s.Body.List)
		x.conds = saved
		if i == 0 && !x.loopNameRead {
			x.rules, x.failures = x.rules[:rules], x.failures[:failures]
			return false
		}
	}
	return true
}

// constNames returns the strings of e when it is a slice or array literal
// of string constants, directly or through a variable assigned it once.
func (x *extractor) constNames(e ast.Expr) ([]string, bool) {
	e = ast.Unparen(e)
	if id, ok := e.(*ast.Ident); ok && x.found != nil && x.found.Index != nil {
		obj := x.info.Uses[id]
		if obj == nil || x.found.Index.Assignments(obj) != 1 {
			return nil, false
		}
		def := x.found.Index.Value(obj)
		if def == nil || x.found.Index.WrittenBetween(obj, def.End(), id.Pos()) {
			return nil, false
		}
		e = ast.Unparen(def)
	}
	lit, ok := e.(*ast.CompositeLit)
	if !ok || len(lit.Elts) == 0 {
		return nil, false
	}
	var names []string
	for _, elt := range lit.Elts {
		name, ok := constString(x.info, elt)
		if !ok {
			return nil, false
		}
		names = append(names, name)
	}
	return names, true
}

// leavesEarly reports whether body leaves an iteration of its loop early
// (a continue, break or goto outside the loops and switches nested in it).
func leavesEarly(body *ast.BlockStmt) bool {
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit, *ast.ForStmt, *ast.RangeStmt:
			return false
		case *ast.BranchStmt:
			if n.Tok != token.FALLTHROUGH {
				found = true
			}
		}
		return !found
	})
	return found
}
