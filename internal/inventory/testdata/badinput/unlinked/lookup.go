package unlinked

import (
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// handlers is filled at run time by Handle: no function toolvet can
// follow is in it where the tool is registered.
var handlers = map[string]server.ToolHandlerFunc{}

// Handle sets the handler of the tool name.
func Handle(name string, h server.ToolHandlerFunc) { handlers[name] = h }

// Register registers a tool whose handler is a map lookup.
func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("looked_up", mcp.WithDescription("Served by a handler set at run time.")), handlers["looked_up"])
}
