// Package sdkconverterwrapped converts its own tools into go-sdk's pairs as
// sdkconverter does, but wraps every handler it registers in a middleware
// that turns a Go error into a result marked as error: the converter's
// failures reach the model, and toolvet stays quiet.
package sdkconverterwrapped

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

func toSDK(st ServerTool) (*mcp.Tool, mcp.ToolHandler, error) {
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

// asResult returns h's Go error as a result marked as error.
func asResult(h mcp.ToolHandler) mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := h(ctx, req)
		if err != nil {
			return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: err.Error()}}}, nil
		}
		return res, nil
	}
}

func Serve(s *mcp.Server, tools []ServerTool) error {
	for _, st := range tools {
		t, h, err := toSDK(st)
		if err != nil {
			return err
		}
		s.AddTool(t, asResult(h))
	}
	return nil
}
