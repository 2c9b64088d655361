// Package rulesource defines what a validation library's rule source
// answers: the rules the library states on a tool's arguments outside the
// handler's own guards (struct tags, a validation call on the decoded
// arguments, a Validate method written with the library). A rule source,
// like a tool adapter (internal/adapter), never decides what is a problem;
// the rules it returns are read by the checking analyzers as the
// handler's are.
//
// What a library runs as code of the project's own (a custom validation
// function, a struct-level validation, the function a rule calls) a source
// hands back to passes/rules, which reads it as it reads a handler:
// Extractor and Body are that pass's side of the interface.
package rulesource

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/analysis"

	"github.com/toolvet/toolvet/internal/flow"
	"github.com/toolvet/toolvet/internal/model"
	"github.com/toolvet/toolvet/internal/resolve"
)

// Source reads the rules one validation library states.
type Source interface {
	// Name is the library's short name ("ozzo-validation").
	Name() string
	// Open returns the source's reading of one package.
	Open(p *Pass) Reading
}

// Reading is a source's reading of one package.
type Reading interface {
	// InputRules returns the rules the library states on a tool's input
	// type itself (its fields' tags, validations registered for it).
	InputRules(input types.Type) []*model.Rule
	// MethodRules returns the rules a validate method of the input type
	// states through the library (b reads the method).
	MethodRules(b Body) []*model.Rule
	// GuardRules returns the rules of a handler's guard s that fails when
	// the library's validation of the decoded arguments does; none when s
	// is no such guard, which the caller then reads as its own.
	GuardRules(b Body, s *ast.IfStmt) []*model.Rule
}

// Pass is what a source reads: the analysis pass, the package's index,
// and the rule extractor.
type Pass struct {
	*analysis.Pass
	// Index follows values through the package; nil when it has no tools.
	Index *resolve.Index
	// Flow is the package's value-flow engine; nil when it has no tools.
	Flow      *flow.Graph
	Extractor Extractor
}

// Extractor reads code a library runs like a handler (passes/rules).
type Extractor interface {
	// Rules reads h like a tool handler.
	Rules(h *model.Handler) []*model.Rule
	// PredicateRules reads h like a predicate helper over one value (its
	// guards that return false, its last `return cond`), the value named
	// Param() by h's reader: its rules over that value with a keyword.
	PredicateRules(h *model.Handler) []*model.Rule
	// Param is the name a predicate's value goes by while it is read.
	Param() string
	// ForeignRules returns the rules fn, another package's function the
	// library runs, enforces in variant (Summarizer.Summary), by the
	// summary that package exports: nil when it exports none. Each names
	// no argument (the caller says which) and has its place there
	// (model.Rule.OriginIn).
	ForeignRules(fn *types.Func, variant string) []*model.Rule
}

// Summarizer is a Reading that summarises the exported functions of its
// package that the library runs when another package hands them to it (a
// custom validation registered in one package, declared in another).
// passes/rules exports the summary as a fact; the registering package
// reads it back through Extractor.ForeignRules.
type Summarizer interface {
	// Summary returns the rules fn enforces, by each variant its reading
	// depends on (validator: the kind of the field a validation reads),
	// named by x's Param(), x reading fn's body; nil when the library
	// does not run such a function.
	Summary(x Extractor, fn *types.Func, decl *ast.FuncDecl) map[string][]*model.Rule
}

// Body is a body being read by passes/rules (a handler or a validate
// method), as a source reads a validation call inside it.
type Body interface {
	Info() *types.Info
	// Index follows values through the package; nil when it has no tools.
	Index() *resolve.Index
	Handler() *model.Handler
	// MayReturnOK reports whether s may end the call successfully: a
	// guard after it holds only on some paths.
	MayReturnOK(s ast.Stmt) bool
	// Mutated reports whether the body changes field (or all fields: "")
	// of v before this point.
	Mutated(v types.Object, field string) bool
	// HoldsArgs reports whether v holds the decoded arguments at a point
	// every call reaches under no condition.
	HoldsArgs(v types.Object) bool
	// ReadsFieldsAt marks &v.F expressions the library takes to read the
	// field through, not to change it.
	ReadsFieldsAt(ptrs map[ast.Expr]bool)
	// Conditional turns r, a rule on one argument that holds only when
	// cond does, into a rule over the arguments cond reads (a cross-field
	// rule, checked as check(cond)); nil when cond reads no other argument.
	Conditional(r *model.Rule, cond ast.Expr, check func(cond string) string) *model.Rule
	// ValueRules reads fn, whose parameter param the library calls with
	// argument arg's value, like a handler: its rules on arg with a keyword.
	ValueRules(fn ast.Node, param *types.Var, arg string) []*model.Rule
	// ForeignValueRules is ValueRules for fn, another package's function
	// whose first parameter the library calls with the value, by the
	// summary that package exports: nil when it exports none.
	ForeignValueRules(fn *types.Func, arg string) []*model.Rule
}
