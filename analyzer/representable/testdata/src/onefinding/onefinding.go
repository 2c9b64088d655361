// Package onefinding: the findings of one property that carry the same fix
// and sit on one line are one diagnostic, so that an editor offers the fix
// once; findings on other lines, or without the fix, stay apart.
package onefinding

import (
	"context"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("pay",
		mcp.WithNumber("amount", mcp.Required()),
		mcp.WithString("code", mcp.Required()),
		mcp.WithString("name", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		// A range check is one rule to the reader: one finding.
		amount := req.GetFloat("amount", 0)
		if amount < 1 || amount > 5000 { // want `^amount must be at least 1 and at most 5000, but the schema does not say so: declare minimum 1, maximum 5000$`
			return mcp.NewToolResultError("amount must be between 1 and 5000"), nil
		}
		// Two lines, two findings (each line's quick fix is offered once).
		code := req.GetString("code", "")
		if !strings.HasPrefix(code, "c_") { // want `^code must start with "c_", but the schema does not say so: declare pattern "\^c_"$`
			return mcp.NewToolResultError("code must start with c_"), nil
		}
		if len(code) > 8 { // want `^code must be at most 8 bytes long, but the schema does not say so: declare maxLength 8 \(`
			return mcp.NewToolResultError("code is too long"), nil
		}
		// One line, but only one finding has the fix: two findings.
		name := req.GetString("name", "")
		if name == "" || len(name) < 3 { // want `^name must not be empty, but the schema does not say so: declare minLength 1$` `^name must be at least 3 bytes long, .*\(no fix: `
			return mcp.NewToolResultError("name is too short"), nil
		}
		return mcp.NewToolResultText("paid"), nil
	})

	// Checks in another file are reported at the declaration, the fix's
	// place: one finding there, each check as related information.
	s.AddTool(mcp.NewTool("count",
		mcp.WithInteger("count", mcp.Required()), // want `^count must be at least 1, at most 10 and a multiple of 2, but the schema does not say so: declare minimum 1, maximum 10, multipleOf 2$`
	), handleCount)
}
