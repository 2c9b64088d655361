package mcpgo

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"strings"

	"github.com/toolvet/toolvet/internal/model"
	"github.com/toolvet/toolvet/internal/resolve"
)

// reader is mcp-go's model.ArgReader.
type reader struct{}

// Reader returns mcp-go's argument reader, to summarise helper functions.
func (Adapter) Reader() model.ArgReader { return reader{} }

// getterTypes maps the CallToolRequest getter suffix to its JSON type.
var getterTypes = map[string]string{
	"String": "string", "Int": "integer", "Float": "number", "Bool": "boolean",
	"StringSlice": "array", "IntSlice": "array", "FloatSlice": "array", "BoolSlice": "array",
}

// parseTypes maps the mcp.ParseX helpers to JSON types.
var parseTypes = map[string]string{
	"ParseString": "string", "ParseBoolean": "boolean", "ParseArgument": "", "ParseStringMap": "object",
	"ParseInt": "integer", "ParseInt8": "integer", "ParseInt16": "integer", "ParseInt32": "integer",
	"ParseInt64": "integer", "ParseUInt": "integer", "ParseUInt8": "integer", "ParseUInt16": "integer",
	"ParseUInt32": "integer", "ParseUInt64": "integer", "ParseFloat32": "number", "ParseFloat64": "number",
}

func callee(info *types.Info, call *ast.CallExpr) *types.Func {
	fn := resolve.Callee(info, call)
	if !resolve.InPackage(fn, mcpPath) {
		return nil
	}
	return fn
}

var constStr = resolve.ConstString

func (reader) ReadArg(info *types.Info, call *ast.CallExpr) (model.ArgRead, bool) {
	fn := callee(info, call)
	if fn == nil {
		return model.ArgRead{}, false
	}
	if isMethodOf(fn, "CallToolRequest") {
		var r model.ArgRead
		name := fn.Name()
		switch {
		case strings.HasPrefix(name, "Get"):
			r.ErrIndex = -1
			if len(call.Args) == 2 {
				r.Default = call.Args[1]
			}
		case strings.HasPrefix(name, "Require"):
			r.ErrIndex = 1
		default:
			return model.ArgRead{}, false
		}
		typ, ok := getterTypes[name[len("Get"):]]
		if strings.HasPrefix(name, "Require") {
			typ, ok = getterTypes[name[len("Require"):]]
		}
		if !ok || len(call.Args) == 0 {
			return model.ArgRead{}, false
		}
		r.Type = typ
		r.Name, _ = constStr(info, call.Args[0]) // "" when not constant: a helper's parameter, say
		r.NameExpr = call.Args[0]
		return r, true
	}
	if typ, ok := parseTypes[fn.Name()]; ok && fn.Signature().Recv() == nil && len(call.Args) == 3 {
		name, _ := constStr(info, call.Args[1])
		return model.ArgRead{Name: name, Type: typ, ErrIndex: -1, Default: call.Args[2], NameExpr: call.Args[1]}, true
	}
	return model.ArgRead{}, false
}

func (reader) ArgMap(info *types.Info, e ast.Expr) bool {
	switch e := ast.Unparen(e).(type) {
	case *ast.CallExpr: // req.GetArguments()
		fn := callee(info, e)
		return fn != nil && fn.Name() == "GetArguments" && isMethodOf(fn, "CallToolRequest")
	case *ast.TypeAssertExpr: // req.Params.Arguments.(map[string]any)
		sel, ok := ast.Unparen(e.X).(*ast.SelectorExpr)
		if !ok || sel.Sel.Name != "Arguments" {
			return false
		}
		return resolve.IsNamedOrPointer(info.TypeOf(sel.X), mcpPath, "CallToolParams")
	case *ast.SelectorExpr: // req.Params.Arguments, as sent (any): to encode or decode
		return e.Sel.Name == "Arguments" && resolve.IsNamedOrPointer(info.TypeOf(e.X), mcpPath, "CallToolParams")
	}
	return false
}

func (reader) Bind(info *types.Info, call *ast.CallExpr) (ast.Expr, bool) {
	fn := callee(info, call)
	if fn == nil || fn.Name() != "BindArguments" || !isMethodOf(fn, "CallToolRequest") || len(call.Args) != 1 {
		return nil, false
	}
	if u, ok := ast.Unparen(call.Args[0]).(*ast.UnaryExpr); ok && u.Op.String() == "&" {
		return u.X, true
	}
	// A pointer held in a variable (p := &in; reflect.New(t).Interface()):
	// what it points to holds the arguments.
	if id, ok := ast.Unparen(call.Args[0]).(*ast.Ident); ok {
		switch info.TypeOf(id).Underlying().(type) {
		case *types.Pointer, *types.Interface:
			return id, true
		}
	}
	return nil, false
}

// Failure: a handler fails by returning a non-nil Go error (the server turns
// it into a protocol error) or a result marked as error
// (mcp.NewToolResultError*, &mcp.CallToolResult{IsError: true}).
func (reader) Failure(info *types.Info, ret *ast.ReturnStmt) (string, bool) {
	if len(ret.Results) != 2 {
		return "", false
	}
	res, err := ast.Unparen(ret.Results[0]), ast.Unparen(ret.Results[1])
	if !isNil(info, err) {
		return resolve.ErrorText(info, err), true
	}
	return reader{}.ErrorResult(info, res)
}

// ErrorResult: mcp.NewToolResultError*(…) or &mcp.CallToolResult{IsError: true}.
func (reader) ErrorResult(info *types.Info, res ast.Expr) (string, bool) {
	switch res := ast.Unparen(res).(type) {
	case *ast.CallExpr:
		fn := callee(info, res)
		if fn == nil || !strings.HasPrefix(fn.Name(), "NewToolResultError") || len(res.Args) == 0 {
			return "", false
		}
		if fn.Name() == "NewToolResultErrorf" && len(res.Args) > 1 {
			return "", true
		}
		msg, _ := constStr(info, res.Args[0])
		if fn.Name() == "NewToolResultErrorFromErr" {
			msg = ""
		}
		return msg, true
	case *ast.UnaryExpr:
		lit, ok := res.X.(*ast.CompositeLit)
		if !ok || !resolve.IsNamedOrPointer(info.TypeOf(lit), mcpPath, "CallToolResult") {
			return "", false
		}
		isError, msg := false, ""
		for _, elt := range lit.Elts {
			kv, ok := elt.(*ast.KeyValueExpr)
			if !ok {
				continue
			}
			id, ok := kv.Key.(*ast.Ident)
			if !ok {
				continue
			}
			switch id.Name {
			case "IsError":
				tv := info.Types[kv.Value]
				isError = tv.Value != nil && constant.BoolVal(tv.Value)
			case "Content":
				msg = onlyText(info, kv.Value)
			}
		}
		return msg, isError
	}
	return "", false
}

// ErrorResultMessage: the message of mcp.NewToolResultError(msg) (and of
// the other NewToolResultError functions whose first string argument is
// their message), or the text of the one text content of
// &mcp.CallToolResult{…, IsError: true}.
func (reader) ErrorResultMessage(info *types.Info, e ast.Expr) (ast.Expr, bool) {
	if _, ok := (reader{}).ErrorResult(info, e); !ok {
		return nil, false
	}
	switch e := ast.Unparen(e).(type) {
	case *ast.CallExpr:
		if fn := callee(info, e); fn == nil || fn.Name() != "NewToolResultError" || len(e.Args) != 1 {
			return nil, false
		}
		return e.Args[0], true
	case *ast.UnaryExpr:
		for _, elt := range e.X.(*ast.CompositeLit).Elts {
			if kv, ok := elt.(*ast.KeyValueExpr); ok {
				if id, ok := kv.Key.(*ast.Ident); ok && id.Name == "Content" {
					text := textOf(info, kv.Value)
					return text, text != nil
				}
			}
		}
	}
	return nil, false
}

// onlyText returns the constant text of a result's content that is one
// text content: []mcp.Content{mcp.TextContent{Type: "text", Text: "…"}}
// (or a pointer to one, or mcp.NewTextContent("…")); else "".
func onlyText(info *types.Info, content ast.Expr) string {
	text := textOf(info, content)
	if text == nil {
		return ""
	}
	msg, _ := constStr(info, text)
	return msg
}

// textOf returns the text expression of a result's content that is one
// text content, or nil.
func textOf(info *types.Info, content ast.Expr) ast.Expr {
	list, ok := ast.Unparen(content).(*ast.CompositeLit)
	if !ok || len(list.Elts) != 1 {
		return nil
	}
	e := ast.Unparen(list.Elts[0])
	if u, ok := e.(*ast.UnaryExpr); ok && u.Op == token.AND {
		e = ast.Unparen(u.X)
	}
	switch e := e.(type) {
	case *ast.CallExpr:
		if fn := callee(info, e); fn != nil && fn.Name() == "NewTextContent" && len(e.Args) == 1 {
			return e.Args[0]
		}
	case *ast.CompositeLit:
		if !resolve.IsNamedOrPointer(info.TypeOf(e), mcpPath, "TextContent") {
			return nil
		}
		for _, elt := range e.Elts {
			if kv, ok := elt.(*ast.KeyValueExpr); ok {
				if id, ok := kv.Key.(*ast.Ident); ok && id.Name == "Text" {
					return kv.Value
				}
			}
		}
	}
	return nil
}

var isNil = resolve.IsNil
