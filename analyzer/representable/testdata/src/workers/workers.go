// Package workers: handlers that read their arguments and hand the values
// to a function of the package answering the call in their stead, as
// servers keeping the protocol apart from the work do. The worker's checks
// are the handler's rules, read with its parameters bound to the values
// each handler hands it.
package workers

import (
	"context"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type payments struct{ limit float64 }

// Register registers the tools.
func (p *payments) Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("transfer",
		mcp.WithString("accountId", mcp.Required()),
		mcp.WithNumber("amount"),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		acct, err := req.RequireString("accountId")
		amount := req.GetFloat("amount", 0)
		return p.transfer(ctx, err, acct, amount)
	})
	s.AddTool(mcp.NewTool("lookup", mcp.WithString("sourceId")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return p.open(req.GetString("sourceId", ""))
	})
	s.AddTool(mcp.NewTool("close", mcp.WithString("targetId")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return p.open(req.GetString("targetId", ""))
	})
	s.AddTool(mcp.NewTool("cap", mcp.WithNumber("size")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		size := req.GetFloat("size", 1)
		tooBig := size > 500
		return capped(tooBig)
	})
	s.AddTool(mcp.NewTool("limits", mcp.WithNumber("count")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		n := req.GetFloat("count", 0)
		return p.limited(n, p.limit)
	})
}

func (p *payments) transfer(ctx context.Context, err error, acct string, amount float64) (*mcp.CallToolResult, error) {
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	if !strings.HasPrefix(acct, "acct_") { // want `accountId must start with "acct_", but the schema does not say so: declare pattern "\^acct_"`
		return mcp.NewToolResultError("accountId must start with acct_"), nil
	}
	if amount < 1 { // want `amount must be at least 1, but the schema does not say so: declare minimum 1`
		return mcp.NewToolResultError("amount must be at least 1"), nil
	}
	return mcp.NewToolResultText("sent"), nil
}

// open serves two tools, each handing it its own argument.
func (p *payments) open(id string) (*mcp.CallToolResult, error) {
	if !strings.HasSuffix(id, "_id") { // want `sourceId must end with "_id", but the schema does not say so: declare pattern "_id\$"` `targetId must end with "_id", but the schema does not say so: declare pattern "_id\$"`
		return mcp.NewToolResultError("ids end with _id"), nil
	}
	return mcp.NewToolResultText("opened"), nil
}

// capped is handed a condition the handler computed.
func capped(tooBig bool) (*mcp.CallToolResult, error) {
	if tooBig { // want `size must be at most 500, but the schema does not say so: declare maximum 500`
		return mcp.NewToolResultError("size is at most 500"), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

// limited compares the argument with the server's own limit, a value
// the code alone knows: no keyword states it. Its check on the limit
// itself is on no argument.
func (p *payments) limited(n, limit float64) (*mcp.CallToolResult, error) {
	if limit > 100 {
		return mcp.NewToolResultError("misconfigured"), nil
	}
	if n > limit {
		return mcp.NewToolResultError("count over the limit"), nil
	}
	return mcp.NewToolResultText("ok"), nil
}
