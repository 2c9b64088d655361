// Package split declares its tool in one file and checks its argument in
// another: the finding is reported at the declaration, where the fix
// goes, and points at the check.
package split

import (
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("ship",
		mcp.WithDescription("Ship an order."),
		mcp.WithString("orderId", mcp.Required()),
		mcp.WithNumber("count", mcp.Required(), mcp.Max(10)),
	), ship)
}
