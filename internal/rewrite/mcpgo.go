package rewrite

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"strings"
)

// The rewrites of this file change how code calls mark3labs/mcp-go; each
// keeps what the library does with the values.
const (
	mcpgoServer = "github.com/mark3labs/mcp-go/server"
	mcpgoMCP    = "github.com/mark3labs/mcp-go/mcp"
	gosdkMCP    = "github.com/modelcontextprotocol/go-sdk/mcp"
)

// calleeOf returns the function or method call calls, or nil.
func (p *Package) calleeOf(call *ast.CallExpr) *types.Func {
	var id *ast.Ident
	switch fun := ast.Unparen(call.Fun).(type) {
	case *ast.Ident:
		id = fun
	case *ast.SelectorExpr:
		id = fun.Sel
	default:
		return nil
	}
	fn, _ := p.Info.Uses[id].(*types.Func)
	return fn
}

func isFuncOf(fn *types.Func, pkgPath, name string) bool {
	return fn != nil && fn.Pkg() != nil && fn.Pkg().Path() == pkgPath && fn.Name() == name
}

// ToolTable turns each s.AddTool(tool, handler) statement into a table of
// server.ServerTool registered with AddTools:
//
//	rwTools := []server.ServerTool{{Tool: tool, Handler: handler}}
//	s.AddTools(rwTools...)
var ToolTable = &Rewrite{
	Name: "tooltable",
	Doc:  "tools and handlers in a []server.ServerTool registered with s.AddTools(tools...)",
	Apply: func(p *Package) int {
		return p.eachAddTool(func(f *ast.File, es *ast.ExprStmt, call *ast.CallExpr, recv ast.Expr, server string) bool {
			table := p.fresh("rwTools")
			return p.replace(es, fmt.Sprintf("%s := []%s.ServerTool{{Tool: %s, Handler: %s}}\n%s.AddTools(%s...)",
				table, server, p.text(call.Args[0]), p.text(call.Args[1]), p.text(recv), table))
		})
	},
}

// eachAddTool calls do for every s.AddTool(tool, handler) statement of
// mcp-go's server, with the server package's name in the file (imported if
// need be), and counts the statements do rewrote.
func (p *Package) eachAddTool(do func(f *ast.File, es *ast.ExprStmt, call *ast.CallExpr, recv ast.Expr, server string) bool) int {
	n := 0
	for _, f := range p.Files {
		ast.Inspect(f, func(node ast.Node) bool {
			es, ok := node.(*ast.ExprStmt)
			if !ok {
				return true
			}
			call, ok := es.X.(*ast.CallExpr)
			if !ok || len(call.Args) != 2 || !isFuncOf(p.calleeOf(call), mcpgoServer, "AddTool") || p.overlaps(es) {
				return true
			}
			sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
			if !ok {
				return true
			}
			if server := p.importName(f, mcpgoServer); server != "" && do(f, es, call, sel.X, server) {
				n++
			}
			return false
		})
	}
	return n
}

// FailHelper routes every mcp.NewToolResultError(msg) through a helper of
// the package that formats the message with an optional error, as servers
// that log or wrap their failures do: rwToolError(msg, nil).
var FailHelper = &Rewrite{
	Name: "failhelper",
	Doc:  "failures returned through a project helper that formats its message",
	Apply: func(p *Package) int {
		n := 0
		for _, f := range p.Files {
			helper := ""
			ast.Inspect(f, func(node ast.Node) bool {
				call, ok := node.(*ast.CallExpr)
				if !ok || len(call.Args) != 1 || !isFuncOf(p.calleeOf(call), mcpgoMCP, "NewToolResultError") || p.overlaps(call) {
					return true
				}
				if helper == "" {
					mcp := p.importName(f, mcpgoMCP)
					if mcp == "" {
						return false
					}
					helper = p.fresh("rwToolError")
					p.declare(f, fmt.Sprintf(`// %s builds the failure the model reads, with the cause when there is one.
func %s(msg string, err error) *%s.CallToolResult {
	full := msg
	if err != nil {
		full = msg + ": " + err.Error()
	}
	return %s.NewToolResultError(full)
}`, helper, helper, mcp, mcp))
				}
				if p.replace(call, fmt.Sprintf("%s(%s, nil)", helper, p.text(call.Args[0]))) {
					n++
				}
				return true
			})
		}
		return n
	},
}

// FailPair routes every `return mcp.NewToolResultError(msg), nil` through
// a helper of the package that returns the handler's whole result, after a
// leading parameter the message does not depend on (a logger) and with the
// cause last:
//
//	return rwFailure(nil, "…", nil)
//
// the helper building mcp.NewToolResultError(full), nil, where full is the
// message, or the message and the cause.
var FailPair = &Rewrite{
	Name: "failpair",
	Doc:  "failures returned through a helper that returns the handler's result and a nil error, taking a logger and the cause",
	Apply: func(p *Package) int {
		n := 0
		for _, f := range p.Files {
			helper := ""
			ast.Inspect(f, func(node ast.Node) bool {
				ret, ok := node.(*ast.ReturnStmt)
				if !ok || len(ret.Results) != 2 || p.overlaps(ret) {
					return true
				}
				call, ok := ast.Unparen(ret.Results[0]).(*ast.CallExpr)
				if !ok || len(call.Args) != 1 || !isFuncOf(p.calleeOf(call), mcpgoMCP, "NewToolResultError") {
					return true
				}
				if tv, ok := p.Info.Types[ret.Results[1]]; !ok || !tv.IsNil() {
					return true
				}
				if helper == "" {
					mcp := p.importName(f, mcpgoMCP)
					if mcp == "" {
						return false
					}
					helper = p.fresh("rwFailure")
					p.declare(f, fmt.Sprintf(`// %s logs a failure and builds the result the model reads, with the
// cause when there is one.
func %s(log func(string), msg string, err error) (*%s.CallToolResult, error) {
	full := msg
	if err != nil {
		full = msg + ": " + err.Error()
	}
	if log != nil {
		log(full)
	}
	return %s.NewToolResultError(full), nil
}`, helper, helper, mcp, mcp))
				}
				if p.replace(ret, fmt.Sprintf("return %s(nil, %s, nil)", helper, p.text(call.Args[0]))) {
					n++
				}
				return false
			})
		}
		return n
	},
}

// GenericReader reads string, number and boolean arguments through generic
// helpers over the argument map instead of the request's getters:
// req.GetString("a", "") becomes optionalParam[string](req.GetArguments(),
// "a", ""), req.RequireFloat("b") requiredParam[float64](…, "b"). For
// arguments decoded from JSON (strings, float64, bool) the values and the
// failures are the library's.
var GenericReader = &Rewrite{
	Name: "genericreader",
	Doc:  "arguments read through a generic helper over the argument map",
	Apply: func(p *Package) int {
		getters := map[string]string{
			"GetString": "string", "GetFloat": "float64", "GetBool": "bool",
			"RequireString": "string", "RequireFloat": "float64", "RequireBool": "bool",
		}
		n := 0
		for _, f := range p.Files {
			required, optional := "", ""
			ast.Inspect(f, func(node ast.Node) bool {
				call, ok := node.(*ast.CallExpr)
				if !ok {
					return true
				}
				fn := p.calleeOf(call)
				if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != mcpgoMCP || getters[fn.Name()] == "" || p.overlaps(call) {
					return true
				}
				sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
				if !ok {
					return true
				}
				typ := getters[fn.Name()]
				if fn.Name()[:3] == "Req" {
					if len(call.Args) != 1 {
						return true
					}
					if required == "" {
						fmtName := p.importName(f, "fmt")
						if fmtName == "" {
							return false
						}
						required = p.fresh("requiredParam")
						p.declare(f, fmt.Sprintf(`// %s returns the argument name as a T, or an error when it is missing or not a T.
func %s[T any](args map[string]any, name string) (T, error) {
	var zero T
	v, ok := args[name]
	if !ok {
		return zero, %s.Errorf("required argument %%q not found", name)
	}
	t, ok := v.(T)
	if !ok {
		return zero, %s.Errorf("argument %%q is not a %%T", name, zero)
	}
	return t, nil
}`, required, required, fmtName, fmtName))
					}
					if p.replace(call, fmt.Sprintf("%s[%s](%s.GetArguments(), %s)", required, typ, p.text(sel.X), p.text(call.Args[0]))) {
						n++
					}
					return true
				}
				if len(call.Args) != 2 {
					return true
				}
				if optional == "" {
					optional = p.fresh("optionalParam")
					p.declare(f, fmt.Sprintf(`// %s returns the argument name as a T, or def when it is missing or not a T.
func %s[T any](args map[string]any, name string, def T) T {
	if t, ok := args[name].(T); ok {
		return t
	}
	return def
}`, optional, optional))
				}
				if p.replace(call, fmt.Sprintf("%s[%s](%s.GetArguments(), %s, %s)", optional, typ, p.text(sel.X), p.text(call.Args[0]), p.text(call.Args[1]))) {
					n++
				}
				return true
			})
		}
		return n
	},
}

// OptionSlice moves the options of each mcp.NewTool call into a slice
// declared just before the statement that makes the call, as servers that
// assemble a tool's options do:
//
//	s.AddTool(mcp.NewTool("lookup", mcp.WithDescription("…"), mcp.WithString("id")), h)
//
// becomes
//
//	rwOpts := []mcp.ToolOption{mcp.WithDescription("…"), mcp.WithString("id")}
//	s.AddTool(mcp.NewTool("lookup", rwOpts...), h)
//
// for calls in a function's statements (not in a package-level
// declaration, whose options stay).
var OptionSlice = &Rewrite{
	Name: "optionslice",
	Doc:  "a tool's options assembled in a slice and passed to mcp.NewTool with ...",
	Apply: func(p *Package) int {
		n := 0
		p.eachList(func(f *ast.File, list []ast.Stmt) {
			for _, s := range list {
				ast.Inspect(s, func(node ast.Node) bool {
					switch node := node.(type) {
					case *ast.BlockStmt, *ast.CaseClause, *ast.CommClause:
						return false // its statements are a list of their own
					case *ast.CallExpr:
						if p.optionSlice(f, s, node) {
							n++
						}
					}
					return true
				})
			}
		})
		return n
	},
}

// optionSlice rewrites call, in statement s, when it is mcp.NewTool with
// options written out.
func (p *Package) optionSlice(f *ast.File, s ast.Stmt, call *ast.CallExpr) bool {
	if !isFuncOf(p.calleeOf(call), mcpgoMCP, "NewTool") || len(call.Args) < 2 || call.Ellipsis.IsValid() || p.overlaps(call) {
		return false
	}
	mcp := p.importName(f, mcpgoMCP)
	if mcp == "" {
		return false
	}
	opts := call.Args[1:]
	name := p.fresh("rwOpts")
	src := p.Src[f][p.offset(opts[0].Pos()):p.offset(opts[len(opts)-1].End())]
	at := p.leadingComments(f, s)
	return p.replaceRange(at, at, fmt.Sprintf("%s := []%s.ToolOption{\n%s,\n}\n", name, mcp, src)) &&
		p.replaceRange(opts[0].Pos(), opts[len(opts)-1].End(), name+"...")
}

// ResultHelper moves an mcp-go handler's guard on one variable into a
// function of the package that returns the failure the model reads, or
// nil, as servers that share their checks do:
//
//	if !strings.HasPrefix(acct, "acct_") {
//		return mcp.NewToolResultError("accountId must start with acct_"), nil
//	}
//
// becomes
//
//	if res := rwCheckResult(acct); res != nil {
//		return res, nil
//	}
//
// with func rwCheckResult(acct string) *mcp.CallToolResult holding the
// guard and returning nil past it. Only a guard whose body is that one
// return, whose condition reads one variable of the handler, not an
// error, and otherwise only what the package sees at its top level.
var ResultHelper = &Rewrite{
	Name: "resulthelper",
	Doc:  "a guard moved into a function of the package returning the failure result or nil",
	Apply: func(p *Package) int {
		n := 0
		p.eachList(func(f *ast.File, list []ast.Stmt) {
			for _, s := range list {
				if is, ok := s.(*ast.IfStmt); ok && p.resultHelper(f, is) {
					n++
				}
			}
		})
		return n
	},
}

// resultHelper rewrites one guard (ResultHelper), reporting whether it did.
func (p *Package) resultHelper(f *ast.File, is *ast.IfStmt) bool {
	ret, x, typ, ok := p.movableGuard(f, is)
	if !ok || len(ret.Results) != 2 {
		return false
	}
	call, ok := ast.Unparen(ret.Results[0]).(*ast.CallExpr)
	if !ok || !isFuncOf(p.calleeOf(call), mcpgoMCP, "NewToolResultError") {
		return false
	}
	if tv, ok := p.Info.Types[ret.Results[1]]; !ok || !tv.IsNil() {
		return false
	}
	mcp := p.importName(f, mcpgoMCP)
	if mcp == "" || x.Name() == mcp {
		return false
	}
	name := p.fresh("rwCheckResult")
	p.declare(f, fmt.Sprintf("// %s returns the failure the model reads, or nil.\nfunc %s(%s %s) *%s.CallToolResult {\n\tif %s {\n\t\treturn %s\n\t}\n\treturn nil\n}",
		name, name, x.Name(), typ, mcp, p.text(is.Cond), p.text(call)))
	// What follows the brace (a trailing comment, a directive) stays there.
	after := string(p.Src[f][p.offset(is.Body.Lbrace)+1 : p.offset(ret.Pos())])
	return p.replace(is, fmt.Sprintf("if res := %s(%s); res != nil {%sreturn res, %s\n}", name, x.Name(), after, p.text(ret.Results[1])))
}

// seenFromTop reports whether every identifier of the guard's condition
// and failure but x means, at the top level of the package, what it
// means in the guard: so that they mean the same in a function of the
// package.
func (p *Package) seenFromTop(is *ast.IfStmt, x *types.Var) bool {
	return p.seenFromTopBut(is, map[*types.Var]bool{x: true})
}

// seenFromTopBut is seenFromTop with the variables of vars handed over.
func (p *Package) seenFromTopBut(is *ast.IfStmt, vars map[*types.Var]bool) bool {
	ok := true
	ast.Inspect(is, func(n ast.Node) bool {
		id, isID := n.(*ast.Ident)
		if !isID || !ok {
			return ok
		}
		obj := p.Info.Uses[id]
		if v, isVar := obj.(*types.Var); obj == nil || isVar && vars[v] || obj.Pkg() != nil && obj.Pkg() != p.Types {
			return true // x, or another package's
		}
		if _, field := obj.(*types.Var); field && obj.(*types.Var).IsField() {
			return true
		}
		if _, method := obj.(*types.Func); method && obj.(*types.Func).Signature().Recv() != nil {
			return true
		}
		if obj.Parent() != types.Universe && obj.Parent() != p.Types.Scope() {
			if _, pkg := obj.(*types.PkgName); !pkg {
				ok = false
			}
		}
		return ok
	})
	return ok
}

// WrapHandler registers every handler through a middleware of the package
// that hands each call on, as logging and metrics wrappers do:
//
//	s.AddTool(tool, rwWrap(handle))
//
// with func rwWrap(next server.ToolHandlerFunc) server.ToolHandlerFunc,
// returning a function that returns next(ctx, req); for go-sdk, the same
// around a mcp.ToolHandler, and a generic rwWrapFor[In, Out] around a
// typed handler, mcp.AddTool(s, tool, rwWrapFor(handle)).
var WrapHandler = &Rewrite{
	Name: "wraphandler",
	Doc:  "every handler registered through a middleware of the package that hands each call on",
	Apply: func(p *Package) int {
		wrap := ""
		n := p.eachAddTool(func(f *ast.File, es *ast.ExprStmt, call *ast.CallExpr, recv ast.Expr, server string) bool {
			if wrap == "" {
				mcp, ctx := p.importName(f, mcpgoMCP), p.importName(f, "context")
				if mcp == "" || ctx == "" {
					return false
				}
				wrap = p.fresh("rwWrap")
				p.declare(f, fmt.Sprintf("// %s hands every call on to next.\nfunc %s(next %s.ToolHandlerFunc) %s.ToolHandlerFunc {\n\treturn func(ctx %s.Context, req %s.CallToolRequest) (*%s.CallToolResult, error) {\n\t\treturn next(ctx, req)\n\t}\n}",
					wrap, wrap, server, server, ctx, mcp, mcp))
			}
			return p.replace(call.Args[1], fmt.Sprintf("%s(%s)", wrap, p.text(call.Args[1])))
		})
		return n + p.wrapGoSDKHandlers()
	},
}

// wrapGoSDKHandlers is WrapHandler for go-sdk's registrations.
func (p *Package) wrapGoSDKHandlers() int {
	var wrap, wrapFor string
	n := 0
	for _, f := range p.Files {
		ast.Inspect(f, func(node ast.Node) bool {
			call, ok := node.(*ast.CallExpr)
			if !ok {
				return true
			}
			fn := p.calleeOf(call)
			if !isFuncOf(fn, gosdkMCP, "AddTool") || p.overlaps(call) {
				return true
			}
			typed := fn.Signature().Recv() == nil
			h := call.Args[len(call.Args)-1]
			if typed && len(call.Args) != 3 || !typed && len(call.Args) != 2 || p.Info.Types[h].IsNil() {
				return true
			}
			name := &wrap
			if typed {
				name = &wrapFor
			}
			if *name == "" {
				// The imports go where the wrapper is declared, and only
				// there: another file calling it needs neither.
				mcp, ctx := p.importName(f, gosdkMCP), p.importName(f, "context")
				if mcp == "" || ctx == "" {
					return true
				}
				if typed {
					*name = p.fresh("rwWrapFor")
					p.declare(f, fmt.Sprintf("// %s hands every call on to next.\nfunc %s[In, Out any](next %s.ToolHandlerFor[In, Out]) %s.ToolHandlerFor[In, Out] {\n\treturn func(ctx %s.Context, req *%s.CallToolRequest, in In) (*%s.CallToolResult, Out, error) {\n\t\treturn next(ctx, req, in)\n\t}\n}",
						*name, *name, mcp, mcp, ctx, mcp, mcp))
				} else {
					*name = p.fresh("rwWrap")
					p.declare(f, fmt.Sprintf("// %s hands every call on to next.\nfunc %s(next %s.ToolHandler) %s.ToolHandler {\n\treturn func(ctx %s.Context, req *%s.CallToolRequest) (*%s.CallToolResult, error) {\n\t\treturn next(ctx, req)\n\t}\n}",
						*name, *name, mcp, mcp, ctx, mcp, mcp))
				}
			}
			if p.replace(h, fmt.Sprintf("%s(%s)", *name, p.text(h))) {
				n++
			}
			return false
		})
	}
	return n
}

// ParamNames names each argument once, as a package-level constant the
// schema and the reads share, as servers that spell a name in one place
// do: mcp.WithString("accountId", …) and req.GetString("accountId", "")
// both become rwParam. Only the literals naming a property in mcp-go's
// property options, those given to the request's readers (Get…,
// Require…) and the keys of an index of a map[string]any are named.
var ParamNames = &Rewrite{
	Name: "paramnames",
	Doc:  "argument names declared once as package-level constants the schema and the reads share",
	Apply: func(p *Package) int {
		names := make(map[string]string) // a literal's text to its constant
		n := 0
		for _, f := range p.Files {
			ast.Inspect(f, func(node ast.Node) bool {
				var lit *ast.BasicLit
				switch node := node.(type) {
				case *ast.CallExpr:
					if len(node.Args) > 0 && (p.propertyOption(node) || p.requestReader(node)) {
						lit, _ = ast.Unparen(node.Args[0]).(*ast.BasicLit)
					}
				case *ast.IndexExpr:
					if m, ok := p.Info.TypeOf(node.X).Underlying().(*types.Map); ok && isString(m.Key()) && isEmptyInterface(m.Elem()) {
						lit, _ = ast.Unparen(node.Index).(*ast.BasicLit)
					}
				}
				if lit == nil || lit.Kind != token.STRING || p.overlaps(lit) {
					return true
				}
				name := names[lit.Value]
				if name == "" {
					name = p.fresh("rwParam")
					names[lit.Value] = name
					p.declare(f, fmt.Sprintf("const %s = %s", name, lit.Value))
				}
				if p.replace(lit, name) {
					n++
				}
				return true
			})
		}
		return n
	},
}

// propertyOption reports whether call is one of mcp-go's options declaring
// a property by the name its first argument gives.
func (p *Package) propertyOption(call *ast.CallExpr) bool {
	fn := p.calleeOf(call)
	if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != mcpgoMCP || fn.Signature().Recv() != nil {
		return false
	}
	switch fn.Name() {
	case "WithString", "WithNumber", "WithInteger", "WithBoolean", "WithArray", "WithObject", "WithAny":
		return true
	}
	return false
}

// requestReader reports whether call is a method of mcp-go's
// CallToolRequest reading the argument its first argument names.
func (p *Package) requestReader(call *ast.CallExpr) bool {
	fn := p.calleeOf(call)
	if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != mcpgoMCP {
		return false
	}
	sig := fn.Signature()
	if sig.Recv() == nil || sig.Params().Len() == 0 || !isString(sig.Params().At(0).Type()) {
		return false
	}
	if named, ok := types.Unalias(derefType(sig.Recv().Type())).(*types.Named); !ok || named.Obj().Name() != "CallToolRequest" {
		return false
	}
	return strings.HasPrefix(fn.Name(), "Get") || strings.HasPrefix(fn.Name(), "Require")
}

func isString(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Kind() == types.String
}

func isEmptyInterface(t types.Type) bool {
	i, ok := t.Underlying().(*types.Interface)
	return ok && i.Empty()
}

func derefType(t types.Type) types.Type {
	if ptr, ok := t.Underlying().(*types.Pointer); ok {
		return ptr.Elem()
	}
	return t
}
