package mcpgo

import (
	"bytes"
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
}

func (a *anchor) File() *token.File { return a.file }

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

// Declare replaces the arguments of an option that declares a keyword of cs
// and appends options for the others, keeping the call's layout.
func (a *anchor) Declare(cs []model.Constraint) ([]analysis.TextEdit, bool) {
	var edits []analysis.TextEdit
	var added []string
	for _, c := range cs {
		if a.funcLit[c.Keyword] {
			return nil, false // rewriting a hand-written option is not ours to do
		}
		args, ok := argExprs(c)
		if !ok {
			return nil, false
		}
		if opt := a.options[c.Keyword]; opt != nil {
			if c.Keyword == model.Required {
				continue
			}
			text, ok := fixtext.List(args)
			if !ok {
				return nil, false
			}
			edits = append(edits, analysis.TextEdit{Pos: opt.Lparen + 1, End: opt.Rparen, NewText: []byte(text)})
			continue
		}
		expr, ok := a.optionExpr(c, args)
		if !ok {
			return nil, false
		}
		text, ok := fixtext.Node(expr)
		if !ok {
			return nil, false
		}
		added = append(added, text)
	}
	if len(added) > 0 {
		edits = append(edits, a.appendArgs(added))
	}
	return edits, true
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

func (a *anchor) ref(name string) ast.Expr {
	if a.qual == "" {
		return ast.NewIdent(name)
	}
	return &ast.SelectorExpr{X: ast.NewIdent(strings.TrimSuffix(a.qual, ".")), Sel: ast.NewIdent(name)}
}

// argExprs returns the option's arguments for c.
func argExprs(c model.Constraint) ([]ast.Expr, bool) {
	switch c.Keyword {
	case model.Required:
		return nil, true
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

// appendArgs inserts new arguments after the call's last one, one per line
// when the call is laid out one argument per line.
func (a *anchor) appendArgs(args []string) analysis.TextEdit {
	last := a.call.Args[len(a.call.Args)-1]
	sep := ", "
	if indent, ok := a.ownLine(last); ok && a.line(a.call.Rparen) > a.line(last.End()) {
		sep = ",\n" + strings.Repeat("\t", indent)
	}
	var buf bytes.Buffer
	for _, arg := range args {
		buf.WriteString(sep + arg)
	}
	return analysis.TextEdit{Pos: last.End(), End: last.End(), NewText: buf.Bytes()}
}

func (a *anchor) line(pos token.Pos) int { return a.file.Line(pos) }

// ownLine reports whether arg starts its line, and its indentation in tabs
// (gofmt indents with tabs, so the column says how many).
func (a *anchor) ownLine(arg ast.Expr) (int, bool) {
	prev := a.call.Lparen
	for i, x := range a.call.Args {
		if x == arg && i > 0 {
			prev = a.call.Args[i-1].End()
		}
	}
	if a.line(prev) == a.line(arg.Pos()) {
		return 0, false
	}
	return a.file.Position(arg.Pos()).Column - 1, true
}
