// Package adaptplain defines tools and mcp-go handlers in functions of
// their own, which another package registers together: each handler is
// paired with the one tool that declares every argument it reads.
package adaptplain

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Client struct{}

func ListPodsTool() mcp.Tool {
	return mcp.NewTool("list_pods",
		mcp.WithString("namespace", mcp.Required()),
		mcp.WithNumber("limit"),
	)
}

func ListPodsHandler(c *Client) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		ns, err := req.RequireString("namespace")
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		limit := req.GetFloat("limit", 50)
		if limit > 500 { // want `limit must be at most 500, but the schema does not say so`
			return mcp.NewToolResultError("limit must be at most 500"), nil
		}
		return mcp.NewToolResultText(ns), nil
	}
}

func LogsTool() mcp.Tool {
	return mcp.NewTool("logs",
		mcp.WithString("namespace", mcp.Required()),
		mcp.WithString("pod", mcp.Required()),
	)
}

// logs is a method, returned as a method value.
func (c *Client) logs(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	args := req.GetArguments()
	pod, _ := args["pod"].(string)
	if len(pod) > 253 { // want `pod must be at most 253 bytes long, but the schema does not say so`
		return mcp.NewToolResultError("pod name too long"), nil
	}
	return mcp.NewToolResultText(pod), nil
}

func LogsHandler(c *Client) server.ToolHandlerFunc {
	return c.logs
}

// NamespaceHandler reads only "namespace", which both tools declare: no
// pairing.
func NamespaceHandler() server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		ns := req.GetString("namespace", "")
		if len(ns) > 63 {
			return nil, errors.New("namespace too long")
		}
		return mcp.NewToolResultText(ns), nil
	}
}

// GhostHandler reads an argument no tool declares: no pairing.
func GhostHandler() server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if req.GetString("ghost", "") == "" {
			return nil, errors.New("ghost is required")
		}
		return mcp.NewToolResultText("boo"), nil
	}
}
