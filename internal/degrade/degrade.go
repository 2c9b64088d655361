// Package degrade keeps a panic in one of toolvet's passes from failing
// the user's whole go vet run: the pass's work on that package is dropped,
// with a line on standard error, and the run goes on.
//
// go vet starts toolvet for every package the vetted ones import, its
// dependencies included, to compute facts; an analyzer that panics on one
// of them (code no test had, a library's unusual shape) fails the build of
// every package above it. toolvet's findings are advice, not a gate on the
// code's correctness: a package toolvet could not read is one it says
// nothing about, and the line says so, naming the pass and where it broke,
// for a bug report. Under go test (testing.Testing) the panic goes on, so
// that no test passes over it.
package degrade

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"runtime"
	"strings"
	"sync"
	"testing"

	"golang.org/x/tools/go/analysis"
)

// OnPanic returns a, its Run made to recover: a pass that panics gives its
// empty result (a new value of the type its ResultType points to, or nil),
// reports nothing more, and prints one line on standard error. A pass that
// requires a pass which did so for the same package is not run either, and
// gives its empty result too, so that one failure is one line.
func OnPanic(a *analysis.Analyzer) *analysis.Analyzer {
	run := a.Run
	a.Run = func(pass *analysis.Pass) (result any, err error) {
		for _, req := range a.Requires {
			if failed(pass.ResultOf[req]) {
				return empty(a), nil
			}
		}
		defer func() {
			r := recover()
			if r == nil {
				return
			}
			if repanic {
				panic(r)
			}
			fmt.Fprintf(stderr, "toolvet: internal error: the %s pass panicked on package %s (%v, at %s); toolvet says nothing of this package's tools. Please report it: https://github.com/toolvet/toolvet/issues\n",
				a.Name, pass.Pkg.Path(), r, panicSite())
			result, err = empty(a), nil
			markFailed(result)
		}()
		return run(pass)
	}
	return a
}

// repanic lets a panic go on (under go test); stderr is where the line
// goes. Both are variables for this package's test.
var (
	repanic           = testing.Testing()
	stderr  io.Writer = os.Stderr
)

// failures holds the empty results given for a pass that panicked, so that
// the passes requiring it skip the package too. Kept for the life of the
// process: an entry is a panic, and there are few.
var failures sync.Map

func markFailed(result any) {
	if result != nil {
		failures.Store(result, true)
	}
}

func failed(result any) bool {
	if result == nil || !reflect.TypeOf(result).Comparable() {
		return false
	}
	_, ok := failures.Load(result)
	return ok
}

// empty is a's result with nothing in it: a new zero value of what its
// result type points to (each run its own, so that markFailed tells this
// package's from another's), or nil for a pass that has no result.
func empty(a *analysis.Analyzer) any {
	t := a.ResultType
	if t == nil {
		return nil
	}
	if t.Kind() == reflect.Pointer {
		return reflect.New(t.Elem()).Interface()
	}
	return reflect.Zero(t).Interface()
}

// panicSite is the function and line the panic was raised in: the first
// frame below the runtime's panic machinery.
func panicSite() string {
	pcs := make([]uintptr, 32)
	n := runtime.Callers(3, pcs)
	frames := runtime.CallersFrames(pcs[:n])
	for {
		f, more := frames.Next()
		if !strings.HasPrefix(f.Function, "runtime.") {
			return fmt.Sprintf("%s %s:%d", f.Function, filepath.Base(f.File), f.Line)
		}
		if !more {
			return "unknown"
		}
	}
}
