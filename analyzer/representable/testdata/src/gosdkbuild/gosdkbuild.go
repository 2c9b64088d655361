// Package gosdkbuild registers go-sdk tools through a helper that builds
// the Tool from a name and a description: each call is its own tool.
package gosdkbuild

import (
	"context"
	"errors"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func mustTool[In any](s *mcp.Server, name, desc string, h mcp.ToolHandlerFor[In, any]) {
	mcp.AddTool(s, &mcp.Tool{Name: name, Description: desc}, h)
}

type LabelIn struct {
	Label string `json:"label"`
}

type LimitIn struct {
	Limit int `json:"limit"`
}

func label(ctx context.Context, req *mcp.CallToolRequest, in LabelIn) (*mcp.CallToolResult, any, error) {
	if !strings.HasPrefix(in.Label, "lbl-") { // want `label must start with "lbl-", but the schema does not say so: state it in the field's jsonschema tag`
		return nil, nil, errors.New("label must start with lbl-")
	}
	return nil, nil, nil
}

func limit(ctx context.Context, req *mcp.CallToolRequest, in LimitIn) (*mcp.CallToolResult, any, error) {
	if in.Limit > 100 { // want `limit must be at most 100, but the schema does not say so: state it in the field's jsonschema tag`
		return nil, nil, errors.New("limit must be at most 100")
	}
	return nil, nil, nil
}

func Register(s *mcp.Server) {
	mustTool(s, "label", "Label an issue", label)
	mustTool(s, "limit", "List issues", limit)
}
