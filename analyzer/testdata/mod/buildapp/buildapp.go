// Package buildapp builds its tools through package buildreg's builders,
// and through a builder of its own around package reg's.
package buildapp

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"example.com/factsmod/buildreg"
	"example.com/factsmod/reg"
)

// listTool calls another package's builder.
func listTool[In any](name string, h mcp.TypedToolHandlerFunc[In]) server.ServerTool {
	return reg.NewTool[In](name, "Lists items.", h)
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
	if in.Service != "db" && in.Service != "cache" { // want `service must be one of "db", "cache", but the schema does not say so`
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
		buildreg.ReadTool("search", "Searches the catalogue.", search),
		buildreg.PingTool("ping", ping),
		listTool("list", list),
	)
}
