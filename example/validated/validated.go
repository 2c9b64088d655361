// Package validated is the seed's transfer tool on the official Go SDK with
// its rules where validation libraries keep them: a custom validator tag
// registered with RegisterValidation, and ozzo-validation rules in the
// input's Validate method. The handler runs both; the model sees neither.
package validated

import (
	"context"
	"strings"

	validation "github.com/go-ozzo/ozzo-validation/v4"
	"github.com/go-playground/validator/v10"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

var validate = validator.New(validator.WithRequiredStructEnabled())

func init() {
	err := validate.RegisterValidation("acct", func(fl validator.FieldLevel) bool {
		return strings.HasPrefix(fl.Field().String(), "acct_")
	})
	if err != nil {
		panic(err)
	}
}

// PayoutIn is the tool's input; go-sdk infers the schema from it.
type PayoutIn struct {
	AccountID string  `json:"accountId" jsonschema:"Account to pay" validate:"required,acct"`
	Amount    float64 `json:"amount" jsonschema:"In dollars"`
	Currency  string  `json:"currency"`
}

// Validate holds the amount and currency rules, in ozzo-validation.
func (p PayoutIn) Validate() error {
	return validation.ValidateStruct(&p,
		validation.Field(&p.Amount, validation.Required, validation.Min(1.0), validation.Max(5000.0),
			validation.When(p.Currency == "eur", validation.Max(500.0))),
		validation.Field(&p.Currency, validation.Required, validation.In("usd", "eur")),
	)
}

func payout(ctx context.Context, req *mcp.CallToolRequest, in PayoutIn) (*mcp.CallToolResult, any, error) {
	if err := validate.Struct(in); err != nil {
		return nil, nil, err
	}
	if err := in.Validate(); err != nil {
		return nil, nil, err
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "paid"}}}, nil, nil
}

// Register adds the payout tool to s.
func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "payout", Description: "Pay out to an account."}, payout)
}
