// Command gentools writes a Go module with many mcp-go tools, for the
// many-tools speed benchmark (scripts/bench-tools.sh, docs/speed.md).
//
//	go run ./scripts/gentools -n 500 -o DIR
//
// DIR gets a module example.com/gentools requiring
// github.com/mark3labs/mcp-go v1.2.1 (go.sum copied from the repository's
// example/go.sum, which requires the same mcp-go), and one package, tools,
// with N tools split over files of 50 (-perfile) (tools_000.go, tools_001.go, ...).
//
// Each tool has the shape of a hand-written one: mcp.NewTool with a
// description and 3 to 5 properties (string, number, integer; some with
// Required, Min, Max, Enum, Pattern), registered with s.AddTool in
// Register, and a handler func literal that reads its arguments with
// req.GetString/GetFloat/GetInt and has 2 to 4 guards (a prefix, numeric
// bounds, an enum switch, a cross-field rule) returning
// mcp.NewToolResultError. About half the rules are declared in the schema
// and half are not, so toolvet has both work and findings.
//
// The output is deterministic: the same N gives the same files.
package main

import (
	"bytes"
	"flag"
	"fmt"
	"go/format"
	"log"
	"os"
	"path/filepath"
	"strings"
)

// goMod pins the versions example/go.mod selects, so that its go.sum holds
// every line the build needs.
const goMod = `module example.com/gentools

go 1.26.0

require github.com/mark3labs/mcp-go v1.2.1

require (
	github.com/google/jsonschema-go v0.4.3 // indirect
	github.com/google/uuid v1.6.0 // indirect
	github.com/santhosh-tekuri/jsonschema/v6 v6.0.2 // indirect
	github.com/spf13/cast v1.7.1 // indirect
	github.com/yosida95/uritemplate/v3 v3.0.2 // indirect
	golang.org/x/text v0.14.0 // indirect
)
`

func main() {
	n := flag.Int("n", 500, "number of tools")
	out := flag.String("o", "", "output directory (created; existing files overwritten)")
	perFileFlag := flag.Int("perfile", 50, "tools per file")
	sum := flag.String("sum", "", "go.sum to copy (default: example/go.sum of the enclosing toolvet repository)")
	flag.Parse()
	log.SetFlags(0)
	log.SetPrefix("gentools: ")
	perFile := *perFileFlag
	if *out == "" || *n < 1 || *perFileFlag < 1 {
		log.Fatal("usage: gentools -n N -o DIR")
	}
	if *sum == "" {
		s, err := findExampleSum()
		if err != nil {
			log.Fatal(err)
		}
		*sum = s
	}
	sumData, err := os.ReadFile(*sum)
	if err != nil {
		log.Fatal(err)
	}
	pkgDir := filepath.Join(*out, "tools")
	if err := os.MkdirAll(pkgDir, 0o755); err != nil {
		log.Fatal(err)
	}
	write(filepath.Join(*out, "go.mod"), []byte(goMod))
	write(filepath.Join(*out, "go.sum"), sumData)

	files := (*n + perFile - 1) / perFile
	for f := 0; f < files; f++ {
		lo, hi := f*perFile, min((f+1)*perFile, *n)
		write(filepath.Join(pkgDir, fmt.Sprintf("tools_%03d.go", f)), genFile(f, lo, hi))
	}
	var reg bytes.Buffer
	reg.WriteString("// Code written by scripts/gentools for the toolvet benchmark; not marked generated, so toolvet reports in it.\n\n")
	reg.WriteString("// Package tools holds many mcp-go tools.\npackage tools\n\nimport \"github.com/mark3labs/mcp-go/server\"\n\n")
	reg.WriteString("// Register adds every tool to s.\nfunc Register(s *server.MCPServer) {\n")
	for f := 0; f < files; f++ {
		fmt.Fprintf(&reg, "\tregister%03d(s)\n", f)
	}
	reg.WriteString("}\n")
	write(filepath.Join(pkgDir, "register.go"), gofmt(reg.Bytes()))
}

// findExampleSum walks up from the working directory to the toolvet
// repository root and returns its example/go.sum.
func findExampleSum() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if b, err := os.ReadFile(filepath.Join(dir, "go.mod")); err == nil &&
			bytes.Contains(b, []byte("module github.com/toolvet/toolvet\n")) {
			return filepath.Join(dir, "example", "go.sum"), nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", fmt.Errorf("not inside the toolvet repository; pass -sum")
		}
		dir = parent
	}
}

func write(name string, data []byte) {
	if err := os.WriteFile(name, data, 0o644); err != nil {
		log.Fatal(err)
	}
}

func gofmt(src []byte) []byte {
	b, err := format.Source(src)
	if err != nil {
		log.Fatalf("generated code does not parse: %v\n%s", err, src)
	}
	return b
}

func genFile(f, lo, hi int) []byte {
	var b bytes.Buffer
	b.WriteString("// Code written by scripts/gentools for the toolvet benchmark.\n\n")
	b.WriteString("package tools\n\nimport (\n\t\"context\"\n\t\"fmt\"\n\t\"strings\"\n\n")
	b.WriteString("\t\"github.com/mark3labs/mcp-go/mcp\"\n\t\"github.com/mark3labs/mcp-go/server\"\n)\n\n")
	fmt.Fprintf(&b, "func register%03d(s *server.MCPServer) {\n", f)
	for k := lo; k < hi; k++ {
		genTool(&b, k)
	}
	b.WriteString("}\n")
	return gofmt(b.Bytes())
}

// guard kinds
const (
	gPrefix = iota // strings.HasPrefix on the id: pattern
	gAmount        // 1 <= amount <= max: minimum, maximum
	gMode          // switch on mode with a failing default: enum
	gCount         // count bounds: minimum, maximum (only when count exists)
	gCross         // mode == "fast" && amount > cap: cross-field
)

var modes = [][]string{
	{"fast", "slow", "auto"},
	{"fast", "batch"},
	{"fast", "eco", "turbo", "auto"},
}

// genTool writes tool k: properties and guards vary with k, and each
// single-argument guard is declared in the schema when (k+guard) is even.
func genTool(b *bytes.Buffer, k int) {
	nprops := 3 + k%3 // 3..5
	hasCount := nprops >= 4
	hasNote := nprops == 5
	prefix := fmt.Sprintf("t%d_", k%97)
	maxAmount := 100 * (k%20 + 1)
	maxCount := 10 * (k%9 + 1)
	ms := modes[k%len(modes)]
	capFast := maxAmount / 2

	// Candidate guards in a fixed order; take 2..4 of them, rotated by k.
	cands := []int{gPrefix, gAmount, gMode}
	if hasCount {
		cands = append(cands, gCount)
	}
	cands = append(cands, gCross)
	ng := min(2+k%3, len(cands))
	guards := map[int]bool{}
	for i := 0; i < ng; i++ {
		guards[cands[(k+i)%len(cands)]] = true
	}
	declared := func(g int) bool { return (k+g)%2 == 0 }

	q := func(s string) string { return fmt.Sprintf("%q", s) }
	quoted := make([]string, len(ms))
	for i, m := range ms {
		quoted[i] = q(m)
	}

	// Schema.
	fmt.Fprintf(b, "\ts.AddTool(mcp.NewTool(%q,\n", fmt.Sprintf("tool%d", k))
	desc := fmt.Sprintf("Tool %d: moves an amount between accounts in one of several modes.", k)
	if guards[gCross] && declared(gCross) {
		desc += fmt.Sprintf(" In fast mode the amount is capped at %d.", capFast)
	}
	fmt.Fprintf(b, "\t\tmcp.WithDescription(%q),\n", desc)

	idOpts := []string{"mcp.Required()", `mcp.Description("account id")`}
	if guards[gPrefix] && declared(gPrefix) {
		idOpts = append(idOpts, fmt.Sprintf("mcp.Pattern(%q)", "^"+prefix))
	}
	fmt.Fprintf(b, "\t\tmcp.WithString(\"id\", %s),\n", strings.Join(idOpts, ", "))

	amtOpts := []string{"mcp.Required()"}
	if guards[gAmount] && declared(gAmount) {
		amtOpts = append(amtOpts, "mcp.Min(1)", fmt.Sprintf("mcp.Max(%d)", maxAmount))
	} else if guards[gAmount] && k%4 == 1 {
		// declared looser than the code enforces
		amtOpts = append(amtOpts, fmt.Sprintf("mcp.Max(%d)", maxAmount*10))
	}
	fmt.Fprintf(b, "\t\tmcp.WithNumber(\"amount\", %s),\n", strings.Join(amtOpts, ", "))

	modeOpts := []string{`mcp.Description("how to run")`}
	if guards[gMode] && declared(gMode) {
		modeOpts = append(modeOpts, fmt.Sprintf("mcp.Enum(%s)", strings.Join(quoted, ", ")))
	}
	fmt.Fprintf(b, "\t\tmcp.WithString(\"mode\", %s),\n", strings.Join(modeOpts, ", "))

	if hasCount {
		cntOpts := []string{`mcp.Description("how many times")`}
		if guards[gCount] && declared(gCount) {
			cntOpts = append(cntOpts, "mcp.Min(1)", fmt.Sprintf("mcp.Max(%d)", maxCount))
		}
		fmt.Fprintf(b, "\t\tmcp.WithInteger(\"count\", %s),\n", strings.Join(cntOpts, ", "))
	}
	if hasNote {
		b.WriteString("\t\tmcp.WithString(\"note\", mcp.MaxLength(200)),\n")
	}

	// Handler.
	b.WriteString("\t), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {\n")
	b.WriteString("\t\tid := req.GetString(\"id\", \"\")\n")
	b.WriteString("\t\tamount := req.GetFloat(\"amount\", 0)\n")
	fmt.Fprintf(b, "\t\tmode := req.GetString(\"mode\", %q)\n", ms[0])
	if hasCount {
		b.WriteString("\t\tcount := req.GetInt(\"count\", 1)\n")
	}
	if hasNote {
		b.WriteString("\t\tnote := req.GetString(\"note\", \"\")\n")
	}
	for _, g := range cands {
		if !guards[g] {
			continue
		}
		switch g {
		case gPrefix:
			fmt.Fprintf(b, "\t\tif !strings.HasPrefix(id, %q) {\n\t\t\treturn mcp.NewToolResultError(%q), nil\n\t\t}\n",
				prefix, "id must start with "+prefix)
		case gAmount:
			fmt.Fprintf(b, "\t\tif amount < 1 || amount > %d {\n\t\t\treturn mcp.NewToolResultError(%q), nil\n\t\t}\n",
				maxAmount, fmt.Sprintf("amount must be between 1 and %d", maxAmount))
		case gMode:
			fmt.Fprintf(b, "\t\tswitch mode {\n\t\tcase %s:\n\t\tdefault:\n\t\t\treturn mcp.NewToolResultError(\"unknown mode \" + mode), nil\n\t\t}\n",
				strings.Join(quoted, ", "))
		case gCount:
			fmt.Fprintf(b, "\t\tif count < 1 || count > %d {\n\t\t\treturn mcp.NewToolResultError(%q), nil\n\t\t}\n",
				maxCount, fmt.Sprintf("count must be between 1 and %d", maxCount))
		case gCross:
			fmt.Fprintf(b, "\t\tif mode == \"fast\" && amount > %d {\n\t\t\treturn mcp.NewToolResultError(%q), nil\n\t\t}\n",
				capFast, fmt.Sprintf("fast mode is capped at %d", capFast))
		}
	}
	args, vals := "%s %s %g", "id, mode, amount"
	if hasCount {
		args, vals = args+" %d", vals+", count"
	}
	if hasNote {
		args, vals = args+" %q", vals+", note"
	}
	fmt.Fprintf(b, "\t\treturn mcp.NewToolResultText(fmt.Sprintf(%q, %s)), nil\n\t})\n\n",
		fmt.Sprintf("tool%d ok: ", k)+args, vals)
}
