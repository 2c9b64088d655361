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

	"github.com/toolvet/toolvet/internal/gostruct"
	"github.com/toolvet/toolvet/internal/model"
)

// The invopop dialect (github.com/invopop/jsonschema, and the forks genkit
// and eino use): jsonschema:"key=value,key=value" with keywords, split on
// commas not preceded by a backslash (splitOnUnescapedCommas, v0.14.0),
// jsonschema_description, and description= (which wins).

// splitOptions splits an invopop jsonschema tag as the reflector does: a
// comma escaped with a backslash stays in the value (without the
// backslash).
func splitOptions(tag string) []string {
	parts := strings.Split(tag, ",")
	ret := []string{parts[0]}
	for _, next := range parts[1:] {
		last := ret[len(ret)-1]
		if last != "" && last[len(last)-1] == '\\' {
			ret[len(ret)-1] = last[:len(last)-1] + "," + next
		} else {
			ret = append(ret, next)
		}
	}
	return ret
}

// joinOptions is splitOptions' inverse: commas inside values are escaped.
// ok is false for a value ending in a backslash, which would escape the
// separator after it.
func joinOptions(opts []string) (string, bool) {
	esc := make([]string, len(opts))
	for i, o := range opts {
		if strings.HasSuffix(o, `\`) {
			return "", false
		}
		esc[i] = strings.ReplaceAll(o, ",", `\,`)
	}
	return strings.Join(esc, ","), true
}

// invopopKeywords maps tag keys to keywords, by JSON type.
var invopopKeywords = map[string]map[string]model.Keyword{
	"string":  {"pattern": model.Pattern, "minLength": model.MinLength, "maxLength": model.MaxLength, "format": model.Format, "enum": model.Enum},
	"number":  {"minimum": model.Minimum, "maximum": model.Maximum, "exclusiveMinimum": model.ExclusiveMinimum, "exclusiveMaximum": model.ExclusiveMaximum, "multipleOf": model.MultipleOf},
	"integer": {"minimum": model.Minimum, "maximum": model.Maximum, "exclusiveMinimum": model.ExclusiveMinimum, "exclusiveMaximum": model.ExclusiveMaximum, "multipleOf": model.MultipleOf},
	"array":   {"minItems": model.MinItems, "maxItems": model.MaxItems},
}

// readInvopop returns what a field's tags declare under invopop.
func readInvopop(tag reflect.StructTag, typ string, optional bool) (desc string, declared []model.Constraint) {
	desc = tag.Get("jsonschema_description")
	required := !optional
	var enum []string
	if typeReplaced(tag.Get("jsonschema")) {
		typ = "" // the reflector drops the type's keywords
	}
	for _, o := range splitOptions(tag.Get("jsonschema")) {
		k, v, hasValue := strings.Cut(o, "=")
		if !hasValue {
			if o == "required" {
				required = true
			}
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
	if enum != nil {
		declared = setConstraint(declared, model.Constraint{Keyword: model.Enum, Strs: enum})
	}
	if required {
		declared = append(declared, model.Constraint{Keyword: model.Required})
	}
	return desc, declared
}

// optionConstraint is the keyword an option key=value declares on a
// property of JSON type typ (an enum's one value in Strs), as invopop
// reads it and a project's reflector of the same keywords does.
func optionConstraint(k, v, typ string) (model.Constraint, bool) {
	kw, ok := invopopKeywords[typ][k]
	if !ok {
		return model.Constraint{}, false
	}
	c := model.Constraint{Keyword: kw}
	switch kw {
	case model.Enum:
		c.Strs = []string{v}
	case model.Pattern, model.Format:
		c.Str = v
	default:
		n := constant.MakeFromLiteral(v, token.FLOAT, 0)
		if n.Kind() == constant.Unknown {
			n = nil // declared, value unreadable
		}
		c.Num = n
	}
	return c, true
}

// invopopItems is the schema invopop (and its eino fork) writes for the
// items of a slice or array field of a basic type: the element's type,
// and the keywords of the field's tag that are not the array's own, which
// the reflector hands to the items (arrayKeywords: jsonschema:"enum=a"
// on a []string is the enum of its items). Nil for other items, which
// toolvet tools does not list yet.
func invopopItems(t types.Type, tag reflect.StructTag) *model.Property {
	if ptr, ok := t.Underlying().(*types.Pointer); ok {
		t = ptr.Elem()
	}
	elem := itemType(t)
	if elem == nil {
		return nil
	}
	if b, ok := elem.Underlying().(*types.Basic); ok && b.Kind() == types.Byte {
		return nil // []byte is a base64 string
	}
	typ := gostruct.JSONType(elem)
	if _, basic := elem.Underlying().(*types.Basic); !basic || typ == "" || customSchema(elem) {
		return nil
	}
	_, declared := readInvopop(tag, typ, true)
	declared = slices.DeleteFunc(declared, func(c model.Constraint) bool { return c.Keyword == model.Required })
	return &model.Property{Type: typ, Declared: declared}
}

// invopopStringType reports the types invopop writes as strings though
// their Go kind says otherwise (measured with v0.14.0): time.Time (a
// date-time) and a plain []byte (base64).
func invopopStringType(t types.Type) (string, bool) {
	t = derefAll(t)
	if named, ok := types.Unalias(t).(*types.Named); ok && qualified(named) == "time.Time" {
		return "string", true
	}
	if plainBytes(t) {
		return "string", true
	}
	return "", false
}

// plainBytes reports whether t is []byte written as such, not a named
// type over it (json.RawMessage, net.IP: invopop writes each its own way).
func plainBytes(t types.Type) bool {
	s, ok := types.Unalias(t).(*types.Slice)
	return ok && types.Identical(s.Elem(), types.Typ[types.Uint8])
}

func derefAll(t types.Type) types.Type {
	for {
		ptr, ok := t.Underlying().(*types.Pointer)
		if !ok {
			return t
		}
		t = ptr.Elem()
	}
}

// setInvopopWire gives a property of Go type t what invopop writes for it
// beyond its tags: a date-time format for time.Time, base64 for []byte;
// the schema of a nested struct, of a map's values, of a list's items
// other than a basic type's and of a named list of bytes is not written
// (an unread key, which a snapshot check does not compare).
func setInvopopWire(p *model.Property, t types.Type) {
	t = derefAll(t)
	unwritten := func(key, what string) {
		p.Unread = append(p.Unread, model.Unread{Pos: p.Pos, Key: key, Why: what + " (toolvet writes the schema of a field of a basic type, or of a list of them)"})
	}
	if named, ok := types.Unalias(t).(*types.Named); ok && qualified(named) == "time.Time" {
		setWire(p, "format", "date-time")
		return
	}
	if plainBytes(t) {
		setWire(p, "contentEncoding", "base64")
		return
	}
	switch u := t.Underlying().(type) {
	case *types.Slice:
		if b, ok := u.Elem().Underlying().(*types.Basic); ok && b.Kind() == types.Uint8 {
			unwritten("", "the schema of a named list of bytes")
		} else if p.Items == nil {
			unwritten("items", "the schema of the list's items")
		}
	case *types.Array:
		if p.Items == nil {
			unwritten("items", "the schema of the list's items")
		}
	case *types.Map:
		unwritten("additionalProperties", "the schema of the map's values")
	case *types.Struct:
		unwritten("properties", "the properties of the nested object")
	}
}

func setWire(p *model.Property, key string, v any) {
	if p.Wire == nil {
		p.Wire = make(map[string]any)
	}
	p.Wire[key] = v
}

func setConstraint(cs []model.Constraint, c model.Constraint) []model.Constraint {
	for i := range cs {
		if cs[i].Keyword == c.Keyword {
			cs[i] = c
			return cs
		}
	}
	return append(cs, c)
}

// invopopKeys is the tag key of each keyword.
var invopopKeys = map[model.Keyword]string{
	model.Pattern: "pattern", model.MinLength: "minLength", model.MaxLength: "maxLength",
	model.Format: "format", model.Enum: "enum", model.Minimum: "minimum", model.Maximum: "maximum",
	model.ExclusiveMinimum: "exclusiveMinimum", model.ExclusiveMaximum: "exclusiveMaximum",
	model.MultipleOf: "multipleOf", model.MinItems: "minItems", model.MaxItems: "maxItems",
}

// declareInvopop rewrites the struct tag old so its jsonschema key states cs: options of
// the same keywords are replaced, new ones appended, commas in values
// escaped the way the reflector reads them.
func declareInvopop(old string, cs []model.Constraint) (string, bool) {
	js, present := reflect.StructTag(old).Lookup("jsonschema")
	var opts []string
	if present && js != "" {
		opts = splitOptions(js)
	}
	for _, c := range cs {
		var add []string
		switch c.Keyword {
		case model.Required:
			if !containsOpt(opts, "required") {
				add = []string{"required"}
			}
		case model.Enum:
			for _, v := range c.Strs {
				add = append(add, "enum="+v)
			}
		case model.Pattern, model.Format:
			add = []string{invopopKeys[c.Keyword] + "=" + c.Str}
		default:
			key, ok := invopopKeys[c.Keyword]
			if !ok || c.Num == nil {
				return "", false
			}
			add = []string{key + "=" + model.NumText(c.Num)}
		}
		if key, ok := invopopKeys[c.Keyword]; ok {
			opts = removeKey(opts, key)
		}
		opts = append(opts, add...)
	}
	return withOptions(old, opts, present)
}

func containsOpt(opts []string, o string) bool {
	for _, x := range opts {
		if x == o {
			return true
		}
	}
	return false
}

func removeKey(opts []string, key string) []string {
	var out []string
	for _, o := range opts {
		if k, _, ok := strings.Cut(o, "="); ok && k == key {
			continue
		}
		out = append(out, o)
	}
	return out
}

// typeReplaced reports whether an invopop jsonschema tag replaces the
// field's type by a union (anyof_type=, oneof_type=): the reflector then
// clears the type and reads none of its keywords (measured with v0.14.0:
// pattern= next to anyof_type= is dropped).
func typeReplaced(js string) bool {
	for _, o := range splitOptions(js) {
		if strings.HasPrefix(o, "anyof_type=") || strings.HasPrefix(o, "oneof_type=") {
			return true
		}
	}
	return false
}

// requireNullableInvopop rewrites the struct tag old so the reflector
// writes the field as required and nullable: required (read whatever the
// json tag says) and anyof_type=<typ>;null, which v0.14.0 writes as
// {"anyOf": [{"type": typ}, {"type": "null"}]} (measured; nullable writes
// oneOf, which OpenAI's strict subset does not list). anyof_type clears
// the type and its keywords, so only a scalar field whose tag declares
// nothing but a description or title is rewritten.
func requireNullableInvopop(old, typ string) (string, bool) {
	switch typ {
	case "string", "integer", "number", "boolean":
	default:
		return "", false
	}
	st := reflect.StructTag(old)
	for _, o := range strings.Split(st.Get("json"), ",")[1:] {
		if o == "string" {
			return "", false // the ",string" option changes the type
		}
	}
	js, present := st.Lookup("jsonschema")
	var opts []string
	if present && js != "" {
		opts = splitOptions(js)
	}
	var kept []string
	for _, o := range opts {
		k, _, hasValue := strings.Cut(o, "=")
		switch {
		case o == "required":
		case hasValue && (k == "description" || k == "title"):
			kept = append(kept, o)
		default:
			return "", false
		}
	}
	kept = append(kept, "required", "anyof_type="+typ+";null")
	return withOptions(old, kept, present)
}

// withOptions returns the tag old with its jsonschema key set to opts
// (present: the key is there already), or false when the options cannot
// be written so that the tag reads them back.
func withOptions(old string, opts []string, present bool) (string, bool) {
	value, ok := joinOptions(opts)
	if !ok || strings.Contains(value, "`") {
		return "", false
	}
	tag := setTagKey(old, "jsonschema", value, present)
	if tag == "" || reflect.StructTag(tag).Get("jsonschema") != value {
		return "", false
	}
	return tag, true
}

// invopopFlags are the options invopop reads without a value.
var invopopFlags = map[string]bool{"required": true, "nullable": true, "-": true, "": true}

// invopopPitfall finds a description the reflector drops (invopopProse)
// or an unescaped comma inside a value (invopopComma).
func invopopPitfall(decl *ast.Field, tag reflect.StructTag) (model.Pitfall, bool) {
	if pf, ok := invopopProse(decl, tag); ok {
		return pf, true
	}
	return invopopComma(decl, tag)
}

// invopopProse finds a description written where the reflector does not
// read one: a jsonschema tag of plain prose (the google/jsonschema-go
// idiom, `jsonschema:"Destination account"`) or a description tag.
// Measured with invopop/jsonschema v0.13.0 and v0.14.0 and
// eino-contrib/jsonschema v1.0.3: both are dropped, and
// jsonschema_description, which all three read, carries the text as is,
// commas included. The fix moves (jsonschema) or copies (description: it
// may be another generator's) the text there; none when the field already
// has a description the reflector reads.
func invopopProse(decl *ast.Field, tag reflect.StructTag) (model.Pitfall, bool) {
	pf := model.Pitfall{Pos: decl.Tag.Pos(), End: decl.Tag.End()}
	_, hasDesc := tag.Lookup("jsonschema_description")
	js, hasJS := tag.Lookup("jsonschema")
	for _, o := range splitOptions(js) {
		hasDesc = hasDesc || strings.HasPrefix(o, "description=")
	}
	old, err := strconv.Unquote(decl.Tag.Value)
	if err != nil {
		return model.Pitfall{}, false
	}
	if hasJS && isProse(js) {
		pf.Message = "jsonschema:" + strconv.Quote(js) + " is a description, but invopop/jsonschema reads only key=value options there and drops it: the model never sees it; write it in jsonschema_description"
		if moved, ok := renameTagKey(old, "jsonschema", "jsonschema_description"); ok && !hasDesc &&
			reflect.StructTag(moved).Get("jsonschema_description") == js {
			pf.Fix = &analysis.SuggestedFix{Message: "Move the description to jsonschema_description", TextEdits: []analysis.TextEdit{{
				Pos: decl.Tag.Pos(), End: decl.Tag.End(), NewText: []byte("`" + moved + "`"),
			}}}
		}
		return pf, true
	}
	if d, ok := tag.Lookup("description"); ok && d != "" && !hasDesc {
		pf.Message = "description:" + strconv.Quote(d) + " is read by no invopop/jsonschema reflector: the model never sees it; write it in jsonschema_description"
		pf.Fix = setTag(decl, old, "jsonschema_description", d, "Copy the description to jsonschema_description")
		return pf, true
	}
	return model.Pitfall{}, false
}

// isProse reports whether an invopop jsonschema tag is text rather than
// options: no option has a value and none is a flag the reflector knows.
// Words with an "=" in them are not told apart from options: left alone.
func isProse(js string) bool {
	if strings.TrimSpace(js) == "" {
		return false
	}
	for _, o := range splitOptions(js) {
		if strings.Contains(o, "=") || invopopFlags[strings.TrimSpace(o)] {
			return false
		}
	}
	return true
}

// setTag returns a fix that replaces decl's tag with tag plus key:"value".
func setTag(decl *ast.Field, tag, key, value, msg string) *analysis.SuggestedFix {
	if strings.Contains(value, "`") {
		return nil
	}
	tag = setTagKey(tag, key, value, false)
	if tag == "" || reflect.StructTag(tag).Get(key) != value {
		return nil
	}
	return &analysis.SuggestedFix{Message: msg, TextEdits: []analysis.TextEdit{{
		Pos: decl.Tag.Pos(), End: decl.Tag.End(), NewText: []byte("`" + tag + "`"),
	}}}
}

// invopopComma finds an unescaped comma inside a value: the reflector
// splits there and keeps only the start (measured: pattern=^[a-z]{3,8}$
// reaches the wire as "^[a-z]{3"). The fix escapes the comma as \, which
// the reflector reads back as a comma.
func invopopComma(decl *ast.Field, tag reflect.StructTag) (model.Pitfall, bool) {
	js, ok := tag.Lookup("jsonschema")
	if !ok {
		return model.Pitfall{}, false
	}
	opts := splitOptions(js)
	var fixed []string
	var broken string
	for _, o := range opts {
		if _, _, hasValue := strings.Cut(o, "="); !hasValue && !invopopFlags[o] && len(fixed) > 0 {
			prev := fixed[len(fixed)-1]
			if broken == "" {
				broken = prev + "," + o
			}
			fixed[len(fixed)-1] = prev + "," + o
			continue
		}
		fixed = append(fixed, o)
	}
	if broken == "" {
		return model.Pitfall{}, false
	}
	key, val, _ := strings.Cut(broken, "=")
	cut, _, _ := strings.Cut(val, ",")
	if key == "enum" {
		// enum=a,b,c: a list of values, each its own option to the
		// reflector (enum=a,enum=b,enum=c); escaping would make one value.
		pf := model.Pitfall{
			Pos: decl.Tag.Pos(), End: decl.Tag.End(),
			Message: "the comma in jsonschema \"" + broken + "\" splits the option: the reflector reads enum " +
				strconv.Quote(cut) + " and drops the rest; write each value as its own enum=",
		}
		var split []string
		for _, o := range fixed {
			if k, v, _ := strings.Cut(o, "="); k == "enum" && strings.Contains(v, ",") {
				for _, part := range strings.Split(v, ",") {
					split = append(split, "enum="+part)
				}
				continue
			}
			split = append(split, o)
		}
		if value, ok := joinOptions(split); ok {
			pf.Fix = retag(decl, "jsonschema", value, "Write each enum value as its own option")
		}
		return pf, true
	}
	pf := model.Pitfall{
		Pos: decl.Tag.Pos(), End: decl.Tag.End(),
		Message: "the comma in jsonschema \"" + broken + "\" splits the option: the reflector reads " + key + " " +
			strconv.Quote(cut) + " and drops the rest; escape the comma as \\,",
	}
	if value, ok := joinOptions(fixed); ok {
		pf.Fix = retag(decl, "jsonschema", value, "Escape the comma")
	}
	return pf, true
}
