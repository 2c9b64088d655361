package resolve

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/format"
	"go/parser"
	"go/token"
	"go/types"
	"maps"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/tools/go/types/typeutil"
)

// A predicate of another package is read at its call as one of the
// package is (Inline): the package declaring it writes the expression it
// returns as text (PredicateText, kept in a fact), and the package calling
// it types that text against the function's signature and writes it over
// the call's arguments (InlineText). The expression may read only the
// predicate's parameters, their fields and methods, constants and the
// universe's names (nil, len, true): what the caller can type without the
// declaring package's imports.

// PredicateText returns the expression the predicate fn (declared by
// decl) returns, as source, when another package can read it: fn is
// neither generic nor variadic, and the expression reads only its
// parameters, their fields and methods, literals and the universe's names,
// once the predicates of its own package it calls (declOf: their
// declarations) are written in place (`!clean(problems)`, clean returning
// len(problems) == 0). "" otherwise.
func PredicateText(info *types.Info, fn *types.Func, decl *ast.FuncDecl, declOf func(*types.Func) *ast.FuncDecl) string {
	sig := fn.Signature()
	if decl == nil || decl.Recv != nil || sig.TypeParams() != nil || sig.Variadic() {
		return ""
	}
	result := PredicateResult(fn, decl)
	if result == nil {
		return ""
	}
	params := make(map[types.Object]bool)
	for i, p := range Params(info, decl.Type) {
		// The caller names the parameters as the signature does.
		if p == nil || p.Name() != sig.Params().At(i).Name() || p.Name() == "_" {
			return ""
		}
		params[p] = true
	}
	return ExprText(info, inlinePredicates(info, fn.Pkg(), result, declOf, 0), params)
}

// FactText is ExprText for a condition a fact carries (a guard of a
// helper, of a work function): the predicates of the package it calls are
// written in place first (declOf: their declarations), since the package
// reading the fact has their facts but no syntax of them, and reads the
// condition apart from its own types.
func FactText(info *types.Info, e ast.Expr, params map[types.Object]bool, declOf func(*types.Func) *ast.FuncDecl) string {
	var own *types.Package
	for p := range params {
		own = p.Pkg()
	}
	if own != nil {
		if in := inlinePredicates(info, own, e, declOf, 0); in != e {
			if text := ExprText(info, in, params); text != "" {
				return text
			}
			// A predicate reading what the caller cannot type (the
			// package's state): called by its name, as exported.
		}
	}
	return ExprText(info, e, params)
}

// maxPredicateDepth bounds how many predicates deep inlinePredicates
// writes calls in place.
const maxPredicateDepth = 3

// inlinePredicates returns e, a boolean expression, with each call of a
// predicate of pkg written in place (Inline), through its operators: the
// nodes above a call written anew, e itself untouched (the package's
// syntax, which other passes read).
func inlinePredicates(info *types.Info, pkg *types.Package, e ast.Expr, declOf func(*types.Func) *ast.FuncDecl, depth int) ast.Expr {
	if declOf == nil || depth >= maxPredicateDepth {
		return e
	}
	switch n := e.(type) {
	case *ast.ParenExpr:
		if x := inlinePredicates(info, pkg, n.X, declOf, depth); x != n.X {
			return &ast.ParenExpr{Lparen: n.Lparen, X: x, Rparen: n.Rparen}
		}
	case *ast.UnaryExpr:
		if x := inlinePredicates(info, pkg, n.X, declOf, depth); x != n.X {
			return &ast.UnaryExpr{OpPos: n.OpPos, Op: n.Op, X: x}
		}
	case *ast.BinaryExpr:
		x, y := inlinePredicates(info, pkg, n.X, declOf, depth), inlinePredicates(info, pkg, n.Y, declOf, depth)
		if x != n.X || y != n.Y {
			return &ast.BinaryExpr{X: x, OpPos: n.OpPos, Op: n.Op, Y: y}
		}
	case *ast.CallExpr:
		fn, _ := typeutil.Callee(info, n).(*types.Func)
		if fn == nil || fn.Pkg() != pkg {
			return e
		}
		cond, _, _, ok := Inline(info, fn, declOf(fn), n)
		if !ok {
			return e
		}
		// Parenthesised: it stands for one operand where the call was.
		return &ast.ParenExpr{Lparen: n.Pos(), X: inlinePredicates(info, pkg, cond, declOf, depth+1), Rparen: n.End()}
	}
	return e
}

// ExprText returns e as source when another package can type it against
// the signature of the function whose params it reads: e reads only them
// (used, or written as their declaring identifiers), their fields and
// methods, literals, the universe's names and the exported functions of
// the parameters' package, which a caller imports (`optionalInt(req,
// "limit") > 100` in a predicate of a util package). "" otherwise.
func ExprText(info *types.Info, e ast.Expr, params map[types.Object]bool) string {
	param := func(id *ast.Ident) bool {
		if obj := info.Uses[id]; obj != nil {
			return params[obj]
		}
		return params[info.Defs[id]]
	}
	var own *types.Package // the package of the function whose params e reads
	for p := range params {
		own = p.Pkg()
	}
	readable := true
	imports := make(map[string]string) // by the name e uses
	ast.Inspect(e, func(n ast.Node) bool {
		if !readable || n == nil {
			return false
		}
		switch n := n.(type) {
		case *ast.Ident, *ast.BasicLit, *ast.ParenExpr, *ast.UnaryExpr, *ast.BinaryExpr, *ast.CallExpr, *ast.IndexExpr, *ast.TypeAssertExpr:
			if id, ok := n.(*ast.Ident); ok {
				obj := info.Uses[id]
				readable = id == Nil || param(id) || obj != nil && obj.Parent() == types.Universe || ownFunc(obj, own) != nil
			}
			if u, ok := n.(*ast.UnaryExpr); ok && (u.Op == token.AND || u.Op == token.ARROW) {
				readable = false
			}
			if c, ok := n.(*ast.CallExpr); ok && c.Ellipsis.IsValid() {
				readable = false
			}
		case *ast.SelectorExpr:
			if id, ok := n.X.(*ast.Ident); ok {
				if pn, ok := info.Uses[id].(*types.PkgName); ok {
					// A function of another package the caller can type
					// (ImportedFunc): strings.HasPrefix.
					fn, isFunc := info.Uses[n.Sel].(*types.Func)
					if !isFunc || !importable(pn.Imported().Path(), fn.Name()) {
						readable = false
						return false
					}
					imports[pn.Name()] = pn.Imported().Path()
					return false
				}
			}
			// A field or method of what the parameters hold; the name
			// selected is no variable of its own. A selector a
			// substitution wrote anew keeps its selected name's object.
			if sel := info.Selections[n]; sel == nil && !member(info.Uses[n.Sel]) {
				readable = false
				return false
			}
			readable = readableSelector(info, n.X, param)
			return false
		default:
			readable = false
		}
		return readable
	})
	if !readable {
		return ""
	}
	var buf bytes.Buffer
	for _, name := range slices.Sorted(maps.Keys(imports)) {
		// A header line per package the expression names.
		fmt.Fprintf(&buf, "import %s %q\n", name, imports[name])
	}
	// Printed apart from the file's positions: the nodes a substitution
	// wrote mix them.
	if err := format.Node(&buf, token.NewFileSet(), e); err != nil {
		return ""
	}
	return buf.String()
}

// member reports whether obj is a field or a method.
func member(obj types.Object) bool {
	switch obj := obj.(type) {
	case *types.Var:
		return obj.IsField()
	case *types.Func:
		return obj.Signature().Recv() != nil
	}
	return false
}

// ownFunc returns obj when it is an exported function of pkg, which a
// caller of pkg's functions can look up by name; else nil. A generic one
// is instantiated where the text calls it, by the type arguments it
// writes (names of the universe: optionalParam[string]) or infers.
func ownFunc(obj types.Object, pkg *types.Package) *types.Func {
	fn, ok := obj.(*types.Func)
	if !ok || pkg == nil || fn.Pkg() != pkg || !fn.Exported() || fn.Signature().Recv() != nil {
		return nil
	}
	return fn
}

// importable reports whether a caller can type the function name of the
// package path without importing it: one of the standard library's
// whose signature importedFuncs knows.
func importable(path, name string) bool {
	_, ok := importedFuncs[path][name]
	return ok
}

// importedFuncs are the standard library's functions a predicate or guard
// of another package may call, by package and name, with their
// parameters' and results' types: the checks toolvet reads (keywords.go)
// through them.
var importedFuncs = func() map[string]map[string][2][]types.Type {
	str, integer, boolean, r := types.Typ[types.String], types.Typ[types.Int], types.Typ[types.Bool], types.Typ[types.Int32]
	strs := types.NewSlice(str)
	errType := types.Universe.Lookup("error").Type()
	sig := func(params []types.Type, results ...types.Type) [2][]types.Type {
		return [2][]types.Type{params, results}
	}
	s, ss := []types.Type{str}, []types.Type{str, str}
	return map[string]map[string][2][]types.Type{
		"strings": {
			"HasPrefix": sig(ss, boolean), "HasSuffix": sig(ss, boolean),
			"Contains": sig(ss, boolean), "ContainsAny": sig(ss, boolean),
			"ContainsRune": sig([]types.Type{str, r}, boolean), "EqualFold": sig(ss, boolean),
			"TrimSpace": sig(s, str), "ToLower": sig(s, str), "ToUpper": sig(s, str),
			"Trim": sig(ss, str), "TrimPrefix": sig(ss, str), "TrimSuffix": sig(ss, str),
			"Count": sig(ss, integer), "Index": sig(ss, integer),
			"Split": sig(ss, strs), "Fields": sig(s, strs),
		},
		"unicode/utf8": {"RuneCountInString": sig(s, integer), "ValidString": sig(s, boolean)},
		"regexp":       {"MatchString": sig(ss, boolean, errType)},
	}
}()

// importedPackage returns a package of path holding the functions of
// importedFuncs, typed as the standard library types them; a check
// compares a function by its package's path and its name
// (resolve.IsCallTo), which these keep.
func importedPackage(path string) *types.Package {
	funcs, ok := importedFuncs[path]
	if !ok {
		return nil
	}
	pkg := types.NewPackage(path, path[strings.LastIndex(path, "/")+1:])
	tuple := func(ts []types.Type) *types.Tuple {
		var vars []*types.Var
		for _, t := range ts {
			vars = append(vars, types.NewParam(token.NoPos, pkg, "", t))
		}
		return types.NewTuple(vars...)
	}
	for name, sig := range funcs {
		pkg.Scope().Insert(types.NewFunc(token.NoPos, pkg, name, types.NewSignatureType(nil, nil, nil, tuple(sig[0]), tuple(sig[1]), false)))
	}
	pkg.MarkComplete()
	return pkg
}

// readableSelector reports whether x, the operand of a selector, reads
// only what ExprText allows.
func readableSelector(info *types.Info, x ast.Expr, param func(*ast.Ident) bool) bool {
	ok := true
	ast.Inspect(x, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.Ident:
			if sel, isSel := info.Uses[n].(*types.Var); isSel && sel.IsField() {
				return true
			}
			if _, isFunc := info.Uses[n].(*types.Func); isFunc {
				return true // a method's name
			}
			obj := info.Uses[n]
			ok = ok && (param(n) || obj != nil && obj.Parent() == types.Universe)
		case *ast.SelectorExpr:
			ok = ok && info.Selections[n] != nil
		case *ast.FuncLit, *ast.CompositeLit:
			ok = false
		}
		return ok
	})
	return ok
}

// InlineText returns the condition a call of fn, another package's
// predicate returning the expression text (PredicateText), tests: that
// expression written over the call's arguments, at the call, and the
// substitution that wrote it (its Types are those of the new nodes).
// False when the text does not type against fn's signature.
func InlineText(fn *types.Func, text string, call *ast.CallExpr) (ast.Expr, *Substitution, bool) {
	sig := fn.Signature()
	if text == "" || sig.Params().Len() != len(call.Args) || call.Ellipsis.IsValid() || sig.Variadic() || sig.TypeParams() != nil {
		return nil, nil, false
	}
	// Header lines name the packages the expression calls.
	imports := make(map[string]string)
	for strings.HasPrefix(text, "import ") {
		line, rest, ok := strings.Cut(text, "\n")
		if !ok {
			return nil, nil, false
		}
		f := strings.Fields(line)
		path, err := strconv.Unquote(f[len(f)-1])
		if len(f) != 3 || err != nil {
			return nil, nil, false
		}
		imports[f[1]] = path
		text = rest
	}
	body, err := parser.ParseExpr(text)
	if err != nil {
		return nil, nil, false
	}
	// The expression is read at the call: its nodes have the call's
	// position, in the caller's file set.
	at := call.Pos()
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.Ident:
			n.NamePos = at
		case *ast.BasicLit:
			n.ValuePos = at
		case *ast.ParenExpr:
			n.Lparen, n.Rparen = at, at
		case *ast.UnaryExpr:
			n.OpPos = at
		case *ast.BinaryExpr:
			n.OpPos = at
		case *ast.CallExpr:
			n.Lparen, n.Rparen = at, at
		case *ast.IndexExpr:
			n.Lbrack, n.Rbrack = at, at
		case *ast.TypeAssertExpr:
			n.Lparen, n.Rparen = at, at
		}
		return true
	})
	// Typed in a package of its own whose scope holds the parameters.
	pkg := types.NewPackage(fn.Pkg().Path(), fn.Pkg().Name())
	for name, path := range imports {
		imp := importedPackage(path)
		if imp == nil || pkg.Scope().Insert(types.NewPkgName(token.NoPos, pkg, name, imp)) != nil {
			return nil, nil, false
		}
	}
	vals := make(map[types.Object]ast.Expr)
	for i := range sig.Params().Len() {
		p := sig.Params().At(i)
		v := types.NewParam(token.NoPos, pkg, p.Name(), p.Type())
		if pkg.Scope().Insert(v) != nil {
			return nil, nil, false
		}
		vals[v] = call.Args[i]
	}
	// The functions of fn's package the text calls (ExprText's ownFunc),
	// as the caller imported them.
	ast.Inspect(body, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok && pkg.Scope().Lookup(id.Name) == nil {
			if f := ownFunc(fn.Pkg().Scope().Lookup(id.Name), fn.Pkg()); f != nil {
				pkg.Scope().Insert(f)
			}
		}
		return true
	})
	info := &types.Info{Types: make(map[ast.Expr]types.TypeAndValue), Uses: make(map[*ast.Ident]types.Object), Selections: make(map[*ast.SelectorExpr]*types.Selection)}
	if err := types.CheckExpr(token.NewFileSet(), pkg, token.NoPos, body, info); err != nil {
		return nil, nil, false
	}
	if tv := info.Types[body]; tv.Type == nil || !isBool(tv.Type) {
		return nil, nil, false
	}
	s := NewSubstitution(info, pkg)
	for v, e := range vals {
		s.Vals[v] = e
	}
	s.Uses, s.Selections = info.Uses, info.Selections
	cond, ok := s.Expr(ast.Unparen(body))
	if !ok {
		return nil, nil, false
	}
	// nil is the package's Nil (IsNil knows it without types). Only the
	// nodes of the text are written: the call's arguments are not in info.
	ast.Inspect(cond, func(n ast.Node) bool {
		if b, ok := n.(*ast.BinaryExpr); ok {
			for _, side := range []*ast.Expr{&b.X, &b.Y} {
				if id, ok := (*side).(*ast.Ident); ok {
					if _, isNil := info.Uses[id].(*types.Nil); isNil {
						*side = Nil
					}
				}
			}
		}
		return true
	})
	// The nodes it did not replace are new to the caller too.
	ast.Inspect(cond, func(n ast.Node) bool {
		if e, ok := n.(ast.Expr); ok {
			if tv, known := info.Types[e]; known {
				if _, have := s.Types[e]; !have {
					s.Types[e] = tv
				}
			}
		}
		return true
	})
	return cond, s, true
}
