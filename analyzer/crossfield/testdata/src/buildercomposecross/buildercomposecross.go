// Package buildercomposecross: a cross-field rule of a tool built by a
// builder that calls another is described in the argument of the call
// that names the tool, never in the builders' shared text.
package buildercomposecross

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func newTool[In any](name, desc string, h mcp.TypedToolHandlerFunc[In]) server.ServerTool {
	return server.ServerTool{
		Tool:    mcp.NewTool(name, mcp.WithDescription(desc), mcp.WithInputSchema[In]()),
		Handler: mcp.NewTypedToolHandler(h),
	}
}

func readTool[In any](name, desc string, h mcp.TypedToolHandlerFunc[In]) server.ServerTool {
	return newTool[In](name, "Read-only. "+desc, h)
}

func fixedTool[In any](name string, h mcp.TypedToolHandlerFunc[In]) server.ServerTool {
	return newTool[In](name, "Reads a range.", h)
}

type RangeIn struct {
	From int `json:"from"`
	To   int `json:"to"`
}

func rangeRead(ctx context.Context, req mcp.CallToolRequest, in RangeIn) (*mcp.CallToolResult, error) {
	if in.From > in.To { // want `the rule over from and to .* is in no description the model reads`
		return mcp.NewToolResultError("from must not be after to"), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

func rangeFixed(ctx context.Context, req mcp.CallToolRequest, in RangeIn) (*mcp.CallToolResult, error) {
	if in.From > in.To { // want `the rule over from and to .* is in no description the model reads`
		return mcp.NewToolResultError("from must not be after to"), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

func Register(s *server.MCPServer) {
	s.AddTools(
		readTool("range", "Reads a range of rows.", rangeRead),
		fixedTool("range_fixed", rangeFixed),
	)
}
