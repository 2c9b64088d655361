// Command app registers its tools through example.com/mcpwrap, a wrapper
// published as a module of its own: toolvet reads the wrapper only as a
// dependency (facts) and defines each tool at the wrapper's call.
package main

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"strings"

	"example.com/mcpwrap"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type lookupArgs struct {
	Code  string `json:"code" jsonschema:"The code to look up."`
	Limit int    `json:"limit,omitempty" jsonschema:"How many matches to return."`
}

func register(s *server.MCPServer) {
	r := mcpwrap.New(s)
	r.Tool("transfer", "Send money from an account.", transfer,
		mcp.WithString("account", mcp.Required(), mcp.Description("The account to debit.")))
	r.Tool("status", "Say whether the service is up.", status)
	mcpwrap.Typed(r, "lookup", "Look a code up.", lookup)
}

func transfer(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	account := req.GetString("account", "")
	if !strings.HasPrefix(account, "acct_") {
		return mcp.NewToolResultError("account must start with acct_"), nil
	}
	return mcp.NewToolResultText("sent"), nil
}

func status(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("up"), nil
}

func lookup(ctx context.Context, args lookupArgs) (*mcp.CallToolResult, error) {
	if args.Limit > 50 {
		return mcp.NewToolResultError("limit must be at most 50"), nil
	}
	return mcp.NewToolResultText("found " + args.Code), nil
}

// main serves the tools on stdio; with the argument "list", it prints the
// tools/list response instead: what the model is shown.
func main() {
	s := server.NewMCPServer("app", "1.0.0", server.WithToolCapabilities(false))
	register(s)
	if len(os.Args) > 1 && os.Args[1] == "list" {
		ctx := context.Background()
		s.HandleMessage(ctx, json.RawMessage(`{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"list","version":"1"}}}`))
		out, err := json.Marshal(s.HandleMessage(ctx, json.RawMessage(`{"jsonrpc":"2.0","id":2,"method":"tools/list"}`)))
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		fmt.Println(string(out))
		return
	}
	if err := server.ServeStdio(s); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
