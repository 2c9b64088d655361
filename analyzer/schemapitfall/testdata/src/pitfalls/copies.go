package pitfalls

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// refuseOffset fails on a copy of what it is given.
func refuseOffset(sent bool) error {
	refused := sent
	if refused {
		return errors.New("page with cursor, not offset")
	}
	return nil
}

// RegisterCopies refuses an argument through a function failing on a
// copy of its parameter: the schema rightly leaves it out.
func RegisterCopies(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("page", mcp.WithString("cursor")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := refuseOffset(req.GetArguments()["offset"] != nil); err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText(req.GetString("cursor", "")), nil
	})
}
