// Package tooltypecross: a tool of the project's own type whose handler
// reads an optional argument through a helper that also says whether it
// was sent (n, ok, err := optionalInt(args, "occurrence")); a rule on
// that flag and another argument is a rule over both.
package tooltypecross

import (
	"context"
	"fmt"
	"math"

	openai "github.com/sashabaranov/go-openai"
)

type Tool interface {
	Name() string
	Params() map[string]any
	Run(ctx context.Context, args map[string]any) (string, error)
}

type editTool struct{}

func (editTool) Name() string { return "edit" }

func (editTool) Params() map[string]any {
	return map[string]any{"type": "object", "properties": map[string]any{
		"occurrence":  map[string]any{"type": "integer", "minimum": 1},
		"replace_all": map[string]any{"type": "boolean"},
	}}
}

func (editTool) Run(ctx context.Context, args map[string]any) (string, error) {
	n, has, err := optionalInt(args, "occurrence")
	if err != nil {
		return "", err
	}
	all, _ := args["replace_all"].(bool)
	if all && has { // want `the rule over replace_all and occurrence \(all && has\) is in no description the model reads: add "Cannot set both occurrence and replace_all." to the description of tool "edit"`
		return "", fmt.Errorf("cannot set both occurrence and replace_all")
	}
	if has && n < 1 { // declared: minimum 1
		return "", fmt.Errorf("occurrence must be at least 1")
	}
	return "ok", nil
}

// optionalInt reads an optional whole number: its second result says
// whether it was sent.
func optionalInt(args map[string]any, key string) (int, bool, error) {
	raw, ok := args[key]
	if !ok {
		return 0, false, nil
	}
	switch v := raw.(type) {
	case float64:
		if v != math.Trunc(v) {
			return 0, false, fmt.Errorf("%s must be a whole number", key)
		}
		return int(v), true, nil
	default:
		return 0, false, fmt.Errorf("%s must be a number", key)
	}
}

var registry = []Tool{editTool{}}

func definitions(tools []Tool) []openai.Tool {
	var out []openai.Tool
	for _, t := range tools {
		out = append(out, openai.Tool{Type: openai.ToolTypeFunction, Function: &openai.FunctionDefinition{
			Name:       t.Name(),
			Parameters: t.Params(),
		}})
	}
	return out
}
