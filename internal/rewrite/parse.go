package rewrite

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"strings"
)

// ParseFunc moves the argument reads a handler starts with into a parse
// function of the package that fills a params struct, and reads the
// fields where the handler read its variables:
//
//	acct := req.GetString("accountId", "")
//	amount := req.GetFloat("amount", 0)
//	if !strings.HasPrefix(acct, "acct_") {…}
//
// becomes
//
//	rwP := rwParse(req)
//	if !strings.HasPrefix(rwP.acct, "acct_") {…}
//
// with type rwParams struct{ acct string; amount float64 } and func
// rwParse(req mcp.CallToolRequest) rwParams filling it in order.
var ParseFunc = &Rewrite{
	Name:  "parsefunc",
	Doc:   "a parse function reads the request into a params struct",
	Apply: func(p *Package) int { return p.parseFuncs(parseByFunc) },
}

// ParseInto is ParseFunc with the params struct filled through a pointer:
// the handler declares it and a method of its type reads the request into
// it.
//
//	var rwP rwParams
//	rwP.rwParse(req)
//	if !strings.HasPrefix(rwP.acct, "acct_") {…}
//
// with func (p *rwParams) rwParse(req mcp.CallToolRequest) filling it.
var ParseInto = &Rewrite{
	Name:  "parseinto",
	Doc:   "a method reads the request into the params struct its pointer receiver is",
	Apply: func(p *Package) int { return p.parseFuncs(parseIntoPointer) },
}

// ParseLiteral is ParseFunc with the params struct written as a composite
// literal in the handler itself, each field given its read:
//
//	rwP := rwParams{acct: req.GetString("accountId", ""), amount: req.GetFloat("amount", 0)}
//	if !strings.HasPrefix(rwP.acct, "acct_") {…}
var ParseLiteral = &Rewrite{
	Name:  "parseliteral",
	Doc:   "the argument reads gathered into a params struct literal in the handler",
	Apply: func(p *Package) int { return p.parseFuncs(parseLiteral) },
}

// How a parse rewrite fills the params struct.
type parseMode int

const (
	parseByFunc      parseMode = iota // p := rwParse(req)
	parseIntoPointer                  // var p rwParams; p.rwParse(req)
	parseLiteral                      // p := rwParams{a: req.GetString(…), …}
)

// parseFuncs applies ParseFunc, ParseInto or ParseLiteral (mode) to
// every function of p.
func (p *Package) parseFuncs(mode parseMode) int {
	return p.eachFunc(func(f *ast.File, ft *ast.FuncType, body *ast.BlockStmt) bool {
		return p.parseFunc(f, ft, body, mode)
	})
}

// eachFunc calls apply on every function of p with a body, declared or
// literal, and returns how many it rewrote.
func (p *Package) eachFunc(apply func(f *ast.File, ft *ast.FuncType, body *ast.BlockStmt) bool) int {
	n := 0
	for _, f := range p.Files {
		ast.Inspect(f, func(node ast.Node) bool {
			var ft *ast.FuncType
			var body *ast.BlockStmt
			switch fn := node.(type) {
			case *ast.FuncDecl:
				ft, body = fn.Type, fn.Body
			case *ast.FuncLit:
				ft, body = fn.Type, fn.Body
			default:
				return true
			}
			if body != nil && apply(f, ft, body) {
				n++
			}
			return true
		})
	}
	return n
}

var getters = map[string]bool{"GetString": true, "GetFloat": true, "GetInt": true, "GetBool": true}

func (p *Package) parseFunc(f *ast.File, ft *ast.FuncType, body *ast.BlockStmt, mode parseMode) bool {
	// The request parameter.
	var req *types.Var
	for _, field := range ft.Params.List {
		for _, name := range field.Names {
			if v, ok := p.Info.Defs[name].(*types.Var); ok {
				if n, ok := v.Type().(*types.Named); ok && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == mcpgoMCP && n.Obj().Name() == "CallToolRequest" {
					req = v
				}
			}
		}
	}
	if req == nil {
		return false
	}
	// The leading reads: v := req.GetX("name", def).
	type read struct {
		v    *types.Var
		stmt *ast.AssignStmt
	}
	var reads []read
	for _, s := range body.List {
		as, ok := s.(*ast.AssignStmt)
		if !ok || as.Tok != token.DEFINE || len(as.Lhs) != 1 || len(as.Rhs) != 1 {
			break
		}
		call, ok := as.Rhs[0].(*ast.CallExpr)
		if !ok {
			break
		}
		fn := p.calleeOf(call)
		sel, isSel := ast.Unparen(call.Fun).(*ast.SelectorExpr)
		if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != mcpgoMCP || !getters[fn.Name()] || !isSel {
			break
		}
		if id, ok := sel.X.(*ast.Ident); !ok || p.Info.Uses[id] != req {
			break
		}
		id, ok := as.Lhs[0].(*ast.Ident)
		v, _ := p.Info.Defs[id].(*types.Var)
		if !ok || v == nil || p.usesLocals(call.Args[1]) {
			break
		}
		reads = append(reads, read{v, as})
	}
	if len(reads) == 0 || p.overlaps(reads[0].stmt) {
		return false
	}
	mcp := p.importName(f, mcpgoMCP)
	if mcp == "" {
		return false
	}
	typ, parse, pv := p.fresh("rwParams"), p.fresh("rwParse"), p.fresh("rwP")
	var fields, fills, elts []string
	vars := make(map[*types.Var]bool)
	for _, r := range reads {
		t := p.typeExpr(f, r.v.Type())
		if t == "" {
			return false
		}
		vars[r.v] = true
		fields = append(fields, r.v.Name()+" "+t)
		call := r.stmt.Rhs[0].(*ast.CallExpr)
		fills = append(fills, fmt.Sprintf("p.%s = req.%s(%s, %s)", r.v.Name(), call.Fun.(*ast.SelectorExpr).Sel.Name, p.text(call.Args[0]), p.text(call.Args[1])))
		elts = append(elts, fmt.Sprintf("%s: %s", r.v.Name(), p.text(call)))
	}
	// Every read of the variables reads the field.
	var uses []*ast.Ident
	ast.Inspect(body, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok {
			if v, ok := p.Info.Uses[id].(*types.Var); ok && vars[v] {
				uses = append(uses, id)
			}
		}
		return true
	})
	for _, id := range uses {
		if p.overlaps(id) {
			return false
		}
	}
	p.declare(f, fmt.Sprintf("type %s struct {\n%s\n}", typ, strings.Join(fields, "\n")))
	first, last := reads[0].stmt, reads[len(reads)-1].stmt
	switch mode {
	case parseLiteral:
		if !p.replaceRange(first.Pos(), last.End(), fmt.Sprintf("%s := %s{%s}", pv, typ, strings.Join(elts, ", "))) {
			return false
		}
	case parseIntoPointer:
		p.declare(f, fmt.Sprintf("// %s reads the tool's arguments into p.\nfunc (p *%s) %s(req %s.CallToolRequest) {\n%s\n}",
			parse, typ, parse, mcp, strings.Join(fills, "\n")))
		if !p.replaceRange(first.Pos(), last.End(), fmt.Sprintf("var %s %s\n%s.%s(%s)", pv, typ, pv, parse, req.Name())) {
			return false
		}
	default:
		p.declare(f, fmt.Sprintf("// %s reads the tool's arguments.\nfunc %s(req %s.CallToolRequest) %s {\nvar p %s\n%s\nreturn p\n}",
			parse, parse, mcp, typ, typ, strings.Join(fills, "\n")))
		if !p.replaceRange(first.Pos(), last.End(), fmt.Sprintf("%s := %s(%s)", pv, parse, req.Name())) {
			return false
		}
	}
	for _, id := range uses {
		p.replace(id, pv+"."+id.Name)
	}
	return true
}
