package doccheck

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode"

	"golang.org/x/tools/go/packages"
)

// allowlist holds backticked names that are right but that no package the
// test loads declares, each with the reason. The test fails on an entry no
// document holds any more.
var allowlist = map[string]string{
	"ConvertTool":                            grafana,
	"MustTool":                               grafana,
	"*HardError":                             grafana,
	"CreateAlertRuleParams.validate":         grafana,
	"ListPyroscopeLabelNamesParams.Matchers": grafana,
	"WithUIResource":                         grafana,
	"ResourceHandler":                        project,
	"ResourceHandlerFunc":                    project,
	"tools.CreateResourceHandler":            project,
	"tools.CommandExecutor":                  project,
	"Repo":                                   project,
	"Handle":                                 project,
	"GenerateSchema[T]()":                    "the helper openai-go's README has its users write",
	"GenerateSchema[Args]()":                 "the helper openai-go's README has its users write",
	"JSONSchema":                             invopopMethod,
	"JSONSchemaExtend":                       invopopMethod,
	"JSONSchemaAlias":                        invopopMethod,
	"JSONSchemaProperty":                     invopopMethod,
	"CallTool":                               unstubbed + " (go-sdk's client)",
	"Calculator":                             unstubbed + " (langchaingo)",
	"tools.Calculator":                       unstubbed + " (langchaingo)",
	"DefineMultipartTool":                    unstubbed + " (genkit)",
	"OptionalIntParam":                       "github-mcp-server's argument reader (docs/real-world.md)",
	"ToGraphQLParams()":                      "github-mcp-server's pagination check (docs/real-world.md)",
	"api.ServerTool":                         "kubernetes-mcp-server's own tool type (docs/real-world.md)",
	"OptionalCursorPaginationParams":         "github-mcp-server's pagination parse function (docs/real-world.md)",
	"Should":                                 "a predicate of azure-sdk-for-go's internal/log, a dependency that once crashed the fact export (docs/real-world.md)",
}

const (
	grafana       = "mcp-grafana's own code, studied in docs/real-world.md"
	project       = "a project's own code, in an example of a shape toolvet follows"
	invopopMethod = "a method a project's type declares, which invopop/jsonschema's reflector looks up by name"
	unstubbed     = "a library's API that the test stubs leave out, since no test calls it"
)

// alwaysTyped are dependencies whose names the documents use unqualified
// (`SuggestedFix`, `Requires`): their types are loaded whatever the
// documents' qualifiers.
var alwaysTyped = []string{"golang.org/x/tools/go/analysis"}

// root is the module's root directory.
const root = "../.."

func TestIdentifiers(t *testing.T) {
	docs := []string{"README.md", "DESIGN.md"}
	more, err := filepath.Glob(filepath.Join(root, "docs", "*.md"))
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range more {
		rel, _ := filepath.Rel(root, m)
		docs = append(docs, rel)
	}
	var refs []ref
	for _, doc := range docs {
		text, err := os.ReadFile(filepath.Join(root, doc))
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range codeSpans(string(text)) {
			if path, ok := identPath(s.text); ok {
				refs = append(refs, ref{doc: doc, line: s.line, span: s.text, path: path})
			}
		}
	}
	if len(refs) < 100 {
		t.Fatalf("found %d identifiers in %s: the span reader is broken", len(refs), strings.Join(docs, ", "))
	}
	u := load(t, refs)
	var bad int
	for _, r := range refs {
		if _, ok := allowlist[r.span]; ok {
			continue
		}
		if why := u.resolve(r.path); why != "" {
			t.Errorf("%s:%d: `%s` does not resolve: %s", r.doc, r.line, r.span, why)
			bad++
		}
	}
	if bad > 0 {
		t.Logf("%d of %d identifiers do not resolve; a name that is right but outside what the test loads goes into allowlist, with the reason", bad, len(refs))
	}
	for span := range allowlist {
		if !slices.ContainsFunc(refs, func(r ref) bool { return r.span == span }) {
			t.Errorf("allowlist: `%s` is in no document any more", span)
		}
	}
}

// A ref is a backticked Go identifier in a document.
type ref struct {
	doc  string
	line int
	span string
	path []string // the identifier's names: model.Handler.Structs is [model Handler Structs]
}

// A span is the text of an inline code span and the line it starts on.
type span struct {
	text string
	line int
}

// codeSpans returns the inline code spans of a Markdown text, outside
// fenced code blocks. A span may run over a line break, not over a blank
// line.
func codeSpans(text string) []span {
	lines := strings.Split(text, "\n")
	fence := ""
	for i, l := range lines {
		t := strings.TrimSpace(l)
		switch {
		case fence == "" && (strings.HasPrefix(t, "```") || strings.HasPrefix(t, "~~~")):
			fence = t[:3]
			lines[i] = ""
		case fence != "":
			if strings.HasPrefix(t, fence) {
				fence = ""
			}
			lines[i] = ""
		}
	}
	text = strings.Join(lines, "\n")
	var spans []span
	line := 1
	for i := 0; i < len(text); {
		switch {
		case text[i] == '\n':
			line++
			i++
			continue
		case text[i] == '\\' && i+1 < len(text) && text[i+1] == '`':
			i += 2
			continue
		case text[i] != '`':
			i++
			continue
		}
		n := 0
		for i+n < len(text) && text[i+n] == '`' {
			n++
		}
		open := strings.Repeat("`", n)
		j := i + n
		end := -1
		for j < len(text) {
			k := strings.Index(text[j:], open)
			if k < 0 {
				break
			}
			k += j
			m := 0
			for k+m < len(text) && text[k+m] == '`' {
				m++
			}
			if m == n {
				end = k
				break
			}
			j = k + m
		}
		if end < 0 || strings.Contains(text[i+n:end], "\n\n") {
			i += n // a lone backtick run is text
			continue
		}
		content := strings.ReplaceAll(text[i+n:end], "\n", " ")
		spans = append(spans, span{text: strings.TrimSpace(content), line: line})
		line += strings.Count(text[i:end], "\n")
		i = end + n
	}
	return spans
}

var identRE = regexp.MustCompile(`^[*&]?([A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*)(?:\[[A-Za-z0-9_, .*]*\])?(?:\(\))?$`)

// fileExts are the last names of a span that is a file name, not a Go
// identifier (`rules.go`, `go.mod`, `rewrite.test`).
var fileExts = map[string]bool{
	"go": true, "mod": true, "sum": true, "md": true, "txt": true, "json": true, "yml": true,
	"yaml": true, "toml": true, "sh": true, "test": true, "golden": true, "cfg": true,
}

// identPath returns the names of the Go identifier span s is, if it is one
// the test checks.
func identPath(s string) ([]string, bool) {
	m := identRE.FindStringSubmatch(s)
	if m == nil {
		return nil, false
	}
	path := strings.Split(m[1], ".")
	if len(path) == 1 {
		return path, exportedName(path[0])
	}
	return path, !fileExts[path[len(path)-1]]
}

// exportedName reports whether s is spelled as an exported Go name rather
// than as a constant or an environment variable (GOFLAGS, MAX_RATIO).
func exportedName(s string) bool {
	r := []rune(s)
	return unicode.IsUpper(r[0]) && strings.IndexFunc(s, unicode.IsLower) >= 0 && !strings.Contains(s, "_")
}

// A universe is every package a document may name.
type universe struct {
	typed  map[string][]*types.Package // by package name
	syntax map[string][]*synPackage    // by package name: the stubs, and the module's source
	names  map[string]bool             // every declared name, field and method
}

// A synPackage is a package read from syntax only: its top-level names,
// and the fields and methods of its types.
type synPackage struct {
	path    string
	top     map[string]bool
	members map[string]map[string]bool // type name -> field and method names
	embeds  map[string][]string        // type name -> embedded type names
}

// load reads the module's packages and their dependencies (types from
// export data), the packages the module's tests import, the standard
// library packages the documents name, and the library stubs and the
// module's source (syntax only).
func load(t *testing.T, refs []ref) *universe {
	u := &universe{typed: map[string][]*types.Package{}, syntax: map[string][]*synPackage{}, names: map[string]bool{}}
	patterns := []string{"./..."}

	// The module's source, read as syntax too: for its unexported names,
	// which export data leaves out, and its test files' declarations and
	// imports.
	sources := map[string]*synPackage{}
	fset := token.NewFileSet()
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if path != root && (d.Name() == "testdata" || d.Name() == "vendor" || strings.HasPrefix(d.Name(), ".") ||
				fileExists(filepath.Join(path, "go.mod"))) {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		if strings.HasSuffix(path, "_test.go") {
			for _, imp := range f.Imports {
				p, _ := strconv.Unquote(imp.Path.Value)
				patterns = append(patterns, p)
			}
		}
		name := strings.TrimSuffix(f.Name.Name, "_test")
		key := filepath.Dir(path) + " " + name
		sp := sources[key]
		if sp == nil {
			sp = newSynPackage(relPath(filepath.Dir(path)) + " (source)")
			sources[key] = sp
			u.syntax[name] = append(u.syntax[name], sp)
		}
		sp.add(f)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}

	// The library stubs: testdata/src/<a domain>/..., read as GOPATH
	// packages by the analysis tests.
	err = filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() || path == root {
			return nil
		}
		if d.Name() == "vendor" || strings.HasPrefix(d.Name(), ".") || fileExists(filepath.Join(path, "go.mod")) {
			return filepath.SkipDir
		}
		if d.Name() != "src" || filepath.Base(filepath.Dir(path)) != "testdata" {
			return nil
		}
		entries, err := os.ReadDir(path)
		if err != nil {
			return err
		}
		for _, e := range entries {
			if strings.Contains(e.Name(), ".") {
				readStubs(t, fset, filepath.Join(path, e.Name()), u)
			}
		}
		return filepath.SkipDir
	})
	if err != nil {
		t.Fatal(err)
	}

	// Standard library packages named by a document's qualifiers.
	out, err := exec.Command("go", "list", "std").Output()
	if err != nil {
		t.Fatalf("go list std: %v", err)
	}
	qualifiers := map[string]bool{}
	for _, r := range refs {
		if len(r.path) > 1 {
			qualifiers[r.path[0]] = true
		}
	}
	for _, p := range strings.Fields(string(out)) {
		if qualifiers[p[strings.LastIndex(p, "/")+1:]] && !strings.Contains(p, "internal") && !strings.Contains(p, "vendor") {
			patterns = append(patterns, p)
		}
	}

	// The import graph first (cheap), then types, from export data, for
	// the module's packages and the packages a document names by their
	// package name: loading every dependency's types would take seconds.
	slices.Sort(patterns)
	patterns = slices.Compact(patterns)
	cfg := &packages.Config{Mode: packages.NeedName | packages.NeedImports | packages.NeedDeps, Dir: root}
	graph, err := packages.Load(cfg, patterns...)
	if err != nil {
		t.Fatal(err)
	}
	typed := []string{"./..."}
	packages.Visit(graph, nil, func(p *packages.Package) {
		if qualifiers[p.Name] || slices.Contains(alwaysTyped, p.PkgPath) {
			typed = append(typed, p.PkgPath)
		}
	})
	cfg.Mode = packages.NeedName | packages.NeedTypes
	pkgs, err := packages.Load(cfg, typed...)
	if err != nil {
		t.Fatal(err)
	}
	packages.Visit(pkgs, nil, func(p *packages.Package) {
		for _, e := range p.Errors {
			t.Errorf("loading %s: %v", p.PkgPath, e)
		}
		if p.Types == nil || slices.Contains(u.typed[p.Name], p.Types) {
			return
		}
		u.typed[p.Name] = append(u.typed[p.Name], p.Types)
		scope := p.Types.Scope()
		for _, n := range scope.Names() {
			u.names[n] = true
			if tn, ok := scope.Lookup(n).(*types.TypeName); ok {
				for _, m := range membersOf(tn.Type()) {
					u.names[m] = true
				}
			}
		}
	})
	for _, sps := range u.syntax {
		for _, sp := range sps {
			for n := range sp.top {
				u.names[n] = true
			}
			for _, ms := range sp.members {
				for m := range ms {
					u.names[m] = true
				}
			}
		}
	}
	return u
}

// relPath returns path relative to the module's root.
func relPath(path string) string {
	if rel, err := filepath.Rel(root, path); err == nil {
		return filepath.ToSlash(rel)
	}
	return path
}

func fileExists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}

// readStubs reads every package under dir as a library stub.
func readStubs(t *testing.T, fset *token.FileSet, dir string, u *universe) {
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || !d.IsDir() {
			return err
		}
		matches, _ := filepath.Glob(filepath.Join(path, "*.go"))
		var sp *synPackage
		for _, m := range matches {
			f, err := parser.ParseFile(fset, m, nil, parser.SkipObjectResolution)
			if err != nil {
				return err
			}
			if sp == nil {
				sp = newSynPackage(relPath(path))
				u.syntax[f.Name.Name] = append(u.syntax[f.Name.Name], sp)
			}
			sp.add(f)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

func newSynPackage(path string) *synPackage {
	return &synPackage{path: path, top: map[string]bool{}, members: map[string]map[string]bool{}, embeds: map[string][]string{}}
}

// add records the declarations of f.
func (sp *synPackage) add(f *ast.File) {
	member := func(typ, name string) {
		if sp.members[typ] == nil {
			sp.members[typ] = map[string]bool{}
		}
		sp.members[typ][name] = true
	}
	for _, d := range f.Decls {
		switch d := d.(type) {
		case *ast.FuncDecl:
			if d.Recv == nil || len(d.Recv.List) == 0 {
				sp.top[d.Name.Name] = true
				continue
			}
			if typ := baseTypeName(d.Recv.List[0].Type); typ != "" {
				member(typ, d.Name.Name)
			}
		case *ast.GenDecl:
			for _, s := range d.Specs {
				switch s := s.(type) {
				case *ast.ValueSpec:
					for _, n := range s.Names {
						sp.top[n.Name] = true
					}
				case *ast.TypeSpec:
					sp.top[s.Name.Name] = true
					var fields *ast.FieldList
					switch st := s.Type.(type) {
					case *ast.StructType:
						fields = st.Fields
					case *ast.InterfaceType:
						fields = st.Methods
					}
					if fields == nil {
						continue
					}
					for _, fld := range fields.List {
						for _, n := range fld.Names {
							member(s.Name.Name, n.Name)
						}
						if len(fld.Names) == 0 {
							if e := baseTypeName(fld.Type); e != "" {
								member(s.Name.Name, e)
								sp.embeds[s.Name.Name] = append(sp.embeds[s.Name.Name], e)
							}
						}
					}
				}
			}
		}
	}
}

// baseTypeName returns the name of the type e names, without pointer,
// package or type arguments.
func baseTypeName(e ast.Expr) string {
	for {
		switch x := e.(type) {
		case *ast.StarExpr:
			e = x.X
		case *ast.IndexExpr:
			e = x.X
		case *ast.IndexListExpr:
			e = x.X
		case *ast.SelectorExpr:
			return x.Sel.Name
		case *ast.Ident:
			return x.Name
		default:
			return ""
		}
	}
}

// hasMember reports whether type typ of sp has a field or method name,
// its own or promoted from an embedded type of the package.
func (sp *synPackage) hasMember(typ, name string, depth int) bool {
	if sp.members[typ][name] {
		return true
	}
	if depth > 4 {
		return false
	}
	for _, e := range sp.embeds[typ] {
		if sp.hasMember(e, name, depth+1) {
			return true
		}
	}
	return false
}

// membersOf returns the names of the fields and methods of t and *t.
func membersOf(t types.Type) []string {
	var names []string
	if st, ok := t.Underlying().(*types.Struct); ok {
		for f := range st.Fields() {
			names = append(names, f.Name())
		}
	}
	ms := types.NewMethodSet(t)
	if _, ok := t.Underlying().(*types.Interface); !ok {
		ms = types.NewMethodSet(types.NewPointer(t))
	}
	for sel := range ms.Methods() {
		names = append(names, sel.Obj().Name())
	}
	return names
}

// resolve returns "" when path names something, else why not.
func (u *universe) resolve(path []string) string {
	if len(path) == 1 {
		if u.names[path[0]] {
			return ""
		}
		return "no package of the module, its dependencies or the library stubs declares it"
	}
	q := path[0]
	if len(u.typed[q]) > 0 || len(u.syntax[q]) > 0 {
		var whys []string
		for _, p := range u.typed[q] {
			why := resolveIn(p.Scope().Lookup(path[1]), path[1:], p.Path())
			if why == "" {
				return ""
			}
			whys = append(whys, why)
		}
		for _, sp := range u.syntax[q] {
			why := sp.resolve(path[1:])
			if why == "" {
				return ""
			}
			whys = append(whys, why)
		}
		slices.Sort(whys)
		return strings.Join(slices.Compact(whys), "; ")
	}
	if !unicode.IsUpper([]rune(q)[0]) {
		return "" // a variable of an example: not checked
	}
	// Type.Member: a named type of any package.
	found := false
	var whys []string
	for _, ps := range u.typed {
		for _, p := range ps {
			tn, ok := p.Scope().Lookup(q).(*types.TypeName)
			if !ok {
				continue
			}
			found = true
			why := resolveIn(tn, path, p.Path())
			if why == "" {
				return ""
			}
			whys = append(whys, why)
		}
	}
	for _, sps := range u.syntax {
		for _, sp := range sps {
			if sp.members[q] == nil && !sp.top[q] {
				continue
			}
			found = true
			why := sp.resolve(path)
			if why == "" {
				return ""
			}
			whys = append(whys, why)
		}
	}
	if !found {
		return fmt.Sprintf("no package declares a type %s", q)
	}
	slices.Sort(whys)
	return strings.Join(slices.Compact(whys), "; ")
}

// resolveIn follows path (its first name is obj's) through fields and
// methods.
func resolveIn(obj types.Object, path []string, pkgPath string) string {
	if obj == nil {
		return fmt.Sprintf("%s declares no %s", pkgPath, path[0])
	}
	for i, name := range path[1:] {
		var t types.Type
		switch o := obj.(type) {
		case *types.TypeName, *types.Var, *types.Const:
			t = o.Type()
		default:
			return fmt.Sprintf("%s.%s has no field or method %s", pkgPath, strings.Join(path[:i+1], "."), name)
		}
		next, _, _ := types.LookupFieldOrMethod(t, true, obj.Pkg(), name)
		if next == nil {
			return fmt.Sprintf("%s.%s has no field or method %s", pkgPath, strings.Join(path[:i+1], "."), name)
		}
		obj = next
	}
	return ""
}

// resolve follows path (a top-level name, then a field or method) in sp;
// names beyond those two are not followed.
func (sp *synPackage) resolve(path []string) string {
	if !sp.top[path[0]] {
		return fmt.Sprintf("%s declares no %s", sp.path, path[0])
	}
	if len(path) > 1 && !sp.hasMember(path[0], path[1], 0) {
		return fmt.Sprintf("%s: %s has no field or method %s", sp.path, path[0], path[1])
	}
	return ""
}
