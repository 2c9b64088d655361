// Package app registers its tools through the module's wrappers: the
// tools the adapters find through the facts of another package.
package app

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	gosdk "github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/registrymod/wrappers"
)

type lookupArgs struct {
	ID string `json:"id"`
}

func lookup(ctx context.Context, req *gosdk.CallToolRequest, in lookupArgs) (*gosdk.CallToolResult, any, error) {
	return nil, nil, nil
}

func count(ctx context.Context, args map[string]any) (string, error) {
	return "", nil
}

func Serve(s *server.MCPServer, sdk *gosdk.Server) {
	wrappers.Register(s, mcp.NewTool("echo", mcp.WithString("text")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultText(req.GetString("text", "")), nil
	})
	s.AddTool(mcp.NewTool("count"), wrappers.Run(count))
	wrappers.Add(sdk, &gosdk.Tool{Name: "lookup"}, lookup)
}
