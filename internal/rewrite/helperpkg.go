package rewrite

import (
	"bytes"
	"go/ast"
	"go/format"
	"go/token"
	"go/types"
	"maps"
	"slices"
	"sort"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// HelperPkg moves the package's helpers into a package of their own, as
// servers keeping their failure helpers, argument readers, parse functions
// and validators in a util or params package do:
//
//	func requireAccount(req mcp.CallToolRequest) (string, error) { … }
//	…
//	acct, err := requireAccount(req)
//
// becomes, in PKG/rwlib,
//
//	func RwRequireAccount(req mcp.CallToolRequest) (string, error) { … }
//
// and in the package
//
//	acct, err := rwlib.RwRequireAccount(req)
//
// A helper moves when it is a function (no method) that names nothing of
// its package but other helpers that move with it, takes no
// context.Context (handlers and the functions doing their work stay), and
// defines no tool: it builds no tool, option or schema, registers nothing
// and holds no function literal (a handler's, a middleware's). What the
// model is shown stays in the package; only the code the checks run
// through moves, and toolvet reads it through the facts it exports about
// the other package.
var HelperPkg = &Rewrite{
	Name: "helperpkg",
	Doc:  "the package's helper functions moved into a package of their own",
	Apply: func(p *Package) int {
		if p.Path == "" {
			return 0
		}
		const lib = "rwlib"
		if p.Types.Scope().Lookup(lib) != nil || p.usedAnywhere(lib) {
			return 0
		}
		moving := p.movableHelpers()
		if len(moving) == 0 {
			return 0
		}
		newName := make(map[*types.Func]string)
		for fn := range moving {
			newName[fn] = "Rw" + upperFirst(fn.Name())
		}
		// Uses outside the moved declarations: qualified by the new
		// package. A helper nothing else uses does not count.
		used := 0
		path := p.Path + "/" + lib
		for _, f := range p.Files {
			for id, obj := range p.Info.Uses {
				fn, ok := obj.(*types.Func)
				if !ok || moving[fn] == nil || p.fileOf(id.Pos()) != f || inMoved(moving, id.Pos()) {
					continue
				}
				if p.replace(id, lib+"."+newName[fn]) {
					p.addImport(f, path)
					used++
				}
			}
		}
		if used == 0 {
			return 0
		}
		// The moved declarations, renamed, and their imports.
		var decls []*ast.FuncDecl
		for _, fd := range moving {
			decls = append(decls, fd)
		}
		sort.Slice(decls, func(i, j int) bool { return decls[i].Pos() < decls[j].Pos() })
		imports := make(map[string]string) // path → name ("" when the package's own)
		var body bytes.Buffer
		for _, fd := range decls {
			start := fd.Pos()
			if fd.Doc != nil {
				start = fd.Doc.Pos()
			}
			type rename struct {
				start, end int
				text       string
			}
			var renames []rename
			ast.Inspect(fd, func(n ast.Node) bool {
				id, ok := n.(*ast.Ident)
				if !ok {
					return true
				}
				obj := p.Info.Uses[id]
				if obj == nil {
					obj = p.Info.Defs[id]
				}
				switch obj := obj.(type) {
				case *types.Func:
					if moving[obj] != nil {
						renames = append(renames, rename{p.offset(id.Pos()) - p.offset(start), p.offset(id.End()) - p.offset(start), newName[obj]})
					}
				case *types.PkgName:
					name := obj.Name()
					if name == obj.Imported().Name() {
						name = ""
					}
					imports[obj.Imported().Path()] = name
				}
				return true
			})
			src := []byte(p.textRange(start, fd.End()))
			sort.Slice(renames, func(i, j int) bool { return renames[i].start > renames[j].start })
			for _, r := range renames {
				src = slices.Concat(src[:r.start:r.start], []byte(r.text), src[r.end:])
			}
			body.WriteString("\n")
			body.Write(src)
			body.WriteString("\n")
			f := p.fileOf(fd.Pos())
			p.replaceRange(start, fd.End(), "")
			p.dropped = append(p.dropped, droppedRange{f, start, fd.End()})
		}
		var file bytes.Buffer
		file.WriteString("package " + lib + "\n")
		if len(imports) > 0 {
			file.WriteString("\nimport (\n")
			for _, path := range slices.Sorted(maps.Keys(imports)) {
				if name := imports[path]; name != "" {
					file.WriteString("\t" + name + " ")
				} else {
					file.WriteString("\t")
				}
				file.WriteString(strconv.Quote(path) + "\n")
			}
			file.WriteString(")\n")
		}
		file.Write(body.Bytes())
		out, err := format.Source(file.Bytes())
		if err != nil {
			return 0
		}
		p.addFile(lib+"/"+lib+".go", out)
		p.dropUnusedImports()
		return used
	},
}

// movableHelpers returns the functions HelperPkg moves, by object.
func (p *Package) movableHelpers() map[*types.Func]*ast.FuncDecl {
	cands := make(map[*types.Func]*ast.FuncDecl)
	for _, f := range p.Files {
		for _, imp := range f.Imports {
			if imp.Name != nil && imp.Name.Name == "." {
				return nil
			}
		}
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Recv != nil || fd.Body == nil || fd.Name.Name == "init" || fd.Name.Name == "main" || fd.Name.Name == "_" {
				continue
			}
			fn, ok := p.Info.Defs[fd.Name].(*types.Func)
			if !ok || takesContext(fn.Signature()) || !p.helperBody(fd) {
				continue
			}
			cands[fn] = fd
		}
	}
	// A helper naming another of the package's objects moves only when
	// that object is a helper that moves too.
	for changed := true; changed; {
		changed = false
		for fn, fd := range cands {
			stays := false
			ast.Inspect(fd, func(n ast.Node) bool {
				id, ok := n.(*ast.Ident)
				if !ok || stays {
					return !stays
				}
				obj := p.Info.Uses[id]
				if obj == nil || obj.Pkg() != p.Types || obj.Parent() != p.Types.Scope() {
					return true
				}
				if other, ok := obj.(*types.Func); !ok || cands[other] == nil {
					stays = true
				}
				return true
			})
			if stays {
				delete(cands, fn)
				changed = true
			}
		}
	}
	return cands
}

// helperBody reports whether fd only checks, reads and fails: it holds no
// function literal and names nothing that defines or registers a tool.
func (p *Package) helperBody(fd *ast.FuncDecl) bool {
	ok := true
	ast.Inspect(fd, func(n ast.Node) bool {
		if !ok {
			return false
		}
		switch n := n.(type) {
		case *ast.FuncLit:
			ok = false
		case *ast.Ident:
			if obj := p.Info.Uses[n]; obj != nil && obj.Pkg() != nil && definesTools(obj) {
				ok = false
			}
		}
		return ok
	})
	return ok
}

// definesTools reports whether obj belongs to what defines, registers or
// describes a tool rather than what reads its arguments and answers.
func definesTools(obj types.Object) bool {
	path := obj.Pkg().Path()
	for _, lib := range []string{mcpgoServer, "github.com/cloudwego/", "github.com/invopop/jsonschema", "github.com/google/jsonschema-go",
		"github.com/openai/", "github.com/anthropics/", "google.golang.org/genai", "github.com/tmc/", "github.com/firebase/", "github.com/sashabaranov/"} {
		if path == lib || strings.HasPrefix(path, strings.TrimSuffix(lib, "/")+"/") {
			return true
		}
	}
	switch path {
	case mcpgoMCP:
		if fn, ok := obj.(*types.Func); ok && fn.Signature().Recv() == nil && fn.Signature().Results().Len() == 1 {
			for _, name := range []string{"Tool", "ToolOption", "PropertyOption"} {
				if isNamedType(fn.Signature().Results().At(0).Type(), mcpgoMCP, name) {
					return true
				}
			}
		}
		return obj.Name() == "Tool" || obj.Name() == "ToolInputSchema"
	case gosdkMCP:
		return obj.Name() == "Tool" || obj.Name() == "Server" || obj.Name() == "AddTool"
	}
	return false
}

// takesContext reports whether a parameter of sig is a context.Context.
func takesContext(sig *types.Signature) bool {
	for v := range sig.Params().Variables() {
		if n, ok := types.Unalias(v.Type()).(*types.Named); ok && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == "context" {
			return true
		}
	}
	return false
}

func inMoved(moving map[*types.Func]*ast.FuncDecl, pos token.Pos) bool {
	for _, fd := range moving {
		if fd.Pos() <= pos && pos < fd.End() {
			return true
		}
	}
	return false
}

func upperFirst(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	return string(unicode.ToUpper(r)) + s[n:]
}

// textRange returns the source between two positions of one file.
func (p *Package) textRange(pos, end token.Pos) string {
	f := p.fileOf(pos)
	return string(p.Src[f][p.offset(pos):p.offset(end)])
}

// A droppedRange is source a rewrite removed from a file.
type droppedRange struct {
	file       *ast.File
	start, end token.Pos
}

// addFile adds a file to the result, at a path relative to the package's
// directory (in a package of its own when in a directory).
func (p *Package) addFile(rel string, src []byte) {
	if p.newFiles == nil {
		p.newFiles = make(map[string][]byte)
	}
	p.newFiles[rel] = src
}

// dropUnusedImports removes the imports of files whose last use went with
// the source a rewrite removed.
func (p *Package) dropUnusedImports() {
	for _, f := range p.Files {
		removedHere := false
		for _, d := range p.dropped {
			removedHere = removedHere || d.file == f
		}
		if !removedHere {
			continue
		}
		for _, decl := range f.Decls {
			gd, ok := decl.(*ast.GenDecl)
			if !ok || gd.Tok != token.IMPORT {
				continue
			}
			var unused []*ast.ImportSpec
			for _, spec := range gd.Specs {
				imp := spec.(*ast.ImportSpec)
				if imp.Name != nil && imp.Name.Name == "_" {
					continue
				}
				if !p.importUsed(f, imp) {
					unused = append(unused, imp)
				}
			}
			switch {
			case len(unused) == 0:
			case len(unused) == len(gd.Specs):
				p.replace(gd, "")
			default:
				for _, imp := range unused {
					p.replace(imp, "")
				}
			}
		}
	}
}

// importUsed reports whether f uses imp outside the source removed.
func (p *Package) importUsed(f *ast.File, imp *ast.ImportSpec) bool {
	var pkgName types.Object
	if imp.Name != nil {
		pkgName = p.Info.Defs[imp.Name]
	} else {
		pkgName = p.Info.Implicits[imp]
	}
	if pkgName == nil {
		return true
	}
	for id, obj := range p.Info.Uses {
		if obj != pkgName || p.fileOf(id.Pos()) != f {
			continue
		}
		gone := false
		for _, d := range p.dropped {
			gone = gone || d.file == f && d.start <= id.Pos() && id.Pos() < d.end
		}
		if !gone {
			return true
		}
	}
	return false
}
