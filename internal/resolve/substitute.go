package resolve

import (
	"go/ast"
	"go/token"
	"go/types"
)

// Predicates read where they are called. A function of the package whose
// body is one return of a boolean expression over its parameters,
//
//	func validAccount(in TransferIn) bool {
//		return strings.HasPrefix(in.AccountID, "acct_")
//	}
//
// tests at its call what that expression, written over the call's
// arguments, tests: `!validAccount(req)` is a guard on
// `!strings.HasPrefix(req.AccountID, "acct_")`, and `!succeeded(err)` with
// `succeeded(e error) bool { return e == nil }` is `err != nil`.

// PredicateResult returns the expression a predicate returns when its
// body is that one return, of one boolean result: the predicates read as
// their condition where they are called (Inline); nil for any other
// function.
func PredicateResult(fn *types.Func, decl *ast.FuncDecl) ast.Expr {
	res := fn.Signature().Results()
	if decl == nil || decl.Body == nil || len(decl.Body.List) != 1 || res.Len() != 1 || !isBool(res.At(0).Type()) {
		return nil
	}
	ret, ok := decl.Body.List[0].(*ast.ReturnStmt)
	if !ok || len(ret.Results) != 1 {
		return nil
	}
	return ret.Results[0]
}

// Inline returns the condition a call of the predicate fn, declared by
// decl, tests: the expression it returns (body) written over the call's
// arguments, and the substitution that wrote it (its Types are those of
// the new nodes). False when fn is no predicate or the expression reads
// anything else than its parameters, constants and the package's
// functions and variables.
func Inline(info *types.Info, fn *types.Func, decl *ast.FuncDecl, call *ast.CallExpr) (cond, body ast.Expr, s *Substitution, ok bool) {
	if fn == nil || decl == nil || decl.Recv != nil || call.Ellipsis.IsValid() || fn.Signature().Variadic() {
		return nil, nil, nil, false
	}
	result := PredicateResult(fn, decl)
	if result == nil {
		return nil, nil, nil, false
	}
	ps := Params(info, decl.Type)
	if len(ps) != len(call.Args) {
		return nil, nil, nil, false
	}
	s = NewSubstitution(info, fn.Pkg())
	for i, p := range ps {
		if p != nil {
			s.Vals[p] = call.Args[i]
		}
	}
	body = ast.Unparen(result)
	cond, ok = s.Expr(body)
	if !ok {
		return nil, nil, nil, false
	}
	return cond, body, s, true
}

// Params lists a function's parameters in order (nil for unnamed ones).
func Params(info *types.Info, ftype *ast.FuncType) []types.Object {
	var out []types.Object
	for _, field := range ftype.Params.List {
		if len(field.Names) == 0 {
			out = append(out, nil)
		}
		for _, name := range field.Names {
			out = append(out, info.Defs[name])
		}
	}
	return out
}

// Substitution rewrites expressions of a function's body over the values
// its parameters and local variables are given.
type Substitution struct {
	Info *types.Info
	Pkg  *types.Package
	// Types are the types of the new nodes: those of the nodes they
	// stand for. A reader of the result that asks Info for types adds
	// them to a copy of it.
	Types map[ast.Expr]types.TypeAndValue
	// Vals are the values of the parameters and locals replaced.
	Vals map[types.Object]ast.Expr
	// Uses and Selections are those of the new nodes when they were
	// typed apart from the package (InlineText): nil otherwise.
	Uses       map[*ast.Ident]types.Object
	Selections map[*ast.SelectorExpr]*types.Selection
	// Keep are parameters that stand for themselves: the expression is
	// written over them as it is (a summary of the function for another
	// package).
	Keep map[types.Object]bool
}

// NewSubstitution returns an empty substitution in code of pkg.
func NewSubstitution(info *types.Info, pkg *types.Package) *Substitution {
	return &Substitution{Info: info, Pkg: pkg, Types: make(map[ast.Expr]types.TypeAndValue), Vals: make(map[types.Object]ast.Expr)}
}

// Expr returns e with every parameter and local variable replaced by its
// value; false when e reads anything else than those, constants, types,
// and the package's functions and variables, or holds a literal of a
// function or composite. Only the nodes above a replaced one are new.
func (s *Substitution) Expr(e ast.Expr) (ast.Expr, bool) {
	out, ok := s.rewrite(e)
	if ok && out != e {
		if tv, known := s.Info.Types[e]; known {
			s.Types[out] = tv
		}
	}
	return out, ok
}

func (s *Substitution) rewrite(e ast.Expr) (ast.Expr, bool) {
	switch e := e.(type) {
	case *ast.Ident:
		obj := s.Info.Uses[e]
		if s.Keep[obj] {
			return e, true
		}
		if v, ok := s.Vals[obj]; ok {
			switch ast.Unparen(v).(type) {
			case *ast.Ident, *ast.SelectorExpr, *ast.CallExpr, *ast.BasicLit, *ast.IndexExpr:
				return v, true
			}
			p := &ast.ParenExpr{Lparen: v.Pos(), X: v, Rparen: v.End()}
			if tv, known := s.Info.Types[v]; known {
				s.Types[p] = tv
			} else if tv, known := s.Types[v]; known {
				s.Types[p] = tv
			}
			return p, true
		}
		switch obj := obj.(type) {
		case *types.Const, *types.TypeName, *types.PkgName, *types.Builtin, *types.Nil, *types.Func:
			return e, true
		case *types.Var:
			if obj.Pkg() != nil && obj.Parent() == obj.Pkg().Scope() {
				return e, true
			}
		}
		return nil, false
	case *ast.BasicLit:
		return e, true
	case *ast.ParenExpr:
		x, ok := s.Expr(e.X)
		if !ok {
			return nil, false
		}
		if x == e.X {
			return e, true
		}
		return &ast.ParenExpr{Lparen: e.Lparen, X: x, Rparen: e.Rparen}, true
	case *ast.UnaryExpr:
		if e.Op == token.AND || e.Op == token.ARROW {
			return nil, false
		}
		x, ok := s.Expr(e.X)
		if !ok {
			return nil, false
		}
		if x == e.X {
			return e, true
		}
		return &ast.UnaryExpr{OpPos: e.OpPos, Op: e.Op, X: x}, true
	case *ast.BinaryExpr:
		l, okL := s.Expr(e.X)
		r, okR := s.Expr(e.Y)
		if !okL || !okR {
			return nil, false
		}
		if l == e.X && r == e.Y {
			return e, true
		}
		return &ast.BinaryExpr{X: l, OpPos: e.OpPos, Op: e.Op, Y: r}, true
	case *ast.StarExpr:
		x, ok := s.Expr(e.X)
		if !ok {
			return nil, false
		}
		if x == e.X {
			return e, true
		}
		return &ast.StarExpr{Star: e.Star, X: x}, true
	case *ast.SelectorExpr:
		if _, qualified := s.Info.Uses[selectorIdent(e.X)].(*types.PkgName); qualified {
			return e, true
		}
		x, ok := s.Expr(e.X)
		if !ok {
			return nil, false
		}
		if x == e.X {
			return e, true
		}
		// The field or method must be the one the value's type has: a
		// struct type written twice has fields of its own each time.
		if t := s.typeOf(x); t == nil {
			return nil, false
		} else if obj, _, _ := types.LookupFieldOrMethod(t, true, s.Pkg, e.Sel.Name); obj != s.Info.Uses[e.Sel] {
			return nil, false
		}
		return &ast.SelectorExpr{X: x, Sel: e.Sel}, true
	case *ast.IndexExpr:
		x, okX := s.Expr(e.X)
		i, okI := s.Expr(e.Index)
		if !okX || !okI {
			return nil, false
		}
		if x == e.X && i == e.Index {
			return e, true
		}
		return &ast.IndexExpr{X: x, Lbrack: e.Lbrack, Index: i, Rbrack: e.Rbrack}, true
	case *ast.TypeAssertExpr:
		if e.Type == nil {
			return nil, false // a type switch's
		}
		x, ok := s.Expr(e.X)
		if !ok {
			return nil, false
		}
		if _, ok := s.Expr(e.Type); !ok {
			return nil, false
		}
		if x == e.X {
			return e, true
		}
		return &ast.TypeAssertExpr{X: x, Lparen: e.Lparen, Type: e.Type, Rparen: e.Rparen}, true
	case *ast.CallExpr:
		if e.Ellipsis.IsValid() {
			return nil, false
		}
		fun, ok := s.Expr(e.Fun)
		if !ok {
			return nil, false
		}
		same := fun == e.Fun
		args := make([]ast.Expr, len(e.Args))
		for i, a := range e.Args {
			if args[i], ok = s.Expr(a); !ok {
				return nil, false
			}
			same = same && args[i] == a
		}
		if same {
			return e, true
		}
		return &ast.CallExpr{Fun: fun, Lparen: e.Lparen, Args: args, Rparen: e.Rparen}, true
	}
	return nil, false
}

// typeOf returns the type of e, an expression of the package or one the
// substitution wrote (in.Item of in.Item.Title, the field's receiver).
func (s *Substitution) typeOf(e ast.Expr) types.Type {
	if tv, ok := s.Types[e]; ok {
		return tv.Type
	}
	return s.Info.TypeOf(e)
}

func isBool(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsBoolean != 0
}

func selectorIdent(e ast.Expr) *ast.Ident {
	id, _ := ast.Unparen(e).(*ast.Ident)
	return id
}
