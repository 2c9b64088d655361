// Package decodeapp decodes its tools' arguments through another package
// of its module, read through the facts that package exports: the struct
// decoded holds the arguments, and a failure of the decoding is theirs.
package decodeapp

import (
	"context"
	"strings"

	"example.com/factsmod/decode"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type renameArgs struct {
	From string `json:"from"`
	To   string `json:"to"`
}

type moveArgs struct {
	Path string `json:"path"`
	Dest string `json:"dest"`
}

// profiles are stored settings, decoded like arguments but none.
var profiles = map[string]map[string]any{}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("rename", mcp.WithString("from"), mcp.WithString("to")), rename)
	s.AddTool(mcp.NewTool("apply", mcp.WithString("profile")), apply)
	s.AddTool(mcp.NewTool("copy", mcp.WithString("path")), copyFile)
}

func rename(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	in, err := decode.Into[renameArgs](req.GetArguments())
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	if strings.TrimSpace(in.From) == "" { // want `from must not be empty or only white space, but the schema does not say so: declare required, pattern`
		return mcp.NewToolResultError("from is required"), nil
	}
	return mcp.NewToolResultText("renamed"), nil
}

// apply decodes a stored profile, not the call's arguments: what it checks
// is no rule of the tool's.
func apply(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	p, err := decode.Into[renameArgs](profiles[req.GetString("profile", "")])
	if err != nil {
		return nil, err // the stored profile's fault, not the arguments'
	}
	if !strings.HasPrefix(p.From, "/") { // not an argument: no finding
		return mcp.NewToolResultError("profile is broken"), nil
	}
	return mcp.NewToolResultText("applied"), nil
}

// copyFile gets a struct from a function that decodes nothing: its fields
// are not the arguments.
func copyFile(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	in, err := decode.Defaults[moveArgs](req.GetArguments())
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	if !strings.HasPrefix(in.Path, "/") { // not read from the arguments: no finding
		return mcp.NewToolResultError("no path"), nil
	}
	return mcp.NewToolResultText("copied"), nil
}
