// Package optionslicecross: a tool given its options as a slice has no
// description of its own; the fix writes one into the slice, since NewTool
// takes no other option beside opts....
package optionslicecross

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer) {
	opts := []mcp.ToolOption{
		mcp.WithString("currency", mcp.Required()),
		mcp.WithNumber("amount", mcp.Required()),
	}
	s.AddTool(mcp.NewTool("transfer", opts...), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if req.GetString("currency", "") == "eur" && req.GetFloat("amount", 0) > 500 { // want `the rule over currency and amount \(req.GetString\("currency", ""\) == "eur" && req.GetFloat\("amount", 0\) > 500\) is in no description the model reads: add "eur transfers are capped at 500." to the description of tool "transfer"`
			return mcp.NewToolResultError("eur transfers are capped at 500"), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})
}
