// Package rewrite holds behaviour-preserving rewrites of tool code, the kind
// real servers are written in (a closure that calls a named handler, a tool
// table, a failure helper, a generic argument reader, …). The refactoring
// harness (harness_test.go) applies them mechanically to the project's own
// tool testdata and requires toolvet's findings to stay the same: code that
// behaves the same must get the same findings.
//
// A rewrite edits a type-checked package's syntax in place; it reports how
// many places it rewrote (0: it does not apply to the package). It never
// changes what the code does for arguments decoded from JSON.
package rewrite

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/tools/go/ast/astutil"
)

// Package is a type-checked package whose files a rewrite edits. A
// rewrite records text edits against the files' source (Src, by file);
// Result applies them.
type Package struct {
	Fset  *token.FileSet
	Files []*ast.File
	Src   map[*ast.File][]byte
	Types *types.Package
	Info  *types.Info
	// Path is the import path the result is written at ("": not known,
	// and a rewrite adding a package does not apply).
	Path string

	added   map[string]bool // names this rewrite declared at package level
	edits   map[*ast.File][]edit
	imports map[*ast.File][]string
	decls   map[*ast.File][]string

	newFiles map[string][]byte // by path relative to the package's directory
	dropped  []droppedRange
}

// An edit replaces the source between two offsets of a file.
type edit struct {
	start, end int
	text       string
}

// A Rewrite is one behaviour-preserving refactoring.
type Rewrite struct {
	Name string
	Doc  string
	// Apply edits p's files and returns the number of places rewritten.
	Apply func(p *Package) int
}

// All lists every rewrite, in the order the harness composes them.
var All = []*Rewrite{
	NamedHandler,
	MethodHandler,
	LocalHandler,
	ToolTable,
	FailHelper,
	FailPair,
	ResultHelper,
	GenericReader,
	CondVar,
	NamedConsts,
	RawMap,
	Factory,
	AllowedList,
	AllowedSet,
	Sentinel,
	HeldResult,
	NilError,
	NamedResults,
	ParseFunc,
	ParseInto,
	ParseLiteral,
	InferWrapper,
	Collect,
	DeMorgan,
	CheckClosure,
	SwitchGuards,
	NestedHappy,
	Predicate,
	OptionSlice,
	ElseRest,
	ValueSwitch,
	ElseIfChain,
	ErrorHelper,
	WrapHandler,
	ParamNames,
	ToolObject,
	HandlerMap,
	NameDispatch,
	Yoda,
	EmptyLen,
	ToolVar,
	ValidateAll,
	HandlerVar,
	CopyVar,
	ResultLiteral,
	DefTable,
	Worker,
	HelperPkg,
}

// ByName returns the rewrite of that name, or nil.
func ByName(name string) *Rewrite {
	for _, r := range All {
		if r.Name == name {
			return r
		}
	}
	return nil
}

// fresh returns a package-level name starting with base that nothing in the
// package declares or uses yet.
func (p *Package) fresh(base string) string {
	if p.added == nil {
		p.added = make(map[string]bool)
	}
	for i := 0; ; i++ {
		name := base
		if i > 0 {
			name = base + strconv.Itoa(i)
		}
		if p.added[name] || p.Types.Scope().Lookup(name) != nil || p.usedAnywhere(name) {
			continue
		}
		p.added[name] = true
		return name
	}
}

// usedAnywhere reports whether an identifier spelled name occurs in any
// file (a local variable or a field of that name would be shadowed or
// confused by a new package-level name).
func (p *Package) usedAnywhere(name string) bool {
	for _, f := range p.Files {
		found := false
		ast.Inspect(f, func(n ast.Node) bool {
			if id, ok := n.(*ast.Ident); ok && id.Name == name {
				found = true
			}
			return !found
		})
		if found {
			return true
		}
	}
	return false
}

// importName returns the name under which f imports path, adding the
// import when f lacks it. It returns "" when the name is taken by another
// declaration of the file's scope.
func (p *Package) importName(f *ast.File, path string) string {
	for _, imp := range f.Imports {
		if v, _ := strconv.Unquote(imp.Path.Value); v == path {
			if imp.Name != nil {
				if imp.Name.Name == "_" || imp.Name.Name == "." {
					return ""
				}
				return imp.Name.Name
			}
			if pkg := p.importedPackage(path); pkg != nil {
				return pkg.Name()
			}
			return path[strings.LastIndex(path, "/")+1:]
		}
	}
	name := path[strings.LastIndex(path, "/")+1:]
	if pkg := p.importedPackage(path); pkg != nil {
		name = pkg.Name()
	}
	if p.Types.Scope().Lookup(name) != nil || p.added[name] {
		return ""
	}
	p.addImport(f, path)
	return name
}

func (p *Package) importedPackage(path string) *types.Package {
	for _, imp := range p.Types.Imports() {
		if imp.Path() == path {
			return imp
		}
	}
	return nil
}

// typeExpr spells t as f can write it: "" when a package it names is not
// imported by f (and the type cannot be spelled without adding one).
func (p *Package) typeExpr(f *ast.File, t types.Type) string {
	ok := true
	s := types.TypeString(t, func(pkg *types.Package) string {
		if pkg == p.Types {
			return ""
		}
		for _, imp := range f.Imports {
			if v, _ := strconv.Unquote(imp.Path.Value); v == pkg.Path() {
				if imp.Name != nil {
					if imp.Name.Name == "_" || imp.Name.Name == "." {
						ok = false
					}
					return imp.Name.Name
				}
				return pkg.Name()
			}
		}
		ok = false
		return pkg.Name()
	})
	if !ok {
		return ""
	}
	return s
}

// fileOf returns the file of p holding pos.
func (p *Package) fileOf(pos token.Pos) *ast.File {
	for _, f := range p.Files {
		if f.FileStart <= pos && pos <= f.FileEnd {
			return f
		}
	}
	return nil
}

// enclosingFunc returns the declared function whose body holds n, if any.
func enclosingFunc(f *ast.File, n ast.Node) *ast.FuncDecl {
	path, _ := astutil.PathEnclosingInterval(f, n.Pos(), n.End())
	for _, p := range path {
		if fd, ok := p.(*ast.FuncDecl); ok {
			return fd
		}
	}
	return nil
}

// captured returns the local variables declared outside lit that lit's body
// uses, in order of first use; ok is false when lit writes one of them
// (assigns it, takes its address, or calls a pointer method on it), which
// moving the body into another function would change.
func captured(info *types.Info, lit *ast.FuncLit) (vars []*types.Var, ok bool) {
	ok = true
	isCaptured := func(e ast.Expr) *types.Var {
		id, isID := ast.Unparen(e).(*ast.Ident)
		if !isID {
			return nil
		}
		v, isVar := info.Uses[id].(*types.Var)
		if !isVar || v.IsField() || v.Pkg() == nil || v.Parent() == nil || v.Parent() == v.Pkg().Scope() {
			return nil
		}
		if lit.Pos() <= v.Pos() && v.Pos() < lit.End() {
			return nil
		}
		return v
	}
	ast.Inspect(lit.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.Ident:
			if v := isCaptured(n); v != nil && !slices.Contains(vars, v) {
				vars = append(vars, v)
			}
		case *ast.AssignStmt:
			for _, l := range n.Lhs {
				if isCaptured(l) != nil {
					ok = false
				}
			}
		case *ast.IncDecStmt:
			if isCaptured(n.X) != nil {
				ok = false
			}
		case *ast.UnaryExpr:
			if n.Op == token.AND && isCaptured(n.X) != nil {
				ok = false
			}
		case *ast.SelectorExpr:
			if v := isCaptured(n.X); v != nil {
				if sel := info.Selections[n]; sel != nil && sel.Kind() == types.MethodVal && sel.Indirect() == false {
					if sig, isSig := sel.Obj().Type().(*types.Signature); isSig && sig.Recv() != nil {
						if _, ptr := sig.Recv().Type().(*types.Pointer); ptr {
							if _, vptr := v.Type().Underlying().(*types.Pointer); !vptr {
								ok = false
							}
						}
					}
				}
			}
		}
		return true
	})
	return vars, ok
}

// paramNames gives every parameter of ft a name (an unnamed or blank one
// becomes p0, p1, …) and returns the names in order.
func paramNames(ft *ast.FuncType) []string {
	var names []string
	i := 0
	for _, field := range ft.Params.List {
		if len(field.Names) == 0 {
			field.Names = []*ast.Ident{ast.NewIdent(fmt.Sprintf("p%d", i))}
		}
		for j, n := range field.Names {
			if n.Name == "_" {
				field.Names[j] = ast.NewIdent(fmt.Sprintf("p%d", i))
			}
			names = append(names, field.Names[j].Name)
			i++
		}
	}
	return names
}

// isVariadic reports whether ft's last parameter is variadic.
func isVariadic(ft *ast.FuncType) bool {
	if n := len(ft.Params.List); n > 0 {
		_, ok := ft.Params.List[n-1].Type.(*ast.Ellipsis)
		return ok
	}
	return false
}

// libraryCall reports whether call calls a function or method declared
// outside p (a library's registration, say).
func (p *Package) libraryCall(call *ast.CallExpr) bool {
	var obj types.Object
	switch fun := ast.Unparen(call.Fun).(type) {
	case *ast.Ident:
		obj = p.Info.Uses[fun]
	case *ast.SelectorExpr:
		obj = p.Info.Uses[fun.Sel]
	case *ast.IndexExpr:
		if sel, ok := fun.X.(*ast.SelectorExpr); ok {
			obj = p.Info.Uses[sel.Sel]
		}
	}
	fn, ok := obj.(*types.Func)
	return ok && fn.Pkg() != nil && fn.Pkg() != p.Types
}

// firstIsContext reports whether the function type's first parameter is a
// context.Context: the mark of a handler.
func firstIsContext(sig *types.Signature) bool {
	if sig.Params().Len() == 0 {
		return false
	}
	n, ok := sig.Params().At(0).Type().(*types.Named)
	return ok && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == "context" && n.Obj().Name() == "Context"
}
