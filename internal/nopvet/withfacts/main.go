// Command withfacts is nopvet with a fact type: a do-nothing vet tool
// whose one analyzer declares a fact, as toolvet's passes/tools and
// passes/rules do, and exports none.
//
// It exists to measure what declaring facts costs under go vet
// (scripts/bench-std-replay.sh, docs/speed.md). The go command runs a vet
// tool on every dependency of the packages it vets (VetxOnly runs) whether
// or not the tool's analyzers have facts; what facts change is inside the
// tool: in a VetxOnly run the unitchecker runs only the analyzers that use
// facts, so nopvet's analyzer is skipped there and this one is not.
package main

import (
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/multichecker"
)

// noFact is the declared fact type; no fact of it is ever exported.
type noFact struct{}

func (*noFact) AFact() {}

// nop does nothing, in VetxOnly runs too.
var nop = &analysis.Analyzer{
	Name:      "nop",
	Doc:       "do nothing, declaring a fact type (a floor for toolvet's speed benchmark)",
	FactTypes: []analysis.Fact{new(noFact)},
	Run:       func(*analysis.Pass) (any, error) { return nil, nil },
}

func main() { multichecker.Main(nop) }
