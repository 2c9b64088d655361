// Package branchescross has rules for one mode of a tool: a check nested
// in a branch or a switch case over another argument.
package branchescross

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type handler struct{}

func (h *handler) manage(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	op := req.GetString("operation", "")
	name := req.GetString("name", "")
	if op == "rename" {
		if req.GetString("to", "") == name { // want `the rule over operation, to and name .* is in no description the model reads`
			return mcp.NewToolResultError("the new name must differ"), nil
		}
	}
	// Reached only when op is not "delete": read under that condition.
	if op == "delete" {
		return mcp.NewToolResultText("deleted"), nil
	}
	if op == "archive" && req.GetString("reason", "") == "" { // want `the rule over operation and reason .* is in no description the model reads`
		return mcp.NewToolResultError("a reason is required"), nil
	}
	switch op {
	case "create":
		if name == "" { // want `the rule over operation and name \(op == "create" && name == ""\) is in no description the model reads: add "name is required to create." to the description of tool "manage"`
			return mcp.NewToolResultError("name is required to create"), nil
		}
		return mcp.NewToolResultText("created"), nil
	case "archive", "restore":
		if req.GetString("note", "") == "" { // want `the rule over operation and note .* is in no description the model reads`
			return mcp.NewToolResultError("a note is required"), nil
		}
		return mcp.NewToolResultText("done"), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

func Register(s *server.MCPServer) {
	h := &handler{}
	s.AddTool(mcp.NewTool("manage",
		mcp.WithDescription("Manages items."),
		mcp.WithString("operation", mcp.Enum("create", "archive", "restore", "delete", "rename")),
		mcp.WithString("name"),
		mcp.WithString("reason"),
		mcp.WithString("to"),
		mcp.WithString("note"),
	), h.manage)
}
