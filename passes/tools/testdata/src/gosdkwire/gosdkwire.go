// Package gosdkwire: explicit go-sdk schemas whose wire form toolvet
// computes beyond the keywords it compares, and the shapes it reads them
// through (a tool factory, a function literal called in place, maps.Copy,
// fmt.Sprintf of constants), beside shapes it must not read.
package gosdkwire

import (
	"context"
	"encoding/json"
	"fmt"
	"maps"
	"strings"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type Translate func(key, defaultValue string) string

const maxPerPage = 50

type level int

func (level) String() string { return "LEVEL" }

const top level = 3

var sortNames = []any{"created", "updated"}

func listProperty(description string, names []any) *jsonschema.Schema {
	return &jsonschema.Schema{Type: "array", Description: description, Items: &jsonschema.Schema{Type: "string", Enum: names}}
}

func withPage(s *jsonschema.Schema) *jsonschema.Schema {
	s.Properties["page"] = &jsonschema.Schema{Type: "number", Minimum: jsonschema.Ptr(1.0)}
	return s
}

func handle(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, nil
}

// updateTool is a tool factory: the name, the description and extra
// properties are its caller's.
func updateTool(s *mcp.Server, t Translate, name, description string, extra map[string]*jsonschema.Schema, extraRequired []string) {
	props := map[string]*jsonschema.Schema{
		"id":   {Type: "string"},
		"note": {Type: "string", Description: "replaced by the caller's"},
	}
	maps.Copy(props, extra)
	required := append([]string{"id"}, extraRequired...)
	s.AddTool(&mcp.Tool{
		Name:        name,
		Description: t("TOOL_"+strings.ToUpper(name), description),
		InputSchema: &jsonschema.Schema{Type: "object", Properties: props, Required: required},
	}, handle)
}

// orphanTool names its tool with a parameter, but the package never calls
// it: the tool is read once, unnamed.
func orphanTool(s *mcp.Server, name string) {
	s.AddTool(&mcp.Tool{Name: name, InputSchema: &jsonschema.Schema{Type: "object"}}, handle)
}

// copyFrom merges a map toolvet cannot see: the schema is not read.
func copyFrom(s *mcp.Server, extra map[string]*jsonschema.Schema) {
	props := map[string]*jsonschema.Schema{"id": {Type: "string"}}
	maps.Copy(props, extra)
	s.AddTool(&mcp.Tool{Name: "copied", InputSchema: &jsonschema.Schema{Type: "object", Properties: props}}, handle)
}

func Register(s *mcp.Server, t Translate, extra map[string]*jsonschema.Schema) {
	s.AddTool(&mcp.Tool{
		Name: "nested",
		InputSchema: &jsonschema.Schema{
			Type: "object",
			Properties: map[string]*jsonschema.Schema{
				"labels":   {Type: "array", Items: &jsonschema.Schema{Type: "string"}},
				"archived": {Type: "boolean", Default: json.RawMessage(`false`)},
				"filter": {
					Type:                 "object",
					Properties:           map[string]*jsonschema.Schema{"by": {Type: "string", Description: t("K", "Author")}},
					Required:             []string{"by"},
					AdditionalProperties: &jsonschema.Schema{Not: &jsonschema.Schema{}},
				},
				"empty":     {Type: "object", Properties: map[string]*jsonschema.Schema{}},
				"milestone": {AnyOf: []*jsonschema.Schema{{Type: "string"}, {Type: "null"}}},
				"sort":      listProperty("Sort by", sortNames),
				"perPage":   {Type: "number", Description: fmt.Sprintf("At most %d", maxPerPage)},
				"depth":     {Type: "number", Description: fmt.Sprintf("At most %v", top)},
			},
		},
	}, handle)
	s.AddTool(&mcp.Tool{
		Name: "called",
		InputSchema: func() *jsonschema.Schema {
			schema := withPage(&jsonschema.Schema{Type: "object", Properties: map[string]*jsonschema.Schema{"q": {Type: "string"}}})
			schema.Properties["page"].Description = "Page"
			return schema
		}(),
	}, handle)
	s.AddTool(&mcp.Tool{
		Name: "twice",
		InputSchema: func() *jsonschema.Schema {
			if extra != nil {
				return &jsonschema.Schema{Type: "object"}
			}
			return &jsonschema.Schema{Type: "object", Properties: map[string]*jsonschema.Schema{"q": {Type: "string"}}}
		}(),
	}, handle)
	s.AddTool(&mcp.Tool{Name: "raw", InputSchema: json.RawMessage(`{"type":"object","properties":{}}`)}, handle)
	updateTool(s, t, "update_title", "Update the title.", map[string]*jsonschema.Schema{
		"title": {Type: "string"},
		"note":  {Type: "string", Description: "Why"},
	}, []string{"title"})
	updateTool(s, t, "update_body", "Update the body.", map[string]*jsonschema.Schema{"body": {Type: "string"}}, nil)
	copyFrom(s, extra)
}
