// Package decodeapperr decodes its tools' arguments through another
// package of its module and fails on the decoding with a Go error, which
// mcp-go sends as a JSON-RPC error the model never reads: the decoding is
// the arguments' (the other package's facts say so).
package decodeapperr

import (
	"context"
	"encoding/json"
	"errors"

	"example.com/factsmod/decode"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type moveArgs struct {
	Path string `json:"path"`
	Dest string `json:"dest"`
}

// profiles are stored settings, decoded like arguments but none.
var profiles = map[string]map[string]any{}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("move", mcp.WithString("path"), mcp.WithString("dest")), move)
	s.AddTool(mcp.NewTool("resize", mcp.WithString("path")), resize)
	s.AddTool(mcp.NewTool("apply", mcp.WithString("profile")), apply)
	s.AddTool(mcp.NewTool("run", mcp.WithString("code")), run)
}

func move(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	raw, err := json.Marshal(req.GetArguments())
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	var in moveArgs
	if err := decode.Text(&in, raw); err != nil {
		return nil, err // want `the model cannot read this failure: mcp-go sends a Go error returned by a handler as a JSON-RPC error`
	}
	return mcp.NewToolResultText("moved to " + in.Dest), nil
}

func resize(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	in, err := decode.Into[moveArgs](req.GetArguments())
	if err != nil {
		return nil, err // want `the model cannot read this failure: mcp-go sends a Go error returned by a handler as a JSON-RPC error`
	}
	return mcp.NewToolResultText("resized " + in.Path), nil
}

// apply decodes a stored profile, not the call's arguments: its failure is
// no argument's.
func apply(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	p, err := decode.Into[moveArgs](profiles[req.GetString("profile", "")])
	if err != nil {
		return nil, err // the stored profile's fault: not reported
	}
	return mcp.NewToolResultText("applied " + p.Path), nil
}

// run reads its code from the arguments' JSON text through another
// package's function: an empty code is the arguments' fault.
func run(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	raw, err := json.Marshal(req.GetArguments())
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	code := decode.CodeOf(string(raw))
	if code == "" {
		return nil, errors.New("the code is empty") // want `the model cannot read this failure: mcp-go sends a Go error returned by a handler as a JSON-RPC error`
	}
	return mcp.NewToolResultText(code), nil
}
