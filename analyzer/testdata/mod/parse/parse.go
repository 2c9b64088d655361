// Package parse reads and checks the arguments of the list tools.
package parse

import (
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
)

// Params are the list tools' arguments.
type Params struct {
	Page  int
	Query string
}

// List reads the arguments of a list tool.
func List(req mcp.CallToolRequest) (Params, error) { // want List:`checks\(-1: must be at most 100; must be at most 50 bytes long\)` List:`guards\(req.GetInt\("page", 1\) > 100; len\(req.GetString\("query", ""\)\) > 50\)`
	page := req.GetInt("page", 1)
	if page > 100 { // atcheck representable "page must be at most 100, but the schema does not say so"
		return Params{}, errors.New("page must be at most 100")
	}
	query := req.GetString("query", "")
	if len(query) > 50 { // atcheck representable "query must be at most 50 bytes long, but the schema does not say so"
		return Params{}, errors.New("query is too long")
	}
	return Params{Page: page, Query: query}, nil
}
