// Package pitfallpredicates: arguments read in predicates of the package
// are read by the handler that calls them, and a lookup a predicate makes
// only to refuse the argument is a refusal, as if written in the handler.
package pitfallpredicates

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// dryRun reads an argument the schema does not declare.
func dryRun(req mcp.CallToolRequest) bool {
	return req.GetBool("dryRun", false) // want `the handler reads argument "dryRun", which the schema of tool "list" does not declare, so the model never sends it`
}

// usesOffset reads offset only for the handler to refuse it.
func usesOffset(req mcp.CallToolRequest) bool {
	return req.GetArguments()["offset"] != nil
}

// absent is false when the lookup found the argument.
func absent(ok bool) bool {
	return !ok
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("list",
		mcp.WithString("cursor"),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if dryRun(req) {
			return mcp.NewToolResultText("dry run"), nil
		}
		if usesOffset(req) { // refused: the schema rightly leaves offset out
			return mcp.NewToolResultError("list pages with cursor, not offset"), nil
		}
		if _, ok := req.GetArguments()["page"]; !absent(ok) { // refused too
			return mcp.NewToolResultError("list pages with cursor, not page"), nil
		}
		// The good case first, its condition held in a variable: the
		// failure after it runs when start is sent.
		noStart := !(req.GetArguments()["start"] != nil)
		if noStart {
			return mcp.NewToolResultText(req.GetString("cursor", "")), nil
		}
		return mcp.NewToolResultError("list pages with cursor, not start"), nil
	})
}
