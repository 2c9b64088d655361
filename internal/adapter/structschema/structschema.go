// Package structschema reads the schema a generator infers from a Go
// struct: the properties, what they declare, and where their description
// is written (a struct tag), in the dialect of each generator's tags.
package structschema

import (
	"go/ast"
	"go/token"
	"go/types"
	"reflect"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/toolvet/toolvet/internal/adapter"
	"github.com/toolvet/toolvet/internal/fixtext"
	"github.com/toolvet/toolvet/internal/gostruct"
	"github.com/toolvet/toolvet/internal/model"
)

// Dialect is how a generator reads struct tags.
type Dialect int

const (
	// Google is google/jsonschema-go (go-sdk): the whole jsonschema tag
	// is the description; a tag whose first word has "=" is an error.
	Google Dialect = iota
	// MCPGo is mcp-go's WithInputSchema[T]: google/jsonschema-go plus
	// jsonschema_description (which wins) and jsonschema:"enum=a,enum=b";
	// any other WORD= option empties the whole schema.
	MCPGo
	// Invopop is github.com/invopop/jsonschema (openai-go's and
	// anthropic's reflector idiom) and the forks genkit and eino use:
	// keywords in jsonschema:"key=value,...", so rules are declared as
	// keywords.
	Invopop
	// InvopopRequiredFromTags is Invopop with the reflector's
	// RequiredFromJSONSchemaTags set: a field is required only when its
	// jsonschema tag says "required" (omitempty says nothing).
	InvopopRequiredFromTags
	// GoOpenAI is github.com/sashabaranov/go-openai's
	// jsonschema.GenerateSchemaForType: the description and enum tags
	// (enum values split at commas), every field required unless its json
	// tag ends with ",omitempty" or its required tag says otherwise; no
	// other keyword.
	GoOpenAI
)

// invopop reports whether d reads invopop/jsonschema's tags.
func (d Dialect) invopop() bool { return d == Invopop || d == InvopopRequiredFromTags }

// InWords says, per dialect, where a property's rules can be written.
func (d Dialect) InWords() string {
	switch d {
	case Invopop, InvopopRequiredFromTags:
		return ""
	case MCPGo:
		return "the field's jsonschema_description tag, a description only (other jsonschema options empty the schema under mcp-go)"
	case GoOpenAI:
		return "the field's description tag (go-openai's GenerateSchemaForType declares no keyword but enum)"
	}
	return "the field's jsonschema tag, a description only (a keyword there panics at AddTool)"
}

// FieldDecls maps the package's struct fields to their declarations, where
// their tags are edited.
func FieldDecls(p *adapter.Pass) map[*types.Var]*ast.Field {
	m := make(map[*types.Var]*ast.Field)
	for cur := range p.Inspector.Preorder((*ast.StructType)(nil)) {
		for _, field := range cur.Node().(*ast.StructType).Fields.List {
			for _, name := range field.Names {
				if v, ok := p.TypesInfo.Defs[name].(*types.Var); ok {
					m[v] = field
				}
			}
			if len(field.Names) == 0 { // embedded: its type's name defines it
				if v, ok := p.TypesInfo.Defs[embeddedName(field.Type)].(*types.Var); ok {
					m[v] = field
				}
			}
		}
	}
	return m
}

// embeddedName returns the identifier naming an embedded field of type
// expression e (T, *T, pkg.T, T[X]), or nil.
func embeddedName(e ast.Expr) *ast.Ident {
	for {
		switch x := e.(type) {
		case *ast.StarExpr:
			e = x.X
		case *ast.SelectorExpr:
			return x.Sel
		case *ast.IndexExpr:
			e = x.X
		case *ast.IndexListExpr:
			e = x.X
		case *ast.ParenExpr:
			e = x.X
		case *ast.Ident:
			return x
		default:
			return nil
		}
	}
}

// Unreadable says, for a tool whose schema is inferred from t and is out
// of sight, why Properties' answer (ok, or pitfalls found) hides it.
func Unreadable(t types.Type, d Dialect, ok bool) string {
	name := "the input type"
	if t != nil {
		name += " " + types.TypeString(t, func(p *types.Package) string { return p.Name() })
	}
	switch {
	case ok:
		return "a struct tag that makes the library's schema differ from the struct (see the finding)"
	case gostruct.Struct(t) == nil:
		return "a schema inferred from " + name + ", not a struct"
	case d.invopop() && customSchema(t):
		return "a schema inferred from " + name + ", which writes its own schema"
	case d == GoOpenAI:
		return "a schema inferred from " + name + ", which go-openai's GenerateSchemaForType reflects unlike encoding/json decodes it (an embedded struct, a json option other than omitempty) or not at all (a map or interface field)"
	}
	return "a schema inferred from " + name + ", whose embedded fields or JSON names the libraries may read differently"
}

// Infer gives tool the schema a generator of dialect d infers from typ,
// as both the invopop reflector and the function-tool libraries do: its
// properties and pitfalls, closed ("additionalProperties": false, the
// generators' default; an AllowAdditionalProperties setting is not read),
// or, when toolvet cannot read typ, opaque at pos.
func Infer(fset *token.FileSet, tool *model.Tool, typ types.Type, decls map[*types.Var]*ast.Field, d Dialect, pos token.Pos) {
	props, pitfalls, ok := Properties(fset, typ, decls, d)
	tool.Pitfalls = pitfalls
	if !ok {
		tool.MarkOpaque(pos, Unreadable(typ, d, ok))
		return
	}
	tool.Opaque = false
	tool.Properties = props
	tool.Closed = true
}

// Properties returns the properties inferred from struct type t, and the
// tags that break the inference (a tool with one is out of sight: its
// schema is not what the struct says). ok is false when t is not a struct
// toolvet models (see gostruct.Fields).
func Properties(fset *token.FileSet, t types.Type, decls map[*types.Var]*ast.Field, d Dialect) ([]*model.Property, []model.Pitfall, bool) {
	if d.invopop() && customSchema(t) {
		return nil, nil, false // the type writes its own schema
	}
	if d == GoOpenAI {
		return goOpenAIProperties(t, decls, func(decl *ast.Field) *tagAnchor {
			return &tagAnchor{dialect: d, file: fset.File(decl.Pos()), field: decl}
		})
	}
	fields, ok := gostruct.Fields(t)
	if !ok {
		return nil, nil, false
	}
	var props []*model.Property
	var pitfalls []model.Pitfall
	// mcp-go publishes an empty schema only when For refuses a tag and
	// its fallback an option (a description with "=" in it is read
	// whole otherwise).
	empties := d == MCPGo && mcpgoEmpties(t)
	for _, fld := range fields {
		if decl := decls[fld.Var]; decl != nil && decl.Tag != nil {
			if pf, ok := d.pitfall(decl, fld.Tag, fld.Optional, empties); ok {
				pitfalls = append(pitfalls, pf)
			}
		}
		p := &model.Property{
			Name:    fld.Name,
			Type:    gostruct.JSONType(fld.Var.Type()),
			Pos:     fld.Var.Pos(),
			InWords: d.InWords(),
		}
		var desc string
		if d.invopop() {
			if typ, ok := invopopStringType(fld.Var.Type()); ok {
				p.Type = typ // before its tag's keywords are read for it
			}
			desc, p.Declared = readInvopop(fld.Tag, p.Type, fld.Optional || d == InvopopRequiredFromTags)
		} else {
			if !fld.Optional {
				p.Declared = append(p.Declared, model.Constraint{Keyword: model.Required})
			}
			var enums []string
			desc, enums = d.read(fld.Tag)
			if len(enums) > 0 {
				p.Declared = append(p.Declared, model.Constraint{Keyword: model.Enum, Strs: enums})
			}
		}
		p.Description = model.Text{Value: desc, Known: true, Pos: fld.Var.Pos()}
		// A promoted field's declaration is shared by every struct that
		// embeds it: declaring one tool's rule there would change the
		// others' schemas, so it is reported without a fix.
		if decl := decls[fld.Var]; decl != nil {
			if !fld.Promoted {
				p.Anchor = &tagAnchor{dialect: d, file: fset.File(decl.Pos()), field: decl, desc: desc, typ: p.Type}
			}
			if decl.Tag != nil {
				p.Description.Pos = decl.Tag.Pos()
			}
		}
		if d.invopop() && !typeReplaced(fld.Tag.Get("jsonschema")) {
			p.Items = invopopItems(fld.Var.Type(), fld.Tag)
		}
		if (d == Google || d == MCPGo) && !empties && !setGoogleWire(p, fld.Var.Type(), d) {
			continue // mcp-go leaves out a field of a type For refuses
		}
		if d.invopop() && !typeReplaced(fld.Tag.Get("jsonschema")) && !customSchema(fld.Var.Type()) {
			setInvopopWire(p, fld.Var.Type())
		}
		if d.invopop() && customSchema(fld.Var.Type()) {
			// The field's type writes its own schema: neither its type
			// nor its keywords are what the tag and the Go type say.
			p.Opaque, p.Anchor, p.Items = true, nil, nil
		}
		props = append(props, p)
	}
	if d == Google {
		refusals, unplaced := googleRefusals(t, decls)
		if unplaced {
			return nil, pitfalls, false // For fails on a type of another package
		}
		pitfalls = append(pitfalls, refusals...)
	}
	return props, pitfalls, true
}

// invopopHooks are the methods through which a type writes or changes its
// own invopop/jsonschema schema.
var invopopHooks = []string{"JSONSchema", "JSONSchemaExtend", "JSONSchemaAlias", "JSONSchemaProperty"}

// customSchema reports whether t or *t has one of the invopopHooks.
func customSchema(t types.Type) bool {
	for _, t := range []types.Type{t, types.NewPointer(t)} {
		ms := types.NewMethodSet(t)
		for _, name := range invopopHooks {
			if ms.Lookup(nil, name) != nil {
				return true
			}
		}
	}
	return false
}

// pitfall checks a field's jsonschema tag against what the dialect's
// generator does with it (measured, see the schemapitfall analyzer).
func (d Dialect) pitfall(decl *ast.Field, tag reflect.StructTag, optional, mcpgoEmpties bool) (model.Pitfall, bool) {
	if d.invopop() {
		return invopopPitfall(decl, tag)
	}
	js, ok := tag.Lookup("jsonschema")
	if !ok {
		return model.Pitfall{}, false
	}
	pf := model.Pitfall{Pos: decl.Tag.Pos(), End: decl.Tag.End()}
	quoted := "jsonschema:" + strconv.Quote(js)
	var options, descriptions []string
	required := false
	for _, part := range strings.Split(js, ",") {
		part = strings.TrimSpace(part)
		switch {
		case part == "required":
			required = true
		case strings.HasPrefix(part, "description="):
			descriptions = append(descriptions, strings.TrimPrefix(part, "description="))
		case d == MCPGo && strings.HasPrefix(part, "enum="):
		case strings.Contains(part, "="):
			options = append(options, part)
		}
	}
	switch d {
	case Google:
		if descStartsWithWordEq(js) {
			pf.Message = quoted + " starts with WORD=: google/jsonschema-go takes the jsonschema tag as a description only and rejects it, so go-sdk's AddTool panics (\"tag must not begin with 'WORD='\"); write the rule in words instead"
			if len(options) == 0 && !required && len(descriptions) == 1 && !strings.Contains(js, ",") {
				pf.Fix = retag(decl, "jsonschema", descriptions[0], "Use the description as the whole jsonschema tag")
			} else {
				pf.Fix = d.wordsFix(decl, tag, optional)
			}
			return pf, true
		}
		if js == "required" {
			pf.Message = quoted + " is a description under google/jsonschema-go: the field stays optional and its description reads \"required\"; a field is required when its json tag has no omitempty"
			return pf, true
		}
	case MCPGo:
		if mcpgoEmpties && (len(options) > 0 || len(descriptions) > 0) {
			pf.Message = quoted + ": mcp-go's WithInputSchema accepts only enum= options; any other makes it publish an empty schema ({\"properties\":{}}), losing every field of the tool; write the rule in words in jsonschema_description"
			pf.Fix = d.wordsFix(decl, tag, optional)
			return pf, true
		}
		if required {
			pf.Message = quoted + " is a description under mcp-go's WithInputSchema: the field stays optional and its description reads \"required\"; a field is required when its json tag has no omitempty"
			return pf, true
		}
	}
	return model.Pitfall{}, false
}

// retag returns a fix that sets key's value in decl's tag.
func retag(decl *ast.Field, key, value, msg string) *analysis.SuggestedFix {
	old, err := strconv.Unquote(decl.Tag.Value)
	if err != nil || strings.Contains(value, "`") {
		return nil
	}
	tag := setTagKey(old, key, value, true)
	if tag == "" || reflect.StructTag(tag).Get(key) != value {
		return nil
	}
	return &analysis.SuggestedFix{Message: msg, TextEdits: []analysis.TextEdit{{
		Pos: decl.Tag.Pos(), End: decl.Tag.End(), NewText: []byte("`" + tag + "`"),
	}}}
}

// read returns a field's description and declared enum in dialect d.
func (d Dialect) read(tag reflect.StructTag) (desc string, enums []string) {
	js, hasJS := tag.Lookup("jsonschema")
	if d == Google {
		return js, nil
	}
	desc = strings.TrimSpace(tag.Get("jsonschema_description"))
	if hasJS {
		var text []string
		for _, part := range strings.Split(js, ",") {
			part = strings.TrimSpace(part)
			if v, ok := strings.CutPrefix(part, "enum="); ok {
				enums = append(enums, v)
			} else if part != "" {
				text = append(text, part)
			}
		}
		if desc == "" {
			desc = strings.Join(text, ", ")
		}
	}
	return desc, enums
}

// tagAnchor writes sentences into a field's jsonschema tag, the
// description google/jsonschema-go infers.
type tagAnchor struct {
	dialect Dialect
	file    *token.File
	field   *ast.Field
	desc    string // the description the generator reads now
	typ     string // the field's JSON type
}

func (a *tagAnchor) File() *token.File { return a.file }

// Declare writes keywords into an invopop tag; a keyword cannot go in a
// google/jsonschema-go or mcp-go tag.
func (a *tagAnchor) Declare(cs []model.Constraint) ([]analysis.TextEdit, bool) {
	return a.DeclareDescribe(cs, "")
}

// Describe appends text to the jsonschema tag, or adds the tag.
func (a *tagAnchor) Describe(text string) ([]analysis.TextEdit, bool) {
	return a.DeclareDescribe(nil, text)
}

// DeclareDescribe declares cs and appends text to the description in one
// edit of the tag (separate edits of one tag would overlap).
func (a *tagAnchor) DeclareDescribe(cs []model.Constraint, text string) ([]analysis.TextEdit, bool) {
	if a.field.Tag == nil {
		// A field without a tag: adding one is left to the author, since
		// gofmt may align it with its neighbours' tags in ways an edit
		// cannot know.
		return nil, false
	}
	tag, err := strconv.Unquote(a.field.Tag.Value)
	if err != nil {
		return nil, false
	}
	tag, desc, ok := a.proseMoved(tag)
	if len(cs) > 0 && ok {
		if !a.dialect.invopop() || typeReplaced(reflect.StructTag(tag).Get("jsonschema")) {
			return nil, false
		}
		tag, ok = declareInvopop(tag, cs)
	}
	if ok && text != "" {
		tag, ok = a.describe(tag, desc, text)
	}
	if !ok {
		return nil, false
	}
	return []analysis.TextEdit{{Pos: a.field.Tag.Pos(), End: a.field.Tag.End(), NewText: []byte("`" + tag + "`")}}, true
}

// proseMoved returns the tag with an invopop jsonschema tag of prose moved
// to jsonschema_description, as the pitfall's fix moves it (invopopProse),
// and the description the reflector reads from the result. Every fix of
// the tag starts from there: two fixes that each rewrite one tag must
// agree on the part they share, or applying both mixes them.
func (a *tagAnchor) proseMoved(tag string) (string, string, bool) {
	if !a.dialect.invopop() {
		return tag, a.desc, true
	}
	st := reflect.StructTag(tag)
	js, hasJS := st.Lookup("jsonschema")
	if _, hasDesc := st.Lookup("jsonschema_description"); hasDesc || !hasJS || !isProse(js) {
		return tag, a.desc, true
	}
	moved, ok := renameTagKey(tag, "jsonschema", "jsonschema_description")
	if !ok || reflect.StructTag(moved).Get("jsonschema_description") != js {
		return "", "", false
	}
	return moved, js, true
}

// renameTagKey gives key from's pair the key to, where it stands (the
// smallest edit: two fixes making it merge into one); ok is false when
// the tag is not in the conventional form.
func renameTagKey(tag, from, to string) (string, bool) {
	pairs, ok := parseTag(tag)
	if !ok {
		return "", false
	}
	raws := make([]string, len(pairs))
	for i, p := range pairs {
		raws[i] = p.raw
		if p.key == from {
			raws[i] = to + strings.TrimPrefix(p.raw, from)
		}
	}
	return strings.Join(raws, " "), true
}

// Undeclare removes the options of keywords ks from an invopop tag (the
// jsonschema key goes when nothing is left) and appends text to the
// description, in one edit.
func (a *tagAnchor) Undeclare(ks []model.Keyword, text string) ([]analysis.TextEdit, bool) {
	if !a.dialect.invopop() || a.field.Tag == nil {
		return nil, false
	}
	tag, err := strconv.Unquote(a.field.Tag.Value)
	if err != nil {
		return nil, false
	}
	tag, desc, ok := a.proseMoved(tag)
	if !ok {
		return nil, false
	}
	js := reflect.StructTag(tag).Get("jsonschema")
	opts := splitOptions(js)
	for _, k := range ks {
		key, ok := invopopKeys[k]
		if !ok {
			return nil, false
		}
		opts = removeKey(opts, key)
	}
	if len(opts) == 0 || len(opts) == 1 && opts[0] == "" {
		if tag, ok = deleteTagKey(tag, "jsonschema"); !ok {
			return nil, false
		}
	} else {
		value, ok := joinOptions(opts)
		if !ok || strings.Contains(value, "`") {
			return nil, false
		}
		tag = setTagKey(tag, "jsonschema", value, true)
	}
	if text != "" {
		tag, ok = a.describe(tag, desc, text)
	}
	if !ok || tag == "" {
		return nil, false // no tag left: removing it is left to the author
	}
	return []analysis.TextEdit{{Pos: a.field.Tag.Pos(), End: a.field.Tag.End(), NewText: []byte("`" + tag + "`")}}, true
}

// RequireNullable makes an optional invopop field required and nullable
// in its own tag (names, the tool's other properties, need no edit here).
func (a *tagAnchor) RequireNullable([]string) ([]analysis.TextEdit, bool) {
	if !a.dialect.invopop() || a.field.Tag == nil {
		return nil, false
	}
	tag, err := strconv.Unquote(a.field.Tag.Value)
	if err != nil {
		return nil, false
	}
	tag, _, ok := a.proseMoved(tag)
	if !ok {
		return nil, false
	}
	tag, ok = requireNullableInvopop(tag, a.typ)
	if !ok {
		return nil, false
	}
	return []analysis.TextEdit{{Pos: a.field.Tag.Pos(), End: a.field.Tag.End(), NewText: []byte("`" + tag + "`")}}, true
}

// deleteTagKey removes key's pair from a struct tag; ok is false when the
// tag is not in the conventional form.
func deleteTagKey(tag, key string) (string, bool) {
	pairs, ok := parseTag(tag)
	if !ok {
		return "", false
	}
	var kept []string
	for _, p := range pairs {
		if p.key != key {
			kept = append(kept, p.raw)
		}
	}
	return strings.Join(kept, " "), true
}

// describe returns the struct tag old with text appended to the
// description. Double quotes become single quotes: inside a tag they
// would need escaping.
func (a *tagAnchor) describe(old, desc, text string) (string, bool) {
	text = strings.ReplaceAll(text, `"`, "'")
	desc = fixtext.JoinSentences(desc, text)
	if strings.Contains(desc, "`") || descStartsWithWordEq(desc) {
		return "", false
	}
	st := reflect.StructTag(old)
	key := "jsonschema"
	if a.dialect == GoOpenAI {
		key = "description"
	}
	if a.dialect.invopop() && strings.Contains(st.Get("jsonschema"), "description=") {
		return "", false // description= wins over jsonschema_description: not rewritten
	}
	if a.dialect == MCPGo || a.dialect.invopop() {
		// jsonschema_description wins over the jsonschema text, so the
		// sentence goes there, after the description the generator reads.
		key = "jsonschema_description"
	}
	_, present := st.Lookup(key)
	tag := setTagKey(old, key, desc, present)
	if tag == "" || reflect.StructTag(tag).Get(key) != desc {
		return "", false // a tag layout toolvet does not rewrite safely
	}
	return tag, true
}

// descStartsWithWordEq reports what google/jsonschema-go rejects: a
// description whose first word contains "=".
func descStartsWithWordEq(desc string) bool {
	first, _, _ := strings.Cut(desc, " ")
	return strings.Contains(first, "=")
}

// setTagKey sets key's value in a struct tag, keeping the other pairs as
// written. It returns "" when the tag is not in the conventional
// key:"value" form (reflect.StructTag's): rewriting it is not safe.
func setTagKey(tag, key, value string, present bool) string {
	pairs, ok := parseTag(tag)
	if !ok {
		return ""
	}
	pair := key + ":" + strconv.Quote(value)
	var b strings.Builder
	done := false
	for _, p := range pairs {
		if b.Len() > 0 {
			b.WriteByte(' ')
		}
		if p.key == key && !done {
			b.WriteString(pair)
			done = true
			continue
		}
		b.WriteString(p.raw)
	}
	if !done {
		if b.Len() > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(pair)
	}
	return b.String()
}

// tagPair is one key:"value" pair of a struct tag, as written.
type tagPair struct {
	key, raw string
}

// parseTag splits a struct tag into its pairs the way reflect.StructTag
// reads it; ok is false for anything else.
func parseTag(tag string) ([]tagPair, bool) {
	var pairs []tagPair
	for {
		tag = strings.TrimLeft(tag, " ")
		if tag == "" {
			return pairs, true
		}
		i := 0
		for i < len(tag) && tag[i] > ' ' && tag[i] != ':' && tag[i] != '"' && tag[i] != 0x7f {
			i++
		}
		if i == 0 || i+1 >= len(tag) || tag[i] != ':' || tag[i+1] != '"' {
			return nil, false
		}
		key := tag[:i]
		q, err := strconv.QuotedPrefix(tag[i+1:])
		if err != nil || q[0] != '"' {
			return nil, false
		}
		end := i + 1 + len(q)
		pairs = append(pairs, tagPair{key: key, raw: tag[:end]})
		tag = tag[end:]
		if tag != "" && tag[0] != ' ' {
			return nil, false
		}
	}
}
