package representable_test

import (
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/toolvet/toolvet/analyzer/representable"
	"github.com/toolvet/toolvet/passes/tools"
)

// The tests of this file: tools the project registers through its own
// code (wrappers, builders, handler shims, tables, converters, middleware,
// its own loop over a model's calls), in the package and across packages.

// TestWrappersAcrossPackages: tools registered through another package's
// wrappers and middleware, linked through facts (module mode).
func TestWrappersAcrossPackages(t *testing.T) {
	t.Parallel()
	dir := filepath.Join(shared, "mod")
	analysistest.Run(t, dir, tools.Analyzer, "./reg")
	// Each finding says where the schema is declared: with wrappers, often
	// far from the rule.
	for _, r := range analysistest.RunWithSuggestedFixes(t, dir, representable.Analyzer, "./regapp") {
		for _, d := range r.Diagnostics {
			if len(d.Related) == 0 || !strings.HasPrefix(d.Related[len(d.Related)-1].Message, "the schema declares") {
				t.Errorf("%s: %s: no related information on the schema", r.Pass.Fset.Position(d.Pos), d.Message)
			}
		}
	}
}

// TestWrappersGoSDK: go-sdk tools registered through another package's
// wrappers.
func TestWrappersGoSDK(t *testing.T) {
	t.Parallel()
	dir := filepath.Join(shared, "mod")
	analysistest.Run(t, dir, tools.Analyzer, "./sdkreg")
	analysistest.RunWithSuggestedFixes(t, dir, representable.Analyzer, "./sdkapp")
}

// TestOwnToolTypes: tools written as values of the server's own type,
// each a *jsonschema.Schema and its function, turned into MCP tools by a
// package that imports this one (module mode): read where they are
// written, tied by the function's reads of the schema's properties. A
// schema and a callback that reads none of them are no tool.
func TestOwnToolTypes(t *testing.T) {
	t.Parallel()
	dir := filepath.Join(shared, "mod")
	analysistest.RunWithSuggestedFixes(t, dir, representable.Analyzer, "./owntypetools")
}

// TestBuilders: generic helpers that build a tool per call site, its
// schema inferred from the type they are instantiated with.
func TestBuilders(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, testdata, representable.Analyzer, "builders", "gosdkbuild")
}

// TestBuildersComposed: builders that call another builder, in the
// package and across packages.
func TestBuildersComposed(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, testdata, representable.Analyzer, "buildercompose")
	dir := filepath.Join(shared, "mod")
	analysistest.Run(t, dir, tools.Analyzer, "./buildreg")
	analysistest.RunWithSuggestedFixes(t, dir, representable.Analyzer, "./buildapp")
}

// TestOptionWrappers: wrappers passing their ...mcp.ToolOption parameter
// on to mcp.NewTool, in the package and across packages; wrappers adding
// options of their own are none.
func TestOptionWrappers(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, testdata, representable.Analyzer, "optwrap", "optwrapvalue")
	dir := filepath.Join(shared, "mod")
	analysistest.Run(t, dir, tools.Analyzer, "./optreg")
	analysistest.RunWithSuggestedFixes(t, dir, representable.Analyzer, "./optapp")
}

// TestReflectingWrappersGoSDK: go-sdk wrappers reflecting each tool's
// schema from an example value with jsonschema.ForType, in the package and
// across packages; a wrapper editing the reflected schema is none.
func TestReflectingWrappersGoSDK(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, testdata, representable.Analyzer, "sdkreflect")
	dir := filepath.Join(shared, "mod")
	analysistest.Run(t, dir, tools.Analyzer, "./sdkreflreg", "./sdkreflmid")
	analysistest.RunWithSuggestedFixes(t, dir, representable.Analyzer, "./sdkreflapp")
}

// TestHandlerAdapters: handlers of the project's own shape (a function or
// an interface receiving the argument map) adapted to the library's
// handler by the project's functions, registered in the package.
func TestHandlerAdapters(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, testdata, representable.Analyzer, "adaptmcp")
}

// TestHandlerAdaptersAcrossPackages: adapters of another package, read
// through their facts; and a package's tools paired with the handlers it
// returns for another package to register, also where no fact of the
// adapter reaches it (adaptexec).
func TestHandlerAdaptersAcrossPackages(t *testing.T) {
	t.Parallel()
	dir := filepath.Join(shared, "mod")
	analysistest.Run(t, dir, tools.Analyzer, "./adapthandlers")
	analysistest.RunWithSuggestedFixes(t, dir, representable.Analyzer, "./adaptlogs", "./adaptplain", "./adaptexec", "./adaptserver")
	analysistest.Run(t, dir, tools.Analyzer, "./adaptsdk")
	analysistest.RunWithSuggestedFixes(t, dir, representable.Analyzer, "./adaptsdktools", "./adaptsdkserver")
}

// TestCoPassed: a tool given together with one handler to the project's
// own code (a registry, an entry literal) that registers them later.
func TestCoPassed(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, testdata, representable.Analyzer, "copassed")
	analysistest.RunWithSuggestedFixes(t, testdata, representable.Analyzer, "copassedsdk")
}

// TestInventories: tools kept in a slice of the project's own type and
// registered in a loop.
func TestInventories(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, testdata, representable.Analyzer, "inventory")
}

// TestConverters: tools defined through the module's own generic
// constructor, which reflects each tool's schema from its handler's input
// type with invopop/jsonschema at run time and adapts the handler
// (mcp-grafana's MustTool and ConvertTool), used from another package
// through facts.
func TestConverters(t *testing.T) {
	t.Parallel()
	dir := filepath.Join(shared, "convmod")
	analysistest.Run(t, dir, tools.Analyzer, "./mcpconv")
	analysistest.RunWithSuggestedFixes(t, dir, representable.Analyzer, "./convtools")
}

// TestMiddlewareGoSDK: go-sdk handlers wrapped in middleware.
func TestMiddlewareGoSDK(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, testdata, representable.Analyzer, "gosdkmwrep")
}

// TestFailureAsOutput: genkit and eino tools that return a failure as
// their string output.
func TestFailureAsOutput(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, testdata, representable.Analyzer, "functoolout")
}

// TestDispatchRules: the rules of tools a program answers itself, in the
// branch on the call's name and in the function it hands the arguments to.
func TestDispatchRules(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, testdata, representable.Analyzer, "dispatchrules", "dispatchreflect", "dispatchvalidate")
}

// TestGoOpenAI: go-openai's tools, a jsonschema.Definition literal and a
// struct reflected by GenerateSchemaForType, answered in the program's
// loop: neither declares a keyword but enum, so a rule is written into the
// description (the Definition's Description, the field's description tag).
func TestGoOpenAI(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, testdata, representable.Analyzer, "goopenai")
}

// TestToolTypes: tools of the project's own type, sent as definitions
// built from an interface's methods; each type implementing it, and each
// literal of a type whose methods return its fields, is a tool, whose
// handler is the method given the call's arguments (or the function it
// hands them to). A type with the same methods that never reaches a
// definition is no tool.
func TestToolTypes(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, testdata, representable.Analyzer, "tooltype")
}

// TestManagedAgent: anthropic-sdk-go tools of the program's own types
// implementing the SDK's BetaTool interface (read from the constants its
// methods return, answered by Execute), a managed agent's custom tool
// answered by the type of its name or by the loop over the session's
// events; a type with BetaTool's method names but not its Execute is no
// tool.
func TestManagedAgent(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, testdata, representable.Analyzer, "managedagent")
}

// TestEinoWrapper: eino tools defined through the project's wrapper of
// utils.InferTool: each call of the wrapper is a tool.
func TestEinoWrapper(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, testdata, representable.Analyzer, "einowrap", "einoinfer", "einonewtool")
}

// TestEinoWrappersAcrossPackages: eino tools defined through another
// package's wrappers of InferTool, read through their facts (module mode).
func TestEinoWrappersAcrossPackages(t *testing.T) {
	t.Parallel()
	dir := filepath.Join(shared, "mod")
	analysistest.Run(t, dir, tools.Analyzer, "./einoreg")
	analysistest.RunWithSuggestedFixes(t, dir, representable.Analyzer, "./einoapp")
}

// TestReflectingWrappersAcrossPackages: mcp-go tools another package's
// wrapper defines from an example value, its schema its own reflection of
// the value's type in a tag dialect of its own (reflreg's facts); the
// rules are the validate tags reflreg runs, the fixes written in its
// dialect, or not at all where it has no option for the keyword.
func TestReflectingWrappersAcrossPackages(t *testing.T) {
	t.Parallel()
	dir := filepath.Join(shared, "mod")
	analysistest.Run(t, dir, tools.Analyzer, "./reflreg")
	analysistest.RunWithSuggestedFixes(t, dir, representable.Analyzer, "./reflapp")
}

// TestEinoToolInfo: eino tools of the program's own types, a
// schema.ToolInfo an Info method returns and the InvokableRun that
// decodes the arguments' JSON text; a ToolInfo no type returns is linked
// to nothing.
func TestEinoToolInfo(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, testdata, representable.Analyzer, "einoinfo")
}

// TestDataLinked: tools linked to their handlers through data: a type per
// tool behind an interface, handlers in a map by tool name, one handler
// dispatching on the name called.
func TestDataLinked(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, testdata, representable.Analyzer, "datalinked")
}

// TestToolTypesAcrossPackages: tool types whose methods give the tool and
// its handler, registered by another package: read where they are
// defined (module mode).
func TestToolTypesAcrossPackages(t *testing.T) {
	t.Parallel()
	dir := filepath.Join(shared, "mod")
	analysistest.RunWithSuggestedFixes(t, dir, representable.Analyzer, "./objtools", "./objserver")
}
