package rewrite

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"strconv"
	"strings"

	"github.com/toolvet/toolvet/internal/resolve"
)

// CondVar names a guard's condition before testing it:
//
//	if amount < 1 || amount > 5000 { return … }
//
// becomes
//
//	rwBad := amount < 1 || amount > 5000
//	if rwBad { return … }
//
// for every if statement without an init or else whose body ends in a
// return, in a statement list.
var CondVar = &Rewrite{
	Name: "condvar",
	Doc:  "a guard's condition held in a local variable first",
	Apply: func(p *Package) int {
		n := 0
		p.eachList(func(f *ast.File, list []ast.Stmt) {
			for _, s := range list {
				is, ok := s.(*ast.IfStmt)
				if !ok || is.Init != nil || is.Else != nil || len(is.Body.List) == 0 {
					continue
				}
				if _, ret := is.Body.List[len(is.Body.List)-1].(*ast.ReturnStmt); !ret {
					continue
				}
				if _, ident := is.Cond.(*ast.Ident); ident || p.overlaps(is.Cond) {
					continue
				}
				name := p.fresh("rwBad")
				// The variable goes above the comments that lead the if, so
				// that a directive on the line before it stays there.
				at := p.leadingComments(f, is)
				if p.replaceRange(at, at, fmt.Sprintf("%s := %s\n", name, p.text(is.Cond))) &&
					p.replace(is.Cond, name) {
					n++
				}
			}
		})
		return n
	},
}

// NamedConsts gives every number and string literal of a guard's condition
// and of a switch's cases a package-level constant of its own (untyped, so
// every comparison means what it meant): amount > 5000 becomes amount >
// rwLimit.
var NamedConsts = &Rewrite{
	Name: "namedconsts",
	Doc:  "limits and allowed values named as package-level constants",
	Apply: func(p *Package) int {
		n := 0
		for _, f := range p.Files {
			visit := func(e ast.Node) {
				ast.Inspect(e, func(node ast.Node) bool {
					switch node := node.(type) {
					case *ast.FuncLit, *ast.CompositeLit:
						return false
					case *ast.BasicLit:
						if node.Kind != token.INT && node.Kind != token.FLOAT && node.Kind != token.STRING {
							return false
						}
						if p.overlaps(node) {
							return false
						}
						name := p.fresh("rwConst")
						if p.replace(node, name) {
							p.declare(f, fmt.Sprintf("const %s = %s", name, node.Value))
							n++
						}
					}
					return true
				})
			}
			ast.Inspect(f, func(node ast.Node) bool {
				switch node := node.(type) {
				case *ast.IfStmt:
					visit(node.Cond)
				case *ast.CaseClause:
					for _, e := range node.List {
						visit(e)
					}
				}
				return true
			})
		}
		return n
	},
}

// eachList calls visit with every statement list of p's files (a block's,
// a case's or a select case's body: resolve.Statements), outer ones
// first.
func (p *Package) eachList(visit func(f *ast.File, list []ast.Stmt)) {
	for _, f := range p.Files {
		ast.Inspect(f, func(node ast.Node) bool {
			if list := resolve.Statements(node); list != nil {
				visit(f, list)
			}
			return true
		})
	}
}

// leadingComments returns where the comment lines directly above s start
// (s's own position when none).
func (p *Package) leadingComments(f *ast.File, s ast.Stmt) token.Pos {
	at := s.Pos()
	line := p.Fset.Position(at).Line
	for i := len(f.Comments) - 1; i >= 0; i-- {
		cg := f.Comments[i]
		if cg.End() > at {
			continue
		}
		if p.Fset.Position(cg.End()).Line != line-1 || !p.startsLine(f, cg.Pos()) {
			break
		}
		at = cg.Pos()
		line = p.Fset.Position(at).Line
	}
	return at
}

// startsLine reports whether only blanks come before pos on its line.
func (p *Package) startsLine(f *ast.File, pos token.Pos) bool {
	src, off := p.Src[f], p.offset(pos)
	for i := off - 1; i >= 0 && src[i] != '\n'; i-- {
		if src[i] != ' ' && src[i] != '\t' {
			return false
		}
	}
	return true
}

// Collect gathers the problems of a run of consecutive guards and fails on
// them at once, as handlers that report every problem do:
//
//	if C1 { return mcp.NewToolResultError(m1), nil }
//	if C2 { return mcp.NewToolResultError(m2), nil }
//
// becomes
//
//	var rwProblems []string
//	if C1 { rwProblems = append(rwProblems, m1) }
//	if C2 { rwProblems = append(rwProblems, m2) }
//	if len(rwProblems) > 0 {
//		return mcp.NewToolResultError(strings.Join(rwProblems, "; ")), nil
//	}
//
// for every run of two or more such guards. Every guard of the run is
// evaluated where the first failure used to return: each still fails the
// call exactly when its condition holds, so each is the same rule.
var Collect = &Rewrite{
	Name: "collect",
	Doc:  "the problems of consecutive guards collected in a list, failed on at once",
	Apply: func(p *Package) int {
		n := 0
		for _, f := range p.Files {
			ast.Inspect(f, func(node ast.Node) bool {
				b, ok := node.(*ast.BlockStmt)
				if !ok {
					return true
				}
				for i := 0; i < len(b.List); {
					j := i
					for j < len(b.List) && p.failGuardMessage(b.List[j]) != nil {
						j++
					}
					// One guard has nothing to collect.
					if j-i >= 2 && p.collect(f, b.List[i:j]) {
						n++
					}
					i = max(j, i+1)
				}
				return true
			})
		}
		return n
	},
}

// failGuardMessage returns m when s is `if C { return
// mcp.NewToolResultError(m), nil }`, with no init or else, else nil.
func (p *Package) failGuardMessage(s ast.Stmt) ast.Expr {
	is, ok := s.(*ast.IfStmt)
	if !ok || is.Init != nil || is.Else != nil || len(is.Body.List) != 1 || p.overlaps(is) {
		return nil
	}
	ret, ok := is.Body.List[0].(*ast.ReturnStmt)
	if !ok || len(ret.Results) != 2 {
		return nil
	}
	if id, ok := ret.Results[1].(*ast.Ident); !ok || id.Name != "nil" {
		return nil
	}
	call, ok := ast.Unparen(ret.Results[0]).(*ast.CallExpr)
	if !ok || len(call.Args) != 1 || call.Ellipsis.IsValid() || !isFuncOf(p.calleeOf(call), mcpgoMCP, "NewToolResultError") {
		return nil
	}
	return call.Args[0]
}

// collect rewrites the guards of run (Collect). The returns are replaced
// and the list's declaration and check inserted around the run, so that
// the comments of the guards (directives among them) stay where they are.
func (p *Package) collect(f *ast.File, run []ast.Stmt) bool {
	mcp, strs := p.importName(f, mcpgoMCP), p.importName(f, "strings")
	if mcp == "" || strs == "" {
		return false
	}
	list := p.fresh("rwProblems")
	at := p.leadingComments(f, run[0])
	if !p.replaceRange(at, at, fmt.Sprintf("var %s []string\n", list)) {
		return false
	}
	for _, s := range run {
		ret := s.(*ast.IfStmt).Body.List[0]
		if !p.replace(ret, fmt.Sprintf("%s = append(%s, %s)", list, list, p.text(p.failGuardMessage(s)))) {
			return false
		}
	}
	end := run[len(run)-1].End()
	return p.replaceRange(end, end, fmt.Sprintf("\nif len(%s) > 0 {\nreturn %s.NewToolResultError(%s.Join(%s, \"; \")), nil\n}", list, mcp, strs, list))
}

// DeMorgan writes a guard's failing disjunction as the negation of what
// the code accepts:
//
//	if amount < 1 || amount > 5000 { return … }
//
// becomes
//
//	if !(amount >= 1 && amount <= 5000) { return … }
//
// for every if statement whose body ends in a return and whose condition
// is a disjunction of comparisons and negations (`!ok`). JSON carries no
// NaN, so a comparison's opposite is its negation.
var DeMorgan = &Rewrite{
	Name: "demorgan",
	Doc:  "a guard's failing disjunction written as the negation of the conjunction the code accepts",
	Apply: func(p *Package) int {
		n := 0
		for _, f := range p.Files {
			ast.Inspect(f, func(node ast.Node) bool {
				is, ok := node.(*ast.IfStmt)
				if !ok || len(is.Body.List) == 0 || p.overlaps(is.Cond) {
					return true
				}
				if _, ret := is.Body.List[len(is.Body.List)-1].(*ast.ReturnStmt); !ret {
					return true
				}
				be, ok := ast.Unparen(is.Cond).(*ast.BinaryExpr)
				if !ok || be.Op != token.LOR {
					return true
				}
				if accepted, ok := p.acceptedBy(be); ok && p.replace(is.Cond, "!("+accepted+")") {
					n++
				}
				return true
			})
		}
		return n
	},
}

// acceptedBy returns the negation of e, a disjunction of comparisons and
// negations, as a conjunction of the opposite comparisons.
func (p *Package) acceptedBy(e ast.Expr) (string, bool) {
	opposite := map[token.Token]token.Token{
		token.EQL: token.NEQ, token.NEQ: token.EQL,
		token.LSS: token.GEQ, token.GEQ: token.LSS,
		token.GTR: token.LEQ, token.LEQ: token.GTR,
	}
	switch e := ast.Unparen(e).(type) {
	case *ast.BinaryExpr:
		if e.Op == token.LOR {
			x, okX := p.acceptedBy(e.X)
			y, okY := p.acceptedBy(e.Y)
			return x + " && " + y, okX && okY
		}
		if op, ok := opposite[e.Op]; ok {
			return p.text(e.X) + " " + op.String() + " " + p.text(e.Y), true
		}
	case *ast.UnaryExpr:
		if e.Op == token.NOT {
			if _, ok := ast.Unparen(e.X).(*ast.BinaryExpr); ok {
				return "(" + p.text(e.X) + ")", true
			}
			return p.text(e.X), true
		}
	}
	return "", false
}

// ErrorHelper moves a guard whose one statement is a failure into a
// function of the package returning an error under the guard's condition
// and nil past it: the `validateX(x) error` a server calls before its
// work. A guard returning the failure the model reads,
// `return mcp.NewToolResultError(msg), nil`, gets errors.New(msg), and the
// handler fails with the error's message; one returning a Go error as its
// last result, made by errors.New or fmt.Errorf (never nil: `return nil,
// fmt.Errorf(…)`, `return nil, Out{}, errors.New(…)`), gets that error, and
// the handler returns it with its other results as written. The guard is one ResultHelper takes: one return, a condition
// reading one variable of the handler (not an error), and otherwise only
// what the package sees at its top level.
var ErrorHelper = &Rewrite{
	Name: "errorhelper",
	Doc:  "a guard moved into a function of the package returning an error, the handler failing with it",
	Apply: func(p *Package) int {
		n := 0
		p.eachList(func(f *ast.File, list []ast.Stmt) {
			for _, s := range list {
				if is, ok := s.(*ast.IfStmt); ok && p.errorHelper(f, is) {
					n++
				}
			}
		})
		return n
	},
}

// errorHelper rewrites one guard (ErrorHelper), reporting whether it did.
func (p *Package) errorHelper(f *ast.File, is *ast.IfStmt) bool {
	ret, x, typ, ok := p.movableGuard(f, is)
	if !ok || len(ret.Results) == 0 || x.Name() == "err" {
		return false
	}
	last := ret.Results[len(ret.Results)-1]
	var failure, handler string // the function's error, the handler's return
	if call, ok := ast.Unparen(ret.Results[0]).(*ast.CallExpr); ok && len(ret.Results) == 2 && len(call.Args) == 1 && !call.Ellipsis.IsValid() &&
		isFuncOf(p.calleeOf(call), mcpgoMCP, "NewToolResultError") {
		if tv, ok := p.Info.Types[last]; !ok || !tv.IsNil() {
			return false
		}
		// Names checked before an import is added: a rewrite that stops
		// leaves none behind.
		mcp := p.importName(f, mcpgoMCP) // the handler's file has it
		if mcp == "" || mcp == "err" || x.Name() == mcp || x.Name() == "errors" {
			return false
		}
		errs := p.importName(f, "errors")
		if errs == "" || x.Name() == errs {
			return false
		}
		failure = fmt.Sprintf("%s.New(%s)", errs, p.text(call.Args[0]))
		handler = fmt.Sprintf("return %s.NewToolResultError(err.Error()), %s", mcp, p.text(last))
	} else {
		// Only an error that is never nil: the guard fails for certain,
		// as the helper's error then does.
		call, ok := ast.Unparen(last).(*ast.CallExpr)
		if !ok || !isFuncOf(p.calleeOf(call), "errors", "New") && !isFuncOf(p.calleeOf(call), "fmt", "Errorf") {
			return false
		}
		others := make([]string, 0, len(ret.Results))
		for _, r := range ret.Results[:len(ret.Results)-1] {
			if p.usesLocals(r) || mentions(r, "err") {
				return false
			}
			others = append(others, p.text(r))
		}
		failure = p.text(last)
		handler = "return " + strings.Join(append(others, "err"), ", ")
	}
	name := p.fresh("rwValidate")
	p.declare(f, fmt.Sprintf("// %s returns what is wrong with %s, or nil.\nfunc %s(%s %s) error {\n\tif %s {\n\t\treturn %s\n\t}\n\treturn nil\n}",
		name, x.Name(), name, x.Name(), typ, p.text(is.Cond), failure))
	// What follows the brace and the return (a trailing comment, a
	// directive) stays there.
	after := string(p.Src[f][p.offset(is.Body.Lbrace)+1 : p.offset(ret.Pos())])
	trailing := strings.TrimRight(string(p.Src[f][p.offset(ret.End()):p.offset(is.Body.Rbrace)]), " \t\n")
	return p.replace(is, fmt.Sprintf("if err := %s(%s); err != nil {%s%s%s\n}", name, x.Name(), after, handler, trailing))
}

// movableGuard returns the one return of a guard that a function of the
// package can hold (ResultHelper, ErrorHelper): no init or else, one
// return as its body, a condition reading one variable x of the handler
// (not an error), and otherwise only what the package sees at its top
// level; typ is x's type as the file writes it.
func (p *Package) movableGuard(f *ast.File, is *ast.IfStmt) (ret *ast.ReturnStmt, x *types.Var, typ string, ok bool) {
	if is.Init != nil || is.Else != nil || len(is.Body.List) != 1 || p.overlaps(is) {
		return nil, nil, "", false
	}
	if ret, ok = is.Body.List[0].(*ast.ReturnStmt); !ok {
		return nil, nil, "", false
	}
	x = p.onlyVariable(is.Cond)
	if x == nil || isErrorType(x.Type()) || !p.seenFromTop(is, x) {
		return nil, nil, "", false
	}
	if typ = p.typeExpr(f, x.Type()); typ == "" {
		return nil, nil, "", false
	}
	return ret, x, typ, true
}

// ValidateAll moves a run of consecutive guards, each failing with a
// result the model reads, into one function of the package that checks
// the arguments in their order and returns the first problem as an error,
// as servers with a `validate(args…) error` step do:
//
//	if !strings.HasPrefix(acct, "acct_") { return mcp.NewToolResultError("bad account"), nil }
//	if amount > 5000 { return mcp.NewToolResultError("too much"), nil }
//
// becomes
//
//	if err := rwValidateAll(acct, amount); err != nil {
//		return mcp.NewToolResultError(err.Error()), nil
//	}
//
// with func rwValidateAll(acct string, amount float64) error holding the
// guards, each returning errors.New(msg). The guards read variables of the
// handler (not errors) and otherwise only what the package sees at its top
// level. Guards returning a Go error are left to ErrorHelper: gathered
// into one, their several ways out of the handler would become one, and
// so would the findings on them.
var ValidateAll = &Rewrite{
	Name: "validateall",
	Doc:  "a run of guards moved into one function of the package returning the first problem as an error",
	Apply: func(p *Package) int {
		n := 0
		p.guardRuns(2, func(run []ast.Stmt) {
			f := p.fileOf(run[0].Pos())
			// The longest prefixes of the run that one function can hold,
			// one after another.
			for i := 0; i < len(run); {
				j := len(run)
				for ; j > i+1; j-- {
					if p.validateAll(f, run[i:j]) {
						n++
						break
					}
				}
				i = j
			}
		})
		return n
	},
}

// validateAll rewrites one run of guards (ValidateAll), reporting whether
// it did.
func (p *Package) validateAll(f *ast.File, run []ast.Stmt) bool {
	for _, s := range run {
		if p.failGuardMessage(s) == nil {
			return false // asked first: importName adds the import it names
		}
	}
	mcp := p.importName(f, mcpgoMCP) // the guards' file has it
	if mcp == "" {
		return false
	}
	// The name the errors package will have: imported only once the
	// guards are known to move, so that a run left alone adds no import.
	errs := "errors"
	for _, imp := range f.Imports {
		if path, _ := strconv.Unquote(imp.Path.Value); path == "errors" && imp.Name != nil {
			errs = imp.Name.Name
		}
	}
	var (
		vars   []*types.Var
		seen   = make(map[*types.Var]bool)
		checks []string // the function's guards
	)
	for _, s := range run {
		is := s.(*ast.IfStmt)
		msg := p.failGuardMessage(is)
		if msg == nil || p.directiveBetween(f, is.Pos(), is.End()) {
			return false // a directive stays with its line
		}
		read, ok := p.localsRead(is)
		if !ok {
			return false
		}
		for _, v := range read {
			if isErrorType(v.Type()) || v.Name() == "err" || v.Name() == errs || v.Name() == mcp {
				return false
			}
			if !seen[v] {
				seen[v] = true
				vars = append(vars, v)
			}
		}
		if !p.seenFromTopBut(is, seen) {
			return false
		}
		checks = append(checks, fmt.Sprintf("\tif %s {\n\t\treturn %s.New(%s)\n\t}\n", p.text(is.Cond), errs, p.text(msg)))
	}
	if len(vars) == 0 {
		return false
	}
	params := make([]string, len(vars))
	args := make([]string, len(vars))
	for i, v := range vars {
		typ := p.typeExpr(f, v.Type())
		if typ == "" {
			return false
		}
		// A parameter named like something else the guards use would
		// hide it.
		for _, s := range run {
			if p.namesOther(s, v) {
				return false
			}
		}
		params[i] = v.Name() + " " + typ
		args[i] = v.Name()
	}
	if p.importName(f, "errors") != errs {
		return false
	}
	name := p.fresh("rwValidateAll")
	if !p.replaceRange(run[0].Pos(), run[len(run)-1].End(),
		fmt.Sprintf("if err := %s(%s); err != nil {\nreturn %s.NewToolResultError(err.Error()), nil\n}", name, strings.Join(args, ", "), mcp)) {
		return false
	}
	p.declare(f, fmt.Sprintf("// %s returns the first problem of the arguments, or nil.\nfunc %s(%s) error {\n%s\treturn nil\n}",
		name, name, strings.Join(params, ", "), strings.Join(checks, "")))
	return true
}

// localsRead returns the variables declared in a function that n reads,
// in order of first use; ok is false when n holds a function literal or
// could change one (takes its address, calls a pointer method on it).
func (p *Package) localsRead(n ast.Node) (vars []*types.Var, ok bool) {
	seen := make(map[*types.Var]bool)
	ok = true
	ast.Inspect(n, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			ok = false
		case *ast.UnaryExpr:
			if n.Op == token.AND {
				ok = false
			}
		case *ast.SelectorExpr:
			if sel := p.Info.Selections[n]; sel != nil && sel.Kind() == types.MethodVal {
				if _, ptr := sel.Obj().Type().(*types.Signature).Recv().Type().(*types.Pointer); ptr {
					if _, xptr := p.Info.TypeOf(n.X).Underlying().(*types.Pointer); !xptr {
						ok = false
					}
				}
			}
		case *ast.Ident:
			v, isVar := p.Info.Uses[n].(*types.Var)
			if isVar && !v.IsField() && v.Pkg() != nil && v.Parent() != nil && v.Parent() != v.Pkg().Scope() && !seen[v] {
				seen[v] = true
				vars = append(vars, v)
			}
		}
		return ok
	})
	return vars, ok
}

// namesOther reports whether n uses an identifier spelled like v that
// means something else.
func (p *Package) namesOther(n ast.Node, v *types.Var) bool {
	found := false
	ast.Inspect(n, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok && id.Name == v.Name() {
			if obj := p.Info.Uses[id]; obj != nil && obj != v && obj.Parent() != nil {
				found = true
			}
		}
		return !found
	})
	return found
}
