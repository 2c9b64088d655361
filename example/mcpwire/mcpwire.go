// Package mcpwire holds mcp-go tools whose annotations toolvet writes:
// NewTool's defaults, each hint's option, WithToolAnnotation replacing
// them all, and a raw-schema tool's empty annotations; and a tool whose
// property options write what toolvet writes but does not compare
// (defaults, titles, items, an object's properties). Its handlers check
// nothing: the package is there for the runtime comparison of `toolvet
// tools -json` (internal/inventory), not for findings.
package mcpwire

import (
	"context"
	"encoding/json"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// searchArgs has no required field: the schema WithInputSchema infers
// goes out as it is, with no "required" list.
type searchArgs struct {
	Query string `json:"query,omitempty"`
}

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
	s.AddTool(mcp.NewTool("find_notes",
		mcp.WithDescription("Find notes."),
		mcp.WithBoolean("archived", mcp.DefaultBool(false)),
		mcp.WithString("state", mcp.Enum("open", "closed"), mcp.DefaultString("open"), mcp.Title("State")),
		mcp.WithNumber("limit", mcp.DefaultNumber(20), mcp.Min(1)),
		mcp.WithArray("tags",
			mcp.WithStringItems(mcp.MinLength(1), mcp.Description("A tag")),
			mcp.UniqueItems(true),
			mcp.DefaultArray([]string{"inbox"}),
		),
		mcp.WithArray("ids", mcp.WithIntegerItems(mcp.Required())),
		mcp.WithArray("flags", mcp.WithBooleanItems(mcp.Required())),
		mcp.WithArray("kinds", mcp.WithStringEnumItems([]string{"text", "list"})),
		mcp.WithArray("ranges", mcp.Items(map[string]any{
			"type":       "object",
			"properties": map[string]any{"from": map[string]any{"type": "number"}},
		})),
		mcp.WithObject("author",
			mcp.Properties(map[string]any{"name": map[string]any{"type": "string"}}),
			mcp.AdditionalProperties(false),
			mcp.MinProperties(1),
		),
	), ok)
	s.AddTool(mcp.NewTool("search_notes",
		mcp.WithDescription("Search notes."),
		mcp.WithInputSchema[searchArgs](),
	), ok)
	s.AddTool(mcp.NewToolWithRawSchema("raw_note", "A raw note.",
		json.RawMessage(`{"type":"object","properties":{"id":{"type":"string"}}}`)), ok)
}
