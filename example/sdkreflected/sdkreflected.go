// Package sdkreflected registers go-sdk tools through a wrapper of its own
// that reflects each schema with jsonschema.ForType from an example value
// of the input struct, and hands the raw arguments to a handler that
// decodes them. toolvet reads each call of the wrapper as a tool whose
// schema is ForType's reading of the value's type; `toolvet tools` must
// list what the server sends (internal/inventory
// TestStaticEqualsRuntimeExample).
package sdkreflected

import (
	"context"
	"encoding/json"
	"reflect"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// register adds a tool named name whose schema is reflected from args.
func register(s *mcp.Server, name, desc string, args any, h mcp.ToolHandler) error {
	schema, err := jsonschema.ForType(reflect.TypeOf(args), nil)
	if err != nil {
		return err
	}
	s.AddTool(&mcp.Tool{Name: name, Description: desc, InputSchema: schema}, h)
	return nil
}

// SearchIn is search's input.
type SearchIn struct {
	Query string   `json:"query" jsonschema:"Words to look for"`
	Limit *int     `json:"limit,omitempty"`
	Tags  []string `json:"tags,omitempty"`
}

// ArchiveIn is archive's input.
type ArchiveIn struct {
	ID     string `json:"id"`
	Reason string `json:"reason,omitempty" jsonschema:"Why it is archived"`
}

func search(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var in SearchIn
	if err := json.Unmarshal(req.Params.Arguments, &in); err != nil {
		return failed("the arguments are not a search: " + err.Error()), nil
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "found " + in.Query}}}, nil
}

func archive(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var in ArchiveIn
	if err := json.Unmarshal(req.Params.Arguments, &in); err != nil {
		return failed("the arguments are not an archive request: " + err.Error()), nil
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "archived " + in.ID}}}, nil
}

func failed(msg string) *mcp.CallToolResult {
	return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: msg}}}
}

// Register adds the search and archive tools to s.
func Register(s *mcp.Server) error {
	if err := register(s, "search", "Search the archive.", SearchIn{}, search); err != nil {
		return err
	}
	return register(s, "archive", "Archive an entry.", ArchiveIn{}, archive)
}
