// Package regresscross: cross-field sentences a review found wrong.
package regresscross

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

const base = "Pick options"

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("pick", mcp.WithDescription(base), mcp.WithString("a"), mcp.WithString("b"), mcp.WithString("c")),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			a, b, c := req.GetString("a", ""), req.GetString("b", ""), req.GetString("c", "")
			if a != "" && b != "" && c != "" { // want `add "Do not set all of a, b and c."`
				return mcp.NewToolResultError("too many"), nil
			}
			return mcp.NewToolResultText("ok"), nil
		})
}
