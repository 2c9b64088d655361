package tools_test

import (
	"go/ast"
	"go/types"
	"slices"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/toolvet/toolvet/analyzer"
	"github.com/toolvet/toolvet/internal/adapter"
	"github.com/toolvet/toolvet/internal/model"
	"github.com/toolvet/toolvet/internal/resolve"
	"github.com/toolvet/toolvet/internal/rulesource"
	"github.com/toolvet/toolvet/passes/rules"
	"github.com/toolvet/toolvet/passes/tools"
)

// The toy adapter is docs/adding-a-library.md followed step by step, for
// the toy library testdata/src/example.com/toylib: the guide's proof.

// toyPath is the toy library's import path.
const toyPath = "example.com/toylib"

// toyLibrary is the toy library's name: every tool's Library.
const toyLibrary = "toylib"

type toyAdapter struct{}

func (toyAdapter) Libraries() []adapter.Library {
	return []adapter.Library{{Name: toyLibrary, Modules: []string{toyPath}}}
}
func (toyAdapter) Imports() []string { return []string{toyPath} }

// Reader is an optional capability: passes/rules summarises the
// package's helper functions with it.
func (toyAdapter) Reader() model.ArgReader { return toyReader{} }

// Tools finds each toylib.NewTool call, reads its options into
// properties, and links the handler registered with it
// (Server.Register(tool, handler)), following variables and named
// functions through the shared index.
func (toyAdapter) Tools(p *adapter.Pass) []*model.Tool {
	defs := make(map[*ast.CallExpr]*model.Tool)
	var found []*model.Tool
	for cur := range p.Inspector.Preorder((*ast.CallExpr)(nil)) {
		call := cur.Node().(*ast.CallExpr)
		if !resolve.IsCallTo(p.TypesInfo, call, toyPath, "NewTool") || len(call.Args) == 0 {
			continue
		}
		t := &model.Tool{Library: toyLibrary, Pos: call.Pos()}
		t.Name, _ = resolve.ConstString(p.TypesInfo, call.Args[0])
		if call.Ellipsis.IsValid() {
			t.MarkOpaque(call.Args[len(call.Args)-1].Pos(), "options passed as a slice")
		}
		for _, opt := range call.Args[1:] {
			oc, ok := ast.Unparen(opt).(*ast.CallExpr)
			if !ok || !resolve.IsCallTo(p.TypesInfo, oc, toyPath, "String") || len(oc.Args) != 1 {
				continue
			}
			if name, ok := resolve.ConstString(p.TypesInfo, oc.Args[0]); ok {
				t.Properties = append(t.Properties, &model.Property{Name: name, Type: "string", Pos: oc.Pos()})
			}
		}
		defs[call] = t
		found = append(found, t)
	}
	for cur := range p.Inspector.Preorder((*ast.CallExpr)(nil)) {
		call := cur.Node().(*ast.CallExpr)
		if !resolve.IsCallTo(p.TypesInfo, call, toyPath, "Register") || len(call.Args) != 2 {
			continue
		}
		def, _ := ast.Unparen(p.Index.Expr(call.Args[0])).(*ast.CallExpr)
		t, fun := defs[def], p.Index.Func(call.Args[1])
		if t == nil || fun == nil {
			continue
		}
		t.Handlers = append(t.Handlers, &model.Handler{
			Func:   fun,
			Reader: toyReader{},
			// toylib sends a handler's error to the model as the result.
			Errors: model.ErrorsBecomeResults,
		})
	}
	return found
}

// toyReader: a handler reads its arguments from the toylib.Args map it is
// given, and fails by returning a non-nil error.
type toyReader struct{}

func (toyReader) ReadArg(*types.Info, *ast.CallExpr) (model.ArgRead, bool) {
	return model.ArgRead{}, false
}

func (toyReader) ArgMap(info *types.Info, e ast.Expr) bool {
	return resolve.IsNamed(info.TypeOf(e), toyPath, "Args")
}

func (toyReader) Bind(*types.Info, *ast.CallExpr) (ast.Expr, bool) { return nil, false }

func (toyReader) Failure(info *types.Info, ret *ast.ReturnStmt) (string, bool) {
	if len(ret.Results) != 2 || resolve.IsNil(info, ret.Results[1]) {
		return "", false
	}
	return resolve.ErrorText(info, ret.Results[1]), true
}

// TestToyLibrary: the toy adapter, added to tools.Adapters as the guide
// says, finds the toy library's tools and nothing else, and the rules its
// handlers check reach the analyzers.
func TestToyLibrary(t *testing.T) {
	old := tools.Adapters
	tools.Adapters = append(slices.Clip(old), toyAdapter{})
	t.Cleanup(func() { tools.Adapters = old })
	analysistest.Run(t, analysistest.TestData(), listTools, "toy")
	// The rules of its handlers reach the checks.
	analysistest.Run(t, analysistest.TestData(), analyzer.Representable, "toyrules")
}

// The toy rule source is the guide's rule-source section followed for
// toylib's Check(args, name, rules...): its rules reach the analyzers as
// those of validator's tags and ozzo's rule lists do.
type toySource struct{}

func (toySource) Name() string { return toyLibrary }

func (toySource) Open(*rulesource.Pass) rulesource.Reading { return toyReading{} }

type toyReading struct{}

// InputRules: toylib states nothing on a type.
func (toyReading) InputRules(types.Type) []*model.Rule { return nil }

// MethodRules: toylib has no validate methods.
func (toyReading) MethodRules(rulesource.Body) []*model.Rule { return nil }

// GuardRules reads `if err := toylib.Check(args, "name", toylib.MaxLen(n));
// err != nil { fail }`: each MaxLen with a constant n is a rule on the
// argument named.
func (toyReading) GuardRules(b rulesource.Body, s *ast.IfStmt) []*model.Rule {
	init, ok := s.Init.(*ast.AssignStmt)
	if !ok || len(init.Rhs) != 1 {
		return nil
	}
	call, ok := ast.Unparen(init.Rhs[0]).(*ast.CallExpr)
	if !ok || !resolve.IsCallTo(b.Info(), call, toyPath, "Check") || len(call.Args) < 3 {
		return nil
	}
	name, ok := resolve.ConstString(b.Info(), call.Args[1])
	if !ok {
		return nil
	}
	var out []*model.Rule
	for _, arg := range call.Args[2:] {
		rc, ok := ast.Unparen(arg).(*ast.CallExpr)
		if !ok || !resolve.IsCallTo(b.Info(), rc, toyPath, "MaxLen") || len(rc.Args) != 1 {
			continue
		}
		n := b.Info().Types[rc.Args[0]].Value
		if n == nil {
			continue
		}
		out = append(out, &model.Rule{
			Args: []string{name}, Pos: rc.Pos(), End: rc.End(), Check: types.ExprString(rc),
			Says:     "must be at most " + n.String() + " characters long",
			Keywords: []model.Constraint{{Keyword: model.MaxLength, Num: n}},
		})
	}
	return out
}

// TestToyRuleSource: the toy rule source, added to rules.Sources as the
// guide says, gives the rules of toylib's Check calls, and no others.
func TestToyRuleSource(t *testing.T) {
	oldAdapters, oldSources := tools.Adapters, rules.Sources
	tools.Adapters = append(slices.Clip(oldAdapters), toyAdapter{})
	rules.Sources = append(slices.Clip(oldSources), toySource{})
	t.Cleanup(func() { tools.Adapters, rules.Sources = oldAdapters, oldSources })
	analysistest.Run(t, analysistest.TestData(), analyzer.Representable, "toysource")
}
