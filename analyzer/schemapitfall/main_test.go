package schemapitfall_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/toolvet/toolvet/analyzer/internal/analyzertest"
)

var (
	// testdata is this analyzer's own testdata: testdata/src holds its
	// cases, one GOPATH package each, and links the shared library stubs.
	testdata = analysistest.TestData()
	// shared is analyzer/testdata, which the analyzers' tests share: the
	// modules mod and convmod, read by several analyzers through the same
	// facts.
	shared = analyzertest.Shared()
)

func TestMain(m *testing.M) { analyzertest.Main(m) }
