// Package mcpwire holds mcp-go tools whose annotations toolvet writes:
// NewTool's defaults, each hint's option, WithToolAnnotation replacing
// them all, and a raw-schema tool's empty annotations. Its handlers check
// nothing: the package is there for the runtime comparison of `toolvet
// tools -json` (internal/inventory), not for findings.
package mcpwire

import (
	"context"
	"encoding/json"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func ok(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("ok"), nil
}

// Register adds the tools to s.
func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("read_note",
		mcp.WithDescription("Read a note."),
		mcp.WithTitleAnnotation("Read note"),
		mcp.WithReadOnlyHintAnnotation(true),
		mcp.WithDestructiveHintAnnotation(false),
		mcp.WithString("id"),
	), ok)
	s.AddTool(mcp.NewTool("delete_note",
		mcp.WithDescription("Delete a note."),
		mcp.WithToolAnnotation(mcp.ToolAnnotation{
			Title:          "Delete note",
			IdempotentHint: mcp.ToBoolPtr(true),
		}),
		mcp.WithString("id"),
	), ok)
	s.AddTool(mcp.NewToolWithRawSchema("raw_note", "A raw note.",
		json.RawMessage(`{"type":"object","properties":{"id":{"type":"string"}}}`)), ok)
}
