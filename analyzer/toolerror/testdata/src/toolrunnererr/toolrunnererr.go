// Package toolrunnererr: anthropic-sdk-go's tool runner sends the
// function's error back as a tool result marked is_error: a failed
// argument check returned as a Go error is read by the model, no finding.
package toolrunnererr

import (
	"context"
	"errors"

	"github.com/anthropics/anthropic-sdk-go"
	"github.com/anthropics/anthropic-sdk-go/toolrunner"
)

type lookupInput struct {
	OrderID string `json:"orderId" jsonschema:"required"`
}

func lookup(ctx context.Context, in lookupInput) (anthropic.BetaToolResultBlockParamContentUnion, error) {
	if in.OrderID == "" {
		return anthropic.BetaToolResultBlockParamContentUnion{}, errors.New("orderId is required")
	}
	return anthropic.BetaToolResultBlockParamContentUnion{OfText: &anthropic.BetaTextBlockParam{Text: in.OrderID}}, nil
}

func tools() ([]anthropic.BetaTool, error) {
	t, err := toolrunner.NewBetaToolFromJSONSchema("lookup", "Look an order up.", lookup)
	return []anthropic.BetaTool{t}, err
}
