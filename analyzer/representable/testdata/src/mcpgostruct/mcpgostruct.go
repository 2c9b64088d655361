// Package mcpgostruct: an mcp-go tool whose schema is inferred from a
// struct (WithInputSchema[T]); rules in validator tags and in the typed
// handler. Descriptions go in jsonschema_description, which mcp-go reads.
package mcpgostruct

import (
	"context"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type TransferArgs struct {
	AccountID string  `json:"accountId" jsonschema_description:"Destination account" validate:"required,startswith=acct_"` // want `accountId must start with "acct_", but the schema does not say so: state it in the field's jsonschema_description tag`
	Amount    float64 `json:"amount" jsonschema:"Amount to send" validate:"gte=1"`                                         // want `amount must be at least 1, but the schema does not say so`
	Currency  string  `json:"currency" jsonschema:"enum=usd,enum=eur" validate:"oneof=usd eur"`                            // declared: enum= is mcp-go's own
	Reference string  `json:"reference,omitempty"`
}

func transfer(ctx context.Context, req mcp.CallToolRequest, args TransferArgs) (*mcp.CallToolResult, error) {
	if args.Reference != "" && !strings.HasPrefix(args.Reference, "ref-") { // want `reference must start with "ref-" when set, but the schema does not say so`
		// Only when given: the rule holds where there is a value.
		return mcp.NewToolResultError("reference starts with ref-"), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("transfer", mcp.WithDescription("Move money."), mcp.WithInputSchema[TransferArgs]()),
		mcp.NewTypedToolHandler(transfer))
}
