// Package pitfall holds a tool whose input struct carries invopop keywords
// in its jsonschema tag, as openai-go's and genkit's idiom writes them. Read
// by google/jsonschema-go, the tag breaks: go-sdk's AddTool panics at start
// up, and mcp-go's WithInputSchema publishes an empty schema.
package pitfall

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// CloseIn is the close_account tool's input on go-sdk.
type CloseIn struct {
	AccountID string `json:"accountId" jsonschema:"description=Account to close,pattern=^acct_"`
}

func closeAccount(ctx context.Context, req *mcp.CallToolRequest, in CloseIn) (*mcp.CallToolResult, any, error) {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "closed " + in.AccountID}}}, nil, nil
}

// RegisterSDK adds the close_account tool to a go-sdk server.
func RegisterSDK(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "close_account", Description: "Close an account."}, closeAccount)
}
