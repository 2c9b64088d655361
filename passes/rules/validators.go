package rules

import (
	"go/ast"
	"go/types"

	"github.com/toolvet/toolvet/internal/gostruct"
	"github.com/toolvet/toolvet/internal/model"
	"github.com/toolvet/toolvet/internal/validatetag"
	"github.com/toolvet/toolvet/passes/tools"
)

// customReader reads a custom validation (a function the package registers
// for a validate tag) like a predicate helper: guards that return false and
// a last `return cond`, over the field's value as the rule source's
// FieldReader reads it. Its rules are those with a keyword; the rest of
// the body, however opaque, adds none.
func customReader(info *types.Info, found *tools.Result, hs *helpers) validatetag.Custom {
	type key struct {
		fn  ast.Node
		typ string
	}
	cache := make(map[key][]*model.Rule)
	return func(v *validatetag.Validation, field gostruct.Field) []*model.Rule {
		k := key{v.Func, types.TypeString(field.Var.Type(), nil)}
		summary, ok := cache[k]
		if !ok {
			reader := validatetag.FieldReader{Level: v.Level, Field: field.Var.Type(), Name: helperArg}
			if x := newExtractor(info, found, &model.Handler{Func: v.Func, Reader: reader}, hs); x != nil {
				x.predicate(x.h.Body().List)
				for _, r := range x.rules {
					if len(r.Args) == 1 && r.Args[0] == helperArg && len(r.Keywords) > 0 {
						summary = append(summary, r)
					}
				}
			}
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

// structRules reads a struct-level validation registered for input like a
// handler: its guards on the fields of the struct it validates, each
// ending in a reported error, are rules (over two fields or more,
// cross-field rules).
func structRules(info *types.Info, found *tools.Result, hs *helpers, sv *validatetag.StructValidation, input types.Type) []*model.Rule {
	current := sv.Current(info, input)
	if len(current) == 0 {
		return nil
	}
	h := &model.Handler{Func: sv.Func, Structs: current, Reader: validatetag.StructReader{Level: sv.Level}}
	rules, _ := extract(info, found, h, hs)
	return rules
}
