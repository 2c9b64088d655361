// Package inventoryerr registers low-level go-sdk tools from a slice: their
// handlers' Go errors become JSON-RPC errors.
package inventoryerr

import (
	"context"
	"encoding/json"
	"errors"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type args struct {
	ID string `json:"id"`
}

func get(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
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
	defs := []struct {
		tool    *mcp.Tool
		handler mcp.ToolHandler
	}{
		{tool: &mcp.Tool{Name: "get"}, handler: get},
	}
	for _, d := range defs {
		s.AddTool(d.tool, d.handler)
	}
}

func put(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var a args
	if err := json.Unmarshal(req.Params.Arguments, &a); err != nil {
		return nil, err // want `the model cannot read this failure`
	}
	if a.ID == "" {
		return nil, errors.New("id is required") // want `the model cannot read this failure`
	}
	return &mcp.CallToolResult{}, nil
}

func del(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var a args
	if err := json.Unmarshal(req.Params.Arguments, &a); err != nil {
		return nil, err // the middleware makes it a tool result
	}
	if a.ID == "" {
		return nil, errors.New("id is required")
	}
	return &mcp.CallToolResult{}, nil
}

// logged hands every call on: the Go errors still reach go-sdk.
func logged(next mcp.ToolHandler) mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return next(ctx, req)
	}
}

// asResult turns a Go error into a tool result marked as error.
func asResult(next mcp.ToolHandler) mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := next(ctx, req)
		if err != nil {
			res = &mcp.CallToolResult{}
			res.SetError(err)
			return res, nil
		}
		return res, nil
	}
}

// RegisterWrapped registers an inventory whose handlers a middleware wraps.
func RegisterWrapped(s *mcp.Server) {
	logs := []struct {
		tool    *mcp.Tool
		handler mcp.ToolHandler
	}{
		{tool: &mcp.Tool{Name: "put"}, handler: put},
	}
	for _, d := range logs {
		s.AddTool(d.tool, logged(d.handler))
	}
	results := []struct {
		tool    *mcp.Tool
		handler mcp.ToolHandler
	}{
		{tool: &mcp.Tool{Name: "del"}, handler: del},
	}
	for _, d := range results {
		s.AddTool(d.tool, asResult(d.handler))
	}
}

func patch(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var a args
	if err := json.Unmarshal(req.Params.Arguments, &a); err != nil {
		return nil, err // the middleware makes it a tool result, through its helper
	}
	if a.ID == "" {
		return nil, errors.New("id is required")
	}
	return &mcp.CallToolResult{}, nil
}

func post(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var a args
	if err := json.Unmarshal(req.Params.Arguments, &a); err != nil {
		return nil, err // want `the model cannot read this failure`
	}
	if a.ID == "" {
		return nil, errors.New("id is required") // want `the model cannot read this failure`
	}
	return &mcp.CallToolResult{}, nil
}

// errorResult is the failure the model reads.
func errorResult(err error) (*mcp.CallToolResult, error) {
	return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: err.Error()}}}, nil
}

// quiet drops a canceled call's error and answers nothing: not every way
// out is an error result.
func quiet(err error) (*mcp.CallToolResult, error) {
	if errors.Is(err, context.Canceled) {
		return nil, nil
	}
	return nil, err
}

// viaHelper makes a Go error a tool result through errorResult.
func viaHelper(next mcp.ToolHandler) mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := next(ctx, req)
		if err != nil {
			return errorResult(err)
		}
		return res, nil
	}
}

// viaQuiet hands the error to a helper that still returns it.
func viaQuiet(next mcp.ToolHandler) mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := next(ctx, req)
		if err != nil {
			return quiet(err)
		}
		return res, nil
	}
}

// viaHelperBare is viaHelper with named results set before bare returns.
func viaHelperBare(next mcp.ToolHandler) mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
		res, err = next(ctx, req)
		if err != nil {
			res, err = errorResult(err)
			return
		}
		return
	}
}

// RegisterHelped registers tools whose middleware answers through helpers.
func RegisterHelped(s *mcp.Server) {
	s.AddTool(&mcp.Tool{Name: "patch"}, viaHelper(patch))
	s.AddTool(&mcp.Tool{Name: "patch2"}, viaHelperBare(patch))
	s.AddTool(&mcp.Tool{Name: "post"}, viaQuiet(post))
}
