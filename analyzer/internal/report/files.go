package report

import (
	"go/ast"
	"go/token"

	"golang.org/x/tools/go/analysis"

	"github.com/toolvet/toolvet/analyzer/internal/config"
	"github.com/toolvet/toolvet/internal/model"
)

// Files maps positions to the package's files.
type Files struct {
	pass *analysis.Pass
	gen  map[*ast.File]bool
	// guardsOf maps a check in a helper, per argument, to the guards
	// reaching it.
	guardsOf map[helperCheck]map[token.Pos]bool
	// checksAt maps a guard calling a helper, per argument, to the checks
	// of the helper it reaches.
	checksAt map[helperGuard]map[checkPlace]bool
	named    map[string]*token.File // the file set's files by name, for sitePos
}

// SameLine reports whether two positions are on one line of one file.
func (fs *Files) SameLine(a, b token.Pos) bool {
	pa, pb := fs.pass.Fset.Position(a), fs.pass.Fset.Position(b)
	return pa.Filename == pb.Filename && pa.Line == pb.Line
}

// sitePos returns a position of the pass's file set at s, a place in a
// file of another package: in that file when the set holds its text
// (drivers that parse the packages a package imports), else in a file
// the set gains for it, whose only lines are those up to s (go vet reads
// the packages a package imports from export data, which keeps no lines
// of theirs), so that the driver prints s's file, line and column.
func (fs *Files) sitePos(s model.FileSite) token.Pos {
	if s.Line <= 0 || s.Col <= 0 || s.Line > maxSiteLine {
		return token.NoPos
	}
	if fs.named == nil {
		fs.named = make(map[string]*token.File)
		fs.pass.Fset.Iterate(func(f *token.File) bool {
			if _, seen := fs.named[f.Name()]; !seen {
				fs.named[f.Name()] = f
			}
			return true
		})
	}
	if f := fs.named[s.File]; f != nil && s.Line <= f.LineCount() {
		start := f.LineStart(s.Line)
		next := token.Pos(f.Base() + f.Size())
		if s.Line < f.LineCount() {
			next = f.LineStart(s.Line + 1)
		}
		if at := start + token.Pos(s.Col-1); at < next {
			return at
		}
	}
	lines := make([]int, s.Line)
	for i := range lines {
		lines[i] = i
	}
	f := fs.pass.Fset.AddFile(s.File, -1, s.Line+s.Col)
	if !f.SetLines(lines) {
		return token.NoPos
	}
	return f.LineStart(s.Line) + token.Pos(s.Col-1)
}

// SitePos is the position of s, a place in a file of another package,
// for a finding reported there; NoPos when the driver shows a package's
// findings only in its own files (-otherpackages off: gopls) or a fix must
// be in the finding's file (-samefile).
func (fs *Files) SitePos(s model.FileSite) token.Pos {
	if cfg := config.Of(fs.pass); !cfg.OtherPackages || cfg.SameFile {
		return token.NoPos
	}
	return fs.sitePos(s)
}

// maxSiteLine bounds the lines of a file sitePos adds.
const maxSiteLine = 1 << 20

func newFiles(pass *analysis.Pass) *Files {
	fs := &Files{pass: pass, gen: make(map[*ast.File]bool)}
	for _, f := range pass.Files {
		fs.gen[f] = ast.IsGenerated(f)
	}
	return fs
}

// ASTFile returns the package's file that holds pos, or nil.
func (fs *Files) ASTFile(pos token.Pos) *ast.File {
	for _, f := range fs.pass.Files {
		if f.FileStart <= pos && pos <= f.FileEnd {
			return f
		}
	}
	return nil
}

// File returns the token.File that holds pos, or nil.
func (fs *Files) File(pos token.Pos) *token.File { return fs.pass.Fset.File(pos) }

// Generated reports whether pos is in a generated file: toolvet reports
// nothing there (the fix would be lost at the next generation).
func (fs *Files) Generated(pos token.Pos) bool {
	f := fs.ASTFile(pos)
	return f != nil && fs.gen[f]
}
