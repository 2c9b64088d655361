package main_test

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestLangchain: on example/langchain, a module of its own using the real
// langchaingo v0.1.14, a tool whose Call returns an error ends the agent
// run after one model call; after go vet -fix the message is the tool's
// output, the model reads it in its next prompt, and the run answers.
func TestLangchain(t *testing.T) {
	t.Parallel()
	dir := filepath.Join(example(t), "langchain")
	before := run(t, filepath.Join(pristine, "langchain"), "go", "run", "./agentrun")
	for _, want := range []string{"model calls: 1\n", `run failed: transfer id "x" must start with tr_`} {
		if !strings.Contains(before.stdout, want) {
			t.Errorf("agentrun before the fix lacks %q:\n%s%s", want, before.stdout, before.stderr)
		}
	}
	r := run(t, dir, "go", "vet", "-vettool="+toolvet, "./...")
	want := "refundtool/refundtool.go:27:3: the model cannot read this failure: langchaingo's agent executor ends the run when a tool's Call returns an error, so the model never reads it; return the message as the tool's output with a nil error"
	if got := strings.TrimSpace(strings.ReplaceAll(r.stderr, dir+string(filepath.Separator), "")); r.code != 1 || !strings.Contains(got, want) {
		t.Fatalf("go vet: exit %d, want 1 and %s\n%s", r.code, want, r.stderr)
	}
	if r := run(t, dir, "go", "vet", "-vettool="+toolvet, "-fix", "./..."); r.code != 0 {
		t.Fatalf("go vet -fix: exit %d\n%s", r.code, r.stderr)
	}
	if got, want := readFile(t, filepath.Join(dir, "refundtool", "refundtool.go")), readFile(t, filepath.Join("testdata", "refundtool.go.fixed")); got != want {
		t.Fatalf("fixed refundtool.go differs from testdata/refundtool.go.fixed:\n%s", got)
	}
	if r := run(t, dir, "go", "vet", "-vettool="+toolvet, "./..."); r.code != 0 {
		t.Fatalf("second go vet run: exit %d, want 0\n%s", r.code, r.stderr)
	}
	after := run(t, dir, "go", "run", "./agentrun")
	for _, want := range []string{
		"model calls: 2\n",
		"answer: the refund failed: the id must start with tr_\n",
		`prompt 2 ends: Observation: transfer id "x" must start with tr_`,
	} {
		if !strings.Contains(after.stdout, want) {
			t.Errorf("agentrun after the fix lacks %q:\n%s%s", want, after.stdout, after.stderr)
		}
	}
}
