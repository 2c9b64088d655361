package representable_test

import (
	"go/token"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/toolvet/toolvet/analyzer/internal/config"
	"github.com/toolvet/toolvet/analyzer/representable"
)

func TestRepresentable(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, testdata, representable.Analyzer,
		"transfer", "shapes", "linking", "negative", "heldresults", "joinedvalidate", "crossfile", "fixes", "raw", "gosdk", "validatetags", "mcpgostruct", "validatemethod", "invopoptags", "genkitrep", "helpers", "wrappers", "normalise", "regress", "mend", "pairhelper", "sdkadder", "subhandler", "spellings", "validatesteps", "copies", "workers",
	)
}

// TestBranches: checks nested in branches (an optional argument checked
// when set, a mode, a switch over an operation), and branches under a
// setting the model cannot see.
func TestBranches(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, testdata, representable.Analyzer, "branches")
}

// TestListItems: checks in loops over a list argument are rules on its
// items, reported without a fix.
func TestListItems(t *testing.T) {
	t.Parallel()
	analysistest.Run(t, testdata, representable.Analyzer, "listitems")
}

// TestMapHandler: arguments read from the raw map with defaults, checked by
// helpers (a bool switch, patterns tried in turn) and a map lookup.
func TestMapHandler(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, testdata, representable.Analyzer, "maphandler")
}

// TestRealWorld: readers that normalise, parse helpers, clamps, and checks
// against configuration, a database or the clock.
func TestRealWorld(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, testdata, representable.Analyzer, "realworld", "parsehelper", "realworldsdk")
}

// TestParseFields: parse functions and methods that store each read in a
// field of a params struct (returned, by pointer, or through the pointer
// they are given), and a struct literal the handler fills with its reads;
// negatives: a field written again, a struct handed on, a field filled
// from two arguments.
func TestParseFields(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, testdata, representable.Analyzer, "parsefields")
}

// TestToolLiterals: tools written as mcp.Tool struct literals, in a table
// registered in a loop and passed straight to AddTool; a tool returned
// with its handler for the caller to register, described through a
// translation helper's defaults.
func TestToolLiterals(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, testdata, representable.Analyzer, "toollit")
}

// TestSDKSchema: go-sdk tools with an explicit *jsonschema.Schema, a
// literal or what jsonschema.For infers plus assignments.
func TestSDKSchema(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, testdata, representable.Analyzer, "sdkschema", "sdkschemafor")
}

// TestEmbedded: input structs that embed others.
func TestEmbedded(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, testdata, representable.Analyzer, "embedded")
}

// TestSharedInput: a struct that is the input of several tools gets a fix
// only for rules every one of them enforces.
func TestSharedInput(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, testdata, representable.Analyzer, "sharedinput")
}

// TestSameFile: under -samefile (golangci-lint), a finding whose fix edits
// another file is reported at the edit.
func TestSameFile(t *testing.T) {
	t.Parallel()
	sameFile := config.With(representable.Analyzer, config.Config{SameFile: true})
	analysistest.RunWithSuggestedFixes(t, testdata, sameFile, "crossfilesame")
}

// TestOneFindingPerFix: one line, one fix, one finding. A range check
// (`amount < 1 || amount > 5000`) is one diagnostic naming both bounds, so
// gopls offers "Declare minimum 1, maximum 5000 for amount" once, not once
// per bound; findings on other lines, or without the fix, stay apart (the
// wants in testdata/src/onefinding).
func TestOneFindingPerFix(t *testing.T) {
	t.Parallel()
	// The checks of handler.go are reported at the declaration they fix,
	// as under golangci-lint, so that one line holds the three of them.
	sameFile := config.With(representable.Analyzer, config.Config{SameFile: true})
	results := analysistest.RunWithSuggestedFixes(t, testdata, sameFile, "onefinding")
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

// TestCallbacks: checks written in a closure the handler hands a function
// that fails when the closure does, and one that swallows its failures.
func TestCallbacks(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, testdata, representable.Analyzer, "callbacks")
}

// TestDeferredFailures: guards that append a problem to a list the
// handler fails on when it is not empty, or set the result a later return
// returns; negatives: a list only logged, emptied before its check, or
// checked after a successful return, and a result replaced before it is
// returned.
func TestDeferredFailures(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, testdata, representable.Analyzer, "deferred")
}

// TestNegated: a guard written as the negation of what the code accepts,
// !(a >= 1 && a <= 5000), is the disjunction of the opposite checks;
// negative: the negation of a disjunction is no keyword of either part.
func TestNegated(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, testdata, representable.Analyzer, "negated")
}

// TestClosureChecks: validation closures the handler defines and calls
// (an error check, a predicate) read like the package's helpers; one made
// only of guards on what it is given (a presence flag, a condition held in
// a variable, an argument less one) read as those guards; negatives: a
// closure replaced on one path before the call, one that does more than
// guard, one given a struct whose field the handler changed.
func TestClosureChecks(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, testdata, representable.Analyzer, "closurecheck", "guardlayers")
}

// TestGuardForms: guards written as a predicate of the package over the
// decoded arguments or the request, as the cases of a tagless switch (in
// the handler and in a guard helper), and as a good case doing the work
// before the failure give the plain guard's findings; negatives: a
// predicate that does more than return a condition, a switch whose case
// breaks out of it.
func TestGuardForms(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, testdata, representable.Analyzer, "guardforms")
}

// TestTypeSwitch: arguments read through a type switch on their raw value
// (`switch v := args["mode"].(type)`): a case's checks are rules on the
// argument as the case's type, kept where it is the schema's; a switch on
// a value that is no argument is no rule.
func TestTypeSwitch(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, testdata, representable.Analyzer, "typeswitch")
}

// TestNameLoop: a loop over argument names written as constants is read
// once per name; negatives: a loop over strings that are no names, and
// one whose iterations may end early.
func TestNameLoop(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, testdata, representable.Analyzer, "nameloop")
}

// TestExcludedChars: a failing strings.Contains of one character,
// ContainsAny or ContainsRune is a pattern of the other characters;
// negatives: a longer substring, a lowered value, a pattern declared.
func TestExcludedChars(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, testdata, representable.Analyzer, "excludedchars")
}

// TestOptionSlices: NewTool's options held in variables and slices are
// read where they are written and fixed there; not when another tool
// takes the same option, nor when one path appends more.
func TestOptionSlices(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, testdata, representable.Analyzer, "optionslices")
}
