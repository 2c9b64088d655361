package analyzer_test

import (
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/toolvet/toolvet/analyzer"
	"github.com/toolvet/toolvet/passes/tools"
)

// TestWrappersAcrossPackages: tools registered through another package's
// wrappers and middleware, linked through facts (module mode).
func TestWrappersAcrossPackages(t *testing.T) {
	t.Parallel()
	dir := filepath.Join(analysistest.TestData(), "mod")
	analysistest.Run(t, dir, tools.Analyzer, "./reg")
	// Each finding says where the schema is declared: with wrappers, often
	// far from the rule.
	for _, r := range analysistest.RunWithSuggestedFixes(t, dir, analyzer.Representable, "./regapp") {
		for _, d := range r.Diagnostics {
			if len(d.Related) == 0 || !strings.HasPrefix(d.Related[len(d.Related)-1].Message, "the schema declares") {
				t.Errorf("%s: %s: no related information on the schema", r.Pass.Fset.Position(d.Pos), d.Message)
			}
		}
	}
	analysistest.RunWithSuggestedFixes(t, dir, analyzer.ToolError, "./regerr")
}

// TestWrappersGoSDK: go-sdk tools registered through the package's own
// wrappers, and through another package's.
func TestWrappersGoSDK(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), analyzer.ToolError, "gosdkwrap")
	dir := filepath.Join(analysistest.TestData(), "mod")
	analysistest.Run(t, dir, tools.Analyzer, "./sdkreg")
	analysistest.RunWithSuggestedFixes(t, dir, analyzer.Representable, "./sdkapp")
	analysistest.RunWithSuggestedFixes(t, dir, analyzer.ToolError, "./sdkerr")
}

// TestBuilders: generic helpers that build a tool per call site, its
// schema inferred from the type they are instantiated with.
func TestBuilders(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), analyzer.Representable, "builders", "gosdkbuild")
}

// TestEmbedded: input structs that embed others.
func TestEmbedded(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), analyzer.Representable, "embedded")
}

// TestBuildersCrossField: a built tool's description is the argument at
// the call that builds it.
func TestBuildersCrossField(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), analyzer.CrossField, "gosdkbuildcross")
}

// TestValidateReached: validate methods reached through embedding and
// conversion.
func TestValidateReached(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), analyzer.Representable, "validateconv")
}

// TestInventories: tools kept in a slice of the project's own type and
// registered in a loop.
func TestInventories(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), analyzer.Representable, "inventory")
	analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), analyzer.ToolError, "inventoryerr")
}
