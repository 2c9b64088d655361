package analyzer_test

import (
	"os"
	"runtime/debug"
	"testing"
)

// TestMain gives the collector room. Each analysistest run loads its
// packages' whole dependency graph, the standard library included, from
// source; with the default GOGC the collector took a quarter of the
// package's CPU time. GOGC=400 under a 1 GiB soft limit takes about a
// quarter less CPU in all (docs/speed.md, "The test suite"). GOGC or
// GOMEMLIMIT set in the environment wins.
func TestMain(m *testing.M) {
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(400)
	}
	if os.Getenv("GOMEMLIMIT") == "" {
		debug.SetMemoryLimit(1 << 30)
	}
	os.Exit(m.Run())
}
