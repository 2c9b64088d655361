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

// simple takes a handler without the request: a func literal adapts it.
func simple[In any](name, desc string, fn func(context.Context, In) (*mcp.CallToolResult, error)) server.ServerTool {
	return server.ServerTool{
		Tool: mcp.NewTool(name, mcp.WithDescription(desc), mcp.WithInputSchema[In]()),
		Handler: mcp.NewTypedToolHandler(func(ctx context.Context, _ mcp.CallToolRequest, in In) (*mcp.CallToolResult, error) {
			return fn(ctx, in)
		}),
	}
}

type TagIn struct {
	Tag string `json:"tag"`
}

func tag(ctx context.Context, in TagIn) (*mcp.CallToolResult, error) {
	if len(in.Tag) == 0 { // want `tag must not be empty, but the schema does not say so`
		return mcp.NewToolResultError("tag is empty"), nil
	}
	return mcp.NewToolResultText("ok"), nil
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
		simple("tag", "Tag an order", tag),
	)
}
