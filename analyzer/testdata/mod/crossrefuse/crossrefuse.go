// Package crossrefuse reads arguments only to refuse them, through a
// guard helper of another package of its module.
package crossrefuse

import (
	"context"

	"example.com/factsmod/validate"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("list", mcp.WithNumber("page")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		args := req.GetArguments()
		_, sent := args["offset"] // refused: validate.Refuse fails when it is sent
		if err := validate.Refuse(sent); err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		n, _ := validate.IntArg(args, "perPage") // want `the handler reads argument "perPage", which the schema of tool "list" does not declare, so the model never sends it`
		return mcp.NewToolResultText(string(rune(n))), nil
	})
}
