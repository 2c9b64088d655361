// Package adapter defines what a tool library's adapter answers: where the
// tools are, what their schemas declare, and how to write a keyword in the
// library's idiom. An adapter never decides what is a problem.
package adapter

import (
	"go/ast"
	"go/token"
	"go/types"
	"iter"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/toolvet/toolvet/internal/flow"
	"github.com/toolvet/toolvet/internal/inspectors"
	"github.com/toolvet/toolvet/internal/model"
	"github.com/toolvet/toolvet/internal/resolve"
)

// Adapter finds the tools one library defines.
type Adapter interface {
	// Libraries are the libraries whose tools the adapter finds: one,
	// but for an adapter that reads several in one pass (providersdk: a
	// program answers the definitions of every provider SDK in one
	// dispatch). Every tool the adapter finds, and every fact it
	// exports, names one of them by its Name.
	Libraries() []Library
	// Imports lists package paths of the library; a package importing
	// none of them costs the adapter nothing.
	Imports() []string
	// Tools returns the tools the package defines, with handlers linked.
	Tools(p *Pass) []*model.Tool
}

// Library is a tool library, as the tools and facts of its adapter name
// it. What the rest of toolvet knows of a library is here and in the
// tools its adapter fills in, never in a table of library names.
type Library struct {
	// Name is the library's short name ("mcp-go"): the model.Tool.Library
	// of its tools, the Library of its facts (a package that only calls
	// another package's registration wrappers runs the adapters of the
	// libraries its PackageFact names), and what `toolvet tools` prints.
	Name string
	// Modules are the paths of the library's modules, one per major
	// version: `toolvet tools` reports the version of the one a package
	// depends on.
	Modules []string
}

// OwnPackageReader is an adapter whose library's own package (one of its
// Imports) may define tools of the library's kind: langchaingo's tools
// package defines the Calculator tool beside the tools.Tool interface. The
// adapter then runs on that package too; the others run only where a
// package imports their library (a library's own registration code is no
// tool).
type OwnPackageReader interface {
	ReadsOwnPackage() bool
}

// Targeter is an adapter that knows where other adapters' tools are
// sent: a provider SDK definition marked strict whose schema is reflected
// from a struct another adapter reads.
type Targeter interface {
	Targets(p *Pass) []Target
}

// Target says that the tool whose input type is Input is sent to a model
// provider under Profile (a name in internal/profile), as Name, by the
// definition at Def.
type Target struct {
	Input   types.Type
	Profile string
	Name    string
	// Description is the definition's description: what the model reads
	// of the tool beside its schema.
	Description model.Text
	Def         token.Pos
}

// Linker is an adapter that links handlers to tools any adapter found,
// once every tool is named (a definition names the tool of the struct it
// reflects): a program's own dispatch on the name of the model's call.
type Linker interface {
	Link(p *Pass, tools []*model.Tool)
}

// HandlerShaper is an adapter that knows its library's plain handler
// shape: ShapedHandler returns the handler a function of that shape is
// when some registration links it (also in another package, which is why
// a package's exported handlers that none of its own registrations link
// are summarised for others: passes/rules' HandlesFact), or nil.
type HandlerShaper interface {
	ShapedHandler(p *Pass, fn *types.Func, decl *ast.FuncDecl) *model.Handler
}

// Requester is an adapter that reads which tool definitions are sent in
// one request.
type Requester interface {
	Requests(p *Pass) []Request
}

// Request is a slice literal of tool definitions sent together: Defs are
// the positions of the definitions toolvet could follow (a tool's Pos, or
// a Target's Def).
type Request struct {
	Pos  token.Pos
	Defs []token.Pos
}

// Pass is what an adapter reads: the analysis pass plus shared indexes.
type Pass struct {
	*analysis.Pass
	Inspector *inspectors.Set
	Index     *resolve.Index
	// WrapperHandlers collects, from the adapters, the library handlers
	// the package's registration wrappers build around each project
	// handler (a converter's closure that decodes the arguments, then
	// calls the project's function): what such a handler does before the
	// project's code runs, it does for every tool the wrapper defines.
	WrapperHandlers []*model.Handler
	// Flow is the package's value-flow engine (built on its first
	// question).
	Flow *flow.Graph
}

// Returned is ret with each result read through the variable holding it
// where ret returns (flow.Graph.Returned): `res := mcp.NewToolResultError(…);
// return res, nil` returns the call. ret itself when nothing changes.
func (p *Pass) Returned(ret *ast.ReturnStmt) *ast.ReturnStmt {
	if results := p.Flow.Returned(ret); results != nil {
		r := &ast.ReturnStmt{Return: ret.Return, Results: results}
		if len(ret.Results) == 0 {
			// A bare return reads as its named results were assigned
			// (`res, err = failed, nil; return`): that return read
			// through its variables in turn.
			if again := p.Flow.Returned(r); again != nil {
				r.Results = again
			}
		}
		return r
	}
	return ret
}

// Cond returns the condition e tests: the condition a boolean variable
// holds where e reads it (`failed := err != nil; if failed {…}`), as the
// engine follows the value, the one a predicate of the package tests
// (`if !succeeded(err)`, resolve.Inline), and a negation of one written as
// the condition it is (`ok := err == nil; if !ok {…}` tests err != nil);
// else e. The nodes a predicate's reading writes have no types.
func (p *Pass) Cond(e ast.Expr) ast.Expr {
	return p.cond(e, 0)
}

func (p *Pass) cond(e ast.Expr, depth int) ast.Expr {
	for ; depth < 16; depth++ {
		if u, ok := ast.Unparen(e).(*ast.UnaryExpr); ok && u.Op == token.NOT {
			return ast.Unparen(resolve.Negate(p.cond(u.X, depth+1)))
		}
		if call, ok := ast.Unparen(e).(*ast.CallExpr); ok {
			in, ok := p.predicate(call)
			if !ok {
				break
			}
			e = in
			continue
		}
		id, ok := ast.Unparen(e).(*ast.Ident)
		if !ok || p.Flow == nil {
			break
		}
		def := p.Flow.Definition(id)
		if def == nil {
			break
		}
		e = def
	}
	return ast.Unparen(e)
}

// predicate returns the condition a call of a predicate of the package
// (a declared function, or a closure a variable holds) tests.
func (p *Pass) predicate(call *ast.CallExpr) (ast.Expr, bool) {
	var fn *types.Func
	var decl *ast.FuncDecl
	if f, ok := typeutil.Callee(p.TypesInfo, call).(*types.Func); ok {
		fn = f.Origin()
		if p.Index != nil {
			decl = p.Index.FuncDecl(fn)
		}
	} else if id, ok := ast.Unparen(call.Fun).(*ast.Ident); ok && p.Flow != nil {
		fn, decl = p.Flow.Closure(id)
	}
	cond, _, _, ok := resolve.Inline(p.TypesInfo, fn, decl, call)
	if !ok && decl == nil && fn != nil {
		// Another package's predicate, by the text of what it returns:
		// a new condition whose nil the callers know without types
		// (resolve.Nil); the caller's own arguments keep theirs.
		cond, _, ok = resolve.InlineText(fn, ForeignPredicate(p.Pass, fn), call)
	}
	return cond, ok
}

// PredicateFact says what a predicate returns, as text over its
// parameters (resolve.PredicateText): a package calling it reads the
// condition at the call as one of its own (resolve.InlineText).
type PredicateFact struct {
	Expr string
}

func (*PredicateFact) AFact()           {}
func (f *PredicateFact) String() string { return "predicate(" + f.Expr + ")" }

// ExportPredicates exports a PredicateFact for each exported predicate of
// a package of a module whose returned expression another package can
// read.
func ExportPredicates(pass *analysis.Pass) {
	if pass.Module == nil || pass.Module.Path == "" {
		return
	}
	var decls map[*types.Func]*ast.FuncDecl // the package's functions, made when a predicate asks
	declOf := func(fn *types.Func) *ast.FuncDecl {
		if decls == nil {
			decls = make(map[*types.Func]*ast.FuncDecl)
			for _, file := range pass.Files {
				for _, d := range file.Decls {
					if decl, ok := d.(*ast.FuncDecl); ok && decl.Recv == nil {
						if f, ok := pass.TypesInfo.Defs[decl.Name].(*types.Func); ok {
							decls[f] = decl
						}
					}
				}
			}
		}
		return decls[fn]
	}
	for _, file := range pass.Files {
		for _, d := range file.Decls {
			decl, ok := d.(*ast.FuncDecl)
			if !ok || decl.Body == nil || decl.Recv != nil || !decl.Name.IsExported() || len(decl.Body.List) != 1 {
				continue
			}
			fn, ok := pass.TypesInfo.Defs[decl.Name].(*types.Func)
			if !ok {
				continue
			}
			if text := resolve.PredicateText(pass.TypesInfo, fn, decl, declOf); text != "" {
				pass.ExportObjectFact(fn, &PredicateFact{Expr: text})
			}
		}
	}
}

// ForeignPredicate returns the text of what another package's predicate
// returns, from its PredicateFact, or "".
func ForeignPredicate(pass *analysis.Pass, fn *types.Func) string {
	if fn == nil || fn.Pkg() == nil || fn.Pkg() == pass.Pkg {
		return ""
	}
	var f PredicateFact
	if !pass.ImportObjectFact(fn.Origin(), &f) {
		return ""
	}
	return f.Expr
}

// Imports reports whether pkg imports any of paths directly.
func Imports(pass *analysis.Pass, paths []string) bool {
	for _, imp := range pass.Pkg.Imports() {
		for _, p := range paths {
			if imp.Path() == p {
				return true
			}
		}
	}
	return false
}

// FuncsWithBody yields each function the package declares with a body, in
// the order of its files (nil where the type checker gave a declaration
// no function).
func FuncsWithBody(pass *analysis.Pass) iter.Seq[*types.Func] {
	return func(yield func(*types.Func) bool) {
		for _, file := range pass.Files {
			for _, d := range file.Decls {
				decl, ok := d.(*ast.FuncDecl)
				if !ok || decl.Body == nil {
					continue
				}
				fn, _ := pass.TypesInfo.Defs[decl.Name].(*types.Func)
				if !yield(fn) {
					return
				}
			}
		}
	}
}

// foreignPredicate returns the condition a call of another package's
// predicate tests, read at the call from its PredicateFact.
func (p *Pass) foreignPredicate(call *ast.CallExpr) (ast.Expr, bool) {
	fn, ok := typeutil.Callee(p.TypesInfo, call).(*types.Func)
	if !ok {
		return nil, false
	}
	text := ForeignPredicate(p.Pass, fn)
	if text == "" {
		return nil, false
	}
	cond, _, ok := resolve.InlineText(fn, text, call)
	return cond, ok
}
