package sdkbuild // want package:`wrappers\(go-sdk\)`

// Package sdkbuild builds go-sdk tools through package sdkreg's builder.

import (
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/factsmod/sdkreg"
)

// ReadTool describes every tool it builds the same way.
func ReadTool[In any](s *mcp.Server, name string, h mcp.ToolHandlerFor[In, any]) { // want ReadTool:`registers\(go-sdk: tool named by 1, described by -1, input type -1, description after "Reads a range.", handler 2 typed\)`
	sdkreg.MustTool(s, name, "Reads a range.", h)
}

// NamedTool passes on the description it is given.
func NamedTool[In any](s *mcp.Server, name, desc string, h mcp.ToolHandlerFor[In, any]) { // want NamedTool:`registers\(go-sdk: tool named by 1, described by 2, input type -1, handler 3 typed\)`
	sdkreg.MustTool(s, name, desc, h)
}
