// Package toolerrorimport's only use of errors is the failure the fix
// rewrites: the fix removes the import too.
package toolerrorimport

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("ping", mcp.WithInteger("n")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if req.GetInt("n", 0) < 0 {
			return nil, errors.New("n must not be negative") // want `the model cannot read this failure`
		}
		return mcp.NewToolResultText("pong"), nil
	})
}
