// Package objserver registers objtools' tools from a list.
package objserver

import (
	"context"

	"example.com/factsmod/objtools"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type tool interface {
	Definition() mcp.Tool
	Handle(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error)
}

func Register(s *server.MCPServer) {
	for _, t := range []tool{&objtools.Transfer{Limit: 5}} {
		s.AddTool(t.Definition(), t.Handle)
	}
	r := objtools.Refund{}
	s.AddTool(r.Definition(), r.Handler())
}
