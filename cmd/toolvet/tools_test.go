package main_test

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestTools runs `toolvet tools` on the example's transfer package: the
// table, the -json list and the exit statuses.
func TestTools(t *testing.T) {
	t.Parallel()
	dir := "../../example"
	r := run(t, dir, toolvet, "tools", "./transfer")
	if r.code != 0 {
		t.Fatalf("exit %d\n%s", r.code, r.stderr)
	}
	for _, want := range []string{
		"transfer  mcp-go v1.2.1  transfer/transfer.go:16:12\n",
		"  handler      transfer/transfer.go:21:5\n",
		"  amount     number  required, maximum 10000",
		`  undeclared amount must be at most 5000  transfer/transfer.go:30:20`,
		"\n2 tools found, 2 handlers linked, 2 schemas fully read, 8 rules read, 5 undeclared\n",
	} {
		if !strings.Contains(r.stdout, want) {
			t.Errorf("output lacks %q:\n%s", want, r.stdout)
		}
	}
	if strings.Contains(r.stdout, "\x1b[") {
		t.Error("colour written to a pipe")
	}

	r = run(t, dir, toolvet, "tools", "-json", "./transfer")
	if r.code != 0 {
		t.Fatalf("-json: exit %d\n%s", r.code, r.stderr)
	}
	var list struct {
		Tools []struct {
			Name        string         `json:"name"`
			InputSchema map[string]any `json:"inputSchema"`
			Extra       map[string]any `json:"x-toolvet"`
		} `json:"tools"`
	}
	if err := json.Unmarshal([]byte(r.stdout), &list); err != nil {
		t.Fatalf("-json: %v\n%s", err, r.stdout)
	}
	if len(list.Tools) != 2 || list.Tools[0].Name != "transfer" || list.Tools[0].Extra["library"] != "mcp-go" {
		t.Errorf("-json: %s", r.stdout)
	}
	if !strings.Contains(r.stderr, "2 tools found") {
		t.Errorf("-json: the summary is not on stderr: %q", r.stderr)
	}

	// -min-linked gates on the share of tools linked to a handler.
	bad := "../../internal/inventory/testdata/badinput"
	if r = run(t, bad, toolvet, "tools", "-min-linked=0.9", "./unlinked", "./good"); r.code != 3 ||
		!strings.Contains(r.stderr, "1 of 3 tools have a handler linked (33.3%), fewer than -min-linked=0.9") {
		t.Errorf("-min-linked=0.9: exit %d, stderr %q; want 3 and the share", r.code, r.stderr)
	}
	if r = run(t, bad, toolvet, "tools", "-min-linked=0.3", "./unlinked", "./good"); r.code != 0 {
		t.Errorf("-min-linked=0.3: exit %d, stderr %q; want 0", r.code, r.stderr)
	}

	// -json tells each tool's chain, and where an unlinked one breaks;
	// its counts are beside the tools, for CI to gate on.
	r = run(t, bad, toolvet, "tools", "-json", "./unlinked", "./good")
	var chain struct {
		Tools []struct {
			Name  string `json:"name"`
			Extra struct {
				Chain struct {
					SchemaRead    bool `json:"schemaRead"`
					HandlerLinked bool `json:"handlerLinked"`
					Rules         int  `json:"rules"`
				} `json:"chain"`
				Unlinked   string `json:"unlinked"`
				UnlinkedAt string `json:"unlinkedAt"`
			} `json:"x-toolvet"`
		} `json:"tools"`
		Summary struct {
			Tools  int `json:"tools"`
			Linked int `json:"handlersLinked"`
		} `json:"x-toolvet"`
	}
	if err := json.Unmarshal([]byte(r.stdout), &chain); err != nil {
		t.Fatalf("-json: %v\n%s", err, r.stdout)
	}
	if chain.Summary.Tools != 3 || chain.Summary.Linked != 1 {
		t.Errorf("-json summary: %+v, want 3 tools and 1 linked", chain.Summary)
	}
	var sawLookup bool
	for _, tool := range chain.Tools {
		x := tool.Extra
		if x.Chain.HandlerLinked == (x.Unlinked != "") || x.Chain.HandlerLinked == (x.UnlinkedAt != "") {
			t.Errorf("%s: linked %v, unlinked %q at %q", tool.Name, x.Chain.HandlerLinked, x.Unlinked, x.UnlinkedAt)
		}
		if tool.Name == "looked_up" {
			sawLookup = true
			if !strings.Contains(x.Unlinked, "is a map lookup") || x.UnlinkedAt != "unlinked/lookup.go:17:99" {
				t.Errorf("looked_up: unlinked %q at %q; want a map lookup at unlinked/lookup.go:17:99", x.Unlinked, x.UnlinkedAt)
			}
		}
	}
	if !sawLookup {
		t.Errorf("-json: no tool looked_up\n%s", r.stdout)
	}
	if r = run(t, dir, toolvet, "tools", "-min-linked=2", "./transfer"); r.code != 2 {
		t.Errorf("-min-linked=2: exit %d; want 2", r.code)
	}

	if r = run(t, dir, toolvet, "tools", "./nosuchpackage"); r.code != 1 || !strings.Contains(r.stderr, "did not load") {
		t.Errorf("missing package: exit %d, stderr %q; want 1 and the package named", r.code, r.stderr)
	}
	if r = run(t, dir, toolvet, "tools", "-h"); r.code != 0 || !strings.Contains(r.stderr, "usage: toolvet tools") {
		t.Errorf("-h: exit %d, stderr %q", r.code, r.stderr)
	}
	if r = run(t, dir, toolvet, "tools", "-nosuchflag"); r.code != 2 {
		t.Errorf("bad flag: exit %d, want 2", r.code)
	}
}
