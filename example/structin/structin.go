// Package structin is the transfer tool on mcp-go with a struct input:
// WithInputSchema[T] infers the schema, validator tags hold the rules.
package structin

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// TransferArgs is the tool's input; mcp-go infers the schema from it.
type TransferArgs struct {
	AccountID string  `json:"accountId" jsonschema_description:"Destination account" validate:"required,startswith=acct_"`
	Amount    float64 `json:"amount" validate:"gte=1,lte=10000"`
	Currency  string  `json:"currency" jsonschema:"enum=usd,enum=eur" validate:"oneof=usd eur"`
}

func transfer(ctx context.Context, req mcp.CallToolRequest, args TransferArgs) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("ok"), nil
}

// Register adds the transfer_struct tool to s.
func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("transfer_struct",
		mcp.WithDescription("Move money."),
		mcp.WithInputSchema[TransferArgs](),
	), mcp.NewTypedToolHandler(transfer))
}
