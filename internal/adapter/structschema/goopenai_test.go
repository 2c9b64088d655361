package structschema

import (
	"go/types"
	"slices"
	"testing"

	"github.com/toolvet/toolvet/internal/model"
)

// TestGoOpenAIProperties: what go-openai's GenerateSchemaForType makes of
// a struct (measured with v1.41.2 and v1.43.0): required unless the json
// tag ends with ",omitempty", a non-empty required tag deciding either way
// (a word ParseBool refuses reads as false), the field's name for an empty
// json tag, the enum tag's values, and no schema toolvet reads for a
// struct the reflector writes unlike encoding/json decodes it.
func TestGoOpenAIProperties(t *testing.T) {
	const src = `package p

import "time"

type Args struct {
	Name    string ` + "`json:\"name\" description:\"Who.\"`" + `
	Opt     string ` + "`json:\"opt,omitempty\"`" + `
	Forced  string ` + "`json:\"forced,omitempty\" required:\"true\"`" + `
	Off     string ` + "`json:\"off\" required:\"false\"`" + `
	Yes     string ` + "`json:\"yes\" required:\"yes\"`" + `
	Bare    int
	Empty   string ` + "`json:\"\"`" + `
	Mode    string ` + "`json:\"mode\" enum:\"fast,deep\"`" + `
	NoEnum  string ` + "`json:\"noenum\" enum:\"\"`" + `
	Tags    []string ` + "`json:\"tags,omitempty\"`" + `
	Skip    string ` + "`json:\"-\"`" + `
	private string
}

type Embeds struct {
	Inner
	X string ` + "`json:\"x\"`" + `
}

type Inner struct{ Y string }

type Option struct {
	Z string ` + "`json:\"z,omitzero\"`" + `
}

type WithMap struct {
	M map[string]string ` + "`json:\"m\"`" + `
}

type WithTime struct {
	When time.Time ` + "`json:\"when\"`" + `
}
`
	fset, pkg := checkSource(t, src)
	typ := func(name string) types.Type { return pkg.Scope().Lookup(name).Type() }

	props, _, ok := Properties(fset, typ("Args"), nil, GoOpenAI)
	if !ok {
		t.Fatal("Args: not read")
	}
	type want struct {
		required bool
		enum     []string
		typ      string
		items    string
		desc     string
	}
	wants := map[string]want{
		"name":   {required: true, typ: "string", desc: "Who."},
		"opt":    {typ: "string"},
		"forced": {required: true, typ: "string"},
		"off":    {typ: "string"},
		"yes":    {typ: "string"},
		"Bare":   {required: true, typ: "integer"},
		"Empty":  {required: true, typ: "string"},
		"mode":   {required: true, typ: "string", enum: []string{"fast", "deep"}},
		"noenum": {required: true, typ: "string"},
		"tags":   {typ: "array", items: "string"},
	}
	var names []string
	for _, p := range props {
		names = append(names, p.Name)
		w, ok := wants[p.Name]
		if !ok {
			t.Errorf("unexpected property %q", p.Name)
			continue
		}
		_, required := p.Lookup(model.Required)
		enum, _ := p.Lookup(model.Enum)
		items := ""
		if p.Items != nil {
			items = p.Items.Type
		}
		if required != w.required || !slices.Equal(enum.Strs, w.enum) || p.Type != w.typ || items != w.items || p.Description.Value != w.desc {
			t.Errorf("%s: required %v, enum %q, type %q, items %q, description %q; want %+v", p.Name, required, enum.Strs, p.Type, items, p.Description.Value, w)
		}
		if p.InWords == "" {
			t.Errorf("%s: rules not stated in words", p.Name)
		}
	}
	if len(names) != len(wants) {
		t.Errorf("properties %q, want %d", names, len(wants))
	}
	for _, name := range []string{"Embeds", "Option", "WithMap", "WithTime"} {
		if _, _, ok := Properties(fset, typ(name), nil, GoOpenAI); ok {
			t.Errorf("%s: read, want unread (go-openai's reflector writes it unlike encoding/json decodes it, or fails)", name)
		}
	}
}
