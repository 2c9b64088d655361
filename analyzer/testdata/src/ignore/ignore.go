// Package ignore: //toolvet:ignore silences a finding on its line or the
// line below.
package ignore

import (
	"context"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("t", mcp.WithString("a"), mcp.WithString("b"), mcp.WithString("c"), mcp.WithString("d")),
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
			return mcp.NewToolResultText("ok"), nil
		})
}
