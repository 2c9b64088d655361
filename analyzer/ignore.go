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
	// reasoned is true when it gives a reason after its names.
	reasoned bool
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
				d := &directive{comment: c, file: tf, line: rawLine(tf, c.Slash)}
				d.names, d.reasoned = directiveNames(rest)
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
// names, and whether a reason follows them: a first word that names a
// toolvet analyzer is a comma-separated list of them (//toolvet:ignore
// crossfield,toolerror the reason); any other first word starts the
// reason, and the directive applies to all.
func directiveNames(rest string) (names []string, reasoned bool) {
	fields := strings.Fields(rest)
	if len(fields) == 0 {
		return nil, false
	}
	names = strings.Split(fields[0], ",")
	if !slices.ContainsFunc(names, func(name string) bool { return analyzerNames[name] }) {
		return nil, true
	}
	return names, len(fields) > 1
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

// reportDirectives reports what is wrong with the directives themselves,
// as staticcheck does for its own: each directive naming this pass's
// analyzer that silenced none of its findings, and, under -ignorereason,
// each directive this analyzer answers for that gives no reason.
//
// Both are judged only by a pass that sees every finding in its files, so
// that a driver analysing a package twice (with and without its tests)
// reports each once.
func (ds *directives) reportDirectives() {
	if len(ds.all) == 0 || !seesEveryFinding(ds.pass) {
		return
	}
	ds.reportUnused()
	if configOf(ds.pass).IgnoreReason {
		ds.reportUnreasoned()
	}
}

// reportUnused reports each directive naming this pass's analyzer that
// silenced none of its findings.
//
// Each analyzer judges only its own name, the one thing it knows: its own
// findings are all it sees, under every driver (go vet runs analyzers in
// one process per package but never shows one the findings of another). A
// directive naming no analyzer applies to all, so no analyzer alone can
// tell it matched nothing; it is never reported.
func (ds *directives) reportUnused() {
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

// requireReasonsUsage is the -ignorereason flag's (Config.IgnoreReason),
// shared by every analyzer (one setting under each analyzer's name).
const requireReasonsUsage = "report a //toolvet:ignore directive that gives no reason after the analyzers it names"

// firstAnalyzer is the name of All's first analyzer (filled at init, as
// analyzerNames).
var firstAnalyzer string

func init() {
	firstAnalyzer = All[0].Name
	for _, a := range All {
		a.Flags.BoolVar(&flagConfig.IgnoreReason, "ignorereason", false, requireReasonsUsage)
	}
}

// reportUnreasoned reports each directive without a reason that this
// pass's analyzer answers for. Any analyzer could see the missing reason;
// one answers, so that it is reported once: the first analyzer the
// directive names (as written), or, for a directive naming none, the first
// of All. That analyzer turned off, nothing reports it.
func (ds *directives) reportUnreasoned() {
	for _, dir := range ds.all {
		if dir.reasoned || dir.answeredBy() != ds.pass.Analyzer.Name {
			continue
		}
		ds.pass.Report(analysis.Diagnostic{Pos: dir.comment.Slash, End: dir.comment.End(),
			Message: "this //toolvet:ignore directive gives no reason; say why the finding does not apply (-ignorereason)"})
	}
}

// answeredBy is the analyzer that reports what is wrong with the
// directive's own text.
func (dir *directive) answeredBy() string {
	for _, name := range dir.names {
		if analyzerNames[name] {
			return name
		}
	}
	return firstAnalyzer
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
