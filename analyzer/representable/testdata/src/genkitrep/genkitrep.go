// Package genkitrep: genkit and eino tools, schema reflected from the
// input struct; rules in the function.
package genkitrep

import (
	"context"
	"errors"
	"strings"

	"github.com/cloudwego/eino/components/tool/utils"
	"github.com/firebase/genkit/go/ai"
	"github.com/firebase/genkit/go/genkit"
)

type LookupIn struct {
	ID    string `json:"id" jsonschema:"description=User id"`
	Limit int    `json:"limit,omitempty" jsonschema:"maximum=50"`
}

func Register(g *genkit.Genkit) {
	genkit.DefineTool(g, "lookup", "Look a user up.", func(ctx *ai.ToolContext, in LookupIn) (string, error) {
		if !strings.HasPrefix(in.ID, "usr_") { // want `id must start with "usr_", but the schema does not say so: declare pattern "\^usr_"`
			return "", errors.New("id must start with usr_")
		}
		if in.Limit > 100 { // declared tighter (50)
			return "", errors.New("limit")
		}
		return in.ID, nil
	})
}

type SearchIn struct {
	Query string `json:"query"`
}

func search(ctx context.Context, in SearchIn) ([]string, error) {
	if len(in.Query) < 1 { // want `query must not be empty, but the schema does not say so: declare minLength 1`
		return nil, errors.New("empty query")
	}
	return nil, nil
}

func RegisterEino() {
	_, _ = utils.InferTool("search", "Search.", search)
}
