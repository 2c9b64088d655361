// Package mcpgo: tools defined with mcp-go, registered in its usual ways,
// beside calls that define no tool.
package mcpgo

import (
	"context"
	"encoding/json"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type LookupArgs struct {
	ID string `json:"id"`
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("inline", mcp.WithString("a"), mcp.WithNumber("b")), // want `tool "inline" \(mcp-go\): handler linked; properties a, b$`
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return mcp.NewToolResultText("ok"), nil
		})

	s.AddTool(byVar, handleByVar)

	s.AddTools(server.ServerTool{
		Tool:    mcp.NewTool("literal", mcp.WithString("q")), // want `tool "literal" \(mcp-go\): handler linked; properties q$`
		Handler: handleByVar,
	})

	s.AddTool(mcp.NewToolWithRawSchema("raw", "Raw schema", json.RawMessage(`{"type":"object","properties":{"x":{"type":"string"}}}`)), handleByVar) // want `tool "raw" \(mcp-go\): handler linked; properties x$`

	s.AddTool(mcp.NewTool("typed", mcp.WithInputSchema[LookupArgs]()), mcp.NewTypedToolHandler(handleTyped)) // want `tool "typed" \(mcp-go\): handler linked; properties id$`
}

var byVar = mcp.NewTool("byvar", mcp.WithDescription("Found through a variable."), mcp.WithString("id", mcp.Required())) // want `tool "byvar" \(mcp-go\): handler linked; properties id$`

func handleByVar(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText(req.GetString("id", "")), nil
}

func handleTyped(ctx context.Context, req mcp.CallToolRequest, args LookupArgs) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText(args.ID), nil
}

// Defined, never registered: a tool without a handler.
var orphan = mcp.NewTool("orphan", mcp.WithBoolean("dry")) // want `tool "orphan" \(mcp-go\): no handler; properties dry$`

// A name that is no constant.
func Named(name string) mcp.Tool {
	return mcp.NewTool(name) // want `tool \? \(mcp-go\): no handler$`
}

// Not tool definitions: a result, a local function and a method that share
// mcp-go's names.
func notTools(ctx context.Context) {
	_ = mcp.NewToolResultText("NewTool")
	_ = NewTool("shadow")
	var r registry
	r.AddTool(mcp.Tool{}, nil)
}

func NewTool(name string) string { return name }

type registry struct{}

func (registry) AddTool(t mcp.Tool, h server.ToolHandlerFunc) {}
