package main_test

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// vetFix is one module of example/ taken through toolvet's whole promise:
// go vet reports exactly the expected findings, go vet -fix applies every
// fix, each fixed file equals its golden, the result is gofmt-clean, and a
// second go vet finds nothing.
type vetFix struct {
	dir     string // the module (a copy of example/'s, so the fix may write)
	pattern string // the packages go vet checks
	// prefixes are the directories, relative to dir, whose diagnostics
	// the flow checks (the other packages of the module have tests of
	// their own).
	prefixes []string
	// related keeps the related information lines the drivers print under
	// a diagnostic ("file:line:col: \tthe schema declares x here").
	related bool
	want    []string // the findings of the first go vet, relative to dir
	fixed   []string // the files the fix changes, relative to dir
	// goldens is the folder of testdata holding, for each fixed file,
	// its base name plus ".fixed".
	goldens string
	gofmt   string // what gofmt -l checks after the fix, relative to dir
}

// check runs the flow, failing the test at the first step that breaks.
func (v vetFix) check(t *testing.T) {
	t.Helper()
	want := slices.Sorted(slices.Values(v.want))
	r := run(t, v.dir, "go", "vet", "-vettool="+toolvet, v.pattern)
	if got := v.findings(r.stderr); r.code != 1 || !slices.Equal(got, want) {
		t.Fatalf("go vet: exit %d, findings:\n%s\nwant:\n%s\nstderr:\n%s", r.code,
			strings.Join(got, "\n"), strings.Join(want, "\n"), r.stderr)
	}
	if r := run(t, v.dir, "go", "vet", "-vettool="+toolvet, "-fix", v.pattern); r.code != 0 {
		t.Fatalf("go vet -fix: exit %d\n%s", r.code, r.stderr)
	}
	for _, f := range v.fixed {
		golden := filepath.Join("testdata", v.goldens, filepath.Base(f)+".fixed")
		if got, want := readFile(t, filepath.Join(v.dir, f)), readFile(t, golden); got != want {
			t.Fatalf("fixed %s differs from %s:\n%s", f, golden, got)
		}
	}
	if r := run(t, v.dir, "gofmt", "-l", v.gofmt); r.stdout != "" {
		t.Fatalf("fixed code is not gofmt-clean: %s", r.stdout)
	}
	if r := run(t, v.dir, "go", "vet", "-vettool="+toolvet, v.pattern); r.code != 0 || v.findings(r.stderr) != nil {
		t.Fatalf("second go vet run: exit %d, want 0 and no findings:\n%s", r.code, r.stderr)
	}
}

// findings returns the diagnostic lines of go vet's stderr in the flow's
// directories, relative to dir, sorted; nil when there are none.
func (v vetFix) findings(stderr string) []string {
	var lines []string
	for _, l := range strings.Split(stderr, "\n") {
		l = strings.TrimPrefix(l, v.dir+string(filepath.Separator))
		if !v.related && related(l) {
			continue
		}
		if slices.ContainsFunc(v.prefixes, func(p string) bool { return strings.HasPrefix(l, p+"/") }) {
			lines = append(lines, l)
		}
	}
	slices.Sort(lines)
	return lines
}
