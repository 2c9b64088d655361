// Package closurecheck: validation closures the handler defines and calls,
// read like validation helpers of the package.
package closurecheck

import (
	"context"
	"errors"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("transfer",
		mcp.WithString("accountId", mcp.Required()),
		mcp.WithString("currency", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		acct := req.GetString("accountId", "")
		cur := req.GetString("currency", "")
		checkAccount := func(s string) error {
			if !strings.HasPrefix(s, "acct_") {
				return errors.New("accountId must start with acct_")
			}
			return nil
		}
		isCurrency := func(c string) bool { return c == "usd" || c == "eur" }
		if err := checkAccount(acct); err != nil { // want `accountId must start with "acct_", but the schema does not say so: declare pattern "\^acct_"`
			return mcp.NewToolResultError(err.Error()), nil
		}
		if !isCurrency(cur) { // want `currency must be one of "usd", "eur", but the schema does not say so: declare enum \["usd", "eur"\]`
			return mcp.NewToolResultError("currency must be usd or eur"), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})

	// Negative: the closure is replaced before it is called, so which one
	// runs is not one function toolvet can read.
	s.AddTool(mcp.NewTool("replaced",
		mcp.WithString("accountId", mcp.Required()),
		mcp.WithBoolean("strict"),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		acct := req.GetString("accountId", "")
		check := func(s string) error { return nil }
		if req.GetBool("strict", false) {
			check = func(s string) error {
				if !strings.HasPrefix(s, "acct_") {
					return errors.New("accountId must start with acct_")
				}
				return nil
			}
		}
		if err := check(acct); err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})
}
