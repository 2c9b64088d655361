// Package sdkmwapp wraps its handlers in package sdkmw's middleware.
package sdkmwapp

import (
	"context"
	"encoding/json"
	"errors"

	"example.com/factsmod/sdkmw"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type args struct {
	ID string `json:"id"`
}

func lookup(ctx context.Context, req *mcp.CallToolRequest, in args) (*mcp.CallToolResult, any, error) {
	if in.ID == "" {
		return nil, nil, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "id is required"} // want `the model cannot read this failure: go-sdk sends a \*jsonrpc.Error`
	}
	return &mcp.CallToolResult{}, nil, nil
}

func lookupSafe(ctx context.Context, req *mcp.CallToolRequest, in args) (*mcp.CallToolResult, any, error) {
	if in.ID == "" {
		return nil, nil, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "id is required"} // Safe makes it an error result
	}
	return &mcp.CallToolResult{}, nil, nil
}

func lookupAdded(ctx context.Context, req *mcp.CallToolRequest, in args) (*mcp.CallToolResult, any, error) {
	if in.ID == "" {
		return nil, nil, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "id is required"} // AddSafe goes through Safe
	}
	return &mcp.CallToolResult{}, nil, nil
}

func raw(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var a args
	if err := json.Unmarshal(req.Params.Arguments, &a); err != nil {
		return nil, err // want `the model cannot read this failure`
	}
	if a.ID == "" {
		return nil, errors.New("id is required") // want `the model cannot read this failure`
	}
	return &mcp.CallToolResult{}, nil
}

func rawSafe(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var a args
	if err := json.Unmarshal(req.Params.Arguments, &a); err != nil {
		return nil, err // LowSafe goes through SafeRaw
	}
	if a.ID == "" {
		return nil, errors.New("id is required")
	}
	return &mcp.CallToolResult{}, nil
}

// viaHelper makes a Go error a tool result through sdkmw.ErrorResult.
func viaHelper(next mcp.ToolHandler) mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := next(ctx, req)
		if err != nil {
			return sdkmw.ErrorResult(err)
		}
		return res, nil
	}
}

// viaQuiet hands the error to a helper that still returns it.
func viaQuiet(next mcp.ToolHandler) mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := next(ctx, req)
		if err != nil {
			return sdkmw.Quiet(err)
		}
		return res, nil
	}
}

func rawHelped(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var a args
	if err := json.Unmarshal(req.Params.Arguments, &a); err != nil {
		return nil, err // viaHelper converts it through sdkmw.ErrorResult
	}
	if a.ID == "" {
		return nil, errors.New("id is required")
	}
	return &mcp.CallToolResult{}, nil
}

func rawQuiet(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
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
	s.AddTool(&mcp.Tool{Name: "raw_helped"}, viaHelper(rawHelped))
	s.AddTool(&mcp.Tool{Name: "raw_quiet"}, viaQuiet(rawQuiet))
	mcp.AddTool(s, &mcp.Tool{Name: "lookup"}, sdkmw.Logged(lookup))
	mcp.AddTool(s, &mcp.Tool{Name: "lookup_safe"}, sdkmw.Safe(lookupSafe))
	sdkmw.AddSafe(s, &mcp.Tool{Name: "lookup_added"}, lookupAdded)
	s.AddTool(&mcp.Tool{Name: "raw"}, sdkmw.LoggedRaw(raw))
	sdkmw.LowSafe(s, &mcp.Tool{Name: "raw_safe"}, rawSafe)
}
