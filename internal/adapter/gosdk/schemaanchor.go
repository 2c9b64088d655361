package gosdk

import (
	"go/ast"
	"go/token"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/toolvet/toolvet/internal/fixtext"
	"github.com/toolvet/toolvet/internal/model"
	"github.com/toolvet/toolvet/internal/resolve"
)

// schemaSite is where the keywords of one explicit schema are written: the
// literal (its properties' literals, its Required list), or statements
// after jsonschema.For. Its properties share it: new required names, and
// new statements, of different properties land in one place, so their fix
// is one (model.SharedAnchor).
type schemaSite struct {
	file     *token.File
	astFile  *ast.File
	top      *ast.CompositeLit // the schema literal; nil for For
	required *ast.KeyValueExpr // its Required field, when written
	varName  string            // For: the variable holding the schema
	after    ast.Stmt          // For: the statement new ones follow
	next     token.Pos         // For: what follows it (a statement, or the block's brace)
}

// schemaAnchor is one property of an explicit schema.
type schemaAnchor struct {
	site *schemaSite
	prop *propState
}

func (a *schemaAnchor) File() *token.File { return a.site.file }
func (a *schemaAnchor) Group() any        { return a.site }

func (a *schemaAnchor) Declare(cs []model.Constraint) ([]analysis.TextEdit, bool) {
	return a.DeclareAll([]model.Declaration{{Anchor: a, Constraints: cs}})
}

// Describe appends sentences to the property's Description (for rules the
// profile takes only in words).
func (a *schemaAnchor) Describe(text string) ([]analysis.TextEdit, bool) {
	return a.DeclareAll([]model.Declaration{{Anchor: a, Describe: text}})
}

// DeclareDescribe does both in one fix: they may edit the same literal.
func (a *schemaAnchor) DeclareDescribe(cs []model.Constraint, text string) ([]analysis.TextEdit, bool) {
	return a.DeclareAll([]model.Declaration{{Anchor: a, Constraints: cs, Describe: text}})
}

// DeclareAll sets each constraint's field: it replaces the value that sets
// it last (a literal field or an assignment), else adds the field to the
// property's literal, or an assignment after For. Required names go to the
// literal's Required list, or to v.Required = append(v.Required, …).
func (a *schemaAnchor) DeclareAll(decls []model.Declaration) ([]analysis.TextEdit, bool) {
	site := a.site
	var edits []analysis.TextEdit
	var required, stmts []string
	var lits []*ast.CompositeLit
	added := make(map[*ast.CompositeLit][]string)
	for _, d := range decls {
		da, ok := d.Anchor.(*schemaAnchor)
		if !ok || da.site != site || da.prop.opaque {
			return nil, false
		}
		ps := da.prop
		if d.Describe != "" {
			desc := ps.p.Description
			switch {
			case !desc.Known:
				return nil, false
			case ps.desc != nil:
				edits = append(edits, fixtext.AppendSentences(ps.desc, desc.Value, d.Describe))
			case ps.lit != nil:
				if added[ps.lit] == nil {
					lits = append(lits, ps.lit)
				}
				added[ps.lit] = append(added[ps.lit], "Description: "+fixtext.Quote(d.Describe))
			case site.after != nil:
				// For's description comes from the field's jsonschema tag:
				// the assignment keeps it and adds the sentences.
				s, ok := fixtext.Node(site.assign(ps.p.Name, "Description", fixtext.String(fixtext.JoinSentences(desc.Value, d.Describe))))
				if !ok {
					return nil, false
				}
				stmts = append(stmts, s)
			default:
				return nil, false
			}
		}
		for _, c := range d.Constraints {
			if c.Keyword == model.Required {
				if _, ok := ps.p.Lookup(model.Required); !ok && !contains(required, ps.p.Name) {
					required = append(required, ps.p.Name)
				}
				continue
			}
			field, ok := keywordFields[c.Keyword]
			if !ok {
				return nil, false
			}
			value, ok := site.value(c)
			if !ok {
				return nil, false
			}
			text, ok := fixtext.Node(value)
			if !ok {
				return nil, false
			}
			switch old := ps.set[c.Keyword]; {
			case old != nil:
				edits = append(edits, analysis.TextEdit{Pos: old.Pos(), End: old.End(), NewText: []byte(text)})
			case ps.lit != nil:
				if added[ps.lit] == nil {
					lits = append(lits, ps.lit)
				}
				added[ps.lit] = append(added[ps.lit], field+": "+text)
			case site.after != nil:
				s, ok := fixtext.Node(site.assign(ps.p.Name, field, value))
				if !ok {
					return nil, false
				}
				stmts = append(stmts, s)
			default:
				return nil, false
			}
		}
	}
	for _, lit := range lits {
		edits = append(edits, addElements(site.file, lit, added[lit]))
	}
	if len(required) > 0 {
		e, s, ok := site.require(required)
		if !ok {
			return nil, false
		}
		if s != "" {
			stmts = append(stmts, s)
		} else {
			edits = append(edits, e)
		}
	}
	if len(stmts) > 0 {
		e, ok := site.insertStatements(stmts)
		if !ok {
			return nil, false
		}
		edits = append(edits, e)
	}
	return edits, true
}

// assign returns v.Properties["name"].field = value.
func (s *schemaSite) assign(name, field string, value ast.Expr) *ast.AssignStmt {
	return &ast.AssignStmt{
		Lhs: []ast.Expr{&ast.SelectorExpr{
			X: &ast.IndexExpr{
				X:     &ast.SelectorExpr{X: ast.NewIdent(s.varName), Sel: ast.NewIdent("Properties")},
				Index: fixtext.String(name),
			},
			Sel: ast.NewIdent(field),
		}},
		Tok: token.ASSIGN,
		Rhs: []ast.Expr{value},
	}
}

// require declares names required: in the literal's Required list (added
// when missing), or as an append statement after For.
func (s *schemaSite) require(names []string) (analysis.TextEdit, string, bool) {
	quoted := make([]ast.Expr, len(names))
	for i, n := range names {
		quoted[i] = fixtext.String(n)
	}
	if s.top == nil {
		field := &ast.SelectorExpr{X: ast.NewIdent(s.varName), Sel: ast.NewIdent("Required")}
		stmt := &ast.AssignStmt{
			Lhs: []ast.Expr{field},
			Tok: token.ASSIGN,
			Rhs: []ast.Expr{&ast.CallExpr{Fun: ast.NewIdent("append"), Args: append([]ast.Expr{field}, quoted...)}},
		}
		text, ok := fixtext.Node(stmt)
		return analysis.TextEdit{}, text, ok
	}
	if s.required != nil {
		lit, ok := ast.Unparen(s.required.Value).(*ast.CompositeLit)
		if !ok {
			return analysis.TextEdit{}, "", false
		}
		texts := make([]string, len(quoted))
		for i, q := range quoted {
			texts[i], _ = fixtext.Node(q)
		}
		return addElements(s.file, lit, texts), "", true
	}
	list := &ast.CompositeLit{Type: &ast.ArrayType{Elt: ast.NewIdent("string")}, Elts: quoted}
	text, ok := fixtext.Node(list)
	if !ok || len(s.top.Elts) == 0 {
		return analysis.TextEdit{}, "", false
	}
	return addElements(s.file, s.top, []string{"Required: " + text}), "", true
}

// addElements appends elements to a composite literal, following its
// layout.
func addElements(file *token.File, lit *ast.CompositeLit, texts []string) analysis.TextEdit {
	if len(lit.Elts) == 0 {
		return analysis.TextEdit{Pos: lit.Lbrace + 1, End: lit.Lbrace + 1, NewText: []byte(strings.Join(texts, ", "))}
	}
	return fixtext.InsertAfter(file, lit.Elts, lit.Lbrace, lit.Rbrace, len(lit.Elts)-1, texts)
}

// insertStatements inserts statements, one a line, after s.after, at its
// indentation (after a comment ending its line). ok is false when
// something follows it on its line (a block written on one line).
func (s *schemaSite) insertStatements(stmts []string) (analysis.TextEdit, bool) {
	line := s.file.Line(s.after.End())
	if !s.next.IsValid() || s.file.Line(s.next) == line || line >= s.file.LineCount() {
		return analysis.TextEdit{}, false
	}
	pos := s.file.LineStart(line+1) - 1 // the newline ending the line
	indent := strings.Repeat("\t", s.file.Position(s.after.Pos()).Column-1)
	var b strings.Builder
	for _, st := range stmts {
		b.WriteString("\n" + indent + st)
	}
	return analysis.TextEdit{Pos: pos, End: pos, NewText: []byte(b.String())}, true
}

// value returns the Go value of c's field: a string, []any of strings, or
// jsonschema.Ptr of a float64 (minimum, ...) or int (minLength, ...)
// constant.
func (s *schemaSite) value(c model.Constraint) (ast.Expr, bool) {
	switch c.Keyword {
	case model.Pattern, model.Format:
		return fixtext.String(c.Str), c.Str != ""
	case model.Enum:
		elts := make([]ast.Expr, len(c.Strs))
		for i, v := range c.Strs {
			elts[i] = fixtext.String(v)
		}
		return &ast.CompositeLit{Type: &ast.ArrayType{Elt: ast.NewIdent("any")}, Elts: elts}, len(elts) > 0
	}
	num, ok := fixtext.Number(c.Num)
	if !ok {
		return nil, false
	}
	lit := num
	if u, ok := num.(*ast.UnaryExpr); ok {
		lit = u.X
	}
	bl, ok := lit.(*ast.BasicLit)
	if !ok {
		return nil, false
	}
	switch c.Keyword {
	case model.MinLength, model.MaxLength, model.MinItems, model.MaxItems:
		if bl.Kind != token.INT {
			return nil, false // *int: a whole number only
		}
	default:
		if bl.Kind == token.INT {
			bl.Value += ".0" // *float64: jsonschema.Ptr(1) would be a *int
			bl.Kind = token.FLOAT
		}
	}
	if s.astFile == nil {
		return nil, false
	}
	name, ok := resolve.ImportName(s.astFile, jsonschemaPath, "jsonschema")
	if !ok {
		return nil, false
	}
	var ptr ast.Expr = ast.NewIdent("Ptr")
	if name != "." {
		ptr = &ast.SelectorExpr{X: ast.NewIdent(name), Sel: ast.NewIdent("Ptr")}
	}
	return &ast.CallExpr{Fun: ptr, Args: []ast.Expr{num}}, true
}
