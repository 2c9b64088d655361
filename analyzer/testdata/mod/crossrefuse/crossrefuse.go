// Package crossrefuse reads arguments only to refuse them, through a
// guard helper and a predicate of another package of its module, and
// reads one through a predicate there.
package crossrefuse

import (
	"context"

	"example.com/factsmod/predlib"
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
	s.AddTool(mcp.NewTool("feed", mcp.WithString("cursor")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if _, ok := req.GetArguments()["page"]; !predlib.Absent(ok) { // refused: the handler fails when it is sent
			return mcp.NewToolResultError("page with the cursor"), nil
		}
		if predlib.Quiet(req) { // want `the handler reads argument "verbose", which the schema of tool "feed" does not declare, so the model never sends it`
			return mcp.NewToolResultText("…"), nil
		}
		return mcp.NewToolResultText(req.GetString("cursor", "")), nil
	})
	// A predicate calling itself: its reads are read, and the reading
	// ends.
	s.AddTool(mcp.NewTool("deep", mcp.WithNumber("level")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if predlib.Deep(req, 3) {
			return mcp.NewToolResultText("deep"), nil
		}
		return mcp.NewToolResultText("shallow"), nil
	})
}
