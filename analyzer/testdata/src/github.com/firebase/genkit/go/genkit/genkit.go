// Package genkit is a stub of github.com/firebase/genkit/go/genkit (v1.4.0).
package genkit

import "github.com/firebase/genkit/go/ai"

type Genkit struct{}

func DefineTool[In, Out any](g *Genkit, name, description string, fn ai.ToolFunc[In, Out], opts ...ai.ToolOption) *ai.ToolDef[In, Out] {
	return &ai.ToolDef[In, Out]{}
}
