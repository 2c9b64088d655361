// Package crosscap fails through another package's failure helper, whose
// message the model reads: the rule's sentence is that message.
package crosscap

import (
	"context"

	"example.com/factsmod/params"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("send",
		mcp.WithDescription("Send money."),
		mcp.WithString("currency"),
		mcp.WithNumber("amount"),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if req.GetString("currency", "usd") == "eur" && req.GetFloat("amount", 0) > 500 { // want `the rule over currency and amount .* is in no description the model reads: add "eur sends are capped at 500." to the description of tool "send"`
			return params.FailWith("eur sends are capped at 500.", nil), nil
		}
		return mcp.NewToolResultText("sent"), nil
	})
}
