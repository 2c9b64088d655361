package adapter

import (
	"testing"

	"golang.org/x/tools/go/analysis"
)

func TestOwnModule(t *testing.T) {
	for _, c := range []struct {
		name string
		m    *analysis.Module
		want bool
	}{
		{"no module (GOPATH, std)", nil, false},
		{"the standard library", &analysis.Module{}, false},
		{"main module under go vet (no version)", &analysis.Module{Path: "example.com/server"}, true},
		{"main module under the checker", &analysis.Module{Path: "example.com/server", Main: true}, true},
		{"a dependency", &analysis.Module{Path: "github.com/google/go-github/v89", Version: "v89.0.0"}, false},
		{"a dependency replaced by a directory", &analysis.Module{Path: "example.com/util", Version: "v1.0.0",
			Replace: &analysis.Module{Path: "../util"}}, true},
		{"a dependency replaced by another version", &analysis.Module{Path: "example.com/util", Version: "v1.0.0",
			Replace: &analysis.Module{Path: "example.com/fork", Version: "v1.0.1"}}, false},
	} {
		if got := OwnModule(c.m); got != c.want {
			t.Errorf("%s: OwnModule = %v, want %v", c.name, got, c.want)
		}
	}
}
