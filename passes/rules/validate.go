package rules

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/analysis"

	"github.com/toolvet/toolvet/internal/gostruct"
	"github.com/toolvet/toolvet/internal/model"
	"github.com/toolvet/toolvet/internal/resolve"
	"github.com/toolvet/toolvet/passes/tools"
)

// validation is a validate method of a tool's input, and the handler's
// call of it (nil when no handler calls it).
type validation struct {
	fn   *types.Func
	call *ast.CallExpr
}

// validateMethods returns the validation methods of the tool's input: its
// `Validate() error` method (the convention of hand-written validation
// and of ozzo-validation's Validatable), promoted from an embedded struct
// or not; and the `validate() error` / `Validate() error` methods a
// handler calls on its input, or on the input converted to another type
// with the same fields and JSON names (Params(in).validate()); for a
// schema declared property by property, the input is the struct the
// handler decodes. Each receiver holds the arguments; it fails by
// returning a non-nil error. One declared in this package is read as a
// handler; one declared in another, through its ValidatesFact.
func validateMethods(info *types.Info, found *tools.Result, t *model.Tool) []validation {
	if found.Index == nil {
		return nil
	}
	var out []validation
	seen := make(map[*types.Func]int)
	add := func(fn *types.Func, call *ast.CallExpr) {
		if i, ok := seen[fn]; ok {
			if out[i].call == nil {
				out[i].call = call
			}
			return
		}
		seen[fn] = len(out)
		out = append(out, validation{fn: fn, call: call})
	}
	if t.Input != nil {
		if obj, _, _ := types.LookupFieldOrMethod(t.Input, true, nil, "Validate"); obj != nil {
			if fn, ok := obj.(*types.Func); ok {
				add(fn, nil)
			}
		}
	}
	for _, h := range t.Handlers {
		body := h.Body()
		if body == nil || len(h.Structs) == 0 {
			continue
		}
		structs := make(map[types.Object]bool)
		for _, v := range h.Structs {
			structs[v] = true
		}
		// A schema declared property by property (t.Input nil): what the
		// handler decodes is the input.
		input := t.Input
		if input == nil {
			if len(h.Structs) != 1 {
				continue
			}
			input = h.Structs[0].Type()
		}
		ast.Inspect(body, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok || len(call.Args) != 0 {
				return true
			}
			sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
			if !ok || sel.Sel.Name != "validate" && sel.Sel.Name != "Validate" {
				return true
			}
			selection, ok := info.Selections[sel]
			if !ok || selection.Kind() != types.MethodVal {
				return true
			}
			fn, ok := selection.Obj().(*types.Func)
			if ok && inputValue(info, found, sel.X, structs) && sameJSON(input, selection.Recv()) {
				add(fn, call)
			}
			return true
		})
	}
	return out
}

// inputValue reports whether e is one of the handler's input structs, as
// is, through & or a conversion, or through a variable assigned so once.
func inputValue(info *types.Info, found *tools.Result, e ast.Expr, structs map[types.Object]bool) bool {
	for range 4 {
		switch x := ast.Unparen(e).(type) {
		case *ast.Ident:
			obj := info.Uses[x]
			if structs[obj] {
				return true
			}
			v, ok := obj.(*types.Var)
			if !ok || found.Index.Value(v) == nil {
				return false
			}
			e = found.Index.Value(v)
		case *ast.UnaryExpr:
			if x.Op != token.AND {
				return false
			}
			e = x.X
		case *ast.CallExpr: // Params(in)
			if tv, ok := info.Types[x.Fun]; !ok || !tv.IsType() || len(x.Args) != 1 {
				return false
			}
			e = x.Args[0]
		default:
			return false
		}
	}
	return false
}

// sameJSON reports whether a value of type recv decodes the same JSON
// properties as one of type input: the same fields, by the same names.
func sameJSON(input, recv types.Type) bool {
	a, okA := gostruct.Fields(input)
	b, okB := gostruct.Fields(recv)
	if !okA || !okB || len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i].Name != b[i].Name || a[i].Var.Name() != b[i].Var.Name() {
			return false
		}
	}
	return true
}

// importedValidation returns the rules of v, a Validate method another
// package of the module declares, from its fact. They are reported where
// the handler calls it, else where the tool is defined: the check itself
// is out of this package's reach, and so is its receiver's schema, which
// toolvet then reports without a fix.
func importedValidation(pass *analysis.Pass, v validation, t *model.Tool) []*model.Rule {
	fn := v.fn.Origin()
	if fn.Pkg() == nil || fn.Pkg() == pass.Pkg {
		return nil
	}
	var f ValidatesFact
	if !pass.ImportObjectFact(fn, &f) {
		return nil
	}
	pos, end := t.Pos, token.NoPos
	if v.call != nil {
		pos, end = v.call.Pos(), v.call.End()
	}
	if !pos.IsValid() {
		return nil
	}
	var out []*model.Rule
	for _, fr := range f.Rules {
		r := fromFactRule(fr)
		r.Pos, r.End = pos, end
		out = append(out, r)
	}
	return out
}

// validateMethod reads fn, a `validate() error` method this package
// declares, as a handler whose receiver holds the arguments.
func validateMethod(info *types.Info, found *tools.Result, fn *types.Func) *model.Handler {
	if fn.Signature().Params().Len() != 0 || fn.Signature().Results().Len() != 1 ||
		!resolve.IsError(fn.Signature().Results().At(0).Type()) {
		return nil
	}
	decl := found.Index.FuncDecl(fn)
	if decl == nil || decl.Recv == nil || len(decl.Recv.List) != 1 || len(decl.Recv.List[0].Names) != 1 {
		return nil
	}
	recv, ok := info.Defs[decl.Recv.List[0].Names[0]].(*types.Var)
	if !ok {
		return nil
	}
	return &model.Handler{Func: decl, Structs: []*types.Var{recv}, Reader: errorReturns{}}
}

// errorReturns reads a func() error: it fails by returning a non-nil error.
type errorReturns struct{}

func (errorReturns) ReadArg(*types.Info, *ast.CallExpr) (model.ArgRead, bool) {
	return model.ArgRead{}, false
}
func (errorReturns) ArgMap(*types.Info, ast.Expr) bool { return false }
func (errorReturns) Bind(*types.Info, *ast.CallExpr) (ast.Expr, bool) {
	return nil, false
}
func (errorReturns) Failure(info *types.Info, ret *ast.ReturnStmt) (string, bool) {
	if len(ret.Results) != 1 {
		return "", false
	}
	tv, ok := info.Types[ret.Results[0]]
	if !ok || tv.IsNil() {
		return "", false
	}
	return resolve.ErrorText(info, ret.Results[0]), true
}
