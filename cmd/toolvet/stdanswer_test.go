package main_test

import (
	"bytes"
	"encoding/json"
	"go/build"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// TestStandardPackageAnswer runs toolvet on a vet configuration of a
// package of the standard library, as go vet would, once answered without
// loading (GOROOT set, as go vet sets it) and once by unitchecker (GOROOT
// unset): the files go vet reads afterwards must be the same.
func TestStandardPackageAnswer(t *testing.T) {
	t.Parallel()
	// A package that imports nothing, so that unitchecker needs no export
	// data to type-check it.
	pkg, err := build.Default.Import("internal/goarch", "", 0)
	if err != nil {
		t.Fatal(err)
	}
	if len(pkg.Imports) != 0 {
		t.Fatalf("internal/goarch imports %v; the test needs a package importing nothing", pkg.Imports)
	}
	var goFiles []string
	for _, f := range pkg.GoFiles {
		goFiles = append(goFiles, filepath.Join(pkg.Dir, f))
	}
	for _, c := range []struct {
		name     string
		vetxOnly bool
		flags    []string
	}{
		{"facts only", true, []string{"-json"}},
		{"report, json", false, []string{"-json"}},
		{"report, text", false, nil},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			var answers [2]struct {
				vetx, stdout []byte
				stderr       string
			}
			for i, goroot := range []string{build.Default.GOROOT, ""} {
				dir := t.TempDir()
				cfgFile := writeVetConfig(t, dir, "internal/goarch", pkg.Dir, goFiles, c.vetxOnly)
				cmd := exec.Command(toolvet, append(c.flags, cfgFile)...)
				cmd.Dir = pkg.Dir
				cmd.Env = append(os.Environ(), "GOROOT="+goroot)
				var stderr bytes.Buffer
				cmd.Stderr = &stderr
				if err := cmd.Run(); err != nil {
					t.Fatalf("GOROOT=%q toolvet %v: %v\n%s", goroot, c.flags, err, stderr.String())
				}
				var err error
				answers[i].vetx, err = os.ReadFile(filepath.Join(dir, "vet.out"))
				if err != nil {
					t.Fatalf("GOROOT=%q: %v", goroot, err)
				}
				answers[i].stdout, err = os.ReadFile(filepath.Join(dir, "vet.stdout"))
				if err != nil {
					t.Fatalf("GOROOT=%q: %v", goroot, err)
				}
				answers[i].stderr = stderr.String()
			}
			fast, full := answers[0], answers[1]
			if len(full.stdout) == 0 && len(full.vetx) == 0 && c.flags != nil && !c.vetxOnly {
				t.Fatal("unitchecker wrote no result under -json; the comparison would prove nothing")
			}
			if !bytes.Equal(fast.vetx, full.vetx) || !bytes.Equal(fast.stdout, full.stdout) || fast.stderr != full.stderr {
				t.Errorf("answered without loading: facts %q, output %q, stderr %q\nby unitchecker: facts %q, output %q, stderr %q",
					fast.vetx, fast.stdout, fast.stderr, full.vetx, full.stdout, full.stderr)
			}
		})
	}
}

// TestStandardPackageNotLoaded shows that the answer comes without loading:
// a configuration naming a Go file that does not exist, which unitchecker
// would fail to parse, is answered all the same.
func TestStandardPackageNotLoaded(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	cfgFile := writeVetConfig(t, dir, "errors", filepath.Join(build.Default.GOROOT, "src", "errors"),
		[]string{filepath.Join(dir, "missing.go")}, true)
	for _, goroot := range []string{build.Default.GOROOT, ""} {
		cmd := exec.Command(toolvet, "-json", cfgFile)
		cmd.Env = append(os.Environ(), "GOROOT="+goroot)
		out, err := cmd.CombinedOutput()
		loaded := err != nil
		if loaded != (goroot == "") {
			t.Errorf("GOROOT=%q: toolvet -json vet.cfg: err %v, want it to fail only when it loads the package\n%s", goroot, err, out)
		}
	}
	if vetx, err := os.ReadFile(filepath.Join(dir, "vet.out")); err != nil || len(vetx) != 0 {
		t.Errorf("facts file: %q, %v; want it empty", vetx, err)
	}
}

// writeVetConfig writes dir/vet.cfg, the configuration go vet would give
// the vet tool for the standard-library package path in pkgDir, with its
// outputs dir/vet.out and dir/vet.stdout, and returns its name.
func writeVetConfig(t *testing.T, dir, path, pkgDir string, goFiles []string, vetxOnly bool) string {
	t.Helper()
	data, err := json.Marshal(map[string]any{
		"ID":         path,
		"Compiler":   "gc",
		"Dir":        pkgDir,
		"ImportPath": path,
		"GoFiles":    goFiles,
		"ModulePath": "",
		"VetxOnly":   vetxOnly,
		"VetxOutput": filepath.Join(dir, "vet.out"),
		"Stdout":     filepath.Join(dir, "vet.stdout"),
	})
	if err != nil {
		t.Fatal(err)
	}
	cfgFile := filepath.Join(dir, "vet.cfg")
	if err := os.WriteFile(cfgFile, data, 0o666); err != nil {
		t.Fatal(err)
	}
	return cfgFile
}
