// Package optwrap registers its tools through wrappers that pass their own
// ...mcp.ToolOption parameter on to mcp.NewTool: each call of a wrapper
// defines a tool, its options those the call gives.
package optwrap

import (
	"context"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type registry struct{ s *server.MCPServer }

// tool puts the description first: an option the caller gives may
// replace it.
func (r *registry) tool(name, desc string, h server.ToolHandlerFunc, opts ...mcp.ToolOption) {
	opts = append([]mcp.ToolOption{mcp.WithDescription(desc)}, opts...)
	r.s.AddTool(mcp.NewTool(name, opts...), h)
}

// bare passes the options on as they come, through a variable holding the
// tool.
func bare(s *server.MCPServer, name string, h server.ToolHandlerFunc, opts ...mcp.ToolOption) {
	t := mcp.NewTool(name, opts...)
	s.AddTool(t, h)
}

// withID declares a property of its own: every tool it builds shares it,
// so toolvet does not read its calls as tools of their own.
func withID(s *server.MCPServer, name string, h server.ToolHandlerFunc, opts ...mcp.ToolOption) {
	opts = append(opts, mcp.WithString("id"))
	s.AddTool(mcp.NewTool(name, opts...), h)
}

// patched sets a field of the tool after building it: not a template.
func patched(s *server.MCPServer, name string, h server.ToolHandlerFunc, opts ...mcp.ToolOption) {
	t := mcp.NewTool(name, opts...)
	t.Description = strings.ToUpper(t.Description)
	s.AddTool(t, h)
}

func Register(s *server.MCPServer) {
	r := &registry{s: s}
	r.tool("transfer", "Send money.", transfer,
		mcp.WithString("account", mcp.Required()),
		mcp.WithNumber("amount", mcp.Required(), mcp.Max(10000)))
	common := []mcp.ToolOption{mcp.WithString("code")}
	bare(s, "lookup", lookup, common...)
	withID(s, "fetch", fetch, mcp.WithString("kind"))
	patched(s, "shout", shout, mcp.WithString("word"))
}

func transfer(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	account := req.GetString("account", "")
	if !strings.HasPrefix(account, "acct_") { // want `account must start with "acct_", but the schema does not say so: declare pattern "\^acct_"`
		return mcp.NewToolResultError("account must start with acct_"), nil
	}
	if req.GetFloat("amount", 0) > 5000 { // want `amount must be at most 5000, but the schema declares maximum 10000: declare maximum 5000`
		return mcp.NewToolResultError("amount must be at most 5000"), nil
	}
	return mcp.NewToolResultText("sent"), nil
}

func lookup(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if code := req.GetString("code", ""); len(code) > 8 { // want `code must be at most 8 bytes long, but the schema does not say so`
		return mcp.NewToolResultError("code is too long"), nil
	}
	return mcp.NewToolResultText("found"), nil
}

// fetch's and shout's tools are no wrapper's call: their rules have no
// schema toolvet reads, and no finding.
func fetch(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if !strings.HasPrefix(req.GetString("kind", ""), "k_") {
		return mcp.NewToolResultError("kind must start with k_"), nil
	}
	return mcp.NewToolResultText("fetched"), nil
}

func shout(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if !strings.HasPrefix(req.GetString("word", ""), "w_") {
		return mcp.NewToolResultError("word must start with w_"), nil
	}
	return mcp.NewToolResultText("shouted"), nil
}
