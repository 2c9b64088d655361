package strictschema_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/toolvet/toolvet/analyzer/internal/analyzertest"
)

// testdata is this analyzer's own testdata: testdata/src holds its cases,
// one GOPATH package each, and links the shared library stubs.
var testdata = analysistest.TestData()

func TestMain(m *testing.M) { analyzertest.Main(m) }
