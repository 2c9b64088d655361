package mcpgo

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/toolvet/toolvet/internal/fixtext"
	"github.com/toolvet/toolvet/internal/model"
)

// anchor writes keywords into an mcp.WithX(name, opts...) call.
type anchor struct {
	fset    *token.FileSet
	file    *token.File
	call    *ast.CallExpr
	qual    string                          // "mcp." or "" (dot import)
	options map[model.Keyword]*ast.CallExpr // the option declaring each keyword
	funcLit map[model.Keyword]bool          // keywords set by a hand-written option
	info    *types.Info
	// desc is the property's mcp.Description option, when it has one;
	// descArg the expression its text is written in (mcpgo.finder.textIn).
	desc     *ast.CallExpr
	descArg  ast.Expr
	descText model.Text
}

func (a *anchor) File() *token.File { return a.file }

// Describe appends text to the property's mcp.Description, or adds one:
// where a provider profile does not accept a keyword, the rule goes there.
func (a *anchor) Describe(text string) ([]analysis.TextEdit, bool) {
	return a.DeclareDescribe(nil, text)
}

// Declare replaces the arguments of an option that declares a keyword of cs
// and appends options for the others, keeping the call's layout.
func (a *anchor) Declare(cs []model.Constraint) ([]analysis.TextEdit, bool) {
	return a.DeclareDescribe(cs, "")
}

// DeclareDescribe declares cs and appends text to the description in one
// set of edits: new options (a new mcp.Description among them) are
// appended by one insertion.
func (a *anchor) DeclareDescribe(cs []model.Constraint, text string) ([]analysis.TextEdit, bool) {
	edits, added, ok := a.declare(cs)
	if !ok {
		return nil, false
	}
	if text != "" {
		switch {
		case a.desc != nil && a.descText.Known:
			edits = append(edits, fixtext.AppendSentences(a.descArg, a.descText.Value, text))
		case a.desc != nil:
			return nil, false // a description toolvet cannot read
		default:
			opt, ok := fixtext.Node(&ast.CallExpr{Fun: a.ref("Description"), Args: []ast.Expr{fixtext.String(text)}})
			if !ok {
				return nil, false
			}
			added = append(added, opt)
		}
	}
	if len(added) > 0 {
		edits = append(edits, a.appendArgs(added))
	}
	return edits, true
}

// optionNames are mcp-go's property options per keyword; keywords without
// one (format, the exclusive bounds) are written as a PropertyOption func
// literal, which is what mcp-go users write for them.
var optionNames = map[model.Keyword]string{
	model.Required:   "Required",
	model.Pattern:    "Pattern",
	model.Minimum:    "Min",
	model.Maximum:    "Max",
	model.MinLength:  "MinLength",
	model.MaxLength:  "MaxLength",
	model.MinItems:   "MinItems",
	model.MaxItems:   "MaxItems",
	model.MultipleOf: "MultipleOf",
	model.Enum:       "Enum",
}

// optionKeywords is optionNames the other way: the keyword each option
// declares.
var optionKeywords = func() map[string]model.Keyword {
	m := make(map[string]model.Keyword, len(optionNames))
	for k, name := range optionNames {
		m[name] = k
	}
	return m
}()

// declare returns the edits that replace the arguments of options
// declaring keywords of cs, and the options to append for the others.
func (a *anchor) declare(cs []model.Constraint) (edits []analysis.TextEdit, added []string, ok bool) {
	for _, c := range cs {
		if a.funcLit[c.Keyword] {
			return nil, nil, false // rewriting a hand-written option is not ours to do
		}
		args, ok := argExprs(c)
		if !ok {
			return nil, nil, false
		}
		if opt := a.options[c.Keyword]; opt != nil {
			if c.Keyword == model.Required {
				continue
			}
			text, ok := fixtext.List(args)
			if !ok {
				return nil, nil, false
			}
			edits = append(edits, analysis.TextEdit{Pos: opt.Lparen + 1, End: opt.Rparen, NewText: []byte(text)})
			continue
		}
		expr, ok := a.optionExpr(c, args)
		if !ok {
			return nil, nil, false
		}
		text, ok := fixtext.Node(expr)
		if !ok {
			return nil, nil, false
		}
		added = append(added, text)
	}
	return edits, added, true
}

// optionExpr builds mcp.Opt(args...) or, for keywords mcp-go has no option
// for, func(schema map[string]any) { schema["k"] = v }.
func (a *anchor) optionExpr(c model.Constraint, args []ast.Expr) (ast.Expr, bool) {
	if name, ok := optionNames[c.Keyword]; ok {
		return &ast.CallExpr{Fun: a.ref(name), Args: args}, true
	}
	if len(args) != 1 {
		return nil, false
	}
	// Parsed rather than assembled: the printer lays a func literal built
	// from bare nodes out over several lines.
	src := "func(schema map[string]any) { schema[" + fixtext.Quote(string(c.Keyword)) + "] = "
	val, ok := fixtext.Node(args[0])
	if !ok {
		return nil, false
	}
	return &ast.BasicLit{Kind: token.STRING, Value: src + val + " }"}, true
}

func (a *anchor) ref(name string) ast.Expr { return qualified(a.qual, name) }

// argExprs returns the option's arguments for c.
func argExprs(c model.Constraint) ([]ast.Expr, bool) {
	switch c.Keyword {
	case model.Required:
		return nil, true
	case model.NotConst:
		return nil, false // a schema, not a value: no option toolvet reads back
	case model.Pattern, model.Format:
		return []ast.Expr{fixtext.String(c.Str)}, true
	case model.Enum:
		if len(c.Strs) == 0 {
			return nil, false
		}
		args := make([]ast.Expr, len(c.Strs))
		for i, s := range c.Strs {
			args[i] = fixtext.String(s)
		}
		return args, true
	default:
		lit, ok := fixtext.Number(c.Num)
		if !ok {
			return nil, false
		}
		return []ast.Expr{lit}, true
	}
}

// appendArgs inserts new arguments after the call's last one.
func (a *anchor) appendArgs(args []string) analysis.TextEdit {
	return insertArgs(a.file, a.call, len(a.call.Args)-1, args)
}

// insertArgs inserts args after the call's argument i.
func insertArgs(file *token.File, call *ast.CallExpr, i int, args []string) analysis.TextEdit {
	return fixtext.InsertAfter(file, call.Args, call.Lparen, call.Rparen, i, args)
}

// descAnchor appends sentences to a tool description: the string argument
// of mcp.WithDescription (or of NewToolWithRawSchema), or a new
// mcp.WithDescription option when the tool has none.
type descAnchor struct {
	file *token.File
	tool *ast.CallExpr // mcp.NewTool(...), when a WithDescription may be added
	// into is the slice literal of options the tool is given with ...,
	// where a WithDescription is added instead (nil: none).
	into *ast.CompositeLit
	arg  ast.Expr // the description argument, or nil
	text model.Text
	qual string
}

func (d *descAnchor) File() *token.File { return d.file }

func (d *descAnchor) Append(text string) ([]analysis.TextEdit, bool) {
	if d.arg == nil {
		if d.tool == nil || len(d.tool.Args) == 0 {
			return nil, false
		}
		opt := &ast.CallExpr{Fun: qualified(d.qual, "WithDescription"), Args: []ast.Expr{fixtext.String(text)}}
		src, ok := fixtext.Node(opt)
		if !ok {
			return nil, false
		}
		if d.tool.Ellipsis.IsValid() {
			// NewTool("x", opts...) takes no other option: into the slice.
			if d.into == nil || len(d.into.Elts) == 0 || !inFile(d.file, d.into) {
				return nil, false
			}
			return []analysis.TextEdit{fixtext.InsertAfter(d.file, d.into.Elts, d.into.Lbrace, d.into.Rbrace, len(d.into.Elts)-1, []string{src})}, true
		}
		return []analysis.TextEdit{insertArgs(d.file, d.tool, 0, []string{src})}, true
	}
	if !d.text.Known {
		return nil, false
	}
	return []analysis.TextEdit{fixtext.AppendSentences(d.arg, d.text.Value, text)}, true
}

// inFile reports whether n is written in tf.
func inFile(tf *token.File, n ast.Node) bool {
	return tf.Base() <= int(n.Pos()) && int(n.End()) <= tf.Base()+tf.Size()
}

func qualified(qual, name string) ast.Expr {
	if qual == "" {
		return ast.NewIdent(name)
	}
	return &ast.SelectorExpr{X: ast.NewIdent(strings.TrimSuffix(qual, ".")), Sel: ast.NewIdent(name)}
}
