// Package gosdkmwrep: the rules of a go-sdk handler wrapped in middleware
// are the tool's, its schema inferred from the wrapped handler's input.
package gosdkmwrep

import (
	"context"
	"errors"
	"log"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func logged[In, Out any](h mcp.ToolHandlerFor[In, Out]) mcp.ToolHandlerFor[In, Out] {
	return func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
		log.Print(req.Params.Name)
		return h(ctx, req, in)
	}
}

// timed is a middleware that is not generic.
func timed(h mcp.ToolHandlerFor[OrderIn, any]) mcp.ToolHandlerFor[OrderIn, any] {
	return func(ctx context.Context, req *mcp.CallToolRequest, in OrderIn) (*mcp.CallToolResult, any, error) {
		defer log.Print("done")
		return h(ctx, req, in)
	}
}

type OrderIn struct {
	SKU string `json:"sku" jsonschema:"The item"`
}

func order(ctx context.Context, req *mcp.CallToolRequest, in OrderIn) (*mcp.CallToolResult, any, error) {
	if !strings.HasPrefix(in.SKU, "SKU-") { // want `sku must start with "SKU-", but the schema does not say so: state it in the field's jsonschema tag`
		return nil, nil, errors.New("sku must start with SKU-")
	}
	return nil, nil, nil
}

type CancelIn struct {
	Reason int `json:"reason"`
}

func cancel(ctx context.Context, req *mcp.CallToolRequest, in CancelIn) (*mcp.CallToolResult, any, error) {
	if in.Reason > 5 { // want `reason must be at most 5, but the schema does not say so: state it in the field's jsonschema tag`
		return nil, nil, errors.New("reason must be at most 5")
	}
	return nil, nil, nil
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "order"}, logged(timed(order)))
	mcp.AddTool(s, &mcp.Tool{Name: "cancel"}, logged(cancel))
}
