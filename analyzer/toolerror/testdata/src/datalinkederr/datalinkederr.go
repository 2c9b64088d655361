// Package datalinkederr: Go errors of handlers linked through data (a
// type per tool, a map of handlers by name, a dispatch on the name
// called), which mcp-go sends as JSON-RPC errors; and a middleware around
// the list's handlers that turns them into error results.
package datalinkederr

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type tool interface {
	Definition() mcp.Tool
	Handle(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error)
}

type closeTool struct{}

func (closeTool) Definition() mcp.Tool { return mcp.NewTool("close", mcp.WithString("id")) }

func (closeTool) Handle(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("id", "") == "" {
		return nil, errors.New("id is required") // want `the model cannot read this failure: mcp-go sends a Go error`
	}
	return mcp.NewToolResultText("closed"), nil
}

type openTool struct{}

func (openTool) Definition() mcp.Tool { return mcp.NewTool("open", mcp.WithString("id")) }

func (openTool) Handle(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("id", "") == "" {
		return nil, errors.New("id is required") // a middleware makes it an error result
	}
	return mcp.NewToolResultText("opened"), nil
}

// asResult turns a handler's Go error into an error result.
func asResult(h server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := h(ctx, req)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return res, nil
	}
}

var handlers = map[string]server.ToolHandlerFunc{"rename": handleRename}

func handleRename(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("to", "") == "" {
		return nil, errors.New("to is required") // want `the model cannot read this failure: mcp-go sends a Go error`
	}
	return mcp.NewToolResultText("renamed"), nil
}

func dispatch(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	switch req.Params.Name {
	case "tag":
		return handleTag(ctx, req)
	}
	return mcp.NewToolResultError("unknown tool"), nil
}

func handleTag(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("label", "") == "" {
		return nil, errors.New("label is required") // want `the model cannot read this failure: mcp-go sends a Go error`
	}
	return mcp.NewToolResultText("tagged"), nil
}

func Register(s *server.MCPServer) {
	for _, t := range []tool{closeTool{}} {
		s.AddTool(t.Definition(), t.Handle)
	}
	for _, t := range []tool{openTool{}} {
		s.AddTool(t.Definition(), asResult(t.Handle))
	}
	rename := mcp.NewTool("rename", mcp.WithString("to"))
	s.AddTool(rename, handlers[rename.Name])
	s.AddTool(mcp.NewTool("tag", mcp.WithString("label")), dispatch)
}
