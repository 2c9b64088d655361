// Package realworld holds shapes of production servers toolvet must read
// right: a reader that normalises what it returns, clamps and defaults,
// checks against what only the running server knows, and a schema built
// in one function for a handler written in another.
package realworld

import (
	"context"
	"strings"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// getTrimmedString reads an argument without its surrounding spaces.
func getTrimmedString(req mcp.CallToolRequest, key string) string {
	return strings.TrimSpace(req.GetString(key, ""))
}

// allowedRegions is loaded from the configuration at start-up.
var allowedRegions = map[string]bool{}

type store interface{ HasTeam(name string) bool }

var db store

func searchTool() mcp.Tool {
	return mcp.NewTool("search",
		mcp.WithDescription("Searches the catalogue."),
		mcp.WithString("query"),
		mcp.WithString("sku"),
		mcp.WithInteger("page"),
		mcp.WithInteger("perPage"),
		mcp.WithInteger("limit"),
		mcp.WithInteger("offset"),
		mcp.WithString("region"),
		mcp.WithString("team"),
		mcp.WithInteger("since"),
	)
}

func handleSearch(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	q := getTrimmedString(req, "query")
	if len(q) > 80 { // want `query must be at most 80 bytes long, but the schema does not say so.*no fix: the code normalises the value first`
		return mcp.NewToolResultError("query too long"), nil
	}
	if !strings.HasPrefix(req.GetString("sku", ""), "SKU-") { // want `sku must start with "SKU-", but the schema does not say so`
		return mcp.NewToolResultError("bad sku"), nil
	}
	page := req.GetInt("page", 1)
	if page < 1 { // a clamp, not a rule
		page = 1
	}
	perPage := req.GetInt("perPage", 20)
	if perPage > 100 { // a clamp, not a rule
		perPage = 100
	}
	limit := req.GetInt("limit", 10)
	if limit > 500 { // want `limit must be at most 500, but the schema does not say so`
		return mcp.NewToolResultError("limit too large"), nil
	}
	if limit < 1 { // a default after the check: the check above is still a rule
		limit = 10
	}
	offset := req.GetInt("offset", 0)
	if offset < 0 { // a default before the check: offset is not the argument below
		offset = 0
	}
	if offset > 1000 {
		return mcp.NewToolResultError("offset too large"), nil
	}
	if !allowedRegions[req.GetString("region", "")] { // configuration: no keyword
		return mcp.NewToolResultError("unknown region"), nil
	}
	if !db.HasTeam(req.GetString("team", "")) { // a database: no keyword
		return mcp.NewToolResultError("unknown team"), nil
	}
	if time.Unix(int64(req.GetInt("since", 0)), 0).After(time.Now()) { // the clock: no keyword
		return mcp.NewToolResultError("since is in the future"), nil
	}
	_, _, _, _ = page, perPage, limit, offset
	return mcp.NewToolResultText("ok"), nil
}

func Register(s *server.MCPServer) {
	s.AddTool(searchTool(), handleSearch)
}
