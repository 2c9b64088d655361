package buildreg // want package:`wrappers\(mcp-go\)`

// Package buildreg builds tools through package reg's builder.

import (
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"example.com/factsmod/reg"
)

// ReadTool marks the tools it builds read-only.
func ReadTool[In any](name, desc string, h mcp.TypedToolHandlerFunc[In]) server.ServerTool { // want ReadTool:`registers\(mcp-go: tool named by 0, described by 1, input type 0, description after "Read-only. ", handler 2 typed\)`
	return reg.NewTool[In](name, "Read-only. "+desc, h)
}

// PingTool describes every tool it builds the same way.
func PingTool[In any](name string, h mcp.TypedToolHandlerFunc[In]) server.ServerTool { // want PingTool:`registers\(mcp-go: tool named by 0, described by -1, input type 0, description after "Checks a service.", handler 1 typed\)`
	return reg.NewTool[In](name, "Checks a service.", h)
}
