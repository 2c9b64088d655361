// Package analyzertest holds what the tests of toolvet's analyzers share:
// the one testdata directory, analyzer/testdata, and the test binaries'
// collector settings.
//
// The analyzers' tests share one testdata directory, not one each: its
// GOPATH tree (testdata/src) holds the library stubs every test compiles
// against, and the modules testdata/mod and testdata/convmod hold packages
// that several analyzers' tests read, through the same facts. The
// refactoring harness (internal/rewrite) runs every analyzer over every
// tool package there.
package analyzertest

import (
	"os"
	"path/filepath"
	"runtime/debug"
	"testing"
)

// TestData returns the absolute path of analyzer/testdata, for
// analysistest.Run and its kin: the tests of a package analyzer/NAME run
// in its directory, so it is ../testdata.
func TestData() string {
	dir, err := filepath.Abs(filepath.Join("..", "testdata"))
	if err != nil {
		panic(err)
	}
	return dir
}

// Main runs the tests of an analyzer's package (call it from TestMain),
// giving the collector room. Each analysistest run loads its packages'
// whole dependency graph, the standard library included, from source;
// with the default GOGC the collector took a quarter of the package's CPU
// time. GOGC=400 under a 1 GiB soft limit takes about a quarter less CPU
// in all (docs/speed.md, "The test suite"). GOGC or GOMEMLIMIT set in the
// environment wins.
func Main(m *testing.M) {
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(400)
	}
	if os.Getenv("GOMEMLIMIT") == "" {
		debug.SetMemoryLimit(1 << 30)
	}
	os.Exit(m.Run())
}
