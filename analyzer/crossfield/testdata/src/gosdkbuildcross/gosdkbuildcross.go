// Package gosdkbuildcross: a cross-field rule of a tool built by a helper
// is described at the call that names the tool, not in the helper's
// literal, which every call shares.
package gosdkbuildcross

import (
	"context"
	"errors"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func mustTool[In any](s *mcp.Server, name, desc string, h mcp.ToolHandlerFor[In, any]) {
	mcp.AddTool(s, &mcp.Tool{Name: name, Description: desc}, h)
}

// fixed has a description of its own: shared by every call, not edited.
func fixed[In any](s *mcp.Server, name string, h mcp.ToolHandlerFor[In, any]) {
	mcp.AddTool(s, &mcp.Tool{Name: name, Description: "A tool"}, h)
}

type PayIn struct {
	Currency string  `json:"currency" jsonschema:"usd or eur"`
	Amount   float64 `json:"amount"`
}

func pay(ctx context.Context, req *mcp.CallToolRequest, in PayIn) (*mcp.CallToolResult, any, error) {
	if in.Currency == "eur" && in.Amount > 500 { // want `the rule over currency and amount .* is in no description the model reads`
		return nil, nil, errors.New("eur payments are capped at 500")
	}
	return nil, nil, nil
}

func payFixed(ctx context.Context, req *mcp.CallToolRequest, in PayIn) (*mcp.CallToolResult, any, error) {
	if in.Currency == "eur" && in.Amount > 500 { // want `the rule over currency and amount .* is in no description the model reads`
		return nil, nil, errors.New("eur payments are capped at 500")
	}
	return nil, nil, nil
}

func Register(s *mcp.Server) {
	mustTool(s, "pay", "Pay an invoice", pay)
	fixed(s, "payFixed", payFixed)
}
