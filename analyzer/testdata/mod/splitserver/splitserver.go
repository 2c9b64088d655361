// Package splitserver registers the handlers splithandlers declares, with
// their schemas: the rules those handlers enforce are reported here, at
// each tool, and fixed in its schema.
package splitserver

import (
	"example.com/factsmod/splithandlers"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer) {
	m := &splithandlers.Messages{}
	s.AddTool(mcp.NewTool("history", // want `the rule over before and after \(before != "" && after != "", checked by History at splithandlers.go:24\) is in no description the model reads: add "Set before or after, not both." to the description of tool "history"`
		mcp.WithDescription("Read a channel's history."),
		mcp.WithString("channel"),
		mcp.WithString("before"),
		mcp.WithString("after"),
	), m.History)
	s.AddTool(mcp.NewTool("ping"), splithandlers.Ping)
}
