// Package inventory keeps its tools in a slice of its own type and
// registers them in a loop.
package inventory

import (
	"context"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type entry struct {
	tool    mcp.Tool
	handler server.ToolHandlerFunc
}

func order(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if !strings.HasPrefix(req.GetString("sku", ""), "SKU-") { // want `sku must start with "SKU-", but the schema does not say so`
		return mcp.NewToolResultError("bad sku"), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

func cancel(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetInt("reason", 0) > 5 { // want `reason must be at most 5, but the schema does not say so`
		return mcp.NewToolResultError("bad reason"), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

var inventory = []entry{
	{tool: mcp.NewTool("order", mcp.WithString("sku")), handler: order},
	{tool: mcp.NewTool("cancel", mcp.WithInteger("reason")), handler: cancel},
}

func Register(s *server.MCPServer) {
	for _, e := range inventory {
		s.AddTool(e.tool, e.handler)
	}
}
