package optwrap

import (
	"context"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// readOnly passes its options on to tool as they come: each of its calls
// is a tool too, its description after the constant.
func (r *registry) readOnly(name, desc string, h server.ToolHandlerFunc, opts ...mcp.ToolOption) {
	r.tool(name, "Read-only. "+desc, h, opts...)
}

// elemSet writes an element of its options: no template.
func elemSet(s *server.MCPServer, name string, h server.ToolHandlerFunc, opts ...mcp.ToolOption) {
	opts[0] = mcp.WithString("other")
	s.AddTool(mcp.NewTool(name, opts...), h)
}

// returned hands the tool back: the caller may change it before
// registering it, so no template.
func returned(name string, h server.ToolHandlerFunc, opts ...mcp.ToolOption) server.ServerTool {
	return server.ServerTool{Tool: mcp.NewTool(name, opts...), Handler: h}
}

// harden may change the options it is given: a slice handed to it is no
// longer known.
func harden(name string, opts ...mcp.ToolOption) mcp.Tool {
	for i := range opts {
		opts[i] = mcp.WithString("hardened")
	}
	return mcp.NewTool(name)
}

func RegisterMore(s *server.MCPServer) {
	r := &registry{s: s}
	r.readOnly("balance", "Read a balance.", balance, mcp.WithString("account_id", mcp.Required()))
	// A method expression: the receiver comes first.
	(*registry).tool(r, "audit", "Audit an account.", audit, mcp.WithString("account", mcp.Required()))
	elemSet(s, "elem", elem, mcp.WithString("e"))
	st := returned("ret", ret, mcp.WithString("r"))
	st.Tool.Description = "Changed."
	s.AddTools(st)
	opts := []mcp.ToolOption{mcp.WithString("h")}
	harden("hard", opts...)
	s.AddTool(mcp.NewTool("hard", opts...), hard)
}

func balance(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if !strings.HasPrefix(req.GetString("account_id", ""), "acct_") { // want `account_id must start with "acct_", but the schema does not say so: declare pattern "\^acct_"`
		return mcp.NewToolResultError("account_id must start with acct_"), nil
	}
	return mcp.NewToolResultText("0"), nil
}

func audit(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if !strings.HasPrefix(req.GetString("account", ""), "acct_") { // want `account must start with "acct_", but the schema does not say so: declare pattern "\^acct_"`
		return mcp.NewToolResultError("account must start with acct_"), nil
	}
	return mcp.NewToolResultText("audited"), nil
}

// elem's, ret's and hard's options are not what the calls say: no
// finding.
func elem(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if !strings.HasPrefix(req.GetString("e", ""), "e_") {
		return mcp.NewToolResultError("e must start with e_"), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

func ret(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if !strings.HasPrefix(req.GetString("r", ""), "r_") {
		return mcp.NewToolResultError("r must start with r_"), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

func hard(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if !strings.HasPrefix(req.GetString("h", ""), "h_") {
		return mcp.NewToolResultError("h must start with h_"), nil
	}
	return mcp.NewToolResultText("ok"), nil
}
