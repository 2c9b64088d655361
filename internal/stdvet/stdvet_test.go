package stdvet

import (
	"path/filepath"
	"testing"
)

func TestStandardPackage(t *testing.T) {
	t.Parallel()
	goroot := filepath.FromSlash("/usr/local/go")
	for _, c := range []struct {
		dir, module string
		want        bool
	}{
		{"/usr/local/go/src/errors", "", true},
		{"/usr/local/go/src/vendor/golang.org/x/net/idna", "", true},
		{"/usr/local/go/src/cmd/go", "cmd", false},           // a module
		{"/usr/local/go/src/errors", "example.com/m", false}, // cannot be, but a module path wins
		{"/usr/local/go/src", "", false},                     // not a package of it
		{"/usr/local/go/srcx/errors", "", false},             // beside it
		{"/usr/local/go/src/../../gopath/src/x", "", false},  // outside
		{"/home/me/go/src/example/tool", "", false},          // GOPATH mode: no module either
		{"relative/src/errors", "", false},
	} {
		if got := standardPackage(filepath.FromSlash(c.dir), c.module, goroot); got != c.want {
			t.Errorf("standardPackage(%q, %q) = %v, want %v", c.dir, c.module, got, c.want)
		}
	}
	if standardPackage(filepath.FromSlash("/usr/local/go/src/errors"), "", "") {
		t.Error("standardPackage with no GOROOT = true, want false")
	}
}

func TestJSONOutput(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		flags []string
		want  bool
	}{
		{nil, false},
		{[]string{"-json"}, true},
		{[]string{"--json"}, true},
		{[]string{"-json=false"}, false},
		{[]string{"-json", "-json=0"}, false},
		{[]string{"-json=false", "-json"}, true},
		{[]string{"-c=1", "-toolerror.all"}, false},
		{[]string{"-jsonx"}, false},
	} {
		if got := jsonOutput(c.flags); got != c.want {
			t.Errorf("jsonOutput(%q) = %v, want %v", c.flags, got, c.want)
		}
	}
}

func TestFactsOnlyVetx(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		version string
		want    bool
	}{
		{"v0.47.1-0.20260707181000-a299dadba899", true}, // toolvet's pin
		{"v0.48.0", true},
		{"v0.49.0", true},
		{"v0.49.1-0.20260901000000-0123456789ab", false}, // may hold the newer format
		{"v0.50.0", false}, // facts files carry types
		{"v0.51.0", false},
		{"", false},
		{"(devel)", false},
	} {
		if got := factsOnlyVetx(c.version); got != c.want {
			t.Errorf("factsOnlyVetx(%q) = %v, want %v", c.version, got, c.want)
		}
	}
}
