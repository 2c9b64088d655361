package strictschema_test

import (
	"testing"

	"github.com/toolvet/toolvet/analyzer/internal/analyzertest"
)

// testdata is analyzer/testdata, which the analyzers' tests share.
var testdata = analyzertest.TestData()

func TestMain(m *testing.M) { analyzertest.Main(m) }
