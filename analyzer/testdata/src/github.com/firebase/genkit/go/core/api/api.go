// Package api is a stub of github.com/firebase/genkit/go/core/api (v1.4.0).
package api

import "context"

// Action is a registered action (model, tool, flow).
type Action interface{ Name() string }

// Plugin provides actions to a Genkit instance.
type Plugin interface {
	Name() string
	Init(ctx context.Context) []Action
}
