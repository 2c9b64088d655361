package main_test

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"golang.org/x/mod/module"
	"golang.org/x/mod/zip"
)

// TestWrapperModule: a registration wrapper published as a module of its
// own (example.com/mcpwrap v1.0.0, served by a file proxy), on the real
// mcp-go. Under go vet toolvet sees the wrapper only as a dependency, its
// facts; each call of the wrapper in the project must still be a tool,
// found, linked, its rules read and fixed, listed as the running server
// lists it.
func TestWrapperModule(t *testing.T) {
	t.Parallel()
	tmp := t.TempDir()
	proxy := filepath.Join(tmp, "proxy")
	publish(t, filepath.Join("testdata", "wrapmod", "mcpwrap"), proxy, "example.com/mcpwrap", "v1.0.0")
	app := filepath.Join(tmp, "app")
	copyDir(t, filepath.Join("testdata", "wrapmod", "app"), app)

	goproxy, err := exec.Command("go", "env", "GOPROXY").Output()
	if err != nil {
		t.Fatal(err)
	}
	env := []string{
		"GOPROXY=file://" + filepath.ToSlash(proxy) + "," + strings.TrimSpace(string(goproxy)),
		"GONOSUMDB=example.com/mcpwrap", "GONOSUMCHECK=1", "GOFLAGS=-mod=mod",
	}
	if r := runEnv(t, app, env, "go", "mod", "tidy"); r.code != 0 {
		t.Fatalf("go mod tidy: %s", r.stderr)
	}
	fixed := filepath.Join(tmp, "fixed")
	copyDir(t, app, fixed)

	r := runEnv(t, app, env, "go", "vet", "-vettool="+toolvet, "./...")
	var got []string
	for _, l := range strings.Split(strings.TrimSpace(r.stderr), "\n") {
		if strings.HasPrefix(l, "main.go:") && !related(l) {
			got = append(got, l)
		}
	}
	want := []string{
		`main.go:33:5: account must start with "acct_", but the schema does not say so: declare pattern "^acct_"`,
		`main.go:44:5: limit must be at most 50, but the schema does not say so: state it in the field's jsonschema_description tag, a description only (other jsonschema options empty the schema under mcp-go)`,
	}
	if !slices.Equal(got, want) {
		t.Errorf("go vet: got\n%s\nwant\n%s\n(all of stderr:\n%s)", strings.Join(got, "\n"), strings.Join(want, "\n"), r.stderr)
	}

	// Each of the three tools is found and linked, and listed as the
	// server lists it.
	r = runEnv(t, app, env, toolvet, "tools", "-json", "./...")
	if r.code != 0 || !strings.Contains(r.stderr, "3 tools found, 3 handlers linked, 3 schemas fully read") {
		t.Errorf("toolvet tools: exit %d, stderr %q; want 3 tools, all linked and read", r.code, r.stderr)
	}
	sameAsServer(t, app, env, r.stdout)

	// go vet -fix writes both rules into the project's own code; a second
	// -fix changes nothing; the fixed program builds and lists what
	// toolvet lists.
	if r := runEnv(t, fixed, env, "go", "vet", "-vettool="+toolvet, "-fix", "./..."); r.code != 0 && r.code != 1 {
		t.Fatalf("go vet -fix: exit %d\n%s", r.code, r.stderr)
	}
	golden, err := os.ReadFile(filepath.Join("testdata", "wrapmod", "main.go.fixed"))
	if err != nil {
		t.Fatal(err)
	}
	first, err := os.ReadFile(filepath.Join(fixed, "main.go"))
	if err != nil {
		t.Fatal(err)
	}
	if string(first) != string(golden) {
		t.Errorf("go vet -fix wrote\n%s\nwant testdata/wrapmod/main.go.fixed:\n%s", first, golden)
	}
	runEnv(t, fixed, env, "go", "vet", "-vettool="+toolvet, "-fix", "./...")
	if again, _ := os.ReadFile(filepath.Join(fixed, "main.go")); string(again) != string(first) {
		t.Errorf("a second go vet -fix changed main.go:\n%s", again)
	}
	if r := runEnv(t, fixed, env, "go", "vet", "-vettool="+toolvet, "./..."); strings.Contains(r.stderr, "the schema does not say so") {
		t.Errorf("after -fix, go vet still reports:\n%s", r.stderr)
	}
	r = runEnv(t, fixed, env, toolvet, "tools", "-json", "./...")
	sameAsServer(t, fixed, env, r.stdout)
}

// sameAsServer compares the tools `toolvet tools -json` listed (listed)
// with the tools/list of the module's program run with "list".
func sameAsServer(t *testing.T, dir string, env []string, listed string) {
	t.Helper()
	r := runEnv(t, dir, env, "go", "run", ".", "list")
	if r.code != 0 {
		t.Fatalf("go run . list: %s", r.stderr)
	}
	type tool struct {
		Name        string `json:"name"`
		Description string `json:"description"`
		InputSchema any    `json:"inputSchema"`
	}
	var server struct {
		Result struct {
			Tools []tool `json:"tools"`
		} `json:"result"`
	}
	var static struct {
		Tools []tool `json:"tools"`
	}
	if err := json.Unmarshal([]byte(r.stdout), &server); err != nil {
		t.Fatalf("the server's list: %v\n%s", err, r.stdout)
	}
	if err := json.Unmarshal([]byte(listed), &static); err != nil {
		t.Fatalf("toolvet tools -json: %v\n%s", err, listed)
	}
	byName := func(ts []tool) map[string]tool {
		m := make(map[string]tool)
		for _, t := range ts {
			m[t.Name] = t
		}
		return m
	}
	if s, l := byName(server.Result.Tools), byName(static.Tools); !reflect.DeepEqual(s, l) {
		ss, _ := json.MarshalIndent(s, "", "  ")
		ls, _ := json.MarshalIndent(l, "", "  ")
		t.Errorf("%s: toolvet lists\n%s\nthe server lists\n%s", filepath.Base(dir), ls, ss)
	}
}

// publish writes the module in dir into the file proxy under root, as
// path@version.
func publish(t *testing.T, dir, root, path, version string) {
	t.Helper()
	at := filepath.Join(root, filepath.FromSlash(path), "@v")
	if err := os.MkdirAll(at, 0o755); err != nil {
		t.Fatal(err)
	}
	mod, err := os.ReadFile(filepath.Join(dir, "go.mod"))
	if err != nil {
		t.Fatal(err)
	}
	for name, data := range map[string]string{
		"list":            version + "\n",
		version + ".info": `{"Version":"` + version + `","Time":"2026-01-01T00:00:00Z"}`,
		version + ".mod":  string(mod),
	} {
		if err := os.WriteFile(filepath.Join(at, name), []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	f, err := os.Create(filepath.Join(at, version+".zip"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := zip.CreateFromDir(f, module.Version{Path: path, Version: version}, dir); err != nil {
		t.Fatal(err)
	}
}

// copyDir copies the files of the tree from into to.
func copyDir(t *testing.T, from, to string) {
	t.Helper()
	err := filepath.WalkDir(from, func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(from, path)
		if err != nil {
			return err
		}
		if d.IsDir() {
			return os.MkdirAll(filepath.Join(to, rel), 0o755)
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(to, rel), data, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
}
