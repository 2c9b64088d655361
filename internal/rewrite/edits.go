package rewrite

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/format"
	"go/token"
	"maps"
	"slices"
	"strconv"
)

// text returns n's source.
func (p *Package) text(n ast.Node) string {
	f := p.fileOf(n.Pos())
	return string(p.Src[f][p.offset(n.Pos()):p.offset(n.End())])
}

func (p *Package) offset(pos token.Pos) int { return p.Fset.Position(pos).Offset }

// replace records that n's source becomes text. An edit overlapping one
// already recorded is refused (false): rewrites skip such places.
func (p *Package) replace(n ast.Node, text string) bool {
	return p.replaceRange(n.Pos(), n.End(), text)
}

func (p *Package) replaceRange(pos, end token.Pos, text string) bool {
	f := p.fileOf(pos)
	e := edit{p.offset(pos), p.offset(end), text}
	for _, o := range p.edits[f] {
		if e.start < o.end && o.start < e.end || e.start == o.start && e.end == o.end {
			return false
		}
	}
	if p.edits == nil {
		p.edits = make(map[*ast.File][]edit)
	}
	p.edits[f] = append(p.edits[f], e)
	return true
}

// overlaps reports whether an edit already recorded touches n.
func (p *Package) overlaps(n ast.Node) bool {
	f := p.fileOf(n.Pos())
	s, e := p.offset(n.Pos()), p.offset(n.End())
	for _, o := range p.edits[f] {
		if s < o.end && o.start < e {
			return true
		}
	}
	return false
}

// declare appends a package-level declaration to f.
func (p *Package) declare(f *ast.File, decl string) {
	if p.decls == nil {
		p.decls = make(map[*ast.File][]string)
	}
	p.decls[f] = append(p.decls[f], decl)
}

func (p *Package) addImport(f *ast.File, path string) {
	if p.imports == nil {
		p.imports = make(map[*ast.File][]string)
	}
	if !slices.Contains(p.imports[f], path) {
		p.imports[f] = append(p.imports[f], path)
	}
}

// Result returns the package's files after the rewrite, gofmt-formatted,
// by file name; files the rewrite did not touch are returned as they were.
// A file the rewrite added is named by its path relative to the package's
// directory.
func (p *Package) Result() (map[string][]byte, error) {
	out := make(map[string][]byte)
	maps.Copy(out, p.newFiles)
	for _, f := range p.Files {
		name := p.Fset.File(f.FileStart).Name()
		src := p.Src[f]
		es := slices.Clone(p.edits[f])
		if len(es) == 0 && len(p.decls[f]) == 0 && len(p.imports[f]) == 0 {
			out[name] = src
			continue
		}
		slices.SortFunc(es, func(a, b edit) int { return b.start - a.start })
		buf := slices.Clone(src)
		for _, e := range es {
			buf = slices.Concat(buf[:e.start:e.start], []byte(e.text), buf[e.end:])
		}
		if len(p.imports[f]) > 0 {
			// A second import declaration after the package clause is legal
			// and leaves the file's comments where they were.
			at := p.offset(f.Name.End())
			var imp bytes.Buffer
			imp.WriteString("\n\nimport (\n")
			for _, path := range p.imports[f] {
				imp.WriteString("\t" + strconv.Quote(path) + "\n")
			}
			imp.WriteString(")\n")
			buf = slices.Concat(buf[:at:at], imp.Bytes(), buf[at:])
		}
		for _, d := range p.decls[f] {
			buf = append(buf, "\n"+d+"\n"...)
		}
		formatted, err := format.Source(buf)
		if err != nil {
			return nil, fmt.Errorf("%s: rewritten source does not parse: %v\n%s", name, err, buf)
		}
		out[name] = formatted
	}
	return out, nil
}
