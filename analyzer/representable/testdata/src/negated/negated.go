// Package negated: guards written as the negation of what the code
// accepts, !(a && b), fail as !a || !b does.
package negated

import (
	"context"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("transfer",
		mcp.WithString("accountId", mcp.Required()),
		mcp.WithNumber("amount", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		acct := req.GetString("accountId", "")
		amount := req.GetFloat("amount", 0)
		if !(amount >= 1 && amount <= 5000) { // want `amount must be at least 1 and at most 5000, but the schema does not say so: declare minimum 1, maximum 5000`
			return mcp.NewToolResultError("amount must be between 1 and 5000"), nil
		}
		if !(strings.HasPrefix(acct, "acct_") && len(acct) <= 32) { // want `accountId must start with "acct_" and must be at most 32 bytes long, but the schema does not say so: declare pattern "\^acct_", maxLength 32`
			return mcp.NewToolResultError("bad account"), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})

	// Negative: the negation of a disjunction fails only when both fail,
	// which is no keyword of either alone (a cross-field rule).
	s.AddTool(mcp.NewTool("either",
		mcp.WithString("name"),
		mcp.WithString("id"),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		name := req.GetString("name", "")
		id := req.GetString("id", "")
		if !(strings.HasPrefix(name, "n_") || strings.HasPrefix(id, "i_")) {
			return mcp.NewToolResultError("give a name or an id"), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})
}
