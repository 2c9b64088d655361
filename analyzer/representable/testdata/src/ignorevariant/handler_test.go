package ignorevariant

import "github.com/mark3labs/mcp-go/server"

func register(s *server.MCPServer) {
	s.AddTool(tool, handle)
}
