// Package einotool is the transfer tool defined with cloudwego/eino's
// InferTool: the schema is reflected from the input struct
// (eino-contrib/jsonschema, an invopop fork), the rules live in a
// Validate method and in the function.
package einotool

import (
	"context"
	"fmt"
	"strings"

	"github.com/cloudwego/eino/components/tool"
	"github.com/cloudwego/eino/components/tool/utils"
)

// TransferIn is the tool's input.
type TransferIn struct {
	AccountID string  `json:"accountId" jsonschema:"description=Destination account"`
	Amount    float64 `json:"amount" jsonschema:"maximum=10000"`
	Currency  string  `json:"currency"`
	Memo      string  `json:"memo,omitempty" description:"Shown on the statement"`
}

// Validate checks the input.
func (in TransferIn) Validate() error {
	if !strings.HasPrefix(in.AccountID, "acct_") {
		return fmt.Errorf("accountId must start with acct_")
	}
	if in.Amount < 1 || in.Amount > 5000 {
		return fmt.Errorf("amount must be between 1 and 5000")
	}
	return nil
}

func transfer(ctx context.Context, in TransferIn) (string, error) {
	if err := in.Validate(); err != nil {
		return err.Error(), nil
	}
	switch in.Currency {
	case "usd", "eur":
	default:
		return "currency must be usd or eur", nil
	}
	if in.Currency == "eur" && in.Amount > 500 {
		return "eur transfers are capped at 500", nil
	}
	return "done", nil
}

// New defines the tool.
func New() (tool.InvokableTool, error) {
	return utils.InferTool("transfer", "Move money between accounts.", transfer)
}
