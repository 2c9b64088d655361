// Package spellings checks arguments the way some authors write every
// check: a string's emptiness by its length, the constant of a comparison
// first. Each finding is the one the usual spelling gets.
package spellings

import (
	"context"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// region is the server's own setting, not an argument.
var region = "eu"

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("file",
		mcp.WithString("name"),
		mcp.WithString("mode"),
		mcp.WithString("state"),
		mcp.WithNumber("size"),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		// Missing reads as "", which len(name) == 0 rejects: required too.
		name := req.GetString("name", "")
		if len(name) == 0 { // want `^name must not be empty, but the schema does not say so: declare required, minLength 1$`
			return mcp.NewToolResultError("name is required"), nil
		}
		// len(mode) != 0 is mode != "": the empty value is allowed.
		mode := req.GetString("mode", "")
		if len(mode) != 0 && mode != "fast" && mode != "slow" { // want `^mode must be one of "", "fast", "slow", but the schema does not say so: declare enum \["", "fast", "slow"\]$`
			return mcp.NewToolResultError("bad mode"), nil
		}
		// A default written when the length is 0: "" never reaches the
		// check.
		state := req.GetString("state", "")
		if len(state) == 0 {
			state = "open"
		}
		if "open" != state && "closed" != state { // want `^state must be one of "open", "closed" when set, but the schema does not say so: declare enum \["open", "closed", ""\]$`
			return mcp.NewToolResultError("bad state"), nil
		}
		size := req.GetFloat("size", 1)
		if 1 > size || 100 < size { // want `^size must be at least 1 and at most 100, but the schema does not say so: declare minimum 1, maximum 100$`
			return mcp.NewToolResultError("bad size"), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})

	s.AddTool(mcp.NewTool("label",
		mcp.WithString("text"),
		mcp.WithString("night"),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		// A trimmed value of length 0: white space only is rejected.
		if len(strings.TrimSpace(req.GetString("text", ""))) == 0 { // want `^text must not be empty or only white space, but the schema does not say so: declare required, pattern`
			return mcp.NewToolResultError("text is required"), nil
		}
		// The condition a check depends on is said constant last, however
		// it is written.
		if "us" == region {
			return mcp.NewToolResultText("skipped"), nil
		}
		if !strings.HasPrefix(req.GetString("night", ""), "n") { // want `^night must start with "n", but the schema does not say so: declare pattern "\^n" \(no fix: the code checks it only when region != "us", and may take other values otherwise\)$`
			return mcp.NewToolResultError("bad night"), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})
}
