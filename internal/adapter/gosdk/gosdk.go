// Package gosdk is toolvet's adapter for the official MCP Go SDK,
// github.com/modelcontextprotocol/go-sdk.
//
// Typed tools, mcp.AddTool(server, &mcp.Tool{...}, handler), take a struct
// In whose schema google/jsonschema-go infers: properties from the JSON
// names of exported fields, required unless omitempty/omitzero, and a
// description from the `jsonschema` tag — which is a description only (a
// tag starting WORD= panics at AddTool). So rules on such a property can be
// stated only in words: its properties are InWords, and a fix appends a
// sentence to the field's jsonschema tag. The SDK turns a typed handler's
// Go error into an error result the model reads.
//
// Low-level tools, (*mcp.Server).AddTool(tool, handler), decode
// req.Params.Arguments themselves, and a Go error their handler returns
// becomes a JSON-RPC error with code 0 (measured), which the model never
// reads. Their explicit InputSchema is not read yet (the tool is opaque).
package gosdk

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/toolvet/toolvet/internal/adapter"
	"github.com/toolvet/toolvet/internal/adapter/structschema"
	"github.com/toolvet/toolvet/internal/fixtext"
	"github.com/toolvet/toolvet/internal/model"
	"github.com/toolvet/toolvet/internal/resolve"
)

const mcpPath = "github.com/modelcontextprotocol/go-sdk/mcp"

// Adapter is the go-sdk adapter.
type Adapter struct{}

func (Adapter) Name() string      { return "go-sdk" }
func (Adapter) Imports() []string { return []string{mcpPath} }

// Tools finds the tools registered with mcp.AddTool and (*mcp.Server).AddTool.
func (Adapter) Tools(p *adapter.Pass) []*model.Tool {
	f := &finder{Pass: p, fields: structschema.FieldDecls(p)}
	var tools []*model.Tool
	for cur := range p.Inspector.Root().Preorder((*ast.CallExpr)(nil)) {
		call := cur.Node().(*ast.CallExpr)
		fn, _ := typeutil.Callee(p.TypesInfo, call).(*types.Func)
		if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != mcpPath || fn.Name() != "AddTool" {
			continue
		}
		var t *model.Tool
		if fn.Signature().Recv() == nil && len(call.Args) == 3 {
			t = f.typedTool(call)
		} else if fn.Signature().Recv() != nil && len(call.Args) == 2 {
			t = f.rawTool(call)
		}
		if t != nil {
			tools = append(tools, t)
		}
	}
	return tools
}

type finder struct {
	*adapter.Pass
	fields map[*types.Var]*ast.Field // struct fields declared in this package
}

// toolLit follows e (a *mcp.Tool) to its composite literal.
func (f *finder) toolLit(e ast.Expr) *ast.CompositeLit {
	e = f.Index.Expr(e)
	if u, ok := e.(*ast.UnaryExpr); ok && u.Op == token.AND {
		e = ast.Unparen(u.X)
	}
	lit, _ := e.(*ast.CompositeLit)
	return lit
}

// common reads the Tool literal's name and description.
func (f *finder) common(call *ast.CallExpr, toolExpr ast.Expr) (*model.Tool, *ast.CompositeLit) {
	t := &model.Tool{Library: "go-sdk", Pos: call.Pos(), Opaque: true}
	lit := f.toolLit(toolExpr)
	if lit == nil {
		t.Description.Known = false
		return t, nil
	}
	t.Pos = lit.Pos()
	t.Description = model.Text{Known: true, Pos: lit.Pos()}
	desc := &descAnchor{file: f.Fset.File(lit.Pos()), lit: lit}
	for _, elt := range lit.Elts {
		kv, ok := elt.(*ast.KeyValueExpr)
		if !ok {
			t.Description.Known = false // positional literal: not read
			continue
		}
		switch key, _ := kv.Key.(*ast.Ident); {
		case key == nil:
		case key.Name == "Name":
			t.Name, _ = resolve.ConstString(f.TypesInfo, kv.Value)
		case key.Name == "Description":
			s, ok := resolve.ConstString(f.TypesInfo, kv.Value)
			t.Description = model.Text{Value: s, Known: ok, Pos: kv.Value.Pos()}
			desc.value = kv.Value
		}
	}
	desc.text = t.Description
	t.Describe = desc
	return t, lit
}

// typedTool reads mcp.AddTool(server, tool, handler) with a typed handler.
func (f *finder) typedTool(call *ast.CallExpr) *model.Tool {
	t, lit := f.common(call, call.Args[1])
	fun := f.Index.Func(call.Args[2])
	if fun == nil {
		return t
	}
	in := resolve.FuncParam(f.TypesInfo, fun, 2)
	if in == nil {
		return t
	}
	t.Handlers = append(t.Handlers, &model.Handler{
		Func:    fun,
		Structs: []*types.Var{in},
		Reader:  reader{typed: true},
		// The SDK turns the handler's error into an error result (measured),
		// except a *jsonrpc.Error, which toolvet does not model yet.
		Errors: model.ErrorsBecomeResults,
	})
	t.Input = in.Type()
	if lit != nil && hasField(lit, "InputSchema") {
		return t // an explicit schema: not read yet
	}
	props, pitfalls, ok := structschema.Properties(f.Fset, in.Type(), f.fields, structschema.Google)
	t.Pitfalls = pitfalls
	if !ok || len(pitfalls) > 0 {
		return t // the wire schema is not what the struct says
	}
	t.Opaque = false
	t.Properties = props
	return t
}

// rawTool reads (*mcp.Server).AddTool(tool, handler): the low-level API.
func (f *finder) rawTool(call *ast.CallExpr) *model.Tool {
	t, _ := f.common(call, call.Args[0])
	if fun := f.Index.Func(call.Args[1]); fun != nil {
		t.Handlers = append(t.Handlers, &model.Handler{
			Func:      fun,
			Reader:    reader{},
			Errors:    model.ErrorsAreProtocolErrors,
			ErrorNote: errorFateNote,
			Results:   results{},
		})
	}
	return t
}

func hasField(lit *ast.CompositeLit, name string) bool {
	for _, elt := range lit.Elts {
		if kv, ok := elt.(*ast.KeyValueExpr); ok {
			if id, ok := kv.Key.(*ast.Ident); ok && id.Name == name {
				return true
			}
		}
	}
	return false
}

// descAnchor appends sentences to a Tool literal's Description, or adds
// the field after Name.
type descAnchor struct {
	file  *token.File
	lit   *ast.CompositeLit
	value ast.Expr // the Description value, or nil
	text  model.Text
}

func (d *descAnchor) File() *token.File { return d.file }

func (d *descAnchor) Append(text string) ([]analysis.TextEdit, bool) {
	if d.value != nil {
		if !d.text.Known {
			return nil, false
		}
		return []analysis.TextEdit{fixtext.AppendSentences(d.value, d.text.Value, text)}, true
	}
	for i, elt := range d.lit.Elts {
		if kv, ok := elt.(*ast.KeyValueExpr); ok {
			if id, ok := kv.Key.(*ast.Ident); ok && id.Name == "Name" {
				field := "Description: " + fixtext.Quote(text)
				return []analysis.TextEdit{fixtext.InsertAfter(d.file, d.lit.Elts, d.lit.Lbrace, d.lit.Rbrace, i, []string{field})}, true
			}
		}
	}
	return nil, false
}
