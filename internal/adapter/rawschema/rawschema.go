// Package rawschema reads a JSON Schema written as Go literals, the way
// tool definitions sent straight to a provider SDK are often written, and
// edits it: a property's keywords, its description, and the required
// list. A Dialect says how the literals spell a schema: map literals keyed
// by the JSON Schema keywords (map[string]any{"type": "object",
// "properties": map[string]any{...}}, Map), or a provider SDK's schema
// struct (genai.Schema{Type: genai.TypeObject, Properties: ...}).
package rawschema

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/toolvet/toolvet/internal/fixtext"
	"github.com/toolvet/toolvet/internal/model"
	"github.com/toolvet/toolvet/internal/resolve"
)

// Dialect is how a schema's literals are spelled.
type Dialect struct {
	// Key reads an entry's key: a constant string in a map literal, a
	// field name in a struct literal.
	Key func(info *types.Info, key ast.Expr) (string, bool)
	// Keywords maps the keys read as declared keywords.
	Keywords map[string]model.Keyword
	// TypeKey and DescriptionKey are the keys of the type and the
	// description; DescriptionEntry writes a description entry whose
	// value is quoted.
	TypeKey, DescriptionKey string
	DescriptionEntry        func(quoted string) string
	// Number returns the expression holding a numeric keyword's
	// constant (the argument of a pointer helper), or e.
	Number func(info *types.Info, e ast.Expr) ast.Expr
	// TypeList is set when the type may be a list (["string", "null"]):
	// an optional property can then be made required and nullable.
	TypeList bool
	// ItemsKey is the key of an array's item schema ("items"), read when
	// its value is a literal; "" when the dialect has none.
	ItemsKey string
	// InWords, when set, says where rules are written in a dialect
	// whose keywords cannot state them (model.Property.InWords).
	InWords string
	// RequiredKey is the key of a property's own bool saying it is
	// required (eino's ParameterInfo.Required), in a dialect without a
	// required list; "" when it has none.
	RequiredKey string
	// Entry, when set, writes a keyword's entry (key and Go value): the
	// dialect's anchors then declare every keyword of Keywords but
	// required (a fix may add a keyword to a property's literal). Nil
	// when only what the dialect declares in words is offered.
	Entry func(key, value string) string
}

// FieldKey reads a key of a struct literal: the field's name (the Key of
// every dialect written as struct literals, genai.Schema's,
// jsonschema.Definition's, eino's ParameterInfo).
func FieldKey(_ *types.Info, key ast.Expr) (string, bool) {
	id, ok := key.(*ast.Ident)
	if !ok {
		return "", false
	}
	return id.Name, true
}

// StructFields maps the field names of a struct literal's keyed elements
// to their values.
func StructFields(lit *ast.CompositeLit) map[string]ast.Expr {
	m := make(map[string]ast.Expr)
	for _, e := range lit.Elts {
		if kv, ok := e.(*ast.KeyValueExpr); ok {
			if id, ok := kv.Key.(*ast.Ident); ok {
				m[id.Name] = kv.Value
			}
		}
	}
	return m
}

// Map is the dialect of map[string]any literals keyed by JSON Schema
// keywords.
var Map = &Dialect{
	Key:              resolve.ConstString,
	Keywords:         keywords,
	TypeKey:          "type",
	DescriptionKey:   "description",
	DescriptionEntry: func(q string) string { return `"description": ` + q },
	Number:           func(_ *types.Info, e ast.Expr) ast.Expr { return e },
	TypeList:         true,
	ItemsKey:         "items",
	Entry:            func(key, value string) string { return strconv.Quote(key) + ": " + value },
}

// keywords are the map keys read as declared keywords.
var keywords = map[string]model.Keyword{
	"pattern": model.Pattern, "format": model.Format, "enum": model.Enum,
	"minimum": model.Minimum, "maximum": model.Maximum,
	"exclusiveMinimum": model.ExclusiveMinimum, "exclusiveMaximum": model.ExclusiveMaximum,
	"multipleOf": model.MultipleOf, "minLength": model.MinLength, "maxLength": model.MaxLength,
	"minItems": model.MinItems, "maxItems": model.MaxItems,
}

// conditionals are keys that state rules across properties.
var conditionals = map[string]bool{
	"if": true, "then": true, "else": true, "allOf": true,
	"dependentRequired": true, "dependentSchemas": true, "dependencies": true,
}

// Entries returns a map literal's constant string keys and their values;
// ok is false when lit is not a map literal with such keys only.
func Entries(info *types.Info, lit *ast.CompositeLit) (map[string]*ast.KeyValueExpr, bool) {
	t := info.TypeOf(lit)
	if t == nil {
		return nil, false
	}
	if _, isMap := t.Underlying().(*types.Map); !isMap {
		return nil, false
	}
	m := make(map[string]*ast.KeyValueExpr)
	for _, e := range lit.Elts {
		kv, ok := e.(*ast.KeyValueExpr)
		if !ok {
			return nil, false
		}
		key, ok := resolve.ConstString(info, kv.Key)
		if !ok {
			return nil, false
		}
		m[key] = kv
	}
	return m, true
}

// entries returns a literal's keys and their values, as the dialect
// reads them; ok is false when some key cannot be read.
func (d *Dialect) entries(info *types.Info, lit *ast.CompositeLit) (map[string]*ast.KeyValueExpr, bool) {
	if d == Map {
		return Entries(info, lit)
	}
	m := make(map[string]*ast.KeyValueExpr)
	for _, e := range lit.Elts {
		kv, ok := e.(*ast.KeyValueExpr)
		if !ok {
			return nil, false
		}
		key, ok := d.Key(info, kv.Key)
		if !ok {
			return nil, false
		}
		m[key] = kv
	}
	return m, true
}

// Schema is an object schema read from literals.
type Schema struct {
	Properties []*model.Property
	// Opaque is set when some part could not be read (a property whose
	// schema is not a literal, a key that is not a constant).
	Opaque bool
	// Conditional is set when the schema states rules across properties.
	Conditional bool
}

// Read reads an object schema written in dialect d: props is the
// "properties" map literal, required the "required" list (nil when
// absent), extra the keys beside them (the schema's own, for if/then),
// when known.
func Read(fset *token.FileSet, info *types.Info, d *Dialect, props *ast.CompositeLit, required ast.Expr, extra map[string]*ast.KeyValueExpr) Schema {
	var s Schema
	for key := range extra {
		if conditionals[key] {
			s.Conditional = true
		}
	}
	reqLit, _ := ast.Unparen(required).(*ast.CompositeLit)
	req, reqOK := stringList(info, reqLit)
	if required != nil && !reqOK {
		s.Opaque = true
	}
	if _, ok := Entries(info, props); !ok {
		s.Opaque = true
		return s
	}
	for _, e := range props.Elts {
		kv := e.(*ast.KeyValueExpr)
		name, _ := resolve.ConstString(info, kv.Key)
		p := &model.Property{Name: name, Pos: kv.Pos(), Description: model.Text{Known: true, Pos: kv.Pos()}, InWords: d.InWords, Declarable: d.declarable()}
		for _, r := range req {
			if r == name {
				p.Declared = append(p.Declared, model.Constraint{Keyword: model.Required})
			}
		}
		lit, ok := Literal(kv.Value)
		var fields map[string]*ast.KeyValueExpr
		if ok {
			fields, ok = d.entries(info, lit)
		}
		if !ok {
			p.Opaque = true
			s.Properties = append(s.Properties, p)
			continue
		}
		d.readProperty(info, p, lit)
		// A required list toolvet cannot read may require it.
		p.Opaque = required != nil && !reqOK
		p.Anchor = &anchor{fset: fset, file: fset.File(lit.Pos()), info: info, dialect: d, lit: lit, fields: fields, name: name, required: reqLit, desc: p.Description.Value}
		s.Properties = append(s.Properties, p)
	}
	return s
}

// declarable lists the keywords a dialect that writes rules in words
// still declares: an enum, where it has one (its anchor's Declare).
func (d *Dialect) declarable() []model.Keyword {
	if d.InWords == "" {
		return nil
	}
	for _, k := range d.Keywords {
		if k == model.Enum {
			return []model.Keyword{model.Enum}
		}
	}
	return nil
}

// Literal returns the composite literal e is, or points to.
func Literal(e ast.Expr) (*ast.CompositeLit, bool) {
	e = ast.Unparen(e)
	if u, ok := e.(*ast.UnaryExpr); ok && u.Op == token.AND {
		e = ast.Unparen(u.X)
	}
	lit, ok := e.(*ast.CompositeLit)
	return lit, ok
}

// readProperty reads a property's literal (whose keys the dialect
// reads), in the order written.
func (d *Dialect) readProperty(info *types.Info, p *model.Property, lit *ast.CompositeLit) {
	for _, e := range lit.Elts {
		kv, ok := e.(*ast.KeyValueExpr)
		if !ok {
			continue // not a map literal's entry: nothing to read
		}
		key, _ := d.Key(info, kv.Key)
		switch {
		case key == d.TypeKey:
			// A JSON type ("string") or an OpenAPI one ("STRING").
			if t, ok := resolve.ConstString(info, kv.Value); ok {
				p.Type = strings.ToLower(t)
			} else if lit, ok := ast.Unparen(kv.Value).(*ast.CompositeLit); ok {
				if ts, ok := stringList(info, lit); ok {
					for _, t := range ts {
						if t != "null" {
							p.Type = t
						}
					}
				}
			}
		case key == d.ItemsKey && key != "":
			if lit, ok := Literal(kv.Value); ok {
				if _, ok := d.entries(info, lit); ok {
					item := &model.Property{Description: model.Text{Known: true, Pos: lit.Pos()}}
					d.readProperty(info, item, lit)
					p.Items = item
				}
			}
		case key == d.RequiredKey && key != "":
			if tv, ok := info.Types[kv.Value]; ok && tv.Value != nil && tv.Value.Kind() == constant.Bool && constant.BoolVal(tv.Value) {
				p.Declared = append(p.Declared, model.Constraint{Keyword: model.Required})
			}
		case key == d.DescriptionKey:
			if desc, ok := resolve.ConstString(info, kv.Value); ok {
				p.Description.Value = desc
				p.Description.Pos = kv.Value.Pos()
			} else {
				p.Description.Known = false
			}
		case d.Keywords[key] != "":
			c := model.Constraint{Keyword: d.Keywords[key]}
			switch c.Keyword {
			case model.Pattern, model.Format:
				c.Str, _ = resolve.ConstString(info, kv.Value)
			case model.Enum:
				lit, _ := ast.Unparen(kv.Value).(*ast.CompositeLit)
				c.Strs, _ = stringList(info, lit)
			default:
				if tv, ok := info.Types[d.Number(info, kv.Value)]; ok && tv.Value != nil &&
					(tv.Value.Kind() == constant.Int || tv.Value.Kind() == constant.Float) {
					c.Num = tv.Value
				}
			}
			p.Declared = append(p.Declared, c)
		}
	}
}

// stringList returns the constant strings of a slice literal.
func stringList(info *types.Info, lit *ast.CompositeLit) ([]string, bool) {
	if lit == nil {
		return nil, false
	}
	var out []string
	for _, e := range lit.Elts {
		s, ok := resolve.ConstString(info, e)
		if !ok {
			return nil, false
		}
		out = append(out, s)
	}
	return out, true
}

// anchor edits one property's map literal.
type anchor struct {
	fset     *token.FileSet
	file     *token.File
	info     *types.Info
	dialect  *Dialect
	lit      *ast.CompositeLit
	fields   map[string]*ast.KeyValueExpr
	name     string
	required *ast.CompositeLit // the required list, when a literal
	desc     string
}

func (a *anchor) File() *token.File { return a.file }

// Declare writes an enum into a literal of a dialect that writes other
// rules in words (model.Property.Declarable); nothing else is offered.
func (a *anchor) Declare(cs []model.Constraint) ([]analysis.TextEdit, bool) {
	return a.DeclareDescribe(cs, "")
}

// DeclareDescribe declares cs (an enum) and appends text to the
// description, in one set of edits: new entries go after the last one.
func (a *anchor) DeclareDescribe(cs []model.Constraint, text string) ([]analysis.TextEdit, bool) {
	var edits []analysis.TextEdit
	var add []string
	for _, c := range cs {
		key := ""
		for k, kw := range a.dialect.Keywords {
			if kw == c.Keyword {
				key = k
			}
		}
		if key == "" {
			return nil, false
		}
		var value string
		switch {
		case a.dialect.Entry != nil:
			v, ok := keywordValue(c)
			if !ok {
				return nil, false
			}
			value = v
		case !slices.Contains(a.dialect.declarable(), c.Keyword) || len(c.Strs) == 0:
			return nil, false
		default:
			value = stringSlice(c.Strs)
		}
		if kv, ok := a.fields[key]; ok {
			edits = append(edits, analysis.TextEdit{Pos: kv.Value.Pos(), End: kv.Value.End(), NewText: []byte(value)})
		} else if a.dialect.Entry != nil {
			add = append(add, a.dialect.Entry(key, value))
		} else {
			add = append(add, key+": "+value)
		}
	}
	if text != "" {
		desc := strconv.Quote(fixtext.JoinSentences(a.desc, text))
		if kv, ok := a.fields[a.dialect.DescriptionKey]; ok {
			if _, ok := resolve.ConstString(a.info, kv.Value); !ok {
				return nil, false
			}
			edits = append(edits, analysis.TextEdit{Pos: kv.Value.Pos(), End: kv.Value.End(), NewText: []byte(desc)})
		} else {
			add = append(add, a.dialect.DescriptionEntry(desc))
		}
	}
	if len(add) > 0 {
		elts := a.lit.Elts
		if len(elts) == 0 {
			edits = append(edits, analysis.TextEdit{Pos: a.lit.Lbrace + 1, End: a.lit.Rbrace, NewText: []byte(strings.Join(add, ", "))})
		} else {
			// One entry a line when the literal is written so; gofmt
			// (the reporter) indents and aligns it.
			sep := ", "
			if a.fset.Position(a.lit.Lbrace).Line != a.fset.Position(elts[0].Pos()).Line {
				sep = ",\n"
			}
			last := elts[len(elts)-1].End()
			edits = append(edits, analysis.TextEdit{Pos: last, End: last, NewText: []byte(sep + strings.Join(add, sep))})
		}
	}
	return edits, len(edits) > 0
}

// keywordValue writes c's value as a Go expression a map[string]any
// literal holds: a list of strings, a string, a number.
func keywordValue(c model.Constraint) (string, bool) {
	switch c.Keyword {
	case model.Enum:
		if len(c.Strs) == 0 {
			return "", false
		}
		return stringSlice(c.Strs), true
	case model.Pattern, model.Format:
		if c.Str == "" {
			return "", false
		}
		return fixtext.Quote(c.Str), true
	case model.Minimum, model.Maximum, model.ExclusiveMinimum, model.ExclusiveMaximum, model.MultipleOf,
		model.MinLength, model.MaxLength, model.MinItems, model.MaxItems:
		n, ok := fixtext.Number(c.Num)
		if !ok {
			return "", false
		}
		return fixtext.Node(n)
	}
	return "", false // required: the schema's list, not the property's literal
}

func stringSlice(strs []string) string {
	values := make([]string, len(strs))
	for i, v := range strs {
		values[i] = strconv.Quote(v)
	}
	return "[]string{" + strings.Join(values, ", ") + "}"
}

// Describe appends text to the property's description.
func (a *anchor) Describe(text string) ([]analysis.TextEdit, bool) {
	return a.Undeclare(nil, text)
}

// Undeclare removes the entries of keywords ks and appends text to the
// description entry (adding one when there is none).
func (a *anchor) Undeclare(ks []model.Keyword, text string) ([]analysis.TextEdit, bool) {
	drop := make(map[ast.Expr]bool)
	for key, kv := range a.fields {
		for _, k := range ks {
			if a.dialect.Keywords[key] == k {
				drop[kv] = true
			}
		}
	}
	var addDesc string
	var edits []analysis.TextEdit
	if text != "" {
		desc := fixtext.JoinSentences(a.desc, text)
		if kv, ok := a.fields[a.dialect.DescriptionKey]; ok {
			if _, ok := resolve.ConstString(a.info, kv.Value); !ok {
				return nil, false
			}
			edits = append(edits, analysis.TextEdit{Pos: kv.Value.Pos(), End: kv.Value.End(), NewText: []byte(strconv.Quote(desc))})
		} else {
			addDesc = a.dialect.DescriptionEntry(strconv.Quote(desc))
		}
	}
	elts := a.lit.Elts
	lastKept := -1
	for i, e := range elts {
		if !drop[e] {
			lastKept = i
		}
	}
	for i, e := range elts {
		if drop[e] && i < lastKept {
			edits = append(edits, analysis.TextEdit{Pos: e.Pos(), End: elts[i+1].Pos()})
		}
	}
	switch {
	case lastKept == -1:
		text := ""
		if addDesc != "" {
			text = addDesc
		}
		edits = append(edits, analysis.TextEdit{Pos: a.lit.Lbrace + 1, End: a.lit.Rbrace, NewText: []byte(text)})
	case lastKept < len(elts)-1 || addDesc != "":
		end := elts[len(elts)-1].End()
		text := ""
		if addDesc != "" {
			// One entry a line when the literal is written so; gofmt
			// (the reporter) indents and aligns it.
			sep := ", "
			if a.fset.Position(a.lit.Lbrace).Line != a.fset.Position(elts[0].Pos()).Line {
				sep = ",\n"
			}
			text = sep + addDesc
		}
		edits = append(edits, analysis.TextEdit{Pos: elts[lastKept].End(), End: end, NewText: []byte(text)})
	}
	if len(edits) == 0 {
		return nil, false
	}
	return coalesce(edits), true
}

// coalesce joins edits that touch into one: each edit of a fix is made
// gofmt-clean on its own, and touching edits could then overlap.
func coalesce(edits []analysis.TextEdit) []analysis.TextEdit {
	slices.SortFunc(edits, func(a, b analysis.TextEdit) int { return int(a.Pos) - int(b.Pos) })
	out := edits[:1]
	for _, e := range edits[1:] {
		last := &out[len(out)-1]
		if e.Pos <= last.End {
			last.NewText = append(append([]byte{}, last.NewText...), e.NewText...)
			last.End = max(last.End, e.End)
			continue
		}
		out = append(out, e)
	}
	return out
}

// RequireNullable adds "null" to the property's type and lists names (the
// tool's optional properties, this one among them) in the required list:
// what OpenAI strict mode reads as optional. Every property's call makes
// the same edit of the list.
func (a *anchor) RequireNullable(names []string) ([]analysis.TextEdit, bool) {
	kv, ok := a.fields[a.dialect.TypeKey]
	if !ok || a.required == nil || !a.dialect.TypeList {
		return nil, false
	}
	t, ok := resolve.ConstString(a.info, kv.Value)
	if !ok || t == "null" {
		return nil, false
	}
	edits := []analysis.TextEdit{{Pos: kv.Value.Pos(), End: kv.Value.End(),
		NewText: []byte("[]string{" + strconv.Quote(t) + `, "null"}`)}}
	quoted := make([]string, len(names))
	for i, n := range names {
		quoted[i] = strconv.Quote(n)
	}
	list := strings.Join(quoted, ", ")
	if n := len(a.required.Elts); n > 0 {
		edits = append(edits, analysis.TextEdit{Pos: a.required.Elts[n-1].End(), End: a.required.Elts[n-1].End(), NewText: []byte(", " + list)})
	} else {
		edits = append(edits, analysis.TextEdit{Pos: a.required.Lbrace + 1, End: a.required.Rbrace, NewText: []byte(list)})
	}
	return edits, true
}
