package sdkreflmid // want package:`wrappers\(go-sdk\)`

// Package sdkreflmid calls sdkreflreg's reflecting wrapper with its own
// parameters, a constant before the description: its function is a
// wrapper in turn, for the packages that call it.

import (
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/factsmod/sdkreflreg"
)

// ReadOnly registers a read-only tool.
func ReadOnly(s *mcp.Server, name, desc string, args any, h mcp.ToolHandler) error { // want ReadOnly:`registers\(go-sdk: tool named by 1, described by 2, input type -1, description after "Read-only. ", handler 4, schema jsonschema-go, reflects 3 with its reflector\)`
	return sdkreflreg.Register(s, name, "Read-only. "+desc, args, h)
}
