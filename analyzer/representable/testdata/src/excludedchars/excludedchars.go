// Package excludedchars refuses values holding given characters:
// strings.Contains of one character, ContainsAny and ContainsRune that
// fail the call say the value must be made of the other characters.
package excludedchars

import (
	"context"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("probe",
		mcp.WithString("name"),
		mcp.WithString("cmd"),
		mcp.WithString("label"),
		mcp.WithString("path"),
		mcp.WithString("tag"),
		mcp.WithString("slug", mcp.Pattern("^[^/]*$")),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if strings.Contains(req.GetString("name", ""), "/") { // want `name must not contain "/", but the schema does not say so: declare pattern "\^\[\^/\]\*\$"`
			return mcp.NewToolResultError("name must not contain /"), nil
		}
		if strings.ContainsAny(req.GetString("cmd", ""), ";|&") { // want `cmd must not contain any of the characters ";\|&", but the schema does not say so: declare pattern "\^\[\^&;\|\]\*\$"`
			return mcp.NewToolResultError("cmd must not chain commands"), nil
		}
		if strings.ContainsRune(req.GetString("label", ""), ' ') { // want `label must not contain " ", but the schema does not say so: declare pattern "\^\[\^ \]\*\$"`
			return mcp.NewToolResultError("label must not contain spaces"), nil
		}
		// A substring of two characters: no pattern without lookahead.
		if strings.Contains(req.GetString("path", ""), "..") {
			return mcp.NewToolResultError("path must not contain .."), nil
		}
		// A lowered value: the characters as sent are not the ones checked.
		if strings.Contains(strings.ToLower(req.GetString("tag", "")), "x") {
			return mcp.NewToolResultError("tag must not contain x"), nil
		}
		// Declared already.
		if strings.Contains(req.GetString("slug", ""), "/") {
			return mcp.NewToolResultError("slug must not contain /"), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})
}
