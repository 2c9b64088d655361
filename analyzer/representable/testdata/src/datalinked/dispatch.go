package datalinked

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// dispatch serves two tools, each by its own function.
func dispatch(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	switch req.Params.Name {
	case "archive":
		return handleArchive(ctx, req)
	case "restore":
		return handleRestore(ctx, req)
	}
	return mcp.NewToolResultError("unknown tool " + req.Params.Name), nil
}

func handleArchive(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	days := req.GetInt("days", 0)
	if days < 1 { // want `days must be at least 1, but the schema does not say so: declare minimum 1`
		return mcp.NewToolResultError("days must be at least 1"), nil
	}
	return mcp.NewToolResultText("archived"), nil
}

func handleRestore(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("bucket", "") == "" { // want `bucket must not be empty, but the schema does not say so: declare required, minLength 1`
		return mcp.NewToolResultError("bucket is required"), nil
	}
	return mcp.NewToolResultText("restored"), nil
}

// byIf dispatches with ifs, and does work of its own for "purge": that
// tool's handler is byIf itself, read whole.
func byIf(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.Params.Name == "compact" {
		return handleCompact(ctx, req)
	}
	return mcp.NewToolResultText("purged"), nil
}

func handleCompact(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetInt("level", 0) > 3 { // want `level must be at most 3, but the schema does not say so: declare maximum 3`
		return mcp.NewToolResultError("level is at most 3"), nil
	}
	return mcp.NewToolResultText("compacted"), nil
}

// RegisterDispatched registers one handler for several tools.
func RegisterDispatched(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("archive", mcp.WithInteger("days")), dispatch)
	s.AddTool(mcp.NewTool("restore", mcp.WithString("bucket")), dispatch)
	s.AddTool(mcp.NewTool("compact", mcp.WithInteger("level")), byIf)
	s.AddTool(mcp.NewTool("purge", mcp.WithInteger("level")), byIf)
}
