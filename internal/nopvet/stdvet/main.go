// Command stdvet is nopvet answering the standard library's packages as
// toolvet does (internal/stdvet): a do-nothing vet tool that loads only the
// packages of modules.
//
// It is the floor for the cost of toolvet's analysis on a module
// (scripts/bench-tools.sh): against nopvet, which loads every package,
// toolvet's run over a module would be cheaper by the standard library's
// share of the processes, and the per-tool cost the difference is meant to
// show would come out low, or below zero.
package main

import (
	"os"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/multichecker"

	"github.com/toolvet/toolvet/internal/stdvet"
)

// nop is the one analyzer; it does nothing.
var nop = &analysis.Analyzer{
	Name: "nop",
	Doc:  "do nothing, the standard library's packages unloaded (a floor for toolvet's speed benchmark)",
	Run:  func(*analysis.Pass) (any, error) { return nil, nil },
}

func main() {
	if stdvet.Answer(os.Args[1:]) {
		os.Exit(0)
	}
	multichecker.Main(nop)
}
