// Package typeswitch reads arguments through a type switch on their raw
// value: in a case of one type, the case's variable is the argument as
// that type, and the checks there are rules on it.
package typeswitch

import (
	"context"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer, limits map[string]any) {
	s.AddTool(mcp.NewTool("copy",
		mcp.WithString("mode"),
		mcp.WithNumber("size"),
		mcp.WithString("dst"),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		args := req.GetArguments()
		switch m := args["mode"].(type) {
		case string:
			if m != "fast" && m != "safe" { // want `mode must be one of "fast", "safe", but the schema does not say so: declare enum \["fast", "safe"\]`
				return mcp.NewToolResultError("bad mode"), nil
			}
		case nil:
		default:
			return mcp.NewToolResultError("mode must be a string"), nil
		}
		switch n := args["size"].(type) {
		case float64:
			if n > 10 { // want `size must be at most 10, but the schema does not say so: declare maximum 10`
				return mcp.NewToolResultError("too big"), nil
			}
		case string:
			// A case of a type the schema does not allow: no keyword
			// fits the number property.
			if !strings.HasPrefix(n, "x") {
				return mcp.NewToolResultError("bad size"), nil
			}
		}
		raw := args["dst"]
		switch d := raw.(type) {
		case string:
			if !strings.HasPrefix(d, "/") { // want `dst must start with "/", but the schema does not say so: declare pattern "\^/"`
				return mcp.NewToolResultError("dst must be absolute"), nil
			}
		}
		// Not an argument: the server's own configuration.
		switch l := limits["mode"].(type) {
		case string:
			if !strings.HasPrefix(l, "cfg-") {
				return mcp.NewToolResultError("bad configuration"), nil
			}
		}
		return mcp.NewToolResultText("ok"), nil
	})
}
