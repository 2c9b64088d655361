package wrapperserr

import (
	"context"
	"errors"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// RegisterWorkers registers handlers that read their arguments and hand
// the values to a function answering the call in their stead: a Go error
// the worker returns is the handler's.
func RegisterWorkers(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("rename", mcp.WithString("name")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		name := req.GetString("name", "")
		return rename(name)
	})
	s.AddTool(mcp.NewTool("renameSafe", mcp.WithString("name")), safe(func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		name := req.GetString("name", "")
		return renameChecked(name)
	}))
}

func rename(name string) (*mcp.CallToolResult, error) {
	if strings.TrimSpace(name) == "" {
		return nil, errors.New("name is required") // want `the model cannot read this failure`
	}
	return mcp.NewToolResultText("renamed"), nil
}

// renameChecked is reached only through safe, which converts its error.
func renameChecked(name string) (*mcp.CallToolResult, error) {
	if strings.TrimSpace(name) == "" {
		return nil, errors.New("name is required") // safe() converts it
	}
	return mcp.NewToolResultText("renamed"), nil
}
