package inventory

import (
	"bytes"
	"encoding/json"
	"fmt"
	"go/ast"
	"go/token"
	"io"
	"path/filepath"
	"strings"
	"text/tabwriter"

	"github.com/toolvet/toolvet/internal/model"
)

// Summary counts what a run found.
type Summary struct {
	Tools      int `json:"tools"`
	Linked     int `json:"handlersLinked"`
	FullyRead  int `json:"schemasFullyRead"`
	Rules      int `json:"rules"`
	Undeclared int `json:"undeclared"`
	// Cut counts what budgets stopped toolvet from reading.
	Cut int `json:"cut"`
}

// Summary counts the inventory.
func (inv *Inventory) Summary() Summary {
	var s Summary
	for _, e := range inv.Tools {
		s.Tools++
		if len(e.Tool.Handlers) > 0 {
			s.Linked++
		}
		if fullyRead(e.Tool) {
			s.FullyRead++
		}
		s.Rules += len(e.Rules)
		s.Cut += len(e.Cut)
		for _, r := range e.Rules {
			if r.State == Undeclared {
				s.Undeclared++
			}
		}
	}
	return s
}

func (s Summary) String() string {
	out := fmt.Sprintf("%d %s found, %d %s linked, %d %s fully read, %d %s read, %d undeclared",
		s.Tools, plural(s.Tools, "tool", "tools"), s.Linked, plural(s.Linked, "handler", "handlers"),
		s.FullyRead, plural(s.FullyRead, "schema", "schemas"), s.Rules, plural(s.Rules, "rule", "rules"), s.Undeclared)
	if s.Cut > 0 {
		out += fmt.Sprintf(", %d cut short", s.Cut)
	}
	return out
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// fullyRead reports whether toolvet read every part of t's schema.
func fullyRead(t *model.Tool) bool {
	if t.Opaque || !t.Description.Known {
		return false
	}
	for _, p := range t.Properties {
		if p.Opaque || !p.Description.Known {
			return false
		}
	}
	return true
}

// Printer writes an inventory; positions are written relative to Dir.
type Printer struct {
	Dir   string
	Color bool // ANSI colour (a terminal)
}

// position writes pos as file:line:column, the file relative to Dir
// when under it.
func (pr *Printer) position(fset *token.FileSet, pos token.Pos) string {
	if !pos.IsValid() {
		return ""
	}
	p := fset.Position(pos)
	if pr.Dir != "" {
		if rel, err := filepath.Rel(pr.Dir, p.Filename); err == nil && !strings.HasPrefix(rel, "..") {
			p.Filename = rel
		}
	}
	return p.String()
}

// Tool is one tool of the JSON output: the MCP tools/list shape, with
// toolvet's extras under one key.
type Tool struct {
	Name        string         `json:"name"`
	Description *string        `json:"description,omitempty"`
	InputSchema map[string]any `json:"inputSchema"`
	// Annotations is a map[string]any, nil when the library writes none:
	// an interface, so that an empty map ({}: mcp-go's raw-schema tools)
	// is written.
	Annotations any   `json:"annotations,omitempty"`
	Extra       Extra `json:"x-toolvet"`
}

// Extra is what toolvet knows of a tool beyond what the model reads.
type Extra struct {
	Library string `json:"library"`
	Version string `json:"version,omitempty"`
	Defined string `json:"defined"`
	// Chain is how far toolvet followed the tool: what CI gates on.
	Chain    Chain  `json:"chain"`
	Provider string `json:"provider,omitempty"`
	// Handlers are the positions of the linked handlers.
	Handlers []string `json:"handlers,omitempty"`
	// Unlinked says why no handler is linked, and UnlinkedAt where the
	// link breaks.
	Unlinked   string   `json:"unlinked,omitempty"`
	UnlinkedAt string   `json:"unlinkedAt,omitempty"`
	Unread     []Unread `json:"unread,omitempty"`
	// Cut is what a budget stopped toolvet from reading in the handlers.
	Cut      []Unread `json:"cut,omitempty"`
	Rules    []Rule   `json:"rules,omitempty"`
	Findings []Note   `json:"findings,omitempty"`
}

// Chain is each stage toolvet reads of a tool: it was found (it is
// listed), its schema read whole, its handler linked, its rules read.
type Chain struct {
	SchemaRead    bool `json:"schemaRead"`
	HandlerLinked bool `json:"handlerLinked"`
	Rules         int  `json:"rules"`
}

// Unread is a part of the definition toolvet could not read.
type Unread struct {
	At       string `json:"at,omitempty"`
	Property string `json:"property,omitempty"`
	// Key is the wire key left out of the schema for the part (see
	// model.Unread.Key).
	Key string `json:"key,omitempty"`
	// Written: the part is in the schema; only its meaning as a rule
	// is not read.
	Written bool   `json:"written,omitempty"`
	Why     string `json:"why"`
}

// Rule is one rule read from the code.
type Rule struct {
	At      string   `json:"at"`
	Args    []string `json:"args"`
	Check   string   `json:"check"`
	Says    string   `json:"says,omitempty"`
	State   State    `json:"state"`
	Message string   `json:"message,omitempty"`
}

// Note is another finding of the analyzers on the tool.
type Note struct {
	At      string `json:"at"`
	Message string `json:"message"`
}

// JSONTool is e in the JSON output's shape.
func (pr *Printer) JSONTool(fset *token.FileSet, e *Entry) Tool {
	t := e.Tool
	out := Tool{
		Name:        t.Name,
		InputSchema: InputSchema(t),
		Extra: Extra{
			Library:  t.Library,
			Version:  e.Version,
			Defined:  pr.position(fset, t.Pos),
			Provider: t.Target,
			Chain:    Chain{SchemaRead: fullyRead(t), HandlerLinked: len(t.Handlers) > 0, Rules: len(e.Rules)},
		},
	}
	if why, at := unlinked(e); why != "" {
		out.Extra.Unlinked, out.Extra.UnlinkedAt = why, pr.position(fset, at)
	}
	if t.Description.Known {
		if t.Description.Value != "" {
			out.Description = &t.Description.Value
		}
	}
	if a := Annotations(t); a != nil {
		out.Annotations = a
	}
	for _, h := range t.Handlers {
		if h.Func != nil {
			out.Extra.Handlers = append(out.Extra.Handlers, pr.position(fset, handlerPos(h.Func)))
		}
	}
	for _, u := range unread(t) {
		out.Extra.Unread = append(out.Extra.Unread, Unread{At: pr.position(fset, u.pos), Property: u.property, Key: u.key, Written: u.written, Why: u.why})
	}
	for _, c := range e.Cut {
		out.Extra.Cut = append(out.Extra.Cut, Unread{At: pr.position(fset, c.Pos), Why: c.Why})
	}
	for _, r := range e.Rules {
		out.Extra.Rules = append(out.Extra.Rules, Rule{
			At:      pr.position(fset, r.Rule.Pos),
			Args:    r.Rule.Args,
			Check:   r.Rule.Check,
			Says:    r.Rule.Says,
			State:   r.State,
			Message: r.Message,
		})
	}
	for _, d := range e.Findings {
		out.Extra.Findings = append(out.Extra.Findings, Note{At: pr.position(fset, d.Pos), Message: d.Message})
	}
	return out
}

// WriteJSON writes the inventory as a tools/list result.
func (pr *Printer) WriteJSON(w io.Writer, inv *Inventory) error {
	list := struct {
		Tools []Tool `json:"tools"`
		// The counts, for CI to gate on (as -min-linked does).
		Summary Summary `json:"x-toolvet"`
	}{Tools: []Tool{}, Summary: inv.Summary()}
	for _, e := range inv.Tools {
		list.Tools = append(list.Tools, pr.JSONTool(inv.Fset, e))
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(list)
}

// handlerPos is where a handler is written: a function's name, or a
// function literal's func keyword.
func handlerPos(n ast.Node) token.Pos {
	if fd, ok := n.(*ast.FuncDecl); ok {
		return fd.Name.Pos()
	}
	return n.Pos()
}

// unlinked says why e's tool has no handler, and where the link breaks;
// "" when it has one.
func unlinked(e *Entry) (string, token.Pos) {
	t := e.Tool
	switch {
	case len(t.Handlers) > 0:
		return "", token.NoPos
	case t.Unlinked != "":
		if t.UnlinkedAt.IsValid() {
			return t.Unlinked, t.UnlinkedAt
		}
		return t.Unlinked, t.Pos
	}
	// Adapters link a tool to a registration in the package that defines
	// it, or through registration wrappers (facts); a tool returned by a
	// function and registered in another package is not followed.
	return "no registration of the tool with a handler toolvet follows (in its own package, or through a registration wrapper)", t.Pos
}

type unreadPart struct {
	pos      token.Pos
	property string
	key      string
	written  bool
	why      string
}

// unread lists what toolvet could not read of t.
func unread(t *model.Tool) []unreadPart {
	var out []unreadPart
	if t.Name == "" {
		out = append(out, unreadPart{pos: t.Pos, why: "the tool's name is not a constant"})
	}
	if !t.Description.Known {
		out = append(out, unreadPart{pos: t.Description.Pos, key: "description", why: "the tool's description is not a constant"})
	}
	for _, u := range t.Unread {
		out = append(out, unreadPart{pos: u.Pos, key: u.Key, written: u.Written, why: u.Why})
	}
	if t.Opaque && len(t.Unread) == 0 {
		out = append(out, unreadPart{pos: t.Pos, why: "part of the schema (the adapter gives no reason)"})
	}
	for _, p := range t.Properties {
		if !p.Description.Known {
			out = append(out, unreadPart{pos: p.Description.Pos, property: p.Name, key: "description", why: "the description is not a constant"})
		}
		for _, u := range p.Unread {
			out = append(out, unreadPart{pos: u.Pos, property: p.Name, key: u.Key, written: u.Written, why: u.Why})
		}
		if p.Opaque && len(p.Unread) == 0 {
			out = append(out, unreadPart{pos: p.Pos, property: p.Name, why: "an option of the property (the adapter gives no reason)"})
		}
	}
	return out
}

// ANSI colours for the terminal.
const (
	bold   = "\x1b[1m"
	red    = "\x1b[31m"
	green  = "\x1b[32m"
	yellow = "\x1b[33m"
	dim    = "\x1b[2m"
	reset  = "\x1b[0m"
)

func (pr *Printer) paint(color, s string) string {
	if !pr.Color || s == "" {
		return s
	}
	return color + s + reset
}

// WriteText writes the inventory as a table, one block per tool, and the
// summary line last.
func (pr *Printer) WriteText(w io.Writer, inv *Inventory) error {
	var buf bytes.Buffer
	pr.writeText(&buf, inv)
	// The table's last column is often empty: no padding after it.
	var out strings.Builder
	for line := range strings.Lines(buf.String()) {
		out.WriteString(strings.TrimRight(line, " \n"))
		out.WriteByte('\n')
	}
	_, err := io.WriteString(w, out.String())
	return err
}

func (pr *Printer) writeText(w io.Writer, inv *Inventory) {
	fset := inv.Fset
	for i, e := range inv.Tools {
		if i > 0 {
			fmt.Fprintln(w)
		}
		t := e.Tool
		name := t.Name
		if name == "" {
			name = "(name not constant)"
		}
		lib := t.Library
		if e.Version != "" {
			lib += " " + e.Version
		}
		fmt.Fprintf(w, "%s  %s  %s\n", pr.paint(bold, name), lib, pr.paint(dim, pr.position(fset, t.Pos)))
		tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
		switch {
		case !t.Description.Known:
			fmt.Fprintf(tw, "  description\t%s\n", pr.paint(yellow, "(not a constant)"))
		case t.Description.Value != "":
			fmt.Fprintf(tw, "  description\t%s\n", oneLine(t.Description.Value))
		}
		if t.Target != "" {
			fmt.Fprintf(tw, "  provider\t%s\n", t.Target)
		}
		if why, at := unlinked(e); why != "" {
			where := ""
			if at != t.Pos {
				where = "  " + pr.paint(dim, pr.position(fset, at))
			}
			fmt.Fprintf(tw, "  handler\t%s%s\n", pr.paint(yellow, "none: "+why), where)
		}
		for _, h := range t.Handlers {
			if h.Imported != nil {
				fmt.Fprintf(tw, "  handler\t%s, in another package\n", h.Imported.FullName())
				continue
			}
			fmt.Fprintf(tw, "  handler\t%s\n", pr.position(fset, handlerPos(h.Func)))
		}
		tw.Flush()
		if len(t.Properties) == 0 && InputSchema(t) != nil {
			fmt.Fprintln(w, "  (no properties)")
		}
		tw = tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
		for _, p := range t.Properties {
			typ := p.Type
			if typ == "" {
				typ = "any"
			}
			var kws []string
			for _, c := range p.Declared {
				kws = append(kws, c.String())
			}
			desc := ""
			if p.Description.Known && p.Description.Value != "" {
				desc = pr.paint(dim, quoteLine(p.Description.Value))
			}
			fmt.Fprintf(tw, "  %s\t%s\t%s\t%s\n", p.Name, typ, strings.Join(kws, ", "), desc)
		}
		tw.Flush()
		for _, u := range unread(t) {
			what := u.why
			if u.property != "" {
				what = u.property + ": " + what
			}
			fmt.Fprintf(w, "  %s %s  %s\n", pr.paint(yellow, "unread"), what, pr.paint(dim, pr.position(fset, u.pos)))
		}
		for _, c := range e.Cut {
			fmt.Fprintf(w, "  %s %s  %s\n", pr.paint(yellow, "cut       "), c.Why, pr.paint(dim, pr.position(fset, c.Pos)))
		}
		for _, r := range e.Rules {
			color := green
			switch r.State {
			case Undeclared:
				color = red
			case Unjudged:
				color = yellow
			}
			text := strings.Join(r.Rule.Args, ", ") + ": " + r.Rule.Check
			if r.Rule.Says != "" && len(r.Rule.Args) == 1 {
				text = r.Rule.Args[0] + " " + r.Rule.Says
			}
			fmt.Fprintf(w, "  %s %s  %s\n", pr.paint(color, fmt.Sprintf("%-10s", r.State)), text, pr.paint(dim, pr.position(fset, r.Rule.Pos)))
			switch r.State {
			case Unjudged:
				fmt.Fprintf(w, "  %10s   (%s)\n", "", r.Message)
			case Undeclared:
				// The finding, past what the rule says (already written).
				why := r.Message
				if _, rest, ok := strings.Cut(why, ", but "); ok {
					why = rest
				} else if _, rest, ok := strings.Cut(why, ") is "); ok {
					why = rest // crossfield: "the rule over a and b (check) is in no description ..."
				}
				fmt.Fprintf(w, "  %10s   (%s)\n", "", why)
			}
		}
		for _, d := range e.Findings {
			fmt.Fprintf(w, "  %s %s  %s\n", pr.paint(red, "finding   "), d.Message, pr.paint(dim, pr.position(fset, d.Pos)))
		}
	}
	if len(inv.Tools) > 0 {
		fmt.Fprintln(w)
	}
	fmt.Fprintln(w, inv.Summary())
}

// oneLine folds a description onto one line.
func oneLine(s string) string {
	return strings.Join(strings.Fields(s), " ")
}

func quoteLine(s string) string {
	return fmt.Sprintf("%q", oneLine(s))
}
