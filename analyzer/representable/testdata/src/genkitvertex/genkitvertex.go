// Package genkitvertex: with Vertex AI (or any other plugin) the profile
// stays the -provider flag's.
package genkitvertex

import (
	"context"
	"errors"
	"strings"

	"github.com/firebase/genkit/go/ai"
	"github.com/firebase/genkit/go/genkit"
	"github.com/firebase/genkit/go/plugins/googlegenai"
)

type LookupIn struct {
	ID string `json:"id"`
}

func Register(ctx context.Context) {
	g := genkit.Init(ctx, genkit.WithPlugins(&googlegenai.GoogleAI{}, &googlegenai.VertexAI{}))
	genkit.DefineTool(g, "lookup", "Look a user up.", func(ctx *ai.ToolContext, in LookupIn) (string, error) {
		if !strings.HasPrefix(in.ID, "usr_") { // want `id must start with "usr_", but the schema does not say so: declare pattern "\^usr_"`
			return "", errors.New("id must start with usr_")
		}
		return in.ID, nil
	})
}
