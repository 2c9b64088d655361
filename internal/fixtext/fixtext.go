// Package fixtext renders the Go text of suggested fixes from AST nodes, so
// that every fix is gofmt-clean as inserted (gopls applies NewText verbatim).
package fixtext

import (
	"bytes"
	"go/ast"
	"go/constant"
	"go/format"
	"go/token"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"
)

// Node prints n as gofmt would.
func Node(n ast.Node) (string, bool) {
	var buf bytes.Buffer
	if err := format.Node(&buf, token.NewFileSet(), n); err != nil {
		return "", false
	}
	return buf.String(), true
}

// List prints exprs separated by ", ".
func List(exprs []ast.Expr) (string, bool) {
	parts := make([]string, len(exprs))
	for i, e := range exprs {
		s, ok := Node(e)
		if !ok {
			return "", false
		}
		parts[i] = s
	}
	return strings.Join(parts, ", "), true
}

// String returns a string literal for s: a raw string when s has
// backslashes or double quotes (regular expressions and sentences quoting
// values read better so) and can be one, else an interpreted one.
func String(s string) *ast.BasicLit {
	return &ast.BasicLit{Kind: token.STRING, Value: Quote(s)}
}

// Quote is String's text.
func Quote(s string) string {
	if strings.ContainsAny(s, `\"`) && strconv.CanBackquote(s) {
		return "`" + s + "`"
	}
	return strconv.Quote(s)
}

// Number returns the shortest Go literal for an exact numeric constant:
// an integer when v is whole, else the shortest float that reads back as
// the same float64 (JSON numbers are float64 on every side).
func Number(v constant.Value) (ast.Expr, bool) {
	if v == nil {
		return nil, false
	}
	var lit string
	switch {
	case (v.Kind() == constant.Int || v.Kind() == constant.Float) && !wholeFits(v):
		// Beyond ±2^53 a whole number written as an integer literal would
		// overflow the int a generic option infers (mcp.Max[T]).
		f, _ := constant.Float64Val(v)
		lit = strconv.FormatFloat(f, 'g', -1, 64)
		if !strings.ContainsAny(lit, ".e") {
			lit += ".0"
		}
	case v.Kind() == constant.Int:
		lit = v.ExactString()
	case v.Kind() == constant.Float:
		if i := constant.ToInt(v); i.Kind() == constant.Int {
			lit = i.ExactString()
			break
		}
		f, _ := constant.Float64Val(v)
		lit = strconv.FormatFloat(f, 'g', -1, 64)
		if !strings.ContainsAny(lit, ".e") {
			lit += ".0"
		}
	default:
		return nil, false
	}
	if strings.HasPrefix(lit, "-") {
		return &ast.UnaryExpr{Op: token.SUB, X: &ast.BasicLit{Kind: basicKind(lit[1:]), Value: lit[1:]}}, true
	}
	return &ast.BasicLit{Kind: basicKind(lit), Value: lit}, true
}

func basicKind(lit string) token.Token {
	if strings.ContainsAny(lit, ".eE") {
		return token.FLOAT
	}
	return token.INT
}

// DeleteImport returns the edit that removes spec from file: its line in a
// parenthesised import block, or the whole declaration when it is the only
// spec. ok is false for layouts it does not handle (several specs on one
// line, comments on the spec's line).
func DeleteImport(tf *token.File, file *ast.File, spec *ast.ImportSpec) (analysis.TextEdit, bool) {
	for _, decl := range file.Decls {
		gd, isGen := decl.(*ast.GenDecl)
		if !isGen || gd.Tok != token.IMPORT {
			continue
		}
		for _, s := range gd.Specs {
			if s != spec {
				continue
			}
			if len(gd.Specs) == 1 {
				return wholeLines(tf, gd.Pos(), gd.End())
			}
			if spec.Doc != nil || spec.Comment != nil {
				return analysis.TextEdit{}, false
			}
			for _, other := range gd.Specs {
				if other != spec && tf.Line(other.Pos()) == tf.Line(spec.Pos()) {
					return analysis.TextEdit{}, false
				}
			}
			return wholeLines(tf, spec.Pos(), spec.End())
		}
	}
	return analysis.TextEdit{}, false
}

// wholeLines returns the edit deleting the lines from pos to end, newline
// included.
func wholeLines(tf *token.File, pos, end token.Pos) (analysis.TextEdit, bool) {
	start := tf.LineStart(tf.Line(pos))
	last := tf.Line(end)
	var stop token.Pos
	if last < tf.LineCount() {
		stop = tf.LineStart(last + 1)
	} else {
		stop = token.Pos(tf.Base() + tf.Size())
	}
	return analysis.TextEdit{Pos: start, End: stop}, true
}

// InsertAfter returns the edit inserting texts after element i of a
// comma-separated list (call arguments, composite literal elements) that
// closes at close, following its layout: on the same line, or one per line
// when the next element (or the closing token) starts a new line and the
// element it copies the indentation from starts its own. open is the
// opening token.
func InsertAfter(tf *token.File, elems []ast.Expr, open, close token.Pos, i int, texts []string) analysis.TextEdit {
	after := elems[i]
	next := close
	if i+1 < len(elems) {
		next = elems[i+1].Pos()
	}
	sep := ", "
	if tf.Line(next) > tf.Line(after.End()) {
		ref, prev := after, open
		if i > 0 {
			prev = elems[i-1].End()
		}
		if i+1 < len(elems) {
			ref, prev = elems[i+1], after.End()
		}
		if tf.Line(prev) < tf.Line(ref.Pos()) {
			sep = ",\n" + strings.Repeat("\t", tf.Position(ref.Pos()).Column-1)
		}
	}
	var buf strings.Builder
	for _, t := range texts {
		buf.WriteString(sep + t)
	}
	return analysis.TextEdit{Pos: after.End(), End: after.End(), NewText: []byte(buf.String())}
}

// AppendSentences returns the edit that appends text to the string
// expression e, whose constant value is value: a literal is rewritten
// whole, ending its last sentence first; anything else (a named constant,
// a concatenation) gets `+ " text"`.
func AppendSentences(e ast.Expr, value, text string) analysis.TextEdit {
	if lit, ok := ast.Unparen(e).(*ast.BasicLit); ok && lit.Kind == token.STRING {
		return analysis.TextEdit{Pos: lit.Pos(), End: lit.End(), NewText: []byte(Quote(JoinSentences(value, text)))}
	}
	// What JoinSentences adds after value: ". " or " " and the text.
	joined := JoinSentences(value, text)
	tail := joined[len(strings.TrimRight(value, " ")):]
	return analysis.TextEdit{Pos: e.End(), End: e.End(), NewText: []byte(" + " + Quote(tail))}
}

// JoinSentences appends text to prose, ending prose's last sentence first.
func JoinSentences(prose, text string) string {
	prose = strings.TrimRight(prose, " ")
	if prose == "" {
		return text
	}
	if strings.HasSuffix(prose, "\n") {
		return prose + text
	}
	if !strings.ContainsAny(prose[len(prose)-1:], ".!?:") {
		prose += "."
	}
	return prose + " " + text
}

// Gofmt returns edits that, applied to a gofmt-clean file, leave it
// gofmt-clean: each edit is applied alone, the file formatted, and the edit
// widened to the region gofmt changed (an inserted struct field may realign
// its neighbours, for one). gopls applies a fix's text verbatim, so the text
// must be right as inserted. A file that is not gofmt-clean to begin with
// keeps its edits as they are. ok is false when an edit it formats would
// leave the file unparsable: such a fix must not be offered. (Edits built
// from AST on one line are not formatted, see Formatter.Gofmt.)
func Gofmt(fset *token.FileSet, readFile func(string) ([]byte, error), edits []analysis.TextEdit) ([]analysis.TextEdit, bool) {
	return NewFormatter(fset, readFile).Gofmt(edits)
}

// Formatter is Gofmt with what it learns of each file kept: formatting a
// whole file is the costly part, and a pass may fix many places in one.
type Formatter struct {
	fset     *token.FileSet
	readFile func(string) ([]byte, error)
	src      map[*token.File][]byte // the file's content when gofmt-clean, nil if not
	content  map[*token.File][]byte // the file's content as read, nil if unreadable
	syntax   map[*token.File]*ast.File
	regions  map[ast.Decl]bool // whether a declaration's region is gofmt-clean
}

// NewFormatter returns a Formatter reading files with readFile.
func NewFormatter(fset *token.FileSet, readFile func(string) ([]byte, error)) *Formatter {
	return &Formatter{fset: fset, readFile: readFile, src: make(map[*token.File][]byte),
		content: make(map[*token.File][]byte), syntax: make(map[*token.File]*ast.File), regions: make(map[ast.Decl]bool)}
}

// WithSyntax lets f format an edit inside a top-level declaration that
// blank lines set apart as that declaration alone (see Gofmt), files being
// the syntax of the files edited. It returns f.
func (f *Formatter) WithSyntax(files []*ast.File) *Formatter {
	for _, file := range files {
		if tf := f.fset.File(file.FileStart); tf != nil {
			f.syntax[tf] = file
		}
	}
	return f
}

// clean returns the content of tf when it is gofmt-clean.
func (f *Formatter) clean(tf *token.File) []byte {
	if src, ok := f.src[tf]; ok {
		return src
	}
	var src []byte
	if b := f.read(tf); b != nil {
		if c, err := format.Source(b); err == nil && bytes.Equal(c, b) {
			src = b
		}
	}
	f.src[tf] = src
	return src
}

// read returns the content of tf, nil when it cannot be read or is not
// what was parsed.
func (f *Formatter) read(tf *token.File) []byte {
	if b, ok := f.content[tf]; ok {
		return b
	}
	var src []byte
	if f.readFile != nil {
		if b, err := f.readFile(tf.Name()); err == nil && len(b) == tf.Size() {
			src = b
		}
	}
	f.content[tf] = src
	return src
}

// region returns the byte range of the top-level declaration of tf holding
// [pos, end), doc comment included, in whole lines, when blank lines (or
// the file's end) set it apart and it is gofmt-clean as it stands: gofmt
// aligns cells only across consecutive lines that have them, and a blank
// line has none, so such a declaration formats the same alone as in its
// file. ok is false otherwise (an import declaration among them: gofmt
// sorts imports across the file).
func (f *Formatter) region(tf *token.File, src []byte, pos, end token.Pos) (start, stop int, ok bool) {
	file := f.syntax[tf]
	if file == nil {
		return 0, 0, false
	}
	var decl ast.Decl
	for _, d := range file.Decls {
		from := d.Pos()
		if doc := declDoc(d); doc != nil {
			from = doc.Pos()
		}
		if from <= pos && end <= d.End() {
			decl = d
			break
		}
	}
	if gd, isGen := decl.(*ast.GenDecl); decl == nil || isGen && gd.Tok == token.IMPORT {
		return 0, 0, false
	}
	from := decl.Pos()
	if doc := declDoc(decl); doc != nil {
		from = doc.Pos()
	}
	// Whole lines: from the start of the first to after the last's newline.
	start = tf.Offset(tf.LineStart(tf.Line(from)))
	stop = tf.Offset(decl.End())
	if i := bytes.IndexByte(src[stop:], '\n'); i >= 0 {
		stop += i + 1
	} else {
		return 0, 0, false // the file's last line, unterminated
	}
	// Isolated: an empty line (or nothing) before and after.
	if start > 0 && (start < 2 || src[start-2] != '\n') {
		return 0, 0, false
	}
	if stop < len(src) && src[stop] != '\n' {
		return 0, 0, false
	}
	// Nothing but the declaration on its lines (no comment after it on its
	// last line, no other declaration sharing one).
	if len(bytes.TrimSpace(src[tf.Offset(decl.End()):stop])) > 0 || len(bytes.TrimSpace(src[start:tf.Offset(from)])) > 0 {
		return 0, 0, false
	}
	clean, seen := f.regions[decl]
	if !seen {
		c, err := format.Source(src[start:stop])
		clean = err == nil && bytes.Equal(c, src[start:stop])
		f.regions[decl] = clean
	}
	return start, stop, clean
}

// declDoc returns d's doc comment, or nil.
func declDoc(d ast.Decl) *ast.CommentGroup {
	switch d := d.(type) {
	case *ast.FuncDecl:
		return d.Doc
	case *ast.GenDecl:
		return d.Doc
	}
	return nil
}

// Gofmt: see the package function. An edit that adds no line and touches
// no struct tag is kept as built: gofmt realigns neighbours only around
// new lines (key: value, fields) and tags, and formatting the whole file
// for every other fix would cost more than all the analysis.
func (f *Formatter) Gofmt(edits []analysis.TextEdit) ([]analysis.TextEdit, bool) {
	if len(edits) == 0 {
		return edits, true
	}
	fset := f.fset
	tf := fset.File(edits[0].Pos)
	if tf == nil {
		return edits, true
	}
	widen := false
	for _, e := range edits {
		if bytes.ContainsRune(e.NewText, '\n') || bytes.HasPrefix(e.NewText, []byte("`")) || e.End > e.Pos && len(e.NewText) == 0 {
			widen = true
		}
	}
	if !widen {
		return edits, true
	}
	content := f.read(tf)
	if content == nil {
		return edits, true
	}
	out := make([]analysis.TextEdit, 0, len(edits))
	for _, e := range edits {
		if fset.File(e.Pos) != tf {
			return edits, true
		}
		start, end := tf.Offset(e.Pos), tf.Offset(e.End)
		if e.End == token.NoPos {
			end = start
			e.End = e.Pos
		}
		if start > end || end > len(content) {
			return nil, false
		}
		// The text formatted: the edit's declaration alone when it can be
		// (formatting the whole file for each fix of a large file costs
		// more than the analysis), else the whole file.
		base := 0
		src := content
		if from, to, ok := f.region(tf, content, e.Pos, e.End); ok {
			base, src = from, content[from:to]
		} else if src = f.clean(tf); src == nil {
			return edits, true
		}
		start, end = start-base, end-base
		edited := append(append(append([]byte{}, src[:start]...), e.NewText...), src[end:]...)
		formatted, err := format.Source(edited)
		if err != nil {
			return nil, false
		}
		// The region gofmt and the edit changed: common prefix and suffix
		// of the original and the result, kept apart.
		p := 0
		for p < len(src) && p < len(formatted) && src[p] == formatted[p] {
			p++
		}
		s := 0
		for s < len(src)-p && s < len(formatted)-p && src[len(src)-1-s] == formatted[len(formatted)-1-s] {
			s++
		}
		was, now := src[p:len(src)-s], formatted[p:len(formatted)-s]
		p += base
		s += len(content) - base - len(src)
		src = content
		// Text kept whole inside the change (a key renamed and an option
		// added, `jsonschema:"x"` to `jsonschema_description:"x"
		// jsonschema:"minLength=1"`) makes two insertions around it, so
		// that another fix making the same first insertion merges with
		// this one instead of repeating it.
		if k := bytes.Index(now, was); len(was) > 0 && k >= 0 {
			if k > 0 {
				out = append(out, analysis.TextEdit{Pos: tf.Pos(p), End: tf.Pos(p), NewText: now[:k]})
			}
			if rest := now[k+len(was):]; len(rest) > 0 {
				out = append(out, analysis.TextEdit{Pos: tf.Pos(len(src) - s), End: tf.Pos(len(src) - s), NewText: rest})
			}
			continue
		}
		out = append(out, analysis.TextEdit{
			Pos:     tf.Pos(p),
			End:     tf.Pos(len(src) - s),
			NewText: now,
		})
	}
	return out, true
}

// wholeFits reports whether v, when whole, is within ±2^53.
func wholeFits(v constant.Value) bool {
	i := constant.ToInt(v)
	if i.Kind() != constant.Int {
		return true
	}
	if constant.Sign(i) < 0 {
		i = constant.UnaryOp(token.SUB, i, 0)
	}
	return constant.Compare(i, token.LEQ, constant.MakeInt64(1<<53))
}

// AddImport returns the edit that imports path (without a name) in file,
// placed as goimports would: in the first group of the import block that
// holds paths of its kind (standard library or not), in sorted position;
// else in a new group, first for the standard library and last otherwise.
// ok is false for layouts it does not handle (an import declaration
// without parentheses holding several specs, a file without imports).
func AddImport(tf *token.File, file *ast.File, path string) (analysis.TextEdit, bool) {
	line := strconv.Quote(path)
	var decl *ast.GenDecl
	for _, d := range file.Decls {
		// import "C" stays alone under its cgo preamble.
		if gd, ok := d.(*ast.GenDecl); ok && gd.Tok == token.IMPORT &&
			!slices.ContainsFunc(gd.Specs, func(s ast.Spec) bool { return importPath(s.(*ast.ImportSpec)) == "C" }) {
			decl = gd
			break
		}
	}
	if decl == nil || len(decl.Specs) == 0 {
		return analysis.TextEdit{}, false
	}
	specs := make([]*ast.ImportSpec, len(decl.Specs))
	for i, s := range decl.Specs {
		specs[i] = s.(*ast.ImportSpec)
	}
	if !decl.Lparen.IsValid() {
		// import "x"  ->  import (\n\t"errors"\n\n\t"x"\n)
		if len(specs) != 1 {
			return analysis.TextEdit{}, false
		}
		old, ok := Node(specs[0])
		if !ok {
			return analysis.TextEdit{}, false
		}
		var block string
		switch other := importPath(specs[0]); {
		case stdPath(path) != stdPath(other) && stdPath(path):
			block = "(\n\t" + line + "\n\n\t" + old + "\n)"
		case stdPath(path) != stdPath(other):
			block = "(\n\t" + old + "\n\n\t" + line + "\n)"
		case path < other:
			block = "(\n\t" + line + "\n\t" + old + "\n)"
		default:
			block = "(\n\t" + old + "\n\t" + line + "\n)"
		}
		return analysis.TextEdit{Pos: specs[0].Pos(), End: specs[0].End(), NewText: []byte(block)}, true
	}
	// Groups are runs of specs on consecutive lines.
	start := 0
	for i := range specs {
		last := i+1 == len(specs) || tf.Line(specs[i+1].Pos()) > tf.Line(specEnd(specs[i]))+1
		if !last {
			continue
		}
		group := specs[start : i+1]
		start = i + 1
		if !slices.ContainsFunc(group, func(s *ast.ImportSpec) bool { return stdPath(importPath(s)) == stdPath(path) }) {
			continue
		}
		for _, s := range group {
			if importPath(s) > path {
				pos := s.Pos()
				if s.Doc != nil {
					pos = s.Doc.Pos()
				}
				return analysis.TextEdit{Pos: pos, End: pos, NewText: []byte(line + "\n\t")}, true
			}
		}
		end := specEnd(group[len(group)-1])
		return analysis.TextEdit{Pos: end, End: end, NewText: []byte("\n\t" + line)}, true
	}
	if stdPath(path) {
		after := decl.Lparen + 1
		return analysis.TextEdit{Pos: after, End: after, NewText: []byte("\n\t" + line + "\n")}, true
	}
	end := specEnd(specs[len(specs)-1])
	return analysis.TextEdit{Pos: end, End: end, NewText: []byte("\n\n\t" + line)}, true
}

// specEnd is where s ends, its line comment included.
func specEnd(s *ast.ImportSpec) token.Pos {
	if s.Comment != nil {
		return s.Comment.End()
	}
	return s.End()
}

func importPath(s *ast.ImportSpec) string {
	p, _ := strconv.Unquote(s.Path.Value)
	return p
}

// stdPath reports whether path is a standard library path: no dot in its
// first element, as goimports groups them.
func stdPath(path string) bool {
	first, _, _ := strings.Cut(path, "/")
	return !strings.Contains(first, ".")
}
