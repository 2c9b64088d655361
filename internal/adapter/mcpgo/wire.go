package mcpgo

import (
	"encoding/json"
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"

	"github.com/toolvet/toolvet/internal/model"
)

// What `toolvet tools` writes of a property beyond the keywords toolvet
// compares: the property options that write other keys of the property's
// map, as mcp-go v1.2.1 writes them (checked by internal/inventory's
// runtime comparison): Title, the Default options, UniqueItems,
// Min/MaxProperties, the items options (WithStringItems and its
// siblings, whose own options apply to the item's map, WithStringEnumItems,
// Items), and Properties, AdditionalProperties and PropertyNames given a
// literal of constants.

// itemTypes are the options that write an array's items from options,
// with the item's JSON type.
var itemTypes = map[string]string{
	"WithStringItems": "string", "WithNumberItems": "number",
	"WithIntegerItems": "integer", "WithBooleanItems": "boolean",
}

// wireKeys are the options that write one key from their one argument, a
// constant or a literal of constants.
var wireKeys = map[string]string{
	"Title": "title", "DefaultString": "default", "DefaultNumber": "default", "DefaultBool": "default",
	"DefaultArray": "default", "UniqueItems": "uniqueItems", "MinProperties": "minProperties",
	"MaxProperties": "maxProperties", "Items": "items", "Properties": "properties",
	"AdditionalProperties": "additionalProperties", "PropertyNames": "propertyNames",
}

// optionWire records in p what option name, called as opt, writes beyond
// the keywords toolvet compares; false when it writes nothing of the kind.
// What it cannot read is named in p.Unread.
func (f *finder) optionWire(p *model.Property, name string, opt *ast.CallExpr) bool {
	if typ, ok := itemTypes[name]; ok {
		if opt.Ellipsis.IsValid() {
			p.Unread = append(p.Unread, model.Unread{Pos: opt.Pos(), Why: "the items' options, passed as a slice (...)"})
			return true
		}
		p.Items = f.itemProperty(p, typ, name == "WithIntegerItems", opt.Args)
		return true
	}
	if name == "WithStringEnumItems" && len(opt.Args) == 1 {
		item := &model.Property{Type: "string", Description: model.Text{Known: true}}
		if values, ok := f.literalJSON(opt.Args[0]); ok {
			item.Wire = map[string]any{"enum": values}
		} else {
			p.Unread = append(p.Unread, model.Unread{Pos: opt.Args[0].Pos(), Why: "the items' enum, which is not a literal of constants"})
		}
		p.Items = item
		return true
	}
	key, ok := wireKeys[name]
	if !ok || len(opt.Args) != 1 {
		return false
	}
	v, ok := f.literalJSON(opt.Args[0])
	if !ok {
		p.Unread = append(p.Unread, model.Unread{Pos: opt.Args[0].Pos(), Key: key, Why: "its " + key + ", which is not a constant or a literal of constants"})
		return true
	}
	if p.Wire == nil {
		p.Wire = make(map[string]any)
	}
	p.Wire[key] = v
	if key == "items" {
		p.Items = nil // the later option wins: both write "items"
	}
	return true
}

// itemProperty reads the item schema an items option writes from its own
// options: the type, then each option applied to the item's map. mcp-go
// keeps an item's "required": true, but for WithIntegerItems, which
// deletes it.
func (f *finder) itemProperty(p *model.Property, typ string, dropsRequired bool, opts []ast.Expr) *model.Property {
	if p.Wire != nil {
		delete(p.Wire, "items") // the later option wins
	}
	item := &model.Property{Type: typ, Description: model.Text{Known: true}}
	for _, arg := range opts {
		opt, ok := ast.Unparen(arg).(*ast.CallExpr)
		var fn *types.Func
		if ok {
			fn = f.callee(opt, mcpPath)
		}
		if fn == nil {
			p.Unread = append(p.Unread, model.Unread{Pos: arg.Pos(), Why: "an option of the items that is not a call of an mcp-go option"})
			continue
		}
		if fn.Name() == "Description" && len(opt.Args) == 1 {
			item.Description = f.text(f.textIn(opt.Args[0]))
			continue
		}
		if f.optionWire(item, fn.Name(), opt) {
			continue
		}
		c, known := f.option(fn.Name(), opt)
		switch {
		case !known:
			p.Unread = append(p.Unread, model.Unread{Pos: opt.Pos(), Why: "the items' option " + fn.Name() + ", which toolvet does not read"})
		case c.Keyword == model.Required:
			if !dropsRequired {
				if item.Wire == nil {
					item.Wire = make(map[string]any)
				}
				item.Wire["required"] = true
			}
		case c.Keyword != "":
			declare(item, c)
		}
	}
	p.Unread = append(p.Unread, item.Unread...)
	item.Unread = nil
	return item
}

// literalJSON returns the JSON encoding/json writes for e: a constant, or
// a composite literal (a map with constant string keys, a slice) of
// constants and such literals; ok is false for anything else.
func (f *finder) literalJSON(e ast.Expr) (any, bool) {
	e = ast.Unparen(e)
	if tv := f.TypesInfo.Types[e]; tv.Value != nil {
		switch v := tv.Value; v.Kind() {
		case constant.String:
			return constant.StringVal(v), true
		case constant.Bool:
			return constant.BoolVal(v), true
		case constant.Int, constant.Float:
			return json.Number(model.NumText(v)), true
		}
		return nil, false
	}
	if u, ok := e.(*ast.UnaryExpr); ok && u.Op == token.AND {
		e = ast.Unparen(u.X)
	}
	lit, ok := e.(*ast.CompositeLit)
	if !ok {
		return nil, false
	}
	switch {
	case len(lit.Elts) == 0 && f.isMapLit(lit):
		return map[string]any{}, true
	case f.isMapLit(lit):
		m := make(map[string]any, len(lit.Elts))
		for _, elt := range lit.Elts {
			kv, ok := elt.(*ast.KeyValueExpr)
			if !ok {
				return nil, false
			}
			key, ok := f.constString(kv.Key)
			if !ok {
				return nil, false
			}
			if m[key], ok = f.literalJSON(kv.Value); !ok {
				return nil, false
			}
		}
		return m, true
	case f.isSliceLit(lit):
		list := make([]any, 0, len(lit.Elts))
		for _, elt := range lit.Elts {
			if _, keyed := elt.(*ast.KeyValueExpr); keyed {
				return nil, false
			}
			v, ok := f.literalJSON(elt)
			if !ok {
				return nil, false
			}
			list = append(list, v)
		}
		return list, true
	}
	return nil, false // a struct: its JSON depends on its tags
}

func (f *finder) isMapLit(lit *ast.CompositeLit) bool {
	t := f.TypesInfo.TypeOf(lit)
	if t == nil {
		return false
	}
	_, ok := t.Underlying().(*types.Map)
	return ok
}

func (f *finder) isSliceLit(lit *ast.CompositeLit) bool {
	t := f.TypesInfo.TypeOf(lit)
	if t == nil {
		return false
	}
	_, ok := t.Underlying().(*types.Slice)
	return ok
}
