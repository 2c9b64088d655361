// Package genkittool is the transfer tool defined with firebase/genkit:
// the schema is reflected from the input struct (invopop/jsonschema tags),
// the rules live in validate tags and in the function.
package genkittool

import (
	"errors"

	"github.com/firebase/genkit/go/ai"
	"github.com/firebase/genkit/go/genkit"
	"github.com/go-playground/validator/v10"
)

// TransferIn is the tool's input.
type TransferIn struct {
	AccountID string  `json:"accountId" jsonschema:"description=Destination account" validate:"required,startswith=acct_"`
	Amount    float64 `json:"amount" jsonschema:"minimum=1,maximum=10000" validate:"gte=1,lte=5000"`
	Currency  string  `json:"currency" validate:"oneof=usd eur"`
	Memo      string  `json:"memo,omitempty" jsonschema:"Shown on the statement"`
}

var validate = validator.New()

// Transfer moves money; a failure is the tool's output, which the model reads.
func Transfer(ctx *ai.ToolContext, in TransferIn) (string, error) {
	if err := validate.Struct(in); err != nil {
		return "invalid input: " + err.Error(), nil
	}
	if in.Currency == "eur" && in.Amount > 500 {
		return "eur transfers are capped at 500", nil
	}
	return "done", nil
}

// Define registers the tool.
func Define(g *genkit.Genkit) ai.Tool {
	return genkit.DefineTool(g, "transfer", "Move money between accounts.", Transfer)
}

// ErrNotFound is returned for unknown accounts.
var ErrNotFound = errors.New("account not found")
