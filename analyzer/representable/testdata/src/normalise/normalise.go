// Package normalise checks values after normalising them: an enum of the
// lower-case values would be stricter than the code.
package normalise

import (
	"context"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("pay",
		mcp.WithString("currency"),
		mcp.WithString("account"),
		mcp.WithString("mode"),
		mcp.WithString("region"),
		mcp.WithString("tier"),
		mcp.WithString("method", mcp.Enum("add", "remove")),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		cur := strings.ToLower(req.GetString("currency", ""))
		if cur != "usd" && cur != "eur" { // want `currency must be one of "usd", "eur" in any case, but the schema does not say so: declare pattern "\^\(\?:\[Uu\]\[Ss\]\[Dd\]\|\[Ee\]\[Uu\]\[Rr\]\)\$"`
			return mcp.NewToolResultError("usd or eur"), nil
		}
		if !strings.HasPrefix(strings.ToLower(req.GetString("account", "")), "acct_") { // want `account must start with "acct_" in any case, but the schema does not say so`
			return mcp.NewToolResultError("acct_"), nil
		}
		switch strings.ToLower(req.GetString("mode", "")) {
		case "fast", "safe":
		default: // want `mode must be one of "fast", "safe" in any case`
			return mcp.NewToolResultError("mode"), nil
		}
		region := strings.TrimSpace(req.GetString("region", ""))
		if region != "eu" && region != "us" { // want `region must be one of "eu", "us", but the schema does not say so: declare enum \["eu", "us"\] \(no fix: the code normalises the value first`
			return mcp.NewToolResultError("region"), nil
		}
		if strings.ToLower(req.GetString("tier", "")) == "FREE" {
			// Never true: ToLower yields no upper case. No rule.
			return mcp.NewToolResultError("tier"), nil
		}
		if m := strings.ToLower(req.GetString("method", "")); m != "add" && m != "remove" {
			// The enum is stricter than the check: declared.
			return mcp.NewToolResultError("method"), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})
}
