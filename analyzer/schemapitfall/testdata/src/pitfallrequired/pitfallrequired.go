// Package pitfallrequired: a property the schema marks required that the
// handler reads only with a non-zero default.
package pitfallrequired

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer, fallbackSort string) {
	s.AddTool(mcp.NewTool("list",
		mcp.WithNumber("limit", mcp.Required()),
		mcp.WithString("sort", mcp.Required()),
		mcp.WithBoolean("verbose", mcp.Required()),
		mcp.WithString("id", mcp.Required()),
		mcp.WithBoolean("dry", mcp.Required()),
		mcp.WithNumber("page"),
		mcp.WithNumber("n", mcp.Required()),
		mcp.WithString("order", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		limit := req.GetInt("limit", 10)        // want `the schema of tool "list" marks "limit" required, but the handler reads it with the default 10, so a call without it works: the model must choose a value it could leave out, and never learns the default; make it optional and declare default 10, or read it as required`
		sort := req.GetString("sort", "asc")    // want `marks "sort" required, but the handler reads it with the default "asc"`
		verbose := req.GetBool("verbose", true) // want `marks "verbose" required, but the handler reads it with the default true`
		// Not reported: a zero default is how a required argument is read
		// without an error; page is optional; n is also read as required;
		// order's default is not a constant.
		id := req.GetString("id", "")
		dry := req.GetBool("dry", false)
		page := req.GetInt("page", 1)
		n := req.GetInt("n", 5)
		if _, err := req.RequireInt("n"); err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		order := req.GetString("order", fallbackSort)
		_, _, _, _, _, _, _, _ = limit, sort, verbose, id, dry, page, n, order
		return mcp.NewToolResultText("ok"), nil
	})
}
