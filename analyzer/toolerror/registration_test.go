package toolerror_test

import (
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/toolvet/toolvet/analyzer"
	"github.com/toolvet/toolvet/analyzer/internal/analyzertest"
	"github.com/toolvet/toolvet/analyzer/internal/config"
	"github.com/toolvet/toolvet/analyzer/toolerror"
	"github.com/toolvet/toolvet/passes/tools"
)

// The tests of this file: handlers the project registers through its own
// code (middleware, wrappers, handler shims, tables, converters), whose
// registration path decides what becomes of their errors.

// TestNotMiddleware: a function that adapts another shape of function
// into a handler is not middleware (its wrapped function's returns are
// never rewritten as a handler's), and a middleware converts only the
// wrapped handler's own error.
func TestNotMiddleware(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, testdata, toolerror.Analyzer, "gosdkadapt")
}

// TestEinoWrapper: a failure of an eino tool defined through the
// project's wrapper of utils.InferTool aborts the run when the wrapper
// returns InferTool's tool; a wrapper wrapping it answers the call itself.
func TestEinoWrapper(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, testdata, toolerror.Analyzer, "einowraperr")
}

// TestEinoWrappersAcrossPackages: the failures of eino tools defined
// through another package's wrappers: read as the wrapper's fact says.
func TestEinoWrappersAcrossPackages(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, filepath.Join(shared, "mod"), toolerror.Analyzer, "./einoapperr")
}

// TestReflectingWrapper: the errors of a function another package's
// wrapper hands the decoded struct become error results there: nothing to
// report.
func TestReflectingWrapper(t *testing.T) {
	t.Parallel()
	analysistest.Run(t, filepath.Join(shared, "mod"), toolerror.Analyzer, "./reflerr")
}

// TestMiddlewareGoSDK: go-sdk handlers wrapped in middleware, typed and
// low-level, in the package and through another package's facts.
func TestMiddlewareGoSDK(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, testdata, toolerror.Analyzer, "gosdkmw")
	dir := filepath.Join(shared, "mod")
	analysistest.Run(t, dir, tools.Analyzer, "./sdkmw")
	analysistest.RunWithSuggestedFixes(t, dir, toolerror.Analyzer, "./sdkmwapp")
}

// TestWrappersAcrossPackages: tools registered through another package's
// wrappers and middleware, linked through facts (module mode).
func TestWrappersAcrossPackages(t *testing.T) {
	t.Parallel()
	dir := filepath.Join(shared, "mod")
	analysistest.RunWithSuggestedFixes(t, dir, toolerror.Analyzer, "./regerr")
}

// TestWrappersGoSDK: go-sdk tools registered through the package's own
// wrappers, and through another package's.
func TestWrappersGoSDK(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, testdata, toolerror.Analyzer, "gosdkwrap")
	dir := filepath.Join(shared, "mod")
	analysistest.RunWithSuggestedFixes(t, dir, toolerror.Analyzer, "./sdkerr")
}

// TestHandlerAdapters: handlers of the project's own shape adapted to the
// library's handler by the project's functions, registered in the package.
func TestHandlerAdapters(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, testdata, toolerror.Analyzer, "adaptmcperr")
	analysistest.RunWithSuggestedFixes(t, testdata, toolerror.Analyzer, "adaptsdkerr")
}

// TestHandlerAdaptersAcrossPackages: -all: Uncordon's failure is reported
// although its guard reads the argument through a helper (it is paired by
// the names the helper reads).
func TestHandlerAdaptersAcrossPackages(t *testing.T) {
	t.Parallel()
	dir := filepath.Join(shared, "mod")
	all := config.With(toolerror.Analyzer, config.Config{ToolErrorAll: true})
	analysistest.RunWithSuggestedFixes(t, dir, all, "./adaptlogserr")
}

// TestConverters: handlers adapted by the module's own generic
// constructor (mcp-grafana's ConvertTool), whose closure decodes the
// arguments.
func TestConverters(t *testing.T) {
	t.Parallel()
	dir := filepath.Join(shared, "convmod")
	analysistest.RunWithSuggestedFixes(t, dir, toolerror.Analyzer, "./converr", "./convloose")
}

// TestInventories: tools kept in a slice of the project's own type and
// registered in a loop, also with each handler wrapped by a middleware
// (one handing the call on, one making its errors results, itself or
// through a helper of the package).
func TestInventories(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, testdata, toolerror.Analyzer, "inventoryerr", "inventorymw")
}

// TestPairsPassingErrors: a tool and its handler given to the project's
// own function, which builds (here, through another package's) a
// low-level go-sdk handler passing the handler's Go error on; its facts
// (PassesErrorsFact) are checked beside.
func TestPairsPassingErrors(t *testing.T) {
	t.Parallel()
	dir := filepath.Join(shared, "mod")
	analysistest.Run(t, dir, tools.Analyzer, "./sdkinventory")
	analysistest.RunWithSuggestedFixes(t, dir, toolerror.Analyzer, "./sdkinventoryapp")
}

// TestEinoToolInfo: an eino InvokableRun that returns a failure as a Go
// error aborts the run; returned as output, the model reads it.
func TestEinoToolInfo(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, testdata, toolerror.Analyzer, "einoinfoerr")
}

// TestDataLinked: handlers linked through data (a type per tool, a map by
// tool name, a dispatch on the name called), with and without a
// middleware converting their errors.
func TestDataLinked(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, testdata, toolerror.Analyzer, "datalinkederr")
}

// TestToolTypesAcrossPackages: a tool type's handler, linked where it is
// defined while another package registers it, maybe through a middleware:
// its Go errors are not judged (a negative, module mode).
func TestToolTypesAcrossPackages(t *testing.T) {
	t.Parallel()
	dir := filepath.Join(shared, "mod")
	analysistest.Run(t, dir, toolerror.Analyzer, "./objtoolserr")
}

// TestProtocolErrorsAcrossPackages: a *jsonrpc.Error made by another
// package's function (adapter.ProtocolErrorsFact), reported without a
// fix; negatives: that package's plain errors, and one that makes either.
func TestProtocolErrorsAcrossPackages(t *testing.T) {
	t.Parallel()
	dir := filepath.Join(shared, "mod")
	analysistest.Run(t, dir, tools.Analyzer, "./rpcerr")
	analysistest.RunWithSuggestedFixes(t, dir, toolerror.Analyzer, "./rpcapp")
}

// TestWorkAcrossPackages: a Go error another package's work function
// returns on a bad argument (WorkFact), reported at that return, or at
// the call for a driver that shows a package's findings only in its own
// files. The fix converts the call's errors in the handler, never the
// other package's return, and only when each of them is a failure on
// the arguments.
func TestWorkAcrossPackages(t *testing.T) {
	t.Parallel()
	dir := filepath.Join(shared, "mod")
	analyzertest.RunAcrossPackages(t, dir, toolerror.Analyzer, "./workerr")
	atCall := analyzer.WithConfig(toolerror.Analyzer, analyzer.Config{})
	analysistest.RunWithSuggestedFixes(t, dir, atCall, "./workerr")
}

// TestDispatchAcrossPackages: the failures of another package's dispatch
// function a program hands the model's calls to, lost where the program
// ends on its error (or the branch panics): reported at each failure
// there, or at the call for a driver that shows a package's findings only
// in its own files; no fix, the failure being that package's.
func TestDispatchAcrossPackages(t *testing.T) {
	t.Parallel()
	dir := filepath.Join(shared, "mod")
	analyzertest.RunAcrossPackages(t, dir, toolerror.Analyzer, "./dispatchapperr")
	atCall := analyzer.WithConfig(toolerror.Analyzer, analyzer.Config{})
	analysistest.Run(t, dir, atCall, "./dispatchapperr")
}
