// Package objtools defines each tool as a type whose methods give its
// definition and handle its calls; package objserver registers them.
// Each tool's rules are read here, where its handler is, through the
// handler its type gives beside the tool.
package objtools

import (
	"context"
	"errors"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Transfer gives its handler as a method.
type Transfer struct{ Limit float64 }

func (Transfer) Definition() mcp.Tool {
	return mcp.NewTool("transfer", mcp.WithString("accountId", mcp.Required()))
}

func (t *Transfer) Handle(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	acct := req.GetString("accountId", "")
	if !strings.HasPrefix(acct, "acct_") { // want `accountId must start with "acct_", but the schema does not say so: declare pattern "\^acct_"`
		return mcp.NewToolResultError("accountId must start with acct_"), nil
	}
	if acct == "acct_frozen" {
		// The registration may wrap the handler in a middleware:
		// what becomes of this Go error is out of sight.
		return nil, errors.New("account is frozen")
	}
	return mcp.NewToolResultText("ok"), nil
}

// Refund gives its handler from a method returning it.
type Refund struct{}

func (Refund) Definition() mcp.Tool {
	return mcp.NewTool("refund", mcp.WithInteger("days"))
}

func (Refund) Handler() server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if req.GetInt("days", 0) > 30 { // want `days must be at most 30, but the schema does not say so: declare maximum 30`
			return mcp.NewToolResultError("days is at most 30"), nil
		}
		return mcp.NewToolResultText("refunded"), nil
	}
}

// Pair defines two tools and one handler: which tool the handler serves
// is not in sight, so neither is linked through the type (its check on n,
// which first declares without a maximum, is no finding).
type Pair struct{}

func (Pair) First() mcp.Tool  { return mcp.NewTool("first", mcp.WithInteger("n")) }
func (Pair) Second() mcp.Tool { return mcp.NewTool("second", mcp.WithInteger("m")) }

func (Pair) Handle(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetInt("n", 0) > 3 {
		return mcp.NewToolResultError("n is at most 3"), nil
	}
	return mcp.NewToolResultText("ok"), nil
}
