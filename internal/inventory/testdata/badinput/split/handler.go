package split

import (
	"context"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
)

func ship(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id := req.GetString("orderId", "")
	if !strings.HasPrefix(id, "ord_") {
		return mcp.NewToolResultError("orderId must start with ord_"), nil
	}
	count := req.GetFloat("count", 0)
	if count < 1 || count > 10 {
		return mcp.NewToolResultError("count must be between 1 and 10"), nil
	}
	return mcp.NewToolResultText("shipped"), nil
}
