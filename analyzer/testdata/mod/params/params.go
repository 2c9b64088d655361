// Package params reads tool arguments, as github-mcp-server's helpers do.
package params

import (
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
)

// Required returns the argument named p, which must be present.
func Required[T comparable](r mcp.CallToolRequest, p string) (T, error) { // want Required:`readsArg\(1\)`
	var zero T
	v, ok := r.GetArguments()[p].(T)
	if !ok {
		return zero, fmt.Errorf("missing required parameter: %s", p)
	}
	return v, nil
}

// OptionalInt returns the integer argument named p, or 0.
func OptionalInt(r mcp.CallToolRequest, p string) int { return r.GetInt(p, 0) } // want OptionalInt:`readsArg\(1\)`
