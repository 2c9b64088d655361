// Package langchaintool: langchaingo's agent executor ends the run when a
// tool's Call returns an error; the fix returns the message as output.
package langchaintool

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/tmc/langchaingo/tools"
)

// Refund takes a transfer id as its whole input.
type Refund struct{}

var _ tools.Tool = Refund{}

func (Refund) Name() string        { return "refund" }
func (Refund) Description() string { return "Refund a transfer. Input: a transfer id (tr_...)." }

func (Refund) Call(ctx context.Context, input string) (string, error) {
	if input == "" {
		return "", errors.New("a transfer id is required") // want `the model cannot read this failure: langchaingo's agent executor ends the run when a tool's Call returns an error, so the model never reads it; return the message as the tool's output with a nil error`
	}
	if !strings.HasPrefix(input, "tr_") {
		return "", fmt.Errorf("transfer id %q must start with tr_", input) // want `the model cannot read this failure`
	}
	if err := refund(ctx, input); err != nil {
		return "", err // a backend failure: reported only with -toolerror.all
	}
	return "refunded " + input, nil
}

func refund(ctx context.Context, id string) error { return nil }

// Transfer decodes a JSON input, on a pointer receiver.
type Transfer struct{ limit float64 }

type transferArgs struct {
	Account string  `json:"account"`
	Amount  float64 `json:"amount"`
}

func (*Transfer) Name() string { return "transfer" }
func (*Transfer) Description() string {
	return `Move money. Input: JSON {"account": "...", "amount": 1}.`
}

func (t *Transfer) Call(ctx context.Context, input string) (string, error) {
	var args transferArgs
	if err := json.Unmarshal([]byte(input), &args); err != nil {
		return "", err // want `the model cannot read this failure`
	}
	if args.Amount > t.limit {
		return "", fmt.Errorf("amount must be at most %v: %w", t.limit, errTooMuch) // want `the model cannot read this failure`
	}
	return "ok", nil
}

var errTooMuch = errors.New("too much")

// Echo already returns its failures as output: nothing to report.
type Echo struct{}

func (Echo) Name() string        { return "echo" }
func (Echo) Description() string { return "Echo the input." }

func (Echo) Call(ctx context.Context, input string) (string, error) {
	if input == "" {
		return "the input is empty; send some text", nil
	}
	return input, nil
}

// notATool has a Call method but not the interface's other methods.
type notATool struct{}

func (notATool) Call(ctx context.Context, input string) (string, error) {
	if input == "" {
		return "", errors.New("empty")
	}
	return input, nil
}

// Generic tools are not followed.
type Generic[T any] struct{}

func (Generic[T]) Name() string        { return "generic" }
func (Generic[T]) Description() string { return "" }
func (Generic[T]) Call(ctx context.Context, input string) (string, error) {
	if input == "" {
		return "", errors.New("empty")
	}
	return input, nil
}

var all = []tools.Tool{Refund{}, &Transfer{limit: 100}, Echo{}, Generic[int]{}}
