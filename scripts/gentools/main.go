// Command gentools writes a Go module with many mcp-go tools, for the
// many-tools speed benchmark (scripts/bench-tools.sh, docs/speed.md).
//
//	go run ./scripts/gentools -n 500 -o DIR
//
// DIR gets a module example.com/gentools requiring
// github.com/mark3labs/mcp-go v1.2.1, with its go.mod and go.sum as
// `go mod tidy` writes them (the two are constants below: the module
// builds with no GOFLAGS, -mod=readonly, and needs only the module proxy
// or a module cache holding its dependencies), and one package, tools,
// with N tools split over files of 50 (-perfile) (tools_000.go,
// tools_001.go, ...).
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
// Each undeclared rule is one finding toolvet must report: a single-argument
// guard the schema does not state (analyzer representable) or a cross-field
// rule no description states (crossfield). gentools counts them as it
// writes them and promises the counts in DIR/EXPECTED:
//
//	crossfield 16
//	representable 58
//	total 74
//
// (for N = 50), which the benchmark scripts and this directory's test
// compare with what toolvet reports; it prints the same on standard output.
//
// The output is deterministic: the same N gives the same files.
package main

import (
	"bytes"
	"flag"
	"fmt"
	"go/format"
	"log"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

// goMod and goSum are what `go mod tidy` writes for the generated module
// (go1.26; x/text is at v0.14.0, the version jsonschema/v6 requires). The
// test (main_test.go) checks they stay tidy: `go mod tidy -diff` finds
// nothing to change, and the module builds with GOFLAGS unset.
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

const goSum = `github.com/davecgh/go-spew v1.1.1 h1:vj9j/u1bqnvCEfJOwUhtlOARqs3+rkHYY13jYWTU97c=
github.com/davecgh/go-spew v1.1.1/go.mod h1:J7Y8YcW2NihsgmVo/mv3lAwl/skON4iLHjSsI+c5H38=
github.com/dlclark/regexp2 v1.11.0 h1:G/nrcoOa7ZXlpoa/91N3X7mM3r8eIlMBBJZvsz/mxKI=
github.com/dlclark/regexp2 v1.11.0/go.mod h1:DHkYz0B9wPfa6wondMfaivmHpzrQ3v9q8cnmRbL6yW8=
github.com/frankban/quicktest v1.14.6 h1:7Xjx+VpznH+oBnejlPUj8oUpdxnVs4f8XU8WnHkI4W8=
github.com/frankban/quicktest v1.14.6/go.mod h1:4ptaffx2x8+WTWXmUCuVU6aPUX1/Mz7zb5vbUoiM6w0=
github.com/google/go-cmp v0.7.0 h1:wk8382ETsv4JYUZwIsn6YpYiWiBsYLSJiTsyBybVuN8=
github.com/google/go-cmp v0.7.0/go.mod h1:pXiqmnSA92OHEEa9HXL2W4E7lf9JzCmGVUdgjX3N/iU=
github.com/google/jsonschema-go v0.4.3 h1:/DBOLZTfDow7pe2GmaJNhltueGTtDKICi8V8p+DQPd0=
github.com/google/jsonschema-go v0.4.3/go.mod h1:r5quNTdLOYEz95Ru18zA0ydNbBuYoo9tgaYcxEYhJVE=
github.com/google/uuid v1.6.0 h1:NIvaJDMOsjHA8n1jAhLSgzrAzy1Hgr+hNrb57e+94F0=
github.com/google/uuid v1.6.0/go.mod h1:TIyPZe4MgqvfeYDBFedMoGGpEw/LqOeaOT+nhxU+yHo=
github.com/kr/pretty v0.3.1 h1:flRD4NNwYAUpkphVc1HcthR4KEIFJ65n8Mw5qdRn3LE=
github.com/kr/pretty v0.3.1/go.mod h1:hoEshYVHaxMs3cyo3Yncou5ZscifuDolrwPKZanG3xk=
github.com/kr/text v0.2.0 h1:5Nx0Ya0ZqY2ygV366QzturHI13Jq95ApcVaJBhpS+AY=
github.com/kr/text v0.2.0/go.mod h1:eLer722TekiGuMkidMxC/pM04lWEeraHUUmBw8l2grE=
github.com/mark3labs/mcp-go v1.2.1 h1:gd8VD3feMAVycwAM0x1nhv42Q1oLLjfOyowoUzHULB8=
github.com/mark3labs/mcp-go v1.2.1/go.mod h1:r2fW4o3wsoJ7IMsx1Wuq5xeP8PRGXPDfNveoGAYbb/s=
github.com/pmezard/go-difflib v1.0.0 h1:4DBwDE0NGyQoBHbLQYPwSUPoCMWR5BEzIk/f1lZbAQM=
github.com/pmezard/go-difflib v1.0.0/go.mod h1:iKH77koFhYxTK1pcRnkKkqfTogsbg7gZNVY4sRDYZ/4=
github.com/rogpeppe/go-internal v1.14.1 h1:UQB4HGPB6osV0SQTLymcB4TgvyWu6ZyliaW0tI/otEQ=
github.com/rogpeppe/go-internal v1.14.1/go.mod h1:MaRKkUm5W0goXpeCfT7UZI6fk/L7L7so1lCWt35ZSgc=
github.com/santhosh-tekuri/jsonschema/v6 v6.0.2 h1:KRzFb2m7YtdldCEkzs6KqmJw4nqEVZGK7IN2kJkjTuQ=
github.com/santhosh-tekuri/jsonschema/v6 v6.0.2/go.mod h1:JXeL+ps8p7/KNMjDQk3TCwPpBy0wYklyWTfbkIzdIFU=
github.com/spf13/cast v1.7.1 h1:cuNEagBQEHWN1FnbGEjCXL2szYEXqfJPbP2HNUaca9Y=
github.com/spf13/cast v1.7.1/go.mod h1:ancEpBxwJDODSW/UG4rDrAqiKolqNNh2DX3mk86cAdo=
github.com/stretchr/testify v1.11.1 h1:7s2iGBzp5EwR7/aIZr8ao5+dra3wiQyKjjFuvgVKu7U=
github.com/stretchr/testify v1.11.1/go.mod h1:wZwfW3scLgRK+23gO65QZefKpKQRnfz6sD981Nm4B6U=
github.com/yosida95/uritemplate/v3 v3.0.2 h1:Ed3Oyj9yrmi9087+NczuL5BwkIc4wvTb5zIM+UJPGz4=
github.com/yosida95/uritemplate/v3 v3.0.2/go.mod h1:ILOh0sOhIJR3+L/8afwt/kE++YT040gmv5BQTMR2HP4=
golang.org/x/text v0.14.0 h1:ScX5w1eTa3QqT8oi6+ziP7dTV1S2+ALU0bI+0zXKWiQ=
golang.org/x/text v0.14.0/go.mod h1:18ZOQIKpY8NJVqYksKHtTdi31H5itFRjB5/qKTNYzSU=
golang.org/x/tools v0.26.0 h1:v/60pFQmzmT9ExmjDv2gGIfi3OqfKoEP6I5+umXlbnQ=
golang.org/x/tools v0.26.0/go.mod h1:TPVVj70c7JJ3WCazhD8OdXcZg/og+b9+tH/KxylGwH0=
gopkg.in/yaml.v3 v3.0.1 h1:fxVm/GzAzEWqLHuvctI91KS9hhNmmWOoWu0XTYJS7CA=
gopkg.in/yaml.v3 v3.0.1/go.mod h1:K4uyk7z7BCEPqu6E+C64Yfv1cQ7kz7rIZviUmN+EgEM=
`

func main() {
	n := flag.Int("n", 500, "number of tools")
	out := flag.String("o", "", "output directory (created; existing files overwritten)")
	perFile := flag.Int("perfile", 50, "tools per file")
	flag.Parse()
	log.SetFlags(0)
	log.SetPrefix("gentools: ")
	if *out == "" || *n < 1 || *perFile < 1 || flag.NArg() > 0 {
		log.Fatal("usage: gentools -n N [-perfile K] -o DIR")
	}
	findings, err := generate(*out, *n, *perFile)
	if err != nil {
		log.Fatal(err)
	}
	os.Stdout.Write(findings.expected())
}

// findings counts the findings toolvet must report, by analyzer.
type findings map[string]int

// expected is the EXPECTED file: one "ANALYZER COUNT" line per analyzer,
// sorted, then "total COUNT".
func (f findings) expected() []byte {
	var b bytes.Buffer
	total := 0
	for _, a := range slices.Sorted(maps.Keys(f)) {
		fmt.Fprintf(&b, "%s %d\n", a, f[a])
		total += f[a]
	}
	fmt.Fprintf(&b, "total %d\n", total)
	return b.Bytes()
}

// generate writes the module of n tools, perFile a file, into dir, and
// returns the findings it holds.
func generate(dir string, n, perFile int) (findings, error) {
	pkgDir := filepath.Join(dir, "tools")
	if err := os.MkdirAll(pkgDir, 0o755); err != nil {
		return nil, err
	}
	files := (n + perFile - 1) / perFile
	f := findings{"representable": 0, "crossfield": 0}
	var reg bytes.Buffer
	reg.WriteString("// Code written by scripts/gentools for the toolvet benchmark; not marked generated, so toolvet reports in it.\n\n")
	reg.WriteString("// Package tools holds many mcp-go tools.\npackage tools\n\nimport \"github.com/mark3labs/mcp-go/server\"\n\n")
	reg.WriteString("// Register adds every tool to s.\nfunc Register(s *server.MCPServer) {\n")
	for i := 0; i < files; i++ {
		fmt.Fprintf(&reg, "\tregister%03d(s)\n", i)
	}
	reg.WriteString("}\n")
	out := map[string][]byte{
		"go.mod":                              []byte(goMod),
		"go.sum":                              []byte(goSum),
		filepath.Join("tools", "register.go"): nil,
	}
	var err error
	if out[filepath.Join("tools", "register.go")], err = gofmt(reg.Bytes()); err != nil {
		return nil, err
	}
	for i := 0; i < files; i++ {
		lo, hi := i*perFile, min((i+1)*perFile, n)
		src, err := genFile(i, lo, hi, f)
		if err != nil {
			return nil, err
		}
		out[filepath.Join("tools", fmt.Sprintf("tools_%03d.go", i))] = src
	}
	out["EXPECTED"] = f.expected()
	for name, data := range out {
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			return nil, err
		}
	}
	return f, nil
}

func gofmt(src []byte) ([]byte, error) {
	b, err := format.Source(src)
	if err != nil {
		return nil, fmt.Errorf("generated code does not parse: %v\n%s", err, src)
	}
	return b, nil
}

func genFile(f, lo, hi int, found findings) ([]byte, error) {
	var b bytes.Buffer
	b.WriteString("// Code written by scripts/gentools for the toolvet benchmark.\n\n")
	b.WriteString("package tools\n\nimport (\n\t\"context\"\n\t\"fmt\"\n\t\"strings\"\n\n")
	b.WriteString("\t\"github.com/mark3labs/mcp-go/mcp\"\n\t\"github.com/mark3labs/mcp-go/server\"\n)\n\n")
	fmt.Fprintf(&b, "func register%03d(s *server.MCPServer) {\n", f)
	for k := lo; k < hi; k++ {
		genTool(&b, k, found)
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
// guard is declared (in the schema, or for the cross-field rule in the
// description) when (k+guard) is even. It adds each undeclared guard to
// found, under the analyzer that reports it.
func genTool(b *bytes.Buffer, k int, found findings) {
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
	for g := range guards {
		if declared(g) {
			continue
		}
		if g == gCross {
			found["crossfield"]++
		} else {
			found["representable"]++
		}
	}

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
