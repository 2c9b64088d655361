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

// rangeStmt reads the body of a loop over a list argument's items.
func (x *extractor) rangeStmt(s *ast.RangeStmt) {
	id, ok := s.Value.(*ast.Ident)
	if !ok || s.Tok != token.DEFINE || len(x.conds) >= maxBranchDepth {
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
