package snapshot

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestEncodeMatchesGitHubFiles re-encodes files github-mcp-server's own
// toolsnaps package wrote and wants the same bytes: key order, indent,
// escapes (\u003c, \u0026), numbers, no trailing newline.
func TestEncodeMatchesGitHubFiles(t *testing.T) {
	t.Parallel()
	files, err := filepath.Glob("testdata/github-mcp-server/*.snap")
	if err != nil || len(files) < 5 {
		t.Fatalf("the copied snapshots: %v, %v", files, err)
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		doc, err := Decode(data)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		got, err := Encode(doc)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, data) {
			t.Errorf("%s: re-encoded differs:\n%s", f, got)
		}
		if len(Compare(doc, doc)) != 0 {
			t.Errorf("%s: differs from itself", f)
		}
	}
}

func TestFileName(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct{ name, want string }{
		{"get_issue", "get_issue.snap"},
		{"repo.list-v2", "repo.list-v2.snap"},
		{"a/b", "a%2Fb.snap"},
		{"../../etc/passwd", "%2E.%2F..%2Fetc%2Fpasswd.snap"},
		{".hidden", "%2Ehidden.snap"},
		{"a b\x00", "a%20b%00.snap"},
		{"café", "caf%C3%A9.snap"},
	} {
		if got := FileName(tt.name); got != tt.want {
			t.Errorf("FileName(%q) = %q, want %q", tt.name, got, tt.want)
		}
		if got := FileName(tt.name); strings.ContainsAny(got, `/\`) || got == ".snap" {
			t.Errorf("FileName(%q) = %q leaves the directory", tt.name, got)
		}
	}
}

func TestDecodeErrors(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct{ data, want string }{
		{"", "not JSON: it ends before"},
		{"{\n  \"name\": \"x\",\n}", "not JSON: line 3, column 1"},
		{"<<<<<<< HEAD\n{}", "not JSON: line 1, column 1"},
		{`{"name": "x"`, "not JSON: it ends before"},
		{`[1]`, "a JSON array, not an object"},
		{`null`, "a JSON null, not an object"},
		{`{} {}`, "more than one JSON value"},
	} {
		_, err := Decode([]byte(tt.data))
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("Decode(%q) = %v, want an error containing %q", tt.data, err, tt.want)
		}
	}
	if _, err := Decode([]byte("{\"name\": \"x\", \"inputSchema\": {}}\n")); err != nil {
		t.Errorf("a trailing newline: %v", err)
	}
}

func snap(rel, name, schema string) *Snapshot {
	doc, err := Decode([]byte(`{"name": "` + name + `", "inputSchema": ` + schema + `}`))
	if err != nil {
		panic(err)
	}
	return &Snapshot{Rel: rel, Name: name, Doc: doc, Defined: "x.go:1:1"}
}

// TestWriteAndCheck writes snapshots, checks them unchanged, then checks
// changed tools: added, removed, renamed, moved, changed, not fully read.
func TestWriteAndCheck(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	obj := `{"type": "object", "properties": {"q": {"type": "string"}}}`
	snaps := []*Snapshot{
		snap("get.snap", "get", obj),
		snap("del.snap", "del", `{"type": "object", "properties": {"id": {"type": "integer"}}}`),
		snap("sub/move.snap", "move", obj),
		snap("sub/drop.snap", "drop", obj),
		snap("sub/same.snap", "same", obj),
	}
	snaps[4].Doc[noteKey] = map[string]any{"unread": []any{map[string]any{"property": "q", "why": "not a constant"}}}
	w, err := Write(dir, snaps)
	if err != nil || len(w.Written) != 5 {
		t.Fatalf("Write: %+v, %v", w, err)
	}
	data, err := os.ReadFile(filepath.Join(dir, "sub", "move.snap"))
	if err != nil || !bytes.HasPrefix(data, []byte("{\n  \"inputSchema\": {\n")) || bytes.HasSuffix(data, []byte("\n")) {
		t.Errorf("sub/move.snap: %q, %v", data, err)
	}
	if w, err := Write(dir, snaps); err != nil || len(w.Written) != 0 || w.Unchanged != 5 {
		t.Errorf("Write again: %+v, %v; want every file unchanged", w, err)
	}
	r, err := Check(dir, snaps)
	if err != nil || r.Differs() || len(r.Problems) > 0 {
		t.Fatalf("Check unchanged: %+v, %v", r, err)
	}

	cur := []*Snapshot{
		snap("get.snap", "get", `{"type": "object", "properties": {"q": {"type": "string", "maxLength": 10}}}`),
		snap("remove.snap", "remove", `{"type": "object", "properties": {"id": {"type": "integer"}}}`), // del renamed
		snap("move.snap", "move", obj),                    // moved from sub
		snap("sub/same.snap", "same", obj),                // not fully read before
		snap("sub/new.snap", "new", `{"type": "object"}`), // added
	}
	r, err = Check(dir, cur)
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	r.WriteText(&out)
	for _, want := range []string{
		filepath.Join(dir, "get.snap") + ": get (x.go:1:1)\n  BREAKING    q.maxLength: added: 10\n",
		filepath.Join(dir, "del.snap") + ": del\n  BREAKING    tool removed (renamed to \"remove\"? its input schema is the same)\n",
		filepath.Join(dir, "sub", "move.snap") + ": move\n  BREAKING    tool removed (moved to another package, move.snap?)\n",
		filepath.Join(dir, "sub", "drop.snap") + ": drop\n  BREAKING    tool removed\n",
		"  COMPATIBLE  tool added\n",
		"not fully compared (toolvet does not read all of them: a change there is not seen):\n",
		"  same (x.go:1:1): q: not a constant\n",
		"8 tools compared with " + dir + ": 7 changed (4 breaking changes, 3 compatible), 1 unchanged, 1 not fully compared\n",
	} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("report lacks %q:\n%s", want, out.String())
		}
	}
	if !r.Differs() {
		t.Error("Differs() = false")
	}

	// Writing the tools now removes the snapshots of tools gone, and
	// leaves a .snap file that is no tool's.
	other := filepath.Join(dir, "sub", "notes.snap")
	os.WriteFile(other, []byte("jest snapshot"), 0o644)
	w, err = Write(dir, cur)
	if err != nil || len(w.Removed) != 3 || len(w.Kept) != 1 || w.Kept[0] != other {
		t.Errorf("Write after changes: %+v, %v; want del, sub/move and sub/drop removed, notes.snap kept", w, err)
	}
}

// TestReadProblems: files that are not tool snapshots are each a
// problem naming the file; the others are still read.
func TestReadProblems(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	files := map[string]string{
		"good.snap":         `{"name": "good", "inputSchema": {"type": "object"}}`,
		"good@mcp-go.snap":  `{"name": "good", "inputSchema": {"type": "object"}}`,
		"good_ff_flag.snap": `{"name": "good", "inputSchema": {"type": "object"}}`,
		"broken.snap":       "{\n  \"name\": \"broken\",\n",
		"array.snap":        `[]`,
		"noname.snap":       `{"inputSchema": {}}`,
		"other.snap":        `{"name": "renamed", "inputSchema": {}}`,
		"@unnamed-x-1.snap": `{"name": "", "inputSchema": {}}`,
		"unnamed.snap":      `{"name": "", "inputSchema": {}}`,
		"notes.txt":         `not a snapshot, not read`,
	}
	for name, data := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	snaps, problems, err := Read(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(snaps) != 4 {
		t.Errorf("read %d snapshots, want good.snap, good@mcp-go.snap, good_ff_flag.snap and @unnamed-x-1.snap", len(snaps))
	}
	all := strings.Join(problems, "\n")
	for _, want := range []string{
		"broken.snap: not JSON: it ends before the JSON value does",
		"array.snap: a JSON array, not an object",
		`noname.snap: not a tool snapshot: no "name" string`,
		`other.snap: holds tool "renamed", whose snapshot is renamed.snap`,
		`unnamed.snap: holds tool "", whose snapshot is @unnamed-`,
	} {
		if !strings.Contains(all, want) {
			t.Errorf("problems lack %q:\n%s", want, all)
		}
	}
	if len(problems) != 5 {
		t.Errorf("%d problems, want 5:\n%s", len(problems), all)
	}

	if _, _, err := Read(filepath.Join(dir, "missing")); err == nil || !strings.Contains(err.Error(), "no such directory: write the snapshots first with -snapshots") {
		t.Errorf("a missing directory: %v", err)
	}
	if _, _, err := Read(filepath.Join(dir, "good.snap")); err == nil || !strings.Contains(err.Error(), "is not a directory") {
		t.Errorf("a file: %v", err)
	}
}

// TestVariantFiles: a tool whose only snapshot is under another file
// named after it (github-mcp-server's <name>_ff_<flag>.snap) is compared
// with it and written back to it; with two such files, neither is its.
func TestVariantFiles(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	obj := `{"type": "object", "properties": {"q": {"type": "string"}}}`
	old := []*Snapshot{
		snap("find_ff_search.snap", "find", obj),
		snap("pick_ff_a.snap", "pick", obj),
		snap("pick_ff_b.snap", "pick", obj),
	}
	if _, err := Write(dir, old); err != nil {
		t.Fatal(err)
	}
	cur := []*Snapshot{snap("find.snap", "find", obj), snap("pick.snap", "pick", obj)}
	r, err := Check(dir, cur)
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	r.WriteText(&out)
	for _, want := range []string{
		filepath.Join(dir, "pick.snap") + ": pick (x.go:1:1)\n  COMPATIBLE  tool added\n",
		filepath.Join(dir, "pick_ff_a.snap") + ": pick\n  BREAKING    tool removed (its snapshot is pick.snap now?)\n",
		"4 tools compared with " + dir + ": 3 changed (2 breaking changes, 1 compatible), 1 unchanged\n",
	} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("report lacks %q:\n%s", want, out.String())
		}
	}
	if strings.Contains(out.String(), "find") {
		t.Errorf("find differs from find_ff_search.snap:\n%s", out.String())
	}
	w, err := Write(dir, cur[:1])
	if err != nil || len(w.Written) != 0 || w.Unchanged != 1 {
		t.Errorf("Write: %+v, %v; want find_ff_search.snap unchanged", w, err)
	}
	if _, err := os.Stat(filepath.Join(dir, "find.snap")); err == nil {
		t.Error("Write wrote find.snap beside find_ff_search.snap")
	}
}

// TestUnwrittenNotCompared: what a tool's note says toolvet leaves out
// (a key of the tool, of a property's schema, on either side) is not
// compared; a part written but not read as a rule is compared and does
// not make the tool "not fully compared".
func TestUnwrittenNotCompared(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	old := snap("get.snap", "get", `{"type": "object", "properties": {"q": {"type": "string", "description": "Query.", "oneOf": [{"minLength": 1}]}, "n": {"anyOf": [{"type": "integer"}]}}}`)
	old.Doc["icons"] = []any{map[string]any{"src": "data:"}}
	old.Doc["description"] = "Get."
	if _, err := Write(dir, []*Snapshot{old}); err != nil {
		t.Fatal(err)
	}
	cur := snap("get.snap", "get", `{"type": "object", "properties": {"q": {"type": "string"}, "n": {"anyOf": [{"type": "integer"}]}}}`)
	cur.Doc[noteKey] = map[string]any{"unread": []any{
		map[string]any{"key": "icons", "why": "the tool's icons"},
		map[string]any{"key": "description", "why": "the tool's description is not a constant"},
		map[string]any{"property": "q", "key": "description", "why": "the description is not a constant"},
		map[string]any{"property": "q", "key": "oneOf", "why": "its OneOf"},
		map[string]any{"property": "n", "written": true, "why": "its AnyOf as a rule (written, not compared)"},
	}}
	r, err := Check(dir, []*Snapshot{cur})
	if err != nil || r.Differs() {
		t.Fatalf("Check: %+v, %v; want no difference", r.Tools[0], err)
	}
	if got := r.Tools[0].Unread; len(got) != 4 {
		t.Errorf("Unread = %q, want the four unwritten parts", got)
	}

	// Writing the tool keeps what toolvet leaves out from the file, and
	// writing it again changes nothing.
	if w, err := Write(dir, []*Snapshot{cur}); err != nil || len(w.Written) != 1 {
		t.Fatalf("Write: %+v, %v", w, err)
	}
	data, err := os.ReadFile(filepath.Join(dir, "get.snap"))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`"icons": [`, `"description": "Get."`, `"description": "Query."`, `"oneOf": [`, `"x-toolvet": {`} {
		if !strings.Contains(string(data), want) {
			t.Errorf("written snapshot lacks %s:\n%s", want, data)
		}
	}
	if w, err := Write(dir, []*Snapshot{cur}); err != nil || w.Unchanged != 1 {
		t.Errorf("Write again: %+v, %v; want the file unchanged", w, err)
	}

	// A change elsewhere in the tool is still seen, and so is one in a
	// written part.
	cur.Doc["inputSchema"].(map[string]any)["properties"].(map[string]any)["n"] = map[string]any{"anyOf": []any{map[string]any{"type": "string"}}}
	r, err = Check(dir, []*Snapshot{cur})
	if err != nil || !r.Differs() || len(r.Tools[0].Changes) != 1 || !strings.HasPrefix(r.Tools[0].Changes[0].Path, "n.anyOf") {
		t.Errorf("Check after a change of n: %+v, %v; want one change under n.anyOf", r.Tools[0].Changes, err)
	}
	if q := old.Doc["inputSchema"].(map[string]any)["properties"].(map[string]any)["q"].(map[string]any); q["oneOf"] == nil {
		t.Error("Check changed the snapshot it was given")
	}
}
