package pitfall

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// CloseArgs is the close_account tool's input on mcp-go.
type CloseArgs struct {
	AccountID string `json:"accountId" jsonschema:"description=Account to close,pattern=^acct_"`
	Reason    string `json:"reason,omitempty" jsonschema_description:"Why the account is closed"`
}

func closeAccountArgs(ctx context.Context, req mcp.CallToolRequest, args CloseArgs) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("closed " + args.AccountID), nil
}

// RegisterMCPGo adds the close_account tool to an mcp-go server.
func RegisterMCPGo(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("close_account",
		mcp.WithDescription("Close an account."),
		mcp.WithInputSchema[CloseArgs](),
	), mcp.NewTypedToolHandler(closeAccountArgs))
}
