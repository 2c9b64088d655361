package snapshot

import (
	"encoding/json"
	"fmt"
	"math"
	"reflect"
	"slices"
	"sort"
	"strconv"
	"strings"
)

// Class says what a change means to a model that learned the old contract.
type Class int

const (
	// Compatible: every call the old contract allowed is still allowed
	// and means the same (an optional property added, an enum value
	// added, a range widened, a description changed).
	Compatible Class = iota
	// Breaking: a call the old contract allowed may now be rejected, or
	// a tool or argument the model uses is gone.
	Breaking
)

func (c Class) String() string {
	if c == Breaking {
		return "BREAKING"
	}
	return "COMPATIBLE"
}

// Change is one difference between a tool's snapshot and the tool now.
type Change struct {
	Class Class
	// Path is where in the input schema the change is: a property
	// ("amount", "filter.state", "tags[]" for an array's items) and its
	// keyword ("amount.maximum"), or "inputSchema.required" and the like
	// for the input schema's own keywords; "" for the tool's other
	// fields (its description, annotations) and the tool itself, which
	// What names.
	Path string
	// What says what changed, for a reader: "maximum narrowed from 10000
	// to 5000".
	What string
}

func (c Change) String() string {
	if c.Path == "" {
		return c.What
	}
	return c.Path + ": " + c.What
}

// Compare classifies every difference between old and cur, two tools as
// their snapshots hold them (JSON objects as encoding/json decodes them:
// map[string]any, []any, float64, string, bool, nil). The x-toolvet note is
// not compared: it says what toolvet could not read, not what the model
// is told. Changes come sorted, breaking first, then by path.
func Compare(old, cur map[string]any) []Change {
	var d differ
	keys := unionKeys(old, cur)
	for _, k := range keys {
		ov, ook := old[k]
		nv, nok := cur[k]
		if ook && nok && reflect.DeepEqual(ov, nv) {
			continue
		}
		switch k {
		case noteKey:
		case "name":
			// Snapshots are matched by name: a changed name is a removed
			// tool, reported by Check.
			if ook && nok {
				d.add(Breaking, "", fmt.Sprintf("name changed from %s to %s", show(ov), show(nv)))
			}
		case "description", "title":
			d.add(Compatible, "", k+" "+changedText(ov, nv, ook, nok))
		case "annotations":
			// Hints to the client (read-only, destructive, a display
			// title): a call the model makes stays valid and means the
			// same, whatever they say.
			oa, _ := ov.(map[string]any)
			na, _ := nv.(map[string]any)
			if oa == nil || na == nil {
				d.add(Compatible, "", k+" "+presence(oa != nil, na != nil, "changed"))
				continue
			}
			for _, a := range unionKeys(oa, na) {
				x, xok := oa[a]
				y, yok := na[a]
				if xok && yok && reflect.DeepEqual(x, y) {
					continue
				}
				what := presence(xok, yok, "changed")
				if xok && yok {
					what = fmt.Sprintf("changed from %s to %s", show(x), show(y))
				}
				d.add(Compatible, "", "annotation "+a+" "+what)
			}
		case "inputSchema":
			d.schema(&schemaPath{}, ov, nv, ook, nok)
		default:
			// Neither the input contract nor what describes it to the
			// model (icons, _meta, an output schema toolvet does not
			// write): reported, not breaking.
			d.add(Compatible, "", k+" "+presence(ook, nok, "changed"))
		}
	}
	slices.SortStableFunc(d.changes, func(a, b Change) int {
		if a.Class != b.Class {
			return int(b.Class) - int(a.Class)
		}
		return strings.Compare(a.Path, b.Path)
	})
	return d.changes
}

type differ struct {
	changes []Change
}

func (d *differ) add(c Class, path, what string) {
	d.changes = append(d.changes, Change{Class: c, Path: path, What: what})
}

// schemaPath is where a schema is within the input schema, as a reader names
// it: properties by name, joined with dots, an array's items as "[]",
// other subschemas by keyword.
type schemaPath struct {
	parts []string
}

func (p *schemaPath) String() string {
	var b strings.Builder
	for _, s := range p.parts {
		if b.Len() > 0 && s != "[]" && !strings.HasPrefix(s, "[") {
			b.WriteByte('.')
		}
		b.WriteString(s)
	}
	return b.String()
}

func (p *schemaPath) with(part string) *schemaPath {
	return &schemaPath{parts: append(slices.Clip(p.parts), part)}
}

// at is where a keyword of the schema at p is: the keyword alone at the
// top of the input schema ("inputSchema.required" reads worse than
// "required").
func (p *schemaPath) at(keyword string) string {
	if len(p.parts) == 0 {
		return "inputSchema." + keyword
	}
	return p.String() + "." + keyword
}

// schema compares two schemas at p. A schema absent (ook, nok false) or
// true allows anything; false allows nothing.
func (d *differ) schema(p *schemaPath, ov, nv any, ook, nok bool) {
	if !ook {
		ov = true
	}
	if !nok {
		nv = true
	}
	if reflect.DeepEqual(ov, nv) {
		return
	}
	// true is the schema {}: a description given to a field of any
	// value changes only the description.
	if ov == true {
		ov = map[string]any{}
	}
	if nv == true {
		nv = map[string]any{}
	}
	om, oobj := ov.(map[string]any)
	nm, nobj := nv.(map[string]any)
	if oobj && nobj {
		d.object(p, om, nm)
		return
	}
	switch {
	case nv == false:
		d.add(Breaking, p.String(), "now allows no value (false)")
	case ov == false:
		d.add(Compatible, p.String(), "allowed no value before (false)")
	default:
		d.add(Breaking, p.String(), fmt.Sprintf("changed from %s to %s", show(ov), show(nv)))
	}
}

// object compares two schema objects keyword by keyword.
func (d *differ) object(p *schemaPath, o, n map[string]any) {
	for _, k := range unionKeys(o, n) {
		ov, ook := o[k]
		nv, nok := n[k]
		if ook && nok && reflect.DeepEqual(ov, nv) {
			continue
		}
		switch k {
		case "type":
			d.typ(p, ov, nv, ook, nok)
		case "properties", "patternProperties", "$defs", "definitions", "dependentSchemas":
			d.members(p, k, o, n)
		case "required":
			d.required(p, o, n)
		case "items", "additionalProperties", "additionalItems", "contains", "propertyNames",
			"unevaluatedProperties", "unevaluatedItems":
			sub := p.with(k)
			if k == "items" {
				sub = p.with("[]")
			}
			if _, tuple := ov.([]any); tuple {
				d.add(Breaking, sub.String(), "tuple items changed")
				continue
			}
			if _, tuple := nv.([]any); tuple {
				d.add(Breaking, sub.String(), "tuple items changed")
				continue
			}
			if k == "additionalProperties" && d.closed(p, ov, nv, ook, nok) {
				continue
			}
			if k == "contains" {
				// contains asks for at least one matching element:
				// present, it narrows; absent, it allows anything.
				if !ook || !nok {
					d.add(map[bool]Class{true: Breaking, false: Compatible}[nok], p.at(k), presence(ook, nok, ""))
					continue
				}
			}
			d.schema(sub, ov, nv, ook, nok)
		case "anyOf", "oneOf", "allOf", "prefixItems":
			d.branches(p, k, ov, nv)
		case "enum":
			d.enum(p, ov, nv, ook, nok)
		case "const":
			if nok {
				d.add(Breaking, p.at(k), presenceValue(ov, nv, ook))
			} else {
				d.add(Compatible, p.at(k), "removed")
			}
		case "minimum", "exclusiveMinimum", "minLength", "minItems", "minProperties", "minContains":
			d.bound(p, k, ov, nv, ook, nok, true)
		case "maximum", "exclusiveMaximum", "maxLength", "maxItems", "maxProperties", "maxContains":
			d.bound(p, k, ov, nv, ook, nok, false)
		case "multipleOf":
			d.multipleOf(p, ov, nv, ook, nok)
		case "pattern", "format", "contentEncoding", "contentMediaType", "$ref", "not",
			"if", "then", "else", "dependentRequired", "dependencies":
			// A pattern or format added or changed may reject a value
			// the old contract allowed (a server that validates formats
			// does, and the model now shapes its values to the new
			// one); removed, it allows more.
			if nok {
				d.add(Breaking, p.at(k), presenceValue(ov, nv, ook))
			} else {
				d.add(Compatible, p.at(k), fmt.Sprintf("removed (was %s)", show(ov)))
			}
		case "uniqueItems", "nullable":
			ob, _ := ov.(bool)
			nb, _ := nv.(bool)
			narrows := nb && !ob
			if k == "nullable" {
				narrows = ob && !nb
			}
			d.add(map[bool]Class{true: Breaking, false: Compatible}[narrows], p.at(k),
				fmt.Sprintf("%s from %s to %s", "changed", showOr(ov, ook), showOr(nv, nok)))
		case "description", "title", "examples", "default", "$comment", "deprecated", "readOnly",
			"writeOnly", "$schema", "$id", "$anchor", "propertyOrdering":
			// What describes a value, not what is allowed: a call valid
			// before is valid still. (A default changed changes what an
			// omitted argument means; it is told, not enforced.)
			d.add(Compatible, p.at(k), changedText(ov, nv, ook, nok))
		default:
			if strings.HasPrefix(k, "x-") {
				d.add(Compatible, p.at(k), presence(ook, nok, "changed"))
				continue
			}
			// A keyword toolvet does not classify: assume the worst.
			d.add(Breaking, p.at(k), presence(ook, nok, "changed")+" (a keyword toolvet does not classify)")
		}
	}
}

// typ compares "type": a string or a list of strings. Allowing more
// types ("string" to ["string", "null"], "integer" to "number") is
// compatible; anything else breaks a call.
func (d *differ) typ(p *schemaPath, ov, nv any, ook, nok bool) {
	at := p.at("type")
	switch {
	case !nok:
		d.add(Compatible, at, fmt.Sprintf("removed (was %s): any type allowed", show(ov)))
		return
	case !ook:
		d.add(Breaking, at, fmt.Sprintf("added: %s (was any type)", show(nv)))
		return
	}
	os, ok1 := typeSet(ov)
	ns, ok2 := typeSet(nv)
	if ok1 && ok2 && covers(ns, os) {
		d.add(Compatible, at, fmt.Sprintf("widened from %s to %s", show(ov), show(nv)))
		return
	}
	d.add(Breaking, at, fmt.Sprintf("changed from %s to %s", show(ov), show(nv)))
}

func typeSet(v any) ([]string, bool) {
	switch v := v.(type) {
	case string:
		return []string{v}, true
	case []any:
		var out []string
		for _, e := range v {
			s, ok := e.(string)
			if !ok {
				return nil, false
			}
			out = append(out, s)
		}
		return out, true
	}
	return nil, false
}

// covers reports whether every type in old is allowed by one in cur: an
// integer is a number.
func covers(cur, old []string) bool {
	for _, o := range old {
		ok := slices.Contains(cur, o) ||
			strings.EqualFold(o, "integer") && slices.ContainsFunc(cur, func(c string) bool {
				return c == map[bool]string{true: "NUMBER", false: "number"}[o == "INTEGER"]
			})
		if !ok {
			return false
		}
	}
	return true
}

// members compares a keyword whose value maps names to subschemas:
// properties (a property removed breaks a call that sends it; one added
// is compatible unless it is required, which required reports),
// $defs and the like (compared where both have a name).
func (d *differ) members(p *schemaPath, k string, o, n map[string]any) {
	om, _ := o[k].(map[string]any)
	nm, _ := n[k].(map[string]any)
	if _, isMap := o[k].(map[string]any); o[k] != nil && !isMap {
		d.add(Breaking, p.at(k), "changed (not an object before)")
		return
	}
	if _, isMap := n[k].(map[string]any); n[k] != nil && !isMap {
		d.add(Breaking, p.at(k), "changed (not an object now)")
		return
	}
	required := stringSet(n["required"])
	for _, name := range unionKeys(om, nm) {
		ov, ook := om[name]
		nv, nok := nm[name]
		sub := p.with(name)
		if k != "properties" {
			sub = p.with(k + "." + name)
		}
		switch {
		case ook && nok:
			d.schema(sub, ov, nv, true, true)
		case k != "properties":
			// A definition only matters through a $ref, whose change is
			// reported where it is; a pattern's properties match names.
			c := Compatible
			if nok && k != "$defs" && k != "definitions" {
				c = Breaking
			}
			d.add(c, sub.String(), presence(ook, nok, ""))
		case ook:
			d.add(Breaking, sub.String(), "property removed")
		case required[name]:
			d.add(Breaking, sub.String(), "required property added")
		default:
			d.add(Compatible, sub.String(), "optional property added")
		}
	}
}

// required compares the required lists: a property newly required breaks
// every call that leaves it out; one no longer required is compatible.
func (d *differ) required(p *schemaPath, o, n map[string]any) {
	for _, v := range []any{o["required"], n["required"]} {
		if _, ok := v.([]any); v != nil && !ok {
			d.add(Breaking, p.at("required"), fmt.Sprintf("changed from %s to %s (not a list of names)", showOr(o["required"], o["required"] != nil), showOr(n["required"], n["required"] != nil)))
			return
		}
	}
	or, nr := stringSet(o["required"]), stringSet(n["required"])
	for _, name := range unionKeys(or, nr) {
		_, was := mapOf(o["properties"])[name]
		_, is := mapOf(n["properties"])[name]
		switch {
		case nr[name] && !or[name]:
			if is && !was {
				continue // members reports a required property added
			}
			d.add(Breaking, p.with(name).String(), "newly required")
		case or[name] && !nr[name]:
			if was && !is {
				continue // members reports the property removed
			}
			d.add(Compatible, p.with(name).String(), "no longer required")
		}
	}
}

// closed compares additionalProperties when one side is a boolean or
// absent, and reports whether it did: closing an object (false) breaks a
// call that sends a property not listed; opening it is compatible.
func (d *differ) closed(p *schemaPath, ov, nv any, ook, nok bool) bool {
	ob, obool := ov.(bool)
	nb, nbool := nv.(bool)
	if !ook {
		ob, obool = true, true
	}
	if !nok {
		nb, nbool = true, true
	}
	at := p.at("additionalProperties")
	switch {
	case nbool && !nb && !(obool && !ob):
		d.add(Breaking, at, "closed (false): a property not listed is rejected")
	case obool && !ob && !(nbool && !nb):
		d.add(Compatible, at, "opened: properties not listed are allowed")
	case obool && nbool:
		// true and absent mean the same.
	default:
		return false
	}
	return true
}

// branches compares anyOf, oneOf, allOf and prefixItems: branches equal on
// both sides are matched first; the rest are compared pairwise in order
// when as many remain, else reported as added and removed (a branch added
// to anyOf or oneOf allows more, to allOf less).
func (d *differ) branches(p *schemaPath, k string, ov, nv any) {
	oa, ok1 := ov.([]any)
	na, ok2 := nv.([]any)
	if ov != nil && !ok1 || nv != nil && !ok2 {
		d.add(Breaking, p.at(k), fmt.Sprintf("changed from %s to %s (not a list of schemas)", show(ov), show(nv)))
		return
	}
	var orest, nrest []int
	used := make([]bool, len(na))
	for i, o := range oa {
		j := slices.IndexFunc(na, func(n any) bool { return reflect.DeepEqual(o, n) })
		for j >= 0 && used[j] {
			next := slices.IndexFunc(na[j+1:], func(n any) bool { return reflect.DeepEqual(o, n) })
			if next < 0 {
				j = -1
				break
			}
			j += 1 + next
		}
		if j < 0 {
			orest = append(orest, i)
			continue
		}
		used[j] = true
	}
	for j := range na {
		if !used[j] {
			nrest = append(nrest, j)
		}
	}
	if len(orest) == len(nrest) {
		for i := range orest {
			d.schema(p.with(fmt.Sprintf("%s[%d]", k, nrest[i])), oa[orest[i]], na[nrest[i]], true, true)
		}
		return
	}
	narrowing := k == "allOf" || k == "prefixItems"
	for _, i := range orest {
		d.add(map[bool]Class{true: Compatible, false: Breaking}[narrowing], p.at(fmt.Sprintf("%s[%d]", k, i)), "branch removed")
	}
	for _, j := range nrest {
		d.add(map[bool]Class{true: Breaking, false: Compatible}[narrowing], p.at(fmt.Sprintf("%s[%d]", k, j)), "branch added")
	}
}

// enum compares the allowed values: one removed breaks a call that sends
// it, one added is compatible; an enum added narrows, removed widens.
func (d *differ) enum(p *schemaPath, ov, nv any, ook, nok bool) {
	at := p.at("enum")
	switch {
	case !nok:
		d.add(Compatible, at, fmt.Sprintf("removed (was %s): any value allowed", show(ov)))
		return
	case !ook:
		d.add(Breaking, at, fmt.Sprintf("added: %s", show(nv)))
		return
	}
	oa, ok1 := ov.([]any)
	na, ok2 := nv.([]any)
	if !ok1 || !ok2 {
		d.add(Breaking, at, fmt.Sprintf("changed from %s to %s (not a list of values)", show(ov), show(nv)))
		return
	}
	has := func(list []any, v any) bool {
		return slices.ContainsFunc(list, func(e any) bool { return reflect.DeepEqual(e, v) })
	}
	for _, v := range oa {
		if !has(na, v) {
			d.add(Breaking, at, fmt.Sprintf("value %s removed", show(v)))
		}
	}
	for _, v := range na {
		if !has(oa, v) {
			d.add(Compatible, at, fmt.Sprintf("value %s added", show(v)))
		}
	}
}

// bound compares a lower (lower true) or upper bound: narrowed or added
// breaks a call, widened or removed is compatible. Draft 4's boolean
// exclusiveMinimum and exclusiveMaximum narrow when they become true.
func (d *differ) bound(p *schemaPath, k string, ov, nv any, ook, nok, lower bool) {
	at := p.at(k)
	switch {
	case !nok:
		d.add(Compatible, at, fmt.Sprintf("removed (was %s)", show(ov)))
		return
	case !ook:
		d.add(Breaking, at, fmt.Sprintf("added: %s", show(nv)))
		return
	}
	of, ok1 := ov.(float64)
	nf, ok2 := nv.(float64)
	if !ok1 || !ok2 {
		ob, _ := ov.(bool)
		nb, _ := nv.(bool)
		c := Breaking
		if ob && !nb {
			c = Compatible
		}
		d.add(c, at, fmt.Sprintf("changed from %s to %s", show(ov), show(nv)))
		return
	}
	if narrowed := nf > of == lower; narrowed {
		d.add(Breaking, at, fmt.Sprintf("narrowed from %s to %s", show(ov), show(nv)))
	} else {
		d.add(Compatible, at, fmt.Sprintf("widened from %s to %s", show(ov), show(nv)))
	}
}

// multipleOf: a new step that divides the old one allows every value the
// old allowed (compatible); any other change may reject one.
func (d *differ) multipleOf(p *schemaPath, ov, nv any, ook, nok bool) {
	at := p.at("multipleOf")
	switch {
	case !nok:
		d.add(Compatible, at, fmt.Sprintf("removed (was %s)", show(ov)))
		return
	case !ook:
		d.add(Breaking, at, fmt.Sprintf("added: %s", show(nv)))
		return
	}
	of, _ := ov.(float64)
	nf, _ := nv.(float64)
	if q := of / nf; nf != 0 && !math.IsInf(q, 0) && q == math.Trunc(q) {
		d.add(Compatible, at, fmt.Sprintf("widened from %s to %s", show(ov), show(nv)))
		return
	}
	d.add(Breaking, at, fmt.Sprintf("changed from %s to %s", show(ov), show(nv)))
}

// changedText says how a text (or other value) changed: with both
// values when they are short enough to read on one line, the snapshot's
// diff being the place for long ones.
func changedText(ov, nv any, ook, nok bool) string {
	const short = 60
	switch {
	case !ook:
		return "added"
	case !nok:
		return "removed"
	}
	o, n := show(ov), show(nv)
	if len(o) > short || len(n) > short || strings.HasSuffix(o, "…") || strings.HasSuffix(n, "…") {
		return "changed"
	}
	return fmt.Sprintf("changed from %s to %s", o, n)
}

// presence says a keyword was added, removed or changed.
func presence(was, is bool, changed string) string {
	switch {
	case !was:
		return "added"
	case !is:
		return "removed"
	}
	return changed
}

func presenceValue(ov, nv any, was bool) string {
	if !was {
		return "added: " + show(nv)
	}
	return fmt.Sprintf("changed from %s to %s", show(ov), show(nv))
}

func showOr(v any, ok bool) string {
	if !ok {
		return "absent"
	}
	return show(v)
}

// show writes a JSON value short enough for a line: a long string or a
// big object is cut.
func show(v any) string {
	const max = 60
	var s string
	switch v := v.(type) {
	case string:
		if len(v) > max {
			v = v[:max] + "…"
		}
		return strconv.Quote(v)
	case float64:
		return strconv.FormatFloat(v, 'g', -1, 64)
	default:
		b, _ := json.Marshal(v)
		s = string(b)
	}
	if len(s) > max {
		s = s[:max] + "…"
	}
	return s
}

func unionKeys[V any](a, b map[string]V) []string {
	keys := make([]string, 0, len(a)+len(b))
	for k := range a {
		keys = append(keys, k)
	}
	for k := range b {
		if _, ok := a[k]; !ok {
			keys = append(keys, k)
		}
	}
	sort.Strings(keys)
	return keys
}

func stringSet(v any) map[string]bool {
	set := make(map[string]bool)
	list, _ := v.([]any)
	for _, e := range list {
		if s, ok := e.(string); ok {
			set[s] = true
		}
	}
	return set
}

func mapOf(v any) map[string]any {
	m, _ := v.(map[string]any)
	return m
}
