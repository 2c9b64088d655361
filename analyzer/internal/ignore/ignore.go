// Package ignore defines a helper Analyzer that parses a package's
// //toolvet:ignore directives once, for every analyzer that requires it (as
// staticcheck's directives fact does for its own), and the Silencer with
// which one analyzer's pass applies them to its findings. The directive's
// syntax and meaning are documented in package analyzer.
package ignore

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/toolvet/toolvet/internal/degrade"
	"github.com/toolvet/toolvet/passes/tools"
)

// Analyzer parses the package's //toolvet:ignore directives; it reports
// nothing. Its result is a *Result.
var Analyzer = degrade.OnPanic(&analysis.Analyzer{
	Name:       "ignore",
	Doc:        "parse the package's //toolvet:ignore directives (reports nothing; its result is the directives)",
	Run:        run,
	Requires:   []*analysis.Analyzer{tools.Analyzer},
	ResultType: reflect.TypeFor[*Result](),
	FactTypes:  []analysis.Fact{(*DirectivesFact)(nil)},
})

// DirectivesFact is a package's directives, for the packages that import
// it: a finding on a handler it declares is reported by the package that
// registers the handler, at the handler's check, and a directive there
// silences it.
type DirectivesFact struct {
	Directives []FactDirective
}

// FactDirective is a Directive by file name, gob-encodable.
type FactDirective struct {
	File      string
	Line      int
	Names     []string
	LineKnown bool
}

func (*DirectivesFact) AFact()         {}
func (*DirectivesFact) String() string { return "directives" }

// AnalyzerNames are the names a directive may give: analyzer.All's, in
// its order. (This package cannot import the analyzers, which require it;
// package analyzer's TestIgnoreNames keeps the two lists one.)
var AnalyzerNames = []string{"representable", "crossfield", "toolerror", "schemapitfall", "strictschema"}

// prefix starts a directive that silences findings on one line.
const prefix = "//toolvet:ignore"

// Result is the package's directives, read-only: every analyzer of the
// package shares it.
type Result struct {
	Directives []*Directive
	// Judged is true when the pass sees every finding in its files (see
	// seesEveryFinding): only then may an analyzer judge a directive
	// unused, or report its missing reason.
	Judged bool
	// Imported are the directives of the packages this one imports whose
	// handlers it may register (their DirectivesFact).
	Imported []FactDirective
}

// Directive is one //toolvet:ignore comment of the package.
type Directive struct {
	Comment *ast.Comment
	File    *token.File
	// Line is the line it silences: its own when it trails code, the
	// next one when it stands alone on its line.
	Line int
	// Names are the analyzers it applies to; nil applies it to all of
	// them.
	Names []string
	// Reasoned is true when it gives a reason after its names.
	Reasoned bool
	// LineKnown is false when toolvet could not tell which line it
	// silences (the file's text was unreadable): it then silences both,
	// and is never reported as unused.
	LineKnown bool
}

// run collects the directives of the package's files, skipping generated
// files: toolvet reports nothing there, so a directive in one has nothing
// to silence.
func run(pass *analysis.Pass) (any, error) {
	res := new(Result)
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
				rest, ok := strings.CutPrefix(c.Text, prefix)
				if !ok || rest != "" && rest[0] != ' ' && rest[0] != '\t' {
					continue
				}
				if content == nil {
					var err error
					if content, err = pass.ReadFile(tf.Name()); err != nil {
						content = []byte{}
					}
				}
				d := &Directive{Comment: c, File: tf, Line: rawLine(tf, c.Slash)}
				d.Names, d.Reasoned = directiveNames(rest)
				if alone, ok := aloneOnLine(tf, content, c.Slash); ok {
					d.LineKnown = true
					if alone {
						d.Line++
					}
				}
				res.Directives = append(res.Directives, d)
			}
		}
	}
	for _, pf := range pass.AllPackageFacts() {
		if f, ok := pf.Fact.(*DirectivesFact); ok {
			res.Imported = append(res.Imported, f.Directives...)
		}
	}
	// A package whose handlers another package registers has findings
	// reported there: it does not see them all.
	exported := len(pass.ResultOf[tools.Analyzer].(*tools.Result).Unregistered) > 0
	res.Judged = len(res.Directives) > 0 && !exported && seesEveryFinding(pass)
	if exported && len(res.Directives) > 0 {
		f := new(DirectivesFact)
		for _, d := range res.Directives {
			f.Directives = append(f.Directives, FactDirective{File: d.File.Name(), Line: d.Line, Names: d.Names, LineKnown: d.LineKnown})
		}
		pass.ExportPackageFact(f)
	}
	return res, nil
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
	if !slices.ContainsFunc(names, isAnalyzer) {
		return nil, true
	}
	return names, len(fields) > 1
}

func isAnalyzer(name string) bool { return slices.Contains(AnalyzerNames, name) }

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

// Silencer is the package's directives as one analyzer's pass applies
// them: it marks those that silenced a finding of the pass's analyzer.
type Silencer struct {
	pass *analysis.Pass
	res  *Result
	used map[*Directive]bool
}

// NewSilencer returns the Silencer of pass, whose analyzer requires
// Analyzer.
func NewSilencer(pass *analysis.Pass) *Silencer {
	return &Silencer{pass: pass, res: pass.ResultOf[Analyzer].(*Result), used: make(map[*Directive]bool)}
}

// Silences reports whether a directive silences d, a finding of this
// pass's analyzer, and marks every directive that does as used.
func (s *Silencer) Silences(d analysis.Diagnostic) bool {
	tf := s.pass.Fset.File(d.Pos)
	if tf == nil {
		return false
	}
	if !s.inPackage(tf) {
		// At a handler's check in another package: a directive there
		// (from that package's fact), or on the line of this package's
		// related information (the tool that registers the handler).
		silenced := s.silencedThere(tf.Name(), rawLine(tf, d.Pos))
		for _, rel := range d.Related {
			if rf := s.pass.Fset.File(rel.Pos); rf != nil && s.inPackage(rf) && s.silencesAt(rf, rel.Pos) {
				silenced = true
			}
		}
		return silenced
	}
	return s.silencesAt(tf, d.Pos)
}

// silencesAt reports whether a directive of the package silences a
// finding at pos, in tf, and marks every one that does as used.
func (s *Silencer) silencesAt(tf *token.File, pos token.Pos) bool {
	line := rawLine(tf, pos)
	silenced := false
	for _, dir := range s.res.Directives {
		if dir.File == tf && silences(dir.Names, dir.Line, dir.LineKnown, s.pass.Analyzer.Name, line) {
			s.used[dir] = true
			silenced = true
		}
	}
	return silenced
}

// silences reports whether a directive naming names (nil: all), on line
// (or, when lineKnown is false, the line before), silences analyzer's
// finding on findingLine.
func silences(names []string, line int, lineKnown bool, analyzer string, findingLine int) bool {
	if names != nil && !slices.Contains(names, analyzer) {
		return false
	}
	return line == findingLine || !lineKnown && line+1 == findingLine
}

// silencedThere reports whether a directive of an imported package
// silences a finding on line of its file named name.
func (s *Silencer) silencedThere(name string, line int) bool {
	for _, dir := range s.res.Imported {
		if dir.File == name && silences(dir.Names, dir.Line, dir.LineKnown, s.pass.Analyzer.Name, line) {
			return true
		}
	}
	return false
}

// inPackage reports whether tf is one of the package's files.
func (s *Silencer) inPackage(tf *token.File) bool {
	for _, f := range s.pass.Files {
		if s.pass.Fset.File(f.FileStart) == tf {
			return true
		}
	}
	return false
}

// ReportDirectives reports what is wrong with the directives themselves,
// as staticcheck does for its own: each directive naming this pass's
// analyzer that silenced none of its findings, and, when requireReasons
// (-ignorereason), each directive this analyzer answers for that gives no
// reason. Call it once the pass's findings have all been through
// Silences.
//
// Both are judged only by a pass that sees every finding in its files, so
// that a driver analysing a package twice (with and without its tests)
// reports each once.
func (s *Silencer) ReportDirectives(requireReasons bool) {
	if !s.res.Judged {
		return
	}
	s.reportUnused()
	if requireReasons {
		s.reportUnreasoned()
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
func (s *Silencer) reportUnused() {
	name := s.pass.Analyzer.Name
	for _, dir := range s.res.Directives {
		if s.used[dir] || !dir.LineKnown || dir.Names == nil || !slices.Contains(dir.Names, name) {
			continue
		}
		msg := "this //toolvet:ignore directive matched no finding; should it be removed?"
		if len(dir.Names) > 1 {
			msg = "this //toolvet:ignore directive matched no " + name + " finding; should " + name + " be removed from it?"
		}
		s.pass.Report(analysis.Diagnostic{Pos: dir.Comment.Slash, End: dir.Comment.End(), Message: msg})
	}
}

// reportUnreasoned reports each directive without a reason that this
// pass's analyzer answers for. Any analyzer could see the missing reason;
// one answers, so that it is reported once: the first analyzer the
// directive names (as written), or, for a directive naming none, the first
// of analyzer.All. That analyzer turned off, nothing reports it.
func (s *Silencer) reportUnreasoned() {
	for _, dir := range s.res.Directives {
		if dir.Reasoned || dir.answeredBy() != s.pass.Analyzer.Name {
			continue
		}
		s.pass.Report(analysis.Diagnostic{Pos: dir.Comment.Slash, End: dir.Comment.End(),
			Message: "this //toolvet:ignore directive gives no reason; say why the finding does not apply (-ignorereason)"})
	}
}

// answeredBy is the analyzer that reports what is wrong with the
// directive's own text.
func (dir *Directive) answeredBy() string {
	for _, name := range dir.Names {
		if isAnalyzer(name) {
			return name
		}
	}
	return AnalyzerNames[0]
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
