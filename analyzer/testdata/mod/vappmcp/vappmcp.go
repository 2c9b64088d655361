// Package vappmcp declares its mcp-go schema property by property, for a
// typed handler whose input and its Validate method are declared in
// package vtypes: the fix goes into the schema, here.
package vappmcp

import (
	"context"
	"errors"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"example.com/factsmod/vtypes"
)

func refund(ctx context.Context, req mcp.CallToolRequest, in vtypes.RefundIn) (*mcp.CallToolResult, error) {
	if err := in.Validate(); err != nil { // want `transferId must start with "tr_", but the schema does not say so` `reason must be at most 200 bytes long, but the schema does not say so`
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

type tagIn struct {
	Tag string `json:"tag"`
}

func (t tagIn) validate() error {
	if !strings.HasPrefix(t.Tag, "t-") { // want `tag must start with "t-", but the schema does not say so`
		return errors.New("tag must start with t-")
	}
	return nil
}

func tag(ctx context.Context, req mcp.CallToolRequest, in tagIn) (*mcp.CallToolResult, error) {
	if err := in.validate(); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("refund",
		mcp.WithString("transferId", mcp.Required()),
		mcp.WithString("reason"),
	), mcp.NewTypedToolHandler(refund))
	s.AddTool(mcp.NewTool("tag",
		mcp.WithString("tag"),
	), mcp.NewTypedToolHandler(tag))
}
