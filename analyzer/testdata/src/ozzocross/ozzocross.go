// Package ozzocross: ozzo-validation rules that hold when another field has
// a value (validation.When, Required.When): cross-field rules.
package ozzocross

import (
	"context"

	validation "github.com/go-ozzo/ozzo-validation/v4"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type TransferIn struct {
	Amount   float64 `json:"amount"`
	Currency string  `json:"currency"`
	Op       string  `json:"op"`
	ID       string  `json:"id,omitempty"`
	Note     string  `json:"note,omitempty"`
}

func (t TransferIn) Validate() error {
	return validation.ValidateStruct(&t,
		validation.Field(&t.Amount, validation.Required, validation.When(t.Currency == "eur", validation.Max(500.0))), // want `the rule over amount and currency .* add "When currency is \\"eur\\", amount must be at most 500." to the description of tool "transfer"`
		validation.Field(&t.ID, validation.Required.When(t.Op == "update")),                                           // want `the rule over id and op .* add "When op is \\"update\\", id must be set." to the description of tool "transfer"`
		validation.Field(&t.Note, validation.When(t.Op == "refund", validation.Length(5, 0))),                         // want `the rule over note and op .* describe it in the description of tool "transfer"`
		validation.Field(&t.Op, validation.When(t.Op != "", validation.In("create", "update"))),                       // over op alone: no cross-field rule
	)
}

func transfer(ctx context.Context, req *mcp.CallToolRequest, in TransferIn) (*mcp.CallToolResult, any, error) {
	return nil, nil, nil
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "transfer", Description: "Move money."}, transfer)
}
