// Package inventorymw registers mcp-go tools from an inventory ranged
// over, each handler wrapped by a middleware at registration: the
// handlers are found through it, and what it does with their Go errors
// decides whether the model reads them.
package inventorymw

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func put(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("id", "") == "" {
		return nil, errors.New("id is required") // want `the model cannot read this failure`
	}
	return mcp.NewToolResultText("ok"), nil
}

func del(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("id", "") == "" {
		return nil, errors.New("id is required") // the middleware makes it a tool result
	}
	return mcp.NewToolResultText("ok"), nil
}

// logged hands every call on: the Go errors still reach mcp-go.
func logged(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return next(ctx, req)
	}
}

// asResult turns a Go error into a tool result marked as error.
func asResult(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := next(ctx, req)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return res, nil
	}
}

type entry struct {
	tool    mcp.Tool
	handler server.ToolHandlerFunc
}

func Register(s *server.MCPServer) {
	logs := []entry{{tool: mcp.NewTool("put", mcp.WithString("id", mcp.Required())), handler: put}}
	for _, e := range logs {
		s.AddTool(e.tool, logged(e.handler))
	}
	results := []entry{{tool: mcp.NewTool("del", mcp.WithString("id", mcp.Required())), handler: del}}
	for _, e := range results {
		s.AddTool(e.tool, asResult(e.handler))
	}
}
