package report

import (
	"go/ast"
	"go/token"

	"golang.org/x/tools/go/analysis"
)

// Files maps positions to the package's files.
type Files struct {
	pass *analysis.Pass
	gen  map[*ast.File]bool
	// guardsOf maps a check in a helper, per argument, to the guards
	// reaching it.
	guardsOf map[helperCheck]map[token.Pos]bool
}

// SameLine reports whether two positions are on one line of one file.
func (fs *Files) SameLine(a, b token.Pos) bool {
	pa, pb := fs.pass.Fset.Position(a), fs.pass.Fset.Position(b)
	return pa.Filename == pb.Filename && pa.Line == pb.Line
}

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
