package analyzer

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"
)

// ignorePrefix starts a directive that silences findings on one line.
const ignorePrefix = "//toolvet:ignore"

// directive is one //toolvet:ignore comment of the package.
type directive struct {
	comment *ast.Comment
	file    *token.File
	// line is the line it silences: its own when it trails code, the next
	// one when it stands alone on its line.
	line int
	// names are the analyzers it applies to; nil applies it to all of them.
	names []string
	// judged is false when toolvet could not tell which line it silences
	// (the file's text was unreadable): it then silences both and is never
	// reported as unused.
	judged bool
	used   bool // it silenced a finding of this pass's analyzer
}

// directives are the package's //toolvet:ignore comments, as one
// analyzer's pass sees them.
type directives struct {
	pass *analysis.Pass
	all  []*directive
}

// readDirectives collects the directives of the package's files, skipping
// generated files: toolvet reports nothing there, so a directive in one has
// nothing to silence.
func readDirectives(pass *analysis.Pass) *directives {
	ds := &directives{pass: pass}
	for _, f := range pass.Files {
		if ast.IsGenerated(f) {
			continue
		}
		tf := pass.Fset.File(f.FileStart)
		if tf == nil {
			continue
		}
		var content []byte // read on the first directive: most files have none
		for _, cg := range f.Comments {
			for _, c := range cg.List {
				rest, ok := strings.CutPrefix(c.Text, ignorePrefix)
				if !ok || rest != "" && rest[0] != ' ' && rest[0] != '\t' {
					continue
				}
				if content == nil {
					var err error
					if content, err = pass.ReadFile(tf.Name()); err != nil {
						content = []byte{}
					}
				}
				d := &directive{comment: c, file: tf, line: rawLine(tf, c.Slash), names: directiveNames(rest)}
				if alone, ok := aloneOnLine(tf, content, c.Slash); ok {
					d.judged = true
					if alone {
						d.line++
					}
				}
				ds.all = append(ds.all, d)
			}
		}
	}
	return ds
}

// directiveNames returns the analyzers a directive's text after the prefix
// names: a first word that names a toolvet analyzer is a comma-separated
// list of them (//toolvet:ignore crossfield,toolerror the reason); any
// other first word starts the reason, and the directive applies to all.
func directiveNames(rest string) []string {
	fields := strings.Fields(rest)
	if len(fields) == 0 {
		return nil
	}
	names := strings.Split(fields[0], ",")
	if !slices.ContainsFunc(names, func(name string) bool { return analyzerNames[name] }) {
		return nil
	}
	return names
}

// rawLine is pos's line in the file as parsed, not as a //line directive
// renames it: a directive and the finding it silences are compared in the
// text they share.
func rawLine(tf *token.File, pos token.Pos) int { return tf.PositionFor(pos, false).Line }

// aloneOnLine reports whether only blanks precede pos on its line of the
// file's text; ok is false when the text does not hold pos.
func aloneOnLine(tf *token.File, content []byte, pos token.Pos) (alone, ok bool) {
	end := tf.Offset(pos)
	start := tf.Offset(tf.LineStart(rawLine(tf, pos)))
	if end > len(content) || start > end {
		return false, false
	}
	return len(strings.TrimSpace(string(content[start:end]))) == 0, true
}

// silences reports whether a directive silences d, a finding of this
// pass's analyzer, and marks every directive that does as used.
func (ds *directives) silences(d analysis.Diagnostic) bool {
	tf := ds.pass.Fset.File(d.Pos)
	if tf == nil {
		return false
	}
	line := rawLine(tf, d.Pos)
	silenced := false
	for _, dir := range ds.all {
		if dir.file != tf || !dir.appliesTo(ds.pass.Analyzer.Name) {
			continue
		}
		if dir.line == line || !dir.judged && dir.line+1 == line {
			dir.used = true
			silenced = true
		}
	}
	return silenced
}

func (dir *directive) appliesTo(analyzer string) bool {
	return dir.names == nil || slices.Contains(dir.names, analyzer)
}

// reportUnused reports each directive naming this pass's analyzer that
// silenced none of its findings, as staticcheck does for its own.
//
// Each analyzer judges only its own name, the one thing it knows: its own
// findings are all it sees, under every driver (go vet runs analyzers in
// one process per package but never shows one the findings of another). A
// directive naming no analyzer applies to all, so no analyzer alone can
// tell it matched nothing; it is never reported.
func (ds *directives) reportUnused() {
	if len(ds.all) == 0 || !seesEveryFinding(ds.pass) {
		return
	}
	name := ds.pass.Analyzer.Name
	for _, dir := range ds.all {
		if dir.used || !dir.judged || dir.names == nil || !slices.Contains(dir.names, name) {
			continue
		}
		msg := "this //toolvet:ignore directive matched no finding; should it be removed?"
		if len(dir.names) > 1 {
			msg = "this //toolvet:ignore directive matched no " + name + " finding; should " + name + " be removed from it?"
		}
		ds.pass.Report(analysis.Diagnostic{Pos: dir.comment.Slash, End: dir.comment.End(), Message: msg})
	}
}

// seesEveryFinding reports whether this pass finds everything any pass
// finds in its files. Drivers that load tests (standalone toolvet, gopls,
// golangci-lint) analyse a package with in-package _test.go files twice:
// alone, and with those files, whose tools may be handlers of the
// package's own files. Only the second sees every finding; the first
// judges no directive, lest it call unused one that the second uses.
// go vet analyses only the second. A test file the directory holds but the
// build leaves out counts too: judging less is never wrong.
func seesEveryFinding(pass *analysis.Pass) bool {
	dirs := make(map[string]bool)
	for _, f := range pass.Files {
		tf := pass.Fset.File(f.FileStart)
		if tf == nil {
			return false
		}
		if strings.HasSuffix(tf.Name(), "_test.go") {
			return true // the variant with the tests
		}
		// The file as written, not cgo's rewrite of it in the build cache.
		dirs[filepath.Dir(pass.Fset.Position(f.Package).Filename)] = true
	}
	for dir := range dirs {
		entries, err := os.ReadDir(dir)
		if err != nil {
			return false
		}
		for _, e := range entries {
			if !strings.HasSuffix(e.Name(), "_test.go") {
				continue
			}
			f, err := parser.ParseFile(token.NewFileSet(), filepath.Join(dir, e.Name()), nil, parser.PackageClauseOnly)
			if err != nil || f.Name.Name == pass.Pkg.Name() {
				return false
			}
		}
	}
	return true
}
