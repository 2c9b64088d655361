// Package transfer is the seed's transfer tool: three rules the model
// cannot see, one declared looser than the code enforces.
package transfer

import (
	"context"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("transfer",
		mcp.WithDescription("Move money"),
		mcp.WithString("accountId", mcp.Required()),
		mcp.WithNumber("amount", mcp.Required(), mcp.Max(10000)),
		mcp.WithString("currency", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		acct, err := req.RequireString("accountId")
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		if !strings.HasPrefix(acct, "acct_") { // want `accountId must start with "acct_", but the schema does not say so: declare pattern "\^acct_"`
			return mcp.NewToolResultError("accountId must start with acct_"), nil
		}
		amount := req.GetFloat("amount", 0)
		if amount < 1 || amount > 5000 { // want `amount must be at least 1 and at most 5000, but the schema declares maximum 10000: declare minimum 1, maximum 5000`
			return mcp.NewToolResultError("amount must be between 1 and 5000"), nil
		}
		switch cur := req.GetString("currency", ""); cur {
		case "usd", "eur":
		default: // want `currency must be one of "usd", "eur", but the schema does not say so: declare enum \["usd", "eur"\]`
			return mcp.NewToolResultError("unsupported currency " + cur), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})
}
