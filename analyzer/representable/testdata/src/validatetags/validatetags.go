// Package validatetags: a go-sdk tool whose rules are validator tags, which
// no schema generator puts on the wire.
package validatetags

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type TransferIn struct {
	AccountID string   `json:"accountId" jsonschema:"Destination account" validate:"required,startswith=acct_"` // want `accountId must start with "acct_", but the schema does not say so: state it in the field's jsonschema tag`
	Amount    float64  `json:"amount" validate:"gte=1,lte=10000"`                                               // want `amount must be at least 1 and at most 10000, but the schema does not say so: state it in the field's jsonschema tag`
	Currency  string   `json:"currency" jsonschema:"usd or eur" validate:"oneof=usd eur"`                       // described already
	Email     string   `json:"email" jsonschema:"Receipt address." validate:"email"`                            // want `email must be an email address, but the schema does not say so`
	Tags      []string `json:"tags,omitempty" validate:"max=5,dive,min=2"`                                      // want `tags must have at most 5 items, but the schema does not say so`
	Memo      string   `json:"memo,omitempty" validate:"omitempty,acctcheck"`                                   // a custom tag: opaque
	Count     int      `json:"count" validate:"required"`                                                       // want `count must not be 0, but the schema does not say so: state it in the field's jsonschema tag, a description only \(a keyword there panics at AddTool\) \(validator's required rejects the zero value\)$`
	Page      int      `json:"page" validate:"required,min=1"`                                                  // want `page must be at least 1, but the schema does not say so`
	Limit     *int     `json:"limit" validate:"required"`                                                       // a pointer: nil fails, 0 passes
}

func transfer(ctx context.Context, req *mcp.CallToolRequest, in TransferIn) (*mcp.CallToolResult, any, error) {
	return nil, nil, nil
}

// NotAnInput has validate tags but is no tool's input: not read.
type NotAnInput struct {
	ID string `json:"id" validate:"startswith=x"`
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "transfer"}, transfer)
}
