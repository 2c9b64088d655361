// Package optapp defines its tools through optreg's wrappers, which it
// reads only through their facts.
package optapp

import (
	"context"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"example.com/factsmod/optreg"
)

func Register(s *server.MCPServer) {
	r := optreg.New(s)
	r.Tool("transfer", "Send money.", transfer,
		mcp.WithString("account", mcp.Required(), mcp.Description("The account to debit.")))
	optreg.Fixed(s, "fetch", fetch, mcp.WithString("kind"))
}

func transfer(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	account := req.GetString("account", "")
	if !strings.HasPrefix(account, "acct_") { // want `account must start with "acct_", but the schema does not say so: declare pattern "\^acct_"`
		return mcp.NewToolResultError("account must start with acct_"), nil
	}
	return mcp.NewToolResultText("sent"), nil
}

// fetch's tool is no template's: its rule has no schema toolvet reads.
func fetch(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if !strings.HasPrefix(req.GetString("kind", ""), "k_") {
		return mcp.NewToolResultError("kind must start with k_"), nil
	}
	return mcp.NewToolResultText("fetched"), nil
}
