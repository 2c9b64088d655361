// Package gosdkadapt: functions around go-sdk handlers that are not
// middleware. adapt turns another shape of function into a handler: what
// it wraps is no handler, so its returns are never rewritten as a
// handler's. auth returns an error result for its own check, not for the
// handler's error, which it passes on.
package gosdkadapt

import (
	"context"
	"encoding/json"
	"errors"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type Out struct{ N int }

// adapt turns a function returning *Out into a low-level handler.
func adapt(fn func(context.Context, *mcp.CallToolRequest) (*Out, error)) mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		out, err := fn(ctx, req)
		if err != nil {
			return nil, err
		}
		b, _ := json.Marshal(out)
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(b)}}}, nil
	}
}

func search(ctx context.Context, req *mcp.CallToolRequest) (*Out, error) {
	var a struct {
		Q string `json:"q"`
	}
	if err := json.Unmarshal(req.Params.Arguments, &a); err != nil {
		return nil, err
	}
	if a.Q == "" {
		return nil, errors.New("q is required") // not a handler: *Out is no tool result
	}
	return &Out{}, nil
}

// auth checks a token first; the handler's own error passes on.
func auth(h mcp.ToolHandler) mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := check(ctx); err != nil {
			return &mcp.CallToolResult{IsError: true}, nil
		}
		return h(ctx, req)
	}
}

func check(ctx context.Context) error { return nil }

func lookup(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var a struct {
		ID string `json:"id"`
	}
	if err := json.Unmarshal(req.Params.Arguments, &a); err != nil {
		return nil, err // want `the model cannot read this failure: go-sdk sends a Go error returned by a handler registered with \(\*mcp\.Server\)\.AddTool as a JSON-RPC error`
	}
	if a.ID == "" {
		return nil, errors.New("id is required") // want `the model cannot read this failure: go-sdk sends a Go error returned by a handler registered with \(\*mcp\.Server\)\.AddTool as a JSON-RPC error`
	}
	return &mcp.CallToolResult{}, nil
}

func Register(s *mcp.Server) {
	s.AddTool(&mcp.Tool{Name: "search"}, adapt(search))
	s.AddTool(&mcp.Tool{Name: "lookup"}, auth(lookup))
}
