package validatetag

import (
	"go/ast"
	"go/constant"
	"go/types"
	"go/version"
	"os"
	"path/filepath"
	"strings"

	"github.com/toolvet/toolvet/internal/flow"
	"github.com/toolvet/toolvet/internal/model"
	"github.com/toolvet/toolvet/internal/resolve"
)

// validatorPath is the import path of go-playground/validator v10.
const validatorPath = "github.com/go-playground/validator/v10"

// Registered is what a package registers on a *validator.Validate, anywhere
// in its code (an init func, main, a constructor): custom tags, aliases and
// struct-level validations. Registrations in other packages are not seen.
type Registered struct {
	// Custom maps a tag registered with RegisterValidation(Ctx) to its
	// validation; a nil entry is a tag registered with two different
	// functions, or with one toolvet cannot find: opaque.
	Custom map[string]*Validation
	// Aliases maps a tag registered with RegisterAlias to the tags it
	// stands for; "" when they are not a constant.
	Aliases map[string]string
	// Structs are the struct-level validations (RegisterStructValidation).
	Structs []*StructValidation
}

// Validation is a custom validation function of the package:
// func(fl validator.FieldLevel) bool, or the Ctx form.
type Validation struct {
	Func  ast.Node   // *ast.FuncLit or *ast.FuncDecl
	Level *types.Var // its FieldLevel parameter
	// Foreign is a validation another package declares (Func and Level
	// nil): read by the summary it exports (Source's Summary).
	Foreign *types.Func
}

// StructValidation is a struct-level validation function of the package,
// func(sl validator.StructLevel), and the types it is registered for.
type StructValidation struct {
	Func  ast.Node   // *ast.FuncLit or *ast.FuncDecl
	Level *types.Var // its StructLevel parameter
	Types []types.Type
}

// Registrations finds what pkg registers on validator instances; nil when
// pkg does not import validator.
func Registrations(pkg *types.Package, info *types.Info, index *resolve.Index, g *flow.Graph) *Registered {
	var validate types.Type
	for _, imp := range pkg.Imports() {
		if imp.Path() == validatorPath {
			if tn, ok := imp.Scope().Lookup("Validate").(*types.TypeName); ok {
				validate = types.NewPointer(tn.Type())
			}
		}
	}
	if validate == nil || index == nil {
		return nil
	}
	method := func(name string) *types.Func {
		obj, _, _ := types.LookupFieldOrMethod(validate, true, nil, name)
		fn, _ := obj.(*types.Func)
		return fn
	}
	reg := &Registered{Custom: make(map[string]*Validation), Aliases: make(map[string]string)}
	for _, name := range []string{"RegisterValidation", "RegisterValidationCtx"} {
		fn := method(name)
		if fn == nil {
			continue
		}
		levelIndex := lastParam(fn, 1)
		for _, call := range index.CallSites(fn) {
			if len(call.Args) < 2 {
				continue
			}
			tag, ok := resolve.ConstString(info, call.Args[0])
			if !ok {
				continue
			}
			v := &Validation{Func: index.Func(call.Args[1])}
			v.Level = resolve.FuncParam(info, v.Func, levelIndex)
			v.Func, v.Level = forwarded(g, v.Func, v.Level)
			if v.Func == nil {
				v = &Validation{Foreign: foreignFunc(info, pkg, index.Expr(call.Args[1]))}
			}
			if v.Foreign == nil && (v.Func == nil || v.Level == nil || body(v.Func) == nil) {
				v = nil
			}
			if old, seen := reg.Custom[tag]; seen && (old == nil || v == nil || old.Func != v.Func || old.Foreign != v.Foreign) {
				v = nil // registered twice, differently: which one runs depends on the order
			}
			reg.Custom[tag] = v
		}
	}
	if fn := method("RegisterAlias"); fn != nil {
		for _, call := range index.CallSites(fn) {
			if len(call.Args) != 2 {
				continue
			}
			alias, ok := resolve.ConstString(info, call.Args[0])
			if !ok {
				continue
			}
			tags, _ := resolve.ConstString(info, call.Args[1])
			if old, seen := reg.Aliases[alias]; seen && old != tags {
				tags = ""
			}
			reg.Aliases[alias] = tags
		}
	}
	for _, name := range []string{"RegisterStructValidation", "RegisterStructValidationCtx"} {
		fn := method(name)
		if fn == nil {
			continue
		}
		levelIndex := lastParam(fn, 0)
		for _, call := range index.CallSites(fn) {
			if len(call.Args) < 2 || call.Ellipsis.IsValid() {
				continue
			}
			sv := &StructValidation{Func: index.Func(call.Args[0])}
			sv.Level = resolve.FuncParam(info, sv.Func, levelIndex)
			sv.Func, sv.Level = forwarded(g, sv.Func, sv.Level)
			if sv.Func == nil || sv.Level == nil || body(sv.Func) == nil {
				continue
			}
			for _, arg := range call.Args[1:] {
				if t := info.TypeOf(arg); t != nil {
					sv.Types = append(sv.Types, deref(t))
				}
			}
			reg.Structs = append(reg.Structs, sv)
		}
	}
	return reg
}

// foreignFunc returns the function of another package e names
// (pkg.Validate), or nil.
func foreignFunc(info *types.Info, pkg *types.Package, e ast.Expr) *types.Func {
	var id *ast.Ident
	switch e := ast.Unparen(e).(type) {
	case *ast.Ident:
		id = e
	case *ast.SelectorExpr:
		if _, method := info.Selections[e]; method {
			return nil // a method value: its receiver is a value of this package's run
		}
		id = e.Sel
	}
	fn, _ := info.Uses[id].(*types.Func)
	if fn == nil || fn.Pkg() == nil || fn.Pkg() == pkg || fn.Signature().Recv() != nil {
		return nil
	}
	return fn
}

// validationLevel returns the FieldLevel parameter of decl when fn has a
// custom validation's signature, func(validator.FieldLevel) bool or
// func(context.Context, validator.FieldLevel) bool; nil otherwise.
func validationLevel(info *types.Info, fn *types.Func, decl *ast.FuncDecl) *types.Var {
	sig := fn.Signature()
	params := sig.Params()
	if sig.Recv() != nil || sig.TypeParams() != nil || sig.Results().Len() != 1 || params.Len() < 1 || params.Len() > 2 {
		return nil
	}
	if b, ok := sig.Results().At(0).Type().Underlying().(*types.Basic); !ok || b.Kind() != types.Bool {
		return nil
	}
	if !isNamed(params.At(params.Len()-1).Type(), validatorPath, "FieldLevel") ||
		params.Len() == 2 && !isNamed(params.At(0).Type(), "context", "Context") {
		return nil
	}
	return resolve.FuncParam(info, decl, params.Len()-1)
}

func isNamed(t types.Type, path, name string) bool {
	named, ok := types.Unalias(t).(*types.Named)
	return ok && named.Obj().Pkg() != nil && named.Obj().Pkg().Path() == path && named.Obj().Name() == name
}

// fieldKinds are the kinds of field a validation's reading depends on
// (FieldReader): what it enforces on a field is what it enforces on its
// kind's type here.
var fieldKinds = []struct {
	name string
	typ  types.Type
}{
	{"string", types.Typ[types.String]},
	{"int", types.Typ[types.Int]},
	{"uint", types.Typ[types.Uint]},
	{"float", types.Typ[types.Float64]},
	{"bool", types.Typ[types.Bool]},
	{"list", types.NewSlice(types.Typ[types.String])},
}

// fieldKind returns the name of t's kind in fieldKinds, or "".
func fieldKind(t types.Type) string {
	switch u := deref(t).Underlying().(type) {
	case *types.Basic:
		switch info := u.Info(); {
		case info&types.IsString != 0:
			return "string"
		case info&types.IsUnsigned != 0:
			return "uint"
		case info&types.IsInteger != 0:
			return "int"
		case info&types.IsFloat != 0:
			return "float"
		case info&types.IsBoolean != 0:
			return "bool"
		}
	case *types.Slice, *types.Array:
		return "list"
	}
	return ""
}

// lastParam returns the index of the last parameter of the function type
// of fn's parameter i: where validator passes the FieldLevel or
// StructLevel (after the context in the Ctx forms); -1 when there is none.
func lastParam(fn *types.Func, i int) int {
	params := fn.Signature().Params()
	if params.Len() <= i {
		return -1
	}
	sig, ok := params.At(i).Type().Underlying().(*types.Signature)
	if !ok {
		return -1
	}
	return sig.Params().Len() - 1
}

// ForStruct returns the struct-level validations registered for t.
func (reg *Registered) ForStruct(t types.Type) []*StructValidation {
	if reg == nil || t == nil {
		return nil
	}
	var out []*StructValidation
	for _, sv := range reg.Structs {
		for _, u := range sv.Types {
			if types.Identical(u, deref(t)) {
				out = append(out, sv)
				break
			}
		}
	}
	return out
}

func body(fn ast.Node) *ast.BlockStmt {
	switch fn := fn.(type) {
	case *ast.FuncLit:
		return fn.Body
	case *ast.FuncDecl:
		return fn.Body
	}
	return nil
}

func deref(t types.Type) types.Type {
	if p, ok := t.Underlying().(*types.Pointer); ok {
		return p.Elem()
	}
	return t
}

// FieldReader reads a custom validation's body for one field: the field's
// value is fl.Field().String() (or .Int(), .Uint(), .Float(), .Bool(),
// each only for a field of that kind: reflect panics, or returns a
// placeholder, on the others) and its length fl.Field().Len(); the
// validation fails by returning false.
type FieldReader struct {
	Level *types.Var // the FieldLevel parameter
	Field types.Type // the Go type of the field the tag is on
	Name  string     // the name the field's value goes by in the rules read
}

// ReadArg implements model.ArgReader.
func (r FieldReader) ReadArg(info *types.Info, call *ast.CallExpr) (model.ArgRead, bool) {
	method, ok := r.fieldCall(info, call)
	if !ok {
		return model.ArgRead{}, false
	}
	basic, _ := deref(r.Field).Underlying().(*types.Basic)
	if basic == nil {
		return model.ArgRead{}, false
	}
	info0 := basic.Info()
	var typ string
	switch {
	case method == "String" && info0&types.IsString != 0:
		typ = "string"
	case method == "Int" && info0&types.IsInteger != 0 && info0&types.IsUnsigned == 0,
		method == "Uint" && info0&types.IsUnsigned != 0:
		typ = "integer"
	case method == "Float" && info0&types.IsFloat != 0:
		typ = "number"
	case method == "Bool" && info0&types.IsBoolean != 0:
		typ = "boolean"
	default:
		return model.ArgRead{}, false
	}
	return model.ArgRead{Name: r.Name, Type: typ, ErrIndex: -1}, true
}

// ReadLength implements model.LengthReader: fl.Field().Len(), which
// counts bytes for a string and items for a slice or array.
func (r FieldReader) ReadLength(info *types.Info, call *ast.CallExpr) (model.ArgRead, bool) {
	method, ok := r.fieldCall(info, call)
	if !ok || method != "Len" {
		return model.ArgRead{}, false
	}
	switch u := deref(r.Field).Underlying().(type) {
	case *types.Basic:
		if u.Info()&types.IsString != 0 {
			return model.ArgRead{Name: r.Name, Type: "string", ErrIndex: -1}, true
		}
	case *types.Slice, *types.Array:
		return model.ArgRead{Name: r.Name, Type: "array", ErrIndex: -1}, true
	}
	return model.ArgRead{}, false
}

// fieldCall reports whether call is fl.Field().M(), and returns M.
func (r FieldReader) fieldCall(info *types.Info, call *ast.CallExpr) (string, bool) {
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok || len(call.Args) != 0 {
		return "", false
	}
	inner, ok := ast.Unparen(sel.X).(*ast.CallExpr)
	if !ok || len(inner.Args) != 0 {
		return "", false
	}
	field, ok := ast.Unparen(inner.Fun).(*ast.SelectorExpr)
	if !ok || field.Sel.Name != "Field" {
		return "", false
	}
	id, ok := ast.Unparen(field.X).(*ast.Ident)
	if !ok || info.Uses[id] != r.Level {
		return "", false
	}
	return sel.Sel.Name, true
}

// ArgMap implements model.ArgReader.
func (FieldReader) ArgMap(*types.Info, ast.Expr) bool { return false }

// Bind implements model.ArgReader.
func (FieldReader) Bind(*types.Info, *ast.CallExpr) (ast.Expr, bool) { return nil, false }

// Failure implements model.ArgReader: a validation fails by returning
// false.
func (FieldReader) Failure(info *types.Info, ret *ast.ReturnStmt) (string, bool) {
	return "", returnsFalse(info, ret)
}

func returnsFalse(info *types.Info, ret *ast.ReturnStmt) bool {
	if len(ret.Results) != 1 {
		return false
	}
	tv, ok := info.Types[ret.Results[0]]
	return ok && tv.Value != nil && tv.Value.Kind() == constant.Bool && !constant.BoolVal(tv.Value)
}

// Current returns the variables of sv's body that hold the struct being
// validated, of type t: `v := sl.Current().Interface().(T)` among its
// top-level statements.
func (sv *StructValidation) Current(info *types.Info, t types.Type) []*types.Var {
	b := body(sv.Func)
	if b == nil {
		return nil
	}
	var out []*types.Var
	for _, s := range b.List {
		as, ok := s.(*ast.AssignStmt)
		if !ok || len(as.Lhs) != 1 || len(as.Rhs) != 1 {
			continue
		}
		ta, ok := ast.Unparen(as.Rhs[0]).(*ast.TypeAssertExpr)
		if !ok || ta.Type == nil || info.TypeOf(ta.Type) == nil || !sv.isCurrent(info, ta.X) ||
			!types.Identical(deref(info.TypeOf(ta.Type)), deref(t)) {
			continue
		}
		if v, ok := resolve.Object(info, as.Lhs[0]).(*types.Var); ok {
			out = append(out, v)
		}
	}
	return out
}

// isCurrent reports whether e is sl.Current().Interface().
func (sv *StructValidation) isCurrent(info *types.Info, e ast.Expr) bool {
	iface, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok || len(iface.Args) != 0 {
		return false
	}
	sel, ok := ast.Unparen(iface.Fun).(*ast.SelectorExpr)
	if !ok || sel.Sel.Name != "Interface" {
		return false
	}
	cur, ok := ast.Unparen(sel.X).(*ast.CallExpr)
	if !ok || len(cur.Args) != 0 {
		return false
	}
	sel, ok = ast.Unparen(cur.Fun).(*ast.SelectorExpr)
	if !ok || sel.Sel.Name != "Current" {
		return false
	}
	id, ok := ast.Unparen(sel.X).(*ast.Ident)
	return ok && info.Uses[id] == sv.Level
}

// StructReader reads a struct-level validation's body: the struct's fields
// are the arguments (the caller binds the variables Current returns), and
// it fails by calling sl.ReportError or sl.ReportValidationErrors, after
// which it goes on.
type StructReader struct {
	Level *types.Var // the StructLevel parameter
}

// ReportsFailure implements model.FailureReporter.
func (r StructReader) ReportsFailure(info *types.Info, call *ast.CallExpr) (string, bool) {
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok || sel.Sel.Name != "ReportError" && sel.Sel.Name != "ReportValidationErrors" {
		return "", false
	}
	id, ok := ast.Unparen(sel.X).(*ast.Ident)
	return "", ok && info.Uses[id] == r.Level
}

// ReadArg implements model.ArgReader: fields are read through the bound
// struct variables only.
func (StructReader) ReadArg(*types.Info, *ast.CallExpr) (model.ArgRead, bool) {
	return model.ArgRead{}, false
}

// ArgMap implements model.ArgReader.
func (StructReader) ArgMap(*types.Info, ast.Expr) bool { return false }

// Bind implements model.ArgReader.
func (StructReader) Bind(*types.Info, *ast.CallExpr) (ast.Expr, bool) { return nil, false }

// Failure implements model.ArgReader: a struct-level validation returns
// nothing; a return ends it successfully.
func (StructReader) Failure(*types.Info, *ast.ReturnStmt) (string, bool) { return "", false }

// InBuild reports whether go-playground/validator can be part of the
// program: false only when the module's go.mod (found above the package's
// directory dir) does not mention it and lists every module of the build
// (go 1.17 and later). `validate` tags of a program without the validator
// are inert, and no rule. goVersion is the module's go version ("" when
// unknown: not judged).
func InBuild(dir, goVersion string) bool {
	if !strings.HasPrefix(goVersion, "go") {
		goVersion = "go" + goVersion // go vet says "go1.21.0", go/packages "1.21.0"
	}
	if !version.IsValid(goVersion) || version.Compare(goVersion, "go1.17") < 0 {
		return true
	}
	for d := dir; ; {
		data, err := os.ReadFile(filepath.Join(d, "go.mod"))
		if err == nil {
			return strings.Contains(string(data), "github.com/go-playground/validator")
		}
		parent := filepath.Dir(d)
		if parent == d {
			return true // no go.mod found: not judged
		}
		d = parent
	}
}

// forwarded is the function a registered validation hands its work to
// (flow.Graph.Forwarded: a closure calling a named function with the
// level), with the level parameter there.
func forwarded(g *flow.Graph, fun ast.Node, level *types.Var) (ast.Node, *types.Var) {
	if fun == nil || level == nil {
		return fun, level
	}
	to, vars := g.Forwarded(fun, level)
	return to, vars[0]
}
