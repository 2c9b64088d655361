// Package genkit is a stub of github.com/firebase/genkit/go/genkit (v1.4.0).
package genkit

import (
	"context"

	"github.com/firebase/genkit/go/ai"
	"github.com/firebase/genkit/go/core/api"
)

type Genkit struct{}

// GenkitOption configures Init.
type GenkitOption interface {
	applyGenkit(*genkitOptions) error
}

type genkitOptions struct {
	DefaultModel string
	Plugins      []api.Plugin
}

func (o *genkitOptions) applyGenkit(*genkitOptions) error { return nil }

func WithPlugins(plugins ...api.Plugin) GenkitOption { return &genkitOptions{Plugins: plugins} }

func WithDefaultModel(model string) GenkitOption { return &genkitOptions{DefaultModel: model} }

func Init(ctx context.Context, opts ...GenkitOption) *Genkit { return &Genkit{} }

func DefineTool[In, Out any](g *Genkit, name, description string, fn ai.ToolFunc[In, Out], opts ...ai.ToolOption) *ai.ToolDef[In, Out] {
	return &ai.ToolDef[In, Out]{}
}
