package onefinding

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
)

func handleCount(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	count := req.GetInt("count", 0)
	if count < 1 || count > 10 {
		return mcp.NewToolResultError("count must be between 1 and 10"), nil
	}
	if count%2 != 0 {
		return mcp.NewToolResultError("count must be even"), nil
	}
	return mcp.NewToolResultText("counted"), nil
}
