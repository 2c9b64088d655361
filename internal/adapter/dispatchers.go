package adapter

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strconv"

	"golang.org/x/tools/go/analysis"

	"github.com/toolvet/toolvet/internal/resolve"
)

// DispatchesFact says a function answers a model's tool call by its name,
// given in parameter Name: it branches on that parameter's value, one
// branch for each of Cases (DispatchBranches). A package handing it the
// name of a model's call links each branch to the tool it names, as it
// links a dispatch function of its own (dispatch.Link); what the branch
// checks is another pass's fact of the same function (passes/rules'
// CasesFact).
type DispatchesFact struct {
	Name  int
	Cases []string
}

func (*DispatchesFact) AFact() {}
func (f *DispatchesFact) String() string {
	s := "dispatches(" + strconv.Itoa(f.Name) + ":"
	for _, c := range f.Cases {
		s += " " + c
	}
	return s + ")"
}

// DispatchBranches returns, for decl branching on the value of one of its
// string parameters (param), the branch answering each constant value:
// the case clauses of a switch on the parameter (`switch name { case
// "forecast": … }`) and the bodies of ifs comparing it with a constant
// (`if name == "forecast" { … }`), outside function literals. ok is false
// when decl branches on no parameter, or on more than one.
func DispatchBranches(info *types.Info, decl *ast.FuncDecl) (param int, branches map[string]ast.Node, ok bool) {
	if decl.Body == nil {
		return 0, nil, false
	}
	var params []*types.Var
	for _, field := range decl.Type.Params.List {
		for _, name := range field.Names {
			v, _ := info.Defs[name].(*types.Var)
			params = append(params, v)
		}
		if len(field.Names) == 0 {
			params = append(params, nil)
		}
	}
	paramOf := func(e ast.Expr) int {
		id, isIdent := ast.Unparen(e).(*ast.Ident)
		if !isIdent {
			return -1
		}
		v, isVar := info.Uses[id].(*types.Var)
		if !isVar {
			return -1
		}
		i := slices.Index(params, v)
		if i < 0 {
			return -1
		}
		if b, isBasic := v.Type().Underlying().(*types.Basic); !isBasic || b.Info()&types.IsString == 0 {
			return -1
		}
		return i
	}
	param = -1
	two := false // branches on two parameters: neither is one call's name
	branches = make(map[string]ast.Node)
	add := func(p int, e ast.Expr, branch ast.Node) {
		if p < 0 {
			return
		}
		if param >= 0 && p != param {
			two = true
			return
		}
		name, isConst := resolve.ConstString(info, e)
		if !isConst || name == "" { // "" names no tool: an absent name
			return
		}
		param = p
		if _, dup := branches[name]; !dup {
			branches[name] = branch
		}
	}
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.SwitchStmt:
			if n.Tag == nil || n.Init != nil {
				return true
			}
			p := paramOf(n.Tag)
			if p < 0 {
				return true
			}
			for _, c := range n.Body.List {
				cc := c.(*ast.CaseClause)
				for _, e := range cc.List {
					add(p, e, cc)
				}
			}
		case *ast.IfStmt:
			be, isBin := ast.Unparen(n.Cond).(*ast.BinaryExpr)
			if !isBin || be.Op != token.EQL || n.Init != nil {
				return true
			}
			for _, pair := range [][2]ast.Expr{{be.X, be.Y}, {be.Y, be.X}} {
				if p := paramOf(pair[0]); p >= 0 {
					add(p, pair[1], n.Body)
				}
			}
		}
		return !two
	})
	if two || param < 0 || len(branches) == 0 {
		return 0, nil, false
	}
	return param, branches, true
}

// ExportDispatchers exports a DispatchesFact for each exported function of
// a package of a module that branches on a string parameter's value
// (DispatchBranches), for the packages handing it a model's call.
func ExportDispatchers(pass *analysis.Pass) {
	if !OwnModule(pass.Module) {
		return // a dependency's branches get no rules fact (CasesFact) either
	}
	for _, file := range pass.Files {
		for _, d := range file.Decls {
			decl, ok := d.(*ast.FuncDecl)
			if !ok || decl.Body == nil || decl.Recv != nil || !decl.Name.IsExported() {
				continue
			}
			fn, ok := pass.TypesInfo.Defs[decl.Name].(*types.Func)
			if !ok || fn.Signature().TypeParams() != nil || fn.Signature().Params().Len() < 2 {
				continue // the call's name and its arguments
			}
			param, branches, ok := DispatchBranches(pass.TypesInfo, decl)
			if !ok {
				continue
			}
			f := &DispatchesFact{Name: param}
			for name := range branches {
				f.Cases = append(f.Cases, name)
			}
			slices.Sort(f.Cases)
			pass.ExportObjectFact(fn, f)
		}
	}
}

// ForeignDispatcher returns the DispatchesFact of another package's
// function, or nil.
func ForeignDispatcher(pass *analysis.Pass, fn *types.Func) *DispatchesFact {
	if fn == nil || fn.Pkg() == nil || fn.Pkg() == pass.Pkg {
		return nil
	}
	var f DispatchesFact
	if !pass.ImportObjectFact(fn.Origin(), &f) {
		return nil
	}
	return &f
}
