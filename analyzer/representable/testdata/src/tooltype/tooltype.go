// Package tooltype: an agent loop with tools of the project's own type. A
// registry holds values of an interface; each goes to the model as a
// go-openai definition built from its methods, and the model's calls come
// back to its Execute method by name. The methods' names do not matter:
// their results reach a provider's definition, so each value of a type
// implementing the interface is a tool.
package tooltype

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"

	openai "github.com/sashabaranov/go-openai"
)

// Tool is the project's tool type.
type Tool interface {
	ToolName() string
	Summary() string
	Schema() map[string]any
	Run(ctx context.Context, args map[string]any) (string, error)
}

// Definition is a tool written as data: a literal per tool, its work in a
// function field.
type Definition struct {
	NameValue   string
	Description string
	Params      map[string]any
	RunFunc     func(ctx context.Context, args map[string]any) (string, error)
}

func (d *Definition) ToolName() string       { return d.NameValue }
func (d *Definition) Summary() string        { return d.Description }
func (d *Definition) Schema() map[string]any { return d.Params }
func (d *Definition) Run(ctx context.Context, args map[string]any) (string, error) {
	return d.RunFunc(ctx, args)
}

// clock is a tool written as a type: its methods return constants.
type clock struct{}

func (clock) ToolName() string { return "clock" }
func (clock) Summary() string  { return "Tell the time in a zone." }
func (clock) Schema() map[string]any {
	return map[string]any{
		"type": "object",
		"properties": map[string]any{
			"zone": map[string]any{"type": "string", "description": "An IANA zone."},
		},
	}
}

func (clock) Run(ctx context.Context, args map[string]any) (string, error) {
	zone, _ := args["zone"].(string)
	if !strings.Contains(zone, "/") { // want `zone must contain "/", but the schema does not say so: declare pattern "/"`
		return "", fmt.Errorf("zone must look like Europe/Paris")
	}
	return "12:00", nil
}

// Registry is what the loop sends and answers.
type Registry struct {
	tools map[string]Tool
}

func NewRegistry() *Registry {
	r := &Registry{tools: map[string]Tool{}}
	r.add(&Definition{
		NameValue:   "lookup_order",
		Description: "Look an order up.",
		Params: map[string]any{
			"type": "object",
			"properties": map[string]any{
				"order_id": map[string]any{"type": "string"},
			},
			"required": []string{"order_id"},
		},
		RunFunc: lookupOrder,
	})
	r.add(clock{})
	r.add(&Definition{
		NameValue:   "rename",
		Description: "Rename a file.",
		Params: map[string]any{
			"type": "object",
			"properties": map[string]any{
				"from": map[string]any{"type": "string"},
				"to":   map[string]any{"type": "string"},
			},
		},
		RunFunc: rename,
	})
	return r
}

func (r *Registry) add(t Tool) { r.tools[t.ToolName()] = t }

// Definitions are the tools the model is shown.
func (r *Registry) Definitions() []openai.Tool {
	var defs []openai.Tool
	for _, t := range r.tools {
		defs = append(defs, openai.Tool{Type: openai.ToolTypeFunction, Function: &openai.FunctionDefinition{
			Name:        t.ToolName(),
			Description: t.Summary(),
			Parameters:  t.Schema(),
		}})
	}
	return defs
}

// Answer runs one of the model's calls; a failure goes back as its
// content.
func (r *Registry) Answer(ctx context.Context, call openai.ToolCall) string {
	var args map[string]any
	if err := json.Unmarshal([]byte(call.Function.Arguments), &args); err != nil {
		return err.Error()
	}
	t, ok := r.tools[call.Function.Name]
	if !ok {
		return "unknown tool"
	}
	out, err := t.Run(ctx, args)
	if err != nil {
		return err.Error()
	}
	return out
}

func lookupOrder(ctx context.Context, args map[string]any) (string, error) {
	id, _ := args["order_id"].(string)
	if !strings.HasPrefix(id, "ord_") { // want `order_id must start with "ord_", but the schema does not say so: declare pattern "\^ord_"`
		return "", fmt.Errorf("order_id must start with ord_")
	}
	return "shipped", nil
}

// retired implements Tool but no value of it is ever made: no tool.
type retired struct{}

func (retired) ToolName() string       { return "retired" }
func (retired) Summary() string        { return "Gone." }
func (retired) Schema() map[string]any { return nil }
func (retired) Run(ctx context.Context, args map[string]any) (string, error) {
	id, _ := args["id"].(string)
	if !strings.HasPrefix(id, "r_") { // no tool: no finding
		return "", fmt.Errorf("bad id")
	}
	return "", nil
}

// logged wraps a Tool: its methods are the embedded tool's, no tool of
// its own.
type logged struct{ Tool }

var _ = logged{clock{}}

// Configure is no method the loop calls: its string is not the call's
// arguments.
func (d *Definition) Configure(raw string) error {
	if !strings.HasPrefix(raw, "cfg:") { // not a tool's rule
		return fmt.Errorf("bad config")
	}
	return nil
}

// notSent has the same methods but never reaches a provider's
// definition: no tool.
type notSent struct{}

func (notSent) ToolName() string       { return "internal" }
func (notSent) Summary() string        { return "Not shown to any model." }
func (notSent) Schema() map[string]any { return nil }

// Job is another interface with a Run method; its implementations are not
// tools either.
type Job interface {
	Run(ctx context.Context, args map[string]any) (string, error)
}

type cleanup struct{}

func (cleanup) Run(ctx context.Context, args map[string]any) (string, error) {
	dir, _ := args["dir"].(string)
	if !strings.HasPrefix(dir, "/tmp/") { // not a tool's rule: no finding
		return "", fmt.Errorf("dir must be under /tmp")
	}
	return "", nil
}

type renameArgs struct {
	From string `json:"from"`
	To   string `json:"to"`
}

// decode turns the argument map into T: what it returns holds every
// argument.
func decode[T any](args map[string]any) (T, error) {
	var out T
	raw, err := json.Marshal(args)
	if err != nil {
		return out, err
	}
	if err := json.Unmarshal(raw, &out); err != nil {
		return out, err
	}
	return out, nil
}

func rename(ctx context.Context, args map[string]any) (string, error) {
	in, err := decode[renameArgs](args)
	if err != nil {
		return "", err
	}
	if strings.TrimSpace(in.From) == "" { // want `from must not be empty or only white space, but the schema does not say so: declare required, pattern`
		return "", fmt.Errorf("from is required")
	}
	return "renamed", nil
}
