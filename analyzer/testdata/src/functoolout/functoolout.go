// Package functoolout: genkit and eino tools whose output is a string
// return a failure as their output (the idiom the model can read); those
// returns are failures, answers that depend on the arguments are not.
package functoolout

import (
	"context"
	"errors"

	"github.com/cloudwego/eino/components/tool/utils"
	"github.com/firebase/genkit/go/ai"
	"github.com/firebase/genkit/go/genkit"
)

type TransferIn struct {
	AccountID string  `json:"accountId"`
	Amount    float64 `json:"amount" jsonschema:"maximum=10000"`
	Currency  string  `json:"currency"`
}

func Register(g *genkit.Genkit) {
	genkit.DefineTool(g, "transfer", "Move money.", func(ctx *ai.ToolContext, in TransferIn) (string, error) {
		if len(in.AccountID) > 40 { // want `accountId must be at most 40 bytes long, but the schema does not say so: declare maxLength 40`
			return "accountId is too long", nil
		}
		if in.Amount < 1 { // want `amount must be at least 1, but the schema does not say so: declare minimum 1`
			return errors.New("amount must be at least 1").Error(), nil
		}
		return "done", nil
	})
}

type SizeIn struct {
	N int `json:"n"`
}

// classify answers by the argument: no rule.
func classify(ctx context.Context, in SizeIn) (string, error) {
	if in.N > 100 {
		return "large", nil
	}
	if in.N < 0 {
		return "negative numbers are classified as small", nil
	}
	return "small", nil
}

type CountIn struct {
	N int `json:"n"`
}

// count's output is not a string: a nil error is success.
func count(ctx context.Context, in CountIn) (int, error) {
	if in.N > 100 {
		return 0, nil
	}
	return in.N, nil
}

func RegisterEino() {
	_, _ = utils.InferTool("classify", "Classify a number.", classify)
	_, _ = utils.InferTool("count", "Count.", count)
}
