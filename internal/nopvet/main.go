// Command nopvet is a do-nothing vet tool: the floor for the speed
// benchmark (scripts/bench-std.sh, docs/speed.md).
//
// It is built the way cmd/toolvet is, multichecker.Main over one analyzer,
// so that the two binaries pay the same fixed costs (process start, flag
// parsing, reading the vet config, loading export data and type-checking
// each package). Its only analyzer, "nop", returns at once; the difference
// between the two is therefore what toolvet's own analyzers cost.
package main

import (
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/multichecker"
)

// benchNonce is set with -ldflags=-X main.benchNonce=N by
// scripts/bench-std.sh so that each build has a new identity and go vet
// does not answer from its cache of vet results.
var benchNonce string

// nop is the one analyzer; it does nothing.
var nop = &analysis.Analyzer{
	Name: "nop",
	Doc:  "do nothing (the floor for toolvet's speed benchmark)",
	Run:  func(*analysis.Pass) (any, error) { return nil, nil },
}

func main() { multichecker.Main(nop) }
