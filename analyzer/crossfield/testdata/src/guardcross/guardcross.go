// Package guardcross checks an argument, under a mode, with one guard
// that reads as two rules: one finding.
package guardcross

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("detector",
		mcp.WithDescription("Runs detectors."),
		mcp.WithString("operation", mcp.Required(), mcp.Enum("list", "run")),
		mcp.WithString("resource_id"),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		args := req.GetArguments()
		if req.GetString("operation", "") == "run" {
			id, ok := args["resource_id"].(string)
			if !ok || id == "" { // want `the rule over operation and resource_id \(req.GetString\("operation", ""\) == "run" && id == ""\) is in no description the model reads`
				return mcp.NewToolResultError("resource_id is required"), nil
			}
		}
		return mcp.NewToolResultText("ok"), nil
	})
}
