// Package sdk is the seed's transfer tool on the official Go SDK: the
// schema is inferred from TransferIn, and the rules live in validator tags
// and in the handler, where the model cannot see them.
package sdk

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// TransferIn is the tool's input; go-sdk infers the schema from it.
type TransferIn struct {
	AccountID string  `json:"accountId" jsonschema:"Destination account" validate:"required,startswith=acct_"`
	Amount    float64 `json:"amount" validate:"gte=1,lte=10000"`
	Currency  string  `json:"currency" jsonschema:"usd or eur" validate:"oneof=usd eur"`
}

func transfer(ctx context.Context, req *mcp.CallToolRequest, in TransferIn) (*mcp.CallToolResult, any, error) {
	if !strings.HasSuffix(in.AccountID, "_live") {
		return nil, nil, errors.New("only live accounts")
	}
	if in.Currency == "eur" && in.Amount > 500 {
		return nil, nil, errors.New("eur transfers are capped at 500")
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "ok"}}}, nil, nil
}

// RefundIn is the refund tool's input.
type RefundIn struct {
	TransferID string `json:"transferId" jsonschema:"Must start with 'tr_'."`
}

func refund(ctx context.Context, req *mcp.CallToolRequest, in RefundIn) (*mcp.CallToolResult, any, error) {
	if !strings.HasPrefix(in.TransferID, "tr_") {
		return nil, nil, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: fmt.Sprintf("transferId %q must start with tr_", in.TransferID)}
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "refunded " + in.TransferID}}}, nil, nil
}

// Register adds the transfer and refund tools to s.
func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "transfer", Description: "Move money"}, transfer)
	mcp.AddTool(s, &mcp.Tool{Name: "refund", Description: "Refund a transfer."}, refund)
}
