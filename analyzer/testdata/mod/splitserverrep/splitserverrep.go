// Package splitserverrep registers the handlers splithandlers declares
// with schemas that lack their rules: reported at each tool, and fixed in
// its schema.
package splitserverrep

import (
	"example.com/factsmod/splithandlers"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer) {
	m := &splithandlers.Messages{}
	s.AddTool(mcp.NewTool("history", // want `channel must start with "#" \(checked by History at splithandlers.go:19\), but the schema does not say so: declare pattern "\^#"`
		mcp.WithDescription("Read a channel's history: set before or after, not both."),
		mcp.WithString("channel"),
		mcp.WithString("before"),
		mcp.WithString("after"),
	), m.History)
	s.AddTool(mcp.NewTool("post", // want `text must be at most 200 bytes long \(checked by Post at splithandlers.go:33\), but the schema declares maxLength 300: declare maxLength 200`
		mcp.WithString("text", mcp.MaxLength(300)),
	), splithandlers.Post)
	s.AddTool(mcp.NewTool("ping"), splithandlers.Ping)
}
