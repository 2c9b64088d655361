package wrapperserr

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// safeLiteral turns a copy of the handler's error into an error result it
// writes itself: the model reads it.
func safeLiteral(h server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := h(ctx, req)
		failed := err
		if failed != nil {
			return &mcp.CallToolResult{Content: []mcp.Content{mcp.TextContent{Type: "text", Text: failed.Error()}}, IsError: true}, nil
		}
		return res, nil
	}
}

func handleCopied(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("id", "") == "" {
		return nil, errors.New("id is required") // safeLiteral converts it
	}
	return mcp.NewToolResultText("ok"), nil
}

// RegisterCopies registers through a middleware that converts a copy of
// the error.
func RegisterCopies(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("c", mcp.WithString("id")), safeLiteral(handleCopied))
}
