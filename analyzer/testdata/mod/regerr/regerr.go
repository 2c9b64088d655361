// Package regerr: the registration path through package reg decides what
// a handler's Go error becomes, not the handler's signature.
package regerr

import (
	"context"
	"errors"

	"example.com/factsmod/reg"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Args struct {
	ID string `json:"id"`
}

func plain(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("id", "") == "" {
		return nil, errors.New("id is required") // want `the model cannot read this failure`
	}
	return mcp.NewToolResultText("ok"), nil
}

func typed(ctx context.Context, req mcp.CallToolRequest, args Args) (*mcp.CallToolResult, error) {
	if args.ID == "" {
		return nil, errors.New("id is required") // want `the model cannot read this failure`
	}
	return mcp.NewToolResultText("ok"), nil
}

func safe(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("id", "") == "" {
		return nil, errors.New("id is required") // reg.RegisterSafe converts it
	}
	return mcp.NewToolResultText("ok"), nil
}

func wrapped(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("id", "") == "" {
		return nil, errors.New("id is required") // reg.Safe converts it
	}
	return mcp.NewToolResultText("ok"), nil
}

func method(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("id", "") == "" {
		return nil, errors.New("id is required") // (*reg.Registry).Add converts it
	}
	return mcp.NewToolResultText("ok"), nil
}

func kept(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("id", "") == "" {
		return nil, errors.New("id is required") // reg.Later: registered where toolvet cannot see
	}
	return mcp.NewToolResultText("ok"), nil
}

func Register(s *server.MCPServer, r *reg.Registry) {
	reg.Register(s, mcp.NewTool("plain", mcp.WithString("id")), plain)
	reg.Typed(s, mcp.NewTool("typed", mcp.WithString("id")), typed)
	reg.RegisterSafe(s, mcp.NewTool("safe", mcp.WithString("id")), safe)
	reg.Register(s, mcp.NewTool("wrapped", mcp.WithString("id")), reg.Safe(wrapped))
	r.Add(mcp.NewTool("method", mcp.WithString("id")), method)
	reg.Later(mcp.NewTool("kept", mcp.WithString("id")), kept)
}
