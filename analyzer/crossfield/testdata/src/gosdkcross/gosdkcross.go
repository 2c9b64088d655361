// Package gosdkcross has go-sdk tools with rules over two arguments.
package gosdkcross

import (
	"context"
	"errors"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type TransferIn struct {
	Amount   float64 `json:"amount"`
	Currency string  `json:"currency"`
}

func transfer(ctx context.Context, req *mcp.CallToolRequest, in TransferIn) (*mcp.CallToolResult, any, error) {
	if in.Currency == "eur" && in.Amount > 500 { // want `the rule over currency and amount .* add "eur transfers are capped at 500." to the description of tool "transfer"`
		return nil, nil, errors.New("eur transfers are capped at 500")
	}
	return nil, nil, nil
}

type WindowIn struct {
	Start int `json:"start"`
	End   int `json:"end" jsonschema:"Last row; at least start."`
}

func window(ctx context.Context, req *mcp.CallToolRequest, in WindowIn) (*mcp.CallToolResult, any, error) {
	if in.End < in.Start { // documented in end's description
		return nil, nil, errors.New("bad window")
	}
	return nil, nil, nil
}

type PairIn struct {
	Email string `json:"email,omitempty"`
	Phone string `json:"phone,omitempty"`
}

func pair(ctx context.Context, req *mcp.CallToolRequest, in PairIn) (*mcp.CallToolResult, any, error) {
	if in.Email == "" && in.Phone == "" { // want `add "Set at least one of email and phone." to the description of tool "pair"`
		return nil, nil, errors.New("nothing to reach you by")
	}
	return nil, nil, nil
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "transfer", Description: "Move money"}, transfer)
	mcp.AddTool(s, &mcp.Tool{Name: "window", Description: "Read rows."}, window)
	mcp.AddTool(s, &mcp.Tool{
		Name: "pair",
	}, pair)
}
