package sdkreg // want package:`wrappers\(go-sdk\)`

// Package sdkreg is the module's own go-sdk registration code.

import "github.com/modelcontextprotocol/go-sdk/mcp"

// Add registers a typed tool: the SDK turns its handler's Go error into an
// error result.
func Add[In any](s *mcp.Server, t *mcp.Tool, h mcp.ToolHandlerFor[In, any]) { // want Add:`registers\(go-sdk: tool 1, handler 2 typed\)`
	mcp.AddTool(s, t, h)
}

// Low registers a low-level tool: its handler's Go error becomes a
// JSON-RPC error.
func Low(s *mcp.Server, t *mcp.Tool, h mcp.ToolHandler) { // want Low:`registers\(go-sdk: tool 1, handler 2\)`
	s.AddTool(t, h)
}

// MustTool builds the Tool from a name and a description.
func MustTool[In any](s *mcp.Server, name, desc string, h mcp.ToolHandlerFor[In, any]) { // want MustTool:`registers\(go-sdk: tool named by 1, described by 2, input type -1, handler 3 typed\)`
	mcp.AddTool(s, &mcp.Tool{Name: name, Description: desc}, h)
}
