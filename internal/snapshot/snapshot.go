// Package snapshot writes one file per tool in github-mcp-server's
// toolsnaps format and compares a directory of them with the tools now,
// classifying each difference as breaking or compatible for a model that
// learned the old contract.
//
// A snapshot is the tool's entry of `toolvet tools -json` (name,
// description, inputSchema, and annotations or any other MCP field the
// inventory writes) without the x-toolvet details, encoded as
// github-mcp-server's internal/toolsnaps package encodes it: the JSON
// decoded into map[string]any and written back with json.MarshalIndent
// and a two-space indent, so that every object's keys are sorted, HTML
// characters are escaped (\u003c) and numbers are written as float64, and
// with no trailing newline. A tool toolvet does not fully read keeps a
// short x-toolvet note saying what it could not read, so that it is never
// silently omitted and a check can say which tools it could not compare.
//
// Files are laid out by package: DIR/<package directory relative to the
// current directory>/<name>.snap, which is DIR/<name>.snap when the tools
// are in the current directory's package (github-mcp-server's layout: run
// from pkg/github, `-snapshots __toolsnaps__ .` writes its files). Two
// packages may each define a tool of one name (two servers); one package
// may not.
package snapshot

import (
	"bytes"
	"encoding/json"
	"fmt"
	"go/token"
	"maps"
	"path"
	"path/filepath"
	"slices"
	"strings"

	"github.com/toolvet/toolvet/internal/inventory"
)

// Ext is the snapshot files' extension.
const Ext = ".snap"

// noteKey holds what toolvet could not read of a tool.
const noteKey = "x-toolvet"

// unnamedPrefix starts the file name of a tool whose name is not a
// constant: "@" is no character of an MCP tool name, so no named tool's
// file starts with it.
const unnamedPrefix = "@unnamed-"

// Snapshot is one tool's snapshot.
type Snapshot struct {
	// Rel is the file's path relative to the snapshot directory, with
	// slashes: "transfer.snap", "sdk/transfer.snap".
	Rel string
	// Name is the tool's name; "" when it is not a constant.
	Name string
	// Doc is the snapshot's JSON, decoded.
	Doc map[string]any
	// Defined is where the tool is defined (file:line:column, relative
	// to the current directory); "" for a snapshot read from a file.
	Defined string
}

// Note is what toolvet could not read of a tool, kept in its snapshot.
type Note struct {
	// Unread are the parts of the definition toolvet could not read;
	// a tool with some is not fully compared.
	Unread []NoteUnread `json:"unread,omitempty"`
	// Unlinked says why no handler is linked. It does not keep the
	// schema from being compared: the schema is read from the
	// definition.
	Unlinked string `json:"unlinked,omitempty"`
	// Defined is where a tool with no constant name is defined: its
	// only identity.
	Defined string `json:"defined,omitempty"`
}

// NoteUnread is one part toolvet could not read. Positions are left
// out, so that moving code does not change the snapshot.
type NoteUnread struct {
	Property string `json:"property,omitempty"`
	// Key is the wire key toolvet leaves out for the part, in the tool
	// or in the property's schema: what is under it is not compared.
	Key string `json:"key,omitempty"`
	// Written: the part is in the snapshot; only its meaning as a rule
	// is not read, which does not keep it from being compared.
	Written bool   `json:"written,omitempty"`
	Why     string `json:"why"`
}

// FromInventory returns the snapshots of the inventory's tools, their
// directories relative to dir (the current directory).
//
// Two tools of one package whose files would be one (one name, or names
// that differ only in case, one file on macOS and Windows) are one
// server's two tools of one name, an error naming both, unless they are
// defined on different libraries' servers (a package serving both mcp-go
// and go-sdk): their files are then told apart by library,
// <name>@<library>.snap ("@" is in no MCP tool name).
func FromInventory(inv *inventory.Inventory, dir string) ([]*Snapshot, error) {
	pr := &inventory.Printer{Dir: dir}
	var snaps []*Snapshot
	library := make(map[*Snapshot]string)
	byFile := make(map[string][]*Snapshot)
	for _, e := range inv.Tools {
		s, err := fromTool(pr.JSONTool(inv.Fset, e))
		if err != nil {
			return nil, fmt.Errorf("tool %q: %v", e.Tool.Name, err)
		}
		s.Rel = path.Join(packageDir(inv.Fset, e, dir), s.Rel)
		library[s] = e.Tool.Library
		key := strings.ToLower(s.Rel)
		byFile[key] = append(byFile[key], s)
		snaps = append(snaps, s)
	}
	var dups []string
	for _, key := range slices.Sorted(maps.Keys(byFile)) {
		same := byFile[key]
		if len(same) < 2 {
			continue
		}
		for i, a := range same {
			for _, b := range same[i+1:] {
				if library[a] != library[b] {
					continue
				}
				what := fmt.Sprintf("two %s tools named %q", library[a], a.Name)
				if a.Name != b.Name {
					what = fmt.Sprintf("%s tools %q and %q (one file where case is not told apart)", library[a], a.Name, b.Name)
				}
				dups = append(dups, fmt.Sprintf("%s in one package, defined at %s and %s", what, a.Defined, b.Defined))
			}
		}
		for _, s := range same {
			s.Rel = strings.TrimSuffix(s.Rel, Ext) + "@" + strings.TrimSuffix(FileName(library[s]), Ext) + Ext
		}
	}
	if len(dups) > 0 {
		return nil, fmt.Errorf("%s: a server cannot list two tools of one name, and their snapshots would be one file: rename one", strings.Join(dups, "; "))
	}
	return snaps, nil
}

// fromTool makes a snapshot of a tool of the -json output.
func fromTool(t inventory.Tool) (*Snapshot, error) {
	b, err := json.Marshal(t)
	if err != nil {
		return nil, err
	}
	var doc map[string]any
	if err := json.Unmarshal(b, &doc); err != nil {
		return nil, err
	}
	delete(doc, noteKey)
	var note Note
	for _, u := range t.Extra.Unread {
		note.Unread = append(note.Unread, NoteUnread{Property: u.Property, Key: u.Key, Written: u.Written, Why: u.Why})
	}
	note.Unlinked = t.Extra.Unlinked
	rel := FileName(t.Name)
	if t.Name == "" {
		note.Defined = t.Extra.Defined
		rel = unnamedFile(t.Extra.Defined)
	}
	if note.Unread != nil || note.Unlinked != "" || note.Defined != "" {
		b, err := json.Marshal(note)
		if err != nil {
			return nil, err
		}
		var m map[string]any
		if err := json.Unmarshal(b, &m); err != nil {
			return nil, err
		}
		doc[noteKey] = m
	}
	return &Snapshot{Rel: rel, Name: t.Name, Doc: doc, Defined: t.Extra.Defined}, nil
}

// packageDir is the directory of the package defining e's tool, relative
// to dir, with slashes; a package outside dir by its import path.
func packageDir(fset *token.FileSet, e *inventory.Entry, dir string) string {
	file := fset.Position(e.Tool.Pos).Filename
	if file != "" && dir != "" {
		if rel, err := filepath.Rel(dir, filepath.Dir(file)); err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
			return filepath.ToSlash(rel)
		}
	}
	pkg, _, _ := strings.Cut(e.Package.PkgPath, " ") // a test variant: "p [p.test]"
	return pkg
}

// FileName is the name of the snapshot file of the tool named name:
// name.snap, as github-mcp-server names it. A byte no MCP tool name holds
// (anything but letters, digits, _, - and .) is written %XX, and so is a
// leading dot, so that a name cannot leave the directory or hide its file.
func FileName(name string) string {
	var b strings.Builder
	for i := 0; i < len(name); i++ {
		c := name[i]
		ok := 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '_' || c == '-' || c == '.' && i > 0
		if ok {
			b.WriteByte(c)
		} else {
			fmt.Fprintf(&b, "%%%02X", c)
		}
	}
	return b.String() + Ext
}

// unnamedFile names the file of a tool with no constant name by where it
// is defined ("transfer/tools.go:16:12" gives "@unnamed-tools.go-16.snap").
func unnamedFile(defined string) string {
	base := filepath.Base(filepath.FromSlash(defined))
	file, rest, _ := strings.Cut(base, ":")
	line, _, _ := strings.Cut(rest, ":")
	return unnamedPrefix + strings.TrimSuffix(FileName(file+"-"+line), Ext) + Ext
}

// Encode writes a snapshot as github-mcp-server's toolsnaps writes one:
// the JSON decoded into map[string]any and re-encoded by
// json.MarshalIndent with two spaces, so that keys are sorted at every
// level, <, > and & are escaped, and numbers are float64s; no newline
// after the closing brace.
func Encode(doc map[string]any) ([]byte, error) {
	b, err := json.Marshal(doc)
	if err != nil {
		return nil, err
	}
	var v any
	if err := json.Unmarshal(b, &v); err != nil {
		return nil, err
	}
	return json.MarshalIndent(v, "", "  ")
}

// Decode reads a snapshot file's content: one JSON object. The error
// says where the JSON goes wrong (line and column).
func Decode(data []byte) (map[string]any, error) {
	var v any
	dec := json.NewDecoder(bytes.NewReader(data))
	if err := dec.Decode(&v); err != nil {
		return nil, jsonError(data, err)
	}
	if dec.More() {
		return nil, fmt.Errorf("more than one JSON value")
	}
	doc, ok := v.(map[string]any)
	if !ok {
		return nil, fmt.Errorf("a JSON %s, not an object", jsonKind(v))
	}
	return doc, nil
}

func jsonKind(v any) string {
	switch v.(type) {
	case []any:
		return "array"
	case string:
		return "string"
	case float64:
		return "number"
	case bool:
		return "boolean"
	}
	return "null"
}

// jsonError adds the line and column to a syntax error.
func jsonError(data []byte, err error) error {
	var off int64
	switch e := err.(type) {
	case *json.SyntaxError:
		off = e.Offset
	case *json.UnmarshalTypeError:
		off = e.Offset
	default:
		if strings.Contains(err.Error(), "EOF") {
			return fmt.Errorf("not JSON: it ends before the JSON value does")
		}
		return fmt.Errorf("not JSON: %v", err)
	}
	// Offset counts the bytes read, the bad one included.
	off = min(max(off-1, 0), int64(len(data)))
	line := 1 + bytes.Count(data[:off], []byte("\n"))
	col := off - int64(bytes.LastIndexByte(data[:off], '\n'))
	return fmt.Errorf("not JSON: line %d, column %d: %v", line, col, err)
}

// unread returns what the snapshot's note says toolvet could not read,
// one line per part; nil for a fully read tool.
func unread(doc map[string]any) []string {
	note, _ := doc[noteKey].(map[string]any)
	var out []string
	if d, ok := note["defined"].(string); ok && d != "" {
		out = append(out, "the tool's name is not a constant")
	}
	list, _ := note["unread"].([]any)
	for _, u := range list {
		m, _ := u.(map[string]any)
		if written, _ := m["written"].(bool); written {
			continue // compared like the rest
		}
		why, _ := m["why"].(string)
		if why == "the tool's name is not a constant" && len(out) > 0 {
			continue
		}
		if p, _ := m["property"].(string); p != "" {
			why = p + ": " + why
		}
		out = append(out, why)
	}
	return out
}

// unwrittenPart is a wire key toolvet leaves out of a tool's snapshot:
// in the tool when property is "", else in the property's schema.
type unwrittenPart struct{ property, key string }

// unwritten lists the keys doc's note says toolvet leaves out.
func unwritten(doc map[string]any) []unwrittenPart {
	note, _ := doc[noteKey].(map[string]any)
	list, _ := note["unread"].([]any)
	var out []unwrittenPart
	for _, u := range list {
		m, _ := u.(map[string]any)
		if key, _ := m["key"].(string); key != "" {
			property, _ := m["property"].(string)
			out = append(out, unwrittenPart{property, key})
		}
	}
	return out
}

// without returns doc without the parts, copying what it changes.
func without(doc map[string]any, parts []unwrittenPart) map[string]any {
	for _, p := range parts {
		if p.property == "" {
			if _, ok := doc[p.key]; ok {
				doc = maps.Clone(doc)
				delete(doc, p.key)
			}
			continue
		}
		doc = editProperty(doc, p.property, func(prop map[string]any) { delete(prop, p.key) })
	}
	return doc
}

// carried returns cur with the parts its note says toolvet leaves out
// taken from old, where old has them; nil when there are none to take.
func carried(old, cur map[string]any) map[string]any {
	out, taken := cur, false
	for _, p := range unwritten(cur) {
		if p.property == "" {
			if v, ok := old[p.key]; ok {
				out = maps.Clone(out)
				out[p.key], taken = v, true
			}
			continue
		}
		if v, ok := property(old, p.property)[p.key]; ok && property(out, p.property) != nil {
			out = editProperty(out, p.property, func(prop map[string]any) { prop[p.key] = v })
			taken = true
		}
	}
	if !taken {
		return nil
	}
	return out
}

// property returns the schema of doc's input property name, or nil.
func property(doc map[string]any, name string) map[string]any {
	schema, _ := doc["inputSchema"].(map[string]any)
	props, _ := schema["properties"].(map[string]any)
	prop, _ := props[name].(map[string]any)
	return prop
}

// editProperty returns doc with its input property name's schema changed
// by edit, copying doc, its input schema, its properties and the property
// rather than changing them; doc itself when it has no such property.
func editProperty(doc map[string]any, name string, edit func(map[string]any)) map[string]any {
	prop := property(doc, name)
	if prop == nil {
		return doc
	}
	prop = maps.Clone(prop)
	edit(prop)
	schema := maps.Clone(doc["inputSchema"].(map[string]any))
	props := maps.Clone(schema["properties"].(map[string]any))
	props[name] = prop
	schema["properties"] = props
	doc = maps.Clone(doc)
	doc["inputSchema"] = schema
	return doc
}
