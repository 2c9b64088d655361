// Package sdkschemaprofile has go-sdk tools with explicit schemas checked
// for Anthropic strict tool use, which takes no numeric bounds: those rules
// go into the property's Description, the others are declared.
package sdkschemaprofile

import (
	"context"
	"errors"
	"strings"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type TransferIn struct {
	AccountID string  `json:"accountId" jsonschema:"Destination account"`
	Amount    float64 `json:"amount"`
}

func transfer(ctx context.Context, req *mcp.CallToolRequest, in TransferIn) (*mcp.CallToolResult, any, error) {
	if !strings.HasPrefix(in.AccountID, "acct_") { // want `accountId must start with "acct_", but the schema does not say so: declare pattern "\^acct_" in the tool's explicit \*jsonschema.Schema`
		return nil, nil, errors.New("accountId must start with acct_")
	}
	if in.Amount > 5000 { // want `amount must be at most 5000, but the schema does not say so: state it in its description`
		return nil, nil, errors.New("amount too high")
	}
	return nil, nil, nil
}

func payout(ctx context.Context, req *mcp.CallToolRequest, in TransferIn) (*mcp.CallToolResult, any, error) {
	if !strings.HasPrefix(in.AccountID, "acct_") { // want `accountId must start with "acct_", but the schema does not say so: declare pattern "\^acct_" in the tool's \*jsonschema.Schema, after jsonschema.For`
		return nil, nil, errors.New("accountId must start with acct_")
	}
	if in.Amount > 5000 { // want `amount must be at most 5000, but the schema does not say so: state it in its description`
		return nil, nil, errors.New("amount too high")
	}
	return nil, nil, nil
}

func payoutSchema() *jsonschema.Schema {
	s, err := jsonschema.For[TransferIn](nil)
	if err != nil {
		panic(err)
	}
	return s
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{
		Name: "transfer",
		InputSchema: &jsonschema.Schema{
			Type: "object",
			Properties: map[string]*jsonschema.Schema{
				"accountId": {Type: "string"},
				"amount":    {Type: "number"},
			},
			Required: []string{"accountId", "amount"},
		},
	}, transfer)
	mcp.AddTool(s, &mcp.Tool{Name: "payout", InputSchema: payoutSchema()}, payout)
}
