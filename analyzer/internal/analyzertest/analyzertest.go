// Package analyzertest holds what the tests of toolvet's analyzers share:
// the shared testdata directory, analyzer/testdata, and the test binaries'
// collector settings.
//
// Each analyzer's cases are its own, as x/tools lays out its passes:
// analyzer/NAME/testdata/src is a GOPATH tree with one package per case
// (`// want` comments and .golden files), which its tests find through
// analysistest.TestData. What several analyzers need stays in
// analyzer/testdata (Shared):
//
//   - src/github.com and src/google.golang.org, the library stubs at their
//     import paths, which every test compiles against instead of the
//     libraries. Each analyzer's testdata/src links them (two relative
//     symlinks), so one stub serves all five, and passes/tools' too.
//   - the modules mod and convmod, whose packages several analyzers' tests
//     read through the same facts (a handler or a validator declared in
//     one package and registered in another).
//
// The refactoring harness (internal/rewrite) runs every analyzer over every
// tool package of every analyzer's testdata.
package analyzertest

import (
	"os"
	"path/filepath"
	"regexp"
	"runtime/debug"
	"slices"
	"strconv"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"
)

// Shared returns the absolute path of analyzer/testdata, the testdata the
// analyzers share (the modules mod and convmod, and the stubs): the tests
// of a package analyzer/NAME run in its directory, so it is ../testdata.
// An analyzer's own cases are in analysistest.TestData().
func Shared() string {
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

// RunAcrossPackages runs a over the packages patterns name in dir (a
// module) and checks its findings against the `// atcheck NAME "regexp"`
// comments (NAME: a's) of every package of the module the run loads: a finding on a
// handler another package declares is reported at the handler's check, in
// that package's file, which analysistest (expectations per analysed
// package, in its `// want` comments) cannot check. Each atcheck comment
// must be met by a finding on its line, and each finding must meet one,
// or, in a file of the packages patterns name, the line's `// want`
// expectations (those analysistest checks under another configuration,
// which need not all be met here).
func RunAcrossPackages(t *testing.T, dir string, a *analysis.Analyzer, patterns ...string) {
	t.Helper()
	cfg := &packages.Config{Mode: packages.LoadAllSyntax | packages.NeedModule, Dir: dir, Env: append(os.Environ(), "GOFLAGS=-mod=mod", "GOWORK=off")}
	pkgs, err := packages.Load(cfg, patterns...)
	if err != nil {
		t.Fatal(err)
	}
	if packages.PrintErrors(pkgs) > 0 {
		t.Fatal("packages did not load")
	}
	graph, err := checker.Analyze([]*analysis.Analyzer{a}, pkgs, nil)
	if err != nil {
		t.Fatal(err)
	}
	type line struct {
		file string
		line int
	}
	want := make(map[line][]*regexp.Regexp)
	also := make(map[line][]*regexp.Regexp) // the roots' `// want` expectations
	roots := make(map[*packages.Package]bool)
	for _, p := range pkgs {
		roots[p] = true
	}
	seen := make(map[*packages.Package]bool)
	packages.Visit(pkgs, nil, func(p *packages.Package) {
		if seen[p] || p.Module == nil || p.Module.Dir != dir && !strings.HasPrefix(p.Module.Dir, dir+string(filepath.Separator)) {
			return
		}
		seen[p] = true
		for _, f := range p.Syntax {
			for _, cg := range f.Comments {
				for _, c := range cg.List {
					posn := p.Fset.Position(c.Pos())
					if rest, ok := strings.CutPrefix(c.Text, "// want "); ok && roots[p] {
						for _, q := range wantPatterns.FindAllStringIndex(rest, -1) {
							if q[0] > 0 && rest[q[0]-1] == ':' {
								continue // a fact's expectation
							}
							if s, err := strconv.Unquote(rest[q[0]:q[1]]); err == nil {
								also[line{posn.Filename, posn.Line}] = append(also[line{posn.Filename, posn.Line}], regexp.MustCompile(s))
							}
						}
					}
					_, rest, ok := strings.Cut(c.Text, "// atcheck "+a.Name+" ")
					if !ok {
						continue
					}
					rest, _, _ = strings.Cut(rest, "// atcheck ") // another analyzer's, on the same line
					for _, q := range wantPatterns.FindAllString(rest, -1) {
						s, err := strconv.Unquote(q)
						if err != nil {
							t.Fatalf("%s: bad atcheck %s: %v", posn, q, err)
						}
						want[line{posn.Filename, posn.Line}] = append(want[line{posn.Filename, posn.Line}], regexp.MustCompile(s))
					}
				}
			}
		}
	})
	for act := range graph.All() {
		if !act.IsRoot || act.Analyzer != a {
			continue
		}
		if act.Err != nil {
			t.Errorf("%s: %v", act, act.Err)
		}
		for _, d := range act.Diagnostics {
			posn := act.Package.Fset.Position(d.Pos)
			k := line{posn.Filename, posn.Line}
			meets := func(re *regexp.Regexp) bool { return re.MatchString(d.Message) }
			i := slices.IndexFunc(want[k], meets)
			if i < 0 {
				if !slices.ContainsFunc(also[k], meets) {
					t.Errorf("%s: unexpected finding: %s", posn, d.Message)
				}
				continue
			}
			want[k] = slices.Delete(want[k], i, i+1)
		}
	}
	for k, res := range want {
		for _, re := range res {
			t.Errorf("%s:%d: no finding matching %q", k.file, k.line, re)
		}
	}
}

// wantPatterns are the quoted regexps of an atcheck comment.
var wantPatterns = regexp.MustCompile("`[^`]*`|\"(?:[^\"\\\\]|\\\\.)*\"")
