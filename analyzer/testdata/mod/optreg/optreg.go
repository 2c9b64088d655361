package optreg // want package:`wrappers\(mcp-go\)`

// Package optreg is registration code other packages call: wrappers that
// pass their ...mcp.ToolOption parameter on to mcp.NewTool.

import (
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Registry registers tools with a server.
type Registry struct{ s *server.MCPServer }

// New returns a registry on s.
func New(s *server.MCPServer) *Registry { return &Registry{s: s} }

// Tool registers a tool of the caller's options, described by desc.
func (r *Registry) Tool(name, desc string, h server.ToolHandlerFunc, opts ...mcp.ToolOption) { // want Tool:`registers\(mcp-go: tool named by 0, described by 1, input type -1, handler 2, options 3\)`
	opts = append([]mcp.ToolOption{mcp.WithDescription(desc)}, opts...)
	r.s.AddTool(mcp.NewTool(name, opts...), h)
}

// Fixed gives every tool a property of its own: no template.
func Fixed(s *server.MCPServer, name string, h server.ToolHandlerFunc, opts ...mcp.ToolOption) {
	s.AddTool(mcp.NewTool(name, append(opts, mcp.WithString("id"))...), h)
}
