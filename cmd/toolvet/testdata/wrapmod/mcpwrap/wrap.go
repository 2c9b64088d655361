// Package mcpwrap is a registration wrapper over mcp-go, published as a
// module of its own: the shape of the wrapper modules projects import.
package mcpwrap

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Registry registers tools with a server.
type Registry struct{ s *server.MCPServer }

// New returns a registry on s.
func New(s *server.MCPServer) *Registry { return &Registry{s: s} }

// Tool registers a tool named name, described by desc, with its options,
// served by h.
func (r *Registry) Tool(name, desc string, h server.ToolHandlerFunc, opts ...mcp.ToolOption) {
	opts = append([]mcp.ToolOption{mcp.WithDescription(desc)}, opts...)
	r.s.AddTool(mcp.NewTool(name, opts...), h)
}

// Typed registers a tool whose schema mcp-go reflects from T and whose
// handler receives the arguments decoded into a T.
func Typed[T any](r *Registry, name, desc string, fn func(context.Context, T) (*mcp.CallToolResult, error)) {
	tool := mcp.NewTool(name, mcp.WithDescription(desc), mcp.WithInputSchema[T]())
	r.s.AddTool(tool, mcp.NewTypedToolHandler(func(ctx context.Context, _ mcp.CallToolRequest, args T) (*mcp.CallToolResult, error) {
		return fn(ctx, args)
	}))
}
