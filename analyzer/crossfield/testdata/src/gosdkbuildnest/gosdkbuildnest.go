// Package gosdkbuildnest: a go-sdk builder that calls another. The
// description a tool gets from the call that names it is edited there;
// one written inside the outer builder is shared by all its tools and is
// not edited.
package gosdkbuildnest

import (
	"context"
	"errors"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func mustTool[In any](s *mcp.Server, name, desc string, h mcp.ToolHandlerFor[In, any]) {
	mcp.AddTool(s, &mcp.Tool{Name: name, Description: desc}, h)
}

// readTool describes every tool it builds the same way.
func readTool[In any](s *mcp.Server, name string, h mcp.ToolHandlerFor[In, any]) {
	mustTool(s, name, "Reads a range.", h)
}

// namedTool passes on the description it is given.
func namedTool[In any](s *mcp.Server, name, desc string, h mcp.ToolHandlerFor[In, any]) {
	mustTool(s, name, desc, h)
}

type RangeIn struct {
	From int `json:"from"`
	To   int `json:"to"`
}

func shared(ctx context.Context, req *mcp.CallToolRequest, in RangeIn) (*mcp.CallToolResult, any, error) {
	if in.From > in.To { // want `the rule over from and to .* is in no description the model reads`
		return nil, nil, errors.New("from must not be after to")
	}
	return nil, nil, nil
}

func own(ctx context.Context, req *mcp.CallToolRequest, in RangeIn) (*mcp.CallToolResult, any, error) {
	if in.From > in.To { // want `the rule over from and to .* is in no description the model reads`
		return nil, nil, errors.New("from must not be after to")
	}
	return nil, nil, nil
}

func Register(s *mcp.Server) {
	readTool(s, "shared", shared)
	namedTool(s, "own", "Reads rows.", own)
}
