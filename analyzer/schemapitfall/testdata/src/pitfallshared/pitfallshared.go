// Package pitfallshared reads the page size in a parse function both
// tools' handlers call: one tool declares the name it reads, the other a
// near spelling. The read is reported for the other, without a fix:
// renaming it in the shared function would break the first.
package pitfallshared

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type page struct {
	size int
}

func intArg(args map[string]any, name string) (int, error) {
	v, ok := args[name]
	if !ok {
		return 0, nil
	}
	f, ok := v.(float64)
	if !ok {
		return 0, fmt.Errorf("%s is not a number", name)
	}
	return int(f), nil
}

func pageOf(args map[string]any) (page, error) {
	n, err := intArg(args, "perPage") // want `the handler reads argument "perPage", which the schema of tool "alerts" does not declare, so the model never sends it; the schema declares "per_page" \(no fix: other tools read the argument there as it is, or by another name\)`
	if err != nil {
		return page{}, err
	}
	return page{size: n}, nil
}

func list(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	p, err := pageOf(req.GetArguments())
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(fmt.Sprint(p.size)), nil
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("issues", mcp.WithNumber("perPage")), list)
	s.AddTool(mcp.NewTool("alerts", mcp.WithNumber("per_page")), list)
}
