// Package objtoolserr defines a tool type whose handler returns a Go
// error; another package registers it, maybe through a middleware that
// makes its errors results, so toolerror says nothing here (a negative).
package objtoolserr

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
)

type Close struct{}

func (Close) Definition() mcp.Tool { return mcp.NewTool("close", mcp.WithString("id")) }

func (Close) Handle(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("id", "") == "" {
		return nil, errors.New("id is required")
	}
	return mcp.NewToolResultText("closed"), nil
}
