// Package sdkschema is the seed's transfer tool on the official Go SDK with
// an explicit input schema, written two ways: a *jsonschema.Schema literal,
// and the schema jsonschema.For infers, edited by assignments. Such a schema
// takes keywords (its tag-inferred cousin takes only words), yet the rules
// here live in the handlers, where the model cannot see them.
package sdkschema

import (
	"context"
	"errors"
	"strings"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// TransferIn is the tools' input.
type TransferIn struct {
	AccountID string  `json:"accountId"`
	Amount    float64 `json:"amount"`
	Currency  string  `json:"currency"`
}

func transfer(ctx context.Context, req *mcp.CallToolRequest, in TransferIn) (*mcp.CallToolResult, any, error) {
	if !strings.HasPrefix(in.AccountID, "acct_") {
		return nil, nil, errors.New("accountId must start with acct_")
	}
	if in.Amount < 1 || in.Amount > 5000 {
		return nil, nil, errors.New("amount must be between 1 and 5000")
	}
	switch in.Currency {
	case "usd", "eur":
	default:
		return nil, nil, errors.New("currency must be usd or eur")
	}
	if in.Currency == "eur" && in.Amount > 500 {
		return nil, nil, errors.New("eur transfers are capped at 500")
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "ok"}}}, nil, nil
}

func payout(ctx context.Context, req *mcp.CallToolRequest, in TransferIn) (*mcp.CallToolResult, any, error) {
	if !strings.HasPrefix(in.AccountID, "acct_") {
		return nil, nil, errors.New("accountId must start with acct_")
	}
	if in.Amount < 1 || in.Amount > 5000 {
		return nil, nil, errors.New("amount must be between 1 and 5000")
	}
	switch in.Currency {
	case "usd", "eur":
	default:
		return nil, nil, errors.New("currency must be usd or eur")
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "ok"}}}, nil, nil
}

// payoutSchema is what jsonschema.For infers from TransferIn, plus the
// bank's limit.
func payoutSchema() *jsonschema.Schema {
	s, err := jsonschema.For[TransferIn](nil)
	if err != nil {
		panic(err)
	}
	s.Properties["amount"].Maximum = jsonschema.Ptr(10000.0)
	return s
}

// Register adds the transfer and payout tools to s.
func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{
		Name:        "transfer_schema",
		Description: "Move money",
		InputSchema: &jsonschema.Schema{
			Type: "object",
			Properties: map[string]*jsonschema.Schema{
				"accountId": {Type: "string", Description: "Destination account"},
				"amount":    {Type: "number", Maximum: jsonschema.Ptr(10000.0)},
				"currency":  {Type: "string"},
			},
			Required: []string{"accountId", "amount", "currency"},
		},
	}, transfer)
	mcp.AddTool(s, &mcp.Tool{Name: "payout", Description: "Pay out to an account", InputSchema: payoutSchema()}, payout)
}
