// Command nopvet is a do-nothing vet tool: the floor for the speed
// benchmark (scripts/bench-std.sh, docs/speed.md).
//
// It is built the way cmd/toolvet is, multichecker.Main over one analyzer,
// so that the two binaries pay the same fixed costs (process start, flag
// parsing, reading the vet config, loading export data and type-checking
// each package). Its only analyzer, "nop", returns at once, so the
// difference between the two is what toolvet's own code costs: its
// analyzers and its start-up.
package main

import (
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/multichecker"
)

// nop is the one analyzer; it does nothing.
var nop = &analysis.Analyzer{
	Name: "nop",
	Doc:  "do nothing (the floor for toolvet's speed benchmark)",
	Run:  func(*analysis.Pass) (any, error) { return nil, nil },
}

func main() { multichecker.Main(nop) }
