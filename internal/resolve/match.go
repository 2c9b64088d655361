package resolve

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"

	"golang.org/x/tools/go/types/typeutil"
)

// The helpers below name a library's functions and types by package path
// and name, as staticcheck's code.IsCallTo and x/tools' internal
// typesinternal.IsFunctionNamed and IsTypeNamed do (neither is exported),
// so that every adapter matches them one way: nil-safe, and never by the
// name alone, which any package may reuse.

// Callee returns the function or method call calls statically, or nil (a
// func value, a conversion, a builtin).
func Callee(info *types.Info, call *ast.CallExpr) *types.Func {
	fn, _ := typeutil.Callee(info, call).(*types.Func)
	return fn
}

// InPackage reports whether fn is a function or method of the package at
// one of paths.
func InPackage(fn *types.Func, paths ...string) bool {
	return fn != nil && fn.Pkg() != nil && slices.Contains(paths, fn.Pkg().Path())
}

// IsFunc reports whether fn is a function or method of the package at path
// with one of names.
func IsFunc(fn *types.Func, path string, names ...string) bool {
	return InPackage(fn, path) && slices.Contains(names, fn.Name())
}

// IsCallTo reports whether call calls a function or method of the package
// at path with one of names.
func IsCallTo(info *types.Info, call *ast.CallExpr, path string, names ...string) bool {
	return IsFunc(Callee(info, call), path, names...)
}

// IsObject reports whether obj, a non-nil object, is declared in the
// package at path with one of names (a variable: context.Canceled).
func IsObject(obj types.Object, path string, names ...string) bool {
	return obj.Pkg() != nil && obj.Pkg().Path() == path && slices.Contains(names, obj.Name())
}

// IsNamed reports whether t (through aliases) is the named type of the
// package at path with one of names.
func IsNamed(t types.Type, path string, names ...string) bool {
	named, ok := types.Unalias(t).(*types.Named)
	return ok && IsObject(named.Obj(), path, names...)
}

// IsNamedOrPointer reports whether t is the named type of the package at
// path with one of names, or a pointer to it: a value the library hands
// out either way (*mcp.CallToolRequest, jsonschema.Schema).
func IsNamedOrPointer(t types.Type, path string, names ...string) bool {
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		t = p.Elem()
	}
	return IsNamed(t, path, names...)
}

// Conjuncts flattens a && b && c into its operands.
func Conjuncts(e ast.Expr) []ast.Expr {
	e = ast.Unparen(e)
	if be, ok := e.(*ast.BinaryExpr); ok && be.Op == token.LAND {
		return append(Conjuncts(be.X), Conjuncts(be.Y)...)
	}
	return []ast.Expr{e}
}
