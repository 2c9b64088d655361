// Package toolrunner: tools for anthropic-sdk-go's beta tool runner. The
// schema is reflected from the function's input; the runner sends the
// function's error back as a tool result marked is_error, so its checks
// are rules the model must know and its failures are read.
package toolrunner

import (
	"context"
	"fmt"

	"github.com/anthropics/anthropic-sdk-go"
	"github.com/anthropics/anthropic-sdk-go/toolrunner"
)

type convertInput struct {
	Amount float64 `json:"amount" jsonschema:"required,description=The amount to convert"`
	From   string  `json:"from" jsonschema:"required,enum=usd,enum=jpy"`
	To     string  `json:"to" jsonschema:"required,enum=usd,enum=jpy"`
}

func convert(ctx context.Context, in convertInput) (anthropic.BetaToolResultBlockParamContentUnion, error) {
	if in.From == "jpy" && in.Amount < 1 { // want `the rule over from and amount \(in.From == "jpy" && in.Amount < 1\) is in no description the model reads: add "When from is \\"jpy\\", amount must be at least 1\." to the description of tool "convert"`
		return anthropic.BetaToolResultBlockParamContentUnion{}, fmt.Errorf("yen amounts are whole")
	}
	return anthropic.BetaToolResultBlockParamContentUnion{
		OfText: &anthropic.BetaTextBlockParam{Text: fmt.Sprint(in.Amount)},
	}, nil
}

func tools() ([]anthropic.BetaTool, error) {
	t, err := toolrunner.NewBetaToolFromJSONSchema("convert", "Convert an amount between currencies.", convert)
	if err != nil {
		return nil, err
	}
	return []anthropic.BetaTool{t}, nil
}
