// Package genkit: tools defined with genkit.DefineTool and ai.NewTool,
// beside calls of genkit that define none.
package genkit

import (
	"context"

	"github.com/firebase/genkit/go/ai"
	"github.com/firebase/genkit/go/genkit"
)

type LookupIn struct {
	ID    string `json:"id"`
	Limit int    `json:"limit,omitempty"`
}

func Register(ctx context.Context) {
	g := genkit.Init(ctx)
	genkit.DefineTool(g, "lookup", "Look a user up.", func(ctx *ai.ToolContext, in LookupIn) (string, error) { // want `tool "lookup" \(genkit\): handler linked; properties id, limit$`
		return in.ID, nil
	})
	_ = ai.NewTool("search", "Search users.", search) // want `tool "search" \(genkit\): handler linked; properties id, limit$`

	// Not tool definitions.
	_ = genkit.WithPlugins()
	_ = genkit.Init(ctx)
}

func search(ctx *ai.ToolContext, in LookupIn) ([]string, error) { return nil, nil }
