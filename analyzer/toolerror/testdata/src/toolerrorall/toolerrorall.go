// Package toolerrorall: with -toolerror.all, infrastructure failures are
// reported too.
package toolerrorall

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func fetch(ctx context.Context) (string, error) { return "", ctx.Err() }

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("status"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		data, err := fetch(ctx)
		if err != nil {
			return nil, err // want `the model cannot read this failure`
		}
		return mcp.NewToolResultText(data), nil
	})
}
