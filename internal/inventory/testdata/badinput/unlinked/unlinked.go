// Package unlinked defines a tool that another package registers with
// a handler toolvet does not see: found, not linked.
package unlinked

import "github.com/mark3labs/mcp-go/mcp"

// Tool is registered elsewhere.
func Tool() mcp.Tool {
	return mcp.NewTool("orphan", mcp.WithDescription("Registered elsewhere."), mcp.WithString("q"))
}
