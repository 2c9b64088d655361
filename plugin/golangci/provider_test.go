package golangci

import (
	"strings"
	"testing"

	"github.com/toolvet/toolvet/analyzer"
)

func TestProvider(t *testing.T) {
	flag := analyzer.Representable.Flags.Lookup("provider")
	old := flag.Value.String()
	t.Cleanup(func() { flag.Value.Set(old) })
	if _, err := build(t, map[string]any{"provider": "anthropic-strict"}); err != nil {
		t.Fatal(err)
	}
	if got := flag.Value.String(); got != "anthropic-strict" {
		t.Errorf("provider: anthropic-strict: flag = %s", got)
	}
	if _, err := build(t, map[string]any{}); err != nil {
		t.Fatal(err)
	}
	if got := flag.Value.String(); got != "mcp" {
		t.Errorf("no provider setting: flag = %s, want mcp", got)
	}
	if _, err := build(t, map[string]any{"provider": "openai"}); err == nil || !strings.Contains(err.Error(), `unknown profile "openai"`) {
		t.Errorf("provider: openai: err = %v, want an unknown profile error", err)
	}
}
