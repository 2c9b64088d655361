// Package wrappers registers tools through its own wrapper and middleware.
package wrappers

import (
	"context"
	"log"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// register is the project's own registration wrapper.
func register(s *server.MCPServer, tool mcp.Tool, h server.ToolHandlerFunc) {
	s.AddTool(tool, logged(h))
}

// logged is a middleware: it only wraps the handler.
func logged(h server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		log.Print("call")
		return h(ctx, req)
	}
}

func handleOrder(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if !strings.HasPrefix(req.GetString("sku", ""), "SKU-") { // want `sku must start with "SKU-", but the schema does not say so`
		return mcp.NewToolResultError("bad sku"), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

func handleCancel(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetInt("reason", 0) > 5 { // want `reason must be at most 5, but the schema does not say so`
		return mcp.NewToolResultError("bad reason"), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

func Register(s *server.MCPServer) {
	register(s, mcp.NewTool("order", mcp.WithString("sku")), handleOrder)
	register(s, mcp.NewTool("cancel", mcp.WithInteger("reason")), handleCancel)
}
