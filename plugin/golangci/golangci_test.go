package golangci

import (
	"slices"
	"strings"
	"testing"

	"github.com/golangci/plugin-module-register/register"
	"golang.org/x/tools/go/analysis"

	"github.com/toolvet/toolvet/analyzer"
)

// build runs the plugin the way golangci-lint does: look it up by name,
// construct it from the raw settings, build the analyzers.
func build(t *testing.T, conf any) ([]*analysis.Analyzer, error) {
	t.Helper()
	newPlugin, err := register.GetPlugin("toolvet")
	if err != nil {
		t.Fatal(err)
	}
	p, err := newPlugin(conf)
	if err != nil {
		return nil, err
	}
	if got := p.GetLoadMode(); got != register.LoadModeTypesInfo {
		t.Errorf("GetLoadMode() = %q, want %q", got, register.LoadModeTypesInfo)
	}
	return p.BuildAnalyzers()
}

func analyzerNames(as []*analysis.Analyzer) []string {
	var ns []string
	for _, a := range as {
		ns = append(ns, a.Name)
	}
	return ns
}

// resetToolErrorAll restores the toolerror "all" flag after the test.
func resetToolErrorAll(t *testing.T) {
	f := analyzer.ToolError.Flags.Lookup("all")
	if f == nil {
		t.Fatal(`toolerror has no "all" flag`)
	}
	old := f.Value.String()
	t.Cleanup(func() {
		if err := analyzer.ToolError.Flags.Set("all", old); err != nil {
			t.Error(err)
		}
	})
}

func TestNoSettings(t *testing.T) {
	resetToolErrorAll(t)
	for _, conf := range []any{nil, map[string]any{}} {
		as, err := build(t, conf)
		if err != nil {
			t.Fatalf("settings %v: %v", conf, err)
		}
		if !slices.Equal(analyzerNames(as), analyzerNames(analyzer.All)) {
			t.Errorf("settings %v: analyzers %v, want all of %v", conf, analyzerNames(as), analyzerNames(analyzer.All))
		}
		if got := analyzer.ToolError.Flags.Lookup("all").Value.String(); got != "false" {
			t.Errorf("settings %v: toolerror all = %s, want false", conf, got)
		}
	}
}

func TestUnknownField(t *testing.T) {
	_, err := build(t, map[string]any{"disabled": []any{"crossfield"}})
	if err == nil || !strings.Contains(err.Error(), "unknown field") {
		t.Errorf("unknown field: err = %v, want an unknown field error", err)
	}
}

func TestUnknownAnalyzer(t *testing.T) {
	_, err := build(t, map[string]any{"disable": []any{"nosuch"}})
	if err == nil || !strings.Contains(err.Error(), `unknown analyzer "nosuch"`) {
		t.Errorf("disable nosuch: err = %v, want an unknown analyzer error", err)
	}
}

func TestDisable(t *testing.T) {
	resetToolErrorAll(t)
	all := slices.Clone(analyzer.All)
	var want []string
	for _, a := range all {
		if a.Name != "crossfield" && a.Name != "toolerror" {
			want = append(want, a.Name)
		}
	}
	// Settings arrive as golangci-lint reads them from YAML: maps and []any.
	as, err := build(t, map[string]any{"disable": []any{"crossfield", "toolerror"}})
	if err != nil {
		t.Fatal(err)
	}
	if got := analyzerNames(as); !slices.Equal(got, want) {
		t.Errorf("disable crossfield, toolerror: analyzers %v, want %v", got, want)
	}
	if !slices.Equal(analyzer.All, all) {
		t.Errorf("BuildAnalyzers changed analyzer.All: %v", analyzerNames(analyzer.All))
	}
}

func TestToolErrorAll(t *testing.T) {
	resetToolErrorAll(t)
	flag := analyzer.ToolError.Flags.Lookup("all")
	if _, err := build(t, map[string]any{"toolerror-all": true}); err != nil {
		t.Fatal(err)
	}
	if got := flag.Value.String(); got != "true" {
		t.Errorf("toolerror-all: true: flag all = %s, want true", got)
	}
	if _, err := build(t, map[string]any{"toolerror-all": false}); err != nil {
		t.Fatal(err)
	}
	if got := flag.Value.String(); got != "false" {
		t.Errorf("toolerror-all: false: flag all = %s, want false", got)
	}
	if _, err := build(t, map[string]any{"toolerror-all": "yes"}); err == nil {
		t.Error(`toolerror-all: "yes": no error`)
	}
}
