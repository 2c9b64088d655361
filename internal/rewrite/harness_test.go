package rewrite_test

import (
	"bufio"
	"flag"
	"fmt"
	"go/ast"
	"go/types"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/toolvet/toolvet/analyzer"
	"github.com/toolvet/toolvet/internal/rewrite"
)

// The refactoring harness: every rewrite of internal/rewrite, alone and
// composed two at a time, applied to every tool package of the analyzers'
// testdata (analyzer/NAME/testdata/src) that it applies to, must leave
// toolvet's findings as they were (the same analyzer, argument, keyword and
// message, and a fix where there was one). Code that behaves the same gets
// the same findings.
//
// testdata/known.txt lists the rewritten packages whose findings still
// change, each with the finding that differs: the engine's open bugs. The
// test fails on a difference not listed there, and on a listed one that no
// longer differs (so the list stays true as the engine improves).

var (
	// All pairs take about fifteen minutes on two cores (.ci/run runs
	// them); go test ./... composes a seeded sample, about a sixth of
	// them, so that the package stays within go test's ten minutes.
	pairs    = flag.Int("rewrite.pairs", 25000, "compositions of two rewrites to sample (package × ordered pair); -1: all")
	seedFlag = flag.Uint64("rewrite.seed", 0, "seed of the sample of compositions (0: a new one, printed)")
	update   = flag.Bool("rewrite.update", false, "rewrite testdata/known.txt with the differences found")
	only     = flag.String("rewrite.only", "", "compose only with this rewrite (its pairs either way); \"\": every pair")
)

func TestRefactoringHarness(t *testing.T) {
	if testing.Short() {
		t.Skip("loads every tool package of the analyzers' testdata several times")
	}
	seed := *seedFlag
	if seed == 0 {
		seed = rand.Uint64()
	}
	tree := t.TempDir()
	if d := os.Getenv("REWRITE_KEEP"); d != "" {
		tree = d
		os.RemoveAll(d)
	}
	src := filepath.Join(tree, "src")
	if err := os.MkdirAll(src, 0o755); err != nil {
		t.Fatal(err)
	}
	roots := moduleTree(t, src)

	// The originals: their findings are the baseline.
	orig := load(t, src, roots...)
	t.Logf("%d tool packages", len(orig))
	base := make(map[string][]string)
	for path, lp := range orig {
		base[path] = lp.findings
	}

	// Each rewrite alone.
	singles := make(map[string][]string) // by rewrite
	var single []string
	for _, r := range rewrite.All {
		for _, path := range sortedKeys(orig) {
			dst := "rw/" + r.Name + "/" + path
			if apply(t, r, orig[path].pkg, src, dst) {
				singles[r.Name] = append(singles[r.Name], dst)
				single = append(single, dst)
			}
		}
		// A rewrite that applies nowhere proves nothing.
		if len(singles[r.Name]) == 0 {
			t.Errorf("%s applies to no tool package of the testdata", r.Name)
		}
		t.Logf("%s applies to %d of %d packages", r.Name, len(singles[r.Name]), len(orig))
	}

	// Two at a time, sampled: the second rewrite applied to the first's
	// output.
	type job struct{ first, second, path string }
	var jobs []job
	sort.Strings(single)
	for _, dst := range single {
		r1, path := splitRewritten(dst)
		for _, r2 := range rewrite.All {
			if r2.Name != r1 && (*only == "" || *only == r1 || *only == r2.Name) {
				jobs = append(jobs, job{r1, r2.Name, path})
			}
		}
	}
	if *pairs >= 0 && len(jobs) > *pairs {
		rng := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
		rng.Shuffle(len(jobs), func(i, j int) { jobs[i], jobs[j] = jobs[j], jobs[i] })
		jobs = jobs[:*pairs]
	}
	byFirst := make(map[string][]job)
	for _, j := range jobs {
		byFirst[j.first] = append(byFirst[j.first], j)
	}

	// The packages one rewrite made are loaded together and composed with
	// the second rewrites while loaded; then only their findings are kept.
	// Holding the syntax and types of every rewritten package at once took
	// about 17 GB.
	once := make(map[string]*loaded)
	var double []string
	for _, r := range rewrite.All {
		got := load(t, src, singles[r.Name]...)
		for _, j := range byFirst[r.Name] {
			first := got["rw/"+j.first+"/"+j.path]
			if first == nil {
				continue
			}
			dst := "rw/" + j.first + "+" + j.second + "/" + j.path
			if apply(t, rewrite.ByName(j.second), first.pkg, src, dst) {
				double = append(double, dst)
			}
		}
		for dst, lp := range got {
			lp.pkg = nil
			once[dst] = lp
		}
	}
	twice := make(map[string]*loaded)
	for batch := range slices.Chunk(double, loadBatch) {
		for dst, lp := range load(t, src, batch...) {
			lp.pkg = nil
			twice[dst] = lp
		}
	}

	// Compare.
	known := readKnown(t)
	found := make(map[string]string)
	applied := make(map[string]int)
	kept := make(map[string]int)
	for _, set := range []map[string]*loaded{once, twice} {
		for dst, lp := range set {
			rw, path := splitRewritten(dst)
			applied[rw]++
			if lp.err != "" {
				t.Errorf("%s: rewritten package does not type-check: %s", dst, lp.err)
				continue
			}
			if diff := difference(base[path], lp.findings); diff != "" {
				found[dst] = diff
			} else {
				kept[rw]++
			}
		}
	}
	for _, r := range sortedKeys(applied) {
		t.Logf("%-36s kept the findings of %3d of %3d packages", r, kept[r], applied[r])
	}
	if *update {
		writeKnown(t, found)
		return
	}
	for _, dst := range sortedKeys(found) {
		if _, ok := known[dst]; !ok {
			t.Errorf("%s changes toolvet's findings (rerun with -rewrite.seed=%d):\n%s", dst, seed, found[dst])
		}
	}
	for _, dst := range sortedKeys(known) {
		if _, ok := found[dst]; ok {
			continue
		}
		_, inOnce := once[dst]
		_, inTwice := twice[dst]
		if inOnce || inTwice {
			t.Errorf("%s is listed in testdata/known.txt but now keeps its findings: remove it", dst)
		}
	}
	if t.Failed() {
		t.Logf("seed %d (-rewrite.seed=%d repeats the sample; -rewrite.update rewrites known.txt)", seed, seed)
	}
}

// modPath is the module the harness's tree is: the tool packages of the
// testdata at modPath/NAME, their rewrites at modPath/rw/RW/NAME. A module,
// as the code toolvet is run on: facts about another package of the module
// (a helper a rewrite moved there) are exported and read as under go vet.
const modPath = "rwmod.test"

// moduleTree makes src a module (modPath) holding links to the tool
// packages of every analyzer's own testdata (analyzer/NAME/testdata/src:
// one directory per package, beside symlinks to the stubs, which are
// skipped), with the library stubs of analyzer/testdata/src as modules it
// requires (replaced by their directories), and returns the tool packages'
// paths relative to the module.
func moduleTree(t *testing.T, src string) []string {
	t.Helper()
	stubs, err := filepath.Abs("../../analyzer/testdata/src")
	if err != nil {
		t.Fatal(err)
	}
	var gomod strings.Builder
	fmt.Fprintf(&gomod, "module %s\n\ngo 1.26\n", modPath)
	for _, root := range stubModules(t, stubs) {
		dst := filepath.Join(src, root)
		if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
			t.Fatal(err)
		}
		from := filepath.Join(stubs, root)
		if _, err := os.Stat(filepath.Join(from, "go.mod")); err == nil {
			if err := os.Symlink(from, dst); err != nil {
				t.Fatal(err)
			}
		} else {
			// A stub without a go.mod of its own: a directory that has
			// one, holding links to the stub's files and packages.
			if err := os.MkdirAll(dst, 0o755); err != nil {
				t.Fatal(err)
			}
			entries, err := os.ReadDir(from)
			if err != nil {
				t.Fatal(err)
			}
			for _, e := range entries {
				if err := os.Symlink(filepath.Join(from, e.Name()), filepath.Join(dst, e.Name())); err != nil {
					t.Fatal(err)
				}
			}
			if err := os.WriteFile(filepath.Join(dst, "go.mod"), []byte("module "+filepath.ToSlash(root)+"\n\ngo 1.26\n"), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		version := "v0.0.0"
		if m := majorRE.FindString(filepath.Base(root)); m != "" {
			version = m + ".0.0"
		}
		fmt.Fprintf(&gomod, "\nrequire %s %s\n\nreplace %s => ./%s\n", filepath.ToSlash(root), version, filepath.ToSlash(root), filepath.ToSlash(root))
	}
	if err := os.WriteFile(filepath.Join(src, "go.mod"), []byte(gomod.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	own, err := filepath.Glob("../../analyzer/*/testdata/src")
	if err != nil {
		t.Fatal(err)
	}
	if len(own) == 0 {
		t.Fatal("no analyzer/*/testdata/src")
	}
	var roots []string
	for _, dir := range own {
		dir, err := filepath.Abs(dir)
		if err != nil {
			t.Fatal(err)
		}
		entries, err := os.ReadDir(dir)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range entries {
			if !e.IsDir() || strings.Contains(e.Name(), ".") { // the links to the stubs
				continue
			}
			if err := os.Symlink(filepath.Join(dir, e.Name()), filepath.Join(src, e.Name())); err != nil {
				t.Fatal(err) // two analyzers' packages of one name
			}
			roots = append(roots, e.Name())
		}
	}
	sort.Strings(roots)
	return roots
}

// stubModules returns the module roots of the library stubs, relative to
// stubs: a directory with a go.mod, or else a repository's directory
// (github.com/OWNER/REPO, HOST/REPO elsewhere) with its major-version
// directory (…/v3) when that is all it holds.
func stubModules(t *testing.T, stubs string) []string {
	t.Helper()
	var roots []string
	hosts, err := os.ReadDir(stubs)
	if err != nil {
		t.Fatal(err)
	}
	for _, h := range hosts {
		if !h.IsDir() || !strings.Contains(h.Name(), ".") {
			t.Fatalf("%s: only the library stubs belong in analyzer/testdata/src", filepath.Join(stubs, h.Name()))
		}
		depth := 2
		if h.Name() == "github.com" {
			depth = 3
		}
		var walk func(rel string, d int)
		walk = func(rel string, d int) {
			dir := filepath.Join(stubs, rel)
			if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
				roots = append(roots, rel)
				return
			}
			entries, err := os.ReadDir(dir)
			if err != nil {
				t.Fatal(err)
			}
			if d >= depth {
				if hasModule(dir) {
					for _, e := range entries {
						if e.IsDir() {
							walk(filepath.Join(rel, e.Name()), d+1)
						}
					}
					return
				}
				if len(entries) == 1 && entries[0].IsDir() && majorRE.MatchString(entries[0].Name()) {
					rel = filepath.Join(rel, entries[0].Name())
				}
				roots = append(roots, rel)
				return
			}
			for _, e := range entries {
				if e.IsDir() {
					walk(filepath.Join(rel, e.Name()), d+1)
				}
			}
		}
		walk(h.Name(), 1)
	}
	return roots
}

var majorRE = regexp.MustCompile(`^v[0-9]+$`)

// hasModule reports whether a directory below dir has a go.mod.
func hasModule(dir string) bool {
	found := false
	filepath.WalkDir(dir, func(path string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() && d.Name() == "go.mod" {
			found = true
			return filepath.SkipAll
		}
		return nil
	})
	return found
}

// loadBatch is how many composed packages are loaded and analysed at
// once: enough that the library stubs, loaded again with each batch, cost
// little, few enough that a batch's syntax and types fit in a test's
// memory.
const loadBatch = 150

type loaded struct {
	pkg      *packages.Package
	findings []string
	err      string
}

// load loads the packages at paths of the module at root (relative to
// it) and runs toolvet's analyzers on them.
func load(t *testing.T, root string, paths ...string) map[string]*loaded {
	t.Helper()
	out := make(map[string]*loaded)
	if len(paths) == 0 {
		return out
	}
	cfg := &packages.Config{
		Mode: packages.LoadAllSyntax | packages.NeedModule,
		Dir:  root,
		Env:  append(os.Environ(), "GO111MODULE=on", "GOWORK=off", "GOFLAGS=-mod=mod", "GOPROXY=off"),
	}
	patterns := make([]string, len(paths))
	for i, path := range paths {
		patterns[i] = modPath + "/" + path
	}
	pkgs, err := packages.Load(cfg, patterns...)
	if err != nil {
		t.Fatal(err)
	}
	var ok []*packages.Package
	for _, p := range pkgs {
		lp := &loaded{pkg: p}
		out[strings.TrimPrefix(p.PkgPath, modPath+"/")] = lp
		if len(p.Errors) > 0 {
			lp.err = p.Errors[0].Error()
			continue
		}
		ok = append(ok, p)
	}
	graph, err := checker.Analyze(analyzer.All, ok, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, act := range graph.Roots {
		lp := out[strings.TrimPrefix(act.Package.PkgPath, modPath+"/")]
		if act.Err != nil {
			lp.err = act.Err.Error()
			continue
		}
		for _, d := range act.Diagnostics {
			msg := constantRE.ReplaceAllStringFunc(d.Message, func(name string) string {
				// A constant NamedConsts declared is quoted as its value,
				// as the code it replaced spelled it.
				if c, ok := act.Package.Types.Scope().Lookup(name).(*types.Const); ok {
					return c.Val().ExactString()
				}
				return name
			})
			lp.findings = append(lp.findings, finding(act.Analyzer.Name, msg, len(d.SuggestedFixes) > 0))
		}
	}
	for _, lp := range out {
		sort.Strings(lp.findings)
	}
	// Originals that do not type-check, or that have no finding, have
	// nothing to keep.
	return out
}

var (
	positionRE = regexp.MustCompile(`[\w./-]+\.go:\d+(:\d+)?`)
	constantRE = regexp.MustCompile(`\brwConst\d*\b`)
	// crossfield quotes the check's source after the arguments it reads:
	// a rendering of the code, which a rewrite respells; the arguments and
	// the sentence are compared.
	checkQuoteRE = regexp.MustCompile(`^(crossfield: the rule over .*?) \(.*\) (is in no description)`)
)

// finding is a diagnostic as the harness compares it: the analyzer, the
// message with positions elided, and whether it offers a fix.
func finding(analyzer, msg string, fix bool) string {
	msg = positionRE.ReplaceAllString(msg, "FILE:LINE")
	f := checkQuoteRE.ReplaceAllString(analyzer+": "+msg, "$1 (…) $2")
	if fix {
		f += " [fix]"
	}
	return f
}

// difference describes how got differs from want as a multiset, "" if not.
func difference(want, got []string) string {
	var b strings.Builder
	w, g := slices.Clone(want), slices.Clone(got)
	for _, x := range want {
		if i := slices.Index(g, x); i >= 0 {
			g = slices.Delete(g, i, i+1)
			w = slices.Delete(w, slices.Index(w, x), slices.Index(w, x)+1)
		}
	}
	for _, x := range w {
		fmt.Fprintf(&b, "\tlost:   %s\n", x)
	}
	for _, x := range g {
		fmt.Fprintf(&b, "\tgained: %s\n", x)
	}
	return b.String()
}

// apply rewrites p with r into the module at src, at dst; false when r
// does not apply to p.
func apply(t *testing.T, r *rewrite.Rewrite, p *packages.Package, src, dst string) bool {
	t.Helper()
	if p == nil || len(p.Errors) > 0 || p.Types == nil {
		return false
	}
	dir := filepath.Join(src, dst)
	rp := &rewrite.Package{Fset: p.Fset, Files: p.Syntax, Types: p.Types, Info: p.TypesInfo, Src: make(map[*ast.File][]byte), Path: modPath + "/" + dst}
	for _, f := range p.Syntax {
		name := p.Fset.File(f.FileStart).Name()
		b, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		rp.Src[f] = b
	}
	if r.Apply(rp) == 0 {
		return false
	}
	files, err := rp.Result()
	if err != nil {
		t.Errorf("%s on %s: %v", r.Name, p.PkgPath, err)
		return false
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	for name, b := range files {
		to := filepath.Join(dir, filepath.Base(name))
		if !filepath.IsAbs(name) { // a file the rewrite added
			to = filepath.Join(dir, filepath.FromSlash(name))
			if err := os.MkdirAll(filepath.Dir(to), 0o755); err != nil {
				t.Fatal(err)
			}
		}
		if err := os.WriteFile(to, b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	// The package's test files come along as they are: a finding may
	// depend on the variant with its tests.
	others, _ := filepath.Glob(filepath.Join(filepath.Dir(p.GoFiles[0]), "*_test.go"))
	for _, name := range others {
		b, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, filepath.Base(name)), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return true
}

// splitRewritten splits "rw/RW/PATH" into RW and PATH.
func splitRewritten(dst string) (rw, path string) {
	rest := strings.TrimPrefix(dst, "rw/")
	i := strings.Index(rest, "/")
	return rest[:i], rest[i+1:]
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

const knownFile = "testdata/known.txt"

// readKnown reads the rewritten packages known to change findings: one
// "rw/RW/PATH" a line, the differences indented under it.
func readKnown(t *testing.T) map[string]string {
	t.Helper()
	f, err := os.Open(knownFile)
	if os.IsNotExist(err) {
		return nil
	}
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	known := make(map[string]string)
	cur := ""
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		switch {
		case strings.HasPrefix(line, "rw/"):
			cur = line
			known[cur] = ""
		case strings.HasPrefix(line, "\t") && cur != "":
			known[cur] += line + "\n"
		}
	}
	return known
}

func writeKnown(t *testing.T, found map[string]string) {
	t.Helper()
	var b strings.Builder
	b.WriteString("# Rewritten testdata packages whose findings still change: the value-flow engine's open bugs.\n")
	b.WriteString("# Written by go test ./internal/rewrite -run Harness -rewrite.pairs=-1 -rewrite.update; each entry goes when the engine keeps its findings.\n")
	for _, dst := range sortedKeys(found) {
		b.WriteString(dst + "\n" + found[dst])
	}
	if err := os.MkdirAll(filepath.Dir(knownFile), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(knownFile, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}
