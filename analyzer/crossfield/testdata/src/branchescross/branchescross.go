// Package branchescross has rules for one mode of a tool: a check nested
// in a branch or a switch case over another argument.
package branchescross

import (
	"context"
	"encoding/base64"
	"errors"
	"time"

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

// window is the other shape of a mode rule: an argument that must not be
// set for one operation, and two parsed times compared.
func (h *handler) window(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	switch req.GetString("operation", "") {
	case "create":
		if id := req.GetString("id", ""); id != "" { // want `the rule over operation and id .* is in no description the model reads: add "When operation is \\"create\\", id must not be set."`
			return mcp.NewToolResultError("id is set by the server"), nil
		}
	}
	if req.GetString("operation", "") == "import" {
		if _, err := base64.StdEncoding.DecodeString(req.GetString("data", "")); err != nil { // want `the rule over operation and data .* is in no description the model reads: add "When operation is \\"import\\", data must be base64."`
			return mcp.NewToolResultError("data is not base64"), nil
		}
	}
	start, err := time.Parse(time.RFC3339, req.GetString("start", ""))
	if err != nil {
		return mcp.NewToolResultError("start must be an RFC 3339 time"), nil
	}
	end, err := time.Parse(time.RFC3339, req.GetString("end", ""))
	if err != nil {
		return mcp.NewToolResultError("end must be an RFC 3339 time"), nil
	}
	if !end.After(start) { // want `the rule over end and start \(!end.After\(start\)\) is in no description the model reads: add "end must be after start."`
		return mcp.NewToolResultError("the window is empty"), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

func RegisterWindow(s *server.MCPServer) {
	h := &handler{}
	s.AddTool(mcp.NewTool("window",
		mcp.WithDescription("Opens a window."),
		mcp.WithString("operation", mcp.Enum("create", "update", "import")),
		mcp.WithString("data"),
		mcp.WithString("id"),
		mcp.WithString("start", mcp.Required()),
		mcp.WithString("end", mcp.Required()),
	), h.window)
}

// publish checks in validation closures under a mode: each rule is
// phrased, and its sentence offered, as the check written in the case is.
func (h *handler) publish(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	op := req.GetString("operation", "")
	title := req.GetString("title", "")
	switch op {
	case "schedule":
		check := func(req mcp.CallToolRequest) error {
			if req.GetString("at", "") == "" {
				return errors.New("a time is required")
			}
			return nil
		}
		if err := check(req); err != nil { // want `the rule over operation and at .* is in no description the model reads: add "When operation is \\"schedule\\", at must be set." to the description of tool "publish"`
			return mcp.NewToolResultError(err.Error()), nil
		}
	case "now":
		named := func(title string) error {
			if title == "" {
				return errors.New("title is required to publish now")
			}
			return nil
		}
		if err := named(title); err != nil { // want `the rule over operation and title .* is in no description the model reads: add "title is required to publish now." to the description of tool "publish"`
			return mcp.NewToolResultError(err.Error()), nil
		}
	}
	return mcp.NewToolResultText("ok"), nil
}

func RegisterPublish(s *server.MCPServer) {
	h := &handler{}
	s.AddTool(mcp.NewTool("publish",
		mcp.WithDescription("Publishes a post."),
		mcp.WithString("operation", mcp.Enum("now", "schedule", "draft")),
		mcp.WithString("title"),
		mcp.WithString("at"),
	), h.publish)
}
