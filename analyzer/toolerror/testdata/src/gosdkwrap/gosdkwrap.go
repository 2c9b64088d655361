// Package gosdkwrap registers go-sdk tools through its own wrappers: a
// typed handler's Go error becomes an error result, a low-level one's a
// JSON-RPC error, whichever wrapper it goes through.
package gosdkwrap

import (
	"context"
	"encoding/json"
	"errors"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type args struct {
	ID string `json:"id"`
}

func add[In any](s *mcp.Server, t *mcp.Tool, h mcp.ToolHandlerFor[In, any]) {
	mcp.AddTool(s, t, h)
}

func low(s *mcp.Server, t *mcp.Tool, h mcp.ToolHandler) {
	s.AddTool(t, h)
}

// lowNamed goes through low: two wrappers deep.
func lowNamed(s *mcp.Server, name string, h mcp.ToolHandler) {
	low(s, &mcp.Tool{Name: name}, h)
}

func typed(ctx context.Context, req *mcp.CallToolRequest, in args) (*mcp.CallToolResult, any, error) {
	if in.ID == "" {
		return nil, nil, errors.New("id is required") // the SDK makes it an error result
	}
	return nil, nil, nil
}

func lowHandler(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var a args
	if err := json.Unmarshal(req.Params.Arguments, &a); err != nil {
		return nil, err // want `the model cannot read this failure`
	}
	if a.ID == "" {
		return nil, errors.New("id is required") // want `the model cannot read this failure: go-sdk sends a Go error returned by a handler registered with \(\*mcp.Server\).AddTool as a JSON-RPC error`
	}
	return &mcp.CallToolResult{}, nil
}

func lowDeep(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var a args
	if err := json.Unmarshal(req.Params.Arguments, &a); err != nil {
		return nil, err // want `the model cannot read this failure`
	}
	if a.ID == "" {
		return nil, errors.New("id is required") // want `the model cannot read this failure`
	}
	return &mcp.CallToolResult{}, nil
}

func Register(s *mcp.Server) {
	add(s, &mcp.Tool{Name: "typed"}, typed)
	low(s, &mcp.Tool{Name: "low"}, lowHandler)
	lowNamed(s, "deep", lowDeep)
}
