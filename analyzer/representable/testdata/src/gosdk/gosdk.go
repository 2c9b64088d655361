// Package gosdk defines tools with the official Go SDK: typed tools whose
// schema is inferred from a struct (rules can be stated only in the
// jsonschema tag, a description), and a low-level tool.
package gosdk

import (
	"context"
	"encoding/json"
	"errors"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type TransferIn struct {
	AccountID string  `json:"accountId" jsonschema:"Destination account"`
	Amount    float64 `json:"amount"`
	Currency  string  `json:"currency" jsonschema:"One of usd or eur."`
	Memo      string  `json:"memo,omitempty"`
}

func transfer(ctx context.Context, req *mcp.CallToolRequest, in TransferIn) (*mcp.CallToolResult, any, error) {
	if !strings.HasPrefix(in.AccountID, "acct_") { // want `accountId must start with "acct_", but the schema does not say so: state it in the field's jsonschema tag, a description only \(a keyword there panics at AddTool\)`
		return nil, nil, errors.New("accountId must start with acct_") // the SDK makes this an error result: not toolerror's business
	}
	if in.Amount < 1 { // want `amount must be at least 1, but the schema does not say so: state it in the field's jsonschema tag`
		return nil, nil, errors.New("amount must be at least 1")
	}
	if in.Currency != "usd" && in.Currency != "eur" { // described in the tag already
		return nil, nil, errors.New("bad currency")
	}
	if in.Memo == "" { // want `memo must not be empty, but the schema does not say so: make it required \(a json tag without omitempty\)`
		return nil, nil, errors.New("memo is required")
	}
	if in.Currency == "eur" && in.Amount > 500 {
		return nil, nil, errors.New("eur transfers are capped at 500")
	}
	return nil, nil, nil
}

type lowArgs struct {
	ID string `json:"id"`
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "transfer", Description: "Move money"}, transfer)
	s.AddTool(&mcp.Tool{Name: "low", InputSchema: json.RawMessage(`{"type":"object"}`)},
		func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			var a lowArgs
			if err := json.Unmarshal(req.Params.Arguments, &a); err != nil {
				return nil, err
			}
			if a.ID == "" {
				return nil, errors.New("id is required")
			}
			return &mcp.CallToolResult{}, nil
		})
}
