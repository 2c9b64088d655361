// Command snapfidelity compares what `toolvet tools -json` computes from a
// server's source with what the running server lists: a directory of
// runtime snapshots, one JSON file per tool holding the tool as the server
// marshals it (github-mcp-server's pkg/github/__toolsnaps__/*.snap, written
// by its tests from the *mcp.Tool the server registers).
//
//	toolvet tools -json ./pkg/github/ > tools.json
//	go run ./scripts/snapfidelity -snaps pkg/github/__toolsnaps__ tools.json
//
// For each snapshot it finds toolvet's tool of the same name and compares
// four fields with JSON semantics (object key order is irrelevant; numbers
// compare as numbers; a "required" list is a set, as the servers' own
// snapshot tests compare it): name, description, annotations and
// inputSchema, after dropping toolvet's own "x-toolvet" key. A field absent
// on both sides is the same. It prints one line per snapshot that differs
// (or that toolvet does not list), naming each differing JSON path with the
// two values, then the counts:
//
//	snapshots 117  listed 111  same inputSchema 59  same description 0  same annotations 0  same tool 0
//
// Tools toolvet lists with no snapshot are printed as "extra" lines. The
// exit status is 0 whatever the counts (-min makes it 1 when fewer than
// that share of the snapshots are the same tool), 2 on a usage or read
// error. docs/real-world.md has the figures on github-mcp-server.
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
)

// fields are the tool fields compared, in the order reported.
var fields = []string{"name", "description", "annotations", "inputSchema"}

func main() {
	snaps := flag.String("snaps", "", "directory of runtime snapshots (*.snap), one tool each")
	min := flag.Float64("min", 0, "exit 1 when fewer than this share of the snapshots are the same tool")
	quiet := flag.Bool("q", false, "print the counts only")
	flag.Usage = func() {
		fmt.Fprintln(os.Stderr, "usage: snapfidelity -snaps DIR [-min 0.95] [-q] TOOLS.json")
		flag.PrintDefaults()
	}
	flag.Parse()
	if *snaps == "" || flag.NArg() != 1 {
		flag.Usage()
		os.Exit(2)
	}
	runtime, err := readSnapshots(*snaps)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	static, err := readToolvet(flag.Arg(0))
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	out := io.Writer(os.Stdout)
	if *quiet {
		out = io.Discard
	}
	c := compare(out, runtime, static)
	fmt.Println(c)
	if *min > 0 && float64(c.sameTool) < *min*float64(c.snapshots) {
		os.Exit(1)
	}
}

// counts are the figures of one comparison.
type counts struct {
	snapshots, listed                         int
	sameSchema, sameDesc, sameAnnot, sameTool int
}

func (c counts) String() string {
	return fmt.Sprintf("snapshots %d  listed %d  same inputSchema %d  same description %d  same annotations %d  same tool %d",
		c.snapshots, c.listed, c.sameSchema, c.sameDesc, c.sameAnnot, c.sameTool)
}

// compare writes one line per runtime tool that toolvet does not list the
// same, and per tool toolvet lists that the runtime does not, and returns
// the counts. Both maps are keyed by tool name.
func compare(w io.Writer, runtime, static map[string]map[string]any) counts {
	c := counts{snapshots: len(runtime)}
	for _, name := range sortedKeys(runtime) {
		rt := runtime[name]
		st, ok := static[name]
		if !ok {
			fmt.Fprintf(w, "missing %s: toolvet does not list it\n", name)
			continue
		}
		c.listed++
		var diffs []string
		same := true
		for _, f := range fields {
			d := diff(f, rt[f], st[f])
			if len(d) > 0 {
				same = false
				diffs = append(diffs, d...)
			}
			switch {
			case len(d) > 0:
			case f == "inputSchema":
				c.sameSchema++
			case f == "description":
				c.sameDesc++
			case f == "annotations":
				c.sameAnnot++
			}
		}
		if same {
			c.sameTool++
			continue
		}
		fmt.Fprintf(w, "differs %s:\n", name)
		for _, d := range diffs {
			fmt.Fprintf(w, "\t%s\n", d)
		}
	}
	for _, name := range sortedKeys(static) {
		if _, ok := runtime[name]; !ok {
			fmt.Fprintf(w, "extra %s: toolvet lists it, no snapshot does\n", name)
		}
	}
	return c
}

// diff returns the differences between the runtime value rt and toolvet's
// st at path, one line each: "path: runtime X, toolvet Y". A value absent
// on one side is written "absent".
func diff(path string, rt, st any) []string {
	if rt == nil && st == nil {
		return nil
	}
	rm, rok := rt.(map[string]any)
	sm, sok := st.(map[string]any)
	if rok && sok {
		var out []string
		keys := make(map[string]bool)
		for k := range rm {
			keys[k] = true
		}
		for k := range sm {
			keys[k] = true
		}
		for _, k := range sortedKeys(keys) {
			out = append(out, diff(path+"."+k, rm[k], sm[k])...)
		}
		return out
	}
	if strings.HasSuffix(path, ".required") {
		rt, st = sortedStrings(rt), sortedStrings(st)
	}
	if equal(rt, st) {
		return nil
	}
	return []string{fmt.Sprintf("%s: runtime %s, toolvet %s", path, text(rt), text(st))}
}

// equal compares two decoded JSON values.
func equal(a, b any) bool {
	ja, _ := json.Marshal(a)
	jb, _ := json.Marshal(b)
	return string(ja) == string(jb) // encoding/json writes map keys sorted
}

// sortedStrings returns a copy of a list of strings sorted, or v as is
// when it is not one.
func sortedStrings(v any) any {
	list, ok := v.([]any)
	if !ok {
		return v
	}
	var out []string
	for _, x := range list {
		s, ok := x.(string)
		if !ok {
			return v
		}
		out = append(out, s)
	}
	slices.Sort(out)
	return out
}

// text writes a value for a diff line, cut short when long.
func text(v any) string {
	if v == nil {
		return "absent"
	}
	b, _ := json.Marshal(v)
	const max = 160
	if len(b) > max {
		return string(b[:max]) + "…"
	}
	return string(b)
}

// readSnapshots reads every *.snap file of dir, keyed by the tool's name.
func readSnapshots(dir string) (map[string]map[string]any, error) {
	files, err := filepath.Glob(filepath.Join(dir, "*.snap"))
	if err != nil {
		return nil, err
	}
	if len(files) == 0 {
		return nil, fmt.Errorf("no *.snap file in %s", dir)
	}
	tools := make(map[string]map[string]any)
	for _, file := range files {
		b, err := os.ReadFile(file)
		if err != nil {
			return nil, err
		}
		var tool map[string]any
		if err := json.Unmarshal(b, &tool); err != nil {
			return nil, fmt.Errorf("%s: %v", file, err)
		}
		name, _ := tool["name"].(string)
		if name == "" {
			return nil, fmt.Errorf("%s: a tool without a name", file)
		}
		tools[name] = tool
	}
	return tools, nil
}

// readToolvet reads `toolvet tools -json` output, keyed by the tool's
// name, without the x-toolvet key. A name toolvet lists twice (two
// definitions it cannot tell apart) keeps the first.
func readToolvet(file string) (map[string]map[string]any, error) {
	b, err := os.ReadFile(file)
	if err != nil {
		return nil, err
	}
	var doc struct {
		Tools []map[string]any `json:"tools"`
	}
	if err := json.Unmarshal(b, &doc); err != nil {
		return nil, fmt.Errorf("%s: %v", file, err)
	}
	tools := make(map[string]map[string]any)
	for _, tool := range doc.Tools {
		delete(tool, "x-toolvet")
		name, _ := tool["name"].(string)
		if _, dup := tools[name]; name != "" && !dup {
			tools[name] = tool
		}
	}
	return tools, nil
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
