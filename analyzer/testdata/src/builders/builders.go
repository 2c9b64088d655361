// Package builders defines its tools through a generic helper that builds
// the tool from a name, a description and the input type In: each call
// defines its own tool, whose schema mcp-go infers from the type In is
// instantiated with there.
package builders

import (
	"context"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func newTool[In any](name, desc string, h mcp.TypedToolHandlerFunc[In]) server.ServerTool {
	return server.ServerTool{
		Tool:    mcp.NewTool(name, mcp.WithDescription(desc), mcp.WithInputSchema[In]()),
		Handler: mcp.NewTypedToolHandler(h),
	}
}

// withLimit declares a property of its own: every tool it builds shares
// that declaration, so toolvet does not read it as a builder.
func withLimit[In any](name string, h mcp.TypedToolHandlerFunc[In]) server.ServerTool {
	return server.ServerTool{
		Tool:    mcp.NewTool(name, mcp.WithInputSchema[In](), mcp.WithInteger("limit")),
		Handler: mcp.NewTypedToolHandler(h),
	}
}

type OrderIn struct {
	SKU string `json:"sku"`
}

type CancelIn struct {
	Reason int `json:"reason,omitempty"`
}

func order(ctx context.Context, req mcp.CallToolRequest, in OrderIn) (*mcp.CallToolResult, error) {
	if !strings.HasPrefix(in.SKU, "SKU-") { // want `sku must start with "SKU-", but the schema does not say so`
		return mcp.NewToolResultError("bad sku"), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

func cancel(ctx context.Context, req mcp.CallToolRequest, in CancelIn) (*mcp.CallToolResult, error) {
	if in.Reason > 5 { // want `reason must be at most 5, but the schema does not say so`
		return mcp.NewToolResultError("bad reason"), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

func limited(ctx context.Context, req mcp.CallToolRequest, in CancelIn) (*mcp.CallToolResult, error) {
	if in.Reason > 5 { // not a builder: the tool's schema is not known
		return mcp.NewToolResultError("bad reason"), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

func Register(s *server.MCPServer) {
	s.AddTools(
		newTool("order", "Order an item", order),
		newTool("cancel", "Cancel an order", cancel),
		withLimit("limited", limited),
	)
}
