package analyzer_test

import (
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/toolvet/toolvet/analyzer"
	"github.com/toolvet/toolvet/passes/tools"
)

// TestHandlerAdapters: handlers of the project's own shape (a function or
// an interface receiving the argument map) adapted to the library's
// handler by the project's functions, registered in the package.
func TestHandlerAdapters(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), analyzer.Representable, "adaptmcp")
	analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), analyzer.ToolError, "adaptmcperr")
	analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), analyzer.ToolError, "adaptsdkerr")
}

// TestHandlerAdaptersAcrossPackages: adapters of another package, read
// through their facts; and a package's tools paired with the handlers it
// returns for another package to register.
func TestHandlerAdaptersAcrossPackages(t *testing.T) {
	t.Parallel()
	dir := filepath.Join(analysistest.TestData(), "mod")
	analysistest.Run(t, dir, tools.Analyzer, "./adapthandlers")
	analysistest.RunWithSuggestedFixes(t, dir, analyzer.Representable, "./adaptlogs", "./adaptplain", "./adaptserver")
	analysistest.Run(t, dir, tools.Analyzer, "./adaptsdk")
	analysistest.RunWithSuggestedFixes(t, dir, analyzer.Representable, "./adaptsdktools", "./adaptsdkserver")
	// -all: Uncordon's failure is reported although its guard reads the
	// argument through a helper (it is paired by the names the helper reads).
	all := analyzer.WithConfig(analyzer.ToolError, analyzer.Config{ToolErrorAll: true})
	analysistest.RunWithSuggestedFixes(t, dir, all, "./adaptlogserr")
}

// TestCoPassed: a tool given together with one handler to the project's
// own code (a registry, an entry literal) that registers them later.
func TestCoPassed(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), analyzer.Representable, "copassed")
	analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), analyzer.Representable, "copassedsdk")
}
