// Package crossfilesame declares its tool in one file and checks arguments in
// another: the fix edits tools.go, so under -samefile (golangci-lint) the
// diagnostic is reported here.
package crossfilesame

import (
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("ticket",
		mcp.WithString("ticketId", // want `ticketId must start with "T-", but the schema does not say so: declare pattern "\^T-"`
			mcp.Required(),
			mcp.Description("The ticket"),
		),
	), handleTicket)
	s.AddTool(mcp.NewTool("gen", mcp.WithString("g")), generatedHandler)
}
