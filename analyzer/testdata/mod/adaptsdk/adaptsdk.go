package adaptsdk // want package:`wrappers\(go-sdk\)`

// Package adaptsdk defines the module's own go-sdk handler shape and its
// adapter to the low-level handler.

import (
	"context"
	"encoding/json"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Exec runs a call from its argument map.
type Exec func(ctx context.Context, args map[string]any) (string, error) // want Exec:`adapted\(go-sdk, argument 1, converts errors\)`

// Low adapts an Exec, its errors error results.
func Low(e Exec) mcp.ToolHandler { // want Low:`adapts\(go-sdk: handler 0, arguments map as 1, converts errors\)`
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var args map[string]any
		if err := json.Unmarshal(req.Params.Arguments, &args); err != nil {
			return nil, err
		}
		out, err := e(ctx, args)
		if err != nil {
			return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: err.Error()}}}, nil
		}
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: out}}}, nil
	}
}
