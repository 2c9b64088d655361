package rewrite

import (
	"fmt"
	"go/ast"
	"go/types"
	"strings"

	"golang.org/x/tools/go/ast/astutil"
)

// NamedHandler moves every handler func literal passed to a library
// (the first parameter a context.Context) into a named function of the
// package taking the handler's parameters, the variables it captured and
// one more, and registers a closure that calls it:
//
//	s.AddTool(tool, func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
//		return rwHandler(ctx, req, limit, "rewrite")
//	})
var NamedHandler = &Rewrite{
	Name:  "namedhandler",
	Doc:   "the registered closure calls a named function with the request and extra parameters",
	Apply: func(p *Package) int { return p.moveHandlers(false) },
}

// MethodHandler moves every handler func literal passed to a library that
// captures nothing into a method of a new type, registered as a method
// value: s.AddTool(tool, (&rwHandlers{}).handle).
var MethodHandler = &Rewrite{
	Name:  "methodhandler",
	Doc:   "the handler is a method of a handler type, registered as a method value",
	Apply: func(p *Package) int { return p.moveHandlers(true) },
}

func (p *Package) moveHandlers(method bool) int {
	return p.eachPassedLit(func(f *ast.File, _ *ast.CallExpr, lit *ast.FuncLit) bool {
		return p.moveHandler(f, lit, method)
	})
}

// eachPassedLit calls apply on every func literal passed to a call of a
// library's function, and returns how many it rewrote.
func (p *Package) eachPassedLit(apply func(f *ast.File, call *ast.CallExpr, lit *ast.FuncLit) bool) int {
	n := 0
	for _, f := range p.Files {
		ast.Inspect(f, func(node ast.Node) bool {
			call, ok := node.(*ast.CallExpr)
			if !ok || !p.libraryCall(call) {
				return true
			}
			for _, arg := range call.Args {
				if lit, ok := arg.(*ast.FuncLit); ok && apply(f, call, lit) {
					n++
				}
			}
			return true
		})
	}
	return n
}

func (p *Package) moveHandler(f *ast.File, lit *ast.FuncLit, method bool) bool {
	sig, ok := p.Info.TypeOf(lit).(*types.Signature)
	if !ok || !firstIsContext(sig) || p.overlaps(lit) {
		return false
	}
	if fd := enclosingFunc(f, lit); fd != nil && (fd.Type.TypeParams != nil || fd.Recv != nil && hasTypeParams(p.Info, fd)) {
		return false
	}
	vars, ok := captured(p.Info, lit)
	if !ok || method && len(vars) > 0 {
		return false
	}
	params, args := p.namedParams(lit.Type)
	sigText := "(" + strings.Join(params, ", ") + ")"
	results := ""
	if lit.Type.Results != nil {
		results = " " + p.text(lit.Type.Results)
	}
	body := p.text(lit.Body)
	if method {
		typ := p.fresh("rwHandlers")
		name := p.fresh("handle")
		p.declare(f, fmt.Sprintf("type %s struct{}\n\nfunc (h *%s) %s%s%s %s", typ, typ, name, sigText, results, body))
		return p.replace(lit, fmt.Sprintf("(&%s{}).%s", typ, name))
	}
	seen := make(map[string]bool)
	for _, a := range args {
		seen[strings.TrimSuffix(a, "...")] = true
	}
	var extra, extraArgs []string
	for _, v := range vars {
		t := p.typeExpr(f, v.Type())
		if t == "" || seen[v.Name()] {
			return false
		}
		seen[v.Name()] = true
		extra = append(extra, v.Name()+" "+t)
		extraArgs = append(extraArgs, v.Name())
	}
	tag := "rwTag"
	for seen[tag] {
		tag += "_"
	}
	name := p.fresh("rwHandler")
	// A variadic parameter must come last: captured and extra parameters
	// go before it then.
	allParams := append(append([]string{}, params...), extra...)
	allArgs := append(append([]string{}, args...), extraArgs...)
	allParams = append(allParams, tag+" string")
	allArgs = append(allArgs, `"rewrite"`)
	if isVariadic(lit.Type) {
		last := len(params) - 1
		allParams = append(append(append([]string{}, params[:last]...), extra...), tag+" string", params[last])
		allArgs = append(append(append([]string{}, args[:last]...), extraArgs...), `"rewrite"`, args[last])
	}
	p.declare(f, fmt.Sprintf("func %s(%s)%s %s", name, strings.Join(allParams, ", "), results, body))
	callText := fmt.Sprintf("%s(%s)", name, strings.Join(allArgs, ", "))
	if results != "" {
		callText = "return " + callText
	}
	return p.replace(lit, fmt.Sprintf("func%s%s {\n%s\n}", sigText, results, callText))
}

func hasTypeParams(info *types.Info, fd *ast.FuncDecl) bool {
	if obj, ok := info.Defs[fd.Name].(*types.Func); ok {
		if sig, ok := obj.Type().(*types.Signature); ok {
			return sig.RecvTypeParams().Len() > 0 || sig.TypeParams().Len() > 0
		}
	}
	return false
}

// LocalHandler holds every handler func literal passed to a library in a
// local variable declared just before the statement that passes it:
//
//	rwHandler := func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {…}
//	s.AddTool(tool, rwHandler)
var LocalHandler = &Rewrite{
	Name: "localhandler",
	Doc:  "the handler literal held in a local variable before it is registered",
	Apply: func(p *Package) int {
		return p.eachPassedLit(func(f *ast.File, call *ast.CallExpr, lit *ast.FuncLit) bool {
			if p.overlaps(lit) {
				return false
			}
			if sig, ok := p.Info.TypeOf(lit).(*types.Signature); !ok || !firstIsContext(sig) {
				return false
			}
			stmt := statementIn(f, call)
			if stmt == nil {
				return false
			}
			name := p.fresh("rwHandler")
			return p.replaceRange(stmt.Pos(), stmt.Pos(), name+" := "+p.text(lit)+"\n") && p.replace(lit, name)
		})
	},
}

// statementIn returns the statement of a block (or a case) that holds n,
// or nil when n is in no function body's statement list.
func statementIn(f *ast.File, n ast.Node) ast.Stmt {
	path, _ := astutil.PathEnclosingInterval(f, n.Pos(), n.End())
	for i, node := range path {
		stmt, ok := node.(ast.Stmt)
		if !ok || i+1 >= len(path) {
			continue
		}
		switch path[i+1].(type) {
		case *ast.BlockStmt, *ast.CaseClause, *ast.CommClause:
			return stmt
		}
		if _, isLit := path[i+1].(*ast.FuncLit); isLit {
			return nil
		}
	}
	return nil
}

// namedParams spells the parameters of ft each with a name (p0, p1, … for
// unnamed and blank ones), and the arguments that hand them on.
func (p *Package) namedParams(ft *ast.FuncType) (params, args []string) {
	i := 0
	for _, field := range ft.Params.List {
		typ := p.text(field.Type)
		names := field.Names
		if len(names) == 0 {
			names = []*ast.Ident{{Name: "_"}}
		}
		for _, id := range names {
			name := id.Name
			if name == "_" {
				name = fmt.Sprintf("p%d", i)
			}
			params = append(params, name+" "+typ)
			arg := name
			if _, variadic := field.Type.(*ast.Ellipsis); variadic {
				arg += "..."
			}
			args = append(args, arg)
			i++
		}
	}
	return params, args
}
