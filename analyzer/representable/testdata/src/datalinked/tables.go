package datalinked

import (
	"context"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// toolSpec is a tool as a table of the package describes it: its name,
// its options and its handler, built and registered in a loop.
type toolSpec struct {
	name    string
	opts    []mcp.ToolOption
	handler server.ToolHandlerFunc
}

var specs = []toolSpec{
	{
		name: "capture",
		opts: []mcp.ToolOption{
			mcp.WithDescription("Capture a payment."),
			mcp.WithString("paymentId", mcp.Required()),
		},
		handler: handleCapture,
	},
	{
		name: "void",
		opts: []mcp.ToolOption{
			mcp.WithDescription("Void a payment."),
			mcp.WithInteger("reason_code"),
		},
		handler: func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if code := req.GetInt("reason_code", 1); code < 1 || code > 9 { // want `reason_code must be at least 1 and at most 9, but the schema does not say so: declare minimum 1, maximum 9`
				return mcp.NewToolResultError("reason_code is 1 to 9"), nil
			}
			return mcp.NewToolResultText("voided"), nil
		},
	},
}

func handleCapture(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id := req.GetString("paymentId", "")
	if !strings.HasPrefix(id, "pay_") { // want `paymentId must start with "pay_", but the schema does not say so: declare pattern "\^pay_"`
		return mcp.NewToolResultError("paymentId must start with pay_"), nil
	}
	return mcp.NewToolResultText("captured"), nil
}

// RegisterTable builds each entry's tool and registers it with the
// entry's handler.
func RegisterTable(s *server.MCPServer) {
	for _, d := range specs {
		t := mcp.NewTool(d.name, d.opts...)
		s.AddTool(t, d.handler)
	}
}

// sharedSpec gives each entry a name, a description and a handler; the
// loop gives every tool the same property, so a keyword written there
// would be every entry's: reported, not fixed.
type sharedSpec struct {
	name, desc string
	handler    server.ToolHandlerFunc
}

// RegisterShared registers tools whose options the loop writes.
func RegisterShared(s *server.MCPServer) {
	for _, d := range []sharedSpec{
		{name: "freeze", desc: "Freeze a card.", handler: func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if c := req.GetString("card", ""); !strings.HasPrefix(c, "card_") { // want `card must start with "card_", but the schema does not say so: declare pattern "\^card_"`
				return mcp.NewToolResultError("card must start with card_"), nil
			}
			return mcp.NewToolResultText("frozen"), nil
		}},
	} {
		s.AddTool(mcp.NewTool(d.name, mcp.WithDescription(d.desc), mcp.WithString("card")), d.handler)
	}
}

// patchedSpecs is written after its literal: which handler an entry has is
// not what the literal says, so nothing is linked through it.
var patchedSpecs = []toolSpec{
	{name: "lock", opts: []mcp.ToolOption{mcp.WithNumber("minutes")}, handler: handleLock},
}

func init() {
	patchedSpecs[0].handler = handleCapture
}

func handleLock(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetInt("minutes", 0) > 60 {
		return mcp.NewToolResultError("minutes is at most 60"), nil
	}
	return mcp.NewToolResultText("locked"), nil
}

// RegisterPatchedTable registers through the table written after.
func RegisterPatchedTable(s *server.MCPServer) {
	for _, d := range patchedSpecs {
		s.AddTool(mcp.NewTool(d.name, d.opts...), d.handler)
	}
}

// RegisterRenamed changes each entry in the loop: the entry is no longer
// what the table says.
func RegisterRenamed(s *server.MCPServer) {
	for _, d := range []toolSpec{
		{name: "unlock", opts: []mcp.ToolOption{mcp.WithNumber("pin")}, handler: func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if req.GetInt("pin", 0) > 9999 {
				return mcp.NewToolResultError("pin has four digits"), nil
			}
			return mcp.NewToolResultText("unlocked"), nil
		}},
	} {
		d.opts = nil
		s.AddTool(mcp.NewTool(d.name, d.opts...), d.handler)
	}
}
