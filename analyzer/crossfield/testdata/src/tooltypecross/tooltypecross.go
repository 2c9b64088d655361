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

var registry = []Tool{editTool{}, reactTool{}, commentTool{}}

// optionalOK reads an optional argument from an argument map of any map
// type, and whether it was sent.
func optionalOK[T any, A map[string]any](args A, key string) (value T, ok bool, err error) {
	raw, exists := args[key]
	if !exists {
		return
	}
	value, ok = raw.(T)
	if !ok {
		err = fmt.Errorf("%s has the wrong type", key)
		ok = true
		return
	}
	ok = true
	return
}

// commentTool reads its arguments through optionalOK.
type commentTool struct{}

func (commentTool) Name() string { return "comment" }

func (commentTool) Params() map[string]any {
	return map[string]any{"type": "object", "properties": map[string]any{
		"body":     map[string]any{"type": "string", "minLength": 1},
		"reaction": map[string]any{"type": "string"},
	}}
}

func (commentTool) Run(ctx context.Context, args map[string]any) (string, error) {
	body, hasBody, err := optionalOK[string](args, "body")
	if err != nil {
		return "", err
	}
	reaction, hasReaction, err := optionalOK[string](args, "reaction")
	if err != nil {
		return "", err
	}
	if !hasBody && !hasReaction { // want `the rule over body and reaction \(!hasBody && !hasReaction\) is in no description the model reads: add "At least one of body or reaction is required." to the description of tool "comment"`
		return "", fmt.Errorf("at least one of body or reaction is required")
	}
	if hasBody && body == "" { // one argument, when sent: minLength 1 says it
		return "", fmt.Errorf("body cannot be empty when provided")
	}
	if hasReaction && hasBody {
		if current := lastReaction(); current == reaction { // against what the server holds: no rule
			return "", fmt.Errorf("reaction already added")
		}
	}
	return "commented", nil
}

func lastReaction() string { return "+1" }

// reactTool keeps whether comment_id was sent in a flag of its own.
type reactTool struct{}

func (reactTool) Name() string { return "react" }

func (reactTool) Params() map[string]any {
	return map[string]any{"type": "object", "properties": map[string]any{
		"comment_id": map[string]any{"type": "integer", "minimum": 1},
		"reaction":   map[string]any{"type": "string"},
	}}
}

func (reactTool) Run(ctx context.Context, args map[string]any) (string, error) {
	hasComment := false
	if v, ok := args["comment_id"]; ok {
		if n, err := toInt(v); err != nil || n < 1 {
			return "", fmt.Errorf("comment_id must be a positive number")
		}
		hasComment = true
	}
	_, hasReaction := args["reaction"]
	if hasComment && !hasReaction { // want `the rule over comment_id and reaction \(hasComment && !hasReaction\) is in no description the model reads: add "comment_id can only be provided when reaction is provided." to the description of tool "react"`
		return "", fmt.Errorf("comment_id can only be provided when reaction is provided")
	}
	return "reacted", nil
}

func toInt(v any) (int, error) {
	f, ok := v.(float64)
	if !ok || f != math.Trunc(f) {
		return 0, fmt.Errorf("not a whole number")
	}
	return int(f), nil
}

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
