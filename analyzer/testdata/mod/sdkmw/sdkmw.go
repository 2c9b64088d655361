package sdkmw // want package:`wrappers\(go-sdk\)`

// Package sdkmw is the module's own go-sdk middleware, and a wrapper that
// registers through it.

import (
	"context"
	"errors"
	"log"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Logged passes the handler's error on.
func Logged[In, Out any](h mcp.ToolHandlerFor[In, Out]) mcp.ToolHandlerFor[In, Out] { // want Logged:`wraps\(go-sdk: handler 0\)`
	return func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
		log.Print(req.Params.Name)
		return h(ctx, req, in)
	}
}

// Safe returns the handler's error as an error result.
func Safe[In, Out any](h mcp.ToolHandlerFor[In, Out]) mcp.ToolHandlerFor[In, Out] { // want Safe:`wraps\(go-sdk: handler 0, converts errors\)`
	return func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
		res, out, err := h(ctx, req, in)
		if err != nil {
			var zero Out
			return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: err.Error()}}}, zero, nil
		}
		return res, out, nil
	}
}

// SafeRaw makes a low-level handler's error an error result.
func SafeRaw(h mcp.ToolHandler) mcp.ToolHandler { // want SafeRaw:`wraps\(go-sdk: handler 0, converts errors\)`
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := h(ctx, req)
		if err != nil {
			var r mcp.CallToolResult
			r.IsError = true
			return &r, nil
		}
		return res, nil
	}
}

// LoggedRaw passes a low-level handler's error on.
func LoggedRaw(h mcp.ToolHandler) mcp.ToolHandler { // want LoggedRaw:`wraps\(go-sdk: handler 0\)`
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		log.Print(req.Params.Name)
		return h(ctx, req)
	}
}

// AddSafe registers a typed tool through Safe.
func AddSafe[In any](s *mcp.Server, t *mcp.Tool, h mcp.ToolHandlerFor[In, any]) { // want AddSafe:`registers\(go-sdk: tool 1, handler 2 typed, converts errors\)`
	mcp.AddTool(s, t, Safe(h))
}

// LowSafe registers a low-level tool through SafeRaw.
func LowSafe(s *mcp.Server, t *mcp.Tool, h mcp.ToolHandler) { // want LowSafe:`registers\(go-sdk: tool 1, handler 2, converts errors\)`
	s.AddTool(t, SafeRaw(h))
}

// ErrorResult is the failure the model reads: a middleware of another
// package returning it converts the handler's error.
func ErrorResult(err error) (*mcp.CallToolResult, error) { // want ErrorResult:`errorResults\(go-sdk\)`
	return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: err.Error()}}}, nil
}

// Quiet drops a canceled call's error and passes every other on: not
// every way out is an error result.
func Quiet(err error) (*mcp.CallToolResult, error) {
	if errors.Is(err, context.Canceled) {
		return nil, nil
	}
	return nil, err
}
