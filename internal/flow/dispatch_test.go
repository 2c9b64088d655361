package flow_test

import (
	"go/ast"
	"testing"
)

func TestExitWhen(t *testing.T) {
	g, _, f, _ := check(t, `package p

type Params struct{ Name string }
type Request struct{ Params Params }

func a(r Request) string { return "a" }
func b(r Request) string { return "b" }

func isB(r Request) bool { return r.Params.Name == "b" }

func not(c bool) bool { return !c }

func byDecided(r Request) string {
	if not(r.Params.Name == "a") {
		return b(r)
	}
	return a(r)
}

func bySwitch(r Request) string {
	switch r.Params.Name {
	case "a":
		return a(r)
	case "b":
		return b(r)
	}
	return "unknown"
}

func byVar(r Request) string {
	isA := r.Params.Name == "a"
	if !isA {
		if isB(r) {
			return b(r)
		}
		return "unknown"
	}
	return a(r)
}

func otherFirst(r Request, ready bool) string {
	if !ready {
		return "not ready"
	}
	if r.Params.Name == "a" {
		return a(r)
	}
	return b(r)
}

func spins(r Request) string {
	for r.Params.Name == "b" {
	}
	return a(r)
}

func loops(r Request) string {
	for r.Params.Name != "a" {
		r.Params.Name = "a"
	}
	return a(r)
}
`)
	isName := func(e ast.Expr) bool {
		sel, ok := e.(*ast.SelectorExpr)
		if !ok || sel.Sel.Name != "Name" {
			return false
		}
		inner, ok := sel.X.(*ast.SelectorExpr)
		return ok && inner.Sel.Name == "Params"
	}
	// returns gives what the way out returns: its call's function, or
	// its text; "" when there is none.
	returns := func(fn, name string) string {
		ret := g.ExitWhen(funcDecl(f, fn), isName, name, nil)
		if ret == nil {
			return ""
		}
		switch r := ret.Results[0].(type) {
		case *ast.CallExpr:
			return r.Fun.(*ast.Ident).Name
		case *ast.BasicLit:
			return r.Value
		}
		return "?"
	}
	for _, c := range []struct{ fn, name, want string }{
		{"bySwitch", "a", "a"},
		{"bySwitch", "b", "b"},
		{"bySwitch", "c", `"unknown"`},
		{"byVar", "a", "a"},
		{"byVar", "b", "b"},
		{"byVar", "c", `"unknown"`},
		{"byDecided", "a", "a"},
		{"byDecided", "c", "b"},
		{"otherFirst", "a", ""}, // a branch on something else comes first
		{"spins", "a", "a"},
		{"spins", "b", ""}, // a loop
		{"loops", "a", ""}, // the name is written
	} {
		if got := returns(c.fn, c.name); got != c.want {
			t.Errorf("ExitWhen(%s, %q) returns %s, want %s", c.fn, c.name, got, c.want)
		}
	}
}
