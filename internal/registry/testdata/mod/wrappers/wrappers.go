// Package wrappers is registration code of the module's own, one function
// of each kind the adapters export facts for: a registration wrapper, a
// middleware and a handler adapter, for mcp-go and for go-sdk.
package wrappers

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	gosdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

// Register registers an mcp-go tool through Safe.
func Register(s *server.MCPServer, t mcp.Tool, h server.ToolHandlerFunc) {
	s.AddTool(t, Safe(h))
}

// Safe turns the handler's Go error into an error result.
func Safe(h server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := h(ctx, req)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return res, nil
	}
}

// Executor is the module's own handler shape.
type Executor func(ctx context.Context, args map[string]any) (string, error)

// Run adapts an Executor to mcp-go.
func Run(e Executor) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		out, err := e(ctx, req.GetArguments())
		if err != nil {
			return nil, err
		}
		return mcp.NewToolResultText(out), nil
	}
}

// Add registers a typed go-sdk tool through Logged.
func Add[In any](s *gosdk.Server, t *gosdk.Tool, h gosdk.ToolHandlerFor[In, any]) {
	gosdk.AddTool(s, t, Logged(h))
}

// Logged passes the handler's error on.
func Logged[In, Out any](h gosdk.ToolHandlerFor[In, Out]) gosdk.ToolHandlerFor[In, Out] {
	return func(ctx context.Context, req *gosdk.CallToolRequest, in In) (*gosdk.CallToolResult, Out, error) {
		return h(ctx, req, in)
	}
}
