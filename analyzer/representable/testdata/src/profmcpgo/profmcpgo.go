// Package profmcpgo: an mcp-go tool checked under anthropic-strict (the
// -provider flag): bounds go into mcp.Description, the pattern is declared.
package profmcpgo

import (
	"context"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("transfer",
		mcp.WithString("accountId", mcp.Required()),
		mcp.WithNumber("amount", mcp.Required(), mcp.Description("Amount in euros.")),
		mcp.WithString("memo", mcp.Description("Free text, at most 140 characters.")),
		mcp.WithNumber("fee"),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		acct, _ := req.RequireString("accountId")
		if !strings.HasPrefix(acct, "acct_") { // want `accountId must start with "acct_", but the schema does not say so: declare pattern "\^acct_"`
			return mcp.NewToolResultError("accountId must start with acct_"), nil
		}
		amount := req.GetFloat("amount", 0)
		if amount > 5000 { // want `amount must be at most 5000, but the schema does not say so: state it in its description \(Anthropic strict tool use: numerical constraints \(minimum, maximum, multipleOf\) are not supported\)`
			return mcp.NewToolResultError("amount too high"), nil
		}
		if acct == "acct_blocked" && amount > 0 {
			return mcp.NewToolResultError("blocked"), nil
		}
		fee := req.GetFloat("fee", 0)
		if fee < 0 { // want `fee must be at least 0, but the schema does not say so: state it in its description \(Anthropic strict tool use: numerical constraints \(minimum, maximum, multipleOf\) are not supported\)`
			return mcp.NewToolResultError("negative fee"), nil
		}
		memo := req.GetString("memo", "")
		if len(memo) > 140 {
			return mcp.NewToolResultError("memo too long"), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})
}
