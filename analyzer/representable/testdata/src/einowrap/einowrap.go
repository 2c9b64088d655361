// Package einowrap: eino tools defined through the project's own
// wrappers of utils.InferTool, which take the tool's name, description and
// function and hand them on: each call of a wrapper is a tool, its schema
// reflected from the function's input.
package einowrap

import (
	"context"
	"errors"
	"strings"

	"github.com/cloudwego/eino/components/tool"
	"github.com/cloudwego/eino/components/tool/utils"
)

type HourIn struct {
	Park string `json:"park" jsonschema:"description=The park's ID"`
}

func parkHours(ctx context.Context, in HourIn) (string, error) {
	if !strings.HasPrefix(in.Park, "park-") { // want `park must start with "park-", but the schema does not say so: declare pattern "\^park-"`
		return "", errors.New("park must start with park-")
	}
	return "9-18", nil
}

type PriceIn struct {
	Visitors int `json:"visitors"`
}

func price(ctx context.Context, in PriceIn) (string, error) {
	if in.Visitors > 10 { // want `visitors must be at most 10, but the schema does not say so: declare maximum 10`
		return "", errors.New("at most 10 visitors")
	}
	return "42", nil
}

// newTool hands its parameters to InferTool and returns its tool.
func newTool[T, D any](name, desc string, fn utils.InvokeFunc[T, D]) (tool.InvokableTool, error) {
	t, err := utils.InferTool(name, desc, fn)
	if err != nil {
		return nil, err
	}
	return t, nil
}

type ZoneIn struct {
	Zone string `json:"zone"`
}

func zone(ctx context.Context, in ZoneIn) (string, error) {
	if len(in.Zone) > 8 { // want `zone must be at most 8 bytes long, but the schema does not say so: declare maxLength 8`
		return "", errors.New("zone: at most 8 characters")
	}
	return in.Zone, nil
}

// parkTool wraps the wrapper: its calls are tools too.
func parkTool[T, D any](name, desc string, fn utils.InvokeFunc[T, D]) (tool.InvokableTool, error) {
	return newTool(name, desc, fn)
}

type KindIn struct {
	Kind string `json:"kind"`
}

// kindTool gives every tool newKindTool builds its own function: the
// tools differ in name and description only, and share its rules.
type kindTool[T any] struct {
	tool.InvokableTool
	sample T
}

func (k *kindTool[T]) invoke(ctx context.Context, in KindIn) (string, error) {
	if !strings.HasPrefix(in.Kind, "kind-") { // want `kind must start with "kind-", but the schema does not say so: declare pattern "\^kind-"`
		return "", errors.New("kind must start with kind-")
	}
	return "ok", nil
}

func newKindTool[T any](name, desc string, sample T) (tool.InvokableTool, error) {
	k := &kindTool[T]{sample: sample}
	t, err := utils.InferTool(name, desc, k.invoke)
	if err != nil {
		return nil, err
	}
	k.InvokableTool = t
	return k, nil
}

// echo's function decodes into the type it is instantiated with: its
// schema differs with each call site's type argument, which toolvet
// does not substitute; no finding.
type echo[T any] struct{}

func (echo[T]) run(ctx context.Context, in T) (string, error) { return "", nil }

func newEcho[T any](name, desc string) (tool.InvokableTool, error) {
	return utils.InferTool(name, desc, echo[T]{}.run)
}

func Tools() ([]tool.InvokableTool, error) {
	rides, err := newKindTool("rides", "Rides of a kind.", 1)
	if err != nil {
		return nil, err
	}
	shows, err := newKindTool("shows", "Shows of a kind.", "x")
	if err != nil {
		return nil, err
	}
	echoed, err := newEcho[KindIn]("echo", "Echo a kind.")
	if err != nil {
		return nil, err
	}
	_, _, _ = rides, shows, echoed

	hours, err := newTool("park_hours", "Opening hours of a park.", parkHours)
	if err != nil {
		return nil, err
	}
	prices, err := newTool("ticket_price", "Ticket price for a group.", price)
	if err != nil {
		return nil, err
	}
	zones, err := parkTool("park_zone", "A park's zone.", zone)
	if err != nil {
		return nil, err
	}
	return []tool.InvokableTool{hours, prices, zones}, nil
}
