// Package sdkconverter keeps its tools in a type of its own and converts
// each into go-sdk's tool and low-level handler when the server starts,
// handing the pairs to (*mcp.Server).AddTool through generic helpers. The
// converter's closure decodes the arguments before the program's handler
// runs: a failure there is a JSON-RPC error the model never reads, for
// every tool converted.
package sdkconverter

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// ServerTool is the program's own tool.
type ServerTool struct {
	Name        string
	Description string
	Schema      any
	Handler     func(ctx context.Context, args map[string]any) (string, error)
}

// toSDK converts a ServerTool into go-sdk's pair.
func toSDK(st ServerTool) (*mcp.Tool, mcp.ToolHandler, error) {
	if st.Schema == nil {
		return nil, nil, fmt.Errorf("tool %q: missing input schema", st.Name)
	}
	tool := &mcp.Tool{Name: st.Name, Description: st.Description, InputSchema: st.Schema}
	handler := func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		args, err := decodeArgs(req)
		if err != nil {
			return nil, fmt.Errorf("%v for tool %s", err, st.Name) // want `the model cannot read this failure`
		}
		out, err := st.Handler(ctx, args)
		if err != nil {
			return nil, err // the program's handler's error, passed on: not an argument check here
		}
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: out}}}, nil
	}
	return tool, handler, nil
}

// decodeArgs decodes the arguments the model sent.
func decodeArgs(req *mcp.CallToolRequest) (map[string]any, error) {
	var args map[string]any
	if len(req.Params.Arguments) > 0 {
		if err := json.Unmarshal(req.Params.Arguments, &args); err != nil {
			return nil, fmt.Errorf("failed to unmarshal tool call arguments: %w", err)
		}
	}
	return args, nil
}

type converted[M, H any] struct {
	item    M
	handler H
}

func convertAll[T, M, H any](items []T, convert func(T) (M, H, error)) ([]converted[M, H], error) {
	out := make([]converted[M, H], 0, len(items))
	for _, it := range items {
		m, h, err := convert(it)
		if err != nil {
			return nil, err
		}
		out = append(out, converted[M, H]{m, h})
	}
	return out, nil
}

func commit[M, H any](items []converted[M, H], add func(M, H)) {
	for _, c := range items {
		add(c.item, c.handler)
	}
}

// Serve registers the program's tools.
func Serve(s *mcp.Server, tools []ServerTool) error {
	pairs, err := convertAll(tools, toSDK)
	if err != nil {
		return err
	}
	commit(pairs, s.AddTool)
	return nil
}
