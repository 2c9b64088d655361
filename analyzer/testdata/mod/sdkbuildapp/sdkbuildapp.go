// Package sdkbuildapp builds go-sdk tools through builders that call
// another package's builder: a description is edited only at the call
// that names the tool.
package sdkbuildapp

import (
	"context"
	"errors"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/factsmod/sdkbuild"
	"example.com/factsmod/sdkreg"
)

// listTool calls another package's builder with a description of its own.
func listTool[In any](s *mcp.Server, name string, h mcp.ToolHandlerFor[In, any]) {
	sdkreg.MustTool(s, name, "Lists rows.", h)
}

type RangeIn struct {
	From int `json:"from"`
	To   int `json:"to"`
}

func shared(ctx context.Context, req *mcp.CallToolRequest, in RangeIn) (*mcp.CallToolResult, any, error) {
	if in.From > in.To { // want `the rule over from and to .* is in no description the model reads`
		return nil, nil, errors.New("from must not be after to")
	}
	return nil, nil, nil
}

func own(ctx context.Context, req *mcp.CallToolRequest, in RangeIn) (*mcp.CallToolResult, any, error) {
	if in.From > in.To { // want `the rule over from and to .* is in no description the model reads`
		return nil, nil, errors.New("from must not be after to")
	}
	return nil, nil, nil
}

func list(ctx context.Context, req *mcp.CallToolRequest, in RangeIn) (*mcp.CallToolResult, any, error) {
	if in.From > in.To { // want `the rule over from and to .* is in no description the model reads`
		return nil, nil, errors.New("from must not be after to")
	}
	return nil, nil, nil
}

func Register(s *mcp.Server) {
	sdkbuild.ReadTool(s, "shared", shared)
	sdkbuild.NamedTool(s, "own", "Reads rows.", own)
	listTool(s, "list", list)
}
