package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/toolvet/toolvet/analyzer"
	"github.com/toolvet/toolvet/internal/inventory"
	"github.com/toolvet/toolvet/internal/snapshot"
)

const toolsUsage = `usage: toolvet tools [-json | -snapshots DIR | -check-snapshots DIR] [-test] [-provider=NAME] [-color=auto|always|never] [-min-linked=F] [packages]

Lists every tool toolvet finds in the packages (default ".") as the model
sees it: its name, description and input schema as the library puts them
on the wire, computed from the source. For each tool it also says which
library defines it (and the module version), the handler toolvet linked it
to or why none, each part of the definition toolvet could not read and why,
and the rules read from the code, each marked declared, undeclared (with the
finding) or unjudged (with the reason), and what a budget cut short in the
handlers (a branch nested too deep, a helper too large to follow), whose
rules are not known. A summary line comes last.

With -json, the output is an MCP tools/list result ({"tools": [...]}), each
tool's toolvet details under its "x-toolvet" key, and the summary line goes
to standard error: a file to commit as a snapshot of the tools' contract.

With -snapshots DIR, it writes one file per tool in github-mcp-server's
toolsnaps format, DIR/<package directory>/<name>.snap (DIR/<name>.snap for
the current directory's package), and removes the snapshots of tools no
longer found. With -check-snapshots DIR, it writes nothing: it compares the
tools with the snapshots and prints each change, BREAKING or COMPATIBLE for
a model that learned the old contract, and the tools it could not compare
fully.

Exit status: 0 when every package loaded (and, with -check-snapshots, no
tool differs from its snapshot), 1 when some package did not load or
type-check (its tools are not listed; the others are; no snapshot is
written or compared) or when -check-snapshots finds a difference, 2 on a
usage error or when nothing could be loaded, 3 when fewer than the
-min-linked fraction of the tools found have a handler linked (a gate for
CI), 4 when the snapshots cannot be written or compared: two tools of one
name on one library in one package, a snapshot file that is not a tool's
snapshot, a directory that cannot be read or written.

Flags:
`

// toolsMain runs `toolvet tools args...` and returns the exit status.
func toolsMain(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("toolvet tools", flag.ContinueOnError)
	fs.SetOutput(stderr)
	asJSON := fs.Bool("json", false, "write an MCP tools/list result with toolvet's details under x-toolvet")
	tests := fs.Bool("test", false, "also read the packages' test files")
	provider := fs.String("provider", "", "the provider profile rules are judged against when the code does not say (as the analyzers' -provider flag)")
	color := fs.String("color", "auto", "colour the table: auto (on a terminal), always, never")
	minLinked := fs.Float64("min-linked", 0, "exit 3 when fewer than this fraction (0 to 1) of the tools found have a handler linked")
	writeSnaps := fs.String("snapshots", "", "write one github-mcp-server toolsnaps file per tool under `DIR`")
	checkSnaps := fs.String("check-snapshots", "", "compare the tools with the snapshots under `DIR`; exit 1 on a difference")
	fs.Usage = func() {
		fmt.Fprint(stderr, toolsUsage)
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if err == flag.ErrHelp {
			return 0
		}
		return 2
	}
	if *minLinked < 0 || *minLinked > 1 {
		fmt.Fprintf(stderr, "toolvet tools: -min-linked=%v: want a fraction from 0 to 1\n", *minLinked)
		return 2
	}
	if n := btoi(*asJSON) + btoi(*writeSnaps != "") + btoi(*checkSnaps != ""); n > 1 {
		fmt.Fprintln(stderr, "toolvet tools: -json, -snapshots and -check-snapshots each say what to write: use one")
		return 2
	}
	if *provider != "" {
		if err := analyzer.Representable.Flags.Set("provider", *provider); err != nil {
			fmt.Fprintln(stderr, "toolvet tools:", err)
			return 2
		}
	}
	patterns := fs.Args()
	if len(patterns) == 0 {
		patterns = []string{"."}
	}
	dir, err := os.Getwd()
	if err != nil {
		fmt.Fprintln(stderr, "toolvet tools:", err)
		return 2
	}
	inv, err := inventory.Load(inventory.Config{Tests: *tests}, patterns...)
	if err != nil {
		fmt.Fprintln(stderr, "toolvet tools:", err)
		return 2
	}
	for _, e := range inv.Errors {
		fmt.Fprintln(stderr, e)
	}
	pr := &inventory.Printer{Dir: dir}
	switch *color {
	case "always":
		pr.Color = true
	case "auto":
		pr.Color = isTerminal(stdout)
	case "never":
	default:
		fmt.Fprintf(stderr, "toolvet tools: -color=%s: want auto, always or never\n", *color)
		return 2
	}
	if *writeSnaps != "" || *checkSnaps != "" {
		if code := snapshots(inv, dir, *writeSnaps, *checkSnaps, stdout, stderr); code != 0 {
			return code
		}
		return minLinkedCode(inv, *minLinked, stderr)
	}
	if *asJSON {
		err = pr.WriteJSON(stdout, inv)
		fmt.Fprintln(stderr, inv.Summary())
	} else {
		err = pr.WriteText(stdout, inv)
	}
	if err != nil {
		fmt.Fprintln(stderr, "toolvet tools:", err)
		return 2
	}
	if len(inv.Tools) == 0 {
		fmt.Fprintln(stderr, "toolvet tools: no tool definitions found in", strings.Join(patterns, " "))
	}
	if len(inv.Errors) > 0 {
		fmt.Fprintf(stderr, "toolvet tools: %s did not load or type-check; %s not listed\n",
			strings.Join(inv.Failed, ", "), map[bool]string{true: "its tools are", false: "their tools are"}[len(inv.Failed) == 1])
		return 1
	}
	return minLinkedCode(inv, *minLinked, stderr)
}

// minLinkedCode is 3 when fewer than minLinked of the tools found have a
// handler linked, said on stderr; 0 otherwise.
func minLinkedCode(inv *inventory.Inventory, minLinked float64, stderr io.Writer) int {
	if s := inv.Summary(); s.Tools > 0 && float64(s.Linked) < minLinked*float64(s.Tools) {
		fmt.Fprintf(stderr, "toolvet tools: %d of %d tools have a handler linked (%.1f%%), fewer than -min-linked=%v\n",
			s.Linked, s.Tools, 100*float64(s.Linked)/float64(s.Tools), minLinked)
		return 3
	}
	return 0
}

// snapshots writes the snapshots under writeDir or compares the tools
// with those under checkDir, and returns the exit status. With a package
// that did not load, neither is done (1): its tools would be missing,
// their snapshots removed or reported as removed tools.
func snapshots(inv *inventory.Inventory, dir, writeDir, checkDir string, stdout, stderr io.Writer) int {
	if len(inv.Errors) > 0 {
		for _, e := range inv.Errors {
			fmt.Fprintln(stderr, e)
		}
		fmt.Fprintf(stderr, "toolvet tools: %s did not load or type-check; no snapshot %s\n",
			strings.Join(inv.Failed, ", "), map[bool]string{true: "written", false: "compared"}[writeDir != ""])
		return 1
	}
	snaps, err := snapshot.FromInventory(inv, dir)
	if err != nil {
		fmt.Fprintln(stderr, "toolvet tools:", err)
		return 4
	}
	if writeDir != "" {
		if len(snaps) == 0 {
			// Removing every snapshot is more likely a wrong pattern
			// than the end of every tool.
			fmt.Fprintf(stderr, "toolvet tools: no tool definitions found; nothing written to %s or removed from it\n", writeDir)
			return 0
		}
		w, err := snapshot.Write(writeDir, snaps)
		for _, f := range w.Removed {
			fmt.Fprintf(stderr, "toolvet tools: removed %s: its tool is no longer found\n", f)
		}
		for _, f := range w.Kept {
			fmt.Fprintf(stderr, "toolvet tools: %s is not a tool snapshot; left as it is\n", f)
		}
		if err != nil {
			fmt.Fprintln(stderr, "toolvet tools:", err)
			return 4
		}
		fmt.Fprintf(stdout, "%d %s in %s: %d written, %d unchanged, %d removed\n", len(snaps),
			map[bool]string{true: "snapshot", false: "snapshots"}[len(snaps) == 1], writeDir, len(w.Written), w.Unchanged, len(w.Removed))
		return 0
	}
	r, err := snapshot.Check(checkDir, snaps)
	if err != nil {
		fmt.Fprintln(stderr, "toolvet tools:", err)
		return 4
	}
	r.WriteText(stdout)
	for _, p := range r.Problems {
		fmt.Fprintln(stderr, p)
	}
	switch {
	case len(r.Problems) > 0:
		fmt.Fprintf(stderr, "toolvet tools: %d %s under %s cannot be compared; fix or remove %s, or write the snapshots again with -snapshots\n",
			len(r.Problems), map[bool]string{true: "file", false: "files"}[len(r.Problems) == 1], checkDir,
			map[bool]string{true: "it", false: "them"}[len(r.Problems) == 1])
		return 4
	case r.Differs():
		fmt.Fprintf(stderr, "toolvet tools: the tools differ from the snapshots in %s; review the changes, then write them with -snapshots %s\n", checkDir, checkDir)
		return 1
	}
	return 0
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// isTerminal reports whether w is a terminal (a character device), where
// colour is wanted; NO_COLOR turns it off.
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok || os.Getenv("NO_COLOR") != "" {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}
