// Package langchaingo: types implementing langchaingo's tools.Tool, beside
// types that do not.
package langchaingo

import (
	"context"

	"github.com/tmc/langchaingo/tools"
)

type Refund struct{} // want `tool "refund" \(langchaingo\): handler linked; opaque$`

var _ tools.Tool = Refund{}

func (Refund) Name() string                                           { return "refund" }
func (Refund) Description() string                                    { return "Refund a transfer." }
func (Refund) Call(ctx context.Context, input string) (string, error) { return input, nil }

// On a pointer receiver, with a name that is no constant.
type Search struct{ name string } // want `tool \? \(langchaingo\): handler linked; opaque$`

func (s *Search) Name() string                                           { return s.name }
func (s *Search) Description() string                                    { return "Search." }
func (s *Search) Call(ctx context.Context, input string) (string, error) { return input, nil }

// Not tools: a type without Call, and one whose Call takes other
// arguments.
type Half struct{}

func (Half) Name() string        { return "half" }
func (Half) Description() string { return "No Call method." }

type Other struct{}

func (Other) Name() string                   { return "other" }
func (Other) Description() string            { return "Call takes no input." }
func (Other) Call(ctx context.Context) error { return nil }

// Call promoted from an embedded type of the package: a tool of its own,
// served by the embedded type's Call.
type Wrapped struct{ Refund } // want `tool "refund" \(langchaingo\): handler linked; opaque$`
