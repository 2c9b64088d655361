package validatetag

import (
	"go/constant"
	"go/token"
	"go/types"
	"strconv"
	"strings"
	"testing"

	"github.com/toolvet/toolvet/internal/gostruct"
	"github.com/toolvet/toolvet/internal/model"
)

// FuzzRules reads arbitrary validate tags on fields of each JSON type:
// no panic, and every rule is well formed (what the analyzers and the
// fixes rely on without checking).
func FuzzRules(f *testing.F) {
	for _, s := range []string{
		"required", "required,min=1,max=10", "omitempty,len=4,numeric", "min=0.5,max=1e3",
		"gt=0,lt=100", "gte=-1,lte=0x10", "oneof=usd eur", "oneof='a b' c", "oneof=",
		"startswith=acct_,endswith=_live", "contains=0x2C", "alpha", "alphanum", "hexadecimal",
		"lowercase", "email", "uuid4", "url", "ipv6", "hostname", "datetime=2006-01-02",
		"datetime=2006-01-02T15:04:05Z07:00", "eqfield=Other", "nefield=Missing",
		"required_if=Other usd", "required_if=Other usd Amount 1", "excluded_unless=Other eur",
		"required_with=Other", "required_without=Other Amount", "gtfield=Amount", "dive,required",
		"required|email", "min=", "max=abc", "len=1_000", "min=1e400", "max=-0", "gt=9223372036854775807",
		"lt=0.1", "-", ",", ",,", "=", "omitempty", "min=1,omitempty,max=2", "startswith=(?i)",
		"contains=\x00", "oneof=\xff", "len=1.5", "min=0b101", "max=1i",
	} {
		f.Add(s)
	}
	pkg := types.NewPackage("example.com/p", "p")
	typs := []types.Type{
		types.Typ[types.String], types.Typ[types.Float64], types.Typ[types.Int],
		types.NewSlice(types.Typ[types.String]), types.NewMap(types.Typ[types.String], types.Typ[types.Int]),
		types.Typ[types.Bool], types.NewPointer(types.Typ[types.String]),
	}
	f.Fuzz(func(t *testing.T, tag string) {
		st := structOf(pkg, typs, tag)
		fields, ok := gostruct.Fields(st)
		if !ok || len(fields) != len(typs)+1 {
			t.Fatalf("gostruct.Fields: %d fields, ok=%v", len(fields), ok)
		}
		if got := fields[0].Tag.Get("validate"); got != tag {
			t.Fatalf("the test's tag reads back as %q, want %q", got, tag)
		}
		for _, field := range fields[:len(typs)] {
			for _, r := range Rules(field, fields) {
				checkRule(t, tag, field, fields, r)
			}
		}
	})
}

// structOf returns struct { F0 T0 `json:"f0" validate:"TAG"`; ...; Other string `json:"other"` }.
func structOf(pkg *types.Package, ts []types.Type, tag string) *types.Struct {
	var vars []*types.Var
	var tags []string
	for i, typ := range ts {
		name := "F" + strconv.Itoa(i)
		vars = append(vars, types.NewField(token.NoPos, pkg, name, typ, false))
		tags = append(tags, `json:"`+strings.ToLower(name)+`" validate:`+strconv.Quote(tag))
	}
	// The other side of cross-field tags, by its Go name.
	vars = append(vars, types.NewField(token.NoPos, pkg, "Other", types.Typ[types.String], false))
	tags = append(tags, `json:"other"`)
	return types.NewStruct(vars, tags)
}

func checkRule(t *testing.T, tag string, field gostruct.Field, fields []gostruct.Field, r *model.Rule) {
	t.Helper()
	if r == nil {
		t.Fatalf("validate:%q on %s: nil rule", tag, field.Var.Type())
	}
	where := "validate:" + strconv.Quote(tag) + " on " + field.Var.Type().String() + ": rule " + strconv.Quote(r.Check)
	if len(r.Args) < 1 || len(r.Args) > 2 || r.Args[0] != field.Name {
		t.Fatalf("%s: Args %q, want [%q] or [%q, other]", where, r.Args, field.Name, field.Name)
	}
	if !strings.HasPrefix(r.Check, `validate:"`) || !strings.HasSuffix(r.Check, `"`) {
		t.Errorf("%s: Check %q is not the tag part as written", where, r.Check)
	}
	if len(r.Args) == 2 {
		if len(r.Keywords) > 0 {
			t.Errorf("%s: a cross-field rule has keywords %v", where, r.Keywords)
		}
		if r.Sentence == "" {
			t.Errorf("%s: a cross-field rule has no sentence", where)
		}
		other := false
		for _, f := range fields {
			other = other || f.Name == r.Args[1]
		}
		if !other {
			t.Errorf("%s: cross-field rule names %q, not a field", where, r.Args[1])
		}
		return
	}
	if len(r.Keywords) == 0 {
		t.Errorf("%s: a single-field rule without keywords", where)
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
			switch c.Keyword {
			case model.MinLength, model.MaxLength, model.MinItems, model.MaxItems:
				if c.Num.Kind() != constant.Int {
					t.Errorf("%s: %s %v is not an integer", where, c.Keyword, c.Num)
				}
			}
			_ = c.String() // the message text must not panic
		case model.Pattern, model.Format:
			if c.Str == "" {
				t.Errorf("%s: %s without a value", where, c.Keyword)
			}
		case model.Enum:
			if len(c.Strs) == 0 {
				t.Errorf("%s: empty enum", where)
			}
		case model.Required:
		case model.NotConst:
			if c.Num == nil || constant.Sign(c.Num) != 0 || field.Tag.Get("json") == "" {
				t.Errorf("%s: not %v: only a number's zero value", where, c.Num)
			}
			if typ := gostruct.JSONType(field.Var.Type()); typ != "integer" && typ != "number" {
				t.Errorf("%s: not {const: 0} on a %s", where, typ)
			}
		default:
			t.Errorf("%s: unknown keyword %q", where, c.Keyword)
		}
	}
}
