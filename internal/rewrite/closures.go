package rewrite

import (
	"fmt"
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ast/astutil"
)

// CheckClosure moves a handler's guard on one variable into a validation
// closure the handler defines and calls, as handlers that name their checks
// do:
//
//	if !strings.HasPrefix(acct, "acct_") {
//		return mcp.NewToolResultError("accountId must start with acct_"), nil
//	}
//
// becomes
//
//	rwCheck := func(acct string) error {
//		if !strings.HasPrefix(acct, "acct_") {
//			return errors.New("accountId must start with acct_")
//		}
//		return nil
//	}
//	if err := rwCheck(acct); err != nil {
//		return mcp.NewToolResultError(err.Error()), nil
//	}
//
// for every if statement of a handler (a function whose first parameter is
// a context.Context) in a statement list, without an init or else, whose
// condition reads exactly one variable of a function (besides constants,
// types and the package's functions and variables), not an error, and
// whose body ends in a return failing with a constant message: a tool
// result error (mcp.NewToolResultError) or an error (errors.New). The
// failure is built from err.Error() where it used the message; statements
// before the return stay where they are.
var CheckClosure = &Rewrite{
	Name:  "checkclosure",
	Doc:   "a guard on one variable moved into a validation closure the handler defines and calls",
	Apply: func(p *Package) int { return p.checkClosures() },
}

// checkClosures applies CheckClosure to every guard of p.
func (p *Package) checkClosures() int {
	n := 0
	p.eachList(func(f *ast.File, list []ast.Stmt) {
		for _, s := range list {
			if is, ok := s.(*ast.IfStmt); ok && p.checkClosure(f, is) {
				n++
			}
		}
	})
	return n
}

// checkClosure rewrites one guard (CheckClosure), reporting whether it did.
func (p *Package) checkClosure(f *ast.File, is *ast.IfStmt) bool {
	if is.Init != nil || is.Else != nil || len(is.Body.List) == 0 || p.overlaps(is) {
		return false
	}
	ret, ok := is.Body.List[len(is.Body.List)-1].(*ast.ReturnStmt)
	if !ok {
		return false
	}
	msg := p.failMessage(ret)
	if msg == nil {
		return false
	}
	if sig := p.enclosingSignature(f, is); sig == nil || !firstIsContext(sig) {
		return false
	}
	x := p.onlyVariable(is.Cond)
	if x == nil || isErrorType(x.Type()) {
		return false
	}
	typ := p.typeExpr(f, x.Type())
	if typ == "" {
		return false
	}
	// The error variable must not hide one the body uses.
	errName := "err"
	if mentions(is.Body, errName) {
		errName = p.fresh("rwErr")
	}
	// Nor may the closure's parameter hide the errors package.
	if x.Name() == "errors" {
		return false
	}
	if obj := p.lookup(is.Pos(), "errors"); obj != nil {
		if pkg, ok := obj.(*types.PkgName); !ok || pkg.Imported().Path() != "errors" {
			return false
		}
	}
	errorsName := p.importName(f, "errors")
	if errorsName == "" {
		return false
	}
	name := p.fresh("rwCheck")
	closure := fmt.Sprintf("%s := func(%s %s) error {\nif %s {\nreturn %s.New(%s)\n}\nreturn nil\n}\n",
		name, x.Name(), typ, p.text(is.Cond), errorsName, p.text(msg))
	// The closure goes above the comments that lead the if, so that a
	// directive on the line before it stays there.
	at := p.leadingComments(f, is)
	return p.replaceRange(at, at, closure) &&
		p.replace(is.Cond, fmt.Sprintf("%s := %s(%s); %s != nil", errName, name, x.Name(), errName)) &&
		p.replace(msg, errName+".Error()")
}

// failMessage returns the constant message ret fails with: the argument
// of the one mcp.NewToolResultError(m) or errors.New(m) among its results,
// m a constant string; nil when there is not exactly one.
func (p *Package) failMessage(ret *ast.ReturnStmt) ast.Expr {
	var msg ast.Expr
	for _, r := range ret.Results {
		call, ok := ast.Unparen(r).(*ast.CallExpr)
		if !ok {
			continue
		}
		fn := p.calleeOf(call)
		if !isFuncOf(fn, mcpgoMCP, "NewToolResultError") && !isFuncOf(fn, "errors", "New") {
			continue
		}
		if len(call.Args) != 1 || call.Ellipsis.IsValid() || msg != nil {
			return nil
		}
		tv := p.Info.Types[call.Args[0]]
		if tv.Value == nil || tv.Value.Kind() != constant.String {
			return nil
		}
		msg = call.Args[0]
	}
	return msg
}

// enclosingSignature returns the signature of the innermost function (a
// declaration or a literal) holding n, or nil.
func (p *Package) enclosingSignature(f *ast.File, n ast.Node) *types.Signature {
	path, _ := astutil.PathEnclosingInterval(f, n.Pos(), n.End())
	for _, node := range path {
		switch fn := node.(type) {
		case *ast.FuncLit:
			sig, _ := p.Info.TypeOf(fn).(*types.Signature)
			return sig
		case *ast.FuncDecl:
			if obj, ok := p.Info.Defs[fn.Name].(*types.Func); ok {
				return obj.Signature()
			}
			return nil
		}
	}
	return nil
}

// onlyVariable returns the one variable declared in a function that e
// reads, when e reads exactly one, holds no function literal, and can be
// evaluated on a copy of it (it neither takes its address nor calls a
// pointer method on it); else nil.
func (p *Package) onlyVariable(e ast.Expr) *types.Var {
	var only *types.Var
	ok := true
	ast.Inspect(e, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			ok = false
		case *ast.Ident:
			v, isVar := p.Info.Uses[n].(*types.Var)
			if !isVar || v.IsField() || v.Pkg() == nil || v.Parent() == nil || v.Parent() == v.Pkg().Scope() {
				return true
			}
			if only != nil && only != v {
				ok = false
			}
			only = v
		case *ast.UnaryExpr:
			if n.Op == token.AND {
				ok = false
			}
		case *ast.SelectorExpr:
			if sel := p.Info.Selections[n]; sel != nil && sel.Kind() == types.MethodVal {
				if sig, isSig := sel.Obj().Type().(*types.Signature); isSig && sig.Recv() != nil {
					if _, ptr := sig.Recv().Type().(*types.Pointer); ptr {
						if _, xptr := p.Info.TypeOf(n.X).Underlying().(*types.Pointer); !xptr {
							ok = false
						}
					}
				}
			}
		}
		return ok
	})
	if !ok {
		return nil
	}
	return only
}

// mentions reports whether an identifier spelled name occurs in n.
func mentions(n ast.Node, name string) bool {
	found := false
	ast.Inspect(n, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok && id.Name == name {
			found = true
		}
		return !found
	})
	return found
}

// lookup returns what name means at pos, or nil.
func (p *Package) lookup(pos token.Pos, name string) types.Object {
	scope := p.Types.Scope().Innermost(pos)
	if scope == nil {
		return nil
	}
	_, obj := scope.LookupParent(name, pos)
	return obj
}

func isErrorType(t types.Type) bool {
	return types.Identical(t, types.Universe.Lookup("error").Type())
}
