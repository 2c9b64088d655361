// Package mend holds the details a read of real findings found wrong: the
// direction a normaliser moves a rule, a check another one already
// implies, a check behind one that fires first, and values stated only in
// prose.
package mend

import (
	"context"
	"strings"
	"unicode/utf8"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("mend",
		mcp.WithString("name", mcp.Required()),
		mcp.WithString("kind", mcp.Required()),
		mcp.WithString("color", mcp.Description("One of red, green or blue.")),
		mcp.WithNumber("size"),
		mcp.WithString("title"),
		mcp.WithString("label"),
		mcp.WithString("code"),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		// Trimming before the emptiness check makes the code stricter than
		// minLength 1 ("   " fails): the exact keyword is a pattern.
		name := strings.TrimSpace(req.GetString("name", ""))
		if name == "" { // want `name must not be empty or only white space, but the schema does not say so: declare pattern "\[\^\\\\t-\\\\r \\\\u0085\\\\u00a0\\\\u1680\\\\u2000-\\\\u200a\\\\u2028\\\\u2029\\\\u202f\\\\u205f\\\\u3000\]"$`
			return mcp.NewToolResultError("name is required"), nil
		}
		// The enum rejects "" too: it is what to declare.
		kind := req.GetString("kind", "")
		if kind == "" {
			return mcp.NewToolResultError("kind is required"), nil
		}
		if kind != "a" && kind != "b" { // want `kind must be one of "a", "b", but the schema does not say so: declare enum \["a", "b"\]$`
			return mcp.NewToolResultError("kind must be a or b"), nil
		}
		color := req.GetString("color", "red")
		if color != "red" && color != "green" && color != "blue" { // want `color must be one of "red", "green", "blue", but only the description says so, in prose: declare enum`
			return mcp.NewToolResultError("bad color"), nil
		}
		// The second check never fires: the first rejects every value it
		// would.
		size := req.GetFloat("size", 1)
		if size < 0 { // want `size must be at least 0, but the schema does not say so: declare minimum 0$`
			return mcp.NewToolResultError("size must not be negative"), nil
		}
		if size < -5 {
			return mcp.NewToolResultError("size too small"), nil
		}
		// Trimming before a lower bound: the keyword would be looser.
		title := strings.TrimSpace(req.GetString("title", ""))
		if utf8.RuneCountInString(title) < 3 { // want `title must be at least 3 characters long, .*\(no fix: the code trims white space first, so the keyword would let through values the code rejects`
			return mcp.NewToolResultError("title too short"), nil
		}
		// Trimming before an enum: the keyword would be stricter.
		label := strings.TrimSpace(req.GetString("label", ""))
		if label != "x" && label != "y" { // want `label must be one of "x", "y", .*\(no fix: the code normalises the value first, so the keyword would be stricter than the code`
			return mcp.NewToolResultError("label"), nil
		}
		// Lower-casing keeps "not empty" exact.
		if strings.ToLower(req.GetString("code", "")) == "" { // want `code must not be empty, but the schema does not say so: declare required, minLength 1$`
			return mcp.NewToolResultError("code"), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})
}
