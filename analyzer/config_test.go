package analyzer

import (
	"flag"
	"testing"

	"golang.org/x/tools/go/analysis"

	"github.com/toolvet/toolvet/analyzer/internal/config"
)

// TestFlagsSetConfig: each flag sets the one Config the package's
// analyzers read, a setting shared by several analyzers is one under each
// name, and an analyzer made by WithConfig reads its own Config and has no
// flags. (The analysis tests use WithConfig, so that they run in parallel;
// this test alone changes the flags, and is not parallel.)
func TestFlagsSetConfig(t *testing.T) {
	saved := config.FromFlags
	t.Cleanup(func() { config.FromFlags = saved })
	set := func(a *analysis.Analyzer, name, value string) {
		t.Helper()
		if err := a.Flags.Set(name, value); err != nil {
			t.Fatalf("-%s.%s=%s: %v", a.Name, name, value, err)
		}
	}
	for _, tc := range []struct {
		a           *analysis.Analyzer
		name, value string
		want        Config
	}{
		{Representable, "provider", "gemini", Config{Provider: "gemini", OtherPackages: true}},
		{StrictSchema, "provider", "openai-strict", Config{Provider: "openai-strict", OtherPackages: true}},
		{Representable, "samefile", "true", Config{Provider: "openai-strict", SameFile: true, OtherPackages: true}},
		{CrossField, "samefile", "false", Config{Provider: "openai-strict", OtherPackages: true}},
		{CrossField, "otherpackages", "false", Config{Provider: "openai-strict"}},
		{ToolError, "all", "true", Config{Provider: "openai-strict", ToolErrorAll: true}},
		{SchemaPitfall, "ignorereason", "true", Config{Provider: "openai-strict", ToolErrorAll: true, IgnoreReason: true}},
	} {
		set(tc.a, tc.name, tc.value)
		if config.FromFlags != tc.want {
			t.Errorf("after -%s.%s=%s: %+v, want %+v", tc.a.Name, tc.name, tc.value, config.FromFlags, tc.want)
		}
		// A setting shared by several analyzers reads the same under each.
		for _, a := range All {
			if f := a.Flags.Lookup(tc.name); f != nil && f.Value.String() != tc.value {
				t.Errorf("after -%s.%s=%s: -%s.%s is %s", tc.a.Name, tc.name, tc.value, a.Name, tc.name, f.Value.String())
			}
		}
	}
	if err := Representable.Flags.Set("provider", "nosuch"); err == nil || config.FromFlags.Provider != "openai-strict" {
		t.Errorf("-representable.provider=nosuch: error %v, provider %q; want an error and no change", err, config.FromFlags.Provider)
	}

	// WithConfig's analyzer reads its own Config, also when a driver
	// copies it to wrap its Run; the package's analyzer reads the flags'.
	var read *config.Config
	defer func(run func(*analysis.Pass) (any, error)) { Representable.Run = run }(Representable.Run)
	Representable.Run = func(pass *analysis.Pass) (any, error) { read = config.Of(pass); return nil, nil }
	own := WithConfig(Representable, Config{SameFile: true})
	if own == Representable || own.Name != Representable.Name || len(own.Requires) != len(Representable.Requires) {
		t.Errorf("WithConfig(Representable) = %+v, want a copy", own)
	}
	own.Flags.VisitAll(func(f *flag.Flag) { t.Errorf("WithConfig(Representable) has flag -%s", f.Name) })
	wrapped := *own
	wrapped.Run(&analysis.Pass{Analyzer: &wrapped})
	if want := (Config{Provider: "mcp", SameFile: true}); *read != want {
		t.Errorf("WithConfig's analyzer, copied, reads %+v, want %+v", *read, want)
	}
	Representable.Run(&analysis.Pass{Analyzer: Representable})
	if read != &config.FromFlags {
		t.Errorf("Representable reads %+v, want the flags' Config", *read)
	}
	defer func() {
		if recover() == nil {
			t.Error("WithConfig with an unknown provider did not panic")
		}
	}()
	WithConfig(StrictSchema, Config{Provider: "nosuch"})
}
