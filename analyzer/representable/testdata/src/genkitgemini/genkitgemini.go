// Package genkitgemini: genkit initialised with the googlegenai plugin's
// GoogleAI only: its tools reach Gemini through the plugin, which copies
// no pattern or length bound into the Gemini schema, so rules with those
// keywords go into descriptions.
package genkitgemini

import (
	"context"
	"errors"
	"strings"

	"github.com/firebase/genkit/go/ai"
	"github.com/firebase/genkit/go/genkit"
	"github.com/firebase/genkit/go/plugins/googlegenai"
)

type LookupIn struct {
	ID    string `json:"id" jsonschema_description:"User id."`
	Limit int    `json:"limit,omitempty"`
}

func Register(ctx context.Context) {
	g := genkit.Init(ctx, genkit.WithPlugins(&googlegenai.GoogleAI{}))
	genkit.DefineTool(g, "lookup", "Look a user up.", func(ctx *ai.ToolContext, in LookupIn) (string, error) {
		if !strings.HasPrefix(in.ID, "usr_") { // want `id must start with "usr_", but the schema does not say so: state it in its description \(Gemini through genkit's googlegenai plugin: the plugin does not copy pattern into the Gemini schema\)`
			return "", errors.New("id must start with usr_")
		}
		if in.Limit > 100 { // want `limit must be at most 100, but the schema does not say so: declare maximum 100`
			return "", errors.New("limit")
		}
		return in.ID, nil
	})
}
