package degrade

import (
	"bytes"
	"fmt"
	"go/ast"
	"io"
	"reflect"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"
)

type result struct{ funcs []string }

// passes returns a helper pass that panics when told to, and a reporting
// pass requiring it that names every function it found.
func passes(panics bool) (helper, reporter *analysis.Analyzer) {
	helper = OnPanic(&analysis.Analyzer{
		Name:       "helper",
		Doc:        "finds functions",
		ResultType: reflect.TypeFor[*result](),
		Run: func(pass *analysis.Pass) (any, error) {
			res := &result{}
			for _, f := range pass.Files {
				for _, d := range f.Decls {
					if fd, ok := d.(*ast.FuncDecl); ok {
						res.funcs = append(res.funcs, fd.Name.Name)
					}
				}
			}
			if panics {
				var m map[string]int
				m["boom"]++ // a nil map: the runtime's panic
			}
			return res, nil
		},
	})
	reporter = OnPanic(&analysis.Analyzer{
		Name:     "reporter",
		Doc:      "reports what helper found",
		Requires: []*analysis.Analyzer{helper},
		Run: func(pass *analysis.Pass) (any, error) {
			res := pass.ResultOf[helper].(*result)
			if res.funcs == nil {
				panic("the reporter ran on a failed helper's empty result")
			}
			for _, f := range pass.Files {
				for _, d := range f.Decls {
					if fd, ok := d.(*ast.FuncDecl); ok {
						pass.Reportf(fd.Pos(), "%s", fd.Name.Name)
					}
				}
			}
			return nil, nil
		},
	})
	return helper, reporter
}

func TestPassWithoutPanic(t *testing.T) {
	_, reporter := passes(false)
	analysistest.Run(t, analysistest.TestData(), reporter, "p")
}

func TestPanicDegrades(t *testing.T) {
	defer func(r bool, w io.Writer) { repanic, stderr = r, w }(repanic, stderr)
	var buf bytes.Buffer
	repanic, stderr = false, &buf
	_, reporter := passes(true)
	// The helper panics: no finding (the want in p.go is not met, which
	// analysistest reports through a recording T), and one line.
	rec := &recorder{T: t}
	analysistest.Run(rec, analysistest.TestData(), reporter, "p")
	if len(rec.errors) != 1 || !strings.Contains(rec.errors[0], "no diagnostic was reported matching `F`") {
		t.Errorf("want only the unmet expectation, got %q", rec.errors)
	}
	out := buf.String()
	if strings.Count(out, "\n") != 1 || !strings.Contains(out, "toolvet: internal error: the helper pass panicked on package p") ||
		!strings.Contains(out, "degrade_test.go:") {
		t.Errorf("stderr: %q", out)
	}
}

func TestPanicUnderTest(t *testing.T) {
	if !repanic {
		t.Fatal("under go test a pass's panic must go on")
	}
}

// recorder is an analysistest.Testing keeping the errors it is given.
type recorder struct {
	*testing.T
	errors []string
}

func (r *recorder) Errorf(format string, args ...any) {
	r.errors = append(r.errors, fmt.Sprintf(format, args...))
}
