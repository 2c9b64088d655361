// Package buildercompose builds tools through builders that call another
// builder: each call of the outer builder defines one tool, named and
// described by what it passes, its schema inferred from its type argument.
package buildercompose

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func newTool[In any](name, desc string, h mcp.TypedToolHandlerFunc[In]) server.ServerTool {
	return server.ServerTool{
		Tool:    mcp.NewTool(name, mcp.WithDescription(desc), mcp.WithInputSchema[In]()),
		Handler: mcp.NewTypedToolHandler(h),
	}
}

// readTool prefixes the description it is given.
func readTool[In any](name, desc string, h mcp.TypedToolHandlerFunc[In]) server.ServerTool {
	return newTool[In](name, "Read-only. "+desc, h)
}

// pingTool describes every tool it builds the same way.
func pingTool[In any](name string, h mcp.TypedToolHandlerFunc[In]) server.ServerTool {
	return newTool[In](name, "Checks that a service answers.", h)
}

// listTool goes two builders deep.
func listTool[In any](name string, h mcp.TypedToolHandlerFunc[In]) server.ServerTool {
	return readTool(name, "Lists items.", h)
}

type SearchIn struct {
	Query string `json:"query"`
}

func search(ctx context.Context, req mcp.CallToolRequest, in SearchIn) (*mcp.CallToolResult, error) {
	if len(in.Query) < 3 { // want `query must be at least 3 bytes long, but the schema does not say so`
		return mcp.NewToolResultError("query too short"), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

type PingIn struct {
	Service string `json:"service"`
}

func ping(ctx context.Context, req mcp.CallToolRequest, in PingIn) (*mcp.CallToolResult, error) {
	switch in.Service {
	case "db", "cache":
	default: // want `service must be one of "db", "cache", but the schema does not say so`
		return mcp.NewToolResultError("unknown service"), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

type ListIn struct {
	Page int `json:"page,omitempty"`
}

func list(ctx context.Context, req mcp.CallToolRequest, in ListIn) (*mcp.CallToolResult, error) {
	if in.Page > 50 { // want `page must be at most 50, but the schema does not say so`
		return mcp.NewToolResultError("page too large"), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

func Register(s *server.MCPServer) {
	s.AddTools(
		readTool("search", "Searches the catalogue.", search),
		pingTool("ping", ping),
		listTool("list", list),
	)
}
