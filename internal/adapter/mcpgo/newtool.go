package mcpgo

import (
	"encoding/json"
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"path/filepath"
	"slices"
	"strconv"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/toolvet/toolvet/internal/adapter"
	"github.com/toolvet/toolvet/internal/adapter/structschema"
	"github.com/toolvet/toolvet/internal/model"
	"github.com/toolvet/toolvet/internal/resolve"
)

// newTool reads mcp.NewTool(name, opts...).
func (f *finder) newTool(call *ast.CallExpr) *model.Tool {
	t := &model.Tool{Library: Library, Pos: call.Pos()}
	if len(call.Args) == 0 {
		t.MarkOpaque(call.Pos(), "NewTool called with no arguments")
		return t
	}
	opts := f.toolOptions(call)
	if f.entry != nil && !f.ownOptions(call, opts) {
		opts.shared = true // the loop gives every entry's tool the same ones
	}
	desc := &descAnchor{file: f.Fset.File(call.Pos()), tool: call, into: opts.into, qual: qualifier(call)}
	t.Description = model.Text{Known: true, Pos: call.Pos()}
	f.readOptions(t, call.Args[0], opts, call.Ellipsis, desc)
	return t
}

// readOptions reads into t the tool NewTool builds from the name and the
// options opts (a slice passed with ... at ellipsis, when valid), its
// description written at desc.
func (f *finder) readOptions(t *model.Tool, name ast.Expr, opts toolOptions, ellipsis token.Pos, desc *descAnchor) {
	t.Name, _ = f.constString(name)
	t.Annotations = newToolAnnotations()
	if !opts.ok {
		t.MarkOpaque(ellipsis, "options passed as a slice (...) toolvet cannot follow")
	}
	for _, arg := range opts.list {
		opt, ok := ast.Unparen(arg).(*ast.CallExpr)
		fn := (*types.Func)(nil)
		if ok {
			fn = f.callee(opt, mcpPath)
		}
		switch {
		case fn == nil:
			t.MarkOpaque(arg.Pos(), "an option toolvet cannot follow (not a call of an mcp-go option)")
			t.Description.Known = false // the options may set it
		case fn.Name() == "WithDescription" && len(opt.Args) == 1:
			desc.arg = f.textIn(opt.Args[0])
			t.Description = f.text(desc.arg)
		case fn.Name() == "WithRawInputSchema":
			t.MarkOpaque(opt.Pos(), "WithRawInputSchema (NewTool cannot marshal it)")
			t.Pitfalls = append(t.Pitfalls, f.rawInputSchemaPitfall(desc.tool, opt))
		case fn.Name() == "WithInputSchema":
			// The schema is inferred from T (google/jsonschema-go plus
			// mcp-go's own tag handling).
			in := f.typeArg(opt)
			props, pitfalls, ok := structschema.Properties(f.Fset, in, f.fieldDecls(), structschema.MCPGo)
			t.Pitfalls = append(t.Pitfalls, pitfalls...)
			if !ok || len(pitfalls) > 0 {
				t.MarkOpaque(opt.Pos(), structschema.Unreadable(in, structschema.MCPGo, ok)) // the wire schema is not what the struct says
				continue
			}
			t.Input = in
			t.Properties = append(t.Properties, props...)
			t.Closed = true
		case annotationHints[fn.Name()] != "" || fn.Name() == "WithTitleAnnotation" || fn.Name() == "WithToolAnnotation":
			f.annotationOption(t, fn.Name(), opt)
		case toolOptionsWithoutProperties[fn.Name()]:
		default:
			typ, isProp := propertyTypes[fn.Name()]
			if !isProp || len(opt.Args) == 0 {
				t.MarkOpaque(opt.Pos(), "option "+fn.Name()+", which toolvet does not read") // WithInputSchema, WithRawInputSchema, ...
				continue
			}
			if p := f.property(opt, typ); p != nil {
				if opts.shared {
					p.Anchor = nil // another tool may declare the same option
				}
				if old := t.Property(p.Name); old != nil {
					// Declared twice: mcp-go keeps the last one's schema
					// (and the first one's Required); not modelled.
					old.MarkOpaque(p.Pos, "the property is declared twice")
					p.MarkOpaque(p.Pos, "the property is declared twice")
				}
				t.Properties = append(t.Properties, p)
			} else {
				t.MarkOpaque(opt.Pos(), "a property whose name is not a constant")
			}
		}
	}
	if !opts.ok {
		t.Description.Known = false
	}
	desc.text = t.Description
	if !opts.shared {
		t.Describe = desc
	}
}

// deleteSliceDecl returns the edit deleting the lines of the declaration
// of the slice call's options come in alone (`opts := []mcp.ToolOption{…}`,
// read only there, on lines of its own in call's file); false when they
// come otherwise.
func (f *finder) deleteSliceDecl(call *ast.CallExpr, opts toolOptions) (analysis.TextEdit, bool) {
	last, ok := ast.Unparen(call.Args[len(call.Args)-1]).(*ast.Ident)
	if !ok || !opts.ok || opts.shared || opts.into == nil || f.Flow.Definition(last) != opts.into || !f.assigns(last, opts.into) {
		return analysis.TextEdit{}, false
	}
	for _, e := range opts.list {
		if e.Pos() < opts.into.Lbrace || e.End() > opts.into.Rbrace {
			return analysis.TextEdit{}, false // an option held elsewhere would be left unused
		}
	}
	tf := f.Fset.File(call.Pos())
	var decl *ast.AssignStmt
	for _, file := range f.Files {
		if file.FileStart != token.Pos(tf.Base()) {
			continue
		}
		ast.Inspect(file, func(n ast.Node) bool {
			if as, ok := n.(*ast.AssignStmt); ok && as.Tok == token.DEFINE && len(as.Lhs) == 1 && len(as.Rhs) == 1 && as.Rhs[0] == opts.into {
				decl = as
			}
			return decl == nil
		})
	}
	if decl == nil {
		return analysis.TextEdit{}, false
	}
	content, err := f.ReadFile(tf.Name())
	if err != nil || tf.Size() != len(content) {
		return analysis.TextEdit{}, false
	}
	start, end := tf.Offset(decl.Pos()), tf.Offset(decl.End())
	for start > 0 && (content[start-1] == ' ' || content[start-1] == '\t') {
		start--
	}
	for end < len(content) && (content[end] == ' ' || content[end] == '\t') {
		end++
	}
	if start > 0 && content[start-1] != '\n' || end >= len(content) || content[end] != '\n' {
		return analysis.TextEdit{}, false // something else shares its lines
	}
	end++ // the newline
	if start >= 2 && content[start-2] == '\n' && end < len(content) && content[end] == '\n' {
		end++ // between blank lines: one of them goes too, as gofmt would
	}
	return analysis.TextEdit{Pos: tf.Pos(start), End: tf.Pos(end)}, true
}

// ownOptions reports whether every option of the table's tool being read
// (defineEach), and the slice a new one goes into, are written in the
// table's entry: a fix to them changes that tool alone.
func (f *finder) ownOptions(call *ast.CallExpr, opts toolOptions) bool {
	in := func(n ast.Node) bool { return f.entry.Pos() <= n.Pos() && n.End() <= f.entry.End() }
	if !call.Ellipsis.IsValid() || opts.into == nil || !in(opts.into) {
		return false
	}
	for _, e := range opts.list {
		if !in(e) {
			return false
		}
	}
	return true
}

// toolOptions are NewTool's options, as written in the call or as the
// values of the variables it is given (flow.Graph.Definition): an option
// held in a variable, and the elements of a slice passed with ...,
//
//	opts := []mcp.ToolOption{mcp.WithDescription("…"), mcp.WithString("id")}
//	opts = append(opts, mcp.WithNumber("limit"))
//	mcp.NewTool("list", opts...)
//
// The options are the tool's whatever code builds them, as long as each
// variable holds one value where it is read.
type toolOptions struct {
	list []ast.Expr
	// into is the slice literal a new option can be written into (a
	// description), or nil.
	into *ast.CompositeLit
	// shared is set when a variable on the way is read elsewhere too:
	// another tool may take the same options, so a fix must not edit them.
	shared bool
	// through is set when an option comes through a variable.
	through bool
	ok      bool // every option is known
}

func (f *finder) toolOptions(call *ast.CallExpr) toolOptions {
	return f.optionArgs(call.Args[1:], call.Ellipsis.IsValid())
}

// optionArgs reads the options args give, the last a slice when spread.
func (f *finder) optionArgs(args []ast.Expr, spread bool) toolOptions {
	o := toolOptions{ok: true}
	last := len(args) - 1
	if spread {
		args = args[:last]
	}
	for _, arg := range args {
		o.list = append(o.list, f.optionValue(arg, &o))
	}
	if spread {
		elems, ok := f.sliceElems(args[:last+1][last], &o, 0)
		o.ok = ok
		for _, e := range elems {
			o.list = append(o.list, f.optionValue(e, &o))
		}
	}
	return o
}

// optionValue returns the option e is: e, or the expression a variable
// holding one was given, where that variable was given it.
func (f *finder) optionValue(e ast.Expr, o *toolOptions) ast.Expr {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return e
	}
	def := f.Flow.Definition(id)
	if _, isCall := ast.Unparen(def).(*ast.CallExpr); !isCall || !f.assigns(id, def) {
		return e
	}
	if u := f.optionUses(id); u.tool+u.other > 1 {
		o.shared = true // an option is a function value: nothing changes it
	}
	o.through = true
	return def
}

// sliceElems returns the elements of the slice e holds: a literal's, and
// those append adds to it in place, through the variables holding it. A
// variable used otherwise than so and by NewTool (`opts[1] = …`,
// `tighten(opts)`, `b := opts`) may hold other options: unknown.
func (f *finder) sliceElems(e ast.Expr, o *toolOptions, depth int) ([]ast.Expr, bool) {
	if depth > 8 {
		return nil, false
	}
	switch e := ast.Unparen(e).(type) {
	case *ast.CompositeLit:
		for _, elt := range e.Elts {
			if _, keyed := elt.(*ast.KeyValueExpr); keyed {
				return nil, false
			}
		}
		if depth <= 1 && len(e.Elts) > 0 {
			o.into = e
		}
		return e.Elts, true
	case *ast.Ident:
		if tv, ok := f.TypesInfo.Types[e]; ok && tv.IsNil() {
			return nil, true
		}
		u := f.optionUses(e)
		if u.other > 0 {
			return nil, false
		}
		if u.tool > 1 {
			o.shared = true
		}
		o.through = true
		def := f.Flow.Definition(e)
		if def == nil {
			if v, ok := f.Flow.Value(e).(*ssa.Const); ok && v.IsNil() {
				return nil, true // var opts []mcp.ToolOption
			}
			return nil, false
		}
		if !f.assigns(e, def) {
			return nil, false
		}
		return f.sliceElems(def, o, depth+1)
	case *ast.SelectorExpr:
		if field := f.boundField(e); field != e {
			return f.sliceElems(field, o, depth+1)
		}
		return nil, false
	case *ast.CallExpr:
		if !resolve.IsBuiltin(f.TypesInfo, e.Fun, "append") || len(e.Args) == 0 {
			return nil, false
		}
		base, ok := f.sliceElems(e.Args[0], o, depth+1)
		if !ok {
			return nil, false
		}
		o.into = nil // the literal is no longer the whole slice
		if !e.Ellipsis.IsValid() {
			return append(slices.Clip(base), e.Args[1:]...), true
		}
		more, ok := f.sliceElems(e.Args[len(e.Args)-1], o, depth+1)
		return append(slices.Clip(base), more...), ok
	}
	return nil, false
}

// uses counts how a variable is used: by NewTool (as an option, or as
// the slice of its options), by appends to itself (`opts = append(opts,
// …)`, both sides), and otherwise.
type uses struct{ tool, appends, other int }

// optionUses returns how the package uses the variable id reads, counted
// once for the package on the first question.
func (f *finder) optionUses(id *ast.Ident) uses {
	obj := f.TypesInfo.Uses[id]
	if obj == nil {
		return uses{other: 1}
	}
	varUses := f.varUses
	if varUses == nil {
		varUses = make(map[types.Object]uses)
		kind := make(map[*ast.Ident]string) // "tool", "appends"
		for _, file := range f.Files {
			ast.Inspect(file, func(n ast.Node) bool {
				switch n := n.(type) {
				case *ast.CallExpr:
					from := -1
					args := n.Args
					if fn := f.callee(n, mcpPath); fn != nil && fn.Name() == "NewTool" {
						from = 1
					} else if b := f.optionsBuilder(n); b != nil {
						// A wrapper passing its options on (optionsTemplate).
						args, _ = callArgs(f.TypesInfo, n)
						from = b.Options
					}
					if from >= 0 && from <= len(args) {
						for _, a := range args[from:] {
							if id, ok := ast.Unparen(a).(*ast.Ident); ok {
								kind[id] = "tool"
							}
						}
					}
				case *ast.AssignStmt:
					if len(n.Lhs) != 1 || len(n.Rhs) != 1 {
						return true
					}
					call, ok := ast.Unparen(n.Rhs[0]).(*ast.CallExpr)
					if !ok || len(call.Args) == 0 || !resolve.IsBuiltin(f.TypesInfo, call.Fun, "append") {
						return true
					}
					to, ok1 := ast.Unparen(n.Lhs[0]).(*ast.Ident)
					from, ok2 := ast.Unparen(call.Args[0]).(*ast.Ident)
					if ok1 && ok2 && f.TypesInfo.Uses[to] != nil && f.TypesInfo.Uses[to] == f.TypesInfo.Uses[from] {
						kind[to], kind[from] = "appends", "appends"
					}
				}
				return true
			})
		}
		for id, o := range f.TypesInfo.Uses {
			if _, ok := o.(*types.Var); !ok {
				continue
			}
			u := varUses[o]
			switch kind[id] {
			case "tool":
				u.tool++
			case "appends":
				u.appends++
			default:
				u.other++
			}
			varUses[o] = u
		}
		if f.buildersRead {
			// Kept once the package's builders are all known: before,
			// a wrapper's call might not count as a tool use yet.
			f.varUses = varUses
		}
	}
	return varUses[obj]
}

// optionsBuilder returns the fact of call's callee when it is an options
// builder already known (optionsTemplate): of this package, summarised,
// or of another, through its fact; nil otherwise. It summarises nothing
// itself: optionUses asks it while summaries are being made.
func (f *finder) optionsBuilder(call *ast.CallExpr) *adapter.RegistersFact {
	fn, _ := typeutil.Callee(f.TypesInfo, call).(*types.Func)
	if fn == nil || optionsParam(fn.Signature()) < 0 {
		return nil
	}
	if foreign := f.Foreign(fn); foreign != nil {
		var fact adapter.RegistersFact
		if f.ImportObjectFact(foreign, &fact) && fact.Library == Library && fact.Options > 0 {
			return &fact
		}
		return nil
	}
	if b := f.builders[fn.Origin()]; b != nil && b.Options > 0 {
		return b
	}
	return nil
}

// assigns reports whether def is the value an assignment or declaration
// gives the variable id reads itself, not another variable it was copied
// from (`b := a` reads as a's value).
func (f *finder) assigns(id *ast.Ident, def ast.Expr) bool {
	obj := f.TypesInfo.Uses[id]
	return obj != nil && f.assignedVar(def) == obj
}

// assignedVar returns the variable an assignment or declaration gives the
// value def, or nil.
func (f *finder) assignedVar(def ast.Expr) types.Object {
	if f.assignedTo == nil {
		f.assignedTo = make(map[ast.Expr]types.Object)
		for _, file := range f.Files {
			ast.Inspect(file, func(n ast.Node) bool {
				switch n := n.(type) {
				case *ast.AssignStmt:
					if len(n.Lhs) == len(n.Rhs) {
						for i, l := range n.Lhs {
							if o := resolve.Object(f.TypesInfo, l); o != nil {
								f.assignedTo[ast.Unparen(n.Rhs[i])] = o
							}
						}
					}
				case *ast.ValueSpec:
					if len(n.Names) == len(n.Values) {
						for i, name := range n.Names {
							if o := f.TypesInfo.Defs[name]; o != nil {
								f.assignedTo[ast.Unparen(n.Values[i])] = o
							}
						}
					}
				}
				return true
			})
		}
	}
	return f.assignedTo[ast.Unparen(def)]
}

// writtenAfter reads what the program writes into a tool after building
// it (`tool := mcp.NewTool(…); tool.InputSchema = *schema`): the part
// written is no longer what the definition says. A write to its schema,
// or its address taken (a function may change anything), puts the schema
// out of sight; a write to its description or name, those. A copy of the
// variable (tool := defined, the definition a package-level variable) is
// the tool as much as the variable is.
func (f *finder) writtenAfter(def ast.Expr, t *model.Tool) {
	v := f.assignedVar(def)
	if v == nil {
		return
	}
	var writes []resolve.PartWrite
	for _, c := range append([]types.Object{v}, f.Index.Copies(v)...) {
		writes = append(writes, f.Index.PartWrites(c)...)
	}
	for _, w := range writes {
		at := f.Fset.Position(w.Pos)
		where := filepath.Base(at.Filename) + ":" + strconv.Itoa(at.Line)
		switch {
		case w.Field == "Description":
			t.Description = model.Text{Pos: w.Pos}
			t.Describe = nil
		case w.Field == "Name":
			t.Name = ""
		case w.Field == "Annotations" || w.Field == "Meta" || w.Field == "OutputSchema" || w.Field == "RawOutputSchema":
			// Not the input: what toolvet reads stays as it was.
		case w.Field == "" && w.Addr:
			why := "the tool's address is taken at " + where + ", so it may be changed there"
			t.MarkOpaque(w.Pos, why)
			t.Description.Known = false
			t.Describe = nil
			for _, p := range t.Properties {
				p.MarkOpaque(w.Pos, why)
			}
		default:
			why := "the tool's " + w.Field + " is written at " + where + ", after it is built"
			t.MarkOpaque(w.Pos, why)
			if w.Whole && !w.Addr {
				t.Properties = nil // replaced: what the options declared is gone
			}
			for _, p := range t.Properties {
				p.MarkOpaque(w.Pos, why) // any of them may have been changed
			}
		}
	}
}

// newToolAnnotations are the annotations NewTool writes before its
// options run: every hint set, false ones included, and no title
// (measured on v1.2.1 by internal/inventory's runtime comparison; v0.55.0's
// NewTool sets the same).
func newToolAnnotations() *model.Annotations {
	return &model.Annotations{
		Title: model.Text{Known: true},
		Hints: map[string]bool{"readOnlyHint": false, "destructiveHint": true, "idempotentHint": false, "openWorldHint": true},
	}
}

// annotationHints are the options setting one hint, by the hint's JSON
// name.
var annotationHints = map[string]string{
	"WithReadOnlyHintAnnotation":    "readOnlyHint",
	"WithDestructiveHintAnnotation": "destructiveHint",
	"WithIdempotentHintAnnotation":  "idempotentHint",
	"WithOpenWorldHintAnnotation":   "openWorldHint",
}

// annotationOption applies an annotation option of NewTool to
// t.Annotations: WithTitleAnnotation(title), a hint's option (value),
// or WithToolAnnotation(mcp.ToolAnnotation{…}), which replaces them all.
func (f *finder) annotationOption(t *model.Tool, name string, opt *ast.CallExpr) {
	if len(opt.Args) != 1 || t.Annotations == nil {
		return // nil: an earlier WithToolAnnotation toolvet could not read
	}
	arg := opt.Args[0]
	switch name {
	case "WithTitleAnnotation":
		t.Annotations.Title = f.text(f.textIn(arg))
		if !t.Annotations.Title.Known {
			t.Unread = append(t.Unread, model.Unread{Pos: arg.Pos(), Why: "the annotations' title, which is not a constant"})
		}
	case "WithToolAnnotation":
		lit, ok := f.Index.Expr(arg).(*ast.CompositeLit)
		if !ok {
			t.Annotations = nil
			t.Unread = append(t.Unread, model.Unread{Pos: arg.Pos(), Why: "annotations that are not a mcp.ToolAnnotation{…} literal"})
			return
		}
		a, unread := adapter.StructAnnotations(f.TypesInfo, lit, f.textIn)
		if a != nil {
			t.Annotations = a
		}
		t.Unread = append(t.Unread, unread...)
	default:
		tv := f.TypesInfo.Types[arg]
		if tv.Value == nil || tv.Value.Kind() != constant.Bool {
			t.Unread = append(t.Unread, model.Unread{Pos: arg.Pos(), Why: "the annotation " + annotationHints[name] + ", which is not a constant"})
			delete(t.Annotations.Hints, annotationHints[name])
			return
		}
		t.Annotations.Hints[annotationHints[name]] = constant.BoolVal(tv.Value)
	}
}

// rawInputSchemaPitfall: NewTool pre-fills InputSchema.Type, and
// WithRawInputSchema sets RawInputSchema too, so the tool cannot be
// marshalled and tools/list fails for the whole server (measured: the
// client's ListTools fails with EOF). NewToolWithRawSchema is the working
// spelling; the fix rewrites to it when the only other option is
// WithDescription.
func (f *finder) rawInputSchemaPitfall(call, opt *ast.CallExpr) model.Pitfall {
	pf := model.Pitfall{
		Pos: opt.Pos(), End: opt.End(),
		Message: "mcp.NewTool with WithRawInputSchema cannot be marshalled (NewTool also sets InputSchema), " +
			"so tools/list fails for every tool on the server; use mcp.NewToolWithRawSchema(name, description, schema)",
	}
	if call == nil || len(opt.Args) != 1 || f.ReadFile == nil {
		return pf // no NewTool call of its own to rewrite
	}
	opts := f.toolOptions(call)
	if !call.Ellipsis.IsValid() && opts.through {
		return pf // a variable holding an option would be left unused
	}
	var drop []analysis.TextEdit // the options' own slice, which the fix leaves unused
	if call.Ellipsis.IsValid() {
		del, ok := f.deleteSliceDecl(call, opts)
		if !ok {
			return pf
		}
		drop = append(drop, del)
	}
	var desc ast.Expr
	for _, arg := range opts.list {
		o, ok := ast.Unparen(arg).(*ast.CallExpr)
		if !ok {
			return pf
		}
		switch fn := f.callee(o, mcpPath); {
		case o == opt:
		case fn != nil && fn.Name() == "WithDescription" && len(o.Args) == 1:
			desc = o.Args[0]
		default:
			return pf
		}
	}
	// The arguments are kept as written: their source text, not reprinted.
	src := func(e ast.Expr) (string, bool) {
		if e == nil {
			return `""`, true
		}
		tf := f.Fset.File(e.Pos())
		content, err := f.ReadFile(tf.Name())
		if err != nil || tf.Size() != len(content) {
			return "", false
		}
		return string(content[tf.Offset(e.Pos()):tf.Offset(e.End())]), true
	}
	name, ok1 := src(call.Args[0])
	d, ok2 := src(desc)
	raw, ok3 := src(opt.Args[0])
	if !ok1 || !ok2 || !ok3 {
		return pf
	}
	text := qualifier(call) + "NewToolWithRawSchema(" + name + ", " + d + ", " + raw + ")"
	pf.Fix = &analysis.SuggestedFix{
		Message:   "Use mcp.NewToolWithRawSchema",
		TextEdits: append(drop, analysis.TextEdit{Pos: call.Pos(), End: call.End(), NewText: []byte(text)}),
	}
	return pf
}

// typeArg returns the type argument of a call of a generic function with
// one type parameter: WithInputSchema[T]().
func (f *finder) typeArg(call *ast.CallExpr) types.Type {
	targs := resolve.TypeArgs(f.TypesInfo, call)
	if targs == nil || targs.Len() != 1 {
		return nil
	}
	return targs.At(0)
}

func (f *finder) fieldDecls() map[*types.Var]*ast.Field {
	if f.decls == nil {
		f.decls = structschema.FieldDecls(f.Pass)
	}
	return f.decls
}

// text reads a description argument.
func (f *finder) text(e ast.Expr) model.Text {
	s, ok := f.constString(e)
	return model.Text{Value: s, Known: ok, Pos: e.Pos()}
}

// textIn returns the expression a description argument's text is
// written in (resolve.DefaultText).
func (f *finder) textIn(e ast.Expr) ast.Expr {
	return resolve.DefaultText(f.TypesInfo, f.boundField(e))
}

// property reads mcp.WithX(name, popts...).
func (f *finder) property(call *ast.CallExpr, typ string) *model.Property {
	name, ok := f.constString(call.Args[0])
	if !ok {
		return nil
	}
	a := &anchor{
		fset:    f.Fset,
		file:    f.Fset.File(call.Pos()),
		call:    call,
		qual:    qualifier(call),
		options: make(map[model.Keyword]*ast.CallExpr),
		funcLit: make(map[model.Keyword]bool),
		info:    f.TypesInfo,
	}
	p := &model.Property{Name: name, Type: typ, Pos: call.Pos(), Anchor: a, Description: model.Text{Known: true}}
	if call.Ellipsis.IsValid() {
		p.MarkOpaque(call.Ellipsis, "options passed as a slice (...)")
	}
	for _, arg := range call.Args[1:] {
		switch opt := ast.Unparen(arg).(type) {
		case *ast.CallExpr:
			fn := f.callee(opt, mcpPath)
			if fn == nil {
				p.MarkOpaque(opt.Pos(), "an option that is not a call of an mcp-go option")
				continue
			}
			if fn.Name() == "Description" && len(opt.Args) == 1 {
				a.desc, a.descArg = opt, f.textIn(opt.Args[0])
				p.Description = f.text(a.descArg)
				a.descText = p.Description
				continue
			}
			if f.optionWire(p, fn.Name(), opt) {
				continue // a key toolvet writes but does not compare
			}
			c, known := f.option(fn.Name(), opt)
			if !known {
				p.MarkOpaque(opt.Pos(), "option "+fn.Name()+", which toolvet does not read")
				continue
			}
			if c.Keyword != "" {
				declare(p, c)
				a.options[c.Keyword] = opt
			}
		case *ast.FuncLit:
			cs, ok := f.funcLitOption(opt)
			if !ok {
				p.MarkOpaque(opt.Pos(), "a function literal option toolvet cannot read whole")
			}
			for _, c := range cs {
				declare(p, c)
				a.funcLit[c.Keyword] = true
			}
		default:
			p.MarkOpaque(arg.Pos(), "an option that is not a call")
		}
	}
	return p
}

// declare records c, replacing an earlier option of the same keyword (the
// later option wins in mcp-go: each writes the same map key).
func declare(p *model.Property, c model.Constraint) {
	for i := range p.Declared {
		if p.Declared[i].Keyword == c.Keyword {
			p.Declared[i] = c
			return
		}
	}
	p.Declared = append(p.Declared, c)
}

// option maps a property option call to the keyword it declares. known is
// false for options toolvet does not know (they may declare anything);
// a known option with no keyword of interest returns an empty Constraint.
// A keyword whose value is not constant is declared with a nil value: it is
// there, but toolvet cannot compare it.
func (f *finder) option(name string, call *ast.CallExpr) (c model.Constraint, known bool) {
	num := func(k model.Keyword) (model.Constraint, bool) {
		c := model.Constraint{Keyword: k}
		if len(call.Args) == 1 {
			if tv, ok := f.TypesInfo.Types[call.Args[0]]; ok && tv.Value != nil {
				c.Num = tv.Value
			}
		}
		return c, true
	}
	// The options that declare a keyword are the ones fixes write
	// (optionNames), read back here.
	switch k := optionKeywords[name]; k {
	case "":
	case model.Required:
		return model.Constraint{Keyword: model.Required}, true
	case model.Pattern, model.Enum:
	default:
		return num(k)
	}
	switch name {
	case "Pattern":
		c := model.Constraint{Keyword: model.Pattern}
		if len(call.Args) == 1 {
			c.Str, _ = f.constString(call.Args[0])
		}
		if c.Str == "" {
			c.Keyword = model.Pattern // declared, value unknown: Str stays ""
		}
		return c, true
	case "Enum":
		c := model.Constraint{Keyword: model.Enum}
		if call.Ellipsis.IsValid() {
			return c, true // values unknown
		}
		for _, arg := range call.Args {
			s, ok := f.constString(arg)
			if !ok {
				c.Strs = nil
				return c, true
			}
			c.Strs = append(c.Strs, s)
		}
		return c, true
	case "Description", "Title", "DefaultString", "DefaultNumber", "DefaultBool", "DefaultArray",
		"Items", "WithStringItems", "WithNumberItems", "WithIntegerItems", "WithBooleanItems",
		"WithStringEnumItems", "UniqueItems", "Properties", "AdditionalProperties",
		"MinProperties", "MaxProperties", "PropertyNames":
		return model.Constraint{}, true
	}
	return model.Constraint{}, false
}

// funcLitOption reads a hand-written PropertyOption such as
// func(m map[string]any) { m["format"] = "email" }: mcp-go has no option for
// format or the exclusive bounds, so this is how they are written.
func (f *finder) funcLitOption(lit *ast.FuncLit) (cs []model.Constraint, ok bool) {
	params := lit.Type.Params.List
	if len(params) != 1 || len(params[0].Names) != 1 {
		return nil, false
	}
	m := f.TypesInfo.Defs[params[0].Names[0]]
	for _, stmt := range lit.Body.List {
		as, isAssign := stmt.(*ast.AssignStmt)
		if !isAssign || as.Tok != token.ASSIGN || len(as.Lhs) != 1 || len(as.Rhs) != 1 {
			return cs, false
		}
		ix, isIndex := as.Lhs[0].(*ast.IndexExpr)
		if !isIndex {
			return cs, false
		}
		if id, isID := ix.X.(*ast.Ident); !isID || f.TypesInfo.Uses[id] != m {
			return cs, false
		}
		key, isConst := f.constString(ix.Index)
		if !isConst {
			return cs, false
		}
		tv := f.TypesInfo.Types[as.Rhs[0]]
		switch k := model.Keyword(key); k {
		case model.Format:
			s, _ := f.constString(as.Rhs[0])
			cs = append(cs, model.Constraint{Keyword: k, Str: s})
		case model.ExclusiveMinimum, model.ExclusiveMaximum, model.Minimum, model.Maximum,
			model.MinLength, model.MaxLength, model.MinItems, model.MaxItems, model.MultipleOf:
			cs = append(cs, model.Constraint{Keyword: k, Num: tv.Value})
		case model.Pattern:
			s, _ := f.constString(as.Rhs[0])
			cs = append(cs, model.Constraint{Keyword: k, Str: s})
		case "description", "title", "default", "examples":
		default:
			return cs, false
		}
	}
	return cs, true
}

// rawTool reads mcp.NewToolWithRawSchema(name, desc, schema) when the
// schema is a constant JSON document (possibly converted to
// json.RawMessage). It has no anchor: rewriting a JSON literal is left to
// the user.
func (f *finder) rawTool(call *ast.CallExpr) *model.Tool {
	t := &model.Tool{Library: Library, Pos: call.Pos()}
	if len(call.Args) != 3 {
		t.MarkOpaque(call.Pos(), "NewToolWithRawSchema called without its three arguments")
		return t
	}
	t.Name, _ = f.constString(call.Args[0])
	// Its annotations are the zero mcp.ToolAnnotation, which mcp-go
	// writes as {}: every hint is a nil pointer under omitempty.
	t.Annotations = &model.Annotations{Title: model.Text{Known: true}, Hints: map[string]bool{}}
	t.Description = f.text(call.Args[1])
	t.Describe = &descAnchor{file: f.Fset.File(call.Pos()), arg: call.Args[1], text: t.Description}
	schema := f.Index.Expr(call.Args[2])
	if conv, ok := schema.(*ast.CallExpr); ok && len(conv.Args) == 1 {
		if tv, ok := f.TypesInfo.Types[conv.Fun]; ok && tv.IsType() {
			schema = f.Index.Expr(conv.Args[0])
		}
	}
	src, ok := f.constString(schema)
	if !ok {
		t.MarkOpaque(call.Args[2].Pos(), "a raw schema that is not a constant JSON document")
		return t
	}
	var doc struct {
		Properties map[string]map[string]any `json:"properties"`
		Required   []string                  `json:"required"`
	}
	var keys map[string]json.RawMessage
	if json.Unmarshal([]byte(src), &doc) != nil || json.Unmarshal([]byte(src), &keys) != nil {
		t.MarkOpaque(call.Args[2].Pos(), "a raw schema that is not valid JSON")
		return t
	}
	t.WireJSON = src
	for _, k := range []string{"if", "then", "else", "dependentRequired", "dependentSchemas",
		"dependencies", "allOf", "anyOf", "oneOf", "not"} {
		if _, ok := keys[k]; ok {
			t.Conditional = true
		}
	}
	for name, prop := range doc.Properties {
		p := &model.Property{Name: name, Pos: call.Pos()}
		p.Type, _ = prop["type"].(string)
		p.Description.Value, _ = prop["description"].(string)
		p.Description.Known = true
		for k, v := range prop {
			if c, ok := jsonConstraint(model.Keyword(k), v); ok {
				p.Declared = append(p.Declared, c)
			}
		}
		for _, r := range doc.Required {
			if r == name {
				p.Declared = append(p.Declared, model.Constraint{Keyword: model.Required})
			}
		}
		t.Properties = append(t.Properties, p)
	}
	return t
}

func jsonConstraint(k model.Keyword, v any) (model.Constraint, bool) {
	c := model.Constraint{Keyword: k}
	switch k {
	case model.Pattern, model.Format:
		c.Str, _ = v.(string)
	case model.Enum:
		vs, _ := v.([]any)
		for _, x := range vs {
			s, ok := x.(string)
			if !ok {
				return model.Constraint{Keyword: k}, true
			}
			c.Strs = append(c.Strs, s)
		}
	case model.Minimum, model.Maximum, model.ExclusiveMinimum, model.ExclusiveMaximum,
		model.MinLength, model.MaxLength, model.MinItems, model.MaxItems, model.MultipleOf:
		if x, ok := v.(float64); ok {
			c.Num = constant.MakeFloat64(x)
		}
	default:
		return c, false
	}
	return c, true
}

func (f *finder) constString(e ast.Expr) (string, bool) {
	return resolve.ConstString(f.TypesInfo, f.boundField(e))
}

// boundField returns the field of the table entry being read that e, a
// selection on the table's range variable, reads (defineEach); e otherwise.
func (f *finder) boundField(e ast.Expr) ast.Expr {
	if sel, ok := ast.Unparen(e).(*ast.SelectorExpr); ok && f.bound != nil {
		if field := f.Index.Bound(sel, f.bound); field != nil {
			return field
		}
	}
	return e
}
