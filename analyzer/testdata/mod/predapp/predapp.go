// Package predapp guards its handlers with package predlib's predicates,
// read through their facts.
package predapp

import (
	"context"

	"example.com/factsmod/predlib"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("list", mcp.WithNumber("limit")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if !predlib.LimitOK(req) { // want `limit must be at most 100, but the schema does not say so: declare maximum 100`
			return mcp.NewToolResultError("limit is at most 100"), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})
	s.AddTool(mcp.NewTool("tag", mcp.WithString("label")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if !predlib.NoSpace(req.GetString("label", "")) { // want `label must not contain " ", but the schema does not say so: declare pattern "\^\[\^ \]\*\$"`
			return mcp.NewToolResultError("no spaces"), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})
	// Its test calls a function predapp cannot name: no finding.
	s.AddTool(mcp.NewTool("say", mcp.WithString("word")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if !predlib.Pronounceable(req.GetString("word", "")) {
			return mcp.NewToolResultError("say it"), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})
}
