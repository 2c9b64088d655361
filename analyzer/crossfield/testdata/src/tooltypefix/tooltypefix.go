// Package tooltypefix: tools of the project's own type whose schema a
// generic helper reflects from a struct with invopop/jsonschema; a rule
// over two arguments is written into the description field of the tool's
// literal.
package tooltypefix

import (
	"context"
	"encoding/json"
	"fmt"
	"reflect"

	"github.com/invopop/jsonschema"
	openai "github.com/sashabaranov/go-openai"
)

type Tool interface {
	Name() string
	Description() string
	Parameters() any
	Execute(ctx context.Context, args map[string]any) (string, error)
}

type spec struct {
	name, desc string
	params     any
	exec       func(ctx context.Context, args map[string]any) (string, error)
}

func (s *spec) Name() string        { return s.name }
func (s *spec) Description() string { return s.desc }
func (s *spec) Parameters() any     { return s.params }
func (s *spec) Execute(ctx context.Context, args map[string]any) (string, error) {
	return s.exec(ctx, args)
}

// schemaFor reflects T's schema.
func schemaFor[T any]() any {
	var zero T
	return jsonschema.ReflectFromType(reflect.TypeOf(zero))
}

type moveArgs struct {
	From      string `json:"from"`
	To        string `json:"to"`
	Overwrite bool   `json:"overwrite,omitempty"`
}

var tools = []Tool{&spec{
	name:   "move",
	desc:   "Move a file.",
	params: schemaFor[moveArgs](),
	exec:   move,
}}

func move(ctx context.Context, args map[string]any) (string, error) {
	raw, err := json.Marshal(args)
	if err != nil {
		return "", err
	}
	var in moveArgs
	if err := json.Unmarshal(raw, &in); err != nil {
		return "", err
	}
	if in.From == in.To { // want `the rule over from and to \(in.From == in.To\) is in no description the model reads: add "from and to must differ." to the description of tool "move"`
		return "", fmt.Errorf("from and to must differ")
	}
	return "moved", nil
}

func definitions() []openai.Tool {
	var out []openai.Tool
	for _, t := range tools {
		out = append(out, openai.Tool{Type: openai.ToolTypeFunction, Function: &openai.FunctionDefinition{
			Name:        t.Name(),
			Description: t.Description(),
			Parameters:  t.Parameters(),
		}})
	}
	return out
}
