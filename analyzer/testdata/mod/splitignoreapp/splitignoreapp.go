// Package splitignoreapp registers splitignore's handler.
package splitignoreapp

import (
	"example.com/factsmod/splitignore"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("rename",
		mcp.WithString("from"),
		mcp.WithString("to"),
	), splitignore.Rename)
}
