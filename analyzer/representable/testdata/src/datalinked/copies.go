package datalinked

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// byCopy dispatches on a copy of the request, and hands the copy on.
func byCopy(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	r := req
	if r.Params.Name == "shrink" {
		return handleShrink(ctx, r)
	}
	return mcp.NewToolResultText("grown"), nil
}

func handleShrink(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetInt("ratio", 0) > 4 { // want `ratio must be at most 4, but the schema does not say so: declare maximum 4`
		return mcp.NewToolResultError("ratio is at most 4"), nil
	}
	return mcp.NewToolResultText("shrunk"), nil
}

// RegisterCopied registers one handler dispatching on a copy of the
// request.
func RegisterCopied(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("shrink", mcp.WithInteger("ratio")), byCopy)
	s.AddTool(mcp.NewTool("grow", mcp.WithInteger("ratio")), byCopy)
}
