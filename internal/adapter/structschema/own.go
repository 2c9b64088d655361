package structschema

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"reflect"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/toolvet/toolvet/internal/fixtext"
	"github.com/toolvet/toolvet/internal/flow"
	"github.com/toolvet/toolvet/internal/gostruct"
	"github.com/toolvet/toolvet/internal/model"
)

// A project's own reflector (flow.TagDialect): its options are split at
// every comma, with no escape, each trimmed of spaces; an option it
// honours is stored as the keyword of the same name; "required" makes a
// field required in the tags the dialect says. Nothing is required by
// default. Fixes write options the reflector reads back as they are: an
// integer for a numeric keyword (the reflector's number parsing is not
// read), and no value holding a comma.

// OwnProperties returns the properties a project's reflector of dialect
// d builds from struct type t. ok is false when t is not a struct toolvet
// models, has embedded fields (a reflector walking NumField does not
// flatten them as encoding/json does), or has a field without a json tag
// where the reflector tests for one.
func OwnProperties(fset *token.FileSet, t types.Type, decls map[*types.Var]*ast.Field, d *flow.TagDialect) ([]*model.Property, bool) {
	fields, ok := gostruct.Fields(t)
	if !ok || d == nil {
		return nil, false
	}
	var props []*model.Property
	for _, fld := range fields {
		if fld.Promoted {
			return nil, false
		}
		if d.SkipUntagged && fld.Tag.Get("json") == "" {
			// The reflector tests for a missing json tag: whether it
			// skips the field or names it otherwise is not read.
			return nil, false
		}
		p := &model.Property{
			Name: fld.Name,
			Type: gostruct.JSONType(fld.Var.Type()),
			Pos:  fld.Var.Pos(),
		}
		var desc string
		desc, p.Declared = readOwn(fld.Tag, p.Type, d)
		p.Description = model.Text{Value: desc, Known: true, Pos: fld.Var.Pos()}
		if decl := decls[fld.Var]; decl != nil {
			p.Anchor = &ownAnchor{d: d, file: fset.File(decl.Pos()), field: decl, typ: p.Type}
			if decl.Tag != nil {
				p.Description.Pos = decl.Tag.Pos()
			}
		}
		props = append(props, p)
	}
	return props, true
}

// ownOptions splits a tag's options as such a reflector does.
func ownOptions(tag string) []string {
	if tag == "" {
		return nil
	}
	parts := strings.Split(tag, ",")
	for i := range parts {
		parts[i] = strings.TrimSpace(parts[i])
	}
	return parts
}

// readOwn returns what a field's tags declare in dialect d.
func readOwn(tag reflect.StructTag, typ string, d *flow.TagDialect) (desc string, declared []model.Constraint) {
	required := false
	for _, key := range d.Required {
		if slices.Contains(ownOptions(tag.Get(key)), "required") {
			required = true
		}
	}
	for _, key := range d.RequiredWord {
		if strings.Contains(tag.Get(key), "required") {
			required = true
		}
	}
	var enum []string
	for _, o := range ownOptions(tag.Get(d.Tag)) {
		k, v, ok := strings.Cut(o, "=")
		if !ok || !d.Honours(k) {
			continue
		}
		if k == "description" {
			desc = v
			continue
		}
		c, ok := optionConstraint(k, v, typ)
		switch {
		case !ok:
		case c.Keyword == model.Enum:
			enum = append(enum, v)
		default:
			declared = setConstraint(declared, c)
		}
	}
	if enum != nil && d.Enum {
		declared = setConstraint(declared, model.Constraint{Keyword: model.Enum, Strs: enum})
	}
	if required {
		declared = append(declared, model.Constraint{Keyword: model.Required})
	}
	return desc, declared
}

// ownAnchor writes options into the dialect's tag of a field.
type ownAnchor struct {
	d     *flow.TagDialect
	file  *token.File
	field *ast.Field
	typ   string
}

func (a *ownAnchor) File() *token.File { return a.file }

func (a *ownAnchor) Declare(cs []model.Constraint) ([]analysis.TextEdit, bool) {
	return a.DeclareDescribe(cs, "")
}

func (a *ownAnchor) Describe(text string) ([]analysis.TextEdit, bool) {
	return a.DeclareDescribe(nil, text)
}

// Unwritable says which of cs the reflector has no option for.
func (a *ownAnchor) Unwritable(cs []model.Constraint) string {
	for _, c := range cs {
		key := invopopKeys[c.Keyword]
		switch {
		case c.Keyword == model.Required:
			if !slices.Contains(a.d.Required, a.d.Tag) {
				return "the wrapper's reflector reads no required option"
			}
		case a.d.Tag == "":
			return "the wrapper's reflector reads no keyword options"
		case key == "" || !a.d.Honours(key) || c.Keyword == model.Enum && !a.d.Enum:
			return "the wrapper's reflector reads no " + string(c.Keyword) + " option in the " + a.d.Tag + " tag"
		case c.Num != nil && constant.ToInt(c.Num).Kind() != constant.Int:
			return "only an integer is written for the wrapper's reflector, whose reading of numbers is not followed"
		case strings.ContainsAny(c.Str, ",`") || slices.ContainsFunc(c.Strs, func(s string) bool { return strings.ContainsAny(s, ",`") }):
			return "the wrapper's reflector splits its options at every comma"
		}
	}
	return ""
}

// DeclareDescribe writes cs and the sentences text as options of the
// dialect's tag, in one edit.
func (a *ownAnchor) DeclareDescribe(cs []model.Constraint, text string) ([]analysis.TextEdit, bool) {
	if a.field.Tag == nil || a.d.Tag == "" {
		return nil, false
	}
	tag, err := strconv.Unquote(a.field.Tag.Value)
	if err != nil {
		return nil, false
	}
	value, present := reflect.StructTag(tag).Lookup(a.d.Tag)
	opts := ownOptions(value)
	if len(opts) > 0 && strings.Join(opts, ",") != value {
		return nil, false // spaces the reflector trims: not rewritten
	}
	set := func(key string, vals ...string) bool {
		if !a.d.Honours(key) {
			return false
		}
		opts = removeKey(opts, key)
		for _, v := range vals {
			if v == "" || strings.ContainsAny(v, ",`") {
				return false
			}
			opts = append(opts, key+"="+v)
		}
		return true
	}
	for _, c := range cs {
		ok := false
		switch c.Keyword {
		case model.Required:
			ok = slices.Contains(a.d.Required, a.d.Tag)
			if ok && !slices.Contains(opts, "required") {
				opts = append(opts, "required")
			}
		case model.Enum:
			ok = a.d.Enum && set("enum", c.Strs...)
		case model.Pattern, model.Format:
			ok = set(invopopKeys[c.Keyword], c.Str)
		default:
			if key, known := invopopKeys[c.Keyword]; known && c.Num != nil {
				if i := constant.ToInt(c.Num); i.Kind() == constant.Int {
					ok = set(key, i.ExactString())
				}
			}
		}
		if !ok {
			return nil, false
		}
	}
	if text != "" {
		desc := ""
		for _, o := range opts {
			if v, ok := strings.CutPrefix(o, "description="); ok {
				desc = v
			}
		}
		desc = fixtext.JoinSentences(desc, strings.ReplaceAll(text, `"`, "'"))
		if !set("description", desc) {
			return nil, false
		}
	}
	if slices.Contains(opts, "") {
		return nil, false
	}
	newTag := setTagKey(tag, a.d.Tag, strings.Join(opts, ","), present)
	if newTag == "" || !slices.Equal(ownOptions(reflect.StructTag(newTag).Get(a.d.Tag)), opts) {
		return nil, false
	}
	return []analysis.TextEdit{{Pos: a.field.Tag.Pos(), End: a.field.Tag.End(), NewText: []byte("`" + newTag + "`")}}, true
}
