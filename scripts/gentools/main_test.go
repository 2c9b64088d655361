package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// TestGeneratedModule generates a small module, checks it is complete on
// its own (it builds with GOFLAGS unset, and go.mod and go.sum are tidy),
// and that toolvet reports on it exactly the findings gentools promised,
// by analyzer and in all, with go vet's exit status 1. The bench scripts
// rely on both: a module that does not build, or a count other than the
// promise, fails them.
func TestGeneratedModule(t *testing.T) {
	if testing.Short() {
		t.Skip("builds cmd/toolvet and vets a generated module (needs the module proxy or a module cache holding mcp-go v1.2.1)")
	}
	tmp := t.TempDir()
	mod := filepath.Join(tmp, "mod")
	// 17 tools over 3 files: every kind of guard, declared and not.
	want, err := generate(mod, 17, 7)
	if err != nil {
		t.Fatal(err)
	}
	if want["representable"] == 0 || want["crossfield"] == 0 {
		t.Fatalf("generate promised %v: want findings of both analyzers", want)
	}
	exp, err := os.ReadFile(filepath.Join(mod, "EXPECTED"))
	if err != nil {
		t.Fatal(err)
	}
	total := 0
	for _, c := range want {
		total += c
	}
	if m := regexp.MustCompile(`(?m)^total (\d+)$`).FindSubmatch(exp); m == nil || string(m[1]) != strconv.Itoa(total) {
		t.Fatalf("EXPECTED does not end with total %d:\n%s", total, exp)
	}

	// Every command in the generated module runs without GOFLAGS (which
	// .ci/run sets to -mod=mod, and which would hide a missing go.sum line).
	env := []string{}
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, "GOFLAGS=") && !strings.HasPrefix(kv, "GOWORK=") {
			env = append(env, kv)
		}
	}
	env = append(env, "GOWORK=off")
	run := func(dir string, env []string, args ...string) ([]byte, []byte, error) {
		t.Helper()
		cmd := exec.Command("go", args...)
		cmd.Dir, cmd.Env = dir, env
		var stdout, stderr bytes.Buffer
		cmd.Stdout, cmd.Stderr = &stdout, &stderr
		err := cmd.Run()
		return stdout.Bytes(), stderr.Bytes(), err
	}
	if _, stderr, err := run(mod, env, "build", "./..."); err != nil {
		t.Fatalf("go build ./... in the generated module, GOFLAGS unset: %v\n%s", err, stderr)
	}
	if stdout, stderr, err := run(mod, env, "mod", "tidy", "-diff"); err != nil {
		t.Fatalf("go mod tidy -diff in the generated module: %v (goMod and goSum in main.go are not what go mod tidy writes)\n%s%s", err, stdout, stderr)
	}

	toolvet := filepath.Join(tmp, "toolvet")
	if _, stderr, err := run(".", os.Environ(), "build", "-o", toolvet, "github.com/toolvet/toolvet/cmd/toolvet"); err != nil {
		t.Fatalf("go build cmd/toolvet: %v\n%s", err, stderr)
	}

	// Text output: exit status 1 and one line per finding (the related
	// positions, "POS: \tMESSAGE", are not findings).
	stdout, stderr, err := run(mod, env, "vet", "-vettool="+toolvet, "./...")
	out := append(stdout, stderr...)
	var ee *exec.ExitError
	if !errors.As(err, &ee) || ee.ExitCode() != 1 {
		t.Fatalf("go vet -vettool=toolvet ./...: %v, want exit status 1 (findings)\n%s", err, out)
	}
	got := 0
	for _, line := range strings.Split(string(out), "\n") {
		if strings.HasPrefix(line, "tools/") && !strings.Contains(line, ": \t") {
			got++
		}
	}
	if got != total {
		t.Errorf("go vet -vettool=toolvet ./... reported %d findings, gentools promised %d (%v); output:\n%s", got, total, want, out)
	}

	// JSON output: the count by analyzer.
	stdout, stderr, err = run(mod, env, "vet", "-json", "-vettool="+toolvet, "./...")
	if err != nil {
		t.Fatalf("go vet -json -vettool=toolvet ./...: %v\n%s", err, stderr)
	}
	byAnalyzer := findings{}
	dec := json.NewDecoder(bytes.NewReader(stdout))
	for dec.More() {
		var pkgs map[string]map[string]json.RawMessage
		if err := dec.Decode(&pkgs); err != nil {
			t.Fatalf("decoding go vet -json output: %v\n%s", err, stdout)
		}
		for pkg, analyzers := range pkgs {
			for a, raw := range analyzers {
				var diags []json.RawMessage
				if err := json.Unmarshal(raw, &diags); err != nil {
					t.Fatalf("%s: analyzer %s: %s", pkg, a, raw)
				}
				byAnalyzer[a] += len(diags)
			}
		}
	}
	if !maps.Equal(byAnalyzer, want) {
		t.Errorf("toolvet's findings by analyzer %v, gentools promised %v", byAnalyzer, want)
	}
}
