package parsehelper

import (
	"context"
	"fmt"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// parseWhen accepts an RFC 3339 date-time or a date: it tries one layout
// after the other and fails when neither parses.
func parseWhen(s string) (time.Time, error) {
	t, err := time.Parse(time.RFC3339, s)
	if err == nil {
		return t, nil
	}
	t, err = time.Parse("2006-01-02", s)
	if err == nil {
		return t, nil
	}
	return time.Time{}, fmt.Errorf("invalid timestamp %q (RFC 3339 or YYYY-MM-DD)", s)
}

// parseDay tests its last layout the other way round.
func parseDay(s string) (time.Time, error) {
	if t, err := time.Parse(time.RFC3339, s); err == nil {
		return t, nil
	}
	t, err := time.Parse("2006-01-02", s)
	if err != nil {
		return time.Time{}, err
	}
	return t, nil
}

// parseLoose also accepts a layout no format states: no rule a keyword
// could say.
func parseLoose(s string) (time.Time, error) {
	t, err := time.Parse(time.RFC3339, s)
	if err == nil {
		return t, nil
	}
	t, err = time.Parse("Jan 2, 2006", s)
	if err == nil {
		return t, nil
	}
	return time.Time{}, fmt.Errorf("invalid date %q", s)
}

func handleHistory(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if since := req.GetString("since", ""); since != "" {
		if _, err := parseWhen(since); err != nil { // want `since must be an RFC 3339 date-time or a date \(YYYY-MM-DD\) when set, but the schema does not say so: declare anyOf \[format "date-time", format "date"\]`
			return mcp.NewToolResultError(err.Error()), nil
		}
	}
	if until := req.GetString("until", ""); until != "" {
		if _, err := parseDay(until); err != nil { // want `until must be an RFC 3339 date-time or a date \(YYYY-MM-DD\) when set, but the schema does not say so`
			return mcp.NewToolResultError(err.Error()), nil
		}
	}
	at, err := req.RequireString("at")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	if _, err := parseWhen(at); err != nil { // want `at must be an RFC 3339 date-time or a date \(YYYY-MM-DD\), but the schema does not say so: declare anyOf \[format "date-time", format "date"\] \(no fix: a value in any of several formats is an anyOf of format schemas`
		return mcp.NewToolResultError(err.Error()), nil
	}
	if around := req.GetString("around", ""); around != "" {
		if _, err := parseLoose(around); err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
	}
	return mcp.NewToolResultText("ok"), nil
}

func RegisterHistory(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("history",
		mcp.WithString("since"),
		mcp.WithString("until"),
		mcp.WithString("around"),
		mcp.WithString("at", mcp.Required()),
	), handleHistory)
}
