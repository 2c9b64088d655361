package gosdk

import (
	"encoding/json"
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ast/inspector"

	"github.com/toolvet/toolvet/internal/adapter/structschema"
	"github.com/toolvet/toolvet/internal/model"
	"github.com/toolvet/toolvet/internal/resolve"
)

// A tool's explicit InputSchema is read when it is a *jsonschema.Schema
// toolvet can see whole: a composite literal, or what jsonschema.For[T]
// infers from T, each optionally followed by assignments in the same block
// (s.Properties["x"].Pattern = "^acct_"). Anything else (TypeSchemas, a
// schema passed in as a parameter, properties set in loops or through
// other variables, json.RawMessage or map schemas) leaves the tool opaque.

const jsonschemaPath = "github.com/google/jsonschema-go/jsonschema"

// What the messages say a fix writes into (the tag would take words only).
const (
	declareInLiteral = "the tool's explicit *jsonschema.Schema"
	declareInFor     = "the tool's *jsonschema.Schema, after jsonschema.For"
)

// schema is one explicit input schema as read.
type schema struct {
	key         ast.Node // the literal or the jsonschema.For call: shared by tools when equal
	props       []*model.Property
	conditional bool
	// closed: the schema has "additionalProperties": false (For writes it).
	closed bool
	// propsWritten: the literal sets Properties, which jsonschema-go then
	// writes even when the map is empty.
	propsWritten bool
	// input is the struct the schema is reflected from (ForType), whose
	// tags may carry rules; nil otherwise.
	input types.Type
}

// propState is one property of an explicit schema and where its keywords
// are written.
type propState struct {
	p   *model.Property
	lit *ast.CompositeLit // the property's literal; nil when inferred by For
	// set holds, per keyword, the expression that sets it last: a fix
	// replaces it.
	set map[model.Keyword]ast.Expr
	// desc is the expression that sets the description last, or nil.
	desc ast.Expr
	// opaque: a field toolvet does not read may constrain the property.
	opaque bool
	// shared: a helper that other tools call too adds the property
	// (adder.go), and a keyword goes there, unfixed; "" when not.
	shared string
	// en binds the parameters of the function whose literal the property
	// is read from, when a function builds it; nil for a literal.
	en resolve.Env
}

// explicitSchema reads the InputSchema value of a tool into t; en binds
// the parameters of the function the tool is read in at one of its call
// sites (a tool factory), nil elsewhere.
func (f *finder) explicitSchema(t *model.Tool, value ast.Expr, en resolve.Env) {
	s := f.readSchema(value, en)
	if s == nil {
		if why := f.reflectedWhy(value, en); why != "" {
			t.MarkOpaque(value.Pos(), why)
			return
		}
		t.WireJSON = f.rawSchema(value)
		t.Conditional = f.conditionalLiteral(value)
		t.MarkOpaque(value.Pos(), "an InputSchema toolvet cannot read whole (built at run time, or changed where toolvet does not follow)")
		return // stays opaque
	}
	t.Opaque = false
	t.Properties = s.props
	t.Closed = s.closed
	t.Wire.EmptyProperties = s.propsWritten
	t.Conditional = s.conditional
	if s.input != nil && t.Input == nil {
		t.Input = s.input
	}
	f.schemaTools[s.key] = append(f.schemaTools[s.key], t)
}

// rawSchema returns the JSON text of an InputSchema given as a constant
// (json.RawMessage(`{…}`)), which go-sdk sends verbatim; "" otherwise.
// toolvet does not read its properties: the tool stays opaque to the
// rules, but `toolvet tools` lists what goes on the wire.
func (f *finder) rawSchema(value ast.Expr) string {
	v, ok := f.rawJSON(f.Index.Expr(value))
	if _, isObject := v.(map[string]any); !ok || !isObject {
		return ""
	}
	b, err := json.Marshal(v)
	if err != nil {
		return ""
	}
	return string(b)
}

// conditionalKeys are the Schema fields that state rules across
// properties.
var conditionalKeys = map[string]bool{
	"If": true, "Then": true, "Else": true, "AllOf": true, "AnyOf": true, "OneOf": true, "Not": true,
	"DependentRequired": true, "DependentSchemas": true,
}

// conditionalLiteral reports whether a schema toolvet cannot read whole is
// a literal with a field that may state cross-property rules: the
// crossfield analyzer then leaves the tool alone.
func (f *finder) conditionalLiteral(value ast.Expr) bool {
	u, ok := f.Index.Expr(value).(*ast.UnaryExpr)
	if !ok || u.Op != token.AND {
		return false
	}
	lit, ok := ast.Unparen(u.X).(*ast.CompositeLit)
	if !ok || !isSchemaType(f.TypesInfo.TypeOf(lit)) {
		return false
	}
	for _, elt := range lit.Elts {
		if kv, ok := elt.(*ast.KeyValueExpr); ok {
			if key, ok := kv.Key.(*ast.Ident); ok && conditionalKeys[key.Name] {
				return true
			}
		}
	}
	return false
}

// unshare drops the anchors of schemas that several tools use: a keyword
// one handler needs would be declared for the others too.
func (f *finder) unshare() {
	for _, ts := range f.schemaTools {
		if len(ts) < 2 {
			continue
		}
		for _, t := range ts {
			for _, p := range t.Properties {
				p.Anchor = nil
			}
		}
	}
}

// readSchema reads an InputSchema value, or returns nil when toolvet cannot
// see all of it.
func (f *finder) readSchema(value ast.Expr, en resolve.Env) *schema {
	value = calledLiteralResult(value)
	if call, a, via := f.adderAt(value); a != nil {
		if !f.onlyFollowed(via) {
			// v := adder(&jsonschema.Schema{…}), then edits of v: the
			// literal, the adder's properties, then the edits.
			if lit := schemaLiteral(f.TypesInfo, call.Args[a.param]); lit != nil && len(via) == 1 {
				return f.literalSchema(lit, via[0], en, a)
			}
			return nil
		}
		s := f.readSchema(call.Args[a.param], en)
		if s != nil {
			f.addedProperties(s, a)
		}
		return s
	}
	e, via := f.Index.ExprVia(value)
	if u, ok := e.(*ast.UnaryExpr); ok && u.Op == token.AND {
		lit, ok := ast.Unparen(u.X).(*ast.CompositeLit)
		if !ok || !isSchemaType(f.TypesInfo.TypeOf(lit)) {
			return nil
		}
		var holder *ast.Ident
		if len(via) > 0 {
			holder, via = via[len(via)-1], via[:len(via)-1]
		}
		if !f.onlyFollowed(via) {
			return nil
		}
		return f.literalSchema(lit, holder, en, nil)
	}
	id, ok := e.(*ast.Ident)
	if !ok || !f.onlyFollowed(via) {
		return nil
	}
	if s, _, matched := f.reflectedSchema(id, en); matched {
		return s
	}
	return f.forSchema(id)
}

// calledLiteralResult returns what a function literal called in place
// with no arguments returns, func() *jsonschema.Schema { s := …; …; return
// s }(), when its one return statement ends its body: the value is that
// expression, read in the literal's body. Any other e is returned as is.
func calledLiteralResult(e ast.Expr) ast.Expr {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok || len(call.Args) != 0 {
		return e
	}
	fn, ok := ast.Unparen(call.Fun).(*ast.FuncLit)
	if !ok || len(fn.Body.List) == 0 {
		return e
	}
	ret, ok := fn.Body.List[len(fn.Body.List)-1].(*ast.ReturnStmt)
	if !ok || len(ret.Results) != 1 {
		return e
	}
	returns := 0
	ast.Inspect(fn.Body, func(n ast.Node) bool {
		switch n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			returns++
		}
		return true
	})
	if returns != 1 {
		return e
	}
	return ret.Results[0]
}

// schemaLiteral returns the literal of &jsonschema.Schema{…}, or nil.
func schemaLiteral(info *types.Info, e ast.Expr) *ast.CompositeLit {
	u, ok := ast.Unparen(e).(*ast.UnaryExpr)
	if !ok || u.Op != token.AND {
		return nil
	}
	lit, ok := ast.Unparen(u.X).(*ast.CompositeLit)
	if !ok || !isSchemaType(info.TypeOf(lit)) {
		return nil
	}
	return lit
}

// onlyFollowed reports whether each identifier's variable is used nowhere
// but there: nothing else can change the value on its way.
func (f *finder) onlyFollowed(via []*ast.Ident) bool {
	for _, id := range via {
		uses := f.uses()[f.TypesInfo.Uses[id]]
		if len(uses) != 1 || uses[0] != id {
			return false
		}
	}
	return true
}

// uses maps the package's variables to the identifiers that use them
// (built once, only for packages with explicit schemas).
func (f *finder) uses() map[types.Object][]*ast.Ident {
	if f.varUses == nil {
		f.varUses = make(map[types.Object][]*ast.Ident)
		for id, obj := range f.TypesInfo.Uses {
			if _, ok := obj.(*types.Var); ok {
				f.varUses[obj] = append(f.varUses[obj], id)
			}
		}
	}
	return f.varUses
}

// literalSchema reads &jsonschema.Schema{...}. holder is the variable that
// holds it when the tool reaches it through one, whose assignments after
// the literal are read too.
func (f *finder) literalSchema(lit *ast.CompositeLit, holder *ast.Ident, en resolve.Env, added *adder) *schema {
	site := &schemaSite{file: f.Fset.File(lit.Pos()), astFile: f.astFile(lit.Pos()), top: lit}
	s := &schema{key: lit}
	states := make(map[string]*propState)
	var order []string
	allOpaque := false
	var required []string
	for _, elt := range lit.Elts {
		kv, ok := elt.(*ast.KeyValueExpr)
		if !ok {
			return nil
		}
		key, _ := kv.Key.(*ast.Ident)
		if key == nil {
			return nil
		}
		switch key.Name {
		case "Type":
			if v, ok := resolve.ConstString(f.TypesInfo, kv.Value); !ok || v != "object" {
				return nil
			}
		case "Properties":
			entries, ok := f.propertyEntries(kv.Value, en)
			if !ok {
				return nil
			}
			s.propsWritten = true
			for _, pkv := range entries {
				name, ok := resolve.ConstString(f.TypesInfo, pkv.Key)
				if !ok || states[name] != nil {
					return nil
				}
				ps := f.literalProperty(name, pkv)
				states[name] = ps
				order = append(order, name)
			}
		case "Required":
			names, ok := f.requiredNames(kv.Value, en)
			if !ok {
				return nil
			}
			required = append(required, names...)
			site.required = kv
		case "DependentRequired":
			s.conditional = true
		case "If", "Then", "Else", "AllOf", "AnyOf", "OneOf", "Not", "DependentSchemas":
			s.conditional = true
			allOpaque = true // they may constrain any property
		case "Title", "Description", "Schema", "ID", "Comment", "AdditionalProperties", "PropertyOrder",
			"Examples", "Default", "Deprecated", "ReadOnly", "WriteOnly":
		default:
			return nil // $ref, patternProperties, Extra, ...: not read
		}
	}
	if added != nil {
		// An adder the literal is given before the holder holds it.
		required = append(required, f.applyAdder(added, states, &order)...)
	}
	if holder != nil {
		edits, ok := f.postEdits(f.TypesInfo.Uses[holder], holder, states)
		if !ok {
			return nil
		}
		required = append(required, edits.required...)
		order = append(order, edits.added...)
		for _, a := range edits.adders {
			required = append(required, f.applyAdder(a, states, &order)...)
		}
	}
	for _, name := range order {
		ps := states[name]
		ps.p.DeclareIn = declareInLiteral
		if ps.shared != "" {
			ps.p.DeclareIn = ps.shared
		} else {
			ps.p.Anchor = &schemaAnchor{site: site, prop: ps}
		}
		ps.p.Opaque = ps.opaque || allOpaque
		if contains(required, name) {
			declare(ps, model.Constraint{Keyword: model.Required}, nil)
		}
		s.props = append(s.props, ps.p)
	}
	return s
}

// literalProperty reads one "name": {...} entry of a Properties literal.
func (f *finder) literalProperty(name string, kv *ast.KeyValueExpr) *propState {
	ps := &propState{
		p:   &model.Property{Name: name, Pos: kv.Pos(), Description: model.Text{Known: true, Pos: kv.Pos()}},
		set: make(map[model.Keyword]ast.Expr),
	}
	v := ast.Unparen(kv.Value)
	if u, ok := v.(*ast.UnaryExpr); ok && u.Op == token.AND {
		v = ast.Unparen(u.X)
	}
	lit, ok := v.(*ast.CompositeLit)
	var en resolve.Env
	if ok {
		ps.lit = lit
	} else if call, isCall := f.Index.Shallow(kv.Value, nil).(*ast.CallExpr); isCall {
		// A function of the package that builds the property from its
		// arguments (fieldsProperty("Fields to return", fieldNames)):
		// its literal, read with its parameters bound to the arguments.
		// A fix would edit what every caller shares: no anchor.
		if lit, en = f.schemaLit(call, nil); lit != nil {
			ps.en = en
			ps.shared = resolve.Callee(f.TypesInfo, call).Name() + ", which builds the property for every caller"
		}
	}
	if lit == nil {
		ps.opaque = true // a schema from elsewhere: its keywords are out of sight
		return ps
	}
	for _, elt := range lit.Elts {
		fkv, ok := elt.(*ast.KeyValueExpr)
		if !ok {
			ps.opaque = true
			continue
		}
		value := fkv.Value
		if en != nil {
			value = f.Index.Shallow(value, en)
		}
		if key, ok := fkv.Key.(*ast.Ident); !ok || !f.readField(ps, key.Name, value) {
			ps.opaque = true
		}
	}
	return ps
}

// fieldKeywords are the Schema fields holding the keywords toolvet models.
var fieldKeywords = map[string]model.Keyword{
	"Pattern":          model.Pattern,
	"Format":           model.Format,
	"Enum":             model.Enum,
	"Minimum":          model.Minimum,
	"Maximum":          model.Maximum,
	"ExclusiveMinimum": model.ExclusiveMinimum,
	"ExclusiveMaximum": model.ExclusiveMaximum,
	"MultipleOf":       model.MultipleOf,
	"MinLength":        model.MinLength,
	"MaxLength":        model.MaxLength,
	"MinItems":         model.MinItems,
	"MaxItems":         model.MaxItems,
}

// keywordFields is fieldKeywords the other way.
var keywordFields = func() map[model.Keyword]string {
	m := make(map[model.Keyword]string)
	for f, k := range fieldKeywords {
		m[k] = f
	}
	return m
}()

// readField records what setting field name to value declares. It
// returns false for fields that may constrain the property in ways
// toolvet does not model (Const, AllOf, ...).
func (f *finder) readField(ps *propState, name string, value ast.Expr) bool {
	p := ps.p
	if k, ok := fieldKeywords[name]; ok {
		if isNil(f.TypesInfo, ast.Unparen(value)) {
			// Unset: nothing declared, but a fix replaces this nil.
			p.Declared = deleteKeyword(p.Declared, k)
			ps.set[k] = value
			return true
		}
		// A value toolvet cannot read is declared with no value: it is
		// there, but cannot be compared (no finding).
		c := model.Constraint{Keyword: k}
		switch k {
		case model.Pattern, model.Format:
			c.Str, _ = resolve.ConstString(f.TypesInfo, value)
		case model.Enum:
			c.Strs, _ = f.constStrings(value)
		default:
			c.Num = f.ptrConst(value)
		}
		declare(ps, c, value)
		return true
	}
	switch name {
	case "Type":
		typ, ok := resolve.ConstString(f.TypesInfo, value)
		p.Type = typ
		return ok
	case "Description":
		value = resolve.DefaultText(f.TypesInfo, value)
		s, ok := constText(f.TypesInfo, value)
		p.Description = model.Text{Value: s, Known: ok, Pos: value.Pos()}
		ps.desc = value
		return true
	case "Title", "Default", "Examples", "Deprecated", "ReadOnly", "WriteOnly", "Comment",
		"Items", "PrefixItems", "UniqueItems", "Properties", "Required", "AdditionalProperties",
		"PropertyOrder", "MinProperties", "MaxProperties", "ContentEncoding", "ContentMediaType":
		// No keyword toolvet compares on this property: only what
		// `toolvet tools` writes.
		f.wireField(ps, name, value)
		return true
	case "AnyOf", "OneOf", "AllOf", "Not", "Const", "If", "Then", "Else":
		// Written, but they may constrain the property in ways toolvet
		// does not compare: the property stays opaque.
		f.wireField(ps, name, value)
		p.Unread = append(p.Unread, model.Unread{Pos: value.Pos(), Written: true, Why: "its " + name + " as a rule (written, not compared)"})
		return false
	}
	return false
}

// wireField records in p.Wire what field, set to value, writes beyond the
// keywords toolvet compares, or in p.Unread that toolvet cannot tell.
func (f *finder) wireField(ps *propState, field string, value ast.Expr) {
	p := ps.p
	name, v, ok := f.fieldWire(field, value, ps.en, 0)
	switch {
	case !ok:
		p.Unread = append(p.Unread, model.Unread{Pos: value.Pos(), Key: wireName(field), Why: "its " + field + " (not a schema of constants toolvet follows)"})
	case name != "":
		if p.Wire == nil {
			p.Wire = make(map[string]any)
		}
		p.Wire[name] = v
	}
}

// declare records c as declared by value (nil for required, which the
// parent schema declares).
func declare(ps *propState, c model.Constraint, value ast.Expr) {
	ps.p.Declared = append(deleteKeyword(ps.p.Declared, c.Keyword), c)
	if value != nil {
		ps.set[c.Keyword] = value
	}
}

func deleteKeyword(cs []model.Constraint, k model.Keyword) []model.Constraint {
	out := cs[:0]
	for _, c := range cs {
		if c.Keyword != k {
			out = append(out, c)
		}
	}
	return out
}

// ptrConst returns c of jsonschema.Ptr(c), or of any generic function of
// Ptr's signature, func[T any](T) *T (k8s.io/utils/ptr.To, lo.ToPtr):
// given only the value, the pointer it returns can only be to it.
func (f *finder) ptrConst(e ast.Expr) constant.Value {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok || len(call.Args) != 1 {
		return nil
	}
	if !resolve.IsCallTo(f.TypesInfo, call, jsonschemaPath, "Ptr") && !pointsTo(resolve.Callee(f.TypesInfo, call)) {
		return nil
	}
	tv := f.TypesInfo.Types[call.Args[0]]
	if tv.Value == nil || tv.Value.Kind() != constant.Int && tv.Value.Kind() != constant.Float {
		return nil
	}
	return tv.Value
}

// pointsTo reports whether fn's generic signature is func[T any](T) *T.
func pointsTo(fn *types.Func) bool {
	if fn == nil {
		return false
	}
	sig := fn.Origin().Signature()
	if sig.TypeParams().Len() != 1 || sig.Params().Len() != 1 || sig.Results().Len() != 1 || sig.Recv() != nil {
		return false
	}
	tp := sig.TypeParams().At(0)
	ptr, ok := sig.Results().At(0).Type().(*types.Pointer)
	return ok && sig.Params().At(0).Type() == tp && ptr.Elem() == tp
}

// propertyEntries returns the entries of a schema's Properties value: a
// map literal, or a local variable defined as one and then merged into by
// maps.Copy(v, m) statements of its block, m a map literal or a parameter
// en binds to one (a tool factory adding its caller's properties to its
// own). A later entry replaces an earlier one of the same key, as
// maps.Copy does. ok is false for anything else, and for a variable used
// otherwise.
func (f *finder) propertyEntries(e ast.Expr, en resolve.Env) ([]*ast.KeyValueExpr, bool) {
	var lits []*ast.CompositeLit
	switch e := ast.Unparen(e).(type) {
	case *ast.CompositeLit:
		lits = append(lits, e)
	case *ast.Ident:
		v, ok := f.TypesInfo.Uses[e].(*types.Var)
		if !ok {
			return nil, false
		}
		def, ok := f.defStmt(v)
		if !ok {
			return nil, false
		}
		as, ok := def.Node().(*ast.AssignStmt)
		if !ok || len(as.Lhs) != 1 || len(as.Rhs) != 1 {
			return nil, false
		}
		first, ok := ast.Unparen(as.Rhs[0]).(*ast.CompositeLit)
		block, isBlock := def.Parent().Node().(*ast.BlockStmt)
		if !ok || !isBlock {
			return nil, false
		}
		lits = append(lits, first)
		accepted := map[*ast.Ident]bool{e: true}
		after := false
		for _, stmt := range block.List {
			if stmt == as {
				after = true
				continue
			}
			es, ok := stmt.(*ast.ExprStmt)
			if !after || !ok {
				continue
			}
			call, ok := ast.Unparen(es.X).(*ast.CallExpr)
			if !ok || len(call.Args) != 2 || !resolve.IsCallTo(f.TypesInfo, call, "maps", "Copy") {
				continue
			}
			dst, ok := ast.Unparen(call.Args[0]).(*ast.Ident)
			if !ok || f.TypesInfo.Uses[dst] != v {
				continue
			}
			src, ok := f.Index.ExprIn(call.Args[1], en).(*ast.CompositeLit)
			if !ok {
				return nil, false
			}
			lits = append(lits, src)
			accepted[dst] = true
		}
		for _, id := range f.uses()[v] {
			if !accepted[id] {
				return nil, false // changed, or handed on, where toolvet does not follow
			}
		}
	default:
		return nil, false
	}
	var entries []*ast.KeyValueExpr
	at := make(map[string]int)
	for _, lit := range lits {
		for _, elt := range lit.Elts {
			kv, ok := elt.(*ast.KeyValueExpr)
			if !ok {
				return nil, false
			}
			name, ok := resolve.ConstString(f.TypesInfo, kv.Key)
			if !ok {
				return nil, false
			}
			if i, seen := at[name]; seen {
				entries[i] = kv
				continue
			}
			at[name] = len(entries)
			entries = append(entries, kv)
		}
	}
	return entries, true
}

// requiredNames reads a schema's Required value: a literal of string
// constants, or append(literal, names...) whose names are constants or,
// spread, a literal (through variables assigned once and the parameters
// en binds).
func (f *finder) requiredNames(e ast.Expr, en resolve.Env) ([]string, bool) {
	e = f.Index.ExprIn(e, en)
	if resolve.IsNil(f.TypesInfo, e) {
		return nil, true
	}
	call, ok := e.(*ast.CallExpr)
	if !ok {
		return f.constStrings(e)
	}
	if !resolve.IsBuiltin(f.TypesInfo, call.Fun, "append") || len(call.Args) == 0 {
		return nil, false
	}
	names, ok := f.requiredNames(call.Args[0], en)
	if !ok {
		return nil, false
	}
	for i, arg := range call.Args[1:] {
		if call.Ellipsis.IsValid() && i == len(call.Args)-2 {
			more, ok := f.requiredNames(arg, en)
			if !ok {
				return nil, false
			}
			names = append(names, more...)
			continue
		}
		s, ok := resolve.ConstString(f.TypesInfo, f.Index.ExprIn(arg, en))
		if !ok {
			return nil, false
		}
		names = append(names, s)
	}
	return names, true
}

// constStrings reads a []string{...} or []any{...} literal of string
// constants.
func (f *finder) constStrings(e ast.Expr) ([]string, bool) {
	lit, ok := ast.Unparen(e).(*ast.CompositeLit)
	if !ok {
		return nil, false
	}
	var out []string
	for _, elt := range lit.Elts {
		s, ok := resolve.ConstString(f.TypesInfo, elt)
		if !ok {
			return nil, false
		}
		out = append(out, s)
	}
	return out, true
}

// schemaCall returns the call of jsonschema's reflector name (For,
// ForType) whose first result v is given where it is declared, s, err :=
// jsonschema.For[T](opts), with plain options; and that declaration.
func (f *finder) schemaCall(v *types.Var, name string) (*ast.CallExpr, inspector.Cursor, *ast.AssignStmt) {
	def, ok := f.defStmt(v)
	if !ok {
		return nil, def, nil
	}
	as, ok := def.Node().(*ast.AssignStmt)
	if !ok || len(as.Lhs) != 2 || len(as.Rhs) != 1 {
		return nil, def, nil
	}
	if lhs, ok := as.Lhs[0].(*ast.Ident); !ok || f.TypesInfo.ObjectOf(lhs) != v {
		return nil, def, nil
	}
	call, ok := ast.Unparen(as.Rhs[0]).(*ast.CallExpr)
	if !ok || len(call.Args) == 0 || !f.plainOptions(call.Args[len(call.Args)-1]) || !resolve.IsCallTo(f.TypesInfo, call, jsonschemaPath, name) {
		return nil, def, nil
	}
	return call, def, as
}

// forSchema reads s where s, err := jsonschema.For[T](opts).
func (f *finder) forSchema(id *ast.Ident) *schema {
	v, ok := f.TypesInfo.Uses[id].(*types.Var)
	if !ok {
		return nil
	}
	call, def, as := f.schemaCall(v, "For")
	if call == nil || len(call.Args) != 1 {
		return nil
	}
	typ := f.typeArg(call)
	if typ == nil {
		return nil
	}
	if _, ptr := typ.Underlying().(*types.Pointer); ptr {
		return nil // a pointer's schema is not of type "object": AddTool panics
	}
	props, pitfalls, ok := structschema.Properties(f.Fset, typ, f.fields, structschema.Google)
	if !ok || len(pitfalls) > 0 {
		return nil // For fails, or infers what toolvet does not model
	}
	states := make(map[string]*propState)
	for _, p := range props {
		p.InWords, p.Anchor, p.DeclareIn = "", nil, declareInFor
		p.Pos = call.Pos()
		states[p.Name] = &propState{p: p, set: make(map[model.Keyword]ast.Expr)}
	}
	edits, ok := f.postEdits(v, id, states)
	if !ok || len(edits.adders) > 0 || len(edits.added) > 0 {
		return nil // properties added after For: not read yet
	}
	site := &schemaSite{
		file:    f.Fset.File(call.Pos()),
		astFile: f.astFile(call.Pos()),
		varName: v.Name(),
		after:   edits.last,
	}
	if site.after == nil {
		site.after = as
		// After the error check that follows For, when there is one.
		if next, ok := def.NextSibling(); ok {
			if is, ok := next.Node().(*ast.IfStmt); ok && is.Init == nil && mentions(f.TypesInfo, is.Cond, as.Lhs[1]) {
				site.after = is
			}
		}
	}
	site.next = nextPos(def.Parent().Node(), site.after)
	for _, p := range props {
		ps := states[p.Name]
		if contains(edits.required, p.Name) {
			declare(ps, model.Constraint{Keyword: model.Required}, nil)
		}
		p.Opaque = ps.opaque
		p.Anchor = &schemaAnchor{site: site, prop: ps}
	}
	return &schema{key: call, props: props, closed: true}
}

// plainOptions reports whether For's options are nil or an empty
// &jsonschema.ForOptions{}: TypeSchemas and IgnoreInvalidTypes change what
// For infers.
func (f *finder) plainOptions(e ast.Expr) bool {
	e = ast.Unparen(e)
	if isNil(f.TypesInfo, e) {
		return true
	}
	u, ok := e.(*ast.UnaryExpr)
	if !ok || u.Op != token.AND {
		return false
	}
	lit, ok := ast.Unparen(u.X).(*ast.CompositeLit)
	return ok && len(lit.Elts) == 0
}

// typeArg returns T of jsonschema.For[T](...).
func (f *finder) typeArg(call *ast.CallExpr) types.Type {
	targs := resolve.TypeArgs(f.TypesInfo, call)
	if targs == nil || targs.Len() != 1 {
		return nil
	}
	return targs.At(0)
}

// postEditResult is what assignments after a schema's definition add.
type postEditResult struct {
	required []string
	last     ast.Stmt // the last of them
	// adders are the package's helpers applied to the schema after
	// (adder.go), in order.
	adders []*adder
	// added are the properties set whole after (v.Properties["x"] =
	// &jsonschema.Schema{…}) that the schema did not have, in order.
	added []string
}

// postEdits reads the uses of v, the variable holding a schema, other than
// the one the tool is reached through (followed): each must be an
// assignment in the block of v's definition, after it, of the form
// v.Properties["x"].Field = value or v.Required = append(v.Required, "x", …).
// ok is false for any other use.
func (f *finder) postEdits(v types.Object, followed *ast.Ident, states map[string]*propState) (postEditResult, bool) {
	var res postEditResult
	uses := f.uses()[v]
	if len(uses) == 1 && uses[0] == followed {
		return res, true
	}
	vv, ok := v.(*types.Var)
	if !ok {
		return res, false
	}
	def, ok := f.defStmt(vv)
	if !ok {
		return res, false
	}
	block, ok := def.Parent().Node().(*ast.BlockStmt)
	if !ok {
		return res, false
	}
	accepted := map[*ast.Ident]bool{followed: true}
	after := false
	for _, stmt := range block.List {
		if stmt == def.Node() {
			after = true
			continue
		}
		if !after {
			continue
		}
		if a, roots, ok := f.adderCall(stmt, v); ok {
			res.adders = append(res.adders, a)
			for _, r := range roots {
				accepted[r] = true
			}
			continue
		}
		as, ok := stmt.(*ast.AssignStmt)
		if !ok || as.Tok != token.ASSIGN || len(as.Lhs) != 1 || len(as.Rhs) != 1 {
			continue
		}
		if key, root, ok := f.propertyKey(as.Lhs[0], v); ok {
			// v.Properties["x"] = value: the property, whole.
			if f.refers(as.Rhs[0], v) {
				return res, false
			}
			name, _ := resolve.ConstString(f.TypesInfo, key)
			if states[name] == nil {
				res.added = append(res.added, name)
			}
			states[name] = f.literalProperty(name, &ast.KeyValueExpr{Key: key, Colon: as.TokPos, Value: as.Rhs[0]})
			accepted[root] = true
			res.last = as
			continue
		}
		if name, field, root, ok := f.propertyField(as.Lhs[0], v); ok {
			ps := states[name]
			if ps == nil || f.refers(as.Rhs[0], v) {
				return res, false // a property the schema lacks: nil at run time
			}
			if !f.readField(ps, field, as.Rhs[0]) {
				ps.opaque = true
			}
			if ps.lit == nil {
				ps.p.Pos = as.Pos() // where the property's keywords are written
			}
			accepted[root] = true
			res.last = as
			continue
		}
		if names, roots, ok := f.requiredAppend(as, v); ok {
			res.required = append(res.required, names...)
			for _, r := range roots {
				accepted[r] = true
			}
			res.last = as
		}
	}
	for _, id := range uses {
		if !accepted[id] {
			return res, false
		}
	}
	return res, true
}

// propertyField matches v.Properties["name"].Field.
func (f *finder) propertyField(e ast.Expr, v types.Object) (name, field string, root *ast.Ident, ok bool) {
	sel, ok := e.(*ast.SelectorExpr)
	if !ok {
		return "", "", nil, false
	}
	key, root, ok := f.propertyKey(sel.X, v)
	if !ok {
		return "", "", nil, false
	}
	name, _ = resolve.ConstString(f.TypesInfo, key)
	return name, sel.Sel.Name, root, true
}

// requiredAppend matches v.Required = append(v.Required, "a", "b").
func (f *finder) requiredAppend(as *ast.AssignStmt, v types.Object) (names []string, roots []*ast.Ident, ok bool) {
	isRequired := func(e ast.Expr) *ast.Ident {
		sel, ok := ast.Unparen(e).(*ast.SelectorExpr)
		if !ok || sel.Sel.Name != "Required" {
			return nil
		}
		id, ok := ast.Unparen(sel.X).(*ast.Ident)
		if !ok || f.TypesInfo.Uses[id] != v {
			return nil
		}
		return id
	}
	lhs := isRequired(as.Lhs[0])
	call, ok := ast.Unparen(as.Rhs[0]).(*ast.CallExpr)
	if lhs == nil || !ok || call.Ellipsis.IsValid() || len(call.Args) < 2 {
		return nil, nil, false
	}
	if !resolve.IsBuiltin(f.TypesInfo, call.Fun, "append") {
		return nil, nil, false
	}
	arg := isRequired(call.Args[0])
	if arg == nil {
		return nil, nil, false
	}
	for _, a := range call.Args[1:] {
		s, ok := resolve.ConstString(f.TypesInfo, a)
		if !ok {
			return nil, nil, false
		}
		names = append(names, s)
	}
	return names, []*ast.Ident{lhs, arg}, true
}

// refers reports whether e uses v.
func (f *finder) refers(e ast.Expr, v types.Object) bool {
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok && f.TypesInfo.Uses[id] == v {
			found = true
		}
		return !found
	})
	return found
}

// mentions reports whether e uses the variable id defines.
func mentions(info *types.Info, e ast.Expr, id ast.Expr) bool {
	def, ok := id.(*ast.Ident)
	if !ok {
		return false
	}
	obj := info.ObjectOf(def)
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		if x, ok := n.(*ast.Ident); ok && obj != nil && info.Uses[x] == obj {
			found = true
		}
		return !found
	})
	return found
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// isSchemaType reports whether t is jsonschema.Schema.
func isSchemaType(t types.Type) bool {
	return resolve.IsNamed(t, jsonschemaPath, "Schema")
}

// defStmt returns the statement that defines local variable v (an
// assignment or a var declaration).
func (f *finder) defStmt(v *types.Var) (inspector.Cursor, bool) {
	cur, ok := f.Inspector.FindByPos(v.Pos(), v.Pos()+token.Pos(len(v.Name())))
	if !ok {
		return cur, false
	}
	parent := cur.Parent()
	switch parent.Node().(type) {
	case *ast.AssignStmt:
		return parent, true
	case *ast.ValueSpec:
		if decl := parent.Parent().Parent(); decl.Valid() {
			if _, ok := decl.Node().(*ast.DeclStmt); ok {
				return decl, true
			}
		}
	}
	return cur, false
}

// astFile returns the file holding pos.
func (f *finder) astFile(pos token.Pos) *ast.File {
	for _, file := range f.Files {
		if file.FileStart <= pos && pos <= file.FileEnd {
			return file
		}
	}
	return nil
}

// nextPos returns where what follows stmt in block begins: the next
// statement, or the closing brace; NoPos when block is not a block.
func nextPos(block ast.Node, stmt ast.Stmt) token.Pos {
	b, ok := block.(*ast.BlockStmt)
	if !ok {
		return token.NoPos
	}
	for i, st := range b.List {
		if st == stmt {
			if i+1 < len(b.List) {
				return b.List[i+1].Pos()
			}
			return b.Rbrace
		}
	}
	return token.NoPos
}
