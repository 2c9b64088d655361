// Package notool imports no tool library: nothing is found, and a type
// shaped like a tool of one is none.
package notool

import "context"

type Tool struct{ Name string }

func NewTool(name string) Tool { return Tool{Name: name} }

type Calc struct{}

func (Calc) Name() string                                           { return "calc" }
func (Calc) Description() string                                    { return "Adds." }
func (Calc) Call(ctx context.Context, input string) (string, error) { return input, nil }

var _ = NewTool("t")
