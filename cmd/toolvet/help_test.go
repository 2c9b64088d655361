package main_test

import (
	"encoding/json"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/toolvet/toolvet/analyzer"
)

// TestHelp: toolvet's own top-level help (not multichecker's generic
// text) for help, -h and no arguments; help NAME still prints the
// analyzer's documentation.
func TestHelp(t *testing.T) {
	t.Parallel()
	r := run(t, ".", toolvet, "help")
	if r.code != 0 || r.stderr != "" {
		t.Fatalf("toolvet help: exit %d, want 0\n%s", r.code, r.stderr)
	}
	help := r.stdout
	for _, want := range []string{
		"go vet -vettool=$(which toolvet) ./...",
		"toolvet ./...",
		"toolvet tools ./...",
		"toolvet tools -check-snapshots DIR ./...",
		"print every tool found, its schema as sent and its rules",
		"toolvet help NAME",
		"scripts/build-golangci.sh",
		"tools/gopls/build.sh",
		"-representable.provider=mcp",
		"anthropic-strict",
		"-toolerror.all",
		"-representable.ignorereason",
		"-fix -diff",
		"-json",
		"-NAME=false",
		"//toolvet:ignore",
	} {
		if !strings.Contains(help, want) {
			t.Errorf("toolvet help lacks %q:\n%s", want, help)
		}
	}
	for _, a := range analyzer.All {
		title, _, _ := strings.Cut(a.Doc, "\n\n")
		title = strings.TrimPrefix(title, a.Name+": ")
		if !regexp.MustCompile(`(?m)^  ` + a.Name + ` +` + regexp.QuoteMeta(title) + `$`).MatchString(help) {
			t.Errorf("toolvet help lacks the line of %s (%q):\n%s", a.Name, title, help)
		}
	}
	// multichecker's generic text is gone.
	for _, generic := range []string{"is a tool for static analysis of Go programs", "Printf", "SplitSeq"} {
		if strings.Contains(help, generic) {
			t.Errorf("toolvet help still has multichecker's %q:\n%s", generic, help)
		}
	}
	for _, flag := range []string{"-h", "-help", "--help"} {
		if r := run(t, ".", toolvet, flag); r.code != 0 || r.stdout != help {
			t.Errorf("toolvet %s: exit %d, want 0 and the help of toolvet help\n%s%s", flag, r.code, r.stdout, r.stderr)
		}
	}
	if r := run(t, ".", toolvet); r.code != 1 || r.stdout != "" || r.stderr != help {
		t.Errorf("toolvet without arguments: exit %d, want 1 and the help on stderr\n%s%s", r.code, r.stdout, r.stderr)
	}

	r = run(t, ".", toolvet, "help", "toolerror")
	if r.code != 0 || !strings.HasPrefix(r.stdout, "toolerror: report failures of a tool call") ||
		!strings.Contains(r.stdout, "-toolerror.all") || !strings.Contains(r.stdout, "toolerror reports, at the return,") {
		t.Errorf("toolvet help toolerror: exit %d, want 0 and the analyzer's doc and flag\n%s%s", r.code, r.stdout, r.stderr)
	}
}

// TestGoVetProtocol: the two questions go vet asks its vettool before
// running it, -flags (which flags to pass on) and -V=full (the build ID
// for its cache), answered as go vet expects, and an analyzer flag passed
// through go vet.
func TestGoVetProtocol(t *testing.T) {
	t.Parallel()
	r := run(t, ".", toolvet, "-flags")
	var flags []struct {
		Name  string
		Bool  bool
		Usage string
	}
	if err := json.Unmarshal([]byte(r.stdout), &flags); r.code != 0 || err != nil {
		t.Fatalf("toolvet -flags: exit %d, %v\n%s%s", r.code, err, r.stdout, r.stderr)
	}
	names := make(map[string]bool)
	for _, f := range flags {
		names[f.Name] = f.Bool
	}
	for name, isBool := range map[string]bool{"toolerror.all": true, "representable.provider": false, "strictschema.provider": false, "json": true, "crossfield": true, "crossfield.ignorereason": true} {
		if got, ok := names[name]; !ok || got != isBool {
			t.Errorf("toolvet -flags: %s listed %v with Bool %v, want listed with Bool %v\n%s", name, ok, got, isBool, r.stdout)
		}
	}

	r = run(t, ".", toolvet, "-V=full")
	if !regexp.MustCompile(`^\S+ version devel \S+ buildID=[0-9a-f]+\n$`).MatchString(r.stdout) || r.code != 0 {
		t.Errorf("toolvet -V=full: exit %d, want 0 and NAME version devel … buildID=…\n%s%s", r.code, r.stdout, r.stderr)
	}

	dir := example(t)
	r = run(t, dir, "go", "vet", "-vettool="+toolvet, "-toolerror.all", "-representable.provider=mcp", "./users/")
	if want := filepath.Join("users", "users.go") + ":26:4: the model cannot read this failure"; r.code != 1 || !strings.Contains(r.stderr, want) {
		t.Errorf("go vet -vettool=toolvet -toolerror.all: exit %d, want 1 and %q\n%s", r.code, want, r.stderr)
	}
}
