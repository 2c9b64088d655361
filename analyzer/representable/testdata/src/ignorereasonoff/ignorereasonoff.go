// Package ignorereasonoff: without -ignorereason a directive needs no
// reason.
package ignorereasonoff

import (
	"context"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("t", mcp.WithString("a"), mcp.WithString("b")),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			//toolvet:ignore representable
			if !strings.HasPrefix(req.GetString("a", ""), "a_") {
				return mcp.NewToolResultError("a"), nil
			}
			if !strings.HasPrefix(req.GetString("b", ""), "b_") { //toolvet:ignore
				return mcp.NewToolResultError("b"), nil
			}
			return mcp.NewToolResultText("ok"), nil
		})
}
