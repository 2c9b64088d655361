package snapshot

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
)

// Written is what Write did.
type Written struct {
	Written   []string // files written, new or changed
	Unchanged int      // files already holding the snapshot
	// Removed are the snapshots of tools no longer found.
	Removed []string
	// Kept are .snap files that are not tool snapshots, left as they are.
	Kept []string
}

// Write writes snaps under dir, creating it as needed. A file already
// holding its snapshot is not touched; a snapshot file of a tool no
// longer found is removed, so that the directory holds the tools as they
// are; a .snap file that is no tool snapshot is left as it is.
func Write(dir string, snaps []*Snapshot) (*Written, error) {
	var w Written
	var existing []*Snapshot
	if _, err := os.Stat(dir); err == nil {
		existing, _, _ = Read(dir) // a file that is no snapshot is kept below
	}
	pairs := pair(existing, snaps)
	want := make(map[string]bool)
	for _, s := range snaps {
		data, err := Encode(s.Doc)
		if err != nil {
			return &w, fmt.Errorf("tool %q: %v", s.Name, err)
		}
		rel := s.Rel
		if o := pairs[s]; o != nil {
			rel = o.Rel // the file the project named it
			// What toolvet leaves out, the file keeps: a snapshot the
			// server wrote (its icons, a description computed at run
			// time) is not emptied by writing it from source.
			if kept := carried(o.Doc, s.Doc); kept != nil {
				if data, err = Encode(kept); err != nil {
					return &w, fmt.Errorf("tool %q: %v", s.Name, err)
				}
			}
		}
		file := filepath.Join(dir, filepath.FromSlash(rel))
		want[rel] = true
		if old, err := os.ReadFile(file); err == nil && bytes.Equal(old, data) {
			w.Unchanged++
			continue
		}
		if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
			return &w, err
		}
		if err := os.WriteFile(file, data, 0o644); err != nil {
			return &w, err
		}
		w.Written = append(w.Written, file)
	}
	files, err := snapFiles(dir)
	if err != nil {
		return &w, err
	}
	for _, rel := range files {
		if want[rel] {
			continue
		}
		file := filepath.Join(dir, filepath.FromSlash(rel))
		data, err := os.ReadFile(file)
		if err != nil {
			return &w, err
		}
		if doc, err := Decode(data); err != nil || !isToolSnapshot(doc) {
			w.Kept = append(w.Kept, file)
			continue
		}
		if err := os.Remove(file); err != nil {
			return &w, err
		}
		w.Removed = append(w.Removed, file)
	}
	return &w, nil
}

// pair pairs each tool now with its snapshot: the file it would be
// written to, or else the one snapshot of its name in that directory
// under another file name the tool is named after (github-mcp-server
// names a tool under a feature flag <name>_ff_<flag>.snap), when no other
// tool now is written to that file.
func pair(old, cur []*Snapshot) map[*Snapshot]*Snapshot {
	byRel := make(map[string]*Snapshot)
	for _, o := range old {
		byRel[o.Rel] = o
	}
	taken := make(map[string]bool)
	for _, c := range cur {
		taken[c.Rel] = true
	}
	pairs := make(map[*Snapshot]*Snapshot)
	for _, c := range cur {
		if o := byRel[c.Rel]; o != nil {
			pairs[c] = o
			continue
		}
		var same []*Snapshot
		for _, o := range old {
			if c.Name != "" && o.Name == c.Name && path.Dir(o.Rel) == path.Dir(c.Rel) && !taken[o.Rel] {
				same = append(same, o)
			}
		}
		if len(same) == 1 {
			pairs[c] = same[0]
			taken[same[0].Rel] = true
		}
	}
	return pairs
}

// isToolSnapshot reports whether doc looks like a tool's snapshot.
func isToolSnapshot(doc map[string]any) bool {
	_, name := doc["name"].(string)
	_, schema := doc["inputSchema"]
	return name && schema
}

// snapFiles lists the .snap files under dir, relative to it, with
// slashes, sorted.
func snapFiles(dir string) ([]string, error) {
	var files []string
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			if p == dir && errors.Is(err, fs.ErrNotExist) {
				return fs.SkipAll
			}
			return err
		}
		if d.Type().IsRegular() && strings.HasSuffix(d.Name(), Ext) {
			rel, err := filepath.Rel(dir, p)
			if err != nil {
				return err
			}
			files = append(files, filepath.ToSlash(rel))
		}
		return nil
	})
	slices.Sort(files)
	return files, err
}

// Read reads the snapshots under dir. A file that is not a tool snapshot
// (not JSON, no name, or a name its file is not named after) is a
// problem, said with the file's path; the others are returned. The error
// is for a directory that cannot be read.
func Read(dir string) (snaps []*Snapshot, problems []string, err error) {
	st, err := os.Stat(dir)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return nil, nil, fmt.Errorf("%s: no such directory: write the snapshots first with -snapshots %s", dir, dir)
		}
		return nil, nil, err
	}
	if !st.IsDir() {
		return nil, nil, fmt.Errorf("%s is not a directory", dir)
	}
	files, err := snapFiles(dir)
	if err != nil {
		return nil, nil, err
	}
	for _, rel := range files {
		file := filepath.Join(dir, filepath.FromSlash(rel))
		data, err := os.ReadFile(file)
		if err != nil {
			problems = append(problems, fmt.Sprintf("%s: %v", file, err))
			continue
		}
		doc, err := Decode(data)
		if err != nil {
			problems = append(problems, fmt.Sprintf("%s: %v", file, err))
			continue
		}
		name, ok := doc["name"].(string)
		if !ok {
			problems = append(problems, fmt.Sprintf("%s: not a tool snapshot: no \"name\" string", file))
			continue
		}
		base := path.Base(rel)
		if !namedAfter(base, name) {
			problems = append(problems, fmt.Sprintf("%s: holds tool %q, whose snapshot is %s: rename the file or write the snapshots again with -snapshots",
				file, name, map[bool]string{true: unnamedPrefix + "….snap", false: FileName(name)}[name == ""]))
			continue
		}
		snaps = append(snaps, &Snapshot{Rel: rel, Name: name, Doc: doc})
	}
	return snaps, problems, nil
}

// namedAfter reports whether base is a file name of the tool named name:
// <name>.snap, or a variant's, <name>@<library>.snap as Write names two
// libraries' tools of one name, <name>_ff_<flag>.snap as github-mcp-server
// names a tool's snapshot under a feature flag; for a name not constant,
// @unnamed-<where>.snap.
func namedAfter(base, name string) bool {
	if name == "" {
		return strings.HasPrefix(base, unnamedPrefix)
	}
	return strings.HasPrefix(base, strings.TrimSuffix(FileName(name), Ext))
}

// ToolDiff is how one tool differs from its snapshot.
type ToolDiff struct {
	Rel     string // the snapshot file, relative to the directory
	Name    string
	Defined string // where the tool is defined now; "" for a removed one
	Changes []Change
	// Unread is what toolvet could not read of the tool, now or in its
	// snapshot: a difference there is not seen, and one seen may come
	// from it. Empty for a tool compared fully.
	Unread []string
}

// Report is the comparison of a snapshot directory with the tools now.
type Report struct {
	Dir       string
	Tools     []*ToolDiff // every tool, changed or not, sorted by file
	Problems  []string    // files that are not tool snapshots
	Unchanged int
}

// Check compares the snapshots under dir with cur, the tools now. The
// error is for a directory that cannot be read.
func Check(dir string, cur []*Snapshot) (*Report, error) {
	old, problems, err := Read(dir)
	if err != nil {
		return nil, err
	}
	r := &Report{Dir: dir, Problems: problems}
	pairs := pair(old, cur)
	paired := make(map[*Snapshot]bool)
	for _, s := range cur {
		t := &ToolDiff{Rel: s.Rel, Name: s.Name, Defined: s.Defined, Unread: unread(s.Doc)}
		if o := pairs[s]; o != nil {
			paired[o] = true
			t.Rel = o.Rel
			// What toolvet leaves out of either side is not compared:
			// a difference there would be toolvet's, not the tool's.
			parts := append(unwritten(o.Doc), unwritten(s.Doc)...)
			t.Changes = Compare(without(o.Doc, parts), without(s.Doc, parts))
			t.Unread = union(unread(o.Doc), t.Unread)
		} else {
			t.Changes = []Change{{Class: Compatible, What: "tool added"}}
		}
		r.Tools = append(r.Tools, t)
	}
	for _, o := range old {
		if paired[o] {
			continue
		}
		t := &ToolDiff{Rel: o.Rel, Name: o.Name, Unread: unread(o.Doc)}
		t.Changes = []Change{{Class: Breaking, What: "tool removed" + successor(o, cur, pairs)}}
		r.Tools = append(r.Tools, t)
	}
	slices.SortFunc(r.Tools, func(a, b *ToolDiff) int { return strings.Compare(a.Rel, b.Rel) })
	for _, t := range r.Tools {
		if len(t.Changes) == 0 {
			r.Unchanged++
		}
	}
	return r, nil
}

// successor says where a removed tool may have gone: a new tool of its
// name in another package (moved), or a new tool in its package with the
// same input schema (renamed). Either still breaks a model that calls the
// old name on the old server.
func successor(o *Snapshot, cur []*Snapshot, pairs map[*Snapshot]*Snapshot) string {
	var hints []string
	for _, c := range cur {
		if pairs[c] != nil {
			continue // not new
		}
		switch {
		case o.Name != "" && c.Name == o.Name && path.Dir(c.Rel) == path.Dir(o.Rel):
			// Several files of the tool's name: none is its own.
			hints = append(hints, fmt.Sprintf("its snapshot is %s now?", path.Base(c.Rel)))
		case o.Name != "" && c.Name == o.Name:
			hints = append(hints, fmt.Sprintf("moved to another package, %s?", c.Rel))
		case path.Dir(c.Rel) == path.Dir(o.Rel) && reflect.DeepEqual(c.Doc["inputSchema"], o.Doc["inputSchema"]):
			hints = append(hints, fmt.Sprintf("renamed to %q? its input schema is the same", c.Name))
		}
	}
	if len(hints) == 0 {
		return ""
	}
	return " (" + strings.Join(hints, "; ") + ")"
}

func union(a, b []string) []string {
	for _, s := range b {
		if !slices.Contains(a, s) {
			a = append(a, s)
		}
	}
	return a
}

// Differs reports whether some tool differs from its snapshot.
func (r *Report) Differs() bool {
	return len(r.Tools) > r.Unchanged
}

// Counts counts the tools changed, breaking changes and compatible ones.
func (r *Report) Counts() (changed, breaking, compatible int) {
	for _, t := range r.Tools {
		if len(t.Changes) > 0 {
			changed++
		}
		for _, c := range t.Changes {
			if c.Class == Breaking {
				breaking++
			} else {
				compatible++
			}
		}
	}
	return
}

// WriteText writes the report: each changed tool's snapshot file, name
// and changes, one per line with its class; the tools not fully
// compared; a summary line last.
func (r *Report) WriteText(w io.Writer) {
	for _, t := range r.Tools {
		if len(t.Changes) == 0 {
			continue
		}
		fmt.Fprintln(w, filepath.Join(r.Dir, filepath.FromSlash(t.Rel))+": "+t.display())
		for _, c := range t.Changes {
			fmt.Fprintf(w, "  %-10s  %s\n", c.Class, c)
		}
	}
	var partial []*ToolDiff
	for _, t := range r.Tools {
		if len(t.Unread) > 0 {
			partial = append(partial, t)
		}
	}
	if len(partial) > 0 {
		fmt.Fprintln(w, "not fully compared (toolvet does not read all of them: a change there is not seen):")
		for _, t := range partial {
			fmt.Fprintf(w, "  %s: %s\n", t.display(), strings.Join(t.Unread, "; "))
		}
	}
	changed, breaking, compatible := r.Counts()
	fmt.Fprintf(w, "%d %s compared with %s: %d changed (%d breaking %s, %d compatible), %d unchanged",
		len(r.Tools), plural(len(r.Tools), "tool", "tools"), r.Dir, changed, breaking, plural(breaking, "change", "changes"), compatible, r.Unchanged)
	if len(partial) > 0 {
		fmt.Fprintf(w, ", %d not fully compared", len(partial))
	}
	fmt.Fprintln(w)
}

// display names the tool for a reader: its name and where it is
// defined, or for a removed tool its name alone.
func (t *ToolDiff) display() string {
	switch {
	case t.Name == "" && t.Defined != "":
		return "the tool at " + t.Defined
	case t.Name == "":
		return "a tool whose name is not a constant"
	case t.Defined != "":
		return t.Name + " (" + t.Defined + ")"
	}
	return t.Name
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
