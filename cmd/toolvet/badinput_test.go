package main_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// badInputModule writes a module on the real mcp-go whose packages are the
// bad input issue 22 names: a handler under 200 nested branches, helpers
// calling each other in a cycle, a generic reader instantiated 1,000 times,
// and a package that does not type-check. Each package but the broken one
// also has a plain check toolvet must still report, so that a pass which
// gives up on the whole package fails the test.
func badInputModule(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	from := filepath.Join("..", "..", "internal", "inventory", "testdata", "badinput")
	for _, name := range []string{"go.mod", "go.sum"} {
		data, err := os.ReadFile(filepath.Join(from, name))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	const header = `package %s

import (
	"context"
	"errors"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var _ = errors.New

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool(%q, mcp.WithString("id", mcp.Required()), mcp.WithNumber("n")), handle)
}

func handle(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id := req.GetString("id", "")
	if !strings.HasPrefix(id, %q) {
		return mcp.NewToolResultError("id must start with %s"), nil
	}
`
	write := func(pkg, src string) {
		if err := os.MkdirAll(filepath.Join(dir, pkg), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, pkg, pkg+".go"), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}

	var b strings.Builder
	fmt.Fprintf(&b, header, "nested", "nested", "n_", "n_")
	b.WriteString("\tn := req.GetFloat(\"n\", 0)\n")
	for i := range 200 {
		fmt.Fprintf(&b, "if n > %d {\n", i)
	}
	b.WriteString("return nil, errors.New(\"n is too large\")\n")
	b.WriteString(strings.Repeat("}\n", 200))
	b.WriteString("\treturn mcp.NewToolResultText(\"ok\"), nil\n}\n")
	write("nested", b.String())

	b.Reset()
	fmt.Fprintf(&b, header, "recursion", "recursion", "r_", "r_")
	b.WriteString(`	other := first(req.GetArguments(), "n", 0)
	if err := check(other); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

func first(args map[string]any, k string, depth int) string {
	if depth > 3 {
		s, _ := args[k].(string)
		return s
	}
	return second(args, k, depth+1)
}

func second(args map[string]any, k string, depth int) string { return first(args, k, depth+1) }

func check(v string) error {
	if v == "" {
		return nil
	}
	return checkRest(v[1:])
}

func checkRest(v string) error {
	if strings.HasPrefix(v, "!") {
		return errors.New("no ! after the first character")
	}
	return check(v)
}
`)
	write("recursion", b.String())

	b.Reset()
	fmt.Fprintf(&b, header, "generic", "generic", "g_", "g_")
	for i := range 1000 {
		fmt.Fprintf(&b, "\tif _, err := param[t%d](req, \"n\"); err != nil {\n\t\treturn mcp.NewToolResultError(err.Error()), nil\n\t}\n", i)
	}
	b.WriteString(`	return mcp.NewToolResultText("ok"), nil
}

func param[T any](req mcp.CallToolRequest, k string) (T, error) {
	var zero T
	v, ok := req.GetArguments()[k]
	if !ok {
		return zero, nil
	}
	t, ok := v.(T)
	if !ok {
		return zero, errors.New(k + " has the wrong type")
	}
	return t, nil
}
`)
	for i := range 1000 {
		fmt.Fprintf(&b, "\ntype t%d float64\n", i)
	}
	write("generic", b.String())

	b.Reset()
	fmt.Fprintf(&b, header, "broken", "broken", "b_", "b_")
	b.WriteString("\treturn undefinedName(id), nil\n}\n")
	write("broken", b.String())
	return dir
}

// TestBadInputAtScale drives toolvet the ways users do over the bad input:
// every run ends within its deadline, none panics, the broken package is
// named, and every other package keeps its plain finding; what a budget cut
// is listed by `toolvet tools`.
func TestBadInputAtScale(t *testing.T) {
	t.Parallel()
	dir := badInputModule(t)
	deadline := func(name string, args ...string) result {
		t.Helper()
		// Well within go test's own 10 minutes: a hang fails here, by
		// name, not as the test binary's timeout.
		ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
		defer cancel()
		r := runContext(ctx, t, dir, name, args...)
		if ctx.Err() != nil {
			t.Fatalf("%s %v did not end within its deadline", name, args)
		}
		for _, bad := range []string{"panic:", "fatal error:", "goroutine ", "internal error"} {
			if strings.Contains(r.stderr, bad) || strings.Contains(r.stdout, bad) {
				t.Fatalf("%s %v: %q in the output:\n%s", name, args, bad, r.stderr)
			}
		}
		return r
	}

	vet := deadline("go", "vet", "-vettool="+toolvet, "./...")
	if vet.code != 1 || !strings.Contains(vet.stderr, "undefinedName") {
		t.Errorf("go vet: exit %d, want 1 and the type error:\n%s", vet.code, vet.stderr)
	}
	for _, want := range []string{
		`nested/nested.go:20:5: id must start with "n_", but the schema does not say so`,
		`recursion/recursion.go:20:5: id must start with "r_", but the schema does not say so`,
		`generic/generic.go:20:5: id must start with "g_", but the schema does not say so`,
	} {
		if !strings.Contains(vet.stderr, want) {
			t.Errorf("go vet lacks %q:\n%s", want, vet.stderr)
		}
	}

	tools := deadline(toolvet, "tools", "./...")
	if tools.code != 1 || !strings.Contains(tools.stderr, "example.com/badinput/broken") {
		t.Errorf("toolvet tools: exit %d, want 1 and the broken package named:\n%s", tools.code, tools.stderr)
	}
	for _, want := range []string{
		"nested  mcp-go", "recursion  mcp-go", "generic  mcp-go",
		"cut        a branch nested deeper than",
	} {
		if !strings.Contains(tools.stdout, want) {
			t.Errorf("toolvet tools lacks %q:\n%s", want, tools.stdout)
		}
	}
}
