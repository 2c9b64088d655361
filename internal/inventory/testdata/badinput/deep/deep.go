// Package deep defines a tool whose handler fails under more nested
// branches than toolvet reads: what was cut is listed with the tool.
package deep

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("nested",
		mcp.WithDescription("Checks deep inside."),
		mcp.WithString("a"), mcp.WithString("b"), mcp.WithString("c"),
		mcp.WithString("d"), mcp.WithString("e"),
	), nested)
}

func nested(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	a, b, c := req.GetString("a", ""), req.GetString("b", ""), req.GetString("c", "")
	d, e := req.GetString("d", ""), req.GetString("e", "")
	if a == "x" {
		if b == "x" {
			if c == "x" {
				if d == "x" {
					if e == "x" {
						if len(a)+len(b) > 1 {
							return nil, errors.New("too many x")
						}
					}
				}
			}
		}
	}
	return mcp.NewToolResultText("ok"), nil
}
