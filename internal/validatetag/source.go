package validatetag

import (
	"go/ast"
	"go/types"
	"path/filepath"

	"github.com/toolvet/toolvet/internal/gostruct"
	"github.com/toolvet/toolvet/internal/model"
	"github.com/toolvet/toolvet/internal/rulesource"
)

// Source is go-playground/validator's rule source: the validate tags of
// the input struct's fields (with the validations the package registers
// for a tag), and the struct-level validations it registers for the input
// type.
type Source struct{}

// Name implements rulesource.Source.
func (Source) Name() string { return "validator" }

// Open implements rulesource.Source.
func (Source) Open(p *rulesource.Pass) rulesource.Reading {
	return &reading{pass: p, custom: customReader(p.Extractor)}
}

// reading keeps what a package's tools share, each built on first need.
type reading struct {
	pass   *rulesource.Pass
	decls  map[*types.Var]*ast.Field // struct fields of this package
	reg    *Registered               // what the package registers on validator instances
	used   *bool                     // whether validate tags are run at all
	custom Custom
}

// InputRules implements rulesource.Reading: the rules of the input's
// validate tags, when the build runs validator at all, then those of the
// struct-level validations registered for it.
func (r *reading) InputRules(input types.Type) []*model.Rule {
	pass := r.pass
	if r.decls == nil {
		r.decls = fieldDecls(pass.Files, pass.TypesInfo)
		r.reg = Registrations(pass.Pkg, pass.TypesInfo, pass.Index, pass.Flow)
	}
	if r.used == nil {
		used := true
		if pass.Module != nil && len(pass.Files) > 0 {
			dir := filepath.Dir(pass.Fset.File(pass.Files[0].FileStart).Name())
			used = InBuild(dir, pass.Module.GoVersion)
		}
		r.used = &used
	}
	var out []*model.Rule
	if *r.used {
		out = append(out, tagRules(input, r.decls, r.reg, r.custom)...)
	}
	for _, sv := range r.reg.ForStruct(input) {
		out = append(out, structRules(pass.TypesInfo, pass.Extractor, sv, input)...)
	}
	return out
}

// MethodRules implements rulesource.Reading: validator is not called
// from a validate method toolvet reads.
func (*reading) MethodRules(rulesource.Body) []*model.Rule { return nil }

// GuardRules implements rulesource.Reading: validator's rules are read
// from the tags (InputRules), wherever the code runs them.
func (*reading) GuardRules(rulesource.Body, *ast.IfStmt) []*model.Rule { return nil }

// customReader reads a custom validation (a function the package registers
// for a validate tag) like a predicate helper: guards that return false and
// a last `return cond`, over the field's value as FieldReader reads it.
// Its rules are those with a keyword; the rest of the body, however
// opaque, adds none.
func customReader(x rulesource.Extractor) Custom {
	type key struct {
		fn  ast.Node
		typ string
	}
	cache := make(map[key][]*model.Rule)
	return func(v *Validation, field gostruct.Field) []*model.Rule {
		if v.Foreign != nil {
			// Another package's: its checks are there, read by kind.
			kind := fieldKind(field.Var.Type())
			if kind == "" {
				return nil
			}
			return x.ForeignRules(v.Foreign, kind)
		}
		k := key{v.Func, types.TypeString(field.Var.Type(), nil)}
		summary, ok := cache[k]
		if !ok {
			reader := FieldReader{Level: v.Level, Field: field.Var.Type(), Name: x.Param()}
			summary = x.PredicateRules(&model.Handler{Func: v.Func, Reader: reader})
			cache[k] = summary
		}
		out := make([]*model.Rule, len(summary))
		for i, r := range summary {
			c := *r
			out[i] = &c
		}
		return out
	}
}

// Summary implements rulesource.Summarizer: a custom validation's rules
// on each kind of field, for the packages that register it.
func (r *reading) Summary(x rulesource.Extractor, fn *types.Func, decl *ast.FuncDecl) map[string][]*model.Rule {
	level := validationLevel(r.pass.TypesInfo, fn, decl)
	if level == nil {
		return nil
	}
	out := make(map[string][]*model.Rule)
	for _, k := range fieldKinds {
		reader := FieldReader{Level: level, Field: k.typ, Name: x.Param()}
		if rules := x.PredicateRules(&model.Handler{Func: decl, Reader: reader}); len(rules) > 0 {
			out[k.name] = rules
		}
	}
	return out
}

// structRules reads a struct-level validation registered for input like a
// handler: its guards on the fields of the struct it validates, each
// ending in a reported error, are rules (over two fields or more,
// cross-field rules).
func structRules(info *types.Info, x rulesource.Extractor, sv *StructValidation, input types.Type) []*model.Rule {
	current := sv.Current(info, input)
	if len(current) == 0 {
		return nil
	}
	return x.Rules(&model.Handler{Func: sv.Func, Structs: current, Reader: StructReader{Level: sv.Level}})
}

// tagRules returns the rules in the validate tags of the input struct's
// fields declared in this package, positioned at the tags.
func tagRules(input types.Type, decls map[*types.Var]*ast.Field, reg *Registered, custom Custom) []*model.Rule {
	fields, _ := gostruct.Fields(input)
	var out []*model.Rule
	for _, f := range fields {
		decl := decls[f.Var]
		if decl == nil || decl.Tag == nil {
			continue
		}
		for _, r := range RegisteredRules(f, fields, reg, custom) {
			r.Pos, r.End = decl.Tag.Pos(), decl.Tag.End()
			out = append(out, r)
		}
	}
	return out
}

func fieldDecls(files []*ast.File, info *types.Info) map[*types.Var]*ast.Field {
	m := make(map[*types.Var]*ast.Field)
	for _, f := range files {
		ast.Inspect(f, func(n ast.Node) bool {
			if st, ok := n.(*ast.StructType); ok {
				for _, field := range st.Fields.List {
					for _, name := range field.Names {
						if v, ok := info.Defs[name].(*types.Var); ok {
							m[v] = field
						}
					}
				}
			}
			return true
		})
	}
	return m
}
