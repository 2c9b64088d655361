package crossfilesame

import (
	"context"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
)

func handleTicket(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id, err := req.RequireString("ticketId")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	if !strings.HasPrefix(id, "T-") {
		return mcp.NewToolResultError("ticketId starts with T-"), nil
	}
	return mcp.NewToolResultText(id), nil
}
