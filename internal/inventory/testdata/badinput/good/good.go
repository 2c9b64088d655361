// Package good defines one tool with an undeclared rule.
package good

import (
	"context"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("lookup",
		mcp.WithDescription("Look an order up."),
		mcp.WithString("orderId", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		id := req.GetString("orderId", "")
		if !strings.HasPrefix(id, "ord_") {
			return mcp.NewToolResultError("orderId must start with ord_"), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})
}
