// Package mcpgowire: mcp-go property options that write what toolvet
// writes but does not compare, and ones it cannot read.
package mcpgowire

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer, state string, itemOpts []mcp.PropertyOption, destructive bool) {
	s.AddTool(mcp.NewTool("notes",
		mcp.WithString("a", mcp.DefaultString("x"), mcp.Title("A")),
		mcp.WithString("b", mcp.DefaultString(state)),
		mcp.WithNumber("n", mcp.DefaultNumber(2.5)),
		mcp.WithArray("c", mcp.WithStringItems(mcp.MinLength(1))),
		mcp.WithArray("d", mcp.WithStringItems(itemOpts...)),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return nil, nil
	})
	// Annotations: NewTool's defaults, a hint set, and a title and a hint
	// that are no constants (left out, named unread).
	s.AddTool(mcp.NewTool("annotated",
		mcp.WithTitleAnnotation(state),
		mcp.WithReadOnlyHintAnnotation(true),
		mcp.WithDestructiveHintAnnotation(destructive),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return nil, nil
	})
}
