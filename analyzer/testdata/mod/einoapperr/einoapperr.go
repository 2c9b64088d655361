// Package einoapperr: what becomes of a failure of an eino tool defined
// through another package's wrapper: eino aborts the run when the wrapper
// returns InferTool's tool as it is (Plain, and Logged through it); Safe
// answers the call with a tool of its own, which toolvet does not read.
package einoapperr

import (
	"context"
	"errors"

	"example.com/factsmod/einoreg"
)

type In struct {
	ID string `json:"id"`
}

func Tools() {
	_, _ = einoreg.Plain("lookup", "Look an ID up.", func(ctx context.Context, in In) (string, error) {
		if in.ID == "" {
			return "", errors.New("id is required") // want `the model cannot read this failure: eino aborts the run.*return the message as the tool's output`
		}
		return "found", nil
	})
	_, _ = einoreg.Logged("log", "Log an ID.", func(ctx context.Context, in In) (string, error) {
		if in.ID == "" {
			return "", errors.New("id is required") // want `the model cannot read this failure: eino aborts the run.*return the message as the tool's output`
		}
		return "logged", nil
	}, "log: ")
	_, _ = einoreg.Safe("fetch", "Fetch an ID.", func(ctx context.Context, in In) (string, error) {
		if in.ID == "" {
			return "", errors.New("id is required") // Safe's own tool answers the call
		}
		return "fetched", nil
	})
}
