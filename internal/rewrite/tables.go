package rewrite

import (
	"fmt"
	"go/ast"
	"go/constant"
	"strconv"
	"strings"
)

// The rewrites of this file link a tool to its handler through data, as
// servers with many tools do: a type per tool behind an interface, a map
// of handlers by tool name, one handler dispatching on the name called.
// Each applies to an mcp-go s.AddTool(tool, func(…) {…}) statement whose
// tool and handler use no local variable, so that both can move out of
// the function registering them.

// ToolObject turns each registration into a type of the package whose
// methods give the tool and handle its calls, registered through an
// interface of the file from a list ranged over:
//
//	type rwTool struct{}
//	func (rwTool) Definition() mcp.Tool { return mcp.NewTool(…) }
//	func (rwTool) Handle(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {…}
//
//	for _, rwT := range []rwToolDef{rwTool{}} {
//		s.AddTool(rwT.Definition(), rwT.Handle)
//	}
var ToolObject = &Rewrite{
	Name: "toolobject",
	Doc:  "each tool a type whose methods give its definition and handle its calls, registered through an interface from a list ranged over",
	Apply: func(p *Package) int {
		iface := make(map[*ast.File]string)
		return p.eachMovableAddTool(func(f *ast.File, es *ast.ExprStmt, call *ast.CallExpr, recv ast.Expr, lit *ast.FuncLit) bool {
			toolType := p.typeExpr(f, p.Info.TypeOf(call.Args[0]))
			if toolType == "" {
				return false
			}
			params, _ := p.namedParams(lit.Type)
			sig := "(" + strings.Join(params, ", ") + ") " + p.text(lit.Type.Results)
			if iface[f] == "" {
				iface[f] = p.fresh("rwToolDef")
				p.declare(f, fmt.Sprintf("// %s is a tool: its definition and its handler.\ntype %s interface {\n\tDefinition() %s\n\tHandle%s\n}",
					iface[f], iface[f], toolType, sig))
			}
			typ := p.fresh("rwTool")
			p.declare(f, fmt.Sprintf("type %s struct{}\n\nfunc (%s) Definition() %s {\n\treturn %s\n}\n\nfunc (%s) Handle%s %s",
				typ, typ, toolType, p.text(call.Args[0]), typ, sig, p.text(lit.Body)))
			v := p.fresh("rwT")
			return p.replace(es, fmt.Sprintf("for _, %s := range []%s{%s{}} {\n%s.AddTool(%s.Definition(), %s.Handle)\n}",
				v, iface[f], typ, p.text(recv), v, v))
		})
	},
}

// HandlerMap moves each handler into a map of the file from tool name to
// handler, registered by looking the tool's name up:
//
//	var rwHandlers = map[string]server.ToolHandlerFunc{"transfer": func(…) {…}}
//
//	rwT := mcp.NewTool("transfer", …)
//	s.AddTool(rwT, rwHandlers[rwT.Name])
var HandlerMap = &Rewrite{
	Name: "handlermap",
	Doc:  "handlers in a map from tool name to handler, registered by looking the tool's name up",
	Apply: func(p *Package) int {
		type table struct {
			name    string
			entries []string
			names   map[string]bool
		}
		tables := make(map[*ast.File]*table)
		var order []*ast.File
		n := p.eachMovableAddTool(func(f *ast.File, es *ast.ExprStmt, call *ast.CallExpr, recv ast.Expr, lit *ast.FuncLit) bool {
			name, ok := p.toolName(call.Args[0])
			server := p.importName(f, mcpgoServer)
			if !ok || server == "" {
				return false
			}
			t := tables[f]
			if t == nil {
				t = &table{name: p.fresh("rwHandlers"), names: make(map[string]bool)}
				tables[f] = t
				order = append(order, f)
			}
			if t.names[name] {
				return false // a second registration of the name: the map keeps one
			}
			t.names[name] = true
			t.entries = append(t.entries, fmt.Sprintf("%s: %s,", strconv.Quote(name), p.text(lit)))
			v := p.fresh("rwT")
			return p.replace(es, fmt.Sprintf("%s := %s\n%s.AddTool(%s, %s[%s.Name])", v, p.text(call.Args[0]), p.text(recv), v, t.name, v))
		})
		for _, f := range order {
			t := tables[f]
			p.declare(f, fmt.Sprintf("// %s are the handlers by tool name.\nvar %s = map[string]%s.ToolHandlerFunc{\n%s\n}",
				t.name, t.name, p.importName(f, mcpgoServer), strings.Join(t.entries, "\n")))
		}
		return n
	},
}

// NameDispatch registers one handler per file for all its tools, which
// hands each call to the tool's own function by the name called:
//
//	func rwDispatch(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
//		switch req.Params.Name {
//		case "transfer":
//			return rwHandle(ctx, req)
//		}
//		return mcp.NewToolResultError("unknown tool " + req.Params.Name), nil
//	}
//
//	s.AddTool(mcp.NewTool("transfer", …), rwDispatch)
var NameDispatch = &Rewrite{
	Name: "namedispatch",
	Doc:  "one handler for every tool of a file, handing each call to the tool's function by the name called",
	Apply: func(p *Package) int {
		type dispatch struct {
			name, sig, params, req string
			cases                  []string
			names                  map[string]bool
		}
		dispatches := make(map[*ast.File]*dispatch)
		var order []*ast.File
		n := p.eachMovableAddTool(func(f *ast.File, es *ast.ExprStmt, call *ast.CallExpr, recv ast.Expr, lit *ast.FuncLit) bool {
			name, ok := p.toolName(call.Args[0])
			mcp := p.importName(f, mcpgoMCP)
			if !ok || mcp == "" || len(lit.Type.Params.List) == 0 {
				return false
			}
			params, args := p.namedParams(lit.Type)
			if len(args) != 2 {
				return false
			}
			sig := "(" + strings.Join(params, ", ") + ") " + p.text(lit.Type.Results)
			d := dispatches[f]
			if d == nil {
				d = &dispatch{name: p.fresh("rwDispatch"), sig: sig, req: args[1], names: make(map[string]bool),
					params: strings.Join(args, ", ")}
				dispatches[f] = d
				order = append(order, f)
			}
			if d.names[name] || sig != d.sig {
				return false
			}
			d.names[name] = true
			handle := p.fresh("rwHandle")
			p.declare(f, fmt.Sprintf("func %s%s %s", handle, sig, p.text(lit.Body)))
			d.cases = append(d.cases, fmt.Sprintf("case %s:\nreturn %s(%s)", strconv.Quote(name), handle, d.params))
			return p.replace(lit, d.name)
		})
		for _, f := range order {
			d := dispatches[f]
			mcp := p.importName(f, mcpgoMCP)
			p.declare(f, fmt.Sprintf("// %s hands each call to its tool's function.\nfunc %s%s {\nswitch %s.Params.Name {\n%s\n}\nreturn %s.NewToolResultError(\"unknown tool \" + %s.Params.Name), nil\n}",
				d.name, d.name, d.sig, d.req, strings.Join(d.cases, "\n"), mcp, d.req))
		}
		return n
	},
}

// eachMovableAddTool calls do for every mcp-go s.AddTool(tool, func(…)
// {…}) statement whose tool and handler literal use no variable, constant
// or type local to the function around them, and counts the statements do
// rewrote.
func (p *Package) eachMovableAddTool(do func(f *ast.File, es *ast.ExprStmt, call *ast.CallExpr, recv ast.Expr, lit *ast.FuncLit) bool) int {
	return p.eachAddTool(func(f *ast.File, es *ast.ExprStmt, call *ast.CallExpr, recv ast.Expr, _ string) bool {
		lit, ok := ast.Unparen(call.Args[1]).(*ast.FuncLit)
		if !ok || lit.Type.Results == nil || p.usesLocals(call.Args[0]) || p.usesLocals(lit) {
			return false
		}
		return do(f, es, call, recv, lit)
	})
}

// toolName returns the constant name of the tool mcp.NewTool(name, …)
// defines.
func (p *Package) toolName(e ast.Expr) (string, bool) {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok || len(call.Args) == 0 || !isFuncOf(p.calleeOf(call), mcpgoMCP, "NewTool") {
		return "", false
	}
	tv, ok := p.Info.Types[call.Args[0]]
	if !ok || tv.Value == nil || tv.Value.Kind() != constant.String {
		return "", false
	}
	return constant.StringVal(tv.Value), true
}

// DefTable describes each tool in an entry of a table of the file's own
// type (its name, its NewTool options and its handler), registered by a
// loop over the table that builds each tool, as servers with a tool list
// of their own do:
//
//	type rwToolSpec struct {
//		name    string
//		opts    []mcp.ToolOption
//		handler server.ToolHandlerFunc
//	}
//
//	for _, rwS := range []rwToolSpec{{name: "transfer", opts: []mcp.ToolOption{…}, handler: func(…) {…}}} {
//		s.AddTool(mcp.NewTool(rwS.name, rwS.opts...), rwS.handler)
//	}
//
// for each s.AddTool(mcp.NewTool("name", opts…), func(…) {…}) whose tool
// and handler use no local variable, and whose options do not include
// WithRawInputSchema (its fix changes the constructor).
var DefTable = &Rewrite{
	Name: "deftable",
	Doc:  "each tool an entry of a table of the file's own type (name, options, handler), built and registered in a loop over it",
	Apply: func(p *Package) int {
		spec := make(map[*ast.File]string)
		return p.eachMovableAddTool(func(f *ast.File, es *ast.ExprStmt, call *ast.CallExpr, recv ast.Expr, lit *ast.FuncLit) bool {
			name, ok := p.toolName(call.Args[0])
			if !ok {
				return false
			}
			def := ast.Unparen(call.Args[0]).(*ast.CallExpr)
			mcp, server := p.importName(f, mcpgoMCP), p.importName(f, mcpgoServer)
			if def.Ellipsis.IsValid() || mcp == "" || server == "" {
				return false
			}
			if spec[f] == "" {
				spec[f] = p.fresh("rwToolSpec")
				p.declare(f, fmt.Sprintf("// %s describes a tool: its name, its options and its handler.\ntype %s struct {\n\tname    string\n\topts    []%s.ToolOption\n\thandler %s.ToolHandlerFunc\n}",
					spec[f], spec[f], mcp, server))
			}
			opts := make([]string, 0, len(def.Args)-1)
			for _, a := range def.Args[1:] {
				if opt, ok := ast.Unparen(a).(*ast.CallExpr); ok && isFuncOf(p.calleeOf(opt), mcpgoMCP, "WithRawInputSchema") {
					// The fix for it calls another constructor, which
					// a loop building every entry's tool with NewTool
					// cannot take for one entry.
					return false
				}
				opts = append(opts, p.text(a))
			}
			v := p.fresh("rwS")
			return p.replace(es, fmt.Sprintf("for _, %s := range []%s{{name: %s, opts: []%s.ToolOption{%s}, handler: %s}} {\n%s.AddTool(%s.NewTool(%s.name, %s.opts...), %s.handler)\n}",
				v, spec[f], strconv.Quote(name), mcp, strings.Join(opts, ", "), p.text(lit), p.text(recv), mcp, v, v, v))
		})
	},
}
