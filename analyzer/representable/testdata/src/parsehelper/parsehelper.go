// Package parsehelper reads and checks its arguments in one function,
// parseParams(req) (params, error), as many servers do: its checks are the
// tool's rules, reported at the checks in the helper, since the guard that
// fails on its error shows none of them. A verdict helper several tools
// share is likewise reported at its check, once per tool's fix.
package parsehelper

import (
	"context"
	"errors"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type listParams struct {
	Page  int
	Query string
}

func parseParams(req mcp.CallToolRequest) (listParams, error) {
	page := req.GetInt("page", 1)
	if page > 100 { // want `page must be at most 100, but the schema does not say so`
		return listParams{}, errors.New("page must be at most 100")
	}
	query := req.GetString("query", "")
	if len(query) > 50 { // want `query must be at most 50 bytes long, but the schema does not say so`
		return listParams{}, errors.New("query is too long")
	}
	return listParams{Page: page, Query: strings.TrimSpace(query)}, nil
}

func handleList(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	p, err := parseParams(req)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(p.Query), nil
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("list",
		mcp.WithString("query"),
		mcp.WithInteger("page"),
	), handleList)
}

// requireName serves two tools' guards: its check is one place, reported
// there once per tool (each with the fix of its own schema).
func requireName(s string) error {
	if s == "" { // want `name must not be empty, but the schema does not say so: declare minLength 1` `name must not be empty, but the schema does not say so: declare minLength 1`
		return errors.New("name is required")
	}
	return nil
}

// requireTag serves one guard: the guard reads as the check and keeps the
// finding.
func requireTag(s string) error {
	if s == "" {
		return errors.New("tag is required")
	}
	return nil
}

func handleRename(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := requireName(req.GetString("name", "")); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

func handleCreate(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := requireName(req.GetString("name", "")); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	if err := requireTag(req.GetString("tag", "")); err != nil { // want `tag must not be empty, but the schema does not say so: declare minLength 1`
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

func RegisterMore(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("rename", mcp.WithString("name", mcp.Required())), handleRename)
	s.AddTool(mcp.NewTool("create", mcp.WithString("name", mcp.Required()), mcp.WithString("tag", mcp.Required())), handleCreate)
}
