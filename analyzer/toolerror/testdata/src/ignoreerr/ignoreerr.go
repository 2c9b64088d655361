// Package ignoreerr: //toolvet:ignore with toolerror's findings.
package ignoreerr

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("t", mcp.WithString("a"), mcp.WithString("b"), mcp.WithString("c"), mcp.WithString("d"), mcp.WithString("e")),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if req.GetString("a", "") == "" {
				//toolvet:ignore toolerror our client reads JSON-RPC errors
				return nil, errors.New("a is required")
			}
			if req.GetString("b", "") == "" {
				return nil, errors.New("b is required") //toolvet:ignore toolerror,representable our client reads JSON-RPC errors
			}
			if req.GetString("c", "") == "" { //toolvet:ignore toolerror on the if, not the return // want `this //toolvet:ignore directive matched no finding; should it be removed\?`
				return nil, errors.New("c is required") // want `the model cannot read this failure`
			}
			if req.GetString("d", "") == "" {
				//toolvet:ignore representable not toolerror
				return nil, errors.New("d is required") // want `the model cannot read this failure`
			}
			if req.GetString("e", "") == "" {
				//toolvet:ignore toolerror,representable the line below holds no finding // want `this //toolvet:ignore directive matched no toolerror finding; should toolerror be removed from it\?`
				_ = ctx
				return mcp.NewToolResultError("e is required"), nil
			}
			return mcp.NewToolResultText("ok"), nil
		})
}
