// Package reflerr: genkit and eino abort the run on a tool's error.
package reflerr

import (
	"context"
	"errors"
	"fmt"

	"github.com/cloudwego/eino/components/tool/utils"
	"github.com/firebase/genkit/go/ai"
	"github.com/firebase/genkit/go/genkit"
)

type In struct {
	ID string `json:"id"`
}

func Register(g *genkit.Genkit) {
	genkit.DefineTool(g, "lookup", "Look up.", func(ctx *ai.ToolContext, in In) (string, error) {
		if in.ID == "" {
			return "", errors.New("id is required") // want `the model cannot read this failure: genkit aborts the whole generation when a tool returns an error, so the model never reads it`
		}
		return in.ID, nil
	})
	_, _ = utils.InferTool("count", "Count.", func(ctx context.Context, in In) (int, error) {
		if in.ID == "" {
			// An int output has no place for the message: no fix.
			return 0, fmt.Errorf("id is required") // want `the model cannot read this failure: eino aborts the run.*return the message as the tool's output`
		}
		return 1, nil
	})
}
