// Package ignore: //toolvet:ignore silences a finding on its own line when
// it trails code, on the next line when it stands alone, and a directive
// naming representable that silences nothing is reported.
package ignore

import (
	"context"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("t", mcp.WithString("a"), mcp.WithString("b"), mcp.WithString("c"), mcp.WithString("d"),
		mcp.WithString("e"), mcp.WithString("f"), mcp.WithString("g"), mcp.WithString("h")),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			//toolvet:ignore representable the prefix is checked again downstream
			if !strings.HasPrefix(req.GetString("a", ""), "a_") {
				return mcp.NewToolResultError("a"), nil
			}
			if !strings.HasPrefix(req.GetString("b", ""), "b_") { //toolvet:ignore legacy clients send anything
				return mcp.NewToolResultError("b"), nil
			}
			if !strings.HasPrefix(req.GetString("c", ""), "c_") { //toolvet:ignore crossfield,toolerror not this analyzer // want `c must start with "c_"`
				return mcp.NewToolResultError("c"), nil
			}
			if !strings.HasPrefix(req.GetString("d", ""), "d_") { // want `d must start with "d_"`
				return mcp.NewToolResultError("d"), nil
			}
			_ = ctx                                               //toolvet:ignore representable a trailing directive is about its own line // want `this //toolvet:ignore directive matched no finding; should it be removed\?`
			if !strings.HasPrefix(req.GetString("e", ""), "e_") { // want `e must start with "e_"`
				return mcp.NewToolResultError("e"), nil
			}
			//toolvet:ignore toolerror,crossfield a directive for other analyzers
			if !strings.HasPrefix(req.GetString("f", ""), "f_") { // want `f must start with "f_"`
				return mcp.NewToolResultError("f"), nil
			}
			//toolvet:ignore representable,toolerror the line below holds a toolerror finding only // want `this //toolvet:ignore directive matched no representable finding; should representable be removed from it\?`
			_ = ctx
			//toolvet:ignore a directive naming no analyzer is never judged: another may use it
			_ = ctx
			//toolvet:ignore representable the directive is not the next line's // want `matched no finding`
			// (a comment between)
			if !strings.HasPrefix(req.GetString("g", ""), "g_") { // want `g must start with "g_"`
				return mcp.NewToolResultError("g"), nil
			}
			//toolvet:ignore representable,toolerror one name used is enough for representable
			if !strings.HasPrefix(req.GetString("h", ""), "h_") {
				return mcp.NewToolResultError("h"), nil
			}
			return mcp.NewToolResultText("ok"), nil
		})
}
