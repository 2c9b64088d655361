package reg // want package:`wrappers\(mcp-go\)`

// Package reg is the module's own registration code: wrappers around
// AddTool and middleware, used by other packages.

import (
	"context"
	"log"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Register registers a tool as is: a Go error its handler returns
// becomes a protocol error.
func Register(s *server.MCPServer, t mcp.Tool, h server.ToolHandlerFunc) { // want Register:`registers\(mcp-go: tool 1, handler 2\)`
	s.AddTool(t, Logged(h))
}

// RegisterSafe turns the handler's Go errors into error results.
func RegisterSafe(s *server.MCPServer, t mcp.Tool, h server.ToolHandlerFunc) { // want RegisterSafe:`registers\(mcp-go: tool 1, handler 2, converts errors\)`
	s.AddTool(t, Safe(h))
}

// RegisterAll goes through a wrapper of its own package.
func RegisterAll(s *server.MCPServer, t mcp.Tool, h server.ToolHandlerFunc) { // want RegisterAll:`registers\(mcp-go: tool 1, handler 2\)`
	register(s, t, h)
}

func register(s *server.MCPServer, t mcp.Tool, h server.ToolHandlerFunc) {
	s.AddTool(t, h)
}

// Typed registers a typed handler; NewTypedToolHandler returns its Go
// error as is.
func Typed[T any](s *server.MCPServer, t mcp.Tool, h mcp.TypedToolHandlerFunc[T]) { // want Typed:`registers\(mcp-go: tool 1, handler 2 typed\)`
	s.AddTool(t, mcp.NewTypedToolHandler(h))
}

// Entry pairs a tool with its handler, for AddTools.
func Entry(t mcp.Tool, h server.ToolHandlerFunc) server.ServerTool { // want Entry:`registers\(mcp-go: tool 0, handler 1\)`
	return server.ServerTool{Tool: t, Handler: h}
}

// Registry registers through a method.
type Registry struct{ s *server.MCPServer }

// Add registers one tool.
func (r *Registry) Add(t mcp.Tool, h server.ToolHandlerFunc) { // want Add:`registers\(mcp-go: tool 0, handler 1, converts errors\)`
	r.s.AddTool(t, Safe(h))
}

// Safe is a middleware that turns the handler's Go error into an error
// result.
func Safe(h server.ToolHandlerFunc) server.ToolHandlerFunc { // want Safe:`wraps\(mcp-go: handler 0, converts errors\)`
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := h(ctx, req)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return res, nil
	}
}

// Logged is a middleware that only logs.
func Logged(h server.ToolHandlerFunc) server.ToolHandlerFunc { // want Logged:`wraps\(mcp-go: handler 0\)`
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		log.Print(req.Params.Name)
		return h(ctx, req)
	}
}

var pending = map[string]server.ToolHandlerFunc{}

// Later keeps the handler for later: toolvet cannot see where it is
// registered, so it exports nothing; a caller that gives it a tool of its
// own and one handler pairs them (the tool is linked at that call).
func Later(t mcp.Tool, h server.ToolHandlerFunc) {
	pending[t.Name] = h
}

// NewTool builds a tool whose schema mcp-go infers from In, and pairs it
// with its typed handler.
func NewTool[In any](name, desc string, h mcp.TypedToolHandlerFunc[In]) server.ServerTool { // want NewTool:`registers\(mcp-go: tool named by 0, described by 1, input type 0, handler 2 typed\)`
	return server.ServerTool{
		Tool:    mcp.NewTool(name, mcp.WithDescription(desc), mcp.WithInputSchema[In]()),
		Handler: mcp.NewTypedToolHandler(h),
	}
}

// Simple takes a handler without the request, adapted by a func literal.
func Simple[In any](name, desc string, fn func(context.Context, In) (*mcp.CallToolResult, error)) server.ServerTool { // want Simple:`registers\(mcp-go: tool named by 0, described by 1, input type 0, handler 2 typed@1\)`
	return server.ServerTool{
		Tool: mcp.NewTool(name, mcp.WithDescription(desc), mcp.WithInputSchema[In]()),
		Handler: mcp.NewTypedToolHandler(func(ctx context.Context, _ mcp.CallToolRequest, in In) (*mcp.CallToolResult, error) {
			return fn(ctx, in)
		}),
	}
}
