package rules_test

import (
	"go/ast"
	"go/constant"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"strings"
	"testing"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/toolvet/toolvet/internal/flow"
	"github.com/toolvet/toolvet/internal/model"
	"github.com/toolvet/toolvet/internal/resolve"
	"github.com/toolvet/toolvet/passes/rules"
	"github.com/toolvet/toolvet/passes/tools"
)

// handlerSrc is an mcp-go-like handler around a fuzzed guard. The fake
// library (Req and its getters) is declared in the same file; fakeReader
// is its model.ArgReader. GUARD is replaced by one of guardForms, COND by
// the fuzzed condition.
const handlerSrc = `package p

import (
	"errors"
	"net/mail"
	"regexp"
	"slices"
	"strings"
	"time"
	"unicode/utf8"
)

type Req struct{}

func (Req) GetString(name, def string) string               { return def }
func (Req) GetInt(name string, def int) int                 { return def }
func (Req) GetFloat(name string, def float64) float64       { return def }
func (Req) GetStringSlice(name string, def []string) []string { return def }
func (Req) RequireString(name string) (string, error)       { return "", nil }
func (Req) GetArguments() map[string]any                    { return nil }
func (Req) BindArguments(v any) error                       { return nil }

type In struct {
	Name  string  ` + "`json:\"name\"`" + `
	Count int     ` + "`json:\"count,omitempty\"`" + `
	Rate  float64 ` + "`json:\"rate\"`" + `
}

var (
	idRE    = regexp.MustCompile(` + "`^acct_[a-z0-9]+$`" + `)
	allowed = map[string]bool{"usd": true, "eur": true}
	kinds   = []string{"a", "b"}
	_       = mail.ParseAddress
	_       = time.Parse
	_       = slices.Contains[[]string, string]
	_       = utf8.RuneCountInString
	_       = strings.HasPrefix
	_, _, _ = idRE, allowed, kinds
)

func isAcct(s string) bool { return strings.HasPrefix(s, "acct_") }

func checkID(s string) error {
	if len(s) > 10 {
		return errors.New("too long")
	}
	if !strings.HasSuffix(s, "_live") {
		return errors.New("not live")
	}
	return nil
}

func positive(n int) error {
	if n <= 0 {
		return errors.New("not positive")
	}
	return nil
}

func trimmed(r Req, k string) string { return strings.TrimSpace(r.GetString(k, "")) }

func handle(req Req, in In) (string, error) {
	x := req.GetString("x", "")
	n := req.GetInt("n", 0)
	f := req.GetFloat("f", 0)
	tags := req.GetStringSlice("tags", nil)
	y, err := req.RequireString("y")
	args := req.GetArguments()
	t := trimmed(req, "t")
	idErr := checkID(x)
	nErr := positive(n)
	addr, mailErr := mail.ParseAddress(y)
	when, timeErr := time.Parse(time.RFC3339, x)
	var bound In
	bindErr := req.BindArguments(&bound)
	v, ok := args["v"].(string)
	GUARD
	_, _, _, _, _, _, _, _, _, _, _, _, _, _, _, _, _ = x, n, f, tags, y, err, args, t, idErr, nErr, addr, mailErr, when, timeErr, bindErr, v, ok
	return "ok", nil
}
`

// guardForms are the guard statements the condition is put in.
var guardForms = []string{
	`if COND { return "", errors.New("bad input") }`,
	`if COND { _ = 0 } else { return "", errors.New("bad input") }`,
	`switch { case COND: return "", errors.New("bad input") }`,
	`switch x { case COND: default: return "", errors.New("bad input") }`,
	`if x == "" { return "", errors.New("x is required") } else if COND { return "", errors.New("bad input") }`,
}

// FuzzClassify reads the rules of a handler guarded by an arbitrary
// condition: no panic, and every rule is well formed.
func FuzzClassify(f *testing.F) {
	seeds := []struct {
		form   uint8
		cond   string
		noRule bool // a failure, but no rule on an argument
	}{
		{0, `!strings.HasPrefix(x, "acct_")`, false},
		{0, `n < 1 || n > 5000`, false},
		{0, `f <= 0.5`, false},
		{0, `x != "usd" && x != "eur"`, false},
		{0, `x == "eur" && n > 500`, false},
		{0, `len(x) > 10`, false},
		{0, `utf8.RuneCountInString(x) < 3`, false},
		{0, `len(tags) == 0`, false},
		{0, `err != nil`, false},
		{0, `!idRE.MatchString(x)`, false},
		{0, `!regexp.MustCompile("^(?i)k$").MatchString(x)`, false},
		{0, `!allowed[x]`, false},
		{0, `!slices.Contains(kinds, x)`, false},
		{0, `!(x == "a" || x == "b")`, false},
		{0, `n%5 != 0`, false},
		{0, `!isAcct(x)`, false},
		{0, `idErr != nil`, false},
		{0, `nErr != nil`, false},
		{0, `mailErr != nil`, false},
		{0, `timeErr != nil`, false},
		{0, `bindErr != nil`, true},
		{0, `!ok`, false},
		{0, `in.Name == ""`, false},
		{0, `in.Count >= 100 || in.Rate < 0`, false},
		{0, `bound.Name != "x"`, false},
		{0, `req.GetString("z", "d") == ""`, false},
		{0, `args["w"] == nil`, false},
		{0, `t == ""`, false},
		{0, `n <= 9223372036854775807`, false},
		{0, `f > 1e308`, false},
		{0, `len(x) >= 0`, false},
		{0, `n < -1 && f > 2`, false},
		{0, `func() bool { return x == "" }()`, true},
		{1, `strings.HasSuffix(x, "_live")`, false},
		{1, `n >= 1`, false},
		{2, `x == ""`, false},
		{2, `n > 10`, false},
		{3, `"usd", "eur"`, false},
		{3, `"a"`, false},
		{4, `len(x) < 4`, false},
		{4, `n < 0`, false},
	}
	for _, s := range seeds {
		f.Add(s.form, s.cond)
	}
	imp := importer.Default() // shared: each std package is imported once per process
	// The template must stay alive: every seed type-checks and yields a
	// rule (else the fuzzer would only test the parser).
	for _, s := range seeds {
		rs, ok := classify(f, imp, s.form, s.cond)
		if !ok {
			f.Fatalf("seed %d %q does not type-check", s.form, s.cond)
		}
		if len(rs) == 0 && !s.noRule {
			f.Fatalf("seed %d %q yields no rule", s.form, s.cond)
		}
	}
	f.Fuzz(func(t *testing.T, form uint8, cond string) {
		if len(cond) > 1000 {
			return
		}
		classify(t, imp, form, cond)
	})
}

// classify builds the handler around cond in guard form form, and checks
// the rules Extract reads from it. ok is false when the source does not
// parse or type-check.
func classify(t testing.TB, imp types.Importer, form uint8, cond string) (_ []*model.Rule, ok bool) {
	t.Helper()
	guard := strings.Replace(guardForms[int(form)%len(guardForms)], "COND", cond, 1)
	src := strings.Replace(handlerSrc, "GUARD", guard, 1)
	fset := token.NewFileSet()
	file, err := parser.ParseFile(fset, "p.go", src, parser.SkipObjectResolution)
	if err != nil {
		return nil, false
	}
	info := &types.Info{
		Types:      make(map[ast.Expr]types.TypeAndValue),
		Defs:       make(map[*ast.Ident]types.Object),
		Uses:       make(map[*ast.Ident]types.Object),
		Implicits:  make(map[ast.Node]types.Object),
		Selections: make(map[*ast.SelectorExpr]*types.Selection),
		Scopes:     make(map[ast.Node]*types.Scope),
		Instances:  make(map[*ast.Ident]types.Instance),
	}
	conf := types.Config{Importer: imp, Error: func(error) {}}
	pkg, err := conf.Check("example.com/p", fset, []*ast.File{file}, info)
	if err != nil {
		return nil, false
	}
	var decl *ast.FuncDecl
	for _, d := range file.Decls {
		if fd, ok := d.(*ast.FuncDecl); ok && fd.Recv == nil && fd.Name.Name == "handle" {
			decl = fd
		}
	}
	if decl == nil || len(decl.Type.Params.List) != 2 || len(decl.Type.Params.List[1].Names) != 1 {
		return nil, false // the condition rewrote the handler
	}
	in, _ := info.Defs[decl.Type.Params.List[1].Names[0]].(*types.Var)
	h := &model.Handler{Func: decl, Reader: fakeReader{}, Errors: model.ErrorsAreProtocolErrors}
	if in != nil {
		h.Structs = []*types.Var{in}
	}
	found := &tools.Result{Index: resolve.NewIndex(info, []*ast.File{file}), Flow: flow.New(fset, pkg, []*ast.File{file}, info)}
	rs, failures := rules.Extract(info, found, h)
	tf := fset.File(file.Pos())
	for _, r := range rs {
		checkRule(t, tf, cond, r)
	}
	for _, fl := range failures {
		if fl == nil || fl.Ret == nil || fl.Cond == nil {
			t.Fatalf("%q: malformed failure %+v", cond, fl)
		}
	}
	return rs, true
}

func checkRule(t testing.TB, tf *token.File, cond string, r *model.Rule) {
	t.Helper()
	if r == nil {
		t.Fatalf("%q: nil rule", cond)
	}
	where := strings.ReplaceAll(cond, "\n", " ") + ": rule " + r.Check
	if len(r.Args) == 0 {
		t.Fatalf("%s: no arguments", where)
	}
	for _, a := range r.Args {
		if strings.Contains(a, "\x00param") && !strings.Contains(cond, "param") {
			t.Errorf("%s: a helper's placeholder argument %q leaked", where, a)
		}
	}
	if !r.Pos.IsValid() || r.End < r.Pos || tf.Base() > int(r.Pos) || int(r.End) > tf.Base()+tf.Size() {
		t.Errorf("%s: position %d-%d outside the file", where, r.Pos, r.End)
	}
	if r.Origin.IsValid() && (r.OriginEnd < r.Origin || int(r.OriginEnd) > tf.Base()+tf.Size()) {
		t.Errorf("%s: origin %d-%d outside the file", where, r.Origin, r.OriginEnd)
	}
	if r.CrossField() {
		if len(r.Keywords) > 0 {
			t.Errorf("%s: a cross-field rule over %q has keywords %v", where, r.Args, r.Keywords)
		}
		return
	}
	if len(r.Keywords) == 0 {
		return
	}
	if r.Says == "" {
		t.Errorf("%s: keywords %v but no Says", where, r.Keywords)
	}
	for _, c := range r.Keywords {
		switch c.Keyword {
		case model.Minimum, model.Maximum, model.ExclusiveMinimum, model.ExclusiveMaximum,
			model.MinLength, model.MaxLength, model.MinItems, model.MaxItems, model.MultipleOf:
			if c.Num == nil {
				t.Fatalf("%s: numeric keyword %s without a value", where, c.Keyword)
			}
			if k := c.Num.Kind(); k != constant.Int && k != constant.Float {
				t.Errorf("%s: %s has a %v value %v", where, c.Keyword, k, c.Num)
			}
		case model.Pattern:
			if c.Str == "" && r.NoFix == "" {
				t.Errorf("%s: an empty pattern offered as a fix", where)
			}
		case model.Format:
			if c.Str == "" {
				t.Errorf("%s: format without a value", where)
			}
		case model.Enum:
			if len(c.Strs) == 0 {
				t.Errorf("%s: empty enum", where)
			}
		case model.Required:
		default:
			t.Errorf("%s: unknown keyword %q", where, c.Keyword)
		}
		_ = c.String() // message text
	}
}

// fakeReader is the fake library's model.ArgReader: Req's getters read an
// argument, GetArguments is the argument map, BindArguments decodes all,
// and a return with a non-nil error fails.
type fakeReader struct{}

var readTypes = map[string]string{
	"GetString": "string", "GetInt": "integer", "GetFloat": "number", "GetStringSlice": "array",
	"RequireString": "string",
}

func reqMethod(info *types.Info, call *ast.CallExpr) string {
	fn, _ := typeutil.Callee(info, call).(*types.Func)
	if fn == nil {
		return ""
	}
	recv := fn.Signature().Recv()
	if recv == nil {
		return ""
	}
	named, _ := recv.Type().(*types.Named)
	if named == nil || named.Obj().Name() != "Req" || named.Obj().Pkg() == nil || named.Obj().Pkg().Path() != "example.com/p" {
		return ""
	}
	return fn.Name()
}

func (fakeReader) ReadArg(info *types.Info, call *ast.CallExpr) (model.ArgRead, bool) {
	name := reqMethod(info, call)
	typ, ok := readTypes[name]
	if !ok || len(call.Args) == 0 {
		return model.ArgRead{}, false
	}
	r := model.ArgRead{Type: typ, ErrIndex: -1, NameExpr: call.Args[0]}
	r.Name, _ = resolve.ConstString(info, call.Args[0])
	if strings.HasPrefix(name, "Require") {
		r.ErrIndex = 1
	} else if len(call.Args) == 2 {
		r.Default = call.Args[1]
	}
	return r, true
}

func (fakeReader) ArgMap(info *types.Info, e ast.Expr) bool {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	return ok && reqMethod(info, call) == "GetArguments"
}

func (fakeReader) Bind(info *types.Info, call *ast.CallExpr) (ast.Expr, bool) {
	if reqMethod(info, call) != "BindArguments" || len(call.Args) != 1 {
		return nil, false
	}
	if u, ok := ast.Unparen(call.Args[0]).(*ast.UnaryExpr); ok && u.Op == token.AND {
		return u.X, true
	}
	return nil, false
}

func (fakeReader) Failure(info *types.Info, ret *ast.ReturnStmt) (string, bool) {
	if len(ret.Results) != 2 {
		return "", false
	}
	if tv, ok := info.Types[ret.Results[1]]; !ok || tv.IsNil() {
		return "", false
	}
	call, ok := ast.Unparen(ret.Results[1]).(*ast.CallExpr)
	if !ok || len(call.Args) != 1 {
		return "", true
	}
	if fn, _ := typeutil.Callee(info, call).(*types.Func); fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != "errors" || fn.Name() != "New" {
		return "", true
	}
	msg, _ := resolve.ConstString(info, call.Args[0])
	return msg, true
}
