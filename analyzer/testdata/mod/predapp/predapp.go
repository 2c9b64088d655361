// Package predapp guards its handlers with package predlib's predicates,
// read through their facts: on arguments, on the name of the tool called
// (a handler serving two tools), on a verdict, and inside a guard helper
// of predlib.
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
	s.AddTool(mcp.NewTool("compact", mcp.WithInteger("level")), byName)
	s.AddTool(mcp.NewTool("purge", mcp.WithInteger("level")), byName)
	s.AddTool(mcp.NewTool("label", mcp.WithString("labels")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if !predlib.FewLabels(req) { // want `labels must have 1 to 5 parts separated by ",", but the schema does not say so: declare pattern "\^\[\^,\]\*\(\?:,\[\^,\]\*\)\{0,4\}\$"`
			return mcp.NewToolResultError("at most 5 labels"), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})
	s.AddTool(mcp.NewTool("page", mcp.WithNumber("size")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		size := req.GetFloat("size", 10)
		outside := size < 10 || size > 500
		if err := predlib.RequireInside(outside); err != nil { // want `size must be at least 10 and at most 500, but the schema does not say so: declare minimum 10, maximum 500`
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})
	s.AddTool(mcp.NewTool("own", mcp.WithString("owner"), mcp.WithNumber("dryRun")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res := predlib.CheckOwner(req.GetString("owner", ""))
		if predlib.Rehearsal(req) {
			return mcp.NewToolResultText("rehearsed"), nil
		}
		if predlib.Failed(res) { // want `owner must start with "own_", but the schema does not say so: declare pattern "\^own_" \(no fix: the code checks it only when dryRun is at most 5, and may take other values otherwise\)`
			return res, nil
		}
		return mcp.NewToolResultText("owned"), nil
	})
}

// byName serves two tools; only "compact" checks its level.
func byName(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if predlib.IsCompact(req) {
		return compact(ctx, req)
	}
	return mcp.NewToolResultText("purged"), nil
}

func compact(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetInt("level", 0) > 3 { // want `level must be at most 3, but the schema does not say so: declare maximum 3`
		return mcp.NewToolResultError("level is at most 3"), nil
	}
	return mcp.NewToolResultText("compacted"), nil
}
