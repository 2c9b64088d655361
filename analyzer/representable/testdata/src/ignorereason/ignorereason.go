// Package ignorereason: under -ignorereason a //toolvet:ignore directive
// without a reason is reported, once: by the first analyzer it names, or
// by representable (the first of the suite) when it names none. It still
// silences its finding.
package ignorereason

import (
	"context"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("t", mcp.WithString("a"), mcp.WithString("b"), mcp.WithString("c"), mcp.WithString("d"),
		mcp.WithString("e"), mcp.WithString("f")),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			//toolvet:ignore representable the prefix is checked again downstream
			if !strings.HasPrefix(req.GetString("a", ""), "a_") {
				return mcp.NewToolResultError("a"), nil
			}
			// want +1 `this //toolvet:ignore directive gives no reason`
			//toolvet:ignore representable
			if !strings.HasPrefix(req.GetString("b", ""), "b_") {
				return mcp.NewToolResultError("b"), nil
			}
			if !strings.HasPrefix(req.GetString("c", ""), "c_") { /* want `this //toolvet:ignore directive gives no reason` */ //toolvet:ignore
				return mcp.NewToolResultError("c"), nil
			}
			// Answered by toolerror, the first analyzer it names: not
			// representable's to report.
			if !strings.HasPrefix(req.GetString("d", ""), "d_") { //toolvet:ignore toolerror,representable
				return mcp.NewToolResultError("d"), nil
			}
			// want +1 `this //toolvet:ignore directive gives no reason` `matched no finding; should it be removed\?`
			//toolvet:ignore representable
			_ = ctx
			//toolvet:ignore legacy clients send anything
			if !strings.HasPrefix(req.GetString("e", ""), "e_") {
				return mcp.NewToolResultError("e"), nil
			}
			// A word that names no analyzer is the reason, even one word.
			if !strings.HasPrefix(req.GetString("f", ""), "f_") { //toolvet:ignore legacy
				return mcp.NewToolResultError("f"), nil
			}
			return mcp.NewToolResultText("ok"), nil
		})
}
