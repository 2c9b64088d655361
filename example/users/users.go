// Package users is a tool whose schema already states every rule its
// handler checks, but whose failures are Go errors the model never reads:
// toolerror's fix returns them as error results, and writes a constant
// message as itself, without fmt.Sprintf (scripts/fixsafety.sh runs
// staticcheck over the fixed code).
package users

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Register adds the lookup_user tool to s.
func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("lookup_user",
		mcp.WithDescription("Look up a user."),
		mcp.WithString("userId", mcp.Required(), mcp.Pattern("^usr_"), mcp.MaxLength(40)),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		id := req.GetString("userId", "")
		if !strings.HasPrefix(id, "usr_") {
			return nil, fmt.Errorf("userId must start with usr_")
		}
		if len(id) > 40 {
			return nil, errors.New("userId is too long")
		}
		return mcp.NewToolResultText("found " + id), nil
	})
}
