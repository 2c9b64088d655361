// Package inventory is the `toolvet tools` mode: every tool toolvet finds in
// a set of packages, its input schema as the library puts it on the wire
// (computed from the same model the analyzers read), the handler it is
// linked to, what toolvet could not read, and the rules read from its code,
// each marked declared or undeclared.
//
// Nothing here finds tools or rules itself: it runs the analyzers through
// x/tools' checker and reads the results of passes/tools and passes/rules
// and the analyzers' diagnostics.
package inventory

import (
	"fmt"
	"go/ast"
	"go/token"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/toolvet/toolvet/analyzer"
	"github.com/toolvet/toolvet/internal/model"
	"github.com/toolvet/toolvet/passes/rules"
	"github.com/toolvet/toolvet/passes/tools"
)

// Config says what to load.
type Config struct {
	Dir   string   // the directory patterns are relative to; "" for the current one
	Env   []string // the go command's environment; nil for the process's
	Tests bool     // also the packages' test files
}

// Inventory is what one run found.
type Inventory struct {
	Fset  *token.FileSet
	Tools []*Entry
	// Errors are the errors of the packages that did not load or
	// type-check: their tools are not listed.
	Errors []string
	// Failed are those packages, by path.
	Failed []string
}

// Entry is one tool with what the analyzers know of it.
type Entry struct {
	Tool    *model.Tool
	Package *packages.Package
	// Version is the tool library's module version, from the module
	// graph; "" when unknown.
	Version string
	Rules   []*RuleStatus
	// Findings are the analyzers' diagnostics about the tool that are no
	// rule's (an error the model never reads, a schema pitfall).
	Findings []analysis.Diagnostic
	// Cut is what a budget stopped toolvet from reading in the tool's
	// handlers (rules.Result.Cut): rules there are not known.
	Cut []model.Unread
}

// Load loads the packages matching patterns and runs toolvet's analyzers on
// them. An error is returned only when nothing could be loaded; packages
// that fail are listed in Inventory.Errors.
func Load(cfg Config, patterns ...string) (*Inventory, error) {
	pcfg := &packages.Config{
		Mode:  packages.LoadAllSyntax | packages.NeedModule,
		Dir:   cfg.Dir,
		Env:   cfg.Env,
		Tests: cfg.Tests,
	}
	pkgs, err := packages.Load(pcfg, patterns...)
	if err != nil {
		return nil, err
	}
	if len(pkgs) == 0 {
		return nil, fmt.Errorf("%s matched no packages", strings.Join(patterns, " "))
	}
	inv := &Inventory{Fset: pkgs[0].Fset}
	// The helper passes are asked for by name so that their results are
	// kept (the checker keeps the results of root actions only).
	as := append([]*analysis.Analyzer{tools.Analyzer, rules.Analyzer}, analyzer.All...)
	graph, err := checker.Analyze(as, pkgs, nil)
	if err != nil {
		return nil, err
	}
	failed := make(map[*packages.Package]bool)
	packages.Visit(pkgs, nil, func(p *packages.Package) {
		for _, e := range p.Errors {
			inv.Errors = append(inv.Errors, e.Error())
			if !failed[p] {
				inv.Failed = append(inv.Failed, p.PkgPath)
			}
			failed[p] = true
		}
	})
	found := make(map[*packages.Package]*tools.Result)
	read := make(map[*packages.Package]*rules.Result)
	diags := make(map[*packages.Package][]diagnostic)
	for _, act := range graph.Roots {
		if act.Err != nil {
			if !failed[act.Package] {
				inv.Errors = append(inv.Errors, fmt.Sprintf("%s: %s: %v", act.Package.PkgPath, act.Analyzer.Name, act.Err))
				inv.Failed = append(inv.Failed, act.Package.PkgPath)
				failed[act.Package] = true
			}
			continue
		}
		switch act.Analyzer {
		case tools.Analyzer:
			found[act.Package] = act.Result.(*tools.Result)
		case rules.Analyzer:
			read[act.Package] = act.Result.(*rules.Result)
		default:
			for _, d := range act.Diagnostics {
				diags[act.Package] = append(diags[act.Package], diagnostic{act.Analyzer.Name, d})
			}
		}
	}
	// Test variants repeat their package's tools: each tool once.
	seen := make(map[token.Pos]map[string]bool)
	for _, p := range pkgs {
		res := found[p]
		if res == nil || failed[p] {
			continue
		}
		generated := generatedFiles(p)
		for _, t := range res.Tools {
			if seen[t.Pos][t.Name] {
				continue
			}
			if seen[t.Pos] == nil {
				seen[t.Pos] = make(map[string]bool)
			}
			seen[t.Pos][t.Name] = true
			e := &Entry{Tool: t, Package: p, Version: libraryVersion(p, t.Library)}
			var rs *rules.Result
			if r := read[p]; r != nil {
				rs = r
			}
			e.judge(inv.Fset, rs, diags[p], func(pos token.Pos) bool { return generated[inv.Fset.File(pos)] })
			inv.Tools = append(inv.Tools, e)
		}
	}
	slices.SortStableFunc(inv.Tools, func(a, b *Entry) int {
		pa, pb := inv.Fset.Position(a.Tool.Pos), inv.Fset.Position(b.Tool.Pos)
		if c := strings.Compare(pa.Filename, pb.Filename); c != 0 {
			return c
		}
		return pa.Offset - pb.Offset
	})
	return inv, nil
}

// generatedFiles returns the package's generated files, where the
// analyzers report nothing.
func generatedFiles(p *packages.Package) map[*token.File]bool {
	m := make(map[*token.File]bool)
	for _, f := range p.Syntax {
		if ast.IsGenerated(f) {
			m[p.Fset.File(f.FileStart)] = true
		}
	}
	return m
}

// diagnostic is an analyzer's diagnostic with the analyzer's name.
type diagnostic struct {
	analyzer string
	analysis.Diagnostic
}

// libraryModules returns the module paths of the library named library,
// as the adapters that find its tools declare them.
func libraryModules(library string) []string {
	for _, a := range tools.Adapters {
		for _, l := range a.Libraries() {
			if l.Name == library {
				return l.Modules
			}
		}
	}
	return nil
}

// libraryVersion returns the version of library's module in p's module
// graph: the module of a package p imports, directly or not.
func libraryVersion(p *packages.Package, library string) string {
	mods := libraryModules(library)
	var version string
	packages.Visit([]*packages.Package{p}, func(q *packages.Package) bool {
		if version != "" {
			return false
		}
		if q.Module != nil && slices.Contains(mods, q.Module.Path) {
			version = q.Module.Version
			if q.Module.Replace != nil && q.Module.Replace.Version != "" {
				version = q.Module.Replace.Version
			}
			return false
		}
		return true
	}, nil)
	return version
}
