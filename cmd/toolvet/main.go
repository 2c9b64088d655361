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
// 1.26), -json, and -NAME=false to disable an analyzer. `toolvet help`
// says so (help.go); `toolvet help NAME` prints an analyzer's doc.
//
// Under go vet, a run for a package of the standard library (go vet starts
// one for every package the vetted ones import) is answered without
// loading the package: internal/stdvet.
package main

import (
	"fmt"
	"os"
	"strings"

	"golang.org/x/tools/go/analysis/multichecker"

	"github.com/toolvet/toolvet/analyzer"
	"github.com/toolvet/toolvet/internal/stdvet"
)

func main() {
	if len(os.Args) > 1 && os.Args[1] == "tools" {
		os.Exit(toolsMain(os.Args[2:], os.Stdout, os.Stderr))
	}
	if help, empty := helpRequest(os.Args[1:]); help {
		if empty {
			writeHelp(os.Stderr)
			os.Exit(1)
		}
		writeHelp(os.Stdout)
		os.Exit(0)
	}
	if err := oneProvider(os.Args[1:]); err != nil {
		fmt.Fprintln(os.Stderr, "toolvet:", err)
		os.Exit(2)
	}
	if stdvet.Answer(os.Args[1:]) {
		os.Exit(0)
	}
	multichecker.Main(analyzer.All...)
}

// oneProvider refuses -representable.provider and -strictschema.provider
// given different values: the two flags are one setting (both analyzers
// judge a schema against the same profile), and the flag package would
// otherwise keep whichever came last without a word.
func oneProvider(args []string) error {
	var seen, value string
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			break
		}
		name, v, hasValue := strings.Cut(strings.TrimLeft(a, "-"), "=")
		if name != "representable.provider" && name != "strictschema.provider" {
			continue
		}
		if !hasValue && i+1 < len(args) {
			i++
			v = args[i]
		}
		if seen != "" && v != value {
			return fmt.Errorf("-%s=%s and -%s=%s: both flags set the one provider profile; give one", seen, value, name, v)
		}
		seen, value = name, v
	}
	return nil
}
