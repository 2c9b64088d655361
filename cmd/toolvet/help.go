package main

import (
	"fmt"
	"go/doc/comment"
	"io"
	"strings"
	"text/tabwriter"

	"golang.org/x/tools/go/analysis"

	"github.com/toolvet/toolvet/analyzer"
)

// helpRequest reports whether args ask for toolvet's own top-level help
// (`toolvet help`, `-h`, `-help`, `--help`), and whether they are empty,
// a usage error that gets the same text on stderr. Everything else goes
// to multichecker: `toolvet help NAME` (an analyzer's documentation and
// flags), and the -flags and -V=full that go vet sends its vettool.
func helpRequest(args []string) (help, empty bool) {
	if len(args) == 0 {
		return true, true
	}
	if len(args) == 1 {
		switch args[0] {
		case "help", "-h", "-help", "--help":
			return true, false
		}
	}
	return false, false
}

// writeHelp writes toolvet's top-level help, in place of multichecker's
// generic text (a Printf example, strings.SplitSeq, go fix -fixtool),
// which says nothing of toolvet. The analyzers' summaries and the
// analyzer flags' usage come from the analyzers themselves, so the text
// follows them.
func writeHelp(w io.Writer) {
	fmt.Fprint(w, `toolvet finds the rules Go code enforces on an LLM or MCP tool's arguments that
the tool's schema, the part the model reads, does not state, and fixes them: it
declares the keyword in the library's own idiom (mcp-go, go-sdk, invopop/jsonschema,
openai-go, anthropic-sdk-go, genai, genkit, eino, langchaingo), or returns a failure
as a result the model reads.

Usage:

`)
	tw := tabwriter.NewWriter(w, 0, 0, 3, ' ', 0)
	for _, line := range [][2]string{
		{"go vet -vettool=$(which toolvet) ./...", "report (exit status 1 on findings)"},
		{"go vet -vettool=$(which toolvet) -fix ./...", "apply the fixes (-fix -diff: print them)"},
		{"go fix -fixtool=$(which toolvet) ./...", "the same through go fix"},
		{"toolvet ./...", "standalone (exit status 3 on findings)"},
		{"toolvet tools ./...", "print every tool found, its schema as sent and its rules"},
		{"toolvet tools -check-snapshots DIR ./...", "compare with the snapshots -snapshots DIR wrote (exit 1 on a change)"},
		{"toolvet help NAME", "one analyzer's documentation and flags"},
	} {
		fmt.Fprintf(tw, "  %s\t%s\n", line[0], line[1])
	}
	tw.Flush()
	fmt.Fprint(w, `
golangci-lint and gopls load no analyzers at run time: each needs a build with
toolvet inside (scripts/build-golangci.sh, a module plugin named toolvet;
tools/gopls/build.sh, quick fixes in the editor). See toolvet's README.

Analyzers (all run by default; -NAME=false turns one off):

`)
	tw = tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	for _, a := range analyzer.All {
		fmt.Fprintf(tw, "  %s\t%s\n", a.Name, summary(a))
	}
	tw.Flush()
	fmt.Fprint(w, "\nFlags (standalone, and after go vet -vettool=…):\n\n")
	flags := [][2]string{
		{"-fix", "apply every fix"},
		{"-fix -diff", "print the fixes as a unified diff instead of applying them"},
		{"-json", "print findings and fixes as JSON (exit status 0: not a CI gate)"},
		{"-NAME=false", "turn the analyzer NAME off"},
	}
	for _, af := range []struct {
		a    *analysis.Analyzer
		flag string
		note string
	}{
		{analyzer.Representable, "provider", " (-strictschema.provider is the same setting)"},
		{analyzer.ToolError, "all", ""},
		{analyzer.Representable, "ignorereason", " (one setting under every analyzer's name)"},
	} {
		f := af.a.Flags.Lookup(af.flag)
		name := "-" + af.a.Name + "." + f.Name
		if f.DefValue != "false" {
			name += "=" + f.DefValue
		}
		flags = append(flags, [2]string{name, f.Usage + af.note})
	}
	// Usage texts are one line each in the code; wrap them as go doc would.
	wrap := &comment.Printer{TextPrefix: "      ", TextWidth: 80 - 6}
	var parser comment.Parser
	for _, f := range flags {
		fmt.Fprintf(w, "  %s\n%s", f[0], wrap.Text(parser.Parse(f[1])))
	}
	fmt.Fprint(w, `
To silence a finding you have judged, write //toolvet:ignore on its line or alone
on the line above, optionally with analyzer names and a reason:
//toolvet:ignore representable checked again downstream.
`)
}

// summary is the first paragraph of an analyzer's documentation, without
// the "NAME: " that starts it when the Doc was extracted with its title.
func summary(a *analysis.Analyzer) string {
	title, _, _ := strings.Cut(a.Doc, "\n\n")
	return strings.TrimPrefix(title, a.Name+": ")
}
