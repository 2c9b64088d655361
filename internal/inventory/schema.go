package inventory

import (
	"encoding/json"
	"strings"

	"github.com/toolvet/toolvet/internal/model"
)

// InputSchema is the tool's input schema as the library writes it on the
// wire (model.Tool.Wire), as far as toolvet reads it: the object with its
// properties, each with its JSON type, description and declared keywords,
// and the required list; a raw schema as written; nil for a library that
// sends none. JSON objects are maps, so that encoding/json writes their
// keys in one canonical order.
func InputSchema(t *model.Tool) map[string]any {
	if t.Wire.NoSchema {
		return nil
	}
	if t.WireJSON != "" {
		// A schema the code writes whole goes on the wire verbatim.
		var doc map[string]any
		if json.Unmarshal([]byte(t.WireJSON), &doc) == nil {
			return doc
		}
	}
	s := map[string]any{"type": "object"}
	props := make(map[string]any)
	var required []string
	for _, p := range t.Properties {
		if _, ok := p.Lookup(model.Required); ok {
			required = append(required, p.Name)
		}
		props[p.Name] = propertySchema(p)
	}
	if len(props) > 0 || t.Wire.EmptyProperties {
		s["properties"] = props
	}
	if len(required) > 0 || t.Wire.EmptyRequired {
		s["required"] = append([]string{}, required...)
	}
	if t.Closed {
		s["additionalProperties"] = false
	}
	if t.Wire.UpperCaseTypes {
		upperTypes(s)
	}
	return s
}

func upperTypes(s map[string]any) {
	if typ, ok := s["type"].(string); ok {
		s["type"] = strings.ToUpper(typ)
	}
	if props, ok := s["properties"].(map[string]any); ok {
		for _, p := range props {
			if p, ok := p.(map[string]any); ok {
				upperTypes(p)
			}
		}
	}
}

// Annotations are the tool's annotations as the library writes them on
// the wire, nil when it writes none.
func Annotations(t *model.Tool) map[string]any {
	a := t.Annotations
	if a == nil {
		return nil
	}
	out := make(map[string]any, len(a.Hints)+1)
	for name, v := range a.Hints {
		out[name] = v
	}
	if a.Title.Known && a.Title.Value != "" {
		out["title"] = a.Title.Value
	}
	return out
}

// propertySchema is one property's schema: the keywords toolvet models,
// over what else the adapter read of it (model.Property.Wire); true for
// any value.
func propertySchema(p *model.Property) any {
	s := make(map[string]any, len(p.Wire)+2)
	for k, v := range p.Wire {
		s[k] = v
	}
	switch {
	case p.Type != "" && p.Nullable:
		s["type"] = []any{"null", p.Type}
	case p.Type != "":
		s["type"] = p.Type
	}
	if p.Description.Known && p.Description.Value != "" {
		s["description"] = p.Description.Value
	}
	for _, c := range p.Declared {
		if c.Keyword == model.Required {
			continue
		}
		s[string(c.Keyword)] = constraintValue(c)
	}
	if p.Items != nil {
		s["items"] = propertySchema(p.Items)
	}
	if p.AnyValue && len(s) == 0 {
		return true
	}
	return s
}

// constraintValue is a keyword's value as JSON writes it.
func constraintValue(c model.Constraint) any {
	switch {
	case c.Keyword == model.Enum:
		return append([]string{}, c.Strs...)
	case c.Num != nil:
		return json.Number(model.NumText(c.Num))
	}
	return c.Str
}
