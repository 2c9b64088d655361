// Package gosdkerr: a low-level go-sdk handler's Go error becomes a
// JSON-RPC error the model never reads; a typed handler's does not.
package gosdkerr

import (
	"context"
	"encoding/json"
	"errors"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type args struct {
	ID string `json:"id"`
}

func typed(ctx context.Context, req *mcp.CallToolRequest, in args) (*mcp.CallToolResult, any, error) {
	if in.ID == "" {
		return nil, nil, errors.New("id is required") // the SDK makes it an error result
	}
	return nil, nil, nil
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "typed"}, typed)
	s.AddTool(&mcp.Tool{Name: "low", InputSchema: json.RawMessage(`{"type":"object"}`)},
		func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			var a args
			if err := json.Unmarshal(req.Params.Arguments, &a); err != nil {
				return nil, err // want `the model cannot read this failure: go-sdk sends a Go error returned by a handler registered with \(\*mcp.Server\).AddTool as a JSON-RPC error \(code 0\)`
			}
			if a.ID == "" {
				return nil, errors.New("id is required") // want `the model cannot read this failure`
			}
			return &mcp.CallToolResult{}, nil
		})
}
