// Package datalinked: tools linked to their handlers through data, as
// servers with many tools write them: a type per tool behind an interface
// of the package, registered from a list ranged over; handlers in a map
// by tool name; one handler dispatching on the name called. Each handler
// checks an argument only its own tool declares, so a handler linked to
// the wrong tool would find nothing to compare.
package datalinked

import (
	"context"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// tool is what each tool type gives.
type tool interface {
	Definition() mcp.Tool
	Handle(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error)
}

type transferTool struct{ limit float64 }

func (transferTool) Definition() mcp.Tool {
	return mcp.NewTool("transfer", mcp.WithString("accountId", mcp.Required()))
}

func (t transferTool) Handle(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	acct := req.GetString("accountId", "")
	if !strings.HasPrefix(acct, "acct_") { // want `accountId must start with "acct_", but the schema does not say so: declare pattern "\^acct_"`
		return mcp.NewToolResultError("accountId must start with acct_"), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

type refundTool struct{}

func (*refundTool) Definition() mcp.Tool {
	return mcp.NewTool("refund", mcp.WithString("transferId", mcp.Required()))
}

func (*refundTool) Handle(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id := req.GetString("transferId", "")
	if !strings.HasSuffix(id, "_tr") { // want `transferId must end with "_tr", but the schema does not say so: declare pattern "_tr\$"`
		return mcp.NewToolResultError("transferId must end with _tr"), nil
	}
	return mcp.NewToolResultText("refunded"), nil
}

// RegisterObjects registers each tool type from a list.
func RegisterObjects(s *server.MCPServer) {
	for _, t := range []tool{transferTool{limit: 10}, &refundTool{}} {
		s.AddTool(t.Definition(), t.Handle)
	}
}

// statusTool is registered through its interface alone: every type of
// the package implementing it may be the one, and each gives its own pair.
type statusTool struct{}

func (statusTool) Definition() mcp.Tool {
	return mcp.NewTool("status", mcp.WithString("region", mcp.Required()))
}

func (statusTool) Handler() server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		region := req.GetString("region", "")
		if len(region) > 12 { // want `region must be at most 12 bytes long, but the schema does not say so: declare maxLength 12 \(len counts bytes`
			return mcp.NewToolResultError("region is at most 12 characters"), nil
		}
		return mcp.NewToolResultText(region), nil
	}
}

type described interface {
	Definition() mcp.Tool
	Handler() server.ToolHandlerFunc
}

// RegisterOne registers what it is given.
func RegisterOne(s *server.MCPServer, d described) {
	s.AddTool(d.Definition(), d.Handler())
}
