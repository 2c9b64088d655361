// Package regapp registers its tools through package reg's wrappers: the
// rules of each handler are compared with the tool registered with it.
package regapp

import (
	"context"
	"strings"

	"example.com/factsmod/reg"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Args struct {
	Query string `json:"query"`
}

type ShipIn struct {
	Carrier string `json:"carrier" jsonschema_description:"The carrier"`
}

func ship(ctx context.Context, req mcp.CallToolRequest, in ShipIn) (*mcp.CallToolResult, error) {
	if in.Carrier != "ups" && in.Carrier != "dhl" { // want `carrier must be one of "ups", "dhl", but the schema does not say so`
		return mcp.NewToolResultError("ups or dhl"), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

func order(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if !strings.HasPrefix(req.GetString("sku", ""), "SKU-") { // want `sku must start with "SKU-", but the schema does not say so`
		return mcp.NewToolResultError("bad sku"), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

func cancel(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetInt("reason", 0) > 5 { // want `reason must be at most 5, but the schema does not say so`
		return mcp.NewToolResultError("bad reason"), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

func search(ctx context.Context, req mcp.CallToolRequest, args Args) (*mcp.CallToolResult, error) {
	if len(args.Query) > 80 { // want `query must be at most 80 bytes long, but the schema does not say so`
		return mcp.NewToolResultError("query too long"), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

func refund(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetFloat("amount", 0) < 1 { // want `amount must be at least 1, but the schema does not say so`
		return mcp.NewToolResultError("at least 1"), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

func archive(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("id", "") == "" { // want `id must not be empty, but the schema does not say so`
		return mcp.NewToolResultError("id is empty"), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

func later(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("id", "") == "" { // want `id must not be empty, but the schema does not say so`
		return mcp.NewToolResultError("id is empty"), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

type NoteIn struct {
	Note string `json:"note"`
}

func note(ctx context.Context, in NoteIn) (*mcp.CallToolResult, error) {
	if len(in.Note) > 140 { // want `note must be at most 140 bytes long, but the schema does not say so`
		return mcp.NewToolResultError("note too long"), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

// add is this package's own wrapper around reg's.
func add(s *server.MCPServer, t mcp.Tool, h server.ToolHandlerFunc) {
	reg.RegisterAll(s, t, h)
}

func Register(s *server.MCPServer, r *reg.Registry) {
	reg.Register(s, mcp.NewTool("order", mcp.WithString("sku")), order)
	add(s, mcp.NewTool("cancel", mcp.WithInteger("reason")), reg.Logged(cancel))
	reg.Typed(s, mcp.NewTool("search", mcp.WithString("query")), search)
	r.Add(mcp.NewTool("refund", mcp.WithNumber("amount")), refund)
	s.AddTools(reg.Entry(mcp.NewTool("archive", mcp.WithString("id")), archive))
	s.AddTools(reg.NewTool("ship", "Ship an order", ship), reg.Simple("note", "Add a note", note))
	reg.Later(mcp.NewTool("later", mcp.WithString("id")), later)
}
