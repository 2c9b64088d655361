package rewrite

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"strings"
)

// SwitchGuards writes a run of guards as the cases of one tagless switch,
// as handlers that list their checks do:
//
//	if amount < 1 { return … }
//	if amount > 5000 { return … }
//
// becomes
//
//	switch {
//	case amount < 1:
//		return …
//	case amount > 5000:
//		return …
//	}
//
// for every run of consecutive if statements in a statement list, each
// without an init or else, its body ending in a return and holding no
// break (which would leave the switch instead), with no comment between
// or above them (a directive above a guard names its line).
var SwitchGuards = &Rewrite{
	Name: "switchguards",
	Doc:  "consecutive guards written as the cases of one tagless switch",
	Apply: func(p *Package) int {
		n := 0
		p.guardRuns(1, func(run []ast.Stmt) {
			if p.switchGuards(run) {
				n++
			}
		})
		return n
	},
}

// guardRuns calls do with each run of at least min consecutive guards of
// a statement list that switchable accepts, with no comment above or
// between them (a directive above a guard names its line).
func (p *Package) guardRuns(min int, do func(run []ast.Stmt)) {
	p.eachList(func(f *ast.File, list []ast.Stmt) {
		for i := 0; i < len(list); {
			j := i
			for j < len(list) && p.switchable(list[j]) && p.leadingComments(f, list[j]) == list[j].Pos() && (j == i || !p.commentBetween(f, list[j-1].End(), list[j].Pos())) {
				j++
			}
			if j-i >= min {
				do(list[i:j])
			}
			i = max(j, i+1)
		}
	})
}

// switchable reports whether s is a guard SwitchGuards can make a case of.
func (p *Package) switchable(s ast.Stmt) bool {
	is, ok := s.(*ast.IfStmt)
	if !ok || is.Init != nil || is.Else != nil || len(is.Body.List) == 0 || p.overlaps(is) {
		return false
	}
	if _, ok := is.Body.List[len(is.Body.List)-1].(*ast.ReturnStmt); !ok {
		return false
	}
	return !hasBreak(is.Body)
}

// switchGuards replaces the guards run with one switch.
func (p *Package) switchGuards(run []ast.Stmt) bool {
	var b strings.Builder
	b.WriteString("switch {\n")
	for _, s := range run {
		is := s.(*ast.IfStmt)
		fmt.Fprintf(&b, "case %s:%s\n", p.text(is.Cond), p.inner(is.Body))
	}
	b.WriteString("}")
	return p.replaceRange(run[0].Pos(), run[len(run)-1].End(), b.String())
}

// NestedHappy turns a guard inside out: the rest of its statement list
// runs under the negated condition, and the failure comes last, as
// handlers written "if the input is good, do the work" are:
//
//	if !strings.HasPrefix(acct, "acct_") { return fail }
//	…work…
//	return ok
//
// becomes
//
//	if !(!strings.HasPrefix(acct, "acct_")) {
//		…work…
//		return ok
//	}
//	return fail
//
// for the first if statement of each statement list that has no init or
// else, whose body ends in a return, and after which the list goes on and
// ends in a return (so that the statements after it run exactly when the
// condition is false), with no label among them.
var NestedHappy = &Rewrite{
	Name: "nestedhappy",
	Doc:  "a guard turned inside out: the work nested under the negated condition, the failure last",
	Apply: func(p *Package) int {
		n := 0
		p.eachList(func(f *ast.File, list []ast.Stmt) {
			if is, rest, ok := p.guardThenRest(list); ok {
				from := p.leadingComments(f, rest[0])
				// A comment ending the if's line (a directive, a want)
				// stays on the if's line.
				body, trail := p.inner(is.Body), ""
				if nl := strings.IndexByte(body, '\n'); nl >= 0 && strings.HasPrefix(strings.TrimSpace(body[:nl]), "//") {
					trail, body = " "+strings.TrimSpace(body[:nl]), body[nl:]
				}
				text := fmt.Sprintf("if !(%s) {%s\n%s\n}\n%s", p.text(is.Cond), trail,
					p.Src[f][p.offset(from):p.offset(rest[len(rest)-1].End())], body)
				if p.replaceRange(is.Pos(), rest[len(rest)-1].End(), text) {
					n++
				}
			}
		})
		return n
	},
}

// Predicate moves a guard's condition on one variable into a function of
// the package that says whether the value is good, as handlers that name
// their checks do:
//
//	if !strings.HasPrefix(acct, "acct_") { return … }
//
// becomes
//
//	if !rwValid(acct) { return … }
//
// with func rwValid(acct string) bool { return !(!strings.HasPrefix(acct,
// "acct_")) }, for every if statement whose body ends in a return and
// whose condition reads exactly one variable of a function (onlyVariable),
// not an error, and otherwise only what the package's scope can name.
var Predicate = &Rewrite{
	Name: "predicate",
	Doc:  "a guard's condition on one variable moved into a function of the package returning whether the value is good",
	Apply: func(p *Package) int {
		n := 0
		for _, f := range p.Files {
			ast.Inspect(f, func(node ast.Node) bool {
				is, ok := node.(*ast.IfStmt)
				if !ok || len(is.Body.List) == 0 || p.overlaps(is.Cond) {
					return true
				}
				if _, ok := is.Body.List[len(is.Body.List)-1].(*ast.ReturnStmt); !ok {
					return true
				}
				x := p.onlyVariable(is.Cond)
				if x == nil || isErrorType(x.Type()) || !p.packageLevel(is.Cond, x) || !packageLevelType(p.Types, x.Type()) {
					return true
				}
				typ := p.typeExpr(f, x.Type())
				if typ == "" {
					return true
				}
				name := p.fresh("rwValid")
				if p.replace(is.Cond, fmt.Sprintf("!%s(%s)", name, x.Name())) {
					p.declare(f, fmt.Sprintf("func %s(%s %s) bool {\nreturn !(%s)\n}", name, x.Name(), typ, p.text(is.Cond)))
					n++
				}
				return true
			})
		}
		return n
	},
}

// packageLevel reports whether everything e names but x means the same at
// the package's level: x itself, and objects of the package's scope, the
// universe, imported packages, fields and methods; not another name
// spelled like x.
func (p *Package) packageLevel(e ast.Expr, x *types.Var) bool {
	ok := true
	ast.Inspect(e, func(n ast.Node) bool {
		id, isIdent := n.(*ast.Ident)
		if !isIdent || !ok {
			return ok
		}
		obj := p.Info.Uses[id]
		switch {
		case obj == nil || obj == x:
		case id.Name == x.Name():
			ok = false
		case obj.Pkg() == nil, obj.Parent() == nil, obj.Parent() == obj.Pkg().Scope():
			// the universe, a field or method, the package's scope
		case p.Types.Scope().Lookup(id.Name) != nil:
			ok = false // a local shadowing a package-level name
		default:
			_, ok = obj.(*types.PkgName)
		}
		return ok
	})
	return ok
}

// packageLevelType reports whether the package's scope can spell t: no
// type declared inside a function is part of it.
func packageLevelType(pkg *types.Package, t types.Type) bool {
	switch t := t.(type) {
	case *types.Named:
		obj := t.Obj()
		if obj.Pkg() != nil && obj.Parent() != obj.Pkg().Scope() {
			return false
		}
		if args := t.TypeArgs(); args != nil {
			for a := range args.Types() {
				if !packageLevelType(pkg, a) {
					return false
				}
			}
		}
		return true
	case *types.Pointer:
		return packageLevelType(pkg, t.Elem())
	case *types.Slice:
		return packageLevelType(pkg, t.Elem())
	case *types.Array:
		return packageLevelType(pkg, t.Elem())
	case *types.Map:
		return packageLevelType(pkg, t.Key()) && packageLevelType(pkg, t.Elem())
	case *types.Basic:
		return true
	case *types.Interface:
		return t.Empty()
	case *types.TypeParam:
		return false
	}
	return false
}

// inner returns a block's source between its braces.
func (p *Package) inner(b *ast.BlockStmt) string {
	f := p.fileOf(b.Pos())
	return string(p.Src[f][p.offset(b.Lbrace)+1 : p.offset(b.Rbrace)])
}

// commentBetween reports whether a comment of f lies between pos and end.
func (p *Package) commentBetween(f *ast.File, pos, end token.Pos) bool {
	for _, cg := range f.Comments {
		if cg.Pos() < end && cg.End() > pos {
			return true
		}
	}
	return false
}

// directiveBetween reports whether a toolvet directive comment
// (//toolvet:…) lies between pos and end.
func (p *Package) directiveBetween(f *ast.File, pos, end token.Pos) bool {
	for _, cg := range f.Comments {
		for _, c := range cg.List {
			if c.Pos() < end && c.End() > pos && strings.HasPrefix(c.Text, "//toolvet:") {
				return true
			}
		}
	}
	return false
}

// hasBreak reports whether n holds a break statement without a label
// outside the loops, switches and selects it holds: one that would leave
// a switch n were put in.
func hasBreak(n ast.Node) bool {
	found := false
	ast.Inspect(n, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.ForStmt, *ast.RangeStmt, *ast.SwitchStmt, *ast.TypeSwitchStmt, *ast.SelectStmt, *ast.FuncLit:
			return false
		case *ast.BranchStmt:
			if n.Tok == token.BREAK && n.Label == nil {
				found = true
			}
		}
		return !found
	})
	return found
}

// hasLabel reports whether a labelled statement is among list or inside
// it (a goto or labelled branch could reach it from where it was).
func hasLabel(list []ast.Stmt) bool {
	found := false
	for _, s := range list {
		ast.Inspect(s, func(n ast.Node) bool {
			if _, ok := n.(*ast.LabeledStmt); ok {
				found = true
			}
			return !found
		})
	}
	return found
}

// ElseRest puts the rest of a statement list after a guard into the
// guard's else branch, as handlers written "fail, or else do the work"
// are:
//
//	if !strings.HasPrefix(acct, "acct_") {
//		return fail
//	} else {
//		…work…
//		return ok
//	}
//
// for the first if statement of each list that NestedHappy would turn
// inside out.
var ElseRest = &Rewrite{
	Name: "elserest",
	Doc:  "the work after a guard written as the guard's else branch",
	Apply: func(p *Package) int {
		n := 0
		p.eachList(func(f *ast.File, list []ast.Stmt) {
			if is, rest, ok := p.guardThenRest(list); ok {
				from := p.leadingComments(f, rest[0])
				text := fmt.Sprintf(" else {\n%s\n}", p.Src[f][p.offset(from):p.offset(rest[len(rest)-1].End())])
				if p.replaceRange(is.End(), rest[len(rest)-1].End(), text) {
					n++
				}
			}
		})
		return n
	},
}

// ValueSwitch writes a guard that a value is none of several constants
// (`if cur != "usd" && cur != "eur" { return fail }`) as a switch on the
// value whose default case fails:
//
//	switch cur {
//	case "usd", "eur":
//	default:
//		return fail
//	}
//
// for every if statement without init or else whose condition is such a
// conjunction over one variable, of distinct constants, and whose body
// ends in a return and breaks out of nothing.
var ValueSwitch = &Rewrite{
	Name: "valueswitch",
	Doc:  "a guard on a value being none of several constants written as a switch on the value",
	Apply: func(p *Package) int {
		n := 0
		for _, f := range p.Files {
			elseIf := make(map[*ast.IfStmt]bool) // an else branch: the switch goes in a block
			ast.Inspect(f, func(node ast.Node) bool {
				if is, ok := node.(*ast.IfStmt); ok {
					if els, ok := is.Else.(*ast.IfStmt); ok {
						elseIf[els] = true
					}
				}
				return true
			})
			ast.Inspect(f, func(node ast.Node) bool {
				is, ok := node.(*ast.IfStmt)
				if !ok || is.Init != nil || is.Else != nil || len(is.Body.List) == 0 || p.overlaps(is) || hasBreak(is.Body) {
					return true
				}
				if _, ok := is.Body.List[len(is.Body.List)-1].(*ast.ReturnStmt); !ok {
					return true
				}
				x, consts, ok := p.noneOf(is.Cond)
				if !ok {
					return true
				}
				var b strings.Builder
				fmt.Fprintf(&b, "switch %s {\ncase %s:\ndefault:%s\n}", p.text(x), strings.Join(consts, ", "), p.inner(is.Body))
				if elseIf[is] {
					b.WriteString("\n}")
					text := "{\n" + b.String()
					b.Reset()
					b.WriteString(text)
				}
				if p.replace(is, b.String()) {
					n++
				}
				return true
			})
		}
		return n
	},
}

// noneOf reads cond as `x != c1 && x != c2 && …`, x one variable and the
// constants two or more distinct values of its type; it returns x and
// the constants' source.
func (p *Package) noneOf(cond ast.Expr) (ast.Expr, []string, bool) {
	var x *types.Var
	var xe ast.Expr
	var consts []string
	seen := make(map[string]bool)
	var walk func(e ast.Expr) bool
	walk = func(e ast.Expr) bool {
		be, ok := ast.Unparen(e).(*ast.BinaryExpr)
		if !ok {
			return false
		}
		if be.Op == token.LAND {
			return walk(be.X) && walk(be.Y)
		}
		if be.Op != token.NEQ {
			return false
		}
		id, ok := ast.Unparen(be.X).(*ast.Ident)
		if !ok {
			return false
		}
		v, ok := p.Info.Uses[id].(*types.Var)
		tv, known := p.Info.Types[be.Y]
		if !ok || !known || tv.Value == nil || x != nil && v != x {
			return false
		}
		if !types.Identical(tv.Type, v.Type()) && !isUntyped(tv.Type) {
			return false
		}
		key := tv.Value.ExactString()
		if seen[key] {
			return false // a duplicate case does not compile
		}
		seen[key] = true
		x, xe = v, be.X
		consts = append(consts, p.text(be.Y))
		return true
	}
	if !walk(cond) || len(consts) < 2 {
		return nil, nil, false
	}
	return xe, consts, true
}

func isUntyped(t types.Type) bool {
	b, ok := t.(*types.Basic)
	return ok && b.Info()&types.IsUntyped != 0
}

// guardThenRest returns the first if statement of list without init or
// else whose body ends in a return, and the rest of the list after it,
// when that rest ends in a return and holds no label: the statements
// that run exactly when the if's condition is false (NestedHappy,
// ElseRest).
func (p *Package) guardThenRest(list []ast.Stmt) (*ast.IfStmt, []ast.Stmt, bool) {
	for i, s := range list {
		is, ok := s.(*ast.IfStmt)
		if !ok || is.Init != nil || is.Else != nil || len(is.Body.List) == 0 || p.overlaps(is) {
			continue
		}
		rest := list[i+1:]
		if len(rest) == 0 || p.overlaps(rest[len(rest)-1]) {
			return nil, nil, false
		}
		if _, ok := is.Body.List[len(is.Body.List)-1].(*ast.ReturnStmt); !ok {
			continue
		}
		if _, ok := rest[len(rest)-1].(*ast.ReturnStmt); !ok || hasLabel(rest) {
			return nil, nil, false
		}
		return is, rest, true
	}
	return nil, nil, false
}

// ElseIfChain writes consecutive guards as one if-else-if chain, as
// handlers that test one thing after another often are:
//
//	if amount < 1 { return … }
//	if amount > 5000 { return … }
//
// becomes
//
//	if amount < 1 {
//		return …
//	} else if amount > 5000 {
//		return …
//	}
//
// for the runs SwitchGuards would make a switch of: each guard's body
// ends in a return, so the chain runs the same.
var ElseIfChain = &Rewrite{
	Name: "elseifchain",
	Doc:  "consecutive guards written as one if-else-if chain",
	Apply: func(p *Package) int {
		n := 0
		p.guardRuns(2, func(run []ast.Stmt) {
			var b strings.Builder
			for k, s := range run {
				is := s.(*ast.IfStmt)
				if k > 0 {
					b.WriteString(" else ")
				}
				fmt.Fprintf(&b, "if %s {%s\n}", p.text(is.Cond), p.inner(is.Body))
			}
			if p.replaceRange(run[0].Pos(), run[len(run)-1].End(), b.String()) {
				n++
			}
		})
		return n
	},
}
