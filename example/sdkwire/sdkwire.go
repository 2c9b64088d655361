// Package sdkwire holds go-sdk tools whose explicit schemas carry what
// toolvet writes but does not compare: annotations (false hints
// included), defaults, the items of arrays, nested objects (an empty
// properties map, additionalProperties false), anyOf, properties a helper
// of the package builds or adds, and texts through a translation helper.
// Tools are also built by a factory given the name, a function literal
// called in place, and a description through fmt.Sprintf. Its handlers
// check nothing: the package is there for the runtime
// comparison of `toolvet tools -json` (internal/inventory), not for
// findings.
package sdkwire

import (
	"context"
	"encoding/json"
	"fmt"
	"maps"
	"strings"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Translate returns a text's default unless a translation overrides it:
// the model reads the default.
type Translate func(key, defaultValue string) string

// sortFields are the fields a search sorts by.
var sortFields = []any{"created", "updated"}

// fieldsProperty builds a property listing which fields to return.
func fieldsProperty(description string, names []any) *jsonschema.Schema {
	return &jsonschema.Schema{
		Type:        "array",
		Description: description,
		Items:       &jsonschema.Schema{Type: "string", Enum: names},
	}
}

// withPaging adds the paging properties to a schema.
func withPaging(s *jsonschema.Schema) *jsonschema.Schema {
	s.Properties["perPage"] = &jsonschema.Schema{
		Type:    "number",
		Minimum: jsonschema.Ptr(1.0),
		Maximum: jsonschema.Ptr(100.0),
		Default: json.RawMessage(`30`),
	}
	return s
}

// maxPerPage bounds a page.
const maxPerPage = 50

// updateTool adds a tool updating one field: the name, description and
// the field's property are the caller's.
func updateTool(s *mcp.Server, t Translate, name, description string, field map[string]*jsonschema.Schema, required []string) {
	props := map[string]*jsonschema.Schema{"id": {Type: "string", Description: "The item"}}
	maps.Copy(props, field)
	s.AddTool(&mcp.Tool{
		Name:        name,
		Description: t("TOOL_"+strings.ToUpper(name)+"_DESCRIPTION", description),
		Annotations: &mcp.ToolAnnotations{Title: t("TOOL_"+strings.ToUpper(name)+"_TITLE", description), IdempotentHint: true},
		InputSchema: &jsonschema.Schema{
			Type:       "object",
			Properties: props,
			Required:   append([]string{"id"}, required...),
		},
	}, ok)
}

func ok(context.Context, *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "ok"}}}, nil
}

// Register adds the tools to s, their texts through t.
func Register(s *mcp.Server, t Translate) {
	s.AddTool(&mcp.Tool{
		Name:        "search_items",
		Description: t("TOOL_SEARCH_ITEMS_DESCRIPTION", "Search items."),
		Annotations: &mcp.ToolAnnotations{
			Title:           t("TOOL_SEARCH_ITEMS_TITLE", "Search items"),
			ReadOnlyHint:    true,
			DestructiveHint: jsonschema.Ptr(false),
		},
		InputSchema: withPaging(&jsonschema.Schema{
			Type: "object",
			Properties: map[string]*jsonschema.Schema{
				"query": {Type: "string", Description: t("TOOL_SEARCH_ITEMS_QUERY", "What to search for")},
				"labels": {
					Type:  "array",
					Items: &jsonschema.Schema{Type: "string", MinLength: jsonschema.Ptr(1)},
				},
				"archived": {Type: "boolean", Default: json.RawMessage(`false`)},
				"state":    {Type: "string", Enum: []any{"open", "closed"}, Default: json.RawMessage(`"open"`)},
				"filter": {
					Type: "object",
					Properties: map[string]*jsonschema.Schema{
						"author": {Type: "string", Description: "Who wrote it"},
						"since":  {Type: "string", Format: "date"},
					},
					Required:             []string{"author"},
					AdditionalProperties: &jsonschema.Schema{Not: &jsonschema.Schema{}},
				},
				"extra": {Type: "object", Properties: map[string]*jsonschema.Schema{}},
				"milestone": {
					AnyOf: []*jsonschema.Schema{
						{Type: "string", MinLength: jsonschema.Ptr(1)},
						{Type: "null"},
					},
				},
				"sort": fieldsProperty("Fields to sort by", sortFields),
			},
			Required: []string{"query"},
		}),
	}, ok)
	// Annotations set with no field: go-sdk writes both plain bool hints,
	// false.
	s.AddTool(&mcp.Tool{
		Name:        "ping",
		Description: "Ping.",
		Annotations: &mcp.ToolAnnotations{},
		// Listed by the server, not written by toolvet: a snapshot
		// check does not compare them.
		Icons:       []mcp.Icon{{Source: "data:image/svg+xml;base64,PHN2Zy8+", MIMEType: "image/svg+xml"}},
		Meta:        mcp.Meta{"ui": map[string]any{"resourceUri": "ui://example/ping"}},
		InputSchema: &jsonschema.Schema{Type: "object"},
	}, ok)
	updateTool(s, t, "update_title", "Update the title.", map[string]*jsonschema.Schema{"title": {Type: "string"}}, []string{"title"})
	updateTool(s, t, "update_state", "Update the state.", map[string]*jsonschema.Schema{
		"state": {Type: "string", Enum: []any{"open", "closed"}},
	}, nil)
	s.AddTool(&mcp.Tool{
		Name:        "list_pages",
		Description: "List pages.",
		InputSchema: func() *jsonschema.Schema {
			schema := withPaging(&jsonschema.Schema{
				Type:       "object",
				Properties: map[string]*jsonschema.Schema{"book": {Type: "string"}},
			})
			schema.Properties["perPage"].Description = fmt.Sprintf("Pages per page (max %d)", maxPerPage)
			return schema
		}(),
	}, ok)
	// No annotations: none written.
	s.AddTool(&mcp.Tool{
		Name:        "pong",
		Description: "Pong.",
		InputSchema: &jsonschema.Schema{Type: "object", Properties: map[string]*jsonschema.Schema{}},
	}, ok)
}
