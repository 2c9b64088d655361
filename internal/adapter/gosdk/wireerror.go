package gosdk

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/toolvet/toolvet/internal/adapter"
	"github.com/toolvet/toolvet/internal/fixtext"
	"github.com/toolvet/toolvet/internal/resolve"
)

// jsonrpc.Error is an alias of this package's WireError.
const jsonrpc2Path = "github.com/modelcontextprotocol/go-sdk/internal/jsonrpc2"

// jsonrpcPath is the package that makes jsonrpc.Error public.
const jsonrpcPath = "github.com/modelcontextprotocol/go-sdk/jsonrpc"

// wireErrorNote says what go-sdk does with a *jsonrpc.Error a typed
// handler returns (measured with v1.8.0: the client's CallTool fails with
// the message, no tool result).
const wireErrorNote = "go-sdk sends a *jsonrpc.Error returned by a typed handler as a JSON-RPC error, not as a tool result the model reads; return a plain error, which the SDK makes a tool result marked as error"

// typedResults is go-sdk's model.ResultWriter for typed handlers: only a
// *jsonrpc.Error escapes as a protocol error, and the fix returns its
// message as a plain error.
type typedResults struct{ pass *adapter.Pass }

// GoError returns ret's error when it is a *jsonrpc.Error: by its type, or
// by the literal it was made from.
func (r typedResults) GoError(info *types.Info, ret *ast.ReturnStmt) (ast.Expr, bool) {
	if len(ret.Results) != 3 {
		return nil, false
	}
	err := ret.Results[2]
	if isNil(info, ast.Unparen(err)) {
		return nil, false
	}
	if isWireErrorValue(r.pass, info, err) || r.pass.ProtocolErrors(err, Library) {
		// Its own, or made by another package's function (reported,
		// with no fix: the message is that function's business).
		return err, true
	}
	return nil, false
}

// isWireErrorValue reports whether err, not nil, is a *jsonrpc.Error: by
// its type, or by the literal it was made from.
func isWireErrorValue(p *adapter.Pass, info *types.Info, err ast.Expr) bool {
	return !isNil(info, ast.Unparen(err)) && (isWireError(info.TypeOf(err)) || wireErrorLit(info, p.Index.Expr(err)) != nil)
}

// ErrorMessage returns the Message of a &jsonrpc.Error{...} literal written
// at the return, or id.Message for a variable made from one; none when the
// literal sets Data (the client would lose it) or a Code that is not a
// constant (dropping it could drop a call).
func (r typedResults) ErrorMessage(info *types.Info, err ast.Expr) (ast.Expr, bool) {
	return wireErrorMessage(r.pass, info, err)
}

func wireErrorMessage(pass *adapter.Pass, info *types.Info, err ast.Expr) (ast.Expr, bool) {
	err = ast.Unparen(err)
	if id, ok := err.(*ast.Ident); ok && isWireError(info.TypeOf(id)) {
		if lit := wireErrorLit(info, pass.Index.Expr(id)); lit != nil {
			if _, ok := litMessage(info, lit); ok {
				return &ast.SelectorExpr{X: ast.NewIdent(id.Name), Sel: ast.NewIdent("Message")}, true
			}
		}
		return nil, false
	}
	if lit := wireErrorLit(info, err); lit != nil {
		return litMessage(info, lit)
	}
	return nil, false
}

// litMessage returns the Message value of a WireError literal that sets
// only a constant Code and a Message.
func litMessage(info *types.Info, lit *ast.CompositeLit) (ast.Expr, bool) {
	var msg ast.Expr
	for _, elt := range lit.Elts {
		kv, ok := elt.(*ast.KeyValueExpr)
		if !ok {
			return nil, false
		}
		switch key, _ := kv.Key.(*ast.Ident); {
		case key == nil:
			return nil, false
		case key.Name == "Message":
			msg = kv.Value
		case key.Name == "Code" && info.Types[kv.Value].Value != nil:
		default:
			return nil, false
		}
	}
	return msg, msg != nil
}

// ErrorResult rewrites the error of `return res, out, err` to
// errors.New(msg), importing errors when the file does not; a message
// made with fmt.Sprintf becomes fmt.Errorf with the same arguments.
func (r typedResults) ErrorResult(file *ast.File, ret *ast.ReturnStmt, msg ast.Expr) ([]analysis.TextEdit, bool) {
	if len(ret.Results) != 3 {
		return nil, false
	}
	err := ret.Results[2]
	if errorf := sprintfAsErrorf(r.pass.TypesInfo, msg); errorf != nil {
		text, ok := fixtext.Node(errorf)
		return []analysis.TextEdit{{Pos: err.Pos(), End: err.End(), NewText: []byte(text)}}, ok
	}
	var edits []analysis.TextEdit
	name, imported := resolve.ImportName(file, "errors", "errors")
	if !imported {
		name = "errors"
	} else if name == "." {
		return nil, false
	}
	// The name must mean the errors package where the return is written,
	// or mean nothing there when the import is added.
	scope := r.pass.Pkg.Scope().Innermost(ret.Pos())
	if scope == nil {
		return nil, false
	}
	_, obj := scope.LookupParent(name, ret.Pos())
	if imported {
		if pn, ok := obj.(*types.PkgName); !ok || pn.Imported().Path() != "errors" {
			return nil, false
		}
	} else {
		if obj != nil {
			return nil, false
		}
		add, ok := fixtext.AddImport(r.pass.Fset.File(file.Pos()), file, "errors")
		if !ok {
			return nil, false
		}
		edits = append(edits, add)
	}
	text, ok := fixtext.Node(&ast.CallExpr{
		Fun:  &ast.SelectorExpr{X: ast.NewIdent(name), Sel: ast.NewIdent("New")},
		Args: []ast.Expr{msg},
	})
	if !ok {
		return nil, false
	}
	return append(edits, analysis.TextEdit{Pos: err.Pos(), End: err.End(), NewText: []byte(text)}), true
}

// sprintfAsErrorf returns fmt.Errorf(format, args...) for a message
// written fmt.Sprintf(format, args...) with a constant format without %w
// (which Errorf would read as wrapping), else nil.
func sprintfAsErrorf(info *types.Info, msg ast.Expr) ast.Expr {
	call, ok := ast.Unparen(msg).(*ast.CallExpr)
	if !ok || call.Ellipsis.IsValid() || len(call.Args) == 0 {
		return nil
	}
	sel, isSel := call.Fun.(*ast.SelectorExpr)
	if !resolve.IsCallTo(info, call, "fmt", "Sprintf") || !isSel {
		return nil
	}
	if format, ok := resolve.ConstString(info, call.Args[0]); !ok || strings.Contains(format, "%w") {
		return nil
	}
	return &ast.CallExpr{Fun: &ast.SelectorExpr{X: sel.X, Sel: ast.NewIdent("Errorf")}, Args: call.Args}
}

// wireErrorLit returns the WireError literal e takes the address of.
func wireErrorLit(info *types.Info, e ast.Expr) *ast.CompositeLit {
	u, ok := ast.Unparen(e).(*ast.UnaryExpr)
	if !ok || u.Op != token.AND {
		return nil
	}
	lit, ok := ast.Unparen(u.X).(*ast.CompositeLit)
	if !ok || !isWireError(info.TypeOf(lit)) {
		return nil
	}
	return lit
}

// isWireError reports whether t is jsonrpc.Error or a pointer to it.
func isWireError(t types.Type) bool {
	return resolve.IsNamedOrPointer(t, jsonrpc2Path, "WireError")
}
