package rewrite

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strings"
)

// RawMap reads string arguments by asserting on the argument map, as
// servers that never call the library's getters do:
//
//	acct := req.GetString("accountId", "")
//
// becomes
//
//	acct, _ := req.GetArguments()["accountId"].(string)
//
// for every such definition whose default is "" (what a failed assertion
// gives).
var RawMap = &Rewrite{
	Name: "rawmap",
	Doc:  "arguments read by a type assertion on the argument map",
	Apply: func(p *Package) int {
		n := 0
		for _, f := range p.Files {
			ast.Inspect(f, func(node ast.Node) bool {
				as, ok := node.(*ast.AssignStmt)
				if !ok || as.Tok != token.DEFINE || len(as.Lhs) != 1 || len(as.Rhs) != 1 {
					return true
				}
				call, ok := as.Rhs[0].(*ast.CallExpr)
				if !ok || len(call.Args) != 2 || !isFuncOf(p.calleeOf(call), mcpgoMCP, "GetString") {
					return true
				}
				if tv := p.Info.Types[call.Args[1]]; tv.Value == nil || tv.Value.ExactString() != `""` {
					return true
				}
				sel := ast.Unparen(call.Fun).(*ast.SelectorExpr)
				text := fmt.Sprintf("%s, _ := %s.GetArguments()[%s].(string)", p.text(as.Lhs[0]), p.text(sel.X), p.text(call.Args[0]))
				if p.replace(as, text) {
					n++
				}
				return true
			})
		}
		return n
	},
}

// Factory builds each tool and its handler in a function of the package
// returning them together, registered where the tool was:
//
//	s.AddTool(mcp.NewTool("t", …), func(…) {…})
//
// becomes
//
//	rwTool := rwNewTool()
//	s.AddTool(rwTool.Tool, rwTool.Handler)
//
// with func rwNewTool() server.ServerTool { return server.ServerTool{Tool:
// …, Handler: …} }, when neither uses a local variable.
var Factory = &Rewrite{
	Name: "factory",
	Doc:  "a function of the package returns the tool and its handler together",
	Apply: func(p *Package) int {
		return p.eachAddTool(func(f *ast.File, es *ast.ExprStmt, call *ast.CallExpr, recv ast.Expr, server string) bool {
			if p.usesLocals(call.Args[0]) || p.usesLocals(call.Args[1]) {
				return false
			}
			fn, v := p.fresh("rwNewTool"), p.fresh("rwTool")
			p.declare(f, fmt.Sprintf("func %s() %s.ServerTool {\nreturn %s.ServerTool{Tool: %s, Handler: %s}\n}",
				fn, server, server, p.text(call.Args[0]), p.text(call.Args[1])))
			return p.replace(es, fmt.Sprintf("%s := %s()\n%s.AddTool(%s.Tool, %s.Handler)", v, fn, p.text(recv), v, v))
		})
	},
}

// usesLocals reports whether e uses a variable, constant or type declared
// in a function outside e (a type parameter among them).
func (p *Package) usesLocals(e ast.Expr) bool {
	uses := false
	ast.Inspect(e, func(n ast.Node) bool {
		id, ok := n.(*ast.Ident)
		if !ok || uses {
			return !uses
		}
		obj := p.Info.Uses[id]
		switch obj := obj.(type) {
		case *types.Var:
			if obj.IsField() {
				return true
			}
		case *types.Const, *types.TypeName:
		default:
			return true
		}
		if obj.Pkg() != nil && obj.Parent() != nil && obj.Parent() != obj.Pkg().Scope() &&
			!(e.Pos() <= obj.Pos() && obj.Pos() < e.End()) {
			uses = true
		}
		return !uses
	})
	return uses
}

// AllowedList turns a switch that lists the allowed values of a string
// and rejects the rest in its default into a check of a package-level
// list with slices.Contains:
//
//	switch cur := req.GetString("currency", ""); cur {
//	case "usd", "eur":
//	default:
//		return mcp.NewToolResultError("unsupported currency " + cur), nil
//	}
//
// becomes
//
//	if cur := req.GetString("currency", ""); !slices.Contains(rwAllowed, cur) {
//		return mcp.NewToolResultError("unsupported currency " + cur), nil
//	}
var AllowedList = &Rewrite{
	Name: "allowedlist",
	Doc:  "allowed values in a package-level list checked with slices.Contains",
	Apply: func(p *Package) int {
		return p.allowedSwitches(func(f *ast.File, values []string, tag string) (string, bool) {
			slices := p.importName(f, "slices")
			if slices == "" {
				return "", false
			}
			list := p.fresh("rwAllowed")
			p.declare(f, fmt.Sprintf("var %s = []string{%s}", list, strings.Join(values, ", ")))
			return fmt.Sprintf("!%s.Contains(%s, %s)", slices, list, tag), true
		})
	},
}

// allowedSwitches rewrites every switch on a string that lists its allowed
// constants in one empty case and fails in its default into `if init;
// cond { default's body }`, cond what notAllowed writes for the values
// (their source text) and the switch's tag (false: the switch stays).
func (p *Package) allowedSwitches(notAllowed func(f *ast.File, values []string, tag string) (string, bool)) int {
	n := 0
	for _, f := range p.Files {
		ast.Inspect(f, func(node ast.Node) bool {
			sw, ok := node.(*ast.SwitchStmt)
			if !ok || sw.Tag == nil || len(sw.Body.List) != 2 || p.overlaps(sw) {
				return true
			}
			if b, ok := p.Info.TypeOf(sw.Tag).(*types.Basic); !ok || b.Kind() != types.String {
				return true // a named string type would need its own list
			}
			allowed, ok1 := sw.Body.List[0].(*ast.CaseClause)
			def, ok2 := sw.Body.List[1].(*ast.CaseClause)
			if !ok1 || !ok2 || allowed.List == nil || def.List != nil || len(allowed.Body) != 0 || len(def.Body) == 0 {
				return true
			}
			if _, ret := def.Body[len(def.Body)-1].(*ast.ReturnStmt); !ret {
				return true
			}
			var values []string
			for _, e := range allowed.List {
				if tv := p.Info.Types[e]; tv.Value == nil {
					return true
				}
				values = append(values, p.text(e))
			}
			cond, ok := notAllowed(f, values, p.text(sw.Tag))
			if !ok {
				return true
			}
			init := ""
			if sw.Init != nil {
				init = p.text(sw.Init) + "; "
			}
			body := p.Src[f][p.offset(def.Colon)+1 : p.offset(def.End())]
			if p.replace(sw, fmt.Sprintf("if %s%s {%s\n}", init, cond, body)) {
				n++
			}
			return false
		})
	}
	return n
}

// AllowedSet turns the same switch as AllowedList into a lookup in a
// package-level set, as servers keep their allowed values in a map:
//
//	if cur := req.GetString("currency", ""); !rwAllowedSet[cur] {
//		return mcp.NewToolResultError("unsupported currency " + cur), nil
//	}
//
// with var rwAllowedSet = map[string]bool{"usd": true, "eur": true}.
var AllowedSet = &Rewrite{
	Name: "allowedset",
	Doc:  "allowed values in a package-level map[string]bool looked up",
	Apply: func(p *Package) int {
		return p.allowedSwitches(func(f *ast.File, values []string, tag string) (string, bool) {
			entries := make([]string, len(values))
			for i, v := range values {
				entries[i] = v + ": true"
			}
			set := p.fresh("rwAllowedSet")
			p.declare(f, fmt.Sprintf("var %s = map[string]bool{%s}", set, strings.Join(entries, ", ")))
			return fmt.Sprintf("!%s[%s]", set, tag), true
		})
	},
}

// Sentinel moves each failure's error with a constant message into a
// package-level variable, as servers declare their validation errors:
//
//	return "", errors.New("id is required")
//
// becomes return "", rwErr with var rwErr = errors.New("id is required").
// Only errors a return statement gives directly are moved: the error is
// made once instead of per call, which nothing in a handler can tell.
var Sentinel = &Rewrite{
	Name: "sentinel",
	Doc:  "validation errors declared once as package-level variables",
	Apply: func(p *Package) int {
		n := 0
		for _, f := range p.Files {
			ast.Inspect(f, func(node ast.Node) bool {
				ret, ok := node.(*ast.ReturnStmt)
				if !ok {
					return true
				}
				for _, r := range ret.Results {
					call, ok := ast.Unparen(r).(*ast.CallExpr)
					if !ok || len(call.Args) != 1 || p.overlaps(call) {
						continue
					}
					fn := p.calleeOf(call)
					if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != "errors" || fn.Name() != "New" {
						continue
					}
					if tv := p.Info.Types[call.Args[0]]; tv.Value == nil {
						continue
					}
					name := p.fresh("rwErr")
					p.declare(f, fmt.Sprintf("var %s = %s", name, p.text(call)))
					if p.replace(call, name) {
						n++
					}
				}
				return true
			})
		}
		return n
	},
}

// HeldResult holds a handler's result in a variable before returning it,
// as handlers that build their result first do:
//
//	return mcp.NewToolResultError("amount must be positive"), nil
//
// becomes
//
//	rwRes := mcp.NewToolResultError("amount must be positive")
//	return rwRes, nil
//
// for every return of two or more results whose first is a call or the
// address of a literal of a pointer to a type named CallToolResult (mcp-go's
// and go-sdk's), the failures and the successes alike.
var HeldResult = &Rewrite{
	Name: "heldresult",
	Doc:  "a handler's result held in a variable before it is returned",
	Apply: func(p *Package) int {
		return p.eachResultReturn(func(_ *ast.File, ret *ast.ReturnStmt, first ast.Expr) bool {
			name := p.fresh("rwRes")
			rest := make([]string, 0, len(ret.Results))
			rest = append(rest, name)
			for _, r := range ret.Results[1:] {
				rest = append(rest, p.text(r))
			}
			return p.replace(ret, fmt.Sprintf("%s := %s\nreturn %s", name, p.text(first), strings.Join(rest, ", ")))
		})
	},
}

// eachResultReturn calls apply on every return of two or more results
// whose first builds a tool result (builtResult), first being that
// result, and returns how many it rewrote.
func (p *Package) eachResultReturn(apply func(f *ast.File, ret *ast.ReturnStmt, first ast.Expr) bool) int {
	n := 0
	for _, f := range p.Files {
		ast.Inspect(f, func(node ast.Node) bool {
			ret, ok := node.(*ast.ReturnStmt)
			if !ok || len(ret.Results) < 2 || p.overlaps(ret) {
				return true
			}
			if first := ast.Unparen(ret.Results[0]); builtResult(p, first) && apply(f, ret, first) {
				n++
			}
			return true
		})
	}
	return n
}

// builtResult reports whether e builds a tool result: a call or the
// address of a literal of a pointer to a type named CallToolResult
// (mcp-go's and go-sdk's).
func builtResult(p *Package, e ast.Expr) bool {
	switch e := e.(type) {
	case *ast.CallExpr:
	case *ast.UnaryExpr:
		if _, lit := ast.Unparen(e.X).(*ast.CompositeLit); !lit || e.Op != token.AND {
			return false
		}
	default:
		return false
	}
	ptr, ok := p.Info.TypeOf(e).(*types.Pointer)
	if !ok {
		return false
	}
	named, ok := types.Unalias(ptr.Elem()).(*types.Named)
	return ok && named.Obj().Name() == "CallToolResult"
}

// NilError returns a handler's nil error through a variable declared and
// never assigned, its result held in another, as handlers that declare
// their results first do:
//
//	return mcp.NewToolResultError("amount must be positive"), nil
//
// becomes
//
//	var rwErr error
//	rwRes := mcp.NewToolResultError("amount must be positive")
//	return rwRes, rwErr
//
// for every return whose first result builds a tool result (as in
// HeldResult) and whose last is nil of type error. The variable's type
// says error; only its value says the return is no Go error.
var NilError = &Rewrite{
	Name: "nilerror",
	Doc:  "a handler's nil error returned through a variable never assigned",
	Apply: func(p *Package) int {
		return p.eachResultReturn(func(f *ast.File, ret *ast.ReturnStmt, first ast.Expr) bool {
			last := ast.Unparen(ret.Results[len(ret.Results)-1])
			if tv, ok := p.Info.Types[last]; !ok || !tv.IsNil() {
				return false
			}
			if sig := p.enclosingSignature(f, ret); sig == nil || sig.Results().Len() != len(ret.Results) ||
				!types.Identical(sig.Results().At(len(ret.Results)-1).Type(), types.Universe.Lookup("error").Type()) {
				return false
			}
			res, errName := p.fresh("rwRes"), p.fresh("rwErr")
			results := []string{res}
			for _, r := range ret.Results[1 : len(ret.Results)-1] {
				results = append(results, p.text(r))
			}
			results = append(results, errName)
			return p.replace(ret, fmt.Sprintf("var %s error\n%s := %s\nreturn %s", errName, res, p.text(first), strings.Join(results, ", ")))
		})
	},
}

// NamedResults names a handler's results and returns bare after setting
// them, as handlers written around named results do:
//
//	func handle(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
//		…
//		return mcp.NewToolResultError("amount must be positive"), nil
//
// becomes
//
//	func handle(ctx context.Context, req mcp.CallToolRequest) (rwRes *mcp.CallToolResult, rwErr error) {
//		…
//		rwRes, rwErr = mcp.NewToolResultError("amount must be positive"), nil
//		return
//
// for every function whose first parameter is a context.Context, whose
// results are unnamed and whose first result is a pointer to a type named
// CallToolResult, when it defers nothing (a deferred call may change
// named results after a bare return).
var NamedResults = &Rewrite{
	Name: "namedresults",
	Doc:  "a handler's results named, set before each bare return",
	Apply: func(p *Package) int {
		return p.eachFunc(func(f *ast.File, ft *ast.FuncType, body *ast.BlockStmt) bool {
			if ft.Results == nil || len(ft.Results.List) < 2 || len(ft.Results.List[0].Names) > 0 || p.overlaps(ft.Results) {
				return false
			}
			sig, ok := p.Info.TypeOf(ft).(*types.Signature)
			if !ok || !firstIsContext(sig) || sig.Results().Len() != len(ft.Results.List) {
				return false
			}
			ptr, ok := sig.Results().At(0).Type().(*types.Pointer)
			if !ok {
				return false
			}
			if named, ok := types.Unalias(ptr.Elem()).(*types.Named); !ok || named.Obj().Name() != "CallToolResult" {
				return false
			}
			var rets []*ast.ReturnStmt
			deferred := false
			ast.Inspect(body, func(n ast.Node) bool {
				switch n := n.(type) {
				case *ast.FuncLit:
					return false
				case *ast.DeferStmt:
					deferred = true
				case *ast.ReturnStmt:
					rets = append(rets, n)
				}
				return true
			})
			// A return a //toolvet:ignore directive names stays as it is:
			// the directive would end up on the assignment's line.
			if deferred || len(rets) == 0 || slices.ContainsFunc(rets, func(r *ast.ReturnStmt) bool {
				return len(r.Results) == 0 || p.overlaps(r) || p.directiveAt(f, r)
			}) {
				return false
			}
			names := make([]string, len(ft.Results.List))
			fields := make([]string, len(ft.Results.List))
			for i, field := range ft.Results.List {
				base := "rwOut"
				switch {
				case i == 0:
					base = "rwRes"
				case i == len(ft.Results.List)-1:
					base = "rwErr"
				}
				names[i] = p.fresh(base)
				fields[i] = names[i] + " " + p.text(field.Type)
			}
			if !p.replace(ft.Results, "("+strings.Join(fields, ", ")+")") {
				return false
			}
			for _, r := range rets {
				values := make([]string, len(r.Results))
				for i, v := range r.Results {
					values[i] = p.text(v)
				}
				p.replace(r, strings.Join(names, ", ")+" = "+strings.Join(values, ", ")+"\nreturn")
			}
			return true
		})
	},
}

// directiveAt reports whether a //toolvet:ignore comment sits on n's line
// or the line above.
func (p *Package) directiveAt(f *ast.File, n ast.Node) bool {
	line := p.Fset.Position(n.Pos()).Line
	for _, cg := range f.Comments {
		for _, c := range cg.List {
			if l := p.Fset.Position(c.Pos()).Line; (l == line || l == line-1) && strings.Contains(c.Text, "toolvet:ignore") {
				return true
			}
		}
	}
	return false
}
