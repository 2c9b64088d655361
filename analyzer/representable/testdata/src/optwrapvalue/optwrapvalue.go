// Package optwrapvalue passes an options wrapper on as a function value:
// its calls through the value are out of sight, so the wrapper's own
// NewTool stays a tool (unnamed), and no call defines one of its own.
package optwrapvalue

import (
	"context"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type registry struct{ s *server.MCPServer }

func (r *registry) tool(name, desc string, h server.ToolHandlerFunc, opts ...mcp.ToolOption) {
	opts = append([]mcp.ToolOption{mcp.WithDescription(desc)}, opts...)
	r.s.AddTool(mcp.NewTool(name, opts...), h)
}

func registerAll(add func(string, string, server.ToolHandlerFunc, ...mcp.ToolOption)) {
	add("viaval", "Through a value.", viaval, mcp.WithString("v"))
}

func Register(s *server.MCPServer) {
	r := &registry{s: s}
	registerAll(r.tool)
	r.tool("direct", "Called directly.", direct, mcp.WithString("d"))
}

func viaval(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if !strings.HasPrefix(req.GetString("v", ""), "v_") { // no finding: the schema is out of sight
		return mcp.NewToolResultError("v must start with v_"), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

func direct(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if !strings.HasPrefix(req.GetString("d", ""), "d_") { // no finding: the wrapper is no template
		return mcp.NewToolResultError("d must start with d_"), nil
	}
	return mcp.NewToolResultText("ok"), nil
}
