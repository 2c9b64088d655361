// Package sdkapp registers typed go-sdk tools through package sdkreg.
package sdkapp

import (
	"context"
	"errors"
	"strings"

	"example.com/factsmod/sdkreg"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type TransferIn struct {
	AccountID string `json:"accountId" jsonschema:"Destination account"`
}

func transfer(ctx context.Context, req *mcp.CallToolRequest, in TransferIn) (*mcp.CallToolResult, any, error) {
	if !strings.HasPrefix(in.AccountID, "acct_") { // want `accountId must start with "acct_", but the schema does not say so: state it in the field's jsonschema tag`
		return nil, nil, errors.New("accountId must start with acct_")
	}
	return nil, nil, nil
}

type RefundIn struct {
	Amount float64 `json:"amount"`
}

func refund(ctx context.Context, req *mcp.CallToolRequest, in RefundIn) (*mcp.CallToolResult, any, error) {
	if in.Amount > 500 { // want `amount must be at most 500, but the schema does not say so: state it in the field's jsonschema tag`
		return nil, nil, errors.New("amount must be at most 500")
	}
	return nil, nil, nil
}

func Register(s *mcp.Server) {
	sdkreg.Add(s, &mcp.Tool{Name: "transfer", Description: "Move money"}, transfer)
	sdkreg.MustTool(s, "refund", "Refund a transfer", refund)
}
