// Package gosdkmw wraps go-sdk handlers in middleware: the handler's
// failures are what the middleware passes on, and a middleware that
// returns an error result for the handler's error lets the model read
// every error.
package gosdkmw

import (
	"context"
	"encoding/json"
	"errors"
	"log"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type args struct {
	ID string `json:"id"`
}

// logged passes the handler's error on: a *jsonrpc.Error still escapes.
func logged[In, Out any](h mcp.ToolHandlerFor[In, Out]) mcp.ToolHandlerFor[In, Out] {
	return func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
		log.Print(req.Params.Name)
		return h(ctx, req, in)
	}
}

// safe returns the handler's error as an error result.
func safe[In, Out any](h mcp.ToolHandlerFor[In, Out]) mcp.ToolHandlerFor[In, Out] {
	return func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
		res, out, err := h(ctx, req, in)
		if err != nil {
			var zero Out
			return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: err.Error()}}}, zero, nil
		}
		return res, out, nil
	}
}

// loggedRaw passes a low-level handler's error on: a JSON-RPC error.
func loggedRaw(h mcp.ToolHandler) mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		log.Print(req.Params.Name)
		return h(ctx, req)
	}
}

// safeRaw makes a low-level handler's error an error result.
func safeRaw(h mcp.ToolHandler) mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := h(ctx, req)
		if err != nil {
			res = &mcp.CallToolResult{}
			res.SetError(err)
			return res, nil
		}
		return res, nil
	}
}

// add registers through safe: every handler it registers is converted.
func add[In any](s *mcp.Server, t *mcp.Tool, h mcp.ToolHandlerFor[In, any]) {
	mcp.AddTool(s, t, safe(h))
}

func lookup(ctx context.Context, req *mcp.CallToolRequest, in args) (*mcp.CallToolResult, any, error) {
	if in.ID == "" {
		return nil, nil, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "id is required"} // want `the model cannot read this failure: go-sdk sends a \*jsonrpc.Error`
	}
	return &mcp.CallToolResult{}, nil, nil
}

func lookupSafe(ctx context.Context, req *mcp.CallToolRequest, in args) (*mcp.CallToolResult, any, error) {
	if in.ID == "" {
		return nil, nil, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "id is required"} // safe makes it an error result
	}
	return &mcp.CallToolResult{}, nil, nil
}

func lookupAdded(ctx context.Context, req *mcp.CallToolRequest, in args) (*mcp.CallToolResult, any, error) {
	if in.ID == "" {
		return nil, nil, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "id is required"} // add goes through safe
	}
	return &mcp.CallToolResult{}, nil, nil
}

func raw(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var a args
	if err := json.Unmarshal(req.Params.Arguments, &a); err != nil {
		return nil, err // want `the model cannot read this failure`
	}
	if a.ID == "" {
		return nil, errors.New("id is required") // want `the model cannot read this failure: go-sdk sends a Go error returned by a handler registered with \(\*mcp.Server\).AddTool as a JSON-RPC error`
	}
	return &mcp.CallToolResult{}, nil
}

func rawSafe(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var a args
	if err := json.Unmarshal(req.Params.Arguments, &a); err != nil {
		return nil, err // safeRaw makes it an error result
	}
	if a.ID == "" {
		return nil, errors.New("id is required")
	}
	return &mcp.CallToolResult{}, nil
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "lookup"}, logged(lookup))
	mcp.AddTool(s, &mcp.Tool{Name: "lookup_safe"}, logged(safe(lookupSafe)))
	add(s, &mcp.Tool{Name: "lookup_added"}, lookupAdded)
	s.AddTool(&mcp.Tool{Name: "raw"}, loggedRaw(raw))
	s.AddTool(&mcp.Tool{Name: "raw_safe"}, safeRaw(rawSafe))
}
