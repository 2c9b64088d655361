package flow_test

import (
	"go/ast"
	"go/types"
	"strings"
	"testing"
)

// TestReflectedParam: the tag dialect of a project's reflector, read the
// same whatever string functions spell it, and refused where an option is
// stored under another name or a word other than "required" is tested.
func TestReflectedParam(t *testing.T) {
	g, pkg, _, _ := check(t, `package p

import (
	"fmt"
	"reflect"
	"strings"
)

// prefixes spells options with HasPrefix and TrimPrefix, in a helper it
// hands the tag to, and reads validate's "required" anywhere.
func prefixes(argsType interface{}) map[string]any {
	t := reflect.TypeOf(argsType)
	props := map[string]any{}
	var required []string
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		jsonTag := f.Tag.Get("json")
		if jsonTag == "" || jsonTag == "-" {
			continue
		}
		name := strings.Split(jsonTag, ",")[0]
		prop := map[string]any{}
		parse(f.Tag.Get("jsonschema"), prop, &required, name)
		if strings.Contains(f.Tag.Get("validate"), "required") {
			required = append(required, name)
		}
		props[name] = prop
	}
	return props
}

func parse(tag string, prop map[string]any, required *[]string, name string) {
	var enum []string
	for _, part := range strings.Split(tag, ",") {
		part = strings.TrimSpace(part)
		if part == "required" {
			*required = append(*required, name)
			continue
		}
		if strings.HasPrefix(part, "description=") {
			prop["description"] = strings.TrimPrefix(part, "description=")
		}
		if strings.HasPrefix(part, "enum=") {
			enum = append(enum, strings.TrimPrefix(part, "enum="))
		}
		if strings.HasPrefix(part, "maxLength=") {
			var n int
			fmt.Sscanf(strings.TrimPrefix(part, "maxLength="), "%d", &n)
			prop["maxLength"] = n
		}
	}
	if enum != nil {
		prop["enum"] = enum
	}
}

// cuts spells them with Cut and a switch on the key.
func cuts(example any) map[string]any {
	t := reflect.TypeOf(example)
	prop := map[string]any{}
	for i := range t.NumField() {
		for _, opt := range strings.Split(t.Field(i).Tag.Get("schema"), ",") {
			key, value, _ := strings.Cut(opt, "=")
			switch key {
			case "required":
			case "minimum":
				prop["minimum"] = value
			}
		}
	}
	return prop
}

// renamed stores min= as minimum: no dialect toolvet reads.
func renamed(example any) map[string]any {
	t := reflect.TypeOf(example)
	prop := map[string]any{}
	for i := range t.NumField() {
		if v, ok := strings.CutPrefix(t.Field(i).Tag.Get("compat"), "min="); ok {
			prop["minimum"] = v
		}
	}
	return prop
}

// words tests a word it does not say the meaning of.
func words(example any) map[string]any {
	t := reflect.TypeOf(example)
	prop := map[string]any{}
	for i := range t.NumField() {
		if t.Field(i).Tag.Get("schema") == "hidden" {
			prop["x"] = true
		}
	}
	return prop
}

// piped reads enum=a|b as one option holding the list: not a list of
// options (a fix writing enum=a,enum=b would keep only b).
func piped(example any) map[string]any {
	t := reflect.TypeOf(example)
	prop := map[string]any{}
	var required []string
	for i := range t.NumField() {
		for _, opt := range strings.Split(t.Field(i).Tag.Get("schema"), ",") {
			key, value, _ := strings.Cut(opt, "=")
			switch key {
			case "required":
				required = append(required, t.Field(i).Name)
			case "enum":
				prop["enum"] = strings.Split(value, "|")
			}
		}
	}
	return prop
}

// rawDescription stores a tag's text as it is, and makes every field
// required.
func rawDescription(example any) map[string]any {
	t := reflect.TypeOf(example)
	props := map[string]any{}
	var required []string
	for i := range t.NumField() {
		f := t.Field(i)
		props[f.Name] = map[string]any{"description": f.Tag.Get("description")}
		required = append(required, f.Name)
	}
	return props
}

// allRequired makes every field required, whatever its tags say.
func allRequired(example any) []string {
	t := reflect.TypeOf(example)
	var required []string
	for i := range t.NumField() {
		name, _, _ := strings.Cut(t.Field(i).Tag.Get("json"), ",")
		required = append(required, name)
	}
	return required
}

// noTags reads no tag: what it builds is not a dialect's.
func noTags(example any) int { return reflect.TypeOf(example).NumField() }

// reflects nothing: its parameter never reaches reflect.TypeOf.
func noReflect(example any) map[string]any { return nil }
`)
	fn := func(name string) *types.Func { return pkg.Scope().Lookup(name).(*types.Func) }
	d, ok := g.ReflectedParam(fn("prefixes"), 0)
	if !ok || d == nil {
		t.Fatalf("prefixes: %v, %v; want a dialect", d, ok)
	}
	if d.Tag != "jsonschema" || strings.Join(d.Options, ",") != "description,enum,maxLength" || !d.Enum ||
		strings.Join(d.Required, ",") != "jsonschema" || strings.Join(d.RequiredWord, ",") != "validate" || !d.SkipUntagged {
		t.Errorf("prefixes: %+v", *d)
	}
	d, ok = g.ReflectedParam(fn("cuts"), 0)
	if !ok || d == nil || d.Tag != "schema" || strings.Join(d.Options, ",") != "minimum" || strings.Join(d.Required, ",") != "schema" || d.SkipUntagged {
		t.Errorf("cuts: %+v, %v", d, ok)
	}
	for _, name := range []string{"renamed", "words", "piped", "rawDescription", "allRequired", "noTags"} {
		if d, ok := g.ReflectedParam(fn(name), 0); !ok || d != nil {
			t.Errorf("%s: %+v, %v; want a reflector whose dialect is not read", name, d, ok)
		}
	}
	if _, ok := g.ReflectedParam(fn("noReflect"), 0); ok {
		t.Error("noReflect: its parameter is reflected nowhere")
	}
}

// TestReturned: what a return returns, read through the variables its
// results are held in, and a bare return's named results.
func TestReturned(t *testing.T) {
	g, _, f, _ := check(t, `package p

import "errors"

func held(bad bool) (string, error) {
	if bad {
		err := errors.New("bad")
		return "", err
	}
	msg := "ok"
	if len(msg) > 5 {
		msg = "long"
	}
	return msg, nil
}

func bare(bad bool) (msg string, err error) {
	if bad {
		err = errors.New("bad")
		return
	}
	msg = "ok"
	return
}

func sub() (msg string, err error) {
	msg, err = held(true)
	return
}

type codeErr struct{ code int }

func (e *codeErr) Error() string { return "code" }

func converted() (msg string, err error) {
	err = &codeErr{code: 3}
	return
}
`)
	var rets []*ast.ReturnStmt
	ast.Inspect(f, func(n ast.Node) bool {
		if r, ok := n.(*ast.ReturnStmt); ok {
			rets = append(rets, r)
		}
		return true
	})
	show := func(es []ast.Expr) string {
		var s []string
		for _, e := range es {
			s = append(s, types.ExprString(e))
		}
		return strings.Join(s, ", ")
	}
	// The second return's results are written as they are (nothing held);
	// a bare return's named results read as they were assigned (a result
	// never assigned by its name), the results of one call as that call,
	// a value converted to error on assignment as it was written; the
	// sixth return is the method's.
	for i, want := range []string{`"", errors.New("bad")`, ``, `msg, errors.New("bad")`, `"ok", nil`, `held(true)`, ``, `msg, &codeErr{…}`} {
		if got := show(g.Returned(rets[i])); got != want {
			t.Errorf("return %d: Returned = %q, want %q", i, got, want)
		}
	}
}
