package flow

import (
	"go/constant"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/ssa"
)

// A project's own schema reflector. A registration wrapper may build a
// tool's schema itself, from the dynamic type of a value it is given:
//
//	func buildSchema(argsType any) (*mcp.ToolInputSchema, error) {
//		t := reflect.TypeOf(argsType)
//		for i := 0; i < t.NumField(); i++ {
//			f := t.Field(i)
//			prop := map[string]any{"type": inferType(f.Type)}
//			for _, part := range strings.Split(f.Tag.Get("jsonschema"), ",") {
//				switch {
//				case part == "required":
//					required = append(required, name)
//				case strings.HasPrefix(part, "minimum="):
//					prop["minimum"] = parseNumber(strings.TrimPrefix(part, "minimum="))
//				…
//
// What such a reflector reads of a struct is a dialect of struct tags:
// which tag holds its options, which option keys it honours, which words
// make a field required. TagDialect reads that off the code, by following
// the values of every tag it gets (reflect.StructTag.Get) through the
// string functions that split and test them, into the functions of the
// package it hands them to. A reflector whose reading is anything else (an
// option key it stores under another name, a word it tests that is not
// "required", options in two tags) has no dialect: its schema stays unread.

// TagDialect is what a project's reflector reads of a struct's tags.
// Properties are the fields encoding/json decodes, by their JSON names,
// typed as their Go types.
type TagDialect struct {
	// Tag is the struct tag holding comma-separated options, key=value
	// or words ("" when the reflector reads none).
	Tag string
	// Options are the option keys honoured, each stored as the schema
	// keyword of the same name ("minimum", "description", "enum").
	Options []string
	// Enum: each enum=v option adds v to the enum.
	Enum bool
	// Required are the tags whose option "required" makes a field
	// required; RequiredWord the tags where the word anywhere does
	// (strings.Contains(tag, "required"): validate:"required,min=1").
	Required, RequiredWord []string
	// SkipUntagged: a field without a json tag is no property.
	SkipUntagged bool
}

// Honours reports whether the dialect reads option key.
func (d *TagDialect) Honours(key string) bool { return d != nil && slices.Contains(d.Options, key) }

// dialectKeywords are the option keys a reflector may store as the schema
// keyword of the same name, and toolvet reads so.
var dialectKeywords = map[string]bool{
	"description": true, "enum": true, "pattern": true, "format": true,
	"minimum": true, "maximum": true, "exclusiveMinimum": true, "exclusiveMaximum": true, "multipleOf": true,
	"minLength": true, "maxLength": true, "minItems": true, "maxItems": true,
}

// maxDialectDepth bounds how deep into the package's functions a tag's
// value is followed.
const maxDialectDepth = 3

// ReflectedParam reports whether fn, a function of the package, reflects
// the dynamic type of its parameter i (reflect.TypeOf(p)), and returns the
// dialect in which it reads that type's fields' tags; nil when it reads
// them in a way toolvet does not model.
func (g *Graph) ReflectedParam(fn *types.Func, i int) (*TagDialect, bool) {
	if g == nil || !g.buildAt(fn.Pos()) {
		return nil, false
	}
	sfn := g.declared(fn)
	if sfn == nil || i >= len(sfn.Params) {
		return nil, false
	}
	if fn.Signature().Recv() != nil {
		i++ // Params holds the receiver first
	}
	p := sfn.Params[i]
	if _, ok := p.Type().Underlying().(*types.Interface); !ok {
		return nil, false
	}
	reflected := false
	for _, ref := range referrers(p) {
		if call, ok := ref.(*ssa.Call); ok && isFunc(call.Common().StaticCallee(), "reflect", "TypeOf") {
			reflected = true
		}
	}
	if !reflected {
		return nil, false
	}
	w := &dialectWalk{g: g, seen: make(map[ssa.Value]bool), visited: make(map[*ssa.Function]bool),
		options: make(map[string][]string), words: make(map[string][]string), substrings: make(map[string][]string),
		optionValue: make(map[ssa.Value]string)}
	w.function(sfn, 0)
	return w.dialect(), true
}

// isFunc reports whether fn is the package-level function or method
// pkg.name (a method matched by its name alone).
func isFunc(fn *ssa.Function, pkg, name string) bool {
	if fn == nil || fn.Name() != name {
		return false
	}
	obj, ok := fn.Object().(*types.Func)
	return ok && obj.Pkg() != nil && obj.Pkg().Path() == pkg
}

// dialectWalk follows the values of a reflector's tags.
type dialectWalk struct {
	g       *Graph
	seen    map[ssa.Value]bool
	visited map[*ssa.Function]bool
	// tag is the tag each followed value was read from; key marks the
	// key half of a strings.Cut(option, "=").
	tag map[ssa.Value]string
	key map[ssa.Value]bool
	// options, words and substrings are what each tag's values were
	// tested for: an option key ("minimum" of "minimum="), a whole word
	// ("required"), a word anywhere (strings.Contains).
	options, words, substrings map[string][]string
	// optionValue marks the value half of an option (TrimPrefix(part,
	// "enum="), CutPrefix's, Cut's second result), with its key when the
	// prefix says it ("" for Cut's: the key is tested apart).
	optionValue map[ssa.Value]string
	appended    bool // an enum option's value appended to a list (enum=a,enum=b)
	mapKeys     map[string]bool
	// tests are the blocks where a tag was tested for "required" (the
	// If's true successor), and appends the blocks appending a value not
	// read from a tag (a field's name to the required list).
	tests   []*ssa.BasicBlock
	appends []*ssa.BasicBlock
	// enumTests are the true successors of `key == "enum"` on Cut's key.
	enumTests []*ssa.BasicBlock
	bad       bool // a reading not modelled
}

// function walks the tag reads of fn and of the functions of the package
// it calls.
func (w *dialectWalk) function(fn *ssa.Function, depth int) {
	if fn == nil || w.visited[fn] || depth > maxDialectDepth || fn.Pkg == nil || fn.Pkg.Pkg != w.g.pkg {
		return
	}
	w.visited[fn] = true
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			switch instr := instr.(type) {
			case *ssa.MapUpdate:
				if c, ok := instr.Key.(*ssa.Const); ok && c.Value != nil && c.Value.Kind() == constant.String {
					if w.mapKeys == nil {
						w.mapKeys = make(map[string]bool)
					}
					w.mapKeys[constant.StringVal(c.Value)] = true
				}
			case *ssa.Call:
				callee := instr.Common().StaticCallee()
				if b, ok := instr.Common().Value.(*ssa.Builtin); ok && b.Name() == "append" {
					w.appends = append(w.appends, instr.Block())
				}
				if w.handsTypeOn(instr, callee) {
					w.bad = true // the reflection is another package's to do
				}
				if (isFunc(callee, "reflect", "Get") || isFunc(callee, "reflect", "Lookup")) && len(instr.Call.Args) == 2 {
					if c, ok := instr.Call.Args[1].(*ssa.Const); ok && c.Value != nil && c.Value.Kind() == constant.String {
						w.follow(instr, constant.StringVal(c.Value))
					} else {
						w.bad = true // a tag named at run time
					}
					continue
				}
				w.function(callee, depth+1)
			}
		}
	}
	for _, anon := range fn.AnonFuncs {
		w.function(anon, depth+1)
	}
}

// handsTypeOn reports whether call hands a reflect.Type (or the value
// being reflected) to a function of another package than reflect and the
// string functions: a library reflector (jsonschema.ForType) builds the
// schema, not the code the walk reads.
func (w *dialectWalk) handsTypeOn(call *ssa.Call, callee *ssa.Function) bool {
	if callee != nil && callee.Pkg != nil && callee.Pkg.Pkg == w.g.pkg {
		return false
	}
	if obj, ok := calleeObject(callee); ok && obj.Pkg() != nil {
		switch obj.Pkg().Path() {
		case "reflect", "strings", "strconv", "fmt", "errors", "slices", "sort", "unicode":
			return false
		}
	}
	for _, a := range call.Call.Args {
		if t, ok := a.Type().(*types.Named); ok && t.Obj().Pkg() != nil && t.Obj().Pkg().Path() == "reflect" && t.Obj().Name() == "Type" {
			return true
		}
	}
	return false
}

// calleeObject is the function a static callee declares.
func calleeObject(fn *ssa.Function) (*types.Func, bool) {
	if fn == nil {
		return nil, false
	}
	obj, ok := fn.Object().(*types.Func)
	return obj, ok
}

// follow records what v, read from tag, is tested for, and follows it.
func (w *dialectWalk) follow(v ssa.Value, tag string) {
	if w.seen[v] {
		return
	}
	w.seen[v] = true
	if w.tag == nil {
		w.tag, w.key = make(map[ssa.Value]string), make(map[ssa.Value]bool)
	}
	w.tag[v] = tag
	refs := v.Referrers()
	if refs == nil {
		return
	}
	for _, ref := range *refs {
		switch ref := ref.(type) {
		case *ssa.Phi, *ssa.ChangeType, *ssa.Convert, *ssa.Slice, *ssa.IndexAddr, *ssa.Index, *ssa.MakeInterface:
			if k, ok := w.optionValue[v]; ok {
				w.optionValue[ref.(ssa.Value)] = k // the same value, or a list of them
			}
			w.follow(ref.(ssa.Value), tag)
		case *ssa.UnOp:
			if ref.Op == token.MUL {
				w.follow(ref, tag)
			}
		case *ssa.Extract:
			if w.key[v] || ref.Index == 0 && w.isCut(ref.Tuple) {
				w.key[ref] = true
			}
			if k, ok := w.optionValue[v]; ok && ref.Index == 0 {
				w.optionValue[ref] = k // CutPrefix's value
			}
			if ref.Index == 1 && w.isCut(ref.Tuple) {
				w.optionValue[ref] = "" // Cut's value, its key tested apart
			}
			w.follow(ref, tag)
		case *ssa.Store:
			if ref.Val != v {
				break
			}
			switch addr := ref.Addr.(type) {
			case *ssa.Alloc: // a local variable
				w.loads(addr, tag)
			case *ssa.IndexAddr: // an element of append's variadic arguments
				if alloc, ok := addr.X.(*ssa.Alloc); ok {
					if w.isEnumValue(v, ref.Block()) {
						w.appended = true
					}
					for _, r := range referrers(alloc) {
						if sl, ok := r.(*ssa.Slice); ok {
							if k, ok := w.optionValue[v]; ok {
								w.optionValue[sl] = k
							}
							w.follow(sl, tag)
						}
					}
				}
			default: // a field of a struct: a tag's text used as it is
				if _, isOption := w.optionValue[v]; !isOption && tag != "json" {
					w.bad = true
				}
			}
		case *ssa.MapUpdate:
			if _, isOption := w.optionValue[v]; ref.Value == v && !isOption && tag != "json" {
				w.bad = true // prop["description"] = f.Tag.Get("description")
			}
		case *ssa.BinOp:
			if ref.Op == token.EQL || ref.Op == token.NEQ {
				w.compared(v, ref, tag)
			}
		case *ssa.Call:
			w.call(v, ref, tag)
		}
	}
}

// loads follows the loads of a local variable a tag's value is stored in.
func (w *dialectWalk) loads(alloc *ssa.Alloc, tag string) {
	for _, r := range referrers(alloc) {
		if u, ok := r.(*ssa.UnOp); ok && u.Op == token.MUL {
			w.follow(u, tag)
		}
	}
}

// isCut reports whether tuple is the result of strings.Cut or CutPrefix.
func (w *dialectWalk) isCut(tuple ssa.Value) bool {
	call, ok := tuple.(*ssa.Call)
	return ok && isFunc(call.Common().StaticCallee(), "strings", "Cut")
}

// compared records `v == "word"`: an option key when v is the key half of
// a Cut, else a word.
func (w *dialectWalk) compared(v ssa.Value, op *ssa.BinOp, tag string) {
	other := op.Y
	if other == v {
		other = op.X
	}
	s, ok := constString(other)
	if !ok {
		return // two tag values compared: nothing about the schema
	}
	switch {
	case s == "":
		// tag == "": whether there is one
		if tag == "json" {
			w.words["json"] = append(w.words["json"], "")
		}
	case w.key[v] && s != "required":
		w.options[tag] = append(w.options[tag], s)
		if s == "enum" {
			w.enumTests = append(w.enumTests, trueSuccessors(op)...)
		}
	default:
		w.words[tag] = append(w.words[tag], s)
	}
	if s == "required" {
		w.tests = append(w.tests, trueSuccessors(op)...)
	}
}

// call records what a call tests v for, and follows what it computes from
// it: into the package's functions, through the string functions.
func (w *dialectWalk) call(v ssa.Value, call *ssa.Call, tag string) {
	common := call.Common()
	if b, ok := common.Value.(*ssa.Builtin); ok {
		if b.Name() == "append" {
			if k, ok := w.optionValue[v]; ok {
				w.optionValue[call] = k // a list of option values
			}
			w.follow(call, tag)
		}
		return
	}
	callee := common.StaticCallee()
	if callee == nil {
		return
	}
	if callee.Pkg != nil && callee.Pkg.Pkg == w.g.pkg && callee.Blocks != nil {
		for i, arg := range common.Args {
			if arg == v && i < len(callee.Params) {
				w.follow(callee.Params[i], tag)
			}
		}
		return
	}
	obj, _ := callee.Object().(*types.Func)
	if obj == nil || obj.Pkg() == nil || obj.Pkg().Path() != "strings" || len(common.Args) == 0 {
		return
	}
	prefix := func() {
		if len(common.Args) == 2 && common.Args[0] == v {
			if s, ok := constString(common.Args[1]); ok {
				w.options[tag] = append(w.options[tag], strings.TrimSuffix(s, "="))
			}
		}
	}
	switch obj.Name() {
	case "Split", "SplitN", "SplitAfter", "Fields", "TrimSpace", "ToLower", "Trim", "TrimLeft", "TrimRight":
		if common.Args[0] == v {
			w.follow(call, tag)
		}
	case "HasPrefix":
		prefix()
	case "TrimPrefix", "CutPrefix":
		prefix()
		if common.Args[0] == v {
			if k, ok := constString(common.Args[1]); ok && len(common.Args) == 2 {
				w.optionValue[call] = strings.TrimSuffix(k, "=")
			}
			w.follow(call, tag)
		}
	case "Cut":
		if common.Args[0] == v {
			w.follow(call, tag)
		}
	case "Contains", "EqualFold":
		if len(common.Args) == 2 && common.Args[0] == v {
			if s, ok := constString(common.Args[1]); ok {
				if obj.Name() == "Contains" {
					w.substrings[tag] = append(w.substrings[tag], s)
					if s == "required" {
						w.tests = append(w.tests, trueSuccessors(call)...)
					}
				} else {
					w.words[tag] = append(w.words[tag], s)
				}
			}
		}
	}
}

// isEnumValue reports whether v, appended in block b, is an enum option's
// value: TrimPrefix(part, "enum=") or CutPrefix's, or Cut's value half
// appended where the key was found to be "enum".
func (w *dialectWalk) isEnumValue(v ssa.Value, b *ssa.BasicBlock) bool {
	k, ok := w.optionValue[v]
	switch {
	case !ok:
		return false
	case k == "enum":
		return true
	case k == "":
		for _, t := range w.enumTests {
			if t.Dominates(b) {
				return true
			}
		}
	}
	return false
}

// trueSuccessors returns the blocks an If on cond (or on its negation)
// enters when cond holds.
func trueSuccessors(cond ssa.Value) []*ssa.BasicBlock {
	var out []*ssa.BasicBlock
	refs := cond.Referrers()
	if refs == nil {
		return nil
	}
	for _, r := range *refs {
		switch r := r.(type) {
		case *ssa.If:
			out = append(out, r.Block().Succs[0])
		case *ssa.UnOp: // !cond
			if r.Op == token.NOT {
				for _, rr := range referrers(r) {
					if i, ok := rr.(*ssa.If); ok {
						out = append(out, i.Block().Succs[1])
					}
				}
			}
		}
	}
	return out
}

// constString returns the value of a string constant.
func constString(v ssa.Value) (string, bool) {
	c, ok := v.(*ssa.Const)
	if !ok || c.Value == nil || c.Value.Kind() != constant.String {
		return "", false
	}
	return constant.StringVal(c.Value), true
}

// dialect is what the walk found, or nil when some of it is not modelled.
func (w *dialectWalk) dialect() *TagDialect {
	if w.bad || len(w.tag) == 0 {
		return nil // a reading not modelled, or no tag read at all
	}
	// Every append of something not read from a tag (a field's name to
	// the required list) must happen where a tag said "required":
	// appended on every field, it makes every field required.
	for _, b := range w.appends {
		if !slices.ContainsFunc(w.tests, func(t *ssa.BasicBlock) bool { return t.Dominates(b) }) && !w.appendsTagValue(b) {
			return nil
		}
	}
	d := &TagDialect{}
	for tag, words := range w.words {
		for _, word := range words {
			switch {
			case tag == "json" && word == "":
				d.SkipUntagged = true
			case tag == "json":
				// json:"-": encoding/json skips it too
			case word == "required":
				d.Required = appendNew(d.Required, tag)
			default:
				return nil // a word whose meaning is not read
			}
		}
	}
	for tag, subs := range w.substrings {
		for _, s := range subs {
			if s != "required" || tag == "json" {
				return nil
			}
			d.RequiredWord = appendNew(d.RequiredWord, tag)
		}
	}
	for tag, opts := range w.options {
		if tag == "json" {
			continue // the name, cut at its first comma
		}
		if d.Tag != "" && d.Tag != tag {
			return nil // options in two tags
		}
		d.Tag = tag
		for _, o := range opts {
			if !dialectKeywords[o] || !w.mapKeys[o] {
				return nil // an option stored under another name, or not at all
			}
			if o == "enum" {
				if !w.appended {
					return nil // enum=a as one value: not a list toolvet reads
				}
				d.Enum = true
			}
			d.Options = appendNew(d.Options, o)
		}
	}
	slices.Sort(d.Options)
	slices.Sort(d.Required)
	slices.Sort(d.RequiredWord)
	return d
}

// appendsTagValue reports whether the appends of block b append values
// read from an options tag (an enum's values), not a field's name.
func (w *dialectWalk) appendsTagValue(b *ssa.BasicBlock) bool {
	for _, instr := range b.Instrs {
		call, ok := instr.(*ssa.Call)
		if !ok {
			continue
		}
		if bi, ok := call.Common().Value.(*ssa.Builtin); !ok || bi.Name() != "append" || len(call.Call.Args) != 2 {
			continue
		}
		if t, read := w.tag[call.Call.Args[1]]; !read || t == "json" {
			return false // a field's name: a list of fields
		}
	}
	return true
}

func appendNew(list []string, s string) []string {
	if slices.Contains(list, s) {
		return list
	}
	return append(list, s)
}
