// Package sdkconverteronly converts its own tools into go-sdk's pairs but
// registers none itself: another package decides what wraps them, so the
// converter's errors are not judged here.
package sdkconverteronly

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type ServerTool struct {
	Name    string
	Schema  any
	Handler func(ctx context.Context, args map[string]any) (string, error)
}

// ToSDK converts a ServerTool into go-sdk's pair.
func ToSDK(st ServerTool) (*mcp.Tool, mcp.ToolHandler, error) {
	tool := &mcp.Tool{Name: st.Name, InputSchema: st.Schema}
	handler := func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var args map[string]any
		if err := json.Unmarshal(req.Params.Arguments, &args); err != nil {
			return nil, fmt.Errorf("bad arguments: %w", err)
		}
		out, err := st.Handler(ctx, args)
		if err != nil {
			return nil, err
		}
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: out}}}, nil
	}
	return tool, handler, nil
}
