package tooltype

import (
	"context"
	"fmt"
	"strings"
)

// fake is a test's tool: not one the program sends.
type fake struct{}

func (fake) ToolName() string       { return "fake" }
func (fake) Summary() string        { return "A test double." }
func (fake) Schema() map[string]any { return nil }
func (fake) Run(ctx context.Context, args map[string]any) (string, error) {
	q, _ := args["q"].(string)
	if !strings.HasPrefix(q, "test_") { // a test's: no finding
		return "", fmt.Errorf("bad q")
	}
	return "", nil
}

var _ = NewRegistry().add

func registerFake(r *Registry) {
	r.add(fake{})
	r.add(&Definition{NameValue: "test_echo", RunFunc: func(ctx context.Context, args map[string]any) (string, error) {
		msg, _ := args["msg"].(string)
		if !strings.HasPrefix(msg, "t:") { // a test's literal: no finding
			return "", fmt.Errorf("bad msg")
		}
		return msg, nil
	}})
}
