package toolerrorimport

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// RegisterEven's only use of fmt is an Errorf without arguments, which the
// fix writes as its message alone: the fix removes the import too.
func RegisterEven(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("even", mcp.WithInteger("n")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if req.GetInt("n", 0)%2 != 0 {
			return nil, fmt.Errorf("n must be even") // want `the model cannot read this failure`
		}
		return mcp.NewToolResultText("even"), nil
	})
}
