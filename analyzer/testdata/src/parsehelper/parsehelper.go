// Package parsehelper reads and checks its arguments in one function,
// parseParams(req) (params, error), as many servers do: its checks are the
// tool's rules, reported where the handler fails on its error.
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
