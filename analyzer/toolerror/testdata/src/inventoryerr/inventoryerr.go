// Package inventoryerr registers low-level go-sdk tools from a slice: their
// handlers' Go errors become JSON-RPC errors.
package inventoryerr

import (
	"context"
	"encoding/json"
	"errors"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type args struct {
	ID string `json:"id"`
}

func get(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var a args
	if err := json.Unmarshal(req.Params.Arguments, &a); err != nil {
		return nil, err // want `the model cannot read this failure`
	}
	if a.ID == "" {
		return nil, errors.New("id is required") // want `the model cannot read this failure`
	}
	return &mcp.CallToolResult{}, nil
}

func Register(s *mcp.Server) {
	defs := []struct {
		tool    *mcp.Tool
		handler mcp.ToolHandler
	}{
		{tool: &mcp.Tool{Name: "get"}, handler: get},
	}
	for _, d := range defs {
		s.AddTool(d.tool, d.handler)
	}
}
