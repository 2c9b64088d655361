// Package ai is a stub of github.com/firebase/genkit/go/ai (v1.4.0).
package ai

import "context"

type ToolContext struct{ context.Context }

type ToolFunc[In, Out any] = func(ctx *ToolContext, input In) (Out, error)

type ToolOption interface{ isToolOption() }

type ToolDef[In, Out any] struct{}

func NewTool[In, Out any](name, description string, fn ToolFunc[In, Out], opts ...ToolOption) *ToolDef[In, Out] {
	return &ToolDef[In, Out]{}
}
