// Package structcross: rules over two fields in validator struct-level
// validations, which only a description can state.
package structcross

import (
	"context"

	"github.com/go-playground/validator/v10"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

var validate = validator.New()

func init() {
	validate.RegisterStructValidation(transferRules, TransferIn{})
	validate.RegisterStructValidationCtx(func(ctx context.Context, sl validator.StructLevel) {
		c := sl.Current().Interface().(ContactIn)
		if len(c.Email) == 0 && len(c.Phone) == 0 { // want `the rule over email and phone .* add "Set at least one of email and phone." to the description of tool "contact"`
			sl.ReportError(c.Email, "email", "Email", "emailorphone", "")
			sl.ReportError(c.Phone, "phone", "Phone", "emailorphone", "")
		}
	}, ContactIn{})
}

type TransferIn struct {
	Amount   float64 `json:"amount"`
	Currency string  `json:"currency"`
	Start    int     `json:"start"`
	End      int     `json:"end" jsonschema:"Last row; at least start."`
}

func transferRules(sl validator.StructLevel) {
	in := sl.Current().Interface().(TransferIn)
	if in.Currency == "eur" && in.Amount > 500 { // want `the rule over currency and amount .* add "When currency is \\"eur\\", amount must be at most 500." to the description of tool "transfer"`
		sl.ReportError(in.Amount, "amount", "Amount", "eurcap", "")
	}
	if in.End < in.Start { // documented in end's description
		sl.ReportError(in.End, "end", "End", "window", "")
	}
}

type ContactIn struct {
	Email string `json:"email,omitempty"`
	Phone string `json:"phone,omitempty"`
}

func transfer(ctx context.Context, req *mcp.CallToolRequest, in TransferIn) (*mcp.CallToolResult, any, error) {
	return nil, nil, nil
}

func contact(ctx context.Context, req *mcp.CallToolRequest, in ContactIn) (*mcp.CallToolResult, any, error) {
	return nil, nil, nil
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "transfer", Description: "Move money."}, transfer)
	mcp.AddTool(s, &mcp.Tool{Name: "contact", Description: "Save a contact."}, contact)
}
