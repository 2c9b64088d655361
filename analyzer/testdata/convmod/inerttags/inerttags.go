// Package inerttags has validate tags in a module whose build has no
// go-playground/validator (its go.mod does not mention it): nothing runs
// them, so they are no rules; the handler's own check is one.
package inerttags

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type NoteArgs struct {
	Title string `json:"title" validate:"required,max=80"` // inert: no validator in the build
	Body  string `json:"body"`
}

func note(ctx context.Context, req mcp.CallToolRequest, args NoteArgs) (*mcp.CallToolResult, error) {
	if len(args.Body) > 500 { // want `body must be at most 500 bytes long, but the schema does not say so`
		return mcp.NewToolResultError("body is too long"), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("note", mcp.WithDescription("Writes a note."), mcp.WithInputSchema[NoteArgs]()),
		mcp.NewTypedToolHandler(note))
}
