// Package googlegenai is a stub of
// github.com/firebase/genkit/go/plugins/googlegenai (v1.4.0).
package googlegenai

import (
	"context"

	"github.com/firebase/genkit/go/core/api"
)

// GoogleAI is the plugin for the Gemini Developer API.
type GoogleAI struct {
	APIKey string
}

func (ga *GoogleAI) Name() string                          { return "googleai" }
func (ga *GoogleAI) Init(ctx context.Context) []api.Action { return nil }

// VertexAI is the plugin for Vertex AI.
type VertexAI struct {
	ProjectID string
	Location  string
}

func (v *VertexAI) Name() string                          { return "vertexai" }
func (v *VertexAI) Init(ctx context.Context) []api.Action { return nil }
