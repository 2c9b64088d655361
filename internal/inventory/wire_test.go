package inventory_test

// Static equals runtime: for every tool of the example modules, the schema
// and description `toolvet tools` computes from the source are the ones
// the real library puts on the wire, as the example's list programs print
// them (a real server's tools/list, a real reflector's output).

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/toolvet/toolvet/internal/inventory"
)

// wireTool is a tool as a list program prints it.
type wireTool struct {
	Name        string          `json:"name"`
	Description string          `json:"description"`
	InputSchema json.RawMessage `json:"inputSchema"`
	// Annotations are the tool's annotations (MCP), absent when the
	// library writes none.
	Annotations json.RawMessage `json:"annotations"`
	// Library identifies a tool printed without its name, by the
	// library toolvet names; "" for the only tool of the lister's
	// packages.
	Library string `json:"-"`
}

// lister is a program of an example module that prints what the model is
// shown of the tools of some packages.
type lister struct {
	program  string   // relative to the module
	packages []string // the packages whose tools it lists
	// parse reads the program's output.
	parse func(out []byte) ([]wireTool, error)
}

// toolsList reads a tools/list JSON-RPC response (mcp-go's HandleMessage).
func toolsList(out []byte) ([]wireTool, error) {
	var resp struct {
		Result struct {
			Tools []wireTool `json:"tools"`
		} `json:"result"`
	}
	err := json.Unmarshal(out, &resp)
	return resp.Result.Tools, err
}

// toolArray reads a JSON array of tools (a go-sdk client's ListTools).
func toolArray(out []byte) ([]wireTool, error) {
	var tools []wireTool
	err := json.Unmarshal(out, &tools)
	return tools, err
}

// bareSchema reads one schema, a reflector's output: the tool has no
// name or description of its own.
func bareSchema(out []byte) ([]wireTool, error) {
	b, err := withoutDocumentKeywords(out)
	return []wireTool{{InputSchema: b}}, err
}

// withoutDocumentKeywords removes $schema and $id from a reflected schema:
// the reflector's document keywords (the draft, and an id made from the
// package path), a known difference: toolvet lists the schema, not the
// reflector's document around it.
func withoutDocumentKeywords(schema json.RawMessage) (json.RawMessage, error) {
	var m map[string]json.RawMessage
	if err := json.Unmarshal(schema, &m); err != nil {
		return nil, err
	}
	delete(m, "$schema")
	delete(m, "$id")
	return json.Marshal(m)
}

// frameworkList reads fwlist's output: for each tool, a line "LIBRARY
// NAME: DESCRIPTION" and the tool's schema on the next.
func frameworkList(out []byte) ([]wireTool, error) {
	lines := strings.Split(strings.TrimSpace(string(out)), "\n")
	var tools []wireTool
	for i := 0; i+1 < len(lines); i += 2 {
		head, desc, _ := strings.Cut(lines[i], ": ")
		lib, name, _ := strings.Cut(head, " ")
		tools = append(tools, wireTool{Library: lib, Name: name, Description: desc, InputSchema: json.RawMessage(lines[i+1])})
	}
	return tools, nil
}

// providerRequests reads sendtools' output: for each provider's request
// path, a line "PATH tools:" and the tools array of the request body, in
// that provider's shape.
func providerRequests(out []byte) ([]wireTool, error) {
	var tools []wireTool
	blocks := strings.Split(string(out), " tools:\n")
	for i := 1; i < len(blocks); i++ {
		body := blocks[i]
		if j := strings.LastIndex(body, "\n/"); j >= 0 && i+1 < len(blocks) {
			body = body[:j] // the next block's path
		}
		var defs []struct {
			Name                 string          `json:"name"`
			Description          string          `json:"description"`
			InputSchema          json.RawMessage `json:"input_schema"` // anthropic
			Function             *wireFunction   `json:"function"`     // openai
			FunctionDeclarations []wireFunction  `json:"functionDeclarations"`
		}
		if err := json.Unmarshal([]byte(body), &defs); err != nil {
			return nil, err
		}
		for _, d := range defs {
			var fns []wireFunction
			switch {
			case d.Function != nil:
				fns = append(fns, *d.Function)
			case d.FunctionDeclarations != nil:
				fns = d.FunctionDeclarations
			default:
				fns = append(fns, wireFunction{Name: d.Name, Description: d.Description, Parameters: d.InputSchema})
			}
			for _, fn := range fns {
				schema := fn.Parameters
				if schema == nil {
					schema = fn.ParametersJSONSchema
				}
				schema, err := withoutDocumentKeywords(schema)
				if err != nil {
					return nil, err
				}
				tools = append(tools, wireTool{Name: fn.Name, Description: fn.Description, InputSchema: schema})
			}
		}
	}
	return tools, nil
}

// wireFunction is a function definition as openai and gemini send it.
type wireFunction struct {
	Name                 string          `json:"name"`
	Description          string          `json:"description"`
	Parameters           json.RawMessage `json:"parameters"`
	ParametersJSONSchema json.RawMessage `json:"parametersJsonSchema"`
}

// agentPrompt reads agentrun's "tool: NAME: DESCRIPTION" lines: how the
// agent's prompt lists each tool. langchaingo sends no schema.
func agentPrompt(out []byte) ([]wireTool, error) {
	var tools []wireTool
	for _, line := range strings.Split(string(out), "\n") {
		if rest, ok := strings.CutPrefix(line, "tool: "); ok {
			name, desc, _ := strings.Cut(rest, ": ")
			tools = append(tools, wireTool{Name: name, Description: desc, InputSchema: json.RawMessage("null")})
		}
	}
	return tools, nil
}

var exampleListers = []lister{
	{"./listtools", []string{"transfer", "structin", "users", "mcpwire", "shapes"}, toolsList},
	{"./sdklist", []string{"sdk", "sdkschema", "sdkshapes", "sdkreflected", "sdkwire"}, toolArray},
	{"./validatedlist", []string{"validated"}, toolArray},
	{"./reflectedlist", []string{"reflected"}, bareSchema},
}

func TestStaticEqualsRuntimeExample(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("runs the example's list programs")
	}
	compareModule(t, "../../example", "example.com/toolvet-example/", exampleListers)
}

func TestStaticEqualsRuntimeFrameworks(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("runs the example's list programs")
	}
	compareModule(t, "../../example/frameworks", "example.com/toolvet-frameworks/", []lister{
		{"./fwlist", []string{"genkittool", "einotool", "einoinfotool", "einostructtool"}, frameworkList},
	})
}

// TestStaticEqualsRuntimeProviders runs only with TOOLVET_E2E=1, as .ci/run's
// e2e step does: the providers' SDKs take about 245 cpu-seconds to compile on
// empty caches, a quarter of the README's test command (docs/speed.md, "The
// test suite").
func TestStaticEqualsRuntimeProviders(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("runs the example's list programs")
	}
	if os.Getenv("TOOLVET_E2E") != "1" {
		t.Skip("builds example/providers (minutes on empty caches): set TOOLVET_E2E=1, as .ci/run does")
	}
	compareModule(t, "../../example/providers", "example.com/toolvet-providers/", []lister{
		{"./sendtools", []string{"openaitool", "anthropictool", "geminitool", "goopenaitool"}, providerRequests},
	})
}

// TestStaticEqualsRuntimeLangchain: an agent's tools.Tool goes to the model
// without a schema, a function definition (llms.FunctionDefinition) with
// its schema, as langchaingo's OpenAI client sends it.
func TestStaticEqualsRuntimeLangchain(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("runs the example's agent")
	}
	compareModule(t, "../../example/langchain", "example.com/toolvet-langchain/", []lister{
		{"./agentrun", []string{"refundtool"}, agentPrompt},
		{"./sendfunctions", []string{"functiontool"}, providerRequests},
	})
}

// compareModule loads the module in dir, runs each lister, and compares
// every tool it prints with the inventory's, tool by tool; every tool of
// the module must be compared or known not to be.
func compareModule(t *testing.T, dir, modPath string, listers []lister) {
	t.Helper()
	env := append(os.Environ(), "GOFLAGS=-mod=mod", "GOWORK=off")
	inv, err := inventory.Load(inventory.Config{Dir: dir, Env: env}, "./...")
	if err != nil {
		t.Fatal(err)
	}
	if len(inv.Errors) > 0 {
		t.Fatalf("load errors: %v", inv.Errors)
	}
	compared := make(map[*inventory.Entry]bool)
	for _, l := range listers {
		cmd := exec.Command("go", "run", l.program)
		cmd.Dir, cmd.Env = dir, env
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		out, err := cmd.Output()
		if err != nil {
			t.Fatalf("%s: %v\n%s", l.program, err, stderr.Bytes())
		}
		wire, err := l.parse(out)
		if err != nil {
			t.Fatalf("%s: %v\n%s", l.program, err, out)
		}
		var static []*inventory.Entry
		for _, e := range inv.Tools {
			if slices.Contains(l.packages, strings.TrimPrefix(e.Package.PkgPath, modPath)) {
				static = append(static, e)
			}
		}
		if len(static) != len(wire) {
			t.Errorf("%s lists %d tools, toolvet finds %d in %v", l.program, len(wire), len(static), l.packages)
		}
		for _, w := range wire {
			i := slices.IndexFunc(static, func(e *inventory.Entry) bool {
				if w.Name == "" {
					return (w.Library == "" || e.Tool.Library == w.Library) && !compared[e]
				}
				return e.Tool.Name == w.Name && (w.Library == "" || e.Tool.Library == w.Library) && !compared[e]
			})
			if i < 0 {
				t.Errorf("%s: tool %q: toolvet does not find it", l.program, w.Name)
				continue
			}
			e := static[i]
			compared[e] = true
			got := canonical(t, mustMarshal(t, inventory.InputSchema(e.Tool)))
			if want := canonical(t, w.InputSchema); got != want {
				t.Errorf("%s: tool %q: inputSchema\nstatic:  %s\nruntime: %s", l.program, w.Name, got, want)
			}
			gotAnnot := "null"
			if a := inventory.Annotations(e.Tool); a != nil {
				gotAnnot = canonical(t, mustMarshal(t, a))
			}
			wantAnnot := "null"
			if len(w.Annotations) > 0 {
				wantAnnot = canonical(t, w.Annotations)
			}
			if gotAnnot != wantAnnot {
				t.Errorf("%s: tool %q: annotations\nstatic:  %s\nruntime: %s", l.program, w.Name, gotAnnot, wantAnnot)
			}
			if e.Tool.Description.Value != w.Description || !e.Tool.Description.Known && w.Description != "" {
				t.Errorf("%s: tool %q: description %q, runtime %q", l.program, w.Name, e.Tool.Description.Value, w.Description)
			}
		}
	}
	t.Logf("%d of %d tools compared with the runtime", len(compared), len(inv.Tools))
	for _, e := range inv.Tools {
		if compared[e] {
			continue
		}
		// Known difference: a tool whose schema toolvet cannot read is
		// listed with what it could not read, not compared. In the
		// example, only the pitfall package's: a tag that makes mcp-go
		// publish an empty schema and go-sdk panic at AddTool.
		pos := inv.Fset.Position(e.Tool.Pos)
		if filepath.Base(filepath.Dir(pos.Filename)) == "pitfall" && e.Tool.Opaque && len(e.Tool.Unread) > 0 {
			continue
		}
		t.Errorf("tool %q at %s compared with no runtime output", e.Tool.Name, pos)
	}
}

func mustMarshal(t *testing.T, v any) []byte {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// canonical writes a JSON document with its object keys sorted. The
// required list is a set: it is sorted too (mcp-go and go-sdk write it in
// declaration order, invopop in field order, and so does toolvet, but the
// order carries no meaning).
func canonical(t *testing.T, doc []byte) string {
	t.Helper()
	var v any
	if err := json.Unmarshal(doc, &v); err != nil {
		t.Fatalf("%v: %s", err, doc)
	}
	sortRequired(v)
	return string(mustMarshal(t, v))
}

func sortRequired(v any) {
	switch v := v.(type) {
	case map[string]any:
		for k, x := range v {
			if req, ok := x.([]any); ok && k == "required" {
				slices.SortFunc(req, func(a, b any) int { return strings.Compare(a.(string), b.(string)) })
			}
			sortRequired(x)
		}
	case []any:
		for _, x := range v {
			sortRequired(x)
		}
	}
}
