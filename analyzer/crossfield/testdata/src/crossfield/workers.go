package crossfield

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// RegisterWorkers hands the values read to a function answering the call:
// its rule over both is the tool's.
func RegisterWorkers(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("book",
		mcp.WithDescription("Book a stay."),
		mcp.WithNumber("nights"),
		mcp.WithString("plan"),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		nights := req.GetFloat("nights", 1)
		plan := req.GetString("plan", "")
		return book(nights, plan)
	})
}

func book(nights float64, plan string) (*mcp.CallToolResult, error) {
	if plan == "weekend" && nights > 2 { // want `the rule over plan and nights .*add "weekend stays are at most 2 nights." to the description of tool "book"`
		return mcp.NewToolResultError("weekend stays are at most 2 nights"), nil
	}
	return mcp.NewToolResultText("booked"), nil
}
