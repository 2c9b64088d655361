// Package e2e tests the delivery channels that need a build of another
// tool: a custom golangci-lint with toolvet's module plugin
// (scripts/build-golangci.sh), a custom gopls with toolvet's analyzers
// (tools/gopls/build.sh), and toolvet as a Go 1.24+ tool dependency of the
// analyzed module (a tool directive added with go mod edit or go get -tool,
// go vet -vettool="$(go tool -n toolvet)").
//
// The builds take minutes (the first golangci-lint build downloads a few
// hundred modules), so the tests run only with TOOLVET_E2E=1:
//
//	TOOLVET_E2E=1 go test -count=1 -v -timeout 80m ./e2e/
//
// (-count=1: the test runs scripts and binaries that read files the go
// command does not know the test depends on, so a cached result could be
// stale.)
//
// Each test works on a fresh copy of example/, which uses the real
// github.com/mark3labs/mcp-go.
package e2e

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"
)

// finding is one of the example's diagnostics.
type finding struct {
	pos, analyzer, message string
}

const toolErrorMessage = "the model cannot read this failure: mcp-go sends a Go error returned by a handler as a JSON-RPC error (-32603), not as a tool result the model reads; return it as a tool result marked as error"

// exampleFindings are the findings on example/ (the same as
// cmd/toolvet's tests expect from go vet).
var exampleFindings = []finding{
	{"transfer/transfer.go:26:6", "representable", `accountId must start with "acct_", but the schema does not say so: declare pattern "^acct_"`},
	{"transfer/transfer.go:30:6", "representable", `amount must be at least 1 and at most 5000, but the schema declares maximum 10000: declare minimum 1, maximum 5000`},
	{"transfer/transfer.go:36:3", "representable", `currency must be one of "usd", "eur", but the schema does not say so: declare enum ["usd", "eur"]`},
	{"transfer/transfer.go:39:6", "crossfield", `the rule over currency and amount (cur == "eur" && amount > 500) is in no description the model reads: add "eur transfers are capped at 500." to the description of tool "transfer"`},
	{"transfer/transfer.go:51:4", "toolerror", toolErrorMessage},
	{"transfer/transfer.go:54:4", "toolerror", toolErrorMessage},
}

// want returns the findings of the given analyzers (all when none are
// named), formatted by format, sorted.
func want(format func(finding) string, analyzers ...string) []string {
	var lines []string
	for _, f := range exampleFindings {
		if len(analyzers) == 0 || slices.Contains(analyzers, f.analyzer) {
			lines = append(lines, format(f))
		}
	}
	slices.Sort(lines)
	return lines
}

// vetFormat is how go vet and gopls check print a finding (gopls check
// also prints the end column, which parsing drops).
func vetFormat(f finding) string { return f.pos + ": " + f.message }

// golangciFormat is how golangci-lint prints a finding of a module plugin
// whose analyzer names differ from the linter's name.
func golangciFormat(f finding) string {
	return f.pos + ": " + f.analyzer + ": " + f.message + " (toolvet)"
}

func skipUnlessE2E(t *testing.T) {
	t.Helper()
	if os.Getenv("TOOLVET_E2E") != "1" {
		t.Skip("set TOOLVET_E2E=1 to build golangci-lint and gopls and run them (minutes)")
	}
}

// repoRoot is the root of this checkout of toolvet.
func repoRoot(t *testing.T) string {
	t.Helper()
	root, err := filepath.Abs("..")
	if err != nil {
		t.Fatal(err)
	}
	return root
}

// example copies the example module into a fresh directory.
func example(t *testing.T) string {
	t.Helper()
	dst := t.TempDir()
	src := filepath.Join(repoRoot(t), "example")
	err := filepath.WalkDir(src, func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, path)
		if d.IsDir() {
			return os.MkdirAll(filepath.Join(dst, rel), 0o755)
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(dst, rel), data, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
	return dst
}

type result struct {
	stdout, stderr string
	code           int
}

// run runs name in dir with the test's environment plus env.
func run(t *testing.T, dir string, env []string, name string, args ...string) result {
	t.Helper()
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOWORK=off", "GOFLAGS=-mod=mod")
	cmd.Env = append(cmd.Env, env...)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	err := cmd.Run()
	code := 0
	var exit *exec.ExitError
	if errors.As(err, &exit) {
		code = exit.ExitCode()
	} else if err != nil {
		t.Fatalf("%s %v: %v", name, args, err)
	}
	return result{out.String(), errb.String(), code}
}

// build runs a build script of the repository with the output path as its
// argument, and logs how long it took.
func build(t *testing.T, script, out string) {
	t.Helper()
	start := time.Now()
	r := run(t, repoRoot(t), nil, "bash", script, out)
	if r.code != 0 {
		t.Fatalf("%s: exit %d\n%s%s", script, r.code, r.stdout, r.stderr)
	}
	t.Logf("%s: %s", script, time.Since(start).Round(time.Second))
}

// lines returns the lines of out that start with prefix (after removing
// dir/ from the start of each line), sorted, without related information
// ("file:line:col: \tthe schema declares x here" from go vet,
// "file:line:col: - the schema declares x here" from gopls check).
func lines(dir, prefix, out string) []string {
	var ls []string
	for _, l := range strings.Split(out, "\n") {
		l = strings.TrimPrefix(l, dir+string(filepath.Separator))
		if strings.HasPrefix(l, prefix) && !strings.Contains(l, ": \t") && !strings.Contains(l, ": - ") {
			ls = append(ls, l)
		}
	}
	slices.Sort(ls)
	return ls
}

func readFile(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func writeFile(t *testing.T, path, content string) {
	t.Helper()
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}

func checkBuilds(t *testing.T, dir string) {
	t.Helper()
	if r := run(t, dir, nil, "go", "build", "./..."); r.code != 0 {
		t.Fatalf("fixed code does not build:\n%s", r.stderr)
	}
	if r := run(t, dir, nil, "gofmt", "-l", "."); r.stdout != "" {
		t.Errorf("fixed code is not gofmt-clean: %s", r.stdout)
	}
}

func equal(t *testing.T, what string, got, want []string) {
	t.Helper()
	if !slices.Equal(got, want) {
		t.Errorf("%s:\n%s\nwant:\n%s", what, strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// golangciConfig enables only toolvet, with settings, and shows every
// issue (by default golangci-lint keeps one issue per line and at most 3
// of the same text).
func golangciConfig(settings string) string {
	return `version: "2"
linters:
  default: none
  enable:
    - toolvet
  settings:
    custom:
      toolvet:
        type: module
        description: tool argument rules the schema does not state
        settings:
` + settings + `
issues:
  max-issues-per-linter: 0
  max-same-issues: 0
  uniq-by-line: false
`
}

func TestGolangciLint(t *testing.T) {
	skipUnlessE2E(t)
	gcl := filepath.Join(t.TempDir(), "golangci-lint-toolvet")
	build(t, "scripts/build-golangci.sh", gcl)

	dir := example(t)
	env := []string{"GOLANGCI_LINT_CACHE=" + t.TempDir()}
	writeFile(t, filepath.Join(dir, ".golangci.yml"), golangciConfig("          toolerror-all: false"))
	issue := regexp.MustCompile(`^transfer/transfer\.go:\d+:\d+: `)
	issues := func(out string) []string {
		return slices.DeleteFunc(lines(dir, "transfer/", out), func(l string) bool { return !issue.MatchString(l) })
	}

	r := run(t, dir, env, gcl, "run", "./...")
	if r.code != 1 {
		t.Errorf("golangci-lint run: exit %d, want 1 (issues)\n%s%s", r.code, r.stdout, r.stderr)
	}
	equal(t, "golangci-lint run issues", issues(r.stdout), want(golangciFormat))

	// Settings reach the analyzers: disable two of them.
	// (The config is in dir: golangci-lint prints paths relative to it.)
	cfg := filepath.Join(dir, ".golangci-crossfield.yml")
	writeFile(t, cfg, golangciConfig("          disable: [representable, toolerror]"))
	r = run(t, dir, env, gcl, "run", "--config", cfg, "./...")
	equal(t, "golangci-lint run issues with representable and toolerror disabled", issues(r.stdout), want(golangciFormat, "crossfield"))
	// An unknown setting is an error, not ignored.
	writeFile(t, cfg, golangciConfig("          disabled: [representable]"))
	if r = run(t, dir, env, gcl, "run", "--config", cfg, "./..."); r.code == 0 || !strings.Contains(r.stdout+r.stderr, "unknown field") {
		t.Errorf("golangci-lint run with an unknown setting: exit %d, want an unknown field error\n%s%s", r.code, r.stdout, r.stderr)
	}

	// Fix and re-check only transfer/: other packages of the example may have
	// findings without a fix.
	r = run(t, dir, env, gcl, "run", "--fix", "./transfer/")
	if r.code != 0 {
		t.Errorf("golangci-lint run --fix: exit %d, want 0 (every issue fixed)\n%s%s", r.code, r.stdout, r.stderr)
	}
	if strings.Contains(r.stderr, "skipped") {
		t.Errorf("golangci-lint run --fix skipped edits:\n%s", r.stderr)
	}
	got := readFile(t, filepath.Join(dir, "transfer", "transfer.go"))
	if wantFixed := readFile(t, filepath.Join(repoRoot(t), "cmd", "toolvet", "testdata", "transfer.go.fixed")); got != wantFixed {
		t.Fatalf("golangci-lint run --fix: transfer.go differs from cmd/toolvet/testdata/transfer.go.fixed:\n%s", got)
	}
	checkBuilds(t, dir)
	if r = run(t, dir, env, gcl, "run", "./transfer/"); r.code != 0 || issues(r.stdout) != nil {
		t.Errorf("golangci-lint run after --fix: exit %d, want 0 and no issues\n%s%s", r.code, r.stdout, r.stderr)
	}
}

func TestGopls(t *testing.T) {
	skipUnlessE2E(t)
	gopls := filepath.Join(t.TempDir(), "gopls-toolvet")
	build(t, "tools/gopls/build.sh", gopls)

	dir := example(t)
	// gopls check prints file:line:col-endcol (or -endline:endcol): message.
	span := regexp.MustCompile(`^(transfer/transfer\.go:\d+:\d+)-[\d:]+: `)
	r := run(t, dir, nil, gopls, "check", "transfer/transfer.go")
	var got []string
	for _, l := range lines(dir, "transfer/", r.stdout+r.stderr) {
		got = append(got, span.ReplaceAllString(l, "$1: "))
	}
	equal(t, "gopls check", got, want(vetFormat))

	r = run(t, dir, nil, gopls, "codeaction", "-kind=quickfix", "transfer/transfer.go")
	for _, title := range []string{
		`"Declare pattern`,
		`"Return the failure as a tool error result" [quickfix]`,
		`"Add to the description of`,
	} {
		if !strings.Contains(r.stdout, title) {
			t.Errorf("gopls codeaction -kind=quickfix lacks %s:\n%s%s", title, r.stdout, r.stderr)
		}
	}
	// amount < 1 || amount > 5000 is one finding: its quick fix is offered
	// once, not once per bound.
	if n := strings.Count(r.stdout, `"Declare minimum 1, maximum 5000 for amount" [quickfix]`); n != 1 {
		t.Errorf("gopls codeaction -kind=quickfix offers the fix of amount %d times, want once:\n%s", n, r.stdout)
	}

	file := filepath.Join(dir, "transfer", "transfer.go")
	before := readFile(t, file)
	r = run(t, dir, nil, gopls, "codeaction", "-kind=quickfix", "-exec", "-w", "transfer/transfer.go:26:6")
	if r.code != 0 {
		t.Fatalf("gopls codeaction -exec -w: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	after := readFile(t, file)
	old := `mcp.WithString("accountId", mcp.Required()),`
	fixed := `mcp.WithString("accountId", mcp.Required(), mcp.Pattern("^acct_")),`
	if want := strings.Replace(before, old, fixed, 1); after != want {
		t.Fatalf("gopls quick fix at 26:6: want only %s replaced by %s, got:\n%s", old, fixed, after)
	}
	checkBuilds(t, dir)
}

func TestToolDirective(t *testing.T) {
	skipUnlessE2E(t)
	replace := "github.com/toolvet/toolvet=" + repoRoot(t)

	// The README's form before a release: the tool added by hand to go.mod
	// with a replacement by the clone, and go mod tidy. It asks the module
	// proxy nothing about toolvet.
	readme := example(t)
	for _, args := range [][]string{
		{"mod", "edit", "-replace", replace, "-require", "github.com/toolvet/toolvet@v0.0.0-00010101000000-000000000000", "-tool", "github.com/toolvet/toolvet/cmd/toolvet"},
		{"mod", "tidy"},
	} {
		if r := run(t, readme, nil, "go", args...); r.code != 0 {
			t.Fatalf("go %s: exit %d\n%s", strings.Join(args, " "), r.code, r.stderr)
		}
	}
	vetWithTool(t, readme)

	// go get -tool with only the replacement: toolvet is not published, so
	// go get cannot list its versions; the go command then falls back to
	// the replacement, but only if the lookup says "not found". This
	// machine's module proxy answers 403 instead, an error, so go get runs
	// with GOPROXY=off (lookups: "not found"); the copy above has put every
	// module it reads in the module cache.
	dir := example(t)
	for _, args := range [][]string{
		{"mod", "edit", "-replace", replace},
		{"get", "-tool", "github.com/toolvet/toolvet/cmd/toolvet"},
	} {
		if r := run(t, dir, []string{"GOPROXY=off"}, "go", args...); r.code != 0 {
			t.Fatalf("go %s: exit %d\n%s", strings.Join(args, " "), r.code, r.stderr)
		}
	}
	vetWithTool(t, dir)
}

// vetWithTool checks that dir's go.mod has toolvet as a tool and that go
// vet -vettool="$(go tool -n toolvet)" reports the example's findings.
func vetWithTool(t *testing.T, dir string) {
	t.Helper()
	if gomod := readFile(t, filepath.Join(dir, "go.mod")); !strings.Contains(gomod, "tool github.com/toolvet/toolvet/cmd/toolvet") {
		t.Fatalf("go.mod has no tool directive for toolvet:\n%s", gomod)
	}
	r := run(t, dir, nil, "go", "tool", "-n", "toolvet")
	toolvet := strings.TrimSpace(r.stdout)
	if r.code != 0 || toolvet == "" {
		t.Fatalf("go tool -n toolvet: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	r = run(t, dir, nil, "go", "vet", "-vettool="+toolvet, "./...")
	if r.code != 1 {
		t.Errorf("go vet -vettool=$(go tool -n toolvet): exit %d, want 1 (findings)\n%s", r.code, r.stderr)
	}
	equal(t, "go vet -vettool=$(go tool -n toolvet)", lines(dir, "transfer/", r.stderr), want(vetFormat))
}
