// Package branches has checks nested in branches, as real handlers write
// them: an optional argument checked only when set, a rule for one mode of
// a tool, the cases of a switch over an operation.
package branches

import (
	"context"
	"errors"
	"regexp"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var codeRe = regexp.MustCompile(`^[A-Z]{3}$`)

type handler struct{ readOnly bool }

func (h *handler) search(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	since := req.GetString("since", "")
	if since != "" {
		if _, err := time.Parse(time.RFC3339, since); err != nil { // want `since must be an RFC 3339 date-time when set, but the schema does not say so.*no fix: the code accepts an empty value too`
			return mcp.NewToolResultError("since must be an RFC 3339 time"), nil
		}
	}
	code := req.GetString("code", "")
	if code != "" && !codeRe.MatchString(code) { // want `code must match "\^\[A-Z\]\{3\}\$" when set, but the schema does not say so: declare pattern "\^\$\|\^\[A-Z\]\{3\}\$"`
		return mcp.NewToolResultError("code must be three capital letters"), nil
	}
	limit := req.GetInt("limit", 0)
	if limit != 0 && limit > 100 { // want `limit must be at most 100, but the schema does not say so: declare maximum 100`
		return mcp.NewToolResultError("limit is at most 100"), nil
	}
	// An integer read of a number property: 9.5 reads as 9.
	if req.GetInt("count", 0) > 9 { // want `count must be at most 9, but the schema does not say so: declare maximum 9 \(no fix: the code reads the number as an integer`
		return mcp.NewToolResultError("count is at most 9"), nil
	}
	offset := req.GetInt("offset", 0)
	if offset != 0 && offset < 10 { // want `offset must be at least 10 when set, but the schema does not say so.*no fix: the code accepts 0 too`
		return mcp.NewToolResultError("offset is 0 or at least 10"), nil
	}
	region := req.GetString("region", "")
	if region != "" {
		switch region {
		case "eu", "us":
		default:
			return mcp.NewToolResultError("unknown region"), nil
		}
	}
	// Checked only under a setting the model cannot see: no rule.
	if h.readOnly {
		if req.GetString("owner", "") == "" {
			return mcp.NewToolResultError("owner is required on a read-only server"), nil
		}
	}
	// A branch on the argument that is not a presence test: not read.
	page := req.GetInt("page", 0)
	if page > 0 {
		if page > 50 {
			return mcp.NewToolResultError("page is at most 50"), nil
		}
	}
	// A value checked in one mode of the tool: the keyword is what the
	// model needs, without a fix (another mode may take the value).
	switch req.GetString("mode", "") {
	case "paged":
		if req.GetInt("size", 0) > 50 { // want `size must be at most 50, but the schema does not say so: declare maximum 50 \(no fix: the code checks it only when mode is "paged"`
			return mcp.NewToolResultError("size is at most 50"), nil
		}
	}
	return mcp.NewToolResultText("ok"), nil
}

func Register(s *server.MCPServer) {
	h := &handler{}
	s.AddTool(mcp.NewTool("search",
		mcp.WithDescription("Searches."),
		mcp.WithString("since"),
		mcp.WithString("code"),
		mcp.WithInteger("limit"),
		mcp.WithNumber("count"),
		mcp.WithNumber("offset"),
		mcp.WithString("region", mcp.Enum("eu", "us", "")),
		mcp.WithString("owner"),
		mcp.WithNumber("page"),
		mcp.WithString("mode"),
		mcp.WithInteger("size"),
	), h.search)
}

// step reads a 1-based argument as a 0-based index.
func step(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	i := req.GetInt("step", 1) - 1
	if i < 0 { // want `step must be at least 1, but the schema does not say so: declare minimum 1`
		return mcp.NewToolResultError("step starts at 1"), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

func RegisterStep(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("step", mcp.WithInteger("step")), step)
}

// parseDay fails on a missing or malformed day, and returns the day: its
// checks are inside it, where the findings go.
func parseDay(name, s string) (time.Time, error) {
	if s == "" {
		return time.Time{}, mcpError(name + " is required")
	}
	t, err := time.Parse(time.DateOnly, s)
	if err != nil { // want `day must be a date \(YYYY-MM-DD\), but the schema does not say so: declare format "date" \(no fix: the code checks it only when op is "book"`
		return time.Time{}, err
	}
	return t, nil
}

type mcpError string

func (e mcpError) Error() string { return string(e) }

// A helper's format check in one mode: the format is reported without a
// fix; that the day is required in that mode is the cross-field rule's
// business, not a keyword.
func book(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("op", "") == "book" {
		if _, err := parseDay("day", req.GetString("day", "")); err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
	}
	return mcp.NewToolResultText("ok"), nil
}

func RegisterBook(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("book", mcp.WithString("op", mcp.Enum("book", "cancel")), mcp.WithString("day")), book)
}

type backend interface{ IsReady() (bool, error) }

// A readiness check before the argument checks returns no result either
// way (return nil, err with err perhaps nil is no success): the checks
// after it still guard every call.
func post(b backend) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if ready, err := b.IsReady(); !ready {
			return nil, err
		}
		channel := req.GetString("channel", "")
		if channel == "" { // want `channel must not be empty, but the schema does not say so: declare minLength 1`
			return nil, errors.New("channel is required")
		}
		return mcp.NewToolResultText("posted"), nil
	}
}

func RegisterPost(s *server.MCPServer, b backend) {
	s.AddTool(mcp.NewTool("post", mcp.WithString("channel", mcp.Required())), post(b))
}
