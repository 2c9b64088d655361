package tools_test

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/toolvet/toolvet/internal/model"
	"github.com/toolvet/toolvet/passes/tools"
)

// listTools reports every tool passes/tools finds, at the tool's position:
// its name, the library that defines it and whether a handler is linked.
// It tests tool finding alone, apart from the rules and the checks
// (testdata/src/NAME holds one package per adapter; the library stubs are
// the analyzer's, linked under testdata/src).
var listTools = &analysis.Analyzer{
	Name:     "listtools",
	Doc:      "report every tool passes/tools finds (test analyzer)",
	Requires: []*analysis.Analyzer{tools.Analyzer},
	Run: func(pass *analysis.Pass) (any, error) {
		for _, t := range pass.ResultOf[tools.Analyzer].(*tools.Result).Tools {
			pass.Reportf(t.Pos, "%s", describe(t))
		}
		return nil, nil
	},
}

// describe is a tool as listTools reports it: tool "NAME" (LIBRARY):
// HANDLERS[; properties P, Q][; opaque][; target PROFILE], with ? for a
// name that is no constant.
func describe(t *model.Tool) string {
	name := "?"
	if t.Name != "" {
		name = fmt.Sprintf("%q", t.Name)
	}
	linked := "no handler"
	switch n := len(t.Handlers); {
	case n == 1:
		linked = "handler linked"
	case n > 1:
		linked = fmt.Sprintf("%d handlers linked", n)
	}
	var props []string
	for _, p := range t.Properties {
		props = append(props, p.Name)
	}
	s := fmt.Sprintf("tool %s (%s): %s", name, t.Library, linked)
	if len(props) > 0 {
		s += "; properties " + strings.Join(props, ", ")
	}
	if t.Opaque {
		s += "; opaque"
	}
	if t.Target != "" {
		s += "; target " + t.Target
	}
	return s
}

// TestAdapters: each adapter finds its library's tools, and only those,
// and links their handlers.
func TestAdapters(t *testing.T) {
	for _, pkg := range []string{"mcpgo", "gosdk", "genkit", "eino", "einowrap", "functool", "langchaingo", "providersdk", "goopenai", "rawschema", "invopop", "dispatch", "notool",
		"github.com/tmc/langchaingo/tools",             // the library's own package defines a tool too
		"github.com/modelcontextprotocol/go-sdk/mcp"} { // its generic AddTool's registration is none
		t.Run(pkg, func(t *testing.T) {
			analysistest.Run(t, analysistest.TestData(), listTools, pkg)
		})
	}
}

// TestReflectingWrappersAcrossPackages: mcp-go tools another package's
// wrapper defines from an example value of their input, reflecting the
// schema itself in a tag dialect of its own (module mode).
func TestReflectingWrappersAcrossPackages(t *testing.T) {
	dir := filepath.Join("..", "..", "analyzer", "testdata", "mod")
	analysistest.Run(t, dir, listTools, "./refltools")
}

// TestEinoWrappersAcrossPackages: eino tools defined through another
// package's wrappers of InferTool and its generic constructor calling
// GoStruct2ToolInfo, found through their facts (module mode).
func TestEinoWrappersAcrossPackages(t *testing.T) {
	dir := filepath.Join("..", "..", "analyzer", "testdata", "mod")
	analysistest.Run(t, dir, listTools, "./einotools")
}
