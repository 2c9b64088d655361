// Package optionslices: a tool's options held in variables and slices
// before NewTool takes them are the tool's options, read where they are
// written; a fix edits them there, unless another tool takes them too.
package optionslices

import (
	"context"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer) {
	// A slice literal.
	opts := []mcp.ToolOption{
		mcp.WithDescription("Look an account up."),
		mcp.WithString("id", mcp.Required()),
	}
	s.AddTool(mcp.NewTool("account", opts...), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		id := req.GetString("id", "")
		if !strings.HasPrefix(id, "acct_") { // want `id must start with "acct_", but the schema does not say so: declare pattern "\^acct_"`
			return mcp.NewToolResultError("id must start with acct_"), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})

	// An option in a variable.
	idOpt := mcp.WithString("id", mcp.Required())
	s.AddTool(mcp.NewTool("user", mcp.WithDescription("Look a user up."), idOpt), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		id := req.GetString("id", "")
		if !strings.HasPrefix(id, "usr_") { // want `id must start with "usr_", but the schema does not say so: declare pattern "\^usr_"`
			return mcp.NewToolResultError("id must start with usr_"), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})

	// Options appended to a slice declared empty.
	var more []mcp.ToolOption
	more = append(more, mcp.WithDescription("Look an order up."))
	more = append(more, mcp.WithString("id", mcp.Required()))
	s.AddTool(mcp.NewTool("order", more...), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		id := req.GetString("id", "")
		if !strings.HasPrefix(id, "ord_") { // want `id must start with "ord_", but the schema does not say so: declare pattern "\^ord_"`
			return mcp.NewToolResultError("id must start with ord_"), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})
}

// RegisterShared: two tools take the same option; a pattern written into
// it would hold for both, so the finding comes without a fix.
func RegisterShared(s *server.MCPServer) {
	shared := mcp.WithString("id", mcp.Required())
	s.AddTool(mcp.NewTool("invoice", mcp.WithDescription("Look an invoice up."), shared), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		id := req.GetString("id", "")
		if !strings.HasPrefix(id, "inv_") { // want `id must start with "inv_", but the schema does not say so: declare pattern "\^inv_"`
			return mcp.NewToolResultError("id must start with inv_"), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})
	s.AddTool(mcp.NewTool("anything", mcp.WithDescription("Echo an id."), shared), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultText(req.GetString("id", "")), nil
	})
}

// RegisterConditional: an option appended on one path only makes the
// options unknown where the tool takes them; nothing is reported.
func RegisterConditional(s *server.MCPServer, withLimit bool) {
	opts := []mcp.ToolOption{mcp.WithString("id", mcp.Required())}
	if withLimit {
		opts = append(opts, mcp.WithNumber("limit"))
	}
	s.AddTool(mcp.NewTool("refund", opts...), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		id := req.GetString("id", "")
		if !strings.HasPrefix(id, "ref_") {
			return mcp.NewToolResultError("id must start with ref_"), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})
}

// RegisterChanged: a slice changed after its literal (an element
// replaced) or copied to another variable may hold other options than
// the literal's: nothing is reported.
func RegisterChanged(s *server.MCPServer) {
	opts := []mcp.ToolOption{mcp.WithString("id", mcp.Required())}
	opts[0] = mcp.WithString("id", mcp.Required(), mcp.Pattern("^chg_"))
	s.AddTool(mcp.NewTool("changed", opts...), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if !strings.HasPrefix(req.GetString("id", ""), "chg_") {
			return mcp.NewToolResultError("id must start with chg_"), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})
	base := []mcp.ToolOption{mcp.WithString("id", mcp.Required())}
	copied := base
	s.AddTool(mcp.NewTool("copied", copied...), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if !strings.HasPrefix(req.GetString("id", ""), "cpy_") {
			return mcp.NewToolResultError("id must start with cpy_"), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})
	s.AddTool(mcp.NewTool("base", base...), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultText(req.GetString("id", "")), nil
	})
}
