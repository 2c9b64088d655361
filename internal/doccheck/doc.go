// Package doccheck holds one test, TestIdentifiers, which keeps the
// documentation true to the code: every Go identifier written in backticks
// in README.md, DESIGN.md and docs/*.md must name something that exists.
//
// What counts as a Go identifier, and where it must resolve:
//
//   - `pkg.Name`, `pkg.Type.Field`, `pkg.Type.Method` (and longer chains
//     through fields): pkg is a package name of the module, of a package
//     it or its tests import (the standard library and x/tools included), of
//     a standard library package, or of the library stubs the tests use
//     (testdata/src/<domain>/...); the name must
//     be declared in one package of that name, and each further name must be
//     a field or method of what precedes it.
//   - `Type.Field`, `Type.Method`: a named type of any of those packages
//     (`Handler.Structs`, `Index.Expr`) with that field or method.
//   - `Name` alone, when it is spelled as an exported Go name (an upper-case
//     letter first, a lower-case letter somewhere, no underscore): declared
//     somewhere in those packages, as a package-level name, a field or a
//     method (the module's test files count).
//
// The module's packages and the dependencies the documents name are
// type-checked from export data; the module's source and the stubs are
// also read as syntax, for unexported names (`analyzer.conflict`), which
// export data leaves out, and for test files.
//
// A trailing `()` or type arguments (`jsonschema.For[T]`) and a leading `*`
// or `&` are dropped first. Not checked: spans in fenced code blocks; spans
// with anything else in them (calls with arguments, shell commands, flags,
// file paths, JSON, Go expressions); file names (`rules.go`, `go.mod`); a
// chain whose first name is lower-case and no known package (a variable of
// an example: `call.Function.Name`); lower-case single words (JSON Schema
// keywords, tool and argument names). The few names that are right but
// belong to no package the test can see (a real-world project's code, a
// library the stubs leave out) are listed in allowlist with the reason.
package doccheck
