// Package sdkinventory pairs go-sdk tools with typed handlers and builds
// the low-level handler each is registered with later: that handler
// passes the typed handler's Go error on as its own.
package sdkinventory

import (
	"context"
	"encoding/json"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// ServerTool is a tool and the handler it is registered with.
type ServerTool struct {
	Tool    mcp.Tool
	Handler func() mcp.ToolHandler
}

// NewServerTool decodes the arguments into In and calls h.
func NewServerTool[In, Out any](tool mcp.Tool, h mcp.ToolHandlerFor[In, Out]) ServerTool { // want NewServerTool:`passesErrors\(go-sdk: 1\)`
	return ServerTool{
		Tool: tool,
		Handler: func() mcp.ToolHandler {
			return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
				var in In
				if err := json.Unmarshal(req.Params.Arguments, &in); err != nil {
					return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: err.Error()}}}, nil
				}
				res, _, err := h(ctx, req, in)
				return res, err
			}
		},
	}
}

// Register registers every tool.
func Register(s *mcp.Server, tools []ServerTool) {
	for _, t := range tools {
		s.AddTool(&t.Tool, t.Handler())
	}
}
