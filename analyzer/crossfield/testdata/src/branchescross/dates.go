package branchescross

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var dayLayouts = []string{"2006-01-02", "2006/01/02", "Jan 2, 2006"}

// parseDay accepts a date in several layouts, or a number of days ago:
// what it returns is the argument's value, computed.
func parseDay(s string) (time.Time, error) {
	s = strings.TrimSpace(s)
	for _, l := range dayLayouts {
		if t, err := time.Parse(l, s); err == nil {
			return t, nil
		}
	}
	if n, err := strconv.Atoi(strings.TrimSuffix(s, "d")); err == nil {
		return time.Now().AddDate(0, 0, -n), nil
	}
	return time.Time{}, fmt.Errorf("unable to parse date %q", s)
}

func search(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	after, before := req.GetString("after", ""), req.GetString("before", "")
	if after != "" && before != "" {
		a, _ := parseDay(after)
		b, _ := parseDay(before)
		if a.After(b) { // want `the rule over after and before \(after != "" && before != "" && a.After\(b\)\) is in no description the model reads`
			return mcp.NewToolResultError("'after' is later than 'before'"), nil
		}
		if a.Year() < 2000 { // a check on the computed value alone: no keyword states it
			return mcp.NewToolResultError("too old"), nil
		}
	}
	return mcp.NewToolResultText("ok"), nil
}

func RegisterSearch(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("search", mcp.WithString("after"), mcp.WithString("before")), search)
}
