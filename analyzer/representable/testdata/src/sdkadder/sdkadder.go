// Package sdkadder shares properties between go-sdk tools through a
// helper that adds them to the schema it is given: the schema is read with
// them, a rule on a property of the tool's own literal gets a fix there,
// and a rule the helper's property declares is stated.
package sdkadder

import (
	"context"
	"errors"
	"slices"
	"strings"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// withPaging adds the paging properties every list tool takes.
func withPaging(s *jsonschema.Schema) *jsonschema.Schema {
	s.Properties["perPage"] = &jsonschema.Schema{Type: "integer", Minimum: jsonschema.Ptr(1.0), Maximum: jsonschema.Ptr(100.0)}
	s.Properties["cursor"] = &jsonschema.Schema{Type: "string"}
	return s
}

// withOwner adds a required property and returns nothing.
func withOwner(s *jsonschema.Schema) {
	s.Properties["owner"] = &jsonschema.Schema{Type: "string"}
	s.Required = append(s.Required, "owner")
}

// notAnAdder does more than add properties: the schema is unread.
func notAnAdder(s *jsonschema.Schema) *jsonschema.Schema {
	if len(s.Properties) > 3 {
		s.Properties = nil
	}
	return s
}

// concatRequired builds the required list with a call that is not the
// built-in append: the schema is unread.
func concatRequired(s *jsonschema.Schema) *jsonschema.Schema {
	s.Required = slices.Concat(s.Required, []string{"query"})
	return s
}

type listIn struct {
	Query   string `json:"query"`
	PerPage int    `json:"perPage"`
	Cursor  string `json:"cursor"`
	Owner   string `json:"owner"`
}

func list(ctx context.Context, req *mcp.CallToolRequest, in listIn) (*mcp.CallToolResult, any, error) {
	if !strings.HasPrefix(in.Query, "q:") { // want `query must start with "q:", but the schema does not say so: declare pattern "\^q:" in the tool's explicit \*jsonschema.Schema`
		return nil, nil, errors.New("query must start with q:")
	}
	if in.PerPage < 1 || in.PerPage > 100 { // declared by withPaging
		return nil, nil, errors.New("perPage out of range")
	}
	if len(in.Cursor) > 64 { // want `cursor must be at most 64 bytes long, but the schema does not say so: declare maxLength 64 in withPaging, which adds the property to every schema it is given`
		return nil, nil, errors.New("cursor too long")
	}
	return nil, nil, nil
}

func owned(ctx context.Context, req *mcp.CallToolRequest, in listIn) (*mcp.CallToolResult, any, error) {
	if in.Owner == "" { // want `owner must not be empty, but the schema does not say so: declare minLength 1 in withOwner, which adds the property to every schema it is given$`
		return nil, nil, errors.New("owner is required")
	}
	if !strings.HasPrefix(in.Query, "q:") { // want `query must start with "q:", but the schema does not say so: declare pattern "\^q:"`
		return nil, nil, errors.New("query must start with q:")
	}
	return nil, nil, nil
}

func opaque(ctx context.Context, req *mcp.CallToolRequest, in listIn) (*mcp.CallToolResult, any, error) {
	if !strings.HasPrefix(in.Query, "q:") { // unread schema: no finding
		return nil, nil, errors.New("query must start with q:")
	}
	return nil, nil, nil
}

func concat(ctx context.Context, req *mcp.CallToolRequest, in listIn) (*mcp.CallToolResult, any, error) {
	if !strings.HasPrefix(in.Query, "q:") { // unread schema: no finding
		return nil, nil, errors.New("query must start with q:")
	}
	return nil, nil, nil
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{
		Name: "list",
		InputSchema: withPaging(&jsonschema.Schema{
			Type: "object",
			Properties: map[string]*jsonschema.Schema{
				"query": {Type: "string"},
			},
		}),
	}, list)

	schema := &jsonschema.Schema{
		Type: "object",
		Properties: map[string]*jsonschema.Schema{
			"query": {Type: "string"},
		},
	}
	withOwner(schema)
	mcp.AddTool(s, &mcp.Tool{Name: "owned", InputSchema: schema}, owned)

	mcp.AddTool(s, &mcp.Tool{
		Name: "opaque",
		InputSchema: notAnAdder(&jsonschema.Schema{
			Type:       "object",
			Properties: map[string]*jsonschema.Schema{"query": {Type: "string"}},
		}),
	}, opaque)

	mcp.AddTool(s, &mcp.Tool{
		Name: "concat",
		InputSchema: concatRequired(&jsonschema.Schema{
			Type:       "object",
			Properties: map[string]*jsonschema.Schema{"query": {Type: "string"}},
		}),
	}, concat)
}
