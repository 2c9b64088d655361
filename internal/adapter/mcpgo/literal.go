package mcpgo

import (
	"go/ast"
	"go/types"

	"github.com/toolvet/toolvet/internal/adapter/rawschema"
	"github.com/toolvet/toolvet/internal/model"
	"github.com/toolvet/toolvet/internal/resolve"
)

// literalTool reads a tool written as a struct literal, as servers that
// keep their definitions in tables of their own do:
//
//	mcp.Tool{
//		Name:        "list_issues",
//		Description: "List issues.",
//		InputSchema: mcp.ToolInputSchema{
//			Type:       "object",
//			Properties: map[string]any{"state": map[string]any{"type": "string"}},
//			Required:   []string{"owner"},
//		},
//	}
//
// The properties are map literals keyed by JSON Schema keywords
// (rawschema.Map). A literal with no InputSchema literal (a converter's
// template with a RawInputSchema built at run time, a tool filled in
// field by field) defines nothing toolvet reads: nil.
func (f *finder) literalTool(lit *ast.CompositeLit) *model.Tool {
	fields, ok := keyed(lit)
	if !ok {
		return nil
	}
	if _, raw := fields["RawInputSchema"]; raw {
		return nil
	}
	schemaExpr, ok := fields["InputSchema"]
	if !ok {
		return nil
	}
	schema, ok := rawschema.Literal(f.Index.Expr(schemaExpr))
	if !ok || !resolve.IsNamed(f.TypesInfo.TypeOf(schema), mcpPath, "ToolInputSchema") {
		return nil
	}
	sfields, ok := keyed(schema)
	if !ok {
		return nil
	}
	t := &model.Tool{Library: Library, Pos: lit.Pos()}
	if name, ok := fields["Name"]; ok {
		t.Name, _ = f.constString(name)
	}
	if desc, ok := fields["Description"]; ok {
		desc = f.textIn(desc)
		t.Description = f.text(desc)
		t.Describe = &descAnchor{file: f.Fset.File(lit.Pos()), arg: desc, text: t.Description}
	} else {
		t.Description = model.Text{Known: true, Pos: lit.Pos()}
	}
	propsExpr, ok := sfields["Properties"]
	if !ok {
		return t // no properties: an empty object
	}
	props, ok := rawschema.Literal(f.Index.Expr(propsExpr))
	if !ok {
		t.MarkOpaque(propsExpr.Pos(), "properties that are not a map literal")
		return t
	}
	var required ast.Expr
	if r, ok := sfields["Required"]; ok {
		required = f.Index.Expr(r)
	}
	s := rawschema.Read(f.Fset, f.TypesInfo, rawschema.Map, props, required, nil)
	t.Properties, t.Opaque, t.Conditional = s.Properties, s.Opaque, s.Conditional
	return t
}

// keyed returns a struct literal's fields by name; ok is false for a
// literal with positional fields.
func keyed(lit *ast.CompositeLit) (map[string]ast.Expr, bool) {
	out := make(map[string]ast.Expr, len(lit.Elts))
	for _, elt := range lit.Elts {
		kv, ok := elt.(*ast.KeyValueExpr)
		if !ok {
			return nil, false
		}
		id, ok := kv.Key.(*ast.Ident)
		if !ok {
			return nil, false
		}
		out[id.Name] = kv.Value
	}
	return out, true
}

// isToolLiteral reports whether lit is an mcp.Tool literal.
func isToolLiteral(info *types.Info, lit *ast.CompositeLit) bool {
	return resolve.IsNamed(info.TypeOf(lit), mcpPath, "Tool")
}
