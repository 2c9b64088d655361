// Command toolvet reports rules that tool handlers enforce on their
// arguments but that the tool's schema, the part the model reads, does not
// state.
//
// One binary serves both ways of running it:
//
//	go vet -vettool=$(which toolvet) ./...   # as go vet's analysis tool
//	toolvet ./...                            # standalone
//
// Both accept -fix and -diff (go vet -fix / go fix -fixtool=... on Go
// 1.26), -json, and -NAME=false to disable an analyzer.
package main

import (
	"golang.org/x/tools/go/analysis/multichecker"

	"github.com/toolvet/toolvet/analyzer"
)

func main() { multichecker.Main(analyzer.All...) }
