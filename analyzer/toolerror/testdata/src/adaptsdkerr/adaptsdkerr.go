// Package adaptsdkerr: low-level go-sdk handlers built by the project's
// own adapters from functions that receive the decoded arguments (a map,
// or a struct). The adapter decides what their Go error becomes.
package adaptsdkerr

import (
	"context"
	"encoding/json"
	"errors"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Exec runs a call from its argument map.
type Exec func(ctx context.Context, args map[string]any) (string, error)

// raw passes the function's error on: a JSON-RPC error.
func raw(e Exec) mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var args map[string]any
		if err := json.Unmarshal(req.Params.Arguments, &args); err != nil {
			return nil, err
		}
		out, err := e(ctx, args)
		if err != nil {
			return nil, err
		}
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: out}}}, nil
	}
}

// decoded decodes the arguments into In and makes the function's error
// an error result.
func decoded[In any](fn func(context.Context, In) (string, error)) mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var in In
		if err := json.Unmarshal(req.Params.Arguments, &in); err != nil {
			return nil, err
		}
		out, err := fn(ctx, in)
		if err != nil {
			return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: err.Error()}}}, nil
		}
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: out}}}, nil
	}
}

func restart(ctx context.Context, args map[string]any) (string, error) {
	node, _ := args["node"].(string)
	if node == "" {
		return "", errors.New("node is required") // want `the model cannot read this failure: raw passes this handler's Go error on as the library handler's error, and go-sdk sends`
	}
	return node, nil
}

type drainIn struct {
	Node string `json:"node"`
}

func drain(ctx context.Context, in drainIn) (string, error) {
	if in.Node == "" {
		return "", errors.New("node is required") // decoded makes it an error result
	}
	return in.Node, nil
}

func Register(s *mcp.Server) {
	s.AddTool(&mcp.Tool{Name: "restart", InputSchema: json.RawMessage(`{"type":"object"}`)}, raw(restart))
	s.AddTool(&mcp.Tool{Name: "drain", InputSchema: json.RawMessage(`{"type":"object"}`)}, decoded(drain))
}
