// Package tools defines the helper analyzer that finds the tools a package
// defines, through every library adapter, and links them to their handlers.
// It reports nothing; its Result feeds the checking analyzers.
package tools

import (
	"go/ast"
	"go/types"
	"reflect"
	"slices"

	"golang.org/x/tools/go/analysis"

	"github.com/toolvet/toolvet/internal/adapter"
	"github.com/toolvet/toolvet/internal/degrade"
	"github.com/toolvet/toolvet/internal/flow"
	"github.com/toolvet/toolvet/internal/inspectors"
	"github.com/toolvet/toolvet/internal/model"
	"github.com/toolvet/toolvet/internal/registry"
	"github.com/toolvet/toolvet/internal/resolve"
)

// Adapters is every library toolvet knows, one adapter each
// (internal/registry); a test may add one.
var Adapters = registry.Adapters

// Result is the tools of one package.
type Result struct {
	Tools []*model.Tool
	// Readers are the argument readers of the libraries the package
	// imports, to summarise its helper functions.
	Readers []model.ArgReader
	// Index follows values through the package; nil when there are no tools.
	Index *resolve.Index
	// Flow is the package's value-flow engine, built on its first
	// question; nil when the package imports no tool library.
	Flow *flow.Graph
	// Requests are the tool lists the package sends in one request, where
	// it writes them as one slice literal.
	Requests []*model.Request
	// WrapperHandlers are the library handlers the package's registration
	// wrappers build around the project's handlers (adapter.Pass): their
	// failures are those of every tool the wrappers define, in other
	// packages too.
	WrapperHandlers []*model.Handler
	// Unregistered are the package's exported functions and methods of a
	// library's plain handler shape that none of its registrations links
	// (adapter.HandlerShaper): another package may register them, and
	// reads their rules from their summary (passes/rules' HandlesFact).
	Unregistered []UnregisteredHandler
	// ForeignPredicate returns the expression another package's
	// predicate returns, as text, from its adapter.PredicateFact ("":
	// none).
	ForeignPredicate func(*types.Func) string
}

// UnregisteredHandler is an exported handler the package does not
// register.
type UnregisteredHandler struct {
	Func    *types.Func
	Handler *model.Handler
}

// Analyzer finds tools.
var Analyzer = degrade.OnPanic(&analysis.Analyzer{
	Name:       "tools",
	Doc:        "find the tools a package defines (helper pass; reports nothing)",
	URL:        "https://github.com/toolvet/toolvet#how-it-works",
	ResultType: reflect.TypeFor[*Result](),
	FactTypes:  adapter.FactTypes,
	Run:        run,
})

func run(pass *analysis.Pass) (any, error) {
	res := &Result{ForeignPredicate: func(fn *types.Func) string { return adapter.ForeignPredicate(pass, fn) }}
	// Every package of a module says what its predicates test, for the
	// packages calling them: one with no tool library too (a util
	// package's failed(err)).
	adapter.ExportPredicates(pass)
	adapter.ExportDispatchers(pass)
	var active []adapter.Adapter
	wrapped := adapter.WrapperLibraries(pass)
	for _, a := range Adapters {
		// The import check is what makes packages without a tool library
		// cost nothing. A package may also use a library only through
		// another package's registration wrappers.
		if adapter.Imports(pass, a.Imports()) || wrapsAny(wrapped, a.Libraries()) || readsOwn(pass, a) {
			active = append(active, a)
		}
	}
	if len(active) == 0 {
		return res, nil
	}
	p := &adapter.Pass{
		Pass: pass,
		// Built here rather than required from the inspect pass, so that
		// a package importing no tool library pays for no inspector.
		Inspector: inspectors.New(pass.Files),
		Index:     resolve.NewIndex(pass.TypesInfo, pass.Files),
	}
	res.Index = p.Index
	res.Flow = flow.New(pass.Fset, pass.Pkg, pass.Files, pass.TypesInfo)
	p.Flow = res.Flow
	var targets []adapter.Target
	var requests []adapter.Request
	for _, a := range active {
		res.Tools = append(res.Tools, a.Tools(p)...)
		if r, ok := a.(interface{ Reader() model.ArgReader }); ok {
			res.Readers = append(res.Readers, r.Reader())
		}
		if r, ok := a.(interface{ Readers() []model.ArgReader }); ok {
			res.Readers = append(res.Readers, r.Readers()...)
		}
		if t, ok := a.(adapter.Targeter); ok {
			targets = append(targets, t.Targets(p)...)
		}
		if r, ok := a.(adapter.Requester); ok {
			requests = append(requests, r.Requests(p)...)
		}
	}
	// A tool sent to a provider in strict mode is checked against that
	// provider's profile.
	for _, tg := range targets {
		for _, t := range res.Tools {
			if t.Input != nil && t.Target == "" && types.Identical(t.Input, tg.Input) {
				t.Target = tg.Profile
				if t.Name == "" {
					t.Name = tg.Name
				}
				if !t.Description.Known {
					t.Description = tg.Description
				}
			}
		}
	}
	for _, a := range active {
		if l, ok := a.(adapter.Linker); ok {
			l.Link(p, res.Tools)
		}
	}
	// A handler is linked as registered, whatever function it hands its
	// work on to: both are no unregistered handler.
	linked := make(map[ast.Node]bool)
	for _, t := range res.Tools {
		for _, h := range t.Handlers {
			linked[h.Func] = true
			forward(res.Flow, h)
		}
	}
	res.Requests = linkRequests(res.Tools, targets, requests)
	res.WrapperHandlers = p.WrapperHandlers
	res.Unregistered = unregistered(p, active, res.Tools, linked)
	return res, nil
}

// unregistered lists the package's exported functions and methods of a
// library's handler shape that no tool of the package links.
func unregistered(p *adapter.Pass, active []adapter.Adapter, tools []*model.Tool, linked map[ast.Node]bool) []UnregisteredHandler {
	if p.Module == nil {
		return nil // a package outside a module: no other package to tell
	}
	var shapers []adapter.HandlerShaper
	for _, a := range active {
		if s, ok := a.(adapter.HandlerShaper); ok {
			shapers = append(shapers, s)
		}
	}
	if len(shapers) == 0 {
		return nil
	}
	for _, t := range tools {
		for _, h := range t.Handlers {
			linked[h.Func] = true
		}
	}
	var out []UnregisteredHandler
	for _, f := range p.Files {
		for _, d := range f.Decls {
			decl, ok := d.(*ast.FuncDecl)
			if !ok || decl.Body == nil || !decl.Name.IsExported() || linked[decl] || decl.Type.TypeParams != nil {
				continue
			}
			fn, ok := p.TypesInfo.Defs[decl.Name].(*types.Func)
			if !ok {
				continue
			}
			for _, s := range shapers {
				if h := s.ShapedHandler(p, fn, decl); h != nil {
					out = append(out, UnregisteredHandler{Func: fn, Handler: h})
					break
				}
			}
		}
	}
	return out
}

// readsOwn reports whether the package is one of a's library's own
// packages, where a reads the tools the library itself defines.
func readsOwn(pass *analysis.Pass, a adapter.Adapter) bool {
	o, ok := a.(adapter.OwnPackageReader)
	return ok && o.ReadsOwnPackage() && slices.Contains(a.Imports(), pass.Pkg.Path())
}

// wrapsAny reports whether wrapped, the libraries whose registration
// wrappers the package imports, holds any of libs.
func wrapsAny(wrapped map[string]bool, libs []adapter.Library) bool {
	for _, l := range libs {
		if wrapped[l.Name] {
			return true
		}
	}
	return false
}

// linkRequests resolves each request's definitions to tools: the tool
// defined there, or the tool of the struct a definition reflects.
func linkRequests(tools []*model.Tool, targets []adapter.Target, requests []adapter.Request) []*model.Request {
	var out []*model.Request
	for _, r := range requests {
		req := &model.Request{Pos: r.Pos}
		for _, def := range r.Defs {
			// The tool defined there (its Input, when set, is what a
			// program decoding its calls decodes them into).
			if i := slices.IndexFunc(tools, func(t *model.Tool) bool { return t.Pos == def }); i >= 0 {
				req.Tools = append(req.Tools, tools[i])
				continue
			}
			for _, tg := range targets {
				if tg.Def != def {
					continue
				}
				if i := slices.IndexFunc(tools, func(t *model.Tool) bool { return t.Input != nil && types.Identical(t.Input, tg.Input) }); i >= 0 {
					req.Tools = append(req.Tools, tools[i])
				}
			}
		}
		out = append(out, req)
	}
	return out
}

// maxForward bounds how many layers of forwarding a handler is followed
// through.
const maxForward = 8

// forward reads a handler that hands its work to a function of the
// package (flow.Graph.Forward) as that function, with what the handler
// binds to its parameters (the decoded input, the argument map) bound to
// the parameters they are handed to.
func forward(g *flow.Graph, h *model.Handler) {
	if h.Func == nil {
		return // an imported handler: out of reach
	}
	for range maxForward {
		to, params, ok := g.Forward(h.Func)
		if !ok {
			return
		}
		lookup := func(v *types.Var) *types.Var { return params[v] }
		structs := make([]*types.Var, 0, len(h.Structs))
		for _, v := range h.Structs {
			if params[v] == nil {
				return
			}
			structs = append(structs, params[v])
		}
		var inputs map[*types.Var]string
		if h.Inputs != nil {
			inputs = make(map[*types.Var]string, len(h.Inputs))
			for v, name := range h.Inputs {
				if params[v] == nil {
					return
				}
				inputs[params[v]] = name
			}
		}
		reader := h.Reader
		if pr, ok := reader.(model.ParamReader); ok {
			if reader, ok = pr.Rebind(lookup); !ok {
				return
			}
		}
		h.Func, h.Structs, h.Inputs, h.Reader = to, structs, inputs, reader
	}
}
