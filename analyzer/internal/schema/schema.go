// Package schema holds what toolvet's analyzers share to read a tool's
// schema: the property an argument names, the keywords a property
// declares, and what its description states in words.
package schema

import (
	"go/constant"
	"go/token"
	"strconv"
	"strings"

	"github.com/toolvet/toolvet/analyzer/internal/prose"
	"github.com/toolvet/toolvet/internal/model"
)

// Property finds the argument's property: by exact name, else by the one
// name that matches ignoring case (encoding/json matches struct fields so).
func Property(t *model.Tool, name string) *model.Property {
	if p := t.Property(name); p != nil {
		return p
	}
	var match *model.Property
	for _, p := range t.Properties {
		if strings.EqualFold(p.Name, name) {
			if match != nil {
				return nil
			}
			match = p
		}
	}
	return match
}

// StatedInWords reports whether p's description states c: it names the
// constraint's values, or holds the sentence a fix writes for r.
func StatedInWords(p *model.Property, c model.Constraint, r *model.Rule) bool {
	return prose.MentionsAll(p.Description.Value, words(c, r)) || statesInWords(p.Description.Value, r.Says) ||
		statesBoundInWords(p.Description.Value, c)
}

// InProse reports whether p's description states c in words a reader
// takes for it: every allowed value, the pattern's constants, or the
// sentence of a bound (a number alone proves nothing: "1" is in
// "v2.1.1").
func InProse(p *model.Property, c model.Constraint, r *model.Rule) bool {
	desc := p.Description.Value
	switch c.Keyword {
	case model.Enum, model.Pattern, model.Format:
		return prose.MentionsAll(desc, words(c, r)) || statesInWords(desc, r.Says)
	}
	if statesInWords(desc, r.Says) || statesBoundInWords(desc, c) {
		return true
	}
	// "at most 200 characters": the number beside a word of its bound.
	var bound []string
	switch c.Keyword {
	case model.Maximum, model.MaxLength, model.MaxItems, model.ExclusiveMaximum:
		bound = []string{"at most", "maximum", "max", "up to", "no more than", "less than", "below", "under"}
	case model.Minimum, model.MinLength, model.MinItems, model.ExclusiveMinimum:
		bound = []string{"at least", "minimum", "min", "no less than", "more than", "greater than", "above"}
	}
	if c.Num == nil || len(bound) == 0 {
		return false
	}
	num := model.NumText(c.Num)
	for _, b := range bound {
		if prose.Mentions(desc, b+" "+num) {
			return true
		}
	}
	return false
}

// statesBoundInWords reports whether desc holds the sentence of a bound
// with c's keyword at least as tight as c ("Must be at least 10." states
// minimum 5): what strictschema writes when it moves a declared bound the
// profile rejects into the description.
func statesBoundInWords(desc string, c model.Constraint) bool {
	if c.Num == nil || c.Keyword == model.MultipleOf {
		return false
	}
	desc = strings.ToLower(desc)
	for _, n := range []int64{7, 1} { // plural and singular wordings
		says := model.Constraint{Keyword: c.Keyword, Num: constant.MakeInt64(n)}.Says()
		prefix, suffix, ok := strings.Cut(says, strconv.FormatInt(n, 10))
		if !ok || prefix == "" {
			continue
		}
		for rest := desc; ; {
			i := strings.Index(rest, prefix)
			if i < 0 {
				break
			}
			rest = rest[i+len(prefix):]
			end := strings.IndexFunc(rest, func(r rune) bool { return !strings.ContainsRune("0123456789.-+e", r) })
			if end < 0 {
				end = len(rest)
			}
			num := strings.TrimSuffix(rest[:end], ".") // the sentence's period
			v := numberLiteral(num)
			if v.Kind() != constant.Unknown && strings.HasPrefix(rest[len(num):], suffix) &&
				model.Covers(model.Constraint{Keyword: c.Keyword, Num: v}, c) {
				return true
			}
		}
	}
	return false
}

// words returns what a description must name to state c: its values.
func words(c model.Constraint, r *model.Rule) []string {
	switch c.Keyword {
	case model.Pattern:
		if len(r.Constants) > 0 {
			return r.Constants
		}
		return []string{c.Str}
	case model.Format:
		return []string{c.Str}
	case model.Enum:
		return c.Strs
	}
	if c.Num != nil {
		return []string{model.NumText(c.Num)}
	}
	return nil
}

// statesInWords reports whether a description holds the sentence a fix
// writes for a rule (quotes aside: a tag fix writes single quotes).
func statesInWords(desc, says string) bool {
	norm := func(s string) string { return strings.ToLower(strings.ReplaceAll(s, `"`, "'")) }
	return says != "" && (strings.Contains(norm(desc), norm(model.PlainQuotes(says))) || strings.Contains(norm(desc), norm(says)))
}

// numberLiteral reads a number as a description writes it ("-5", "0.5",
// "1e+20"), or returns an unknown value.
func numberLiteral(s string) constant.Value {
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	v := constant.MakeFromLiteral(s, token.INT, 0)
	if v.Kind() == constant.Unknown {
		v = constant.MakeFromLiteral(s, token.FLOAT, 0)
	}
	if neg && v.Kind() != constant.Unknown {
		v = constant.UnaryOp(token.SUB, v, 0)
	}
	return v
}

// Normalize states an exclusive integer bound as the inclusive one the
// integer property means: exclusiveMinimum 0 on an integer is minimum 1.
func Normalize(c model.Constraint, typ string) model.Constraint {
	if typ != "integer" || c.Num == nil {
		return c
	}
	one := constantOne
	switch c.Keyword {
	case model.ExclusiveMinimum:
		if v, ok := wholeAdd(c.Num, one); ok {
			return model.Constraint{Keyword: model.Minimum, Num: v}
		}
	case model.ExclusiveMaximum:
		if v, ok := wholeSub(c.Num, one); ok {
			return model.Constraint{Keyword: model.Maximum, Num: v}
		}
	}
	return c
}

var constantOne = constant.MakeInt64(1)

func wholeAdd(v, d constant.Value) (constant.Value, bool) {
	i := constant.ToInt(v)
	if i.Kind() != constant.Int {
		return nil, false
	}
	return constant.BinaryOp(i, token.ADD, d), true
}

func wholeSub(v, d constant.Value) (constant.Value, bool) {
	i := constant.ToInt(v)
	if i.Kind() != constant.Int {
		return nil, false
	}
	return constant.BinaryOp(i, token.SUB, d), true
}

// UnknownValue reports whether toolvet could not read the value of a
// declared keyword.
func UnknownValue(d model.Constraint) bool {
	switch d.Keyword {
	case model.Required:
		return false
	case model.Pattern, model.Format:
		return d.Str == ""
	case model.Enum:
		return len(d.Strs) == 0
	}
	return d.Num == nil
}
