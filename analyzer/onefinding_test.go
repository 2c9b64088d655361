package analyzer_test

import (
	"go/token"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/toolvet/toolvet/analyzer"
)

// TestRepresentableOneFindingPerFix: one line, one fix, one finding. A
// range check (`amount < 1 || amount > 5000`) is one diagnostic naming
// both bounds, so gopls offers "Declare minimum 1, maximum 5000 for
// amount" once, not once per bound; findings on other lines, or without
// the fix, stay apart (the wants in testdata/src/onefinding).
func TestRepresentableOneFindingPerFix(t *testing.T) {
	t.Parallel()
	// The checks of handler.go are reported at the declaration they fix,
	// as under golangci-lint, so that one line holds the three of them.
	sameFile := analyzer.WithConfig(analyzer.Representable, analyzer.Config{SameFile: true})
	results := analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), sameFile, "onefinding")
	type lineFix struct {
		line int
		fix  string
	}
	seen := make(map[lineFix]string)
	for _, r := range results {
		for _, d := range r.Diagnostics {
			posn := r.Pass.Fset.Position(d.Pos)
			for _, f := range d.SuggestedFixes {
				k := lineFix{posn.Line, posn.Filename + ": " + f.Message}
				if other, dup := seen[k]; dup {
					t.Errorf("%v: fix %q offered twice on one line, by %q and %q", posn, f.Message, other, d.Message)
				}
				seen[k] = d.Message
			}
			// The finding at the declaration keeps every check it stands
			// for, in the other file, as related information.
			if strings.HasPrefix(d.Message, "count ") {
				var checks []string
				for _, rel := range d.Related {
					if strings.HasPrefix(rel.Message, "the check: ") {
						checks = append(checks, rel.Message+" at "+position(r.Pass.Fset, rel.Pos))
					}
				}
				if len(checks) != 3 {
					t.Errorf("%v: related checks %q, want the three checks of handler.go", posn, checks)
				}
			}
		}
	}
}

func position(fset *token.FileSet, pos token.Pos) string {
	p := fset.Position(pos)
	return p.String()
}
