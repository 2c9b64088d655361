// Package refundtool is the seed's refund tool as a langchaingo tools.Tool:
// its input is one free string, and a failed check returns a Go error,
// which ends the agent run before the model reads it.
package refundtool

import (
	"context"
	"fmt"
	"strings"

	"github.com/tmc/langchaingo/tools"
)

// Refund refunds a transfer by its id.
type Refund struct{}

var _ tools.Tool = Refund{}

func (Refund) Name() string { return "refund" }

func (Refund) Description() string {
	return "Refund a transfer. Input: the transfer id, which starts with tr_."
}

func (Refund) Call(ctx context.Context, input string) (string, error) {
	if !strings.HasPrefix(input, "tr_") {
		return "", fmt.Errorf("transfer id %q must start with tr_", input)
	}
	return "refunded " + input, nil
}
