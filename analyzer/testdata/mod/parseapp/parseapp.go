// Package parseapp reads its arguments through package parse.
package parseapp

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"example.com/factsmod/parse"
)

func handleList(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	p, err := parse.List(req)
	if err != nil { // want `page must be at most 100, but the schema does not say so` `query must be at most 50 bytes long, but the schema does not say so`
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(p.Query), nil
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("list",
		mcp.WithString("query"),
		mcp.WithInteger("page"),
	), handleList)
}
