package listitems

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// plan reads a list of objects from the raw arguments, each item a map:
// its checks on an item's properties are rules on the items' schema.
func plan(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	args := req.GetArguments()
	if raw, ok := args["iterations"].([]any); ok && len(raw) > 0 {
		for i, item := range raw {
			it, ok := item.(map[string]any)
			if !ok {
				return mcp.NewToolResultError(fmt.Sprintf("iterations[%d] must be an object", i)), nil
			}
			title, ok := it["title"].(string)
			if !ok || title == "" { // want `the title of each item of iterations must not be empty, but the schema does not say so: declare minLength 1 in the title property of the items of iterations`
				return mcp.NewToolResultError(fmt.Sprintf("iterations[%d]: title is required", i)), nil
			}
			days, ok := it["duration"].(float64)
			if !ok || days <= 0 { // want `the duration of each item of iterations must be greater than 0, but the schema does not say so: declare exclusiveMinimum 0 in the duration property of the items of iterations`
				return mcp.NewToolResultError(fmt.Sprintf("iterations[%d]: duration must be positive", i)), nil
			}
			if _, ok := it["note"].(string); !ok { // required in the items: not read, no finding
				return mcp.NewToolResultError("note is required"), nil
			}
		}
	}
	return mcp.NewToolResultText("ok"), nil
}

func RegisterPlan(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("plan", mcp.WithArray("iterations")), plan)
}
