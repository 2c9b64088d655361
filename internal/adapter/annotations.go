package adapter

import (
	"go/ast"
	"go/constant"
	"go/types"
	"reflect"
	"strings"

	"github.com/toolvet/toolvet/internal/model"
	"github.com/toolvet/toolvet/internal/resolve"
)

// StructAnnotations reads a literal of a library's tool-annotations struct
// (go-sdk's mcp.ToolAnnotations, mcp-go's mcp.ToolAnnotation) as
// encoding/json writes it: each bool or *bool field is a hint named by its
// json tag, the string field tagged "title" the title. The encoding is read
// from the struct's own tags, so that it follows the library's version: a
// bool field without omitempty is written false when the literal leaves it
// out (go-sdk v1.7.0's readOnlyHint), a pointer field only when set.
// value maps an expression to the one it evaluates to (the argument bound
// to a wrapper's parameter, the default of a translation helper). A field
// toolvet cannot read is left out and named in unread, with why.
func StructAnnotations(info *types.Info, lit *ast.CompositeLit, value func(ast.Expr) ast.Expr) (a *model.Annotations, unread []model.Unread) {
	typ := info.TypeOf(lit)
	if typ == nil {
		return nil, []model.Unread{{Pos: lit.Pos(), Why: "annotations of no known type"}}
	}
	st, ok := typ.Underlying().(*types.Struct)
	if !ok {
		return nil, []model.Unread{{Pos: lit.Pos(), Why: "annotations that are not a struct literal"}}
	}
	var owner *types.Package // the library's package, declaring the struct
	if named, ok := types.Unalias(typ).(*types.Named); ok {
		owner = named.Obj().Pkg()
	}
	a = &model.Annotations{Hints: make(map[string]bool), Title: model.Text{Known: true, Pos: lit.Pos()}}
	set := make(map[string]ast.Expr)
	for _, elt := range lit.Elts {
		kv, ok := elt.(*ast.KeyValueExpr)
		if !ok {
			return nil, []model.Unread{{Pos: lit.Pos(), Why: "annotations written as a positional literal"}}
		}
		if key, ok := kv.Key.(*ast.Ident); ok {
			set[key.Name] = value(kv.Value)
		}
	}
	for i := range st.NumFields() {
		field := st.Field(i)
		name, omitEmpty, ok := jsonName(field, st.Tag(i))
		if !ok {
			continue
		}
		e, isSet := set[field.Name()]
		switch typ := field.Type().Underlying().(type) {
		case *types.Basic:
			switch {
			case typ.Kind() == types.String && name == "title":
				if !isSet {
					continue
				}
				s, ok := resolve.ConstString(info, e)
				a.Title = model.Text{Value: s, Known: ok, Pos: e.Pos()}
				if !ok {
					unread = append(unread, model.Unread{Pos: e.Pos(), Why: "the annotations' title, which is not a constant"})
				}
			case typ.Kind() == types.Bool:
				v, known := false, true
				if isSet {
					v, known = constBool(info, e)
				}
				switch {
				case !known:
					unread = append(unread, model.Unread{Pos: e.Pos(), Why: "the annotation " + name + ", which is not a constant"})
				case v || !omitEmpty:
					a.Hints[name] = v
				}
			}
		case *types.Pointer:
			if b, ok := typ.Elem().Underlying().(*types.Basic); !ok || b.Kind() != types.Bool || !isSet || isNil(info, e) {
				continue // nil: left out under omitempty, which every hint pointer has
			}
			if v, ok := PointerTo(info, e, owner); ok {
				if b, ok := constBoolValue(v); ok {
					a.Hints[name] = b
					continue
				}
			}
			unread = append(unread, model.Unread{Pos: e.Pos(), Why: "the annotation " + name + ", which is not a pointer to a constant"})
		}
	}
	return a, unread
}

// jsonName returns the name encoding/json writes field under, and whether
// its tag says omitempty; ok is false for a field it does not write.
func jsonName(field *types.Var, tag string) (name string, omitEmpty, ok bool) {
	if !field.Exported() {
		return "", false, false
	}
	name, opts, _ := strings.Cut(reflect.StructTag(tag).Get("json"), ",")
	if name == "-" && opts == "" {
		return "", false, false
	}
	if name == "" {
		name = field.Name()
	}
	for opt := range strings.SplitSeq(opts, ",") {
		if opt == "omitempty" || opt == "omitzero" {
			omitEmpty = true
		}
	}
	return name, omitEmpty, true
}

// PointerTo returns the constant e points to, where e is a call of a
// function given only that value that returns a pointer: a generic
// func[T any](T) *T (jsonschema.Ptr, k8s.io/utils/ptr.To, lo.ToPtr), whose
// pointer can only be to the value it is given, or a func(T) *T of the
// library's package lib (mcp-go's ToBoolPtr; nil: none), which the library
// provides for that. A project's own non-generic helper of that shape may
// return a pointer to anything.
func PointerTo(info *types.Info, e ast.Expr, lib *types.Package) (constant.Value, bool) {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok || len(call.Args) != 1 {
		return nil, false
	}
	fn := resolve.Callee(info, call)
	if fn == nil {
		return nil, false
	}
	sig := fn.Origin().Signature()
	if sig.Recv() != nil || sig.Params().Len() != 1 || sig.Results().Len() != 1 {
		return nil, false
	}
	ptr, ok := sig.Results().At(0).Type().(*types.Pointer)
	if !ok || !types.Identical(ptr.Elem(), sig.Params().At(0).Type()) {
		return nil, false
	}
	if sig.TypeParams().Len() != 1 && (lib == nil || fn.Pkg() != lib) {
		return nil, false
	}
	tv := info.Types[call.Args[0]]
	return tv.Value, tv.Value != nil
}

func constBool(info *types.Info, e ast.Expr) (bool, bool) {
	return constBoolValue(info.Types[e].Value)
}

func constBoolValue(v constant.Value) (bool, bool) {
	if v == nil || v.Kind() != constant.Bool {
		return false, false
	}
	return constant.BoolVal(v), true
}
