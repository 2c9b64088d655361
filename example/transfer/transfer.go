// Package transfer is the seed's transfer tool on the real mcp-go: the
// handler enforces rules the schema never tells the model.
package transfer

import (
	"context"
	"fmt"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Register adds the transfer tool to s.
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
		if !strings.HasPrefix(acct, "acct_") {
			return mcp.NewToolResultError("accountId must start with acct_"), nil
		}
		amount := req.GetFloat("amount", 0)
		if amount < 1 || amount > 5000 {
			return mcp.NewToolResultError("amount must be between 1 and 5000"), nil
		}
		cur := req.GetString("currency", "")
		switch cur {
		case "usd", "eur":
		default:
			return mcp.NewToolResultError("unsupported currency " + cur), nil
		}
		if cur == "eur" && amount > 500 {
			return mcp.NewToolResultError("eur transfers are capped at 500"), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})

	s.AddTool(mcp.NewTool("refund",
		mcp.WithDescription("Refund a transfer."),
		mcp.WithString("transferId", mcp.Required(), mcp.Pattern("^tr_")),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		id, err := req.RequireString("transferId")
		if err != nil {
			return nil, err
		}
		if !strings.HasPrefix(id, "tr_") {
			return nil, fmt.Errorf("transferId %q must start with tr_", id)
		}
		return mcp.NewToolResultText("refunded " + id), nil
	})
}
