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

func Tools() ([]tool.InvokableTool, error) {
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
