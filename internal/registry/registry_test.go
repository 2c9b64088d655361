package registry_test

import (
	"fmt"
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/toolvet/toolvet/internal/adapter"
	"github.com/toolvet/toolvet/internal/registry"
	"github.com/toolvet/toolvet/passes/tools"
)

// TestNamesAgree: every tool an adapter finds and every fact it exports
// names one of the libraries the adapter declares, and two adapters that
// declare a library of the same name (langchaingo's agents' tools and its
// function definitions) declare the same modules.
//
// A library's name is all the rest of toolvet knows it by: passes/tools
// runs, in a package that only calls another package's registration
// wrappers, the adapters of the libraries its PackageFact names, and
// `toolvet tools` reports the version of the modules of a tool's library.
// A name that disagrees loses either, silently.
//
// Each adapter runs alone over every package of passes/tools' testdata
// (one per adapter) and over testdata/mod, a module (facts are exported
// only in one) whose wrappers package exports each kind of fact.
//
// With mcpgo's library declared as "mcpgo" (libraries in
// internal/adapter/mcpgo/mcpgo.go), it failed so:
//
//	--- FAIL: TestNamesAgree (8.42s)
//	    registry_test.go:110: mcpgo.Adapter declares the libraries [mcpgo]; but
//	        	example.com/registrymod/wrappers: package fact wrappers(mcp-go) says library "mcp-go"
//	        	mod/app/app.go:28:23: tool "echo" says library "mcp-go"
//	        	mod/app/app.go:31:12: tool "count" says library "mcp-go"
//	        	mod/wrappers/wrappers.go:15:6: Register's fact registers(mcp-go: tool 1, handler 2, converts errors) says library "mcp-go"
//	        	mod/wrappers/wrappers.go:20:6: Safe's fact wraps(mcp-go: handler 0, converts errors) says library "mcp-go"
//	        	mod/wrappers/wrappers.go:31:6: Executor's fact adapted(mcp-go, argument 1) says library "mcp-go"
//	        	mod/wrappers/wrappers.go:34:6: Run's fact adapts(mcp-go: handler 0, arguments map as 1) says library "mcp-go"
//	        	mod/wrappers/wrappers.go:50:6: Logged's fact wraps(mcp-go: handler 0) says library "mcp-go"
//	        	src/mcpgo/mcpgo.go:18:12: tool "inline" says library "mcp-go"
//	        	src/mcpgo/mcpgo.go:26:12: tool "literal" says library "mcp-go"
//	        	src/mcpgo/mcpgo.go:30:12: tool "raw" says library "mcp-go"
//	        	src/mcpgo/mcpgo.go:32:12: tool "typed" says library "mcp-go"
//	        	src/mcpgo/mcpgo.go:35:13: tool "byvar" says library "mcp-go"
//	        	src/mcpgo/mcpgo.go:46:14: tool "orphan" says library "mcp-go"
//	        	src/mcpgo/mcpgo.go:50:9: tool "" says library "mcp-go"
//	FAIL
func TestNamesAgree(t *testing.T) {
	gopath := loadGOPATH(t, filepath.Join("..", "..", "passes", "tools", "testdata"))
	module := loadModule(t, filepath.Join("testdata", "mod"))

	old := tools.Adapters
	t.Cleanup(func() { tools.Adapters = old })

	modules := make(map[string][]string) // by library name, as the first adapter declaring it says
	var facts int
	for _, a := range registry.Adapters {
		var names []string
		for _, l := range a.Libraries() {
			names = append(names, l.Name)
			if m, ok := modules[l.Name]; ok && !slices.Equal(m, l.Modules) {
				t.Errorf("%T declares the library %q with the modules %v; another adapter, with %v", a, l.Name, l.Modules, m)
			}
			modules[l.Name] = l.Modules
		}
		if len(names) == 0 {
			t.Errorf("%T declares no library", a)
			continue
		}

		// Only a runs: every tool and fact found is its.
		tools.Adapters = []adapter.Adapter{a}
		var wrong []string
		var found int
		for _, pkgs := range [][]*packages.Package{gopath, module} {
			graph, err := checker.Analyze([]*analysis.Analyzer{tools.Analyzer}, pkgs, nil)
			if err != nil {
				t.Fatal(err)
			}
			for _, act := range graph.Roots {
				if act.Err != nil {
					t.Fatalf("%s: %v", act.Package.PkgPath, act.Err)
				}
				for _, tool := range act.Result.(*tools.Result).Tools {
					found++
					if !slices.Contains(names, tool.Library) {
						wrong = append(wrong, fmt.Sprintf("%s: tool %q says library %q", position(act.Package, tool.Pos), tool.Name, tool.Library))
					}
				}
				for _, f := range act.AllObjectFacts() {
					if f.Object.Pkg() != act.Package.Types {
						continue // an imported package's, checked at its own action
					}
					facts++
					for _, lib := range factLibraries(t, f.Fact) {
						if !slices.Contains(names, lib) {
							wrong = append(wrong, fmt.Sprintf("%s: %s's fact %s says library %q", position(act.Package, f.Object.Pos()), f.Object.Name(), f.Fact, lib))
						}
					}
				}
				for _, f := range act.AllPackageFacts() {
					if f.Package != act.Package.Types {
						continue
					}
					facts++
					for _, lib := range factLibraries(t, f.Fact) {
						if !slices.Contains(names, lib) {
							wrong = append(wrong, fmt.Sprintf("%s: package fact %s says library %q", act.Package.PkgPath, f.Fact, lib))
						}
					}
				}
			}
		}
		if len(wrong) > 0 {
			slices.Sort(wrong)
			t.Errorf("%T declares the libraries %v; but\n\t%s", a, names, strings.Join(wrong, "\n\t"))
		}
		if found == 0 {
			t.Errorf("%T finds no tool in the testdata: its names are not checked", a)
		}
	}
	if facts == 0 {
		t.Errorf("no adapter exported a fact in testdata/mod: the facts' libraries are not checked")
	}
}

// factLibraries returns the libraries a fact names.
func factLibraries(t *testing.T, f analysis.Fact) []string {
	switch f := f.(type) {
	case *adapter.RegistersFact:
		if f.Adapts != nil {
			return []string{f.Library, f.Adapts.Library}
		}
		return []string{f.Library}
	case *adapter.WrapsFact:
		return []string{f.Library}
	case *adapter.AdaptsFact:
		return []string{f.Library}
	case *adapter.AdaptedFact:
		return []string{f.Library}
	case *adapter.PackageFact:
		return f.Libraries
	}
	t.Errorf("fact %T: which library it names is not known here (factLibraries)", f)
	return nil
}

// position is pos in pkg, its file relative to testdata.
func position(pkg *packages.Package, pos token.Pos) string {
	p := pkg.Fset.Position(pos)
	if i := strings.LastIndex(p.Filename, "testdata"+string(filepath.Separator)); i >= 0 {
		p.Filename = p.Filename[i+len("testdata")+1:]
	}
	return p.String()
}

// loadGOPATH loads the packages of dir/src whose paths have no dot, with
// dir as GOPATH: passes/tools' testdata, one package per adapter beside
// the library stubs.
func loadGOPATH(t *testing.T, dir string) []*packages.Package {
	t.Helper()
	abs, err := filepath.Abs(dir)
	if err != nil {
		t.Fatal(err)
	}
	entries, err := os.ReadDir(filepath.Join(abs, "src"))
	if err != nil {
		t.Fatal(err)
	}
	var patterns []string
	for _, e := range entries {
		if e.IsDir() && !strings.Contains(e.Name(), ".") {
			patterns = append(patterns, e.Name())
		}
	}
	env := append(os.Environ(), "GOPATH="+abs, "GO111MODULE=off", "GOWORK=off", "GOFLAGS=", "GOPROXY=off")
	return load(t, &packages.Config{Dir: filepath.Join(abs, "src"), Env: env}, patterns...)
}

// loadModule loads every package of the module in dir.
func loadModule(t *testing.T, dir string) []*packages.Package {
	t.Helper()
	env := append(os.Environ(), "GOWORK=off", "GOFLAGS=", "GOPROXY=off")
	return load(t, &packages.Config{Dir: dir, Env: env}, "./...")
}

func load(t *testing.T, cfg *packages.Config, patterns ...string) []*packages.Package {
	t.Helper()
	cfg.Mode = packages.LoadAllSyntax | packages.NeedModule
	pkgs, err := packages.Load(cfg, patterns...)
	if err != nil {
		t.Fatal(err)
	}
	if len(pkgs) == 0 {
		t.Fatalf("%s: %v matched no packages", cfg.Dir, patterns)
	}
	packages.Visit(pkgs, nil, func(p *packages.Package) {
		for _, e := range p.Errors {
			t.Errorf("%s: %v", p.PkgPath, e)
		}
	})
	if t.Failed() {
		t.FailNow()
	}
	return pkgs
}
