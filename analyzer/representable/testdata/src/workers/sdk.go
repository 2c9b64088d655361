package workers

import (
	"context"
	"errors"
	"strings"

	sdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

// PayIn is a go-sdk typed tool's input.
type PayIn struct {
	Payee  string  `json:"payee"`
	Amount float64 `json:"amount"`
}

type payer struct{}

// pay hands the fields of its input to the function doing the work.
func (p *payer) pay(ctx context.Context, req *sdk.CallToolRequest, in PayIn) (*sdk.CallToolResult, any, error) {
	return p.send(ctx, in.Payee, in.Amount)
}

func (p *payer) send(ctx context.Context, payee string, amount float64) (*sdk.CallToolResult, any, error) {
	if !strings.HasPrefix(payee, "acct_") { // want `payee must start with "acct_", but the schema does not say so: state it in the field's jsonschema tag, a description only`
		return nil, nil, errors.New("payee must start with acct_")
	}
	if amount < 1 { // want `amount must be at least 1, but the schema does not say so: state it in the field's jsonschema tag, a description only`
		return nil, nil, errors.New("amount must be at least 1")
	}
	return nil, nil, nil
}

// RegisterSDK registers the typed tool.
func RegisterSDK(server *sdk.Server) {
	p := &payer{}
	sdk.AddTool(server, &sdk.Tool{Name: "pay", Description: "Pay someone."}, p.pay)
}
