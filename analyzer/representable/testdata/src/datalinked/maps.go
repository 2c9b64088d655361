package datalinked

import (
	"context"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var handlers = map[string]server.ToolHandlerFunc{
	"lookup": handleLookup,
	"search": func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		q := req.GetString("query", "")
		if strings.Contains(q, "*") { // want `query must not contain "\*", but the schema does not say so: declare pattern "\^\[\^\*\]\*\$"`
			return mcp.NewToolResultError("query must not contain *"), nil
		}
		return mcp.NewToolResultText(q), nil
	},
}

func handleLookup(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	n := req.GetInt("limit", 10)
	if n > 50 { // want `limit must be at most 50, but the schema does not say so: declare maximum 50`
		return mcp.NewToolResultError("limit is at most 50"), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

// RegisterMapped looks each tool's handler up by its name.
func RegisterMapped(s *server.MCPServer) {
	for _, t := range []mcp.Tool{
		mcp.NewTool("lookup", mcp.WithInteger("limit")),
		mcp.NewTool("search", mcp.WithString("query")),
	} {
		s.AddTool(t, handlers[t.Name])
	}
}

// patched is written after its literal: which handler a name finds is
// not what the literal says, so nothing is linked through it.
var patched = map[string]server.ToolHandlerFunc{
	"patch": handlePatch,
}

func init() {
	patched["patch"] = handleLookup
}

func handlePatch(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetInt("size", 0) > 9 {
		return mcp.NewToolResultError("size is at most 9"), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

// RegisterPatched registers through the map written twice.
func RegisterPatched(s *server.MCPServer) {
	t := mcp.NewTool("patch", mcp.WithInteger("size"))
	s.AddTool(t, patched[t.Name])
}

// byName holds tools by name, ranged over with their handlers' map.
var byName = map[string]mcp.Tool{
	"export": mcp.NewTool("export", mcp.WithString("format")),
}

var exporters = map[string]server.ToolHandlerFunc{
	"export": func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if f := req.GetString("format", ""); f != "csv" && f != "json" { // want `format must be one of "csv", "json", but the schema does not say so: declare enum \["csv", "json"\]`
			return mcp.NewToolResultError("format is csv or json"), nil
		}
		return mcp.NewToolResultText("exported"), nil
	},
}

// RegisterByName ranges over the handlers and looks each tool up.
func RegisterByName(s *server.MCPServer) {
	for name, h := range exporters {
		s.AddTool(byName[name], h)
	}
}
