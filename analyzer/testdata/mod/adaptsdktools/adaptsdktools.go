// Package adaptsdktools defines go-sdk tools with explicit schemas and
// their handlers apart; package adaptsdkserver registers them together.
package adaptsdktools

import (
	"context"
	"encoding/json"
	"errors"

	"example.com/factsmod/adaptsdk"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func ScaleTool() *mcp.Tool {
	return &mcp.Tool{
		Name:        "scale",
		Description: "Scale a node pool.",
		InputSchema: &jsonschema.Schema{
			Type: "object",
			Properties: map[string]*jsonschema.Schema{
				"pool":  {Type: "string"},
				"count": {Type: "integer"},
			},
		},
	}
}

func Scale() adaptsdk.Exec {
	return func(ctx context.Context, args map[string]any) (string, error) {
		count, _ := args["count"].(float64)
		if count > 50 { // want `count must be at most 50, but the schema does not say so`
			return "", errors.New("count must be at most 50")
		}
		pool, _ := args["pool"].(string)
		return pool, nil
	}
}

func RebootTool() *mcp.Tool {
	return &mcp.Tool{
		Name: "reboot",
		InputSchema: &jsonschema.Schema{
			Type: "object",
			Properties: map[string]*jsonschema.Schema{
				"node":  {Type: "string"},
				"delay": {Type: "integer"},
			},
		},
	}
}

type rebootIn struct {
	Node  string `json:"node"`
	Delay int    `json:"delay"`
}

// Reboot returns a low-level handler, paired by its struct's fields.
func Reboot() mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var in rebootIn
		if err := json.Unmarshal(req.Params.Arguments, &in); err != nil {
			return nil, err
		}
		if in.Delay > 300 { // want `delay must be at most 300, but the schema does not say so`
			return &mcp.CallToolResult{IsError: true}, nil
		}
		return &mcp.CallToolResult{}, nil
	}
}
