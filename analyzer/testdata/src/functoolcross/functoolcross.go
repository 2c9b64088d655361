// Package functoolcross: a cross-field rule of a genkit tool that returns
// its failure as output.
package functoolcross

import (
	"github.com/firebase/genkit/go/ai"
	"github.com/firebase/genkit/go/genkit"
)

type TransferIn struct {
	Amount   float64 `json:"amount"`
	Currency string  `json:"currency"`
}

func Register(g *genkit.Genkit) {
	genkit.DefineTool(g, "transfer", "Move money.", func(ctx *ai.ToolContext, in TransferIn) (string, error) {
		if in.Currency == "eur" && in.Amount > 500 { // want `the rule over currency and amount \(in.Currency == "eur" && in.Amount > 500\) is in no description the model reads: add "eur transfers are capped at 500." to the description of tool "transfer"`
			return "eur transfers are capped at 500", nil
		}
		if in.Currency == "usd" && in.Amount > 900 { // an answer, not a failure
			return "large usd transfer queued for review", nil
		}
		return "done", nil
	})
}
