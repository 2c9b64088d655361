// Package crossfile declares its tool in one file and checks arguments in
// another: the diagnostic is at the check, its fix edits tools.go.
package crossfile

import (
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("ticket",
		mcp.WithString("ticketId",
			mcp.Required(),
			mcp.Description("The ticket"),
		),
	), handleTicket)
	s.AddTool(mcp.NewTool("gen", mcp.WithString("g")), generatedHandler)
}
