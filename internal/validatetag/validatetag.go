// Package validatetag reads github.com/go-playground/validator `validate`
// struct tags as rules: what each built-in tag enforces and, when it has
// one, its JSON Schema keyword. Every validator tag is dropped on the way to
// the wire by every schema generator (measured), so each one with a keyword
// is a rule the model cannot see unless the schema states it.
//
// Semantics follow validator v10: min/max/len/gt/gte/lt/lte count runes for
// strings, items for slices and maps, and compare values for numbers;
// required is "not the zero value". Tags after dive apply to elements and
// are not read; unknown (custom) tags are opaque.
//
// Source is its rule source (a rulesource.Source): the tags of a tool's
// input type, with the custom tags and struct-level validations the
// package registers, read through passes/rules' extractor.
package validatetag

import (
	"go/constant"
	"go/token"
	"go/types"
	"slices"
	"strconv"
	"strings"

	"github.com/toolvet/toolvet/internal/gostruct"
	"github.com/toolvet/toolvet/internal/model"
	"github.com/toolvet/toolvet/internal/pattern"
)

// Rules returns the rules field's validate tag enforces. fields are the
// struct's JSON fields, to name the other side of cross-field tags. Pos and
// End are left for the caller (the tag's position).
func Rules(field gostruct.Field, fields []gostruct.Field) []*model.Rule {
	return RegisteredRules(field, fields, nil, nil)
}

// Custom returns the rules a custom validation enforces on field: the
// rules of its body, with their position at the check inside it; none when
// the body is opaque.
type Custom func(v *Validation, field gostruct.Field) []*model.Rule

// RegisteredRules is Rules reading also the tags the package registers
// (reg, may be nil): an alias stands for its tags, and a custom tag has the
// rules custom reads from its validation (reported at the tag, pointing at
// the check: Origin).
func RegisteredRules(field gostruct.Field, fields []gostruct.Field, reg *Registered, custom Custom) []*model.Rule {
	tag, ok := field.Tag.Lookup("validate")
	if !ok || tag == "" || tag == "-" {
		return nil
	}
	typ := gostruct.JSONType(field.Var.Type())
	var rules []*model.Rule
	omitempty := false
	for _, part := range reg.expand(splitTag(tag), 0) {
		if part == "dive" || part == "keys" {
			break // the rest applies to elements
		}
		if strings.Contains(part, "|") {
			continue // an alternative: no single keyword
		}
		name, param, _ := strings.Cut(part, "=")
		if name == "omitempty" {
			omitempty = true
			continue
		}
		var found []*model.Rule
		if v, registered := reg.custom(name); registered {
			// A registered tag replaces a built-in one of the same name.
			if v != nil && param == "" && custom != nil {
				for _, r := range custom(v, field) {
					r.Args = []string{field.Name}
					r.Origin, r.OriginEnd = r.Pos, r.End
					r.OriginNote = "the check, in the validation registered for " + strconv.Quote(name)
					r.Pos, r.End = 0, 0
					r.Check = `validate:"` + part + `"`
					found = append(found, r)
				}
			}
		} else {
			r := &model.Rule{Args: []string{field.Name}, Check: `validate:"` + part + `"`}
			if other, ok := crossField(name, param, field, fields, r); ok {
				if other {
					rules = append(rules, r)
				}
				continue
			}
			if !single(name, param, typ, r) {
				continue
			}
			_, ptr := field.Var.Type().Underlying().(*types.Pointer)
			if ptr && name == "required" {
				// A non-nil pointer passes required, even to "".
				r.Keywords, r.Says = r.Keywords[:1], "is required"
			}
			found = []*model.Rule{r}
			if name == "required" && !ptr && (typ == "integer" || typ == "number") {
				// required rejects a number's zero value: a rule of its
				// own, so that the required one keeps its fix.
				zero := *r
				zero.Keywords = []model.Constraint{{Keyword: model.NotConst, Num: constant.MakeInt64(0)}}
				zero.Says = "must not be 0"
				zero.Caveat = "validator's required rejects the zero value"
				found = append(found, &zero)
			}
		}
		for _, r := range found {
			if omitempty && r.NoFix == "" {
				if model.ZeroSatisfies(r.Keywords, typ) {
					r.Caveat = "omitempty: an empty value is accepted too"
				} else {
					r.NoFix = "with omitempty the code also accepts an empty value, which the keyword would reject"
				}
			}
			rules = append(rules, r)
		}
	}
	return withoutImplied(rules)
}

// withoutImplied drops a "must not be 0" that another rule of the field
// implies (required,min=1: minimum 1 says it).
func withoutImplied(rules []*model.Rule) []*model.Rule {
	implied := func(r *model.Rule) bool {
		if len(r.Keywords) != 1 || r.Keywords[0].Keyword != model.NotConst {
			return false
		}
		for _, o := range rules {
			for _, k := range o.Keywords {
				if o != r && model.Covers(k, r.Keywords[0]) {
					return true
				}
			}
		}
		return false
	}
	return slices.DeleteFunc(slices.Clone(rules), implied)
}

// custom returns the validation of a registered custom tag (nil: opaque).
func (reg *Registered) custom(name string) (*Validation, bool) {
	if reg == nil {
		return nil, false
	}
	v, ok := reg.Custom[name]
	return v, ok
}

// expand replaces registered aliases by the tags they stand for (an
// opaque alias by nothing), as validator does when it parses a tag.
func (reg *Registered) expand(parts []string, depth int) []string {
	if reg == nil || len(reg.Aliases) == 0 {
		return parts
	}
	var out []string
	for _, p := range parts {
		tags, ok := reg.Aliases[p]
		switch {
		case !ok:
			out = append(out, p)
		case tags != "" && depth < 4:
			out = append(out, reg.expand(splitTag(tags), depth+1)...)
		}
	}
	return out
}

// splitTag splits a validate tag on commas, keeping the escaped comma
// 0x2C of validator's syntax inside parameters.
func splitTag(tag string) []string {
	parts := strings.Split(tag, ",")
	for i, p := range parts {
		parts[i] = strings.ReplaceAll(p, "0x2C", ",")
	}
	return parts
}

// single fills in r for a single-field tag; false when the tag has no
// keyword toolvet knows.
func single(name, param, typ string, r *model.Rule) bool {
	num := func() (constant.Value, bool) {
		if param == "" {
			return nil, false
		}
		v := constant.MakeFromLiteral(param, token.FLOAT, 0)
		if v.Kind() == constant.Unknown {
			return nil, false
		}
		if i := constant.ToInt(v); i.Kind() == constant.Int {
			return i, true
		}
		return v, true
	}
	switch name {
	case "required":
		r.Keywords = []model.Constraint{{Keyword: model.Required}}
		r.Says = "is required"
		if typ == "string" {
			r.Keywords = append(r.Keywords, model.Constraint{Keyword: model.MinLength, Num: constant.MakeInt64(1)})
			r.Says = "must not be empty"
		}
		return true
	case "min", "max", "len", "gt", "gte", "lt", "lte":
		v, ok := num()
		if !ok {
			return false
		}
		return bound(name, v, typ, r)
	case "oneof":
		if typ != "string" {
			return false
		}
		values := strings.Fields(param) // quoted values with spaces are not handled
		if len(values) == 0 || strings.ContainsAny(param, `'"`) {
			return false
		}
		r.Keywords = []model.Constraint{{Keyword: model.Enum, Strs: values}}
		r.Says = "must be one of " + quoteList(values)
		r.Constants = values
		return true
	case "startswith", "endswith", "contains":
		if typ != "string" || param == "" {
			return false
		}
		var p string
		var ok bool
		switch name {
		case "startswith":
			p, ok = pattern.Prefix(param)
			r.Says = "must start with " + strconv.Quote(param)
		case "endswith":
			p, ok = pattern.Suffix(param)
			r.Says = "must end with " + strconv.Quote(param)
		default:
			p, ok = pattern.Contains(param)
			r.Says = "must contain " + strconv.Quote(param)
		}
		if !ok {
			return false
		}
		r.Keywords = []model.Constraint{{Keyword: model.Pattern, Str: p}}
		r.Constants = []string{param}
		return true
	case "alpha", "alphanum", "numeric", "hexadecimal", "lowercase", "uppercase":
		if typ != "string" {
			return false
		}
		// validator's own regular expressions (baked_in.go / regexes.go).
		re := map[string]string{
			"alpha":       `^[a-zA-Z]+$`,
			"alphanum":    `^[a-zA-Z0-9]+$`,
			"numeric":     `^[-+]?[0-9]+(?:\.[0-9]+)?$`,
			"hexadecimal": `^(0[xX])?[0-9a-fA-F]+$`,
		}[name]
		if re == "" {
			return false // lowercase/uppercase compare with strings.ToLower: no exact pattern
		}
		p, ok := pattern.FromRE2(re)
		if !ok {
			return false
		}
		r.Keywords = []model.Constraint{{Keyword: model.Pattern, Str: p}}
		r.Says = "must match " + strconv.Quote(p)
		return true
	case "email", "uuid", "uuid4", "url", "uri", "ipv4", "ipv6", "hostname", "datetime":
		if typ != "string" {
			return false
		}
		format := formats(name, param)
		if format == "" {
			return false
		}
		c := model.Constraint{Keyword: model.Format, Str: format}
		r.Keywords, r.Says = []model.Constraint{c}, c.Says()
		return true
	}
	return false
}

// formats maps a format tag to the JSON Schema format it checks, or "".
func formats(name, param string) string {
	switch name {
	case "email", "ipv4", "ipv6", "hostname":
		return name
	case "uuid", "uuid4":
		return "uuid"
	case "url", "uri":
		return "uri"
	case "datetime":
		switch param {
		case "2006-01-02":
			return "date"
		case "2006-01-02T15:04:05Z07:00":
			return "date-time"
		}
	}
	return ""
}

// bound maps min/max/len/gt/gte/lt/lte by the field's JSON type.
func bound(name string, v constant.Value, typ string, r *model.Rule) bool {
	one := constant.MakeInt64(1)
	text := model.NumText(v)
	var minK, maxK model.Keyword
	var noun string
	switch typ {
	case "string":
		minK, maxK, noun = model.MinLength, model.MaxLength, " characters long"
	case "array", "object":
		if typ == "object" {
			return false
		}
		minK, maxK, noun = model.MinItems, model.MaxItems, " items"
	case "number", "integer":
		bound := map[string]model.Keyword{
			"min": model.Minimum, "gte": model.Minimum, "max": model.Maximum, "lte": model.Maximum,
			"gt": model.ExclusiveMinimum, "lt": model.ExclusiveMaximum,
		}
		switch k, ok := bound[name]; {
		case ok:
			var c model.Constraint
			c, r.Says = model.Bound(k, v)
			r.Keywords = []model.Constraint{c}
		case name == "len":
			return false // "equals": an enum of one number, rarely meant
		}
		r.Constants = []string{text}
		return true
	default:
		return false
	}
	if v.Kind() != constant.Int || constant.Sign(v) < 0 {
		return false // lengths are whole and not negative
	}
	verb := "must be"
	if typ == "array" {
		verb = "must have"
	}
	switch name {
	case "min", "gte":
		r.Keywords = []model.Constraint{{Keyword: minK, Num: v}}
		r.Says = verb + " at least " + text + noun
	case "max", "lte":
		r.Keywords = []model.Constraint{{Keyword: maxK, Num: v}}
		r.Says = verb + " at most " + text + noun
	case "gt":
		w := constant.BinaryOp(v, token.ADD, one)
		r.Keywords = []model.Constraint{{Keyword: minK, Num: w}}
		r.Says = verb + " at least " + model.NumText(w) + noun
		text = model.NumText(w)
	case "lt":
		w := constant.BinaryOp(v, token.SUB, one)
		r.Keywords = []model.Constraint{{Keyword: maxK, Num: w}}
		r.Says = verb + " at most " + model.NumText(w) + noun
		text = model.NumText(w)
	case "len":
		r.Keywords = []model.Constraint{{Keyword: minK, Num: v}, {Keyword: maxK, Num: v}}
		r.Says = verb + " exactly " + text + noun
	}
	for _, c := range r.Keywords {
		if constant.Sign(c.Num) < 0 {
			return false // lt=0: no length qualifies, no keyword
		}
	}
	r.Constants = []string{text}
	return true
}

// crossField reads the tags that relate two fields. handled is true for
// a cross-field tag; ok then says whether r was filled in.
func crossField(name, param string, field gostruct.Field, fields []gostruct.Field, r *model.Rule) (ok, handled bool) {
	cmp := map[string]string{
		"eqfield": "must equal", "nefield": "must differ from",
		"gtfield": "must be greater than", "gtefield": "must be at least",
		"ltfield": "must be less than", "ltefield": "must be at most",
	}
	cond := map[string]string{
		"required_if": "must be set", "required_unless": "must be set",
		"excluded_if": "must not be set", "excluded_unless": "must not be set",
		"required_with": "must be set", "required_without": "must be set",
		"excluded_with": "must not be set", "excluded_without": "must not be set",
	}
	if _, isCmp := cmp[name]; !isCmp {
		if _, isCond := cond[name]; !isCond {
			return false, false
		}
	}
	args := strings.Fields(param)
	if len(args) == 0 {
		return false, true
	}
	other, found := jsonName(args[0], fields)
	if !found {
		return false, true
	}
	r.Args = []string{field.Name, other}
	if verb, isCmp := cmp[name]; isCmp {
		r.Sentence = field.Name + " " + verb + " " + other + "."
		return true, true
	}
	verb := cond[name]
	switch name {
	case "required_if", "excluded_if", "required_unless", "excluded_unless":
		if len(args) != 2 {
			return false, true // several field/value pairs: not phrased
		}
		is := " is "
		if strings.HasSuffix(name, "_unless") {
			is = " is not "
		}
		r.Sentence = "When " + other + is + strconv.Quote(args[1]) + ", " + field.Name + " " + verb + "."
		r.Constants = []string{args[1]}
		r.ArgConstants = map[string][]string{other: {args[1]}}
	case "required_with", "excluded_with":
		if len(args) != 1 {
			return false, true
		}
		r.Sentence = "When " + other + " is set, " + field.Name + " " + verb + "."
	case "required_without", "excluded_without":
		if len(args) != 1 {
			return false, true
		}
		r.Sentence = "When " + other + " is not set, " + field.Name + " " + verb + "."
	}
	return true, true
}

// jsonName maps a Go field name, as cross-field tags name it, to its JSON
// name.
func jsonName(goName string, fields []gostruct.Field) (string, bool) {
	for _, f := range fields {
		if f.Var.Name() == goName {
			return f.Name, true
		}
	}
	return "", false
}

func quoteList(values []string) string {
	q := make([]string, len(values))
	for i, v := range values {
		q[i] = strconv.Quote(v)
	}
	return strings.Join(q, ", ")
}
